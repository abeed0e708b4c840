"""A hint searches for its whole time budget; the other requests of its worker are answered
meanwhile (service/operations/hint_pool.py), with a single gevent worker to prove it."""

import http.client
import json
import statistics
import threading
import time

import pytest

from tests.server.conftest import HOST, running_server

# Seat 1 knows only its own hand early in a coinche deal: a hint samples and solves until
# its budget is spent.
# An opening call: its search runs for about its whole budget (a card-play hint on this
# hand solves all its deals in well under a second on two solving threads).
HINT = {"state": {"rules": "coinche", "dealer": 0, "auction": [],
                  "hands": [None, ["7S", "8S", "JH", "9H", "AD", "TD", "7C", "AC"], None, None]},
        "budget_ms": 3000, "samples": 200}


@pytest.fixture(scope="module")
def one_worker(tmp_path_factory):
    with running_server(tmp_path_factory.mktemp("hints") / "gunicorn.log",
                        "--workers", "1") as running:
        yield running


def post_hint(port, answers):
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    connection.request("POST", "/v1/hints", json.dumps(HINT),
                       {"Content-Type": "application/json"})
    response = connection.getresponse()
    answers.append((response.status, json.loads(response.read())))


def health_latency(port):
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    start = time.perf_counter()
    connection.request("GET", "/healthz")
    assert connection.getresponse().status == 200
    return time.perf_counter() - start


def test_a_long_hint_leaves_the_worker_answering(one_worker):
    answers = []
    hint = threading.Thread(target=post_hint, args=(one_worker.port, answers))
    hint.start()
    time.sleep(0.5)  # the hint is searching
    latencies = [health_latency(one_worker.port) for _ in range(9)]
    searching = hint.is_alive()
    hint.join(30)
    assert searching, "the hint ended before the health checks: nothing was measured"
    assert answers and answers[0][0] == 200, answers
    assert statistics.median(latencies) < 0.1, latencies
