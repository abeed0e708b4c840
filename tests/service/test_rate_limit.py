"""Optional rate limits per key or client address, counted in memory or in a shared Redis."""

import logging

import pytest

from service import create_app
from tests.service.examples import MID_DEAL
from tests.redis_server import free_port, redis_server
from tests.service.spec import component

PROBLEM = component("Problem")



def client_for(**config):
    return create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off", **config}).test_client()


def post(client, key=None, address="127.0.0.1"):
    headers = {} if key is None else {"X-API-Key": key}
    return client.post("/v1/legal-moves", json=MID_DEAL, headers=headers,
                       environ_base={"REMOTE_ADDR": address})


def assert_limited(response, limit="3/minute"):
    assert response.status_code == 429
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    PROBLEM.validate(body)
    assert body["code"] == "rate_limited"
    retry_after = int(response.headers["Retry-After"])
    assert 1 <= retry_after <= 60
    assert body["params"] == {"limit": limit, "retry_after": retry_after}


def test_no_limit_by_default(client):
    assert all(post(client).status_code == 200 for _ in range(50))


def test_over_the_limit_is_a_429_with_retry_after():
    client = client_for(ATOUT_RATE_LIMIT="3/minute")
    assert [post(client).status_code for _ in range(3)] == [200] * 3
    assert_limited(post(client))
    assert post(client, address="127.0.0.2").status_code == 200  # per address


def forwarded(client, client_address, proxy="10.0.0.5"):
    return client.post("/v1/legal-moves", json=MID_DEAL,
                       headers={"X-Forwarded-For": f"{client_address}, 10.0.0.9"},
                       environ_base={"REMOTE_ADDR": proxy})


def test_behind_a_trusted_proxy_each_forwarded_client_has_its_own_limit():
    client = client_for(ATOUT_RATE_LIMIT="2/minute", ATOUT_FORWARDED_ALLOW_IPS="10.0.0.0/8")
    assert [forwarded(client, "203.0.113.1").status_code for _ in range(2)] == [200] * 2
    assert_limited(forwarded(client, "203.0.113.1"), "2/minute")
    assert forwarded(client, "203.0.113.2").status_code == 200


def test_a_forwarded_address_from_an_untrusted_peer_is_ignored():
    client = client_for(ATOUT_RATE_LIMIT="2/minute")  # only loopback proxies are trusted
    assert [forwarded(client, "203.0.113.1").status_code for _ in range(2)] == [200] * 2
    assert_limited(forwarded(client, "203.0.113.2"), "2/minute")  # one peer, one limit


def test_trusting_any_proxy_trusts_one_hop_only():
    # The client wrote the first entry itself; the proxy appended the last one.
    client = client_for(ATOUT_RATE_LIMIT="2/minute", ATOUT_FORWARDED_ALLOW_IPS="*")
    statuses = [client.post("/v1/legal-moves", json=MID_DEAL,
                            headers={"X-Forwarded-For": f"10.9.9.{i}, 203.0.113.5"},
                            environ_base={"REMOTE_ADDR": "10.0.0.5"}).status_code
                for i in range(4)]
    assert statuses == [200, 200, 429, 429]


def test_with_keys_each_key_has_its_own_limit():
    client = client_for(ATOUT_RATE_LIMIT="3/minute", ATOUT_API_KEYS="k1,k2")
    assert [post(client, "k1").status_code for _ in range(3)] == [200] * 3
    assert_limited(post(client, "k1"))
    assert post(client, "k2").status_code == 200


def test_without_keys_a_made_up_key_does_not_open_a_new_limit():
    client = client_for(ATOUT_RATE_LIMIT="3/minute")
    assert [post(client, f"k{i}").status_code for i in range(3)] == [200] * 3
    assert_limited(post(client, "k9"))


def test_the_service_s_own_pages_are_not_limited():
    client = client_for(ATOUT_RATE_LIMIT="1/minute")
    assert all(client.get("/healthz").status_code == 200 for _ in range(3))


@pytest.fixture(scope="module")
def redis_uri():
    with redis_server() as (uri, _):
        yield uri


def test_a_redis_store_is_shared_by_every_worker(redis_uri):
    # Two apps stand for two workers (or machines) counting in one store.
    config = {"ATOUT_RATE_LIMIT": "3/minute", "ATOUT_RATE_LIMIT_STORAGE": redis_uri}
    first, second = client_for(**config), client_for(**config)
    address = "192.0.2.7"  # a test address of its own: the store outlives one test
    assert post(first, address=address).status_code == 200
    assert post(second, address=address).status_code == 200
    assert post(first, address=address).status_code == 200
    assert_limited(post(second, address=address))


def test_an_unreachable_store_serves_and_logs(caplog):
    client = client_for(ATOUT_RATE_LIMIT="3/minute",
                        ATOUT_RATE_LIMIT_STORAGE=f"redis://127.0.0.1:{free_port()}")
    with caplog.at_level(logging.ERROR, logger="atout.rate_limit"):
        assert all(post(client).status_code == 200 for _ in range(5))
    assert "rate limit store unreachable" in caplog.text


def test_a_store_that_cannot_be_used_fails_at_start():
    with pytest.raises(RuntimeError, match="ATOUT_RATE_LIMIT_STORAGE"):
        client_for(ATOUT_RATE_LIMIT="3/minute", ATOUT_RATE_LIMIT_STORAGE="nosuch://x")


def test_a_limit_that_cannot_be_read_fails_at_start():
    with pytest.raises(RuntimeError, match="ATOUT_RATE_LIMIT="):
        client_for(ATOUT_RATE_LIMIT="many")


def test_limited_answers_carry_the_ietf_ratelimit_fields():
    client = client_for(ATOUT_RATE_LIMIT="3/minute;100/hour")
    policy = '"per-1-minute";q=3;w=60, "per-1-hour";q=100;w=3600'
    first = post(client)
    assert first.headers["RateLimit-Policy"] == policy
    minute, hour = first.headers["RateLimit"].split(", ")
    assert minute.startswith('"per-1-minute";r=2;t=') and hour.startswith('"per-1-hour";r=99;t=')
    post(client), post(client)
    limited = post(client)
    assert_limited(limited, "3/minute;100/hour")
    assert limited.headers["RateLimit-Policy"] == policy
    assert limited.headers["RateLimit"] == (
        f'"per-1-minute";r=0;t={limited.headers["Retry-After"]}')
    assert "RateLimit" not in client_for().post("/v1/legal-moves", json=MID_DEAL).headers
