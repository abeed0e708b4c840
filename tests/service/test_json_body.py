"""Whatever the bytes, a body that is not one strict JSON document is a 400 problem."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from tests.service.examples import BODIES, MID_DEAL

JSON = "application/json"


def post(client, data, content_type=JSON, path="/v1/legal-moves"):
    return client.post(path, data=data, content_type=content_type)


def assert_invalid(response, fragment):
    assert response.status_code == 400
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert body["type"] == "urn:atout:problem:invalid-request"
    assert body["errors"][0]["pointer"] == ""
    assert fragment in body["errors"][0]["message"]


@pytest.mark.parametrize("data, fragment", [
    (b"", "empty"),
    (b"{", "Malformed JSON"),
    (b'{"rules": "classic",}', "Malformed JSON"),
    (b'{"a": 1} {"b": 2}', "Malformed JSON"),
    (b"\xef\xbb\xbf{}", "Malformed JSON"),            # a byte-order mark
    (b"\xff\xfe{\x00}\x00", "not UTF-8"),             # UTF-16
    (b'{"rules": "cl\xe9ssic"}', "not UTF-8"),         # Latin-1
    (b'{"dealer": NaN}', "NaN is not a JSON number"),
    (b'{"dealer": Infinity}', "Infinity is not a JSON number"),
    (b'{"dealer": -Infinity}', "-Infinity is not a JSON number"),
    (b'{"dealer": 1e400}', "too large"),
    (b'{"dealer": ' + b"9" * 5000 + b"}", "too large"),
    (b'{"dealer": 1, "dealer": 2}', "appears twice"),
    (b'{"contract": {"kind": "H", "kind": "S"}}', "appears twice"),
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    (b'{"a":' * 40_000 + b"1" + b"}" * 40_000, "nested too deeply"),
])
def test_unreadable_bodies_are_400(client, data, fragment):
    assert_invalid(post(client, data), fragment)


@pytest.mark.parametrize("body", [b"[]", b"3", b'"classic"', b"null", b"true"])
@pytest.mark.parametrize("path", sorted(BODIES))
def test_a_body_that_is_not_an_object_is_400(client, path, body):
    response = post(client, body, path=path)
    assert response.status_code == 400
    assert response.get_json()["errors"] == [{"pointer": "", "message": "Expected a JSON object.",
                                              "code": "object_expected", "params": {}}]


def test_numbers_without_a_fraction_are_integers(client, monkeypatch):
    seen = []
    monkeypatch.setattr(engine, "legal_moves", lambda document: seen.append(document) or {})
    body = b'{"rules": "classic", "dealer": 3.0, "contract": {"taker": 2e0, "kind": "H"}}'
    assert post(client, body).status_code == 200
    assert seen == [{"rules": "classic", "dealer": 3, "contract": {"taker": 2, "kind": "H"}}]
    assert type(seen[0]["dealer"]) is int


@pytest.mark.parametrize("number", [b"2.5", b"1e2", b"1e300", b"-0.0001", b"3.0000000000000000001"])
def test_numbers_that_are_not_seats_are_shape_errors(client, number):
    response = post(client, b'{"rules": "classic", "dealer": ' + number + b"}")
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["pointer"] == "/dealer"


def test_a_big_integer_below_the_digit_limit_is_a_shape_error(client):
    response = client.post("/v1/legal-moves", json={**MID_DEAL, "dealer": 10 ** 300})
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["pointer"] == "/dealer"


@pytest.mark.parametrize("content_type", [None, "text/plain", "application/x-www-form-urlencoded",
                                          "application/json; charset=latin-1",
                                          "multipart/form-data; boundary=x"])
def test_a_body_not_sent_as_json_is_415(client, content_type):
    response = client.post("/v1/legal-moves", data=b"{}", content_type=content_type)
    assert response.status_code == 415
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["status"] == 415


def test_json_with_a_utf8_charset_is_accepted(client):
    import json
    response = post(client, json.dumps(MID_DEAL), "application/json; charset=UTF-8")
    assert response.status_code != 415


def test_a_body_over_the_limit_is_413(client, app):
    data = b" " * (app.config["MAX_CONTENT_LENGTH"] + 1)
    response = post(client, data)
    assert response.status_code == 413
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["status"] == 413


def test_a_single_request_is_held_to_a_smaller_limit_than_a_batch(client, app):
    # Decoding the body is most of what a large request costs: a single endpoint's limit
    # keeps its worst case near thirty typical requests.
    limit = app.config["ATOUT_MAX_SINGLE_BODY"]
    padded = b'{"requests": []' + b" " * limit + b"}"
    assert client.post("/v1/batch", data=padded, content_type="application/json"
                       ).status_code == 200
    response = client.post("/v1/matches/score", data=b'{"rules": "classic"' + b" " * limit + b"}",
                           content_type="application/json")
    assert response.status_code == 413
    body = response.get_json()
    assert (body["code"], body["title"]) == ("body_too_large", "Content Too Large")
    assert "256 KiB" in body["detail"]


def test_lone_surrogates_do_not_break_the_answer(client):
    response = post(client, b'{"rules": "classic", "dealer": 0, "\\ud800/~": 1}')
    assert response.status_code == 400
    assert response.get_json()["errors"] == [{"pointer": "/\ud800~1~0",
                                              "message": 'Unknown field "\ud800/~".',
                                              "code": "unknown_field",
                                              "params": {"field": "\ud800/~"}}]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=200), path=st.sampled_from(sorted(BODIES) + ["/v1/batch"]))
def test_arbitrary_bytes_never_crash(client, data, path):
    response = post(client, data, path=path)
    assert response.status_code in (200, 400, 422)
    assert response.mimetype in ("application/json", "application/problem+json")
