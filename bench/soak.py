"""A soak of the service under gunicorn, on the loopback, for a bounded time: run by hand,
``python bench/soak.py [minutes]`` (default 30).

Starts gunicorn with the project's settings (as ``atout-serve``, from the environment) on a
free 127.0.0.1 port, then keeps twice as many closed-loop clients as there are cores busy
with a mix of requests:

- every endpoint with bodies of every preset, built at startup by random legal actions
  through the engine (deals, legal moves, plays, tricks, declarations, hand and match
  scores, batches), the documentation, the rulesets, the health checks;
- sealed tables (each client opens tables and plays them through seat views and actions),
  hints with small budgets, and, with API keys on, every request sends the right key but
  the wrong keys sent on purpose;
- hostile ones: bodies of 3 MB sent whole, wrong API keys;
- malformed requests: broken JSON, a wrong content type, a wrong shape, an illegal action,
  an unknown path, a wrong method, a body over the size limit, a broken chunked body, a
  transfer coding the service does not decode, a chunk size beyond any body, a chunk line
  ending in a bare LF, HTTP/1.2, HTTP/1.1 without Host, a request line over the limit.

It prints the requests made, the answers by class (2xx, 4xx, 5xx, and connection errors:
no answer at all), the p50 and p99 latencies of the requests other than hints and of the
hints apart, the workers' resident memory after start, after the first 5 minutes, each
5 minutes after and at the end, worker restarts and tracebacks in the server's log. The
target: no 5xx, no connection error, no traceback, p99 at most 250 ms for every request but
hints, memory growth under 5 % from the first 5 minutes to the end.
"""

import http.client
import json
import multiprocessing
import os
import random
import socket
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import engine  # noqa: E402  (after the path: the bench runs from a checkout)
from bench.service import free_port, start, stop, worker_pids  # noqa: E402

