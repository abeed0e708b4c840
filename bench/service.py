"""The service under gunicorn, measured on this machine: run by hand,
``python bench/service.py [seconds] [sustained-seconds]`` (default 5 s per measure, no
sustained run). The gunicorn settings come from the environment as for ``atout-serve``
(``ATOUT_WORKER_CLASS=gthread ATOUT_MAX_REQUESTS=20000 python bench/service.py`` measures
the old defaults).

Starts two gunicorns on 127.0.0.1 with the project's configuration (service/gunicorn_config.py):
the service, and a bare Flask JSON echo app (bench/echo_app.py). Then, in one run:

1. POST /v1/legal-moves with a mid-deal classic state: requests per second, p50 and p99
   latency, from closed-loop keep-alive clients; POST /v1/play of a card in that state (what
   a table sends for each action: docs/deployment.md sizes a cluster by it); the same body
   POSTed to the echo app; the ratio of the legal-moves and echo throughputs.
2. POST /v1/batch of legal-move sub-requests, each fully validated: evaluations per second
   (target: at least 20,000 on 2 cores). The sub-requests are a mix of states built at
   startup by random legal actions from fresh deals: bidding and play, of the classic,
   coinche and bulgarian presets, half as /v1/play returns them (every hand, the stock),
   half as one seat knows them (its own hand only). Every sub-response must be a 200: a
   change that made sub-requests fail cheaply would otherwise look faster.
3. With a sustained-seconds argument: POST /v1/legal-moves for that long, with the
   requests per second of the slowest and the fastest second, and the workers restarted:
   what worker recycling (ATOUT_MAX_REQUESTS) costs shows only over tens of seconds.

Each measure prints how busy the workers were: the CPU time of the gunicorn workers over
the measure's wall time, per core (100 % on each core is what both cores busy means), and
the requests per worker CPU second, which other load on a shared machine changes less than
the requests per second.

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
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import engine  # noqa: E402  (after the path: the bench runs from a checkout)

HOST = "127.0.0.1"
STATE = {  # API.md's mid-deal state: seat 1 asks what it may play
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


def start(app, port, log=subprocess.DEVNULL):
    """gunicorn with the project's config, in its own process group so it stops cleanly;
    its output to ``log`` (a file)."""
    command = [sys.executable, "-m", "gunicorn", "--config", "python:service.gunicorn_config",
               "--bind", f"{HOST}:{port}", "--pythonpath", str(ROOT), app]
    env = {**os.environ, "ATOUT_ACCESS_LOG": ""}
    process = subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True,
                               stdout=log, stderr=subprocess.STDOUT)
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


def worker_pids(arbiter):
    """The pids of the live workers of the gunicorn ``arbiter`` (a Popen)."""
    try:
        return Path(f"/proc/{arbiter.pid}/task/{arbiter.pid}/children").read_text().split()
    except OSError:
        return []


def worker_cpu(arbiter):
    """CPU seconds used so far by each live worker of the gunicorn ``arbiter`` (by pid)."""
    tick = os.sysconf("SC_CLK_TCK")
    used = {}
    for pid in worker_pids(arbiter):
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        used[int(pid)] = (int(fields[11]) + int(fields[12])) / tick  # utime + stime
    return used


class CpuMeter(threading.Thread):
    """The CPU time of the gunicorn ``arbiter``'s workers while it runs, sampled twice a
    second so that a worker recycled meanwhile still counts (but for its last half second)."""

    def __init__(self, arbiter):
        super().__init__(daemon=True)
        self.arbiter = arbiter
        self.first = worker_cpu(arbiter)
        self.last = dict(self.first)
        self.running = True

    def run(self):
        while self.running:
            time.sleep(0.5)
            self.last.update(worker_cpu(self.arbiter))

    def busy(self, seconds):
        """Per core, in percent, over ``seconds``; the same for each worker seen, by pid."""
        self.running = False
        self.join()
        self.last.update(worker_cpu(self.arbiter))
        each = {pid: 100 * (cpu - self.first.get(pid, 0.0)) / seconds
                for pid, cpu in self.last.items()}
        return sum(each.values()) / len(os.sched_getaffinity(0)), each


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
    """One keep-alive connection in a closed loop; puts its latencies (seconds) and the
    time each request ended on queue. Every answer must be a 200 that ``check`` (if given)
    accepts."""
    connection = http.client.HTTPConnection(HOST, port)
    headers = {"Content-Type": "application/json"}
    latencies = []
    ends = []
    start = time.perf_counter()
    end = start + seconds
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
        ends.append(time.perf_counter() - start)
    connection.close()
    queue.put((latencies, ends))


def load(server, port, path, body, seconds, clients, check=None):
    """Requests per second and latencies of ``clients`` concurrent closed-loop clients,
    the slowest and fastest whole second, and how busy ``server``'s workers were."""
    queue = multiprocessing.Queue()
    workers = [multiprocessing.Process(target=client,
                                       args=(port, path, body, seconds, check, queue))
               for _ in range(clients)]
    meter = CpuMeter(server)
    meter.start()
    for worker in workers:
        worker.start()
    results = [queue.get(timeout=seconds + 60) for _ in workers]
    busy_percent, each = meter.busy(seconds)
    restarted = len(set(each) - set(meter.first))
    for worker in workers:
        worker.join()
    latencies = sorted(t for latency, _ in results for t in latency)
    per_second = [0] * max(1, int(seconds))
    for _, ends in results:
        for end in ends:
            if end < len(per_second):
                per_second[int(end)] += 1
    cores = len(os.sched_getaffinity(0))
    return {"rps": len(latencies) / seconds,
            # What the machine's other load cannot change much: work per CPU second.
            "per_cpu_second": len(latencies) / max(busy_percent * cores * seconds / 100, 1e-9),
            "p50_ms": 1000 * statistics.median(latencies),
            "p99_ms": 1000 * latencies[int(0.99 * (len(latencies) - 1))],
            "requests": len(latencies), "busy": busy_percent, "restarted": restarted,
            "each": " ".join(f"{percent:.0f}" for percent in each.values()),
            "slowest_second": min(per_second), "fastest_second": max(per_second)}


