"""The service under gunicorn, measured on this machine: run by hand,
``python bench/service.py [seconds]`` (default 5 s per measure).

Starts two gunicorns on 127.0.0.1 with the project's configuration (service/gunicorn_config.py):
the service, and a bare Flask JSON echo app (bench/echo_app.py). Then, in one run:

1. POST /v1/legal-moves with a mid-deal classic state: requests per second, p50 and p99
   latency, from closed-loop keep-alive clients; the same body POSTed to the echo app; the
   ratio of the two throughputs.
2. POST /v1/batch of legal-move sub-requests, each fully validated: evaluations per second
   (target: at least 20,000 on 2 cores).

Everything it starts, it stops. Traffic goes to the loopback only, for a bounded time.
"""

import http.client
import json
import multiprocessing
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
STATE = {  # API.md's mid-deal state: seat 1 asks what it may play
    "rules": "classic", "dealer": 3,
    "hands": [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C"], None, None],
    "turn_up": "QH", "auction": ["take"], "contract": {"taker": 0, "kind": "H"},
    "tricks": [["AS", "7S", "KS", "8S"], ["TD"]],
}
BATCH_SIZE = 500
CLIENTS = 4  # closed-loop connections for the single-request measures
BATCH_CLIENTS = 2


def free_port():
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def start(app, port):
    """gunicorn with the project's config, in its own process group so it stops cleanly."""
    command = [sys.executable, "-m", "gunicorn", "--config", "python:service.gunicorn_config",
               "--bind", f"{HOST}:{port}", "--pythonpath", str(ROOT), app]
    env = {**os.environ, "ATOUT_ACCESS_LOG": ""}
    process = subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            connection = http.client.HTTPConnection(HOST, port, timeout=1)
            connection.request("GET", "/healthz")
            if connection.getresponse().status == 200:
                return process
        except OSError:
            time.sleep(0.1)
    stop(process)
    raise SystemExit(f"{app} did not start on port {port}")


def stop(process):
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=15)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        os.killpg(process.pid, signal.SIGKILL)


def client(port, path, body, seconds, expected_status, queue):
    """One keep-alive connection in a closed loop; puts its latencies (seconds) on queue."""
    connection = http.client.HTTPConnection(HOST, port)
    headers = {"Content-Type": "application/json"}
    latencies = []
    end = time.perf_counter() + seconds
    while True:
        begin = time.perf_counter()
        if begin >= end:
            break
        connection.request("POST", path, body, headers)
        response = connection.getresponse()
        response.read()
        if response.status != expected_status:
            raise SystemExit(f"{path} answered {response.status}")
        latencies.append(time.perf_counter() - begin)
    connection.close()
    queue.put(latencies)


def load(port, path, body, seconds, clients):
    """Requests per second and latencies of ``clients`` concurrent closed-loop clients."""
    queue = multiprocessing.Queue()
    workers = [multiprocessing.Process(target=client, args=(port, path, body, seconds, 200, queue))
               for _ in range(clients)]
    for worker in workers:
        worker.start()
    latencies = [t for _ in workers for t in queue.get(timeout=seconds + 60)]
    for worker in workers:
        worker.join()
    latencies.sort()
    return {"rps": len(latencies) / seconds,
            "p50_ms": 1000 * statistics.median(latencies),
            "p99_ms": 1000 * latencies[int(0.99 * (len(latencies) - 1))],
            "requests": len(latencies)}


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    state = json.dumps(STATE).encode()
    batch = json.dumps({"requests": [{"path": "/v1/legal-moves", "body": STATE}] * BATCH_SIZE})
    service_port, echo_port = free_port(), free_port()
    service = start("service:create_app()", service_port)
    try:
        echo = start("bench.echo_app:app", echo_port)
        try:
            load(service_port, "/v1/legal-moves", state, 1, CLIENTS)  # warm up
            ours = load(service_port, "/v1/legal-moves", state, seconds, CLIENTS)
            floor = load(echo_port, "/echo", state, seconds, CLIENTS)
        finally:
            stop(echo)
        batches = load(service_port, "/v1/batch", batch.encode(), seconds, BATCH_CLIENTS)
    finally:
        stop(service)
    workers = os.environ.get("WEB_CONCURRENCY", len(os.sched_getaffinity(0)))
    print(f"gunicorn workers: {workers}, cores: {os.cpu_count()}, {CLIENTS} clients, "
          f"{seconds:g} s per measure")
    for name, result in (("POST /v1/legal-moves", ours), ("echo app", floor)):
        print(f"{name:22} {result['rps']:8.0f} req/s   p50 {result['p50_ms']:6.2f} ms   "
              f"p99 {result['p99_ms']:6.2f} ms")
    print(f"legal-moves / echo throughput: {ours['rps'] / floor['rps']:.2f}")
    print(f"POST /v1/batch ({BATCH_SIZE} legal-moves each, {BATCH_CLIENTS} clients): "
          f"{batches['rps'] * BATCH_SIZE:,.0f} evaluations/s   p50 {batches['p50_ms']:.1f} ms "
          f"per batch   (target 20,000/s)")


if __name__ == "__main__":
    main()
