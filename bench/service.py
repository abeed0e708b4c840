"""The service under gunicorn against a bare Flask app, measured on this machine: run by
hand, ``python bench/service.py [--seconds S] [--rounds N] [--sustained S] [--readme]``
(default 3 s per measure, 3 rounds). The gunicorn settings come from the environment as for
``atout-serve`` (``ATOUT_WORKER_CLASS=gthread python bench/service.py`` measures gthread).

Starts three gunicorns on 127.0.0.1 with the project's configuration
(service/gunicorn_config.py): the service as deployed (access log and metrics on, the
defaults; the log goes to /dev/null), the service with both off (``ATOUT_ACCESS_LOG=off
ATOUT_METRICS=off``), and a bare Flask JSON echo app (bench/echo_app.py). Then:

1. For each engine-backed endpoint of ``ENDPOINTS`` (legal-moves, play, hands/score,
   declarations, matches/score) and a /v1/batch of 100 legal-move sub-requests: the same
   body POSTed to each of the three servers in turn, in ``rounds`` alternating rounds, from
   closed-loop keep-alive clients. What is compared is the requests per worker CPU second
   (the CPU time of the gunicorn workers, from /proc), which other load on a shared machine
   changes less than the requests per second: the table gives, per endpoint, the median
   over the rounds of service / echo, with the log and metrics on and off.
2. POST /v1/batch of 1,000 legal-move sub-requests, each fully validated: evaluations per
   second on the workers (target: at least 25,000 on 2 cores). The sub-requests are a mix
   of states built at startup by random legal actions from fresh deals: bidding and play,
   of the classic, coinche and bulgarian presets, half as /v1/play returns them (every
   hand, the stock), half as one seat knows them (its own hand only). Every sub-response
   must be a 200: a change that made sub-requests fail cheaply would otherwise look faster.
3. With ``--sustained S``: POST /v1/legal-moves for that long, with the requests per second
   of the slowest and the fastest second, and the workers restarted: what worker recycling
   (ATOUT_MAX_REQUESTS) costs shows only over tens of seconds.

``--readme`` prints, after the table, the figures as the Markdown bullet lines the README's
figure block holds (bench/readme_figures.py writes them there).

Everything it starts, it stops. Traffic goes to the loopback only, for a bounded time.
"""

