"""The documentation is sent compressed and can be cached and revalidated."""

import gzip
from urllib.parse import urljoin

import pytest

BUNDLE = "/docs/assets/swagger-ui-bundle.js"


def test_docs_with_a_trailing_slash_lead_to_the_page(client):
    answer = client.get("/docs/")
    assert answer.status_code == 301
    assert answer.headers["Location"] == "../docs"  # relative: any path prefix is kept
    assert urljoin("http://example.org/atout/docs/", "../docs") == "http://example.org/atout/docs"


@pytest.mark.parametrize("path", [BUNDLE, "/docs/assets/swagger-ui.css", "/docs", "/openapi.yaml"])
def test_text_is_gzipped_for_a_client_that_accepts_it(client, path):
    plain = client.get(path)
    packed = client.get(path, headers={"Accept-Encoding": "gzip, deflate, br"})
    assert "Content-Encoding" not in plain.headers
    assert packed.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.data) == plain.data
    assert len(packed.data) < len(plain.data)
    assert "Accept-Encoding" in packed.headers["Vary"]
    assert packed.headers["ETag"] != plain.headers["ETag"]


def test_gzip_refused_with_q_zero_is_not_sent(client):
    answer = client.get(BUNDLE, headers={"Accept-Encoding": "gzip;q=0, identity"})
    assert "Content-Encoding" not in answer.headers


def test_a_png_is_not_compressed_again(client):
    answer = client.get("/docs/assets/favicon-32x32.png", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in answer.headers


def test_assets_are_cached_for_a_day_with_validators(client):
    answer = client.get(BUNDLE)
    assert answer.headers["Cache-Control"] == "public, max-age=86400"
    assert answer.headers["ETag"]
    assert answer.headers["Last-Modified"]


@pytest.mark.parametrize("path", ["/docs", "/openapi.yaml"])
def test_the_page_and_the_spec_are_revalidated(client, path):
    assert client.get(path).headers["Cache-Control"] == "no-cache"


@pytest.mark.parametrize("encoding", ["gzip", "identity"])
@pytest.mark.parametrize("path", [BUNDLE, "/openapi.yaml"])
def test_a_matching_etag_answers_304_without_a_body(client, path, encoding):
    headers = {"Accept-Encoding": encoding}
    etag = client.get(path, headers=headers).headers["ETag"]
    answer = client.get(path, headers={**headers, "If-None-Match": etag})
    assert answer.status_code == 304
    assert answer.data == b""
    assert answer.headers["ETag"] == etag


def test_a_stale_etag_gets_the_file(client):
    answer = client.get(BUNDLE, headers={"If-None-Match": '"not-this-one"'})
    assert answer.status_code == 200
    assert answer.data

