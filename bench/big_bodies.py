"""A normal request's latency alone, then beside clients looping bodies over the limit:
``python bench/big_bodies.py [seconds] [big clients] [megabytes]`` (defaults 10, 2, 3).

Starts the server with the project's settings (``atout-serve``'s, 2 workers unless
``WEB_CONCURRENCY`` says otherwise) on a free loopback port. One keep-alive client loops
``POST /v1/legal-moves`` of a mid-deal state for ``seconds``, first alone, then while the big
clients loop ``POST /v1/legal-moves`` with a body of ``megabytes`` each (sent whole, as a
client that does not wait for the answer sends it), each on a new connection, each from a
process of its own. Prints for
both runs the normal requests answered, p50 and p99, the big ones refused (413) and how
long each took to be refused, and the ratio of the two p99s against the target: at most 3.
"""

import http.client
import json
import multiprocessing
import os
import socket
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.service import HOST, STATE, free_port, start, stop  # noqa: E402

BODY = json.dumps(STATE).encode()
HEADERS = {"Content-Type": "application/json"}
TARGET = 3.0


def normal_loop(port, seconds):
    latencies = []
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        begin = time.perf_counter()
        connection.request("POST", "/v1/legal-moves", BODY, HEADERS)
        response = connection.getresponse()
        response.read()
        if response.status != 200:
            raise SystemExit(f"a normal request was answered {response.status}")
        latencies.append(time.perf_counter() - begin)
    connection.close()
    return latencies


def big_client(port, size, stop_event, queue):
    """In a process of its own (the normal client's timing is not to share a GIL with it)."""
    refused, errors = [], []
    big_loop(port, size, stop_event, refused, errors)
    queue.put((refused, errors))


def big_loop(port, size, stop_event, refused, errors):
    """Sends a body of ``size`` bytes whole on a new connection, reads the answer, again."""
    head = (f"POST /v1/legal-moves HTTP/1.1\r\nHost: {HOST}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {size}\r\n\r\n").encode()
    block = b"[" + b"1," * (65536 // 2 - 1) + b"1"  # JSON-looking filler
    while not stop_event.is_set():
        begin = time.perf_counter()
        try:
            with socket.create_connection((HOST, port), timeout=10) as sock:
                sock.sendall(head)
                sent = 0
                try:
                    while sent < size:
                        piece = block[:size - sent]
                        sock.sendall(piece)
                        sent += len(piece)
                except OSError:
                    pass  # the server closed it: the answer may be waiting
                answer = b""
                try:
                    while chunk := sock.recv(65536):
                        answer += chunk
                except OSError:
                    pass
            if answer.startswith(b"HTTP/1.1 413"):
                refused.append(time.perf_counter() - begin)
            else:
                errors.append(answer[:40])
        except OSError as error:
            errors.append(repr(error))


def percentile(values, fraction):
    values = sorted(values)
    return values[min(len(values) - 1, int(fraction * len(values)))]


def summary(name, latencies):
    return (f"{name:>18}: {len(latencies):6d} requests, p50 {percentile(latencies, .5) * 1000:7.2f} ms, "
            f"p99 {percentile(latencies, .99) * 1000:7.2f} ms")


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    clients = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    size = int(float(sys.argv[3]) * 1024 * 1024) if len(sys.argv) > 3 else 3 * 1024 * 1024
    port = free_port()
    settings = {"WEB_CONCURRENCY": os.environ.get("WEB_CONCURRENCY", "2"),
                "ATOUT_ACCESS_LOG": "off"}
    server = start("service:create_app()", port, **settings)
    try:
        normal_loop(port, 1.0)  # warm-up
        alone = normal_loop(port, seconds)
        stop_event, queue = multiprocessing.Event(), multiprocessing.Queue()
        processes = [multiprocessing.Process(target=big_client,
                                             args=(port, size, stop_event, queue))
                     for _ in range(clients)]
        for process in processes:
            process.start()
        time.sleep(0.5)
        beside = normal_loop(port, seconds)
        stop_event.set()
        refused, errors = [], []
        for _ in processes:
            got = queue.get(timeout=60)
            refused += got[0]
            errors += got[1]
        for process in processes:
            process.join()
    finally:
        stop(server)
    print(f"{settings['WEB_CONCURRENCY']} workers, {seconds:g} s a run, {clients} clients "
          f"looping {size / 1048576:g} MiB bodies, load average {os.getloadavg()[0]:.2f}")
    print(summary("alone", alone))
    print(summary("beside big bodies", beside))
    if refused:
        print(f"{'big bodies':>18}: {len(refused):6d} refused 413, median "
              f"{statistics.median(refused) * 1000:.2f} ms each, {len(errors)} other answers")
    else:
        print(f"{'big bodies':>18}: none refused, {len(errors)} other answers {errors[:3]}")
    ratio = percentile(beside, .99) / percentile(alone, .99)
    print(f"p99 beside / p99 alone: {ratio:.2f} (target at most {TARGET:g}): "
          f"{'met' if ratio <= TARGET else 'NOT met'}")


if __name__ == "__main__":
    main()