import argparse
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
STATE = {  # the mid-deal state of the README's example: seat 1 asks what it may play
    "rules": "classic", "dealer": 3,
    "hands": [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C"], None, None],
    "turn_up": "QH", "auction": ["take"], "contract": {"taker": 0, "kind": "H"},
    "tricks": [["AS", "7S", "KS", "8S"], ["TD"]],
}
BATCH_SIZE = 1000  # the most a batch may hold
SMALL_BATCH = 100  # the batch of the ratio table
MIX_PRESETS = ("classic", "coinche", "bulgarian")
STATES_PER_KIND = 8  # per preset and phase
CLIENTS = 4  # closed-loop connections for the single-request measures
BATCH_CLIENTS = 4  # with 2, both keep-alive connections can land on one worker


def free_port():
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def start(app, port, log=subprocess.DEVNULL, **settings):
    """gunicorn with the project's config and the environment's settings (``settings``
    added), in its own process group so it stops cleanly; its output to ``log`` (a file)."""
    command = [sys.executable, "-m", "gunicorn", "--config", "python:service.gunicorn_config",
               "--bind", f"{HOST}:{port}", "--pythonpath", str(ROOT), app]
    env = {**os.environ, **settings}
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
        state = engine.new_deal({"rules": rules, "seed": deal_seed})
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


def finished_state(seed=3):
    """A classic deal played to its end by the first legal action each time."""
    state = engine.new_deal({"rules": "classic", "seed": seed, "dealer": 3})
    while (legal := engine.legal_moves(state)["legal"]):
        action = "take" if "take" in legal else legal[0]
        state = engine.play({"state": state, "action": action})["state"]
    return state


def bodies():
    """The body each endpoint of the ratio table is measured with: a typical request."""
    states = mixed_states()
    dealt = engine.new_deal({"rules": "classic", "seed": 8, "dealer": 3})
    deck = [card for hand in dealt["hands"] for card in hand] + dealt["stock"]
    deck.append(dealt["turn_up"])
    eight = [deck[i:i + 8] for i in range(0, 32, 8)]
    match = [engine.score_hand(finished_state(seed)) | {"dealer": seed % 4, "taker": 0}
             for seed in range(6)]
    return {
        "/v1/legal-moves": STATE,
        "/v1/play": {"state": STATE, "action": "QD"},
        "/v1/hands/score": finished_state(),
        "/v1/declarations": {"rules": "classic", "contract": {"taker": 0, "kind": "H"},
                             "dealer": 3, "hands": eight},
        "/v1/matches/score": {"rules": "classic", "hands": match},
        f"/v1/batch ({SMALL_BATCH})": batch_body(states, SMALL_BATCH),
    }, batch_body(states, BATCH_SIZE)


def batch_body(states, size):
    return {"requests": [{"path": "/v1/legal-moves", "body": states[i % len(states)]}
                         for i in range(size)]}


def measure_ratios(servers, echo, bodies, seconds, rounds):
    """{endpoint: {server name: [per worker CPU second, each round]}, "echo": ...}: every
    endpoint's body to every server then to the echo app, round after round."""
    figures = {path: {name: [] for name in (*servers, "echo")} for path in bodies}
    for _ in range(rounds):
        for label, body in bodies.items():
            path = label.split(" ")[0]
            data = json.dumps(body).encode()
            check = all_answered if path == "/v1/batch" else None
            for name, (process, port) in servers.items():
                result = load(process, port, path, data, seconds, CLIENTS, check)
                figures[label][name].append(result)
            figures[label]["echo"].append(load(echo[0], echo[1], "/echo", data, seconds,
                                               CLIENTS))
    return figures


def ratio(figures, name):
    """The median over the rounds of ``name``'s per worker CPU second over the echo's."""
    return statistics.median(ours["per_cpu_second"] / floor["per_cpu_second"]
                             for ours, floor in zip(figures[name], figures["echo"]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per measure")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sustained", type=float, default=0.0,
                        help="seconds of a sustained legal-moves run (none by default)")
    parser.add_argument("--readme", action="store_true",
                        help="also print the README's Markdown figure lines")
    args = parser.parse_args()
    seconds = args.seconds
    table_bodies, big_batch = bodies()
    ports = [free_port() for _ in range(3)]
    started = []
    try:
        on = start("service:create_app()", ports[0])
        started.append(on)
        off = start("service:create_app()", ports[1], ATOUT_ACCESS_LOG="off",
                    ATOUT_METRICS="off")
        started.append(off)
        echo = start("bench.echo_app:app", ports[2])
        started.append(echo)
        servers = {"on": (on, ports[0]), "off": (off, ports[1])}
        for process, port in (*servers.values(), (echo, ports[2])):  # warm up
            load(process, port, "/echo" if process is echo else "/v1/legal-moves",
                 json.dumps(STATE).encode(), 1, CLIENTS)
        figures = measure_ratios(servers, (echo, ports[2]), table_bodies, seconds, args.rounds)
        stop(started.pop())  # the echo app and the service without the log: the batch
        stop(started.pop())  # and the sustained run have the cores to themselves
        batches = load(on, ports[0], "/v1/batch", json.dumps(big_batch).encode(), seconds,
                       BATCH_CLIENTS, all_answered)
        long_run = args.sustained and load(on, ports[0], "/v1/legal-moves",
                                           json.dumps(STATE).encode(), args.sustained, CLIENTS)
    finally:
        for process in started:
            stop(process)
    cores = len(os.sched_getaffinity(0))
    print(f"{settings()}; {cores} cores, load average {os.getloadavg()[0]:.1f}, "
          f"{CLIENTS} clients, {seconds:g} s per measure, {args.rounds} rounds")
    print()
    print("| endpoint | service req per worker CPU s | echo | service / echo | "
          "with log and metrics off |")
    print("|---|---|---|---|---|")
    for label, result in figures.items():
        median_of = lambda name: statistics.median(r["per_cpu_second"]  # noqa: E731
                                                   for r in result[name])
        print(f"| `{label}` | {median_of('on'):,.0f} | {median_of('echo'):,.0f} | "
              f"{ratio(result, 'on'):.2f} | {ratio(result, 'off'):.2f} |")
    print()
    for label, result in figures.items():
        last = result["on"][-1]
        print(f"{label:24} last round, service: {last['rps']:6.0f} req/s   "
              f"p50 {last['p50_ms']:6.2f} ms   p99 {last['p99_ms']:6.2f} ms   "
              f"workers busy {last['busy']:3.0f} % (each: {last['each']})")
    evaluations = batches["rps"] * BATCH_SIZE
    per_cpu = batches["per_cpu_second"] * BATCH_SIZE
    print(f"POST /v1/batch ({BATCH_SIZE} legal-moves each, {BATCH_CLIENTS} clients): "
          f"{evaluations:,.0f} evaluations/s   p50 {batches['p50_ms']:.1f} ms per batch   "
          f"workers busy {batches['busy']:.0f} % (each: {batches['each']})   "
          f"{per_cpu:,.0f} per worker CPU second (target 25,000/s on 2 workers)")
    if long_run:
        print(f"POST /v1/legal-moves for {args.sustained:g} s: {long_run['rps']:.0f} req/s "
              f"(slowest second {long_run['slowest_second']}, fastest "
              f"{long_run['fastest_second']})   workers busy {long_run['busy']:.0f} % "
              f"(each: {long_run['each']})   "
              f"{long_run['per_cpu_second']:.0f} req per worker CPU second   "
              f"workers restarted: {long_run['restarted']}")
    if args.readme:
        ratios = [ratio(result, "on") for result in figures.values()]
        print(f"- the service against a bare Flask JSON echo under the same gunicorn "
              f"(`bench/service.py`): {min(ratios):.2f}–{max(ratios):.2f} of its requests "
              f"per worker CPU second over {len(ratios)} endpoints, access log and metrics "
              f"on;")
        print(f"- `/v1/batch` of {BATCH_SIZE:,} legal-move questions: {evaluations:,.0f} "
              f"evaluations per second on {cores} workers ({per_cpu:,.0f} per worker CPU "
              f"second);")


if __name__ == "__main__":
    main()
