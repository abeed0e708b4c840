"""Tail latency under saturation: ``python bench/tail_latency.py [seconds]`` (default 20).

Starts the server with the project's settings (``atout-serve``'s, from the environment:
``ATOUT_WORKER_CLASS=gthread`` compares the thread worker) on a free loopback port, and
keeps 16 keep-alive connections busy, closed loop, with ``POST /v1/legal-moves`` of a
mid-deal state: with ``wrk`` when it is installed (a Debian package; fast enough to keep
the workers saturated), else from 4 Python processes of 4 connections each. Prints the
requests answered, p50, p90, p99 and the largest latency, and p99 / p50 against the
target: at most 10.
"""

import http.client
import json
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.service import HOST, STATE, free_port, start, stop  # noqa: E402

PROCESSES = 4
CONNECTIONS_EACH = 4
BODY = json.dumps(STATE).encode()
HEADERS = {"Content-Type": "application/json"}


def connection_loop(port, end, latencies):
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    while time.monotonic() < end:
        begin = time.perf_counter()
        connection.request("POST", "/v1/legal-moves", BODY, HEADERS)
        response = connection.getresponse()
        response.read()
        if response.status != 200:
            raise SystemExit(f"answer {response.status}")
        latencies.append(time.perf_counter() - begin)
    connection.close()


def client(port, seconds, queue):
    latencies = []
    end = time.monotonic() + seconds
    threads = [threading.Thread(target=connection_loop, args=(port, end, latencies))
               for _ in range(CONNECTIONS_EACH)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    queue.put(latencies)


WRK_SCRIPT = """wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = [=[%s]=]
"""
UNITS = {"us": 1e-6, "ms": 1e-3, "s": 1.0}


def with_wrk(port, seconds, scratch):
    """``{50: p50, 90: p90, 99: p99, 100: max}`` in seconds, and the request count."""
    script = Path(scratch) / "post.lua"
    script.write_text(WRK_SCRIPT % BODY.decode())
    output = subprocess.run(
        ["wrk", "-t2", f"-c{PROCESSES * CONNECTIONS_EACH}", f"-d{seconds:g}s", "--latency",
         "-s", str(script), f"http://{HOST}:{port}/v1/legal-moves"],
        capture_output=True, text=True, check=True).stdout
    figures = {int(p): float(v) * UNITS[u] for p, v, u in
               re.findall(r"^\s+(50|90|99)%\s+([\d.]+)(us|ms|s)\s*$", output, re.MULTILINE)}
    latency = re.search(r"^\s+Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)", output, re.MULTILINE)
    figures[100] = float(latency.group(1)) * UNITS[latency.group(2)]
    count = int(re.search(r"(\d+) requests in", output).group(1))
    if "Non-2xx" in output or "Socket errors" in output:
        raise SystemExit(f"wrk saw errors:\n{output}")
    return figures, count


def with_python(port, seconds):
    queue = multiprocessing.Queue()
    processes = [multiprocessing.Process(target=client, args=(port, seconds, queue))
                 for _ in range(PROCESSES)]
    for process in processes:
        process.start()
    latencies = sorted(x for _ in processes for x in queue.get(timeout=seconds + 60))
    for process in processes:
        process.join()
    figures = {p: percentile(latencies, p / 100) for p in (50, 90, 99)}
    figures[100] = latencies[-1]
    return figures, len(latencies)


def percentile(ordered, fraction):
    return ordered[int(fraction * (len(ordered) - 1))]


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 20.0
    port = free_port()
    with tempfile.TemporaryDirectory() as scratch, \
            (Path(scratch) / "server.log").open("wb") as log:
        server = start("service:create_app()", port, log)
        try:
            time.sleep(1)
            wrk = shutil.which("wrk")
            figures, count = (with_wrk(port, seconds, scratch) if wrk
                              else with_python(port, seconds))
        finally:
            stop(server)
    p50, p99 = figures[50], figures[99]
    worker_class = os.environ.get("ATOUT_WORKER_CLASS", "the default worker")
    print(f"tail latency: {worker_class}, {os.environ.get('WEB_CONCURRENCY', 'default')} "
          f"workers, {PROCESSES * CONNECTIONS_EACH} keep-alive connections "
          f"({'wrk' if wrk else 'Python clients'}), {seconds:g} s: {count:,} requests "
          f"({count / seconds:.0f}/s), load average {os.getloadavg()[0]:.1f}")
    print(f"latency: p50 {1000 * p50:.1f} ms, p90 {1000 * figures[90]:.1f} ms, "
          f"p99 {1000 * p99:.1f} ms, max {1000 * figures[100]:.1f} ms; p99/p50 "
          f"{p99 / p50:.1f}")
    print("target met" if p99 <= 10 * p50 else "TARGET MISSED")


if __name__ == "__main__":
    main()