def settings():
    """The gunicorn settings the service runs with here, as gunicorn reads them."""
    sys.path.insert(0, str(ROOT))
    from service import gunicorn_config as config
    return (f"worker class {config.worker_class}, {config.workers} workers, "
            f"max_requests {config.max_requests}, reuse_port {config.reuse_port}")


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    sustained = float(sys.argv[2]) if len(sys.argv) > 2 else 0.0
    state = json.dumps(STATE).encode()
    play = json.dumps({"state": STATE, "action": "QD"}).encode()
    states = mixed_states()
    batch = json.dumps({"requests": [{"path": "/v1/legal-moves", "body": states[i % len(states)]}
                                     for i in range(BATCH_SIZE)]})
    service_port, echo_port = free_port(), free_port()
    service = start("service:create_app()", service_port)
    try:
        echo = start("bench.echo_app:app", echo_port)
        try:
            load(service, service_port, "/v1/legal-moves", state, 1, CLIENTS)  # warm up
            ours = load(service, service_port, "/v1/legal-moves", state, seconds, CLIENTS)
            plays = load(service, service_port, "/v1/play", play, seconds, CLIENTS)
            floor = load(echo, echo_port, "/echo", state, seconds, CLIENTS)
        finally:
            stop(echo)
        batches = load(service, service_port, "/v1/batch", batch.encode(), seconds,
                       BATCH_CLIENTS, all_answered)
        long_run = sustained and load(service, service_port, "/v1/legal-moves", state,
                                      sustained, CLIENTS)
    finally:
        stop(service)
    print(f"{settings()}; {len(os.sched_getaffinity(0))} cores, {CLIENTS} clients, "
          f"{seconds:g} s per measure")
    for name, result in (("POST /v1/legal-moves", ours), ("POST /v1/play", plays),
                         ("echo app", floor)):
        print(f"{name:22} {result['rps']:8.0f} req/s   p50 {result['p50_ms']:6.2f} ms   "
              f"p99 {result['p99_ms']:6.2f} ms   workers busy {result['busy']:3.0f} % "
              f"(each: {result['each']})   "
              f"{result['per_cpu_second']:.0f} req per worker CPU second")
    print(f"legal-moves / echo throughput: {ours['rps'] / floor['rps']:.2f}")
    print(f"POST /v1/batch ({BATCH_SIZE} legal-moves each over {len(states)} states, "
          f"{BATCH_CLIENTS} clients): "
          f"{batches['rps'] * BATCH_SIZE:,.0f} evaluations/s   p50 {batches['p50_ms']:.1f} ms "
          f"per batch   workers busy {batches['busy']:.0f} % (each: {batches['each']})   "
          f"(target 20,000/s)")
    if long_run:
        print(f"POST /v1/legal-moves for {sustained:g} s: {long_run['rps']:.0f} req/s "
              f"(slowest second {long_run['slowest_second']}, fastest "
              f"{long_run['fastest_second']})   workers busy {long_run['busy']:.0f} % "
              f"(each: {long_run['each']})   "
              f"{long_run['per_cpu_second']:.0f} req per worker CPU second   "
              f"workers restarted: {long_run['restarted']}")


if __name__ == "__main__":
    main()
