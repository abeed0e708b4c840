"""Hints cannot pile up or outlive their client: a bounded queue per worker, a cap per
client, and a search stopped when its client hangs up or its deadline passes."""

import http.client
import json
import os
import threading
import time

import pytest

from tests.server.conftest import HOST, running_server
from tests.server.test_long_hints import HINT

QUEUE = 1  # with the 2 searching threads: 3 places in the worker
PER_CLIENT = 2
# Seconds of search each on an idle core (its budget is work, not wall time): long enough
# for every request of a test to arrive while the first ones search.
SHORTER = {**HINT, "budget_ms": 1000}


def start_hint(port, address, answers=None, hint=HINT, timeout=60):
    """A hint from client ``address`` (X-Forwarded-For: the server trusts the loopback);
    its (status, headers, problem) appended to ``answers``."""
    connection = http.client.HTTPConnection(HOST, port, timeout=timeout)
    connection.request("POST", "/v1/hints", json.dumps(hint),
                       {"Content-Type": "application/json", "X-Forwarded-For": address})
    if answers is not None:
        response = connection.getresponse()
        answers.append((response.status, dict(response.getheaders()),
                        json.loads(response.read())))
    return connection


def in_threads(port, addresses, hint=SHORTER):
    answers = []
    threads = [threading.Thread(target=start_hint, args=(port, address, answers, hint))
               for address in addresses]
    for thread in threads:
        thread.start()
        time.sleep(0.05)  # in order of arrival
    for thread in threads:
        thread.join(90)
    return answers


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.fixture(scope="module")
def bounded(tmp_path_factory):
    with running_server(tmp_path_factory.mktemp("bounded") / "gunicorn.log", "--workers", "1",
                        env={"ATOUT_HINT_QUEUE": str(QUEUE),
                             "ATOUT_HINTS_PER_CLIENT": str(PER_CLIENT),
                             # a hint's budget counts work, not time: on a loaded machine
                             # three of them take longer than the default deadline
                             "ATOUT_HINT_DEADLINE": "120"}) as running:
        yield running


def test_beyond_the_queue_a_hint_is_refused_at_once(bounded):
    answers = in_threads(bounded.port, [f"192.0.2.{n}" for n in range(6)])
    statuses = sorted(status for status, _, _ in answers)
    assert statuses == [200, 200, 200, 503, 503, 503], answers
    for status, headers, problem in answers:
        if status == 503:
            assert problem["code"] == "hints_busy"
            assert int(headers["Retry-After"]) >= 1


def test_one_client_has_at_most_its_share(bounded):
    answers = in_threads(bounded.port, ["198.51.100.7"] * 3)
    assert sorted(status for status, _, _ in answers) == [200, 200, 429]
    refused = next(problem for status, _, problem in answers if status == 429)
    assert refused["code"] == "too_many_hints"
    assert refused["params"]["limit"] == PER_CLIENT


def test_a_hint_whose_client_hangs_up_stops_searching(bounded):
    [worker] = bounded.workers()
    connections = [start_hint(bounded.port, f"203.0.113.{n}") for n in range(3)]
    time.sleep(0.5)  # searching: the hints ask for 3 s each
    busy_before = cpu_seconds(worker)
    time.sleep(1.0)
    searching = cpu_seconds(worker) - busy_before
    for connection in connections:
        connection.close()
    time.sleep(0.5)  # the worker looks at its clients every 50 ms
    after = cpu_seconds(worker)
    time.sleep(1.0)
    idle = cpu_seconds(worker) - after
    # Over a second each, on a machine that other jobs share: the searching second is
    # whatever CPU the worker got; after, only the loop's own waiting is left.
    assert searching >= 0.1, "the hints were not searching: nothing was measured"
    assert idle < searching / 4, (f"{idle:.2f} CPU seconds in the second after the clients "
                                  f"left, {searching:.2f} in a second of searching")
    # The worker is free again: a new hint is answered.
    assert in_threads(bounded.port, ["192.0.2.99"])[0][0] == 200


@pytest.fixture(scope="module")
def short_deadline(tmp_path_factory):
    with running_server(tmp_path_factory.mktemp("deadline") / "gunicorn.log", "--workers", "1",
                        env={"ATOUT_HINT_DEADLINE": "1"}) as running:
        yield running


def test_a_hint_past_its_deadline_is_stopped_with_a_503(short_deadline):
    began = time.monotonic()
    [(status, headers, problem)] = in_threads(short_deadline.port, ["192.0.2.1"], HINT)
    elapsed = time.monotonic() - began
    assert status == 503 and problem["code"] == "hint_timeout"
    assert int(headers["Retry-After"]) >= 1
    assert problem["params"]["seconds"] == 1
    assert elapsed < 2
    assert "Traceback" not in short_deadline.log()
