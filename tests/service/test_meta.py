"""Health, the spec and the documentation pages."""

import re

from tests.service.spec import SPEC_PATH


def test_healthz(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.get_json() == {"status": "ok"}


def test_the_spec_served_is_the_project_s(client):
    response = client.get("/openapi.yaml")
    assert response.status_code == 200
    assert response.mimetype == "application/yaml"
    assert response.get_data() == SPEC_PATH.read_bytes()


def test_docs_need_no_internet(client):
    page = client.get("/docs")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert not re.search(r"(src|href)=\"(https?:)?//", html)
    for reference in re.findall(r"(?:src|href)=\"([^\"]+)\"", html):
        asset = client.get("/" + reference)
        assert asset.status_code == 200, reference
        assert asset.get_data()
    assert "openapi.yaml" in html


def test_the_swagger_bundle_loads_nothing_from_a_cdn(client):
    script = client.get("/docs/assets/swagger-ui-bundle.js").get_data(as_text=True)
    assert "cdn.jsdelivr" not in script and "unpkg.com" not in script


def test_an_unknown_asset_is_404(client):
    assert client.get("/docs/assets/index.html").status_code == 404
    assert client.get("/docs/assets/..%2Fopenapi.yaml").status_code == 404
