"""The service under gunicorn, measured on this machine: run by hand,
``python bench/service.py [seconds]`` (default 5 s per measure).

Starts two gunicorns on 127.0.0.1 with the project's configuration (service/gunicorn_config.py):
the service, and a bare Flask JSON echo app (bench/echo_app.py). Then, in one run:

1. POST /v1/legal-moves with a mid-deal classic state: requests per second, p50 and p99
   latency, from closed-loop keep-alive clients; the same body POSTed to the echo app; the
   ratio of the two throughputs.
2. POST /v1/batch of legal-move sub-requests, each fully validated: evaluations per second
   (target: at least 20,000 on 2 cores). The sub-requests are a mix of states built at
   startup by random legal actions from fresh deals: bidding and play, of the classic,
   coinche and bulgarian presets, half as /v1/play returns them (every hand, the stock),
   half as one seat knows them (its own hand only). Every sub-response must be a 200: a
   change that made sub-requests fail cheaply would otherwise look faster.

Everything it starts, it stops. Traffic goes to the loopback only, for a bounded time.
"""

import http.client
import json
import multiprocessing
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import engine  # noqa: E402  (after the path: the bench runs from a checkout)

HOST = "127.0.0.1"
STATE = {  # the mid-deal state of the README's example: seat 1 asks what it may play
    "rules": "classic", "dealer": 3,
    "hands": [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C"], None, None],
    "turn_up": "QH", "auction": ["take"], "contract": {"taker": 0, "kind": "H"},
    "tricks": [["AS", "7S", "KS", "8S"], ["TD"]],
}
BATCH_SIZE = 500
MIX_PRESETS = ("classic", "coinche", "bulgarian")
STATES_PER_KIND = 8  # per preset and phase
CLIENTS = 4  # closed-loop connections for the single-request measures
BATCH_CLIENTS = 4  # with 2, both keep-alive connections can land on one worker


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


def client_view(state, seat):
    """``state`` as ``seat`` knows it: its own hand only, no stock."""
    hands = [hand if s == seat else None for s, hand in enumerate(state["hands"])]
    return {k: v for k, v in {**state, "hands": hands}.items() if k != "stock"}


def mixed_states(seed=1):
    """States in the bidding and in the play of each preset of MIX_PRESETS, from random
    legal actions through the engine; every other one seen by the seat to act only."""
    rng = random.Random(seed)
    found = {(rules, phase): [] for rules in MIX_PRESETS for phase in ("bidding", "play")}
    deal_seed = 0
    while any(len(states) < STATES_PER_KIND for states in found.values()):
        rules = MIX_PRESETS[deal_seed % len(MIX_PRESETS)]
        state = engine.deal({"rules": rules, "seed": deal_seed})
        deal_seed += 1
        steps = rng.randrange(40)  # where in the deal to stop: the auction or the play
        for _ in range(steps):
            legal = engine.legal_moves(state)["legal"]
            if not legal:
                break
            state = engine.play({"state": state, "action": rng.choice(legal)})["state"]
        moves = engine.legal_moves(state)
        kind = found.get((rules, moves["phase"]))
        if kind is None or len(kind) >= STATES_PER_KIND:
            continue
        kind.append(client_view(state, moves["to_act"]) if len(kind) % 2 else state)
    return [state for states in zip(*found.values()) for state in states]


def all_answered(data):
    """Whether every sub-response of a /v1/batch answer is a 200."""
    return all(r["status"] == 200 for r in json.loads(data)["responses"])


def client(port, path, body, seconds, check, queue):
    """One keep-alive connection in a closed loop; puts its latencies (seconds) on queue.
    Every answer must be a 200 that ``check`` (if given) accepts."""
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
        data = response.read()
        if response.status != 200:
            raise SystemExit(f"{path} answered {response.status}")
        if check is not None and not check(data):
            raise SystemExit(f"{path} answered 200, but {check.__doc__}: no")
        latencies.append(time.perf_counter() - begin)
    connection.close()
    queue.put(latencies)


def load(port, path, body, seconds, clients, check=None):
    """Requests per second and latencies of ``clients`` concurrent closed-loop clients."""
    queue = multiprocessing.Queue()
    workers = [multiprocessing.Process(target=client,
                                       args=(port, path, body, seconds, check, queue))
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
    states = mixed_states()
    batch = json.dumps({"requests": [{"path": "/v1/legal-moves", "body": states[i % len(states)]}
                                     for i in range(BATCH_SIZE)]})
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
        batches = load(service_port, "/v1/batch", batch.encode(), seconds, BATCH_CLIENTS,
                       all_answered)
    finally:
        stop(service)
    workers = os.environ.get("WEB_CONCURRENCY", len(os.sched_getaffinity(0)))
    print(f"gunicorn workers: {workers}, cores: {os.cpu_count()}, {CLIENTS} clients, "
          f"{seconds:g} s per measure")
    for name, result in (("POST /v1/legal-moves", ours), ("echo app", floor)):
        print(f"{name:22} {result['rps']:8.0f} req/s   p50 {result['p50_ms']:6.2f} ms   "
              f"p99 {result['p99_ms']:6.2f} ms")
    print(f"legal-moves / echo throughput: {ours['rps'] / floor['rps']:.2f}")
    print(f"POST /v1/batch ({BATCH_SIZE} legal-moves each over {len(states)} states, "
          f"{BATCH_CLIENTS} clients, {workers} workers): "
          f"{batches['rps'] * BATCH_SIZE:,.0f} evaluations/s   p50 {batches['p50_ms']:.1f} ms "
          f"per batch   (target 20,000/s)")


if __name__ == "__main__":
    main()
