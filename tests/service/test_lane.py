"""The short way (service/http/fast_path.py) answers byte for byte as Flask's dispatch does, edge
included: the same status, header fields in the same order, body, access log line and
metrics, for answers and refusals alike."""

import gzip
import io
import json
import logging
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from werkzeug.test import EnvironBuilder

from service import create_app
from service.edge.access_log import LOGGER
from service.operations.registry import BY_PATH
from tests.service.examples import BODIES, MID_DEAL

QUICK = sorted(path for path, operation in BY_PATH.items() if not operation.long_running)
VALID = {**BODIES, "/v1/records/check": {"text": "classic d0 s7"}}
CONFIGS = {
    "defaults": {},
    "keys, limits, origins": {"ATOUT_API_KEYS": "sesame", "ATOUT_RATE_LIMIT": "4/minute",
                              "ATOUT_CORS_ORIGINS": "https://a.example"},
    "log and metrics off": {"ATOUT_ACCESS_LOG": "off", "ATOUT_METRICS": "off"},
}
# What differs from one run to the next: the time, and how long the request took.
_CLOCK = re.compile(r'"time":"[^"]*"|"duration_ms":[0-9.]+|_seconds_(sum|bucket)[^\n]*')
# The seconds left in a rate limit's window, which the two apps may read a second apart.
_WINDOW = re.compile(rb"(t=|Retry-After', '|retry_after\":|in |Content-Length', '|bytes\":)\d+"
                     # the French and Bulgarian texts: "dans 5 s", "\xd1\x81\xd0\xbb\xd0\xb5\xd0\xb4 5 s"
                     rb"|\d+(?= s )")


class Pair:
    """The same app twice: one taking the short way, one answering every request through
    Flask's dispatch, each sent the same requests in the same order."""

    def __init__(self, config):
        self.lane = create_app(config)
        self.flask = create_app(config)
        self.flask.lanes = None

    def send(self, path, data, headers=None, content_type="application/json",
             expect_lane=True, **options):
        environ = EnvironBuilder(path=path, method=options.pop("method", "POST"), data=data,
                                 content_type=content_type,
                                 headers={"X-Request-ID": "r-1", **(headers or {})},
                                 environ_base={"REMOTE_ADDR": "192.0.2.9"},
                                 **options).get_environ()
        assert (self.lane.lanes.route(environ) is not None) == expect_lane
        answers = [_answer(app, dict(environ, **{"wsgi.input": io.BytesIO(data)}))
                   for app in (self.lane, self.flask)]
        if self.lane.config.get("ATOUT_RATE_LIMIT"):
            answers = [_WINDOW.sub(rb"\1", repr(answer).encode()) for answer in answers]
        assert answers[0] == answers[1]
        return answers[0]

    def metrics(self):
        texts = [app.extensions["atout.edge"]["metrics"].exposition().decode()
                 for app in (self.lane, self.flask)]
        assert _CLOCK.sub("", texts[0]) == _CLOCK.sub("", texts[1])
        return texts[0]


def _answer(app, environ):
    started = []
    log = io.StringIO()
    handler = logging.StreamHandler(log)
    logger = logging.getLogger(LOGGER)
    logger.addHandler(handler)
    try:
        chunks = app(environ, lambda status, headers, exc_info=None: started.append(
            (status, headers)))
        body = b"".join(chunks)
        getattr(chunks, "close", lambda: None)()
    finally:
        logger.removeHandler(handler)
    status, headers = started[0]
    return status, list(headers), body, _CLOCK.sub("", log.getvalue())


def _json(document):
    return json.dumps(document).encode()


BAD_BODIES = [
    b"", b"{", b"[]", b"null", b'"x"', b"{}", b'{"a": 1, "a": 2}', b"\xff{}", b"\xef\xbb\xbf{}",
    b'{"rules": "classic", "dealer": 1e999}', b'{"rules": NaN}', b"[" * 100000 + b"]" * 100000,
    _json({"rules": "nope", "dealer": 9}), _json({**MID_DEAL, "dealer": 7, "x": None}),
    _json({**MID_DEAL, "tricks": [["JH"]]}), _json({"state": MID_DEAL, "action": "7D"}),
    _json({"state": MID_DEAL, "action": "JH"}), _json({"rules": "classic", "hands": [{}]}),
]


@pytest.mark.parametrize("config", CONFIGS.values(), ids=list(CONFIGS))
def test_every_quick_endpoint_answers_as_flask_does(config):
    pair = Pair(config)
    key = {"X-API-Key": "sesame"} if "ATOUT_API_KEYS" in config else {}
    languages = [{}, {"Accept-Language": "fr"}, {"Accept-Language": "bg, en;q=0.5"}]
    for path in QUICK:
        for i, data in enumerate([_json(VALID[path])] + BAD_BODIES):
            headers = {**key, **languages[i % 3], "Origin": "https://a.example"}
            pair.send(path, data, headers, expect_lane=bool(data))  # b"": no length sent
        pair.send(path, _json(VALID[path]))  # no key, when one is needed: a 401
        pair.send(path, _json(VALID[path]), {**key, "X-API-Key": "wrong"})
    statuses = set(re.findall(r'status="(\d+)"', pair.metrics()))
    if "ATOUT_METRICS" not in config:
        assert statuses >= ({"200", "401", "429"} if "ATOUT_API_KEYS" in config
                            else {"200", "400", "422"})


