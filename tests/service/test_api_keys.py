"""Optional API keys: off by default; when on, /v1/* needs one, the service's own pages do not."""

import pytest

from service import create_app
from tests.service.examples import MID_DEAL
from tests.service.spec import component

PROBLEM = component("Problem")



def client_for(**config):
    return create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off", **config}).test_client()


def test_no_key_is_needed_by_default(client):
    assert client.post("/v1/legal-moves", json=MID_DEAL).status_code == 200


@pytest.mark.parametrize("sent", [None, "", "k3", "k1 ", "k", "k1k2", "ключ", "a-wrong-key"])
def test_a_missing_or_wrong_key_is_a_401_problem(sent):
    client = client_for(ATOUT_API_KEYS="k1,k2")
    headers = {} if sent is None else {"X-API-Key": sent}
    response = client.post("/v1/legal-moves", json=MID_DEAL, headers=headers)
    assert response.status_code == 401
    assert response.headers["WWW-Authenticate"] == "ApiKey"
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["code"] == "unauthorized"
    PROBLEM.validate(response.get_json())
    assert "a-wrong-key" not in response.get_data(as_text=True)  # never quoted back


@pytest.mark.parametrize("key", ["k1", "k2"])
def test_each_configured_key_opens_the_api(key):
    client = client_for(ATOUT_API_KEYS=" k1 , k2 ")
    assert client.post("/v1/legal-moves", json=MID_DEAL,
                       headers={"X-API-Key": key}).status_code == 200
    assert client.get("/v1/rulesets", headers={"X-API-Key": key}).status_code == 200


def test_keys_from_a_file(tmp_path):
    keys = tmp_path / "keys"
    keys.write_text("# the tables of the club\nalpha  # front desk\n\n  beta\n", encoding="utf-8")
    client = client_for(ATOUT_API_KEYS_FILE=str(keys))
    for key, status in (("alpha", 200), ("beta", 200), ("# the tables of the club", 401),
                        ("front desk", 401)):
        response = client.post("/v1/legal-moves", json=MID_DEAL, headers={"X-API-Key": key})
        assert response.status_code == status, key


@pytest.mark.parametrize("path", ["/healthz", "/readyz", "/metrics", "/openapi.yaml", "/docs"])
def test_the_service_s_own_pages_need_no_key(path):
    assert client_for(ATOUT_API_KEYS="k1").get(path).status_code == 200


def test_an_unknown_api_path_is_a_401_before_a_404():
    # Nothing about the API is told to a client without a key.
    assert client_for(ATOUT_API_KEYS="k1").get("/v1/nothing").status_code == 401
