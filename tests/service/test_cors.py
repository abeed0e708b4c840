"""CORS on /v1/*: any origin by default, configured origins otherwise, errors included."""

import pytest

from service import create_app
from tests.service.examples import MID_DEAL

ORIGIN = "https://tables.example"
PREFLIGHT = {"Origin": ORIGIN, "Access-Control-Request-Method": "POST",
             "Access-Control-Request-Headers": "content-type, x-api-key"}


def client_for(**config):
    return create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off", **config}).test_client()


def test_a_preflight_is_answered_204_and_cached(client):
    response = client.options("/v1/legal-moves", headers=PREFLIGHT)
    assert response.status_code == 204
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "POST" in response.headers["Access-Control-Allow-Methods"]
    allowed = {h.strip().lower() for h in response.headers["Access-Control-Allow-Headers"].split(",")}
    assert allowed == {"content-type", "x-api-key", "x-request-id", "accept-language"}
    assert response.headers["Access-Control-Max-Age"] == "86400"
    assert "Access-Control-Allow-Credentials" not in response.headers
    assert response.get_data() == b""


def test_answers_and_errors_carry_the_headers(client):
    for response in (client.post("/v1/legal-moves", json=MID_DEAL, headers={"Origin": ORIGIN}),
                     client.post("/v1/legal-moves", json={}, headers={"Origin": ORIGIN}),
                     client.get("/v1/rulesets/nothing", headers={"Origin": ORIGIN}),
                     client.get("/v1/nothing", headers={"Origin": ORIGIN}),
                     client.put("/v1/legal-moves", headers={"Origin": ORIGIN})):
        assert response.headers["Access-Control-Allow-Origin"] == "*", response.status_code
        exposed = response.headers["Access-Control-Expose-Headers"]
        assert {"X-Request-ID", "Retry-After", "Content-Language"} <= {
            h.strip() for h in exposed.split(",")}


def test_an_answer_of_a_bug_carries_the_headers(client, monkeypatch):
    monkeypatch.setattr("engine.legal_moves", lambda document: 1 / 0)
    response = client.post("/v1/legal-moves", json=MID_DEAL, headers={"Origin": ORIGIN})
    assert response.status_code == 500
    assert response.headers["Access-Control-Allow-Origin"] == "*"


def test_only_the_api_gets_cors_headers(client):
    assert "Access-Control-Allow-Origin" not in client.get("/healthz").headers


@pytest.mark.parametrize("origin, allowed", [(ORIGIN, ORIGIN), ("https://evil.example", None)])
def test_configured_origins(origin, allowed):
    client = client_for(ATOUT_CORS_ORIGINS=f"{ORIGIN}, https://other.example")
    for response in (client.options("/v1/legal-moves", headers={**PREFLIGHT, "Origin": origin}),
                     client.post("/v1/legal-moves", json=MID_DEAL, headers={"Origin": origin})):
        assert response.headers.get("Access-Control-Allow-Origin") == allowed
        assert "Origin" in response.headers.get("Vary", "")


def test_a_preflight_needs_no_key_and_counts_for_no_limit():
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_RATE_LIMIT="1/minute")
    for _ in range(3):
        assert client.options("/v1/legal-moves", headers=PREFLIGHT).status_code == 204
    assert client.post("/v1/legal-moves", json=MID_DEAL,
                       headers={"X-API-Key": "k1"}).status_code == 200


def test_refusals_of_keys_and_limits_carry_the_headers():
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_RATE_LIMIT="1/minute")
    refused = client.post("/v1/legal-moves", json=MID_DEAL, headers={"Origin": ORIGIN})
    client.post("/v1/legal-moves", json=MID_DEAL, headers={"X-API-Key": "k1"})
    limited = client.post("/v1/legal-moves", json=MID_DEAL,
                          headers={"Origin": ORIGIN, "X-API-Key": "k1"})
    assert (refused.status_code, limited.status_code) == (401, 429)
    for response in (refused, limited):
        assert response.headers["Access-Control-Allow-Origin"] == "*"
        assert "Retry-After" in response.headers["Access-Control-Expose-Headers"]
        assert response.headers["X-Request-ID"]