HOST = "127.0.0.1"
# The server refuses these with a 5xx on purpose: not a failure of the soak.
EXPECTED_5XX = {"http-1.2": 505}
WARM_UP_SECONDS = 300  # lazy caches and the allocator settle; growth is counted after
P99_TARGET = 0.250  # seconds, every request but hints
GROWTH_TARGET = 5.0  # per cent
KEY = "soak-key-0123456789abcdef0123456789"  # the server's one API key
BIG = 3 * 1024 * 1024
HINT_STATE = {"rules": "classic", "dealer": 3,
              "hands": [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C"], None, None],
              "turn_up": "QH", "auction": ["take"], "contract": {"taker": 0, "kind": "H"},
              "tricks": [["AS", "7S", "KS", "8S"], ["TD"]]}
JSON = {"Content-Type": "application/json"}
TRICK = {"contract": {"taker": 0, "kind": "S"}, "leader": 1, "cards": ["AH", "7S", "TH", "KH"]}
HANDS = [["8S", "9S", "KS", "7D", "8D", "KD", "AD", "9C"],
         ["TS", "JS", "9H", "TH", "KH", "7C", "JC", "QC"],
         ["7S", "7H", "8H", "9D", "TD", "JD", "TC", "AC"],
         ["QS", "AS", "JH", "QH", "AH", "QD", "8C", "KC"]]


# --- What the clients send ------------------------------------------------------------

def walks(preset, rng, deals=6):
    """(state, action) pairs of random legal games of ``preset``, and the last states."""
    steps, finals = [], []
    for _ in range(deals):
        state = engine.new_deal({"rules": preset, "seed": rng.randrange(10 ** 9)})
        while True:
            legal = engine.legal_moves(state)["legal"]
            if not legal:
                finals.append(state)
                break
            action = rng.choice(legal)
            steps.append((state, action))
            state = engine.play({"state": state, "action": action})["state"]
    return steps, finals


def requests_of(preset, rng):
    """(kind, method, path, body) of valid requests for ``preset``."""
    steps, finals = walks(preset, rng)
    made = [("deals", "POST", "/v1/deals", {"rules": preset, "seed": rng.randrange(10 ** 6)}),
            ("tricks", "POST", "/v1/tricks/resolve", {"rules": preset, **TRICK}),
            ("declarations", "POST", "/v1/declarations",
             {"rules": preset, "contract": {"taker": 0, "kind": "S"}, "dealer": 3,
              "hands": HANDS}),
            ("rulesets", "GET", f"/v1/rulesets/{preset}", None)]
    for state, action in rng.sample(steps, min(len(steps), 12)):
        made.append(("legal-moves", "POST", "/v1/legal-moves", state))
        made.append(("play", "POST", "/v1/play", {"state": state, "action": action}))
    entries = []
    for state in finals:
        try:
            score = engine.score_hand(state)
        except engine.EngineError:  # a thrown-in deal has no score
            continue
        made.append(("hands/score", "POST", "/v1/hands/score", state))
        # The deal passes to the left from hand to hand: the dealers of random deals would not.
        entries.append({key: score[key] for key in ("outcome", "score", "held_over")}
                       | {"dealer": len(entries) % 4, "taker": state["contract"]["taker"]})
    while entries:  # the longest run of hands that is a match (one may end it early)
        match = {"rules": preset, "hands": entries}
        try:
            engine.score_match(match)
        except engine.EngineError:
            entries = entries[:-1]
            continue
        made.append(("matches/score", "POST", "/v1/matches/score", match))
        break
    batch = [{"path": "/v1/legal-moves", "body": state} for state, _ in steps[:50]]
    made.append(("batch", "POST", "/v1/batch", {"requests": batch}))
    return [(kind, method, path, json.dumps(body).encode() if body is not None else None)
            for kind, method, path, body in made]


def malformed():
    """(kind, method, path, body, headers) of bad requests; the raw ones are bytes."""
    state = json.dumps({"rules": "classic", "seed": 1}).encode()
    chunked = (b"POST /v1/deals HTTP/1.1\r\nHost: soak\r\nContent-Type: application/json\r\n"
               b"Transfer-Encoding: chunked\r\n")
    return [
        ("bad-json", "POST", "/v1/legal-moves", b'{"rules": ', JSON),
        ("bad-type", "POST", "/v1/deals", state, {"Content-Type": "text/plain"}),
        ("bad-shape", "POST", "/v1/play", b'{"state": 5, "action": []}', JSON),
        ("illegal", "POST", "/v1/play",
         json.dumps({"state": engine.new_deal({"rules": "classic", "seed": 1}),
                     "action": "AS"}).encode(), JSON),
        ("nested", "POST", "/v1/legal-moves", b"[" * 100000 + b"]" * 100000, JSON),
        ("unknown-path", "GET", "/v1/nowhere", None, {}),
        ("wrong-method", "GET", "/v1/play", None, {}),
        ("too-large", "POST", "/v1/batch", b" " * (1024 * 1024 + 10), JSON),
        ("bad-chunks", "RAW", None, chunked + b"\r\nzz\r\n" + state + b"\r\n0\r\n\r\n", None),
        ("huge-chunk", "RAW", None, chunked + b"\r\n40000000\r\n" + state, None),
        ("bare-lf-chunk", "RAW", None, chunked + b"\r\n1f\n" + state, None),
        ("http-1.2", "RAW", None, b"GET /healthz HTTP/1.2\r\nHost: soak\r\n\r\n", None),
        ("no-host", "RAW", None, b"GET /healthz HTTP/1.1\r\n\r\n", None),
        ("long-line", "RAW", None, b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: soak\r\n\r\n",
         None),
        ("big-body", "BIG", "/v1/legal-moves", None, None),
        ("wrong-key", "POST", "/v1/deals", state, {**JSON, "X-API-Key": "guess"}),
        ("gzip-coding", "RAW", None,
         chunked.replace(b"chunked", b"gzip, chunked") + b"\r\n"
         + b"%x\r\n" % len(state) + state + b"\r\n0\r\n\r\n", None),
    ]


def workload(seed=1):
    rng = random.Random(seed)
    presets = [ruleset["preset"] for ruleset in engine.rulesets()]
    valid = [(kind, method, path, body, JSON if body else {})
             for preset in presets for kind, method, path, body in requests_of(preset, rng)]
    fixed = [("healthz", "GET", "/healthz", None, {}), ("readyz", "GET", "/readyz", None, {}),
             ("rulesets", "GET", "/v1/rulesets", None, {}),
             ("openapi", "GET", "/openapi.yaml", None, {"Accept-Encoding": "gzip"}),
             ("docs", "GET", "/docs", None, {}),
             ("docs-asset", "GET", "/docs/assets/swagger-ui.css", None,
              {"Accept-Encoding": "gzip"})]
    return valid, fixed, malformed()


# --- The clients -----------------------------------------------------------------------

def raw_request(port, data):
    """One request on a connection of its own; the status of the answer."""
    with socket.create_connection((HOST, port), timeout=30) as connection:
        connection.sendall(data)
        head = b""
        while b"\r\n" not in head:
            chunk = connection.recv(4096)
            if not chunk:
                raise ConnectionError("closed before an answer")
            head += chunk
    return int(head.split(b" ", 2)[1])


def big_request(port, path):
    """A 3 MB body sent whole, as a client that does not wait for the answer sends it."""
    head = (f"POST {path} HTTP/1.1\r\nHost: soak\r\nContent-Type: application/json\r\n"
            f"X-API-Key: {KEY}\r\nContent-Length: {BIG}\r\n\r\n").encode()
    with socket.create_connection((HOST, port), timeout=30) as connection:
        connection.sendall(head)
        try:
            connection.sendall(b" " * BIG)
        except OSError:
            pass  # refused and closed before it all went: the answer is there
        head = b""
        while b"\r\n" not in head:
            chunk = connection.recv(4096)
            if not chunk:
                raise ConnectionError("closed before an answer")
            head += chunk
    return int(head.split(b" ", 2)[1])


class SealedTable:
    """One client's table, played through the sealed endpoints: each step views one seat
    (the next in turn) and, when it is that seat's turn, acts with a legal action."""

    def __init__(self, rng):
        self.rng = rng
        self.token = None

    def step(self, post):
        if self.token is None:
            opened = post("/v1/sealed/tables", {"rules": self.rng.choice(SEALED_PRESETS)})
            self.token, self.keys, self.seat = opened["table"], opened["seat_keys"], 0
            return
        view = post("/v1/sealed/view", {"table": self.token,
                                        "seat_key": self.keys[self.seat]})["view"]
        if view.get("phase") in ("match_over", "over") or view.get("to_act") is None:
            self.token = None  # the match is over: a new table next time
            return
        self.seat = view["to_act"]
        legal = view.get("legal")
        if view["seat"] == self.seat and legal:
            moved = post("/v1/sealed/act", {"table": self.token,
                                            "seat_key": self.keys[self.seat],
                                            "action": self.rng.choice(legal)})
            self.token = moved["table"]


SEALED_PRESETS = ("classic", "coinche", "bulgarian", "klaverjas-rotterdam", "bela")


def client(port, seconds, seed, queue):
    """One closed-loop client: mostly valid requests, one in ten malformed or hostile, a
    few fixed, sealed table steps and now and then a hint."""
    valid, fixed, bad = workload()
    rng = random.Random(seed)
    counts, latencies, hint_latencies, odd = Counter(), [], [], Counter()
    connection = None
    table = SealedTable(rng)
    keyed = {"X-API-Key": KEY}

    def post(path, body):
        nonlocal connection
        if connection is None:
            connection = http.client.HTTPConnection(HOST, port, timeout=30)
        connection.request("POST", path, json.dumps(body).encode(), {**JSON, **keyed})
        response = connection.getresponse()
        data = response.read()
        if response.status != 200:
            raise SealedRefused(response.status, data[:200])
        return json.loads(data)

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        draw = rng.random()
        if 0.2 <= draw < 0.3:
            begin = time.perf_counter()
            try:
                table.step(post)
                counts["2xx"] += 1
                latencies.append(time.perf_counter() - begin)
            except SealedRefused as refused:
                counts[f"{refused.args[0] // 100}xx"] += 1
                odd[f"sealed: {refused.args[0]} {refused.args[1]!r}"] += 1
                table.token = None
            except (OSError, http.client.HTTPException) as error:
                if connection is not None:
                    connection.close()
                    connection = None
                counts["connection"] += 1
                odd[f"sealed: {type(error).__name__}"] += 1
            continue
        if 0.3 <= draw < 0.305:
            kind, method, path = "hints", "POST", "/v1/hints"
            body = json.dumps({"state": HINT_STATE,
                               "budget_ms": rng.choice((20, 50, 100))}).encode()
            headers = {**JSON, **keyed}
        else:
            kind, method, path, body, headers = (rng.choice(bad) if draw < 0.1 else
                                                 rng.choice(fixed) if draw < 0.2 else
                                                 rng.choice(valid))
            if method not in ("RAW", "BIG") and "X-API-Key" not in headers:
                headers = {**headers, **keyed}
        begin = time.perf_counter()
        try:
            if method == "RAW":
                status = raw_request(port, body)
            elif method == "BIG":
                status = big_request(port, path)
            else:
                if connection is None:
                    connection = http.client.HTTPConnection(HOST, port, timeout=30)
                connection.request(method, path, body, headers)
                response = connection.getresponse()
                response.read()
                status = response.status
                if response.will_close:
                    connection.close()
                    connection = None
        except (OSError, http.client.HTTPException) as error:
            if connection is not None:
                connection.close()
                connection = None
            counts["connection"] += 1
            odd[f"{kind}: {type(error).__name__}"] += 1
            continue
        (hint_latencies if kind == "hints" else latencies).append(time.perf_counter() - begin)
        expected = EXPECTED_5XX.get(kind) == status
        counts["expected 5xx" if expected else f"{status // 100}xx"] += 1
        if (status >= 500 and not expected) or (status >= 400 and draw >= 0.2):
            odd[f"{kind}: {status}"] += 1
    queue.put((counts, latencies, hint_latencies, odd))


class SealedRefused(Exception):
    """A sealed table's step not answered 200: (status, the answer's first bytes)."""


# --- The server ------------------------------------------------------------------------

def workers_rss(arbiter):
    """Resident memory (KiB) of each worker of the gunicorn ``arbiter``, by pid."""
    rss = {}
    for pid in worker_pids(arbiter):
        try:
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        rss[int(pid)] = int(next(line.split()[1] for line in status.splitlines()
                                 if line.startswith("VmRSS:")))
    return rss


def kib(rss):
    return " + ".join(f"{value / 1024:.1f}" for value in rss.values()) + " MiB"


def percentile(values, fraction):
    return values[int(fraction * (len(values) - 1))] if values else float("nan")


def main():
    minutes = float(sys.argv[1]) if len(sys.argv) > 1 else 30.0
    seconds = 60 * minutes
    clients = 2 * len(os.sched_getaffinity(0))
    port = free_port()
    loads = []
    with tempfile.TemporaryDirectory() as scratch:
        log_path = Path(scratch) / "server.log"
        with log_path.open("wb") as log:
            server = start("service:create_app()", port, log, ATOUT_API_KEYS=KEY)
        try:
            time.sleep(1)  # every worker booted, not only the one that answered
            booted = workers_rss(server)
            queue = multiprocessing.Queue()
            processes = [multiprocessing.Process(target=client, args=(port, seconds, n, queue))
                         for n in range(clients)]
            for process in processes:
                process.start()
            warm_up = min(WARM_UP_SECONDS, seconds / 2)
            began = time.monotonic()
            time.sleep(warm_up)
            warm = workers_rss(server)
            samples = []  # (minute, rss) every 5 minutes after the warm-up
            while time.monotonic() - began < seconds - 30:
                time.sleep(min(300, max(1, seconds - 30 - (time.monotonic() - began))))
                samples.append(((time.monotonic() - began) / 60, workers_rss(server)))
                loads.append(os.getloadavg()[0])
            results = [queue.get(timeout=seconds + 120) for _ in processes]
            end = workers_rss(server)
            for process in processes:
                process.join()
        finally:
            stop(server)
        server_log = log_path.read_text(errors="replace")
    counts, odd, latencies, hints = Counter(), Counter(), [], []
    for client_counts, client_latencies, client_hints, client_odd in results:
        counts.update(client_counts)
        odd.update(client_odd)
        latencies.extend(client_latencies)
        hints.extend(client_hints)
    latencies.sort()
    hints.sort()
    total = sum(counts.values())
    print(f"soak: {minutes:g} min, {clients} clients, {total:,} requests "
          f"({total / seconds:.0f}/s), load average during it "
          f"{min(loads, default=0):.1f} to {max(loads, default=0):.1f} on "
          f"{os.cpu_count()} cores")
    print("answers: " + ", ".join(f"{name} {counts[name]:,}"
                                  for name in ("2xx", "3xx", "4xx", "5xx", "expected 5xx",
                                               "connection")))
    p99 = percentile(latencies, 0.99)
    print(f"latency but hints ({len(latencies):,}): p50 {1000 * percentile(latencies, .5):.1f} ms, "
          f"p99 {1000 * p99:.1f} ms, max {1000 * latencies[-1]:.0f} ms")
    print(f"hints ({len(hints):,}): p50 {1000 * percentile(hints, .5):.1f} ms, "
          f"p99 {1000 * percentile(hints, .99):.1f} ms")
    growth = 100 * (sum(end.values()) / sum(warm.values()) - 1)
    print(f"worker RSS: booted {kib(booted)}; after {warm_up:g} s {kib(warm)}; "
          + "; ".join(f"at {minute:.0f} min {kib(rss)}" for minute, rss in samples)
          + f"; end {kib(end)}; growth from {warm_up:g} s to the end {growth:+.1f} %")
    print(f"workers restarted: {len(set(end) - set(booted))}; "
          f"tracebacks in the server log: {server_log.count('Traceback')}")
    if odd:  # valid requests that were not answered 2xx, anything not answered at all, 5xx
        print("unexpected answers by kind: "
              + ", ".join(f"{key} ×{value}" for key, value in sorted(odd.items())))
    ok = counts["5xx"] == 0 and counts["connection"] == 0 and growth < GROWTH_TARGET and \
        p99 <= P99_TARGET and "Traceback" not in server_log
    print("target met" if ok else "TARGET MISSED")


if __name__ == "__main__":
    main()
