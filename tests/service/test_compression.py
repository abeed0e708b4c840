"""Large JSON answers gzipped for a client that accepts it; small ones, and clients that
do not, get the bytes as they are (service/http/compression.py)."""

import gzip
import json

import pytest

from service import create_app
from service.http.compression import MIN_SIZE
from tests.service.examples import MID_DEAL


@pytest.fixture(scope="module")
def client():
    return create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off"}).test_client()


def test_the_rulesets_are_gzipped_for_a_client_that_accepts_it(client):
    plain = client.get("/v1/rulesets")
    packed = client.get("/v1/rulesets", headers={"Accept-Encoding": "gzip, br"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert int(packed.headers["Content-Length"]) == len(packed.data) < len(plain.data) / 4
    assert json.loads(gzip.decompress(packed.data)) == plain.get_json()


def test_both_forms_say_they_vary_by_the_encoding_asked(client):
    for headers in ({}, {"Accept-Encoding": "gzip"}):
        assert "Accept-Encoding" in client.get("/v1/rulesets", headers=headers).headers["Vary"]


@pytest.mark.parametrize("header", ["gzip;q=0", "identity", "br", "*;q=0"])
def test_a_client_that_does_not_take_gzip_gets_the_plain_bytes(client, header):
    response = client.get("/v1/rulesets", headers={"Accept-Encoding": header})
    assert "Content-Encoding" not in response.headers
    assert response.get_json()[0]["preset"] == "classic"


def test_a_small_answer_is_not_compressed(client):
    response = client.post("/v1/legal-moves", json=MID_DEAL,
                           headers={"Accept-Encoding": "gzip"})
    assert len(response.data) < MIN_SIZE
    assert "Content-Encoding" not in response.headers
    assert "Accept-Encoding" not in response.headers.get("Vary", "")


def test_head_says_the_plain_length(client):
    response = client.head("/v1/rulesets", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in response.headers
    assert int(response.headers["Content-Length"]) == len(client.get("/v1/rulesets").data)


def test_the_spec_keeps_its_own_gzip(client):
    response = client.get("/openapi.yaml", headers={"Accept-Encoding": "gzip"})
    assert response.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(response.data).startswith(b"openapi:")
