"""A Redis store frozen by SIGSTOP never stalls the real server: /v1 requests, many at once,
still answer quickly (served without limits: failing open, the default), /readyz says the
store is unreachable, /metrics counts the failures."""

import http.client
import json
import os
import re
import signal
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.redis_server import redis_server
from tests.server.conftest import HOST, running_server

STATE = b'{"rules": "classic", "seed": 7}'
CONCURRENT = 40
# Far above the store's 0.1 s timeout; the stalled requests the issue saw took 10 to 60 s.
QUICK = 2.0


@pytest.fixture(scope="module")
def redis():
    with redis_server() as running:
        yield running


@pytest.fixture(scope="module")
def server(redis, tmp_path_factory):
    uri, _ = redis
    log = tmp_path_factory.mktemp("frozen") / "gunicorn.log"
    with pytest.MonkeyPatch.context() as environment:
        environment.setenv("ATOUT_RATE_LIMIT", "100000/minute")
        environment.setenv("ATOUT_RATE_LIMIT_STORAGE", uri)
        environment.setenv("ATOUT_ACCESS_LOG", "off")
        with running_server(log, "--workers", "2") as running:
            yield running


def timed(port, method, path, body=None):
    begin = time.perf_counter()
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    try:
        headers = {"Content-Type": "application/json"} if body else {}
        connection.request(method, path, body, headers)
        response = connection.getresponse()
        data = response.read()
    finally:
        connection.close()
    return response.status, data, time.perf_counter() - begin


def test_a_frozen_store_never_stalls_the_api(server, redis):
    _, process = redis
    assert timed(server.port, "POST", "/v1/deals", STATE)[0] == 200
    status, body, _ = timed(server.port, "GET", "/readyz")
    assert (status, json.loads(body)) == (200, {"status": "ok", "rate_limit_store": "ok"})
    os.kill(process.pid, signal.SIGSTOP)
    try:
        with ThreadPoolExecutor(CONCURRENT) as pool:
            answers = list(pool.map(lambda _: timed(server.port, "POST", "/v1/deals", STATE),
                                    range(CONCURRENT * 3)))
        slowest = max(seconds for _, _, seconds in answers)
        assert {status for status, _, _ in answers} == {200}
        assert slowest < QUICK, f"the slowest /v1 request took {slowest:.2f} s"
        # each worker's readiness says so, whichever answers
        for _ in range(4):
            status, body, seconds = timed(server.port, "GET", "/readyz")
            assert seconds < QUICK
            assert (status, json.loads(body)) == (
                200, {"status": "degraded", "rate_limit_store": "unreachable"})
        metrics = timed(server.port, "GET", "/metrics")[1].decode()
        errors = re.search(r'^atout_rate_limit_store_errors_total\{reason="timeout"\} (\S+)$',
                           metrics, re.M)
        assert errors and float(errors.group(1)) >= 1, metrics
    finally:
        os.kill(process.pid, signal.SIGCONT)
