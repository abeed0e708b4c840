"""Failed key attempts throttled per client address, and /metrics behind a key of its own."""

import pytest

from service import create_app
from service.edge import key_failures
from tests.redis_server import redis_server
from tests.service.examples import MID_DEAL
from tests.service.spec import component

PROBLEM = component("Problem")


def client_for(**config):
    return create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off", **config}).test_client()


def post(client, key=None, address="192.0.2.1", **headers):
    if key is not None:
        headers["X-API-Key"] = key
    return client.post("/v1/legal-moves", json=MID_DEAL, headers=headers,
                       environ_base={"REMOTE_ADDR": address})


def assert_throttled(response, limit="10/minute"):
    assert response.status_code == 429
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    PROBLEM.validate(body)
    retry_after = int(response.headers["Retry-After"])
    assert 1 <= retry_after <= 60
    assert body["code"] == "too_many_key_failures"
    assert body["params"] == {"limit": limit, "retry_after": retry_after}


def test_forty_wrong_keys_are_ten_401s_then_429s_by_default():
    client = client_for(ATOUT_API_KEYS="k1")
    answers = [post(client, f"guess-{i}") for i in range(40)]
    assert [a.status_code for a in answers] == [401] * 10 + [429] * 30
    assert_throttled(answers[-1])


def test_while_throttled_even_the_right_key_is_refused():
    # else each guess would still tell a right key from a wrong one
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_API_KEY_FAILURES="3/minute")
    assert [post(client, "nope").status_code for _ in range(3)] == [401] * 3
    assert_throttled(post(client, "k1"), "3/minute")
    assert_throttled(post(client, "nope"), "3/minute")
    assert post(client, "k1", address="192.0.2.2").status_code == 200  # per address


def test_a_missing_key_guesses_nothing_and_counts_nothing():
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_API_KEY_FAILURES="3/minute")
    assert {post(client).status_code for _ in range(10)} == {401}
    assert post(client, "k1").status_code == 200


def test_failures_count_per_forwarded_address_behind_a_trusted_proxy():
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_API_KEY_FAILURES="2/minute",
                        ATOUT_FORWARDED_ALLOW_IPS="10.0.0.0/8")
    for _ in range(2):
        post(client, "nope", address="10.0.0.5", **{"X-Forwarded-For": "203.0.113.1"})
    assert_throttled(post(client, "k1", address="10.0.0.5",
                          **{"X-Forwarded-For": "203.0.113.1"}), "2/minute")
    assert post(client, "k1", address="10.0.0.5",
                **{"X-Forwarded-For": "203.0.113.2"}).status_code == 200


@pytest.mark.parametrize("setting", ["off", "0", "false"])
def test_the_throttle_can_be_turned_off(setting):
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_API_KEY_FAILURES=setting)
    assert {post(client, "nope").status_code for _ in range(40)} == {401}


def test_without_keys_there_is_nothing_to_guess():
    client = client_for()
    assert {post(client, "anything").status_code for _ in range(30)} == {200}


def test_a_wrong_throttle_setting_fails_at_start():
    with pytest.raises(RuntimeError, match="ATOUT_API_KEY_FAILURES"):
        client_for(ATOUT_API_KEYS="k1", ATOUT_API_KEY_FAILURES="lots")


def test_the_metrics_are_open_by_default(client):
    assert client.get("/metrics").status_code == 200


@pytest.mark.parametrize("headers", [{}, {"Authorization": "Bearer wrong"},
                                     {"Authorization": "Basic bWV0cmljcw=="},
                                     {"X-API-Key": "k1"}, {"Authorization": "Bearer"}])
def test_a_metrics_key_closes_the_metrics(headers):
    client = client_for(ATOUT_METRICS_KEY="scrape-7", ATOUT_API_KEYS="k1")
    response = client.get("/metrics", headers=headers)
    assert response.status_code == 401
    assert response.headers["WWW-Authenticate"] == "Bearer"
    body = response.get_json()
    PROBLEM.validate(body)
    assert body["code"] == "metrics_unauthorized"
    assert "scrape-7" not in response.get_data(as_text=True)


@pytest.mark.parametrize("headers", [{"Authorization": "Bearer scrape-7"},
                                     {"Authorization": "bearer  scrape-7"},
                                     {"X-API-Key": "scrape-7"}])
def test_the_metrics_key_opens_them(headers):
    client = client_for(ATOUT_METRICS_KEY="scrape-7")
    response = client.get("/metrics", headers=headers)
    assert response.status_code == 200
    assert "atout_requests_total" in response.get_data(as_text=True)


def test_the_metrics_key_is_no_api_key():
    client = client_for(ATOUT_METRICS_KEY="scrape-7", ATOUT_API_KEYS="k1")
    assert post(client, "scrape-7").status_code == 401
    assert client.get("/healthz").status_code == 200


def test_wrong_metrics_keys_count_with_wrong_api_keys():
    client = client_for(ATOUT_METRICS_KEY="scrape-7", ATOUT_API_KEYS="k1",
                        ATOUT_API_KEY_FAILURES="3/minute")
    headers = {"Authorization": "Bearer nope"}
    env = {"REMOTE_ADDR": "192.0.2.1"}
    assert post(client, "nope").status_code == 401
    assert [client.get("/metrics", headers=headers, environ_base=env).status_code
            for _ in range(3)] == [401, 401, 429]
    assert_throttled(client.get("/metrics", headers={"Authorization": "Bearer scrape-7"},
                                environ_base=env), "3/minute")
    assert_throttled(post(client, "k1"), "3/minute")


def test_two_workers_share_the_count_and_leak_at_most_one_guess_each():
    with redis_server() as (uri, _):
        config = {"ATOUT_API_KEYS": "k1", "ATOUT_API_KEY_FAILURES": "3/minute",
                  "ATOUT_RATE_LIMIT_STORAGE": uri}
        first, second = client_for(**config), client_for(**config)
        assert [post(first, "nope").status_code for _ in range(3)] == [401] * 3
        assert_throttled(post(first, "nope"), "3/minute")
        assert_throttled(post(first, "k1"), "3/minute")
        # the second worker has seen no wrong key from this address: a right one passes
        assert post(second, "k1").status_code == 200
        # its first wrong key is counted in the shared store: over the limit
        assert_throttled(post(second, "nope"), "3/minute")
        assert_throttled(post(second, "k1"), "3/minute")


def test_a_worker_remembers_a_bounded_number_of_addresses(monkeypatch):
    monkeypatch.setattr(key_failures, "MAX_SUSPECTS", 5)
    app = create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off", "ATOUT_API_KEYS": "k1"})
    client = app.test_client()
    for i in range(12):
        assert post(client, "nope", address=f"192.0.2.{i}").status_code == 401
    suspects = app.extensions["atout.edge"]["key_failures"].suspects
    assert list(suspects) == [f"192.0.2.{i}" for i in range(7, 12)]
