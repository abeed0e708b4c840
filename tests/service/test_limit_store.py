"""A store of the limits that stops answering (Redis frozen by SIGSTOP) never stalls the API:
short timeouts, then the store left alone a while; open (serving) or closed (503) by a
setting; /readyz says so, /metrics counts the failures."""

import os
import re
import signal
import time

import pytest

from service import create_app
from service.edge import limit_store
from tests.redis_server import redis_server
from tests.service.examples import MID_DEAL
from tests.service.spec import component, operation, resolve, validator

# Far above the store's 0.1 s timeout, far below the seconds a stalled request took.
QUICK = 1.0


@pytest.fixture
def frozen():
    """A Redis that answered, then stopped by SIGSTOP: its connections stay open, silent."""
    with redis_server() as (uri, process):
        def freeze():
            os.kill(process.pid, signal.SIGSTOP)

        def thaw():
            os.kill(process.pid, signal.SIGCONT)
        try:
            yield uri, freeze, thaw
        finally:
            thaw()


def app_for(uri, **config):
    return create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off",
                       "ATOUT_RATE_LIMIT": "1000/minute", "ATOUT_RATE_LIMIT_STORAGE": uri,
                       **config})


def timed(client, method, path, **kwargs):
    start = time.perf_counter()
    response = getattr(client, method)(path, **kwargs)
    return response, time.perf_counter() - start


def store_errors(client, reason="timeout"):
    text = client.get("/metrics").get_data(as_text=True)
    found = re.search(rf'^atout_rate_limit_store_errors_total{{reason="{reason}"}} (\S+)$',
                      text, re.MULTILINE)
    return float(found.group(1)) if found else 0.0


def test_a_frozen_store_is_served_open_quickly_and_reported(frozen):
    uri, freeze, _ = frozen
    client = app_for(uri).test_client()
    assert client.post("/v1/legal-moves", json=MID_DEAL).status_code == 200
    assert client.get("/readyz").get_json() == {"status": "ok", "rate_limit_store": "ok"}
    assert store_errors(client) == 0
    freeze()
    total = time.perf_counter()
    for _ in range(30):
        response, seconds = timed(client, "post", "/v1/legal-moves", json=MID_DEAL)
        assert response.status_code == 200 and seconds < QUICK, seconds
    # one request waited for the timeout; the others found the store left alone
    assert time.perf_counter() - total < 3 * QUICK
    ready, seconds = timed(client, "get", "/readyz")
    assert seconds < QUICK
    assert ready.status_code == 200
    assert ready.get_json() == {"status": "degraded", "rate_limit_store": "unreachable"}
    validator(resolve(operation("/readyz", "get")["responses"]["200"])["content"][
        "application/json"]["schema"]).validate(ready.get_json())
    assert store_errors(client) >= 1


def test_a_frozen_store_fails_closed_with_a_503_when_set_so(frozen):
    uri, freeze, _ = frozen
    client = app_for(uri, ATOUT_RATE_LIMIT_FAILURE="closed").test_client()
    assert client.post("/v1/legal-moves", json=MID_DEAL).status_code == 200
    freeze()
    for _ in range(5):
        response, seconds = timed(client, "post", "/v1/legal-moves", json=MID_DEAL,
                                  headers={"Accept-Language": "fr"})
        assert seconds < QUICK
        assert response.status_code == 503
        body = response.get_json()
        component("Problem").validate(body)
        assert body["code"] == "rate_limit_store_unavailable"
        assert 1 <= int(response.headers["Retry-After"]) <= limit_store.PAUSE
        assert body["params"] == {"retry_after": int(response.headers["Retry-After"])}
        assert response.headers["Content-Language"] == "fr"
    ready = client.get("/readyz")
    assert ready.status_code == 503 and ready.get_json()["code"] == "rate_limit_store_unavailable"
    assert client.get("/healthz").status_code == 200  # alive: not to be restarted


def test_the_store_is_tried_again_once_it_answers(frozen, monkeypatch):
    monkeypatch.setattr(limit_store, "PAUSE", 0.3)
    uri, freeze, thaw = frozen
    client = app_for(uri, ATOUT_RATE_LIMIT="3/minute").test_client()
    address = {"REMOTE_ADDR": "192.0.2.77"}
    assert client.post("/v1/legal-moves", json=MID_DEAL, environ_base=address).status_code == 200
    freeze()
    assert client.post("/v1/legal-moves", json=MID_DEAL, environ_base=address).status_code == 200
    thaw()
    time.sleep(0.4)
    assert client.get("/readyz").get_json()["status"] == "ok"
    # counting again: the request sent to the frozen store may count too, once it wakes
    statuses = [client.post("/v1/legal-moves", json=MID_DEAL, environ_base=address).status_code
                for _ in range(3)]
    assert statuses in ([200, 200, 429], [200, 429, 429])


def test_key_failures_fail_open_too(frozen):
    uri, freeze, _ = frozen
    client = app_for(uri, ATOUT_RATE_LIMIT="off", ATOUT_API_KEYS="k1").test_client()
    freeze()
    response, seconds = timed(client, "post", "/v1/legal-moves", json=MID_DEAL,
                              headers={"X-API-Key": "k1"})
    assert response.status_code == 200 and seconds < QUICK
    assert client.post("/v1/legal-moves", json=MID_DEAL,
                       headers={"X-API-Key": "k2"}).status_code == 401


@pytest.mark.parametrize("name, value", [("ATOUT_RATE_LIMIT_TIMEOUT", "soon"),
                                         ("ATOUT_RATE_LIMIT_TIMEOUT", "0"),
                                         ("ATOUT_RATE_LIMIT_TIMEOUT", "60"),
                                         ("ATOUT_RATE_LIMIT_FAILURE", "ajar")])
def test_a_wrong_store_setting_fails_at_start(name, value):
    with pytest.raises(RuntimeError, match=name):
        create_app({"TESTING": True, "ATOUT_RATE_LIMIT": "1/minute", name: value})


def test_no_store_no_report():
    client = create_app({"TESTING": True}).test_client()
    assert client.get("/readyz").get_json() == {"status": "ok"}
