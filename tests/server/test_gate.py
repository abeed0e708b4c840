"""One gate for every spelling of an API path, over a real socket: request targets sent as
they are (``curl --path-as-is``), percent-escapes and all, for gunicorn to decode and the
router to match; with keys on, none is answered 2xx without a key or past the rate limit."""

import http.client
import json
import threading
import time

import pytest

from tests.server.conftest import HOST, running_server
from tests.service.spellings import METHODS, spellings

KEY = "k-gate"
PATHS = ("/v1/rulesets", "/v1/rulesets/classic", "/v1/batch", "/v1/hints", "/v1/legal-moves")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    log = tmp_path_factory.mktemp("gate") / "gunicorn.log"
    with pytest.MonkeyPatch.context() as environment:
        for name, value in (("ATOUT_API_KEYS", KEY), ("ATOUT_RATE_LIMIT", "1/hour"),
                            ("ATOUT_API_KEY_FAILURES", "off"), ("ATOUT_ACCESS_LOG", "off")):
            environment.setenv(name, value)
        # one worker: the memory store's count is the whole count
        with running_server(log, "--workers", "1") as running:
            yield running


def status(server, method, target, key=None):
    """The status and the headers of the answer to one request sent exactly as written."""
    head = f"{method} {target} HTTP/1.1\r\nHost: {HOST}\r\nOrigin: https://t.example\r\n"
    if key:
        head += f"X-API-Key: {key}\r\n"
    body = b"{}" if method in ("POST", "PUT", "PATCH") else b""
    head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    raw = server.raw(head.encode("latin-1") + b"Connection: close\r\n\r\n" + body)
    status_line, *lines = raw.partition(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip()
               for name, _, value in (line.partition(":") for line in lines)}
    return int(status_line.split()[1]), headers


def targets(server):
    for path in PATHS:
        origin = f"http://{HOST}:{server.port}"
        yield from [*spellings(path), f"{origin}/{path}", f"{origin}//{path}"]


def test_without_a_key_no_spelling_is_answered(server):
    answered = {}
    for target in targets(server):
        for method in METHODS:
            code, headers = status(server, method, target)
            answered[method, target] = code
            assert not 200 <= code < 400, (method, target, code)
            if code == 401:  # the gate's answer, CORS headers and all
                assert headers["access-control-allow-origin"] == "*", target
    # the spellings the issue found open are now refused
    for target in ("//v1/rulesets/classic", "///v1/batch", "//v1/hints"):
        assert answered["GET", target] == 401 and answered["POST", target] == 401


def test_past_the_rate_limit_no_spelling_is_answered(server):
    assert status(server, "GET", "/v1/rulesets/classic", KEY)[0] == 200
    for target in targets(server):
        for method in METHODS:
            code, _ = status(server, method, target, KEY)
            assert not 200 <= code < 400, (method, target, code)
    code, headers = status(server, "GET", "//v1/rulesets/classic", KEY)
    assert code == 429 and int(headers["retry-after"]) > 0


def test_the_metrics_count_a_respelt_path_under_its_route(server):
    code, _ = status(server, "GET", "/metrics")
    assert code == 200
    raw = server.raw(f"GET /metrics HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n"
                     .encode())
    text = raw.partition(b"\r\n\r\n")[2].decode()
    assert 'endpoint="/v1/rulesets/<name>",status="401"' in text
    assert json.dumps("//v1/rulesets/classic") not in text  # no series per spelling


def test_forty_wrong_keys_meet_a_429_on_a_server_of_two_workers(tmp_path):
    # the probe, with the defaults: each worker counts in memory on its own
    with pytest.MonkeyPatch.context() as environment:
        environment.setenv("ATOUT_API_KEYS", KEY)
        environment.setenv("ATOUT_ACCESS_LOG", "off")
        for name in ("ATOUT_API_KEY_FAILURES", "ATOUT_RATE_LIMIT"):  # the module server's
            environment.delenv(name, raising=False)
        with running_server(tmp_path / "gunicorn.log", "--workers", "2") as running:
            answers = [status(running, "GET", "/v1/rulesets", f"guess-{i}") for i in range(40)]
    codes = [code for code, _ in answers]
    assert set(codes) == {401, 429} and codes[:10] == [401] * 10, codes
    for code, headers in answers:
        if code == 429:
            assert int(headers["retry-after"]) >= 1


def test_a_made_up_key_is_no_new_client_for_the_share_of_hints(tmp_path):
    # Without keys, the hints' share per client counts the address: a made-up X-API-Key on
    # each request must not make a new client of it.
    from tests.server.test_long_hints import HINT
    answers = []

    def hint(key):
        connection = http.client.HTTPConnection(HOST, running.port, timeout=60)
        connection.request("POST", "/v1/hints", json.dumps(HINT),
                           {"Content-Type": "application/json", "X-API-Key": key})
        response = connection.getresponse()
        answers.append((response.status, json.loads(response.read())))

    with pytest.MonkeyPatch.context() as environment:
        for name in ("ATOUT_API_KEYS", "ATOUT_API_KEY_FAILURES", "ATOUT_RATE_LIMIT"):
            environment.delenv(name, raising=False)
        with running_server(tmp_path / "gunicorn.log", "--workers", "1",
                            env={"ATOUT_HINTS_PER_CLIENT": "1"}) as running:
            threads = [threading.Thread(target=hint, args=(f"made-up-{n}",)) for n in range(2)]
            for thread in threads:
                thread.start()
                time.sleep(0.05)
            for thread in threads:
                thread.join(60)
    # the first searches (200, or 503 should the machine be too busy for its deadline); the
    # second, from the same address, is over the share of one
    refused = [body["code"] for status, body in answers if status == 429]
    assert len(answers) == 2 and refused == ["too_many_hints"], answers