@pytest.mark.parametrize("headers", [
    {"Host": "API.Example:8443"}, {"Host": "a b\x7f"}, {"Host": ""},
    {"X-Forwarded-For": "203.0.113.9, 10.0.0.1", "Expect": "100-continue"},
    {"Content-Encoding": "identity", "Accept-Language": "*"},
])
def test_odd_heads_are_answered_alike(headers):
    Pair({}).send("/v1/play", _json(BODIES["/v1/play"]), headers)


def test_an_answer_without_a_request_id_gets_the_same_fields(monkeypatch):
    monkeypatch.setattr("os.urandom", lambda n: b"\x01" * n)
    Pair({}).send("/v1/legal-moves", _json(MID_DEAL), {"X-Request-ID": "not sane"})


@pytest.mark.parametrize("case", [
    {"data": _json(MID_DEAL) + b" " * 300_000},  # over the limit of one request: 413
    {"data": gzip.compress(_json(MID_DEAL)), "headers": {"Content-Encoding": "gzip"}},
])
def test_bodies_refused_whole_are_refused_alike(case):
    Pair({}).send("/v1/legal-moves", case["data"], case.get("headers"))


def test_failures_are_answered_by_flask_alike(monkeypatch):
    pair = Pair({})
    monkeypatch.setattr("engine.legal_moves", lambda document: 1 / 0)
    status, _, body, _ = pair.send("/v1/legal-moves", _json(MID_DEAL))
    assert status.startswith("500") and b"internal_error" in body

    def broken_log(*args):
        raise OSError("the log's disk is full")
    for app in (pair.lane, pair.flask):
        app.extensions["atout.edge"]["edge"].log = broken_log
    status, _, _, _ = pair.send("/v1/play", _json(BODIES["/v1/play"]))
    assert status.startswith("500")


@pytest.mark.parametrize("request_options", [
    {"path": "/v1/legal-moves", "method": "PUT"},
    {"path": "/v1/legal-moves/"}, {"path": "//v1/legal-moves"}, {"path": "/v1/batch"},
    {"path": "/v1/hints"}, {"path": "/v1/legal-moves", "content_type": "text/plain"},
    {"path": "/v1/legal-moves", "content_type": "application/json; charset=utf-8"},
    {"path": "/v1/legal-moves", "headers": {"Transfer-Encoding": "chunked"}},
    {"path": "/v1/legal-moves", "headers": {"Connection": "Upgrade", "Upgrade": "websocket"}},
    {"path": "/v1/play", "environ_overrides": {"wsgi.url_scheme": "ws"}},
])
def test_other_requests_go_through_flask(request_options):
    options = {"content_type": "application/json", **request_options}
    Pair({"ATOUT_API_KEYS": "sesame"}).send(options.pop("path"), _json(MID_DEAL),
                                            expect_lane=False, **options)


def test_a_hook_added_later_closes_the_short_way():
    pair = Pair({})
    seen = []
    for app in (pair.lane, pair.flask):
        app.before_request(lambda: seen.append(1))
    pair.send("/v1/legal-moves", _json(MID_DEAL), expect_lane=False)
    assert len(seen) == 2


def test_a_view_replaced_later_closes_the_short_way():
    pair = Pair({})
    for app in (pair.lane, pair.flask):
        app.view_functions["engine_backed.legal_moves"] = lambda: ("held", 403)
    status, _, body, _ = pair.send("/v1/legal-moves", _json(MID_DEAL), expect_lane=False)
    assert status.startswith("403") and body == b"held"


@pytest.mark.parametrize("length, status", [("²", "400"), ("1" * 5000, "413"), ("0" * 30, "400")])
def test_a_length_that_is_no_count_is_refused_alike(length, status):
    pair = Pair({})
    environ = EnvironBuilder(path="/v1/legal-moves", method="POST", data=b"{}",
                             content_type="application/json",
                             headers={"X-Request-ID": "r-1"}).get_environ()
    environ["CONTENT_LENGTH"] = length
    assert (pair.lane.lanes.route(environ) is not None) == (length == "0" * 30)
    answers = [_answer(app, dict(environ, **{"wsgi.input": io.BytesIO(b"{}")}))
               for app in (pair.lane, pair.flask)]
    assert answers[0][:3] == answers[1][:3] and answers[0][0].startswith(status)


_JSON = st.recursive(st.none() | st.booleans() | st.integers(-5, 40) | st.sampled_from(
    ["classic", "coinche", "JH", "7D", "take", "pass", "H", "S", "made"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.sampled_from(
        ["rules", "dealer", "hands", "state", "action", "contract", "taker", "kind",
         "tricks", "auction", "turn_up", "cards", "leader", "outcome", "score"]), inner,
        max_size=6), max_leaves=25)
_PAIR = Pair({})


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(path=st.sampled_from(QUICK), document=_JSON)
def test_any_document_is_answered_as_flask_answers_it(path, document):
    _PAIR.send(path, _json(document))
