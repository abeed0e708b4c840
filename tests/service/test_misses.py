"""What the router cannot serve: a 404 naming the closest route or pointing at /docs, a
405 naming the methods the path answers, in the body as in ``Allow``."""

import pytest

from service import create_app
from tests.service.spec import component

PROBLEM = component("Problem")


@pytest.fixture(scope="module")
def client():
    return create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off"}).test_client()


@pytest.mark.parametrize("path, closest", [("/v1/rulset", "/v1/rulesets"),
                                           ("/v1/legal_moves", "/v1/legal-moves"),
                                           ("/v1/deal", "/v1/deals")])
def test_a_misspelt_route_names_the_closest(client, path, closest):
    response = client.get(path)
    body = response.get_json()
    PROBLEM.validate(body)
    assert response.status_code == 404 and body["code"] == "not_found"
    assert body["params"] == {"closest": closest, "docs": "/docs"}
    assert f"did you mean {closest}?" in body["detail"] and "/docs" in body["detail"]


def test_a_path_like_no_route_points_at_the_docs(client):
    body = client.get("/wp-admin/setup-config.php").get_json()
    assert body["params"] == {"docs": "/docs"}
    assert body["detail"].endswith("every route is listed at /docs.")


def test_an_unknown_preset_keeps_its_own_detail(client):
    body = client.get("/v1/rulesets/belote").get_json()
    assert "no preset named 'belote'" in body["detail"]


@pytest.mark.parametrize("method, path, allowed", [
    ("get", "/v1/deals", ["OPTIONS", "POST"]),
    ("delete", "/v1/rulesets", ["GET", "HEAD", "OPTIONS"]),
])
def test_a_405_names_the_allowed_methods_in_its_body(client, method, path, allowed):
    response = getattr(client, method)(path)
    body = response.get_json()
    PROBLEM.validate(body)
    assert response.status_code == 405 and body["code"] == "method_not_allowed"
    assert body["params"] == {"allowed": allowed}
    assert response.headers["Allow"] == ", ".join(allowed)
    assert body["detail"] == f"{path} does not answer {method.upper()}: it answers " \
                             f"{', '.join(allowed)}."
