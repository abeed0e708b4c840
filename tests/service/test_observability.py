"""Request ids, the JSON access log, /metrics and /readyz."""

import io
import json
import logging
import re

import pytest

from service import create_app
from service.edge.access_log import LOGGER
from tests.service.examples import MID_DEAL
from tests.service.spec import component

PROBLEM = component("Problem")

GENERATED = re.compile(r"[0-9a-f]{32}")


@pytest.mark.parametrize("sent", ["abc-123", "A.b_c-9", "x" * 128])
def test_a_sane_request_id_is_echoed(client, sent):
    response = client.post("/v1/legal-moves", json=MID_DEAL, headers={"X-Request-ID": sent})
    assert response.headers["X-Request-ID"] == sent


@pytest.mark.parametrize("sent", [None, "", "x" * 129, "a b", "a\tb", "évé", "a/b", "a;b=c"])
def test_any_other_request_id_is_replaced_by_a_fresh_one(client, sent):
    headers = {} if sent is None else {"X-Request-ID": sent}
    first = client.post("/v1/legal-moves", json=MID_DEAL, headers=headers)
    second = client.post("/v1/legal-moves", json=MID_DEAL, headers=headers)
    assert GENERATED.fullmatch(first.headers["X-Request-ID"])
    assert first.headers["X-Request-ID"] != second.headers["X-Request-ID"]


def test_every_answer_carries_a_request_id(client, monkeypatch):
    monkeypatch.setattr("engine.legal_moves", lambda document: 1 / 0)
    for response in (client.post("/v1/legal-moves", json=MID_DEAL),  # a bug: 500
                     client.post("/v1/legal-moves", data="{", content_type="application/json"),
                     client.get("/nothing"), client.delete("/healthz"), client.get("/healthz"),
                     client.get("/metrics"), client.get("/docs")):
        assert GENERATED.fullmatch(response.headers["X-Request-ID"]), response.status_code


@pytest.fixture
def access_log():
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    logger = logging.getLogger(LOGGER)
    logger.addHandler(handler)
    yield stream
    logger.removeHandler(handler)


def test_one_json_line_per_request_without_body_query_or_key(access_log):
    client = create_app({"ATOUT_API_KEYS": "sesame"}).test_client()
    client.post("/v1/legal-moves?token=hush", json=MID_DEAL,
                headers={"X-API-Key": "sesame", "X-Request-ID": "req-1"},
                environ_base={"REMOTE_ADDR": "192.0.2.9"})
    lines = access_log.getvalue().splitlines()
    assert len(lines) == 1
    entry = json.loads(lines[0])
    assert entry.keys() == {"time", "method", "path", "status", "duration_ms", "request_id",
                            "remote", "bytes"}
    assert (entry["method"], entry["path"], entry["status"], entry["request_id"],
            entry["remote"]) == ("POST", "/v1/legal-moves", 200, "req-1", "192.0.2.9")
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", entry["time"])
    assert entry["duration_ms"] >= 0
    for secret in ("hush", "sesame", "JH"):  # the query, the key, the body
        assert secret not in lines[0]


def test_errors_are_logged_too(access_log):
    create_app().test_client().post("/v1/legal-moves", json={})
    assert json.loads(access_log.getvalue())["status"] == 400


def test_the_access_log_can_be_turned_off(access_log):
    create_app({"ATOUT_ACCESS_LOG": "off"}).test_client().get("/healthz")
    assert access_log.getvalue() == ""


def metric(text, name, **labels):
    wanted = ",".join(f'{k}="{v}"' for k, v in labels.items())
    for line in text.splitlines():
        if line.startswith(f"{name}{{{wanted}}} "):
            return float(line.split()[-1])
    return 0.0


def test_metrics_count_requests_by_route_and_status(client):
    for _ in range(3):
        client.post("/v1/legal-moves", json=MID_DEAL)
    client.post("/v1/legal-moves", json={})
    client.get("/v1/rulesets/classic")
    client.get("/v1/rulesets/coinche")
    for i in range(5):
        client.get(f"/made-up/{i}")
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("text/plain; version=0.0.4")
    text = response.get_data(as_text=True)
    assert metric(text, "atout_requests_total", endpoint="/v1/legal-moves", status="200") == 3
    assert metric(text, "atout_requests_total", endpoint="/v1/legal-moves", status="400") == 1
    assert metric(text, "atout_requests_total", endpoint="/v1/rulesets/<name>",
                  status="200") == 2
    assert metric(text, "atout_requests_total", endpoint="unmatched", status="404") == 5
    assert "made-up" not in text
    assert metric(text, "atout_request_duration_seconds_count", endpoint="/v1/legal-moves") == 4
    assert metric(text, "atout_request_duration_seconds_bucket", endpoint="/v1/legal-moves",
                  le="+Inf") == 4


def test_readyz_once_the_app_is_built(client, app):
    response = client.get("/readyz")
    assert (response.status_code, response.get_json()) == (200, {"status": "ok"})
    app.extensions["atout.ready"] = False
    response = client.get("/readyz")
    assert response.status_code == 503
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["code"] == "not_ready"
    PROBLEM.validate(response.get_json())
