"""One gate for every spelling of an API path: whatever reaches a /v1 view has met the API
key, the rate limit, CORS, the metrics and the access log, as ``/v1/...`` itself does."""

import io
import json
import logging
import re

import pytest
from hypothesis import given, settings, strategies as st

from service import create_app
from service.edge.access_log import LOGGER
from service.edge.gate import is_api
from tests.service.examples import MID_DEAL
from tests.service.spellings import METHODS, path_info, spellings

KEY = "k1"
ORIGIN = "https://tables.example"
PREFLIGHT = {"Origin": ORIGIN, "Access-Control-Request-Method": "POST"}


def gated_app(**config):
    """An app with keys on that records every request dispatched to one of the API's routes
    (the automatic OPTIONS answer included): ``app.dispatched``."""
    app = create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off", "ATOUT_API_KEYS": KEY,
                      "ATOUT_API_KEY_FAILURES": "off", **config})
    app.dispatched = []
    dispatch = app.dispatch_request

    def recording_dispatch():
        from flask import request
        rule = request.url_rule
        if request.routing_exception is None and rule.rule.startswith("/v1/"):
            app.dispatched.append((request.method, request.environ["PATH_INFO"]))
        return dispatch()
    app.dispatch_request = recording_dispatch
    return app


def api_paths(app):
    """One path for each of the API's routes, a sample value in each variable part."""
    return sorted({re.sub(r"<[^>]+>", "classic", rule.rule) for rule in app.url_map.iter_rules()
                   if rule.rule.startswith("/v1/")})


def send(client, method, target, headers=None):
    path, query = path_info(target)
    return client.open(method=method, headers=headers or {},
                       environ_overrides={"PATH_INFO": path, "QUERY_STRING": query})


def every_request(app):
    for path in api_paths(app):
        for target in spellings(path):
            for method in METHODS:
                yield method, target


def test_the_spellings_cover_every_route_and_some_reach_it():
    app = gated_app()
    paths = api_paths(app)
    assert {"/v1/batch", "/v1/hints", "/v1/rulesets", "/v1/rulesets/classic"} <= set(paths)
    assert all(len(spellings(path)) >= 40 for path in paths)
    # the router does take some of them to the view: the gate has something to catch
    client = app.test_client()
    for target in ("//v1/rulesets/classic", "///v1/rulesets", "v1/rulesets/classic",
                   "/%2Fv1/rulesets/classic"):
        assert send(client, "GET", target, {"X-API-Key": KEY}).status_code == 200, target
    assert app.dispatched


@pytest.mark.parametrize("key", [None, "wrong"])
def test_no_spelling_reaches_a_view_without_a_valid_key(key):
    app = gated_app()
    client = app.test_client()
    headers = {"X-API-Key": key} if key else {}
    statuses = set()
    for method, target in every_request(app):
        response = send(client, method, target, headers)
        statuses.add(response.status_code)
        assert response.status_code in (401, 404), (method, target, response.status_code)
        # a 404 before the key only for what the router would take nowhere under /v1
        assert (response.status_code == 401) == is_api(None, path_info(target)[0]), target
    assert app.dispatched == []
    assert statuses == {401, 404}


def test_a_preflight_is_answered_for_any_spelling_and_reaches_no_view():
    app = gated_app()
    client = app.test_client()
    for target in spellings("/v1/legal-moves"):
        response = send(client, "OPTIONS", target, PREFLIGHT)
        assert response.status_code in (204, 401, 404), target
    assert app.dispatched == []


def test_every_spelling_is_counted_by_the_rate_limit():
    app = gated_app(ATOUT_RATE_LIMIT="1/hour")
    client = app.test_client()
    headers = {"X-API-Key": KEY}
    assert client.get("/v1/rulesets", headers=headers).status_code == 200
    app.dispatched.clear()
    for method, target in every_request(app):
        response = send(client, method, target, headers)
        assert response.status_code in (404, 429), (method, target, response.status_code)
    assert app.dispatched == []


def test_what_reaches_a_view_has_cors_metrics_and_a_log_line():
    app = gated_app(ATOUT_ACCESS_LOG="on")
    client = app.test_client()
    headers = {"X-API-Key": KEY, "Origin": ORIGIN}
    reached = []
    log = io.StringIO()
    handler = logging.StreamHandler(log)
    logging.getLogger(LOGGER).addHandler(handler)
    try:
        for target in spellings("/v1/rulesets/classic"):
            before = len(app.dispatched)
            response = send(client, "GET", target, headers)
            if len(app.dispatched) > before:
                reached.append(target)
                assert response.headers["Access-Control-Allow-Origin"] == "*", target
    finally:
        logging.getLogger(LOGGER).removeHandler(handler)
    assert len(reached) >= 5, reached
    logged = [json.loads(line) for line in log.getvalue().splitlines()]
    assert [line["path"] for line in logged if line["status"] == 200] == [
        path_info(target)[0] for target in reached]
    metrics = client.get("/metrics").get_data(as_text=True)
    counted = re.search(r'atout_requests_total\{endpoint="/v1/rulesets/<name>",status="200"\} '
                        r"(\d+)", metrics)
    assert counted and int(counted.group(1)) == len(reached)


# API paths put together again from their segments, spelled otherwise at every joint.
GATED = gated_app()
SEPARATORS = ["/", "//", "///", "/./", "%2F", "/x/../", "/%2E/"]


@st.composite
def api_spellings(draw):
    segments = draw(st.sampled_from(api_paths(GATED)))[1:].split("/")
    segments = [draw(st.sampled_from([s, s.upper(), s.replace("v", "%76")])) for s in segments]
    lead = draw(st.sampled_from(["", *SEPARATORS, "/%2F", "%2F/"]))
    joints = [draw(st.sampled_from(SEPARATORS)) for _ in segments[1:]]
    tail = draw(st.sampled_from(["", "/", "?", "/.", "//", "?x=/v1/"]))
    return lead + segments[0] + "".join(j + s for j, s in zip(joints, segments[1:])) + tail


@settings(max_examples=300, deadline=None)
@given(api_spellings(), st.sampled_from(METHODS))
def test_no_respelt_api_path_reaches_a_view_without_a_key(target, method):
    response = send(GATED.test_client(), method, target)
    assert GATED.dispatched == [], (method, target, response.status_code)



@pytest.mark.parametrize("path", ["//v1/hints", "/v1//hints", "v1/hints", "/V1/hints",
                                  "/v1/hints/", "/v1/./hints", "/%2Fv1/hints", "/v1/batch",
                                  "/metrics", "/healthz", "http://x/v1/hints"])
def test_a_batch_reaches_only_the_canonical_paths_of_the_operations(path):
    client = create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off"}).test_client()
    answer = client.post("/v1/batch", json={"requests": [
        {"path": "/v1/legal-moves", "body": MID_DEAL}, {"path": path, "body": {}}]})
    problem = answer.get_json()
    assert answer.status_code == 400, problem
    assert problem["errors"][0]["pointer"] == "/requests/1/path"
    assert problem["code"] == "one_of_expected"
