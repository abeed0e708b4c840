"""Slow and idle clients against the server's defaults: ``python bench/slow_clients.py
[connections]`` (default 5000).

Starts the server (``atout-serve``'s settings, from the environment) on a free loopback
port, opens ``connections`` connections (half send nothing, half send a request head and
then its body one byte every 2 s). It waits for the server to have taken them all in (the
first request after them, answered once the kernel's accept queue is drained: printed), then
times fresh ``POST /v1/deals`` requests for 3 s, each on a new connection as a new client
makes it, while the slow ones are all open. Prints how many slow connections the server
still held after the measure, the latencies (median, p90, max) and the target: a median
under 100 ms. Raises its own open-file limit (the server raises its own).
"""

import http.client
import resource
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.service import free_port, start, stop  # noqa: E402

HOST = "127.0.0.1"
STATE = b'{"rules": "classic", "seed": 7}'
SLOW_HEAD = (b"POST /v1/deals HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n"
             b"Content-Length: 1000\r\n\r\n")
SECONDS = 3.0
LIMIT_MS = 100


def open_files(needed):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(needed, hard), hard))


def latency_ms(port, timeout=10):
    begin = time.perf_counter()
    connection = http.client.HTTPConnection(HOST, port, timeout=timeout)
    try:
        connection.request("POST", "/v1/deals", STATE, {"Content-Type": "application/json"})
        response = connection.getresponse()
        response.read()
        assert response.status == 200, response.status
    finally:
        connection.close()
    return 1000 * (time.perf_counter() - begin)


def trickle(sockets, stopped):
    while not stopped.wait(2.0):
        for sock in sockets:
            try:
                sock.send(b" ")
            except OSError:
                pass


def still_open(sockets):
    """How many of ``sockets`` the server has not closed."""
    count = 0
    for sock in sockets:
        sock.setblocking(False)
        try:
            count += sock.recv(1, socket.MSG_PEEK) != b""
        except BlockingIOError:
            count += 1
        except OSError:
            pass
    return count


def main():
    connections = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    open_files(connections + 1000)
    port = free_port()
    with tempfile.TemporaryDirectory() as scratch, \
            (Path(scratch) / "server.log").open("wb") as log:
        server = start("service:create_app()", port, log)
        sockets = []
        try:
            time.sleep(1)
            baseline = [latency_ms(port) for _ in range(10)]
            began = time.monotonic()
            for index in range(connections):
                sock = socket.create_connection((HOST, port), timeout=10)
                if index % 2:
                    sock.sendall(SLOW_HEAD)
                sockets.append(sock)
            opened_in = time.monotonic() - began
            drained_in = latency_ms(port, timeout=60) / 1000
            stopped = threading.Event()
            thread = threading.Thread(target=trickle, args=(sockets[1::2], stopped),
                                      daemon=True)
            thread.start()
            samples = []
            end = time.monotonic() + SECONDS
            while time.monotonic() < end:
                samples.append(latency_ms(port))
                time.sleep(0.05)
            held = still_open(sockets)
            stopped.set()
            thread.join()
        finally:
            for sock in sockets:
                sock.close()
            stop(server)
    samples.sort()
    print(f"slow clients: {connections:,} connections ({connections // 2:,} idle, "
          f"{connections - connections // 2:,} sending a body 1 byte / 2 s), opened in "
          f"{opened_in:.1f} s, all taken in by the server {drained_in:.1f} s later; "
          f"{held:,} still held by the server after the measure")
    print(f"without them: median {statistics.median(baseline):.1f} ms")
    print(f"with them: {len(samples)} requests, median {statistics.median(samples):.1f} ms, "
          f"p90 {samples[int(0.9 * (len(samples) - 1))]:.1f} ms, max {samples[-1]:.1f} ms")
    print("target met" if statistics.median(samples) < LIMIT_MS else "TARGET MISSED")


if __name__ == "__main__":
    main()
