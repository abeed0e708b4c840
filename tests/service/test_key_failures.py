"""Failed key attempts throttled per client address, and /metrics behind a key of its own."""

import pytest

from service import create_app
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


def test_twenty_five_wrong_keys_then_the_right_one_from_the_same_address_is_a_200():
    # One guesser behind a NAT must not lock out the backend that holds its key.
    client = client_for(ATOUT_API_KEYS="k1")
    answers = [post(client, f"guess-{i}").status_code for i in range(25)]
    assert answers == [401] * 10 + [429] * 15
    assert post(client, "k1").status_code == 200
    assert_throttled(post(client, "guess-26"))  # and the guessing is still throttled


def test_while_throttled_wrong_keys_stay_refused_and_the_right_one_passes():
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_API_KEY_FAILURES="3/minute")
    assert [post(client, "nope").status_code for _ in range(3)] == [401] * 3
    assert_throttled(post(client, "nope"), "3/minute")
    assert post(client, "k1").status_code == 200
    assert_throttled(post(client, "nope"), "3/minute")
    assert post(client, "nope", address="192.0.2.2").status_code == 401  # per address


def test_the_instance_throttles_a_guesser_naming_a_new_address_each_time():
    # A trusted peer (the loopback proxy) forwarding a new client address for every guess
    # meets the instance's limit, not the address's.
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_API_KEY_FAILURES="3/minute",
                        ATOUT_API_KEY_FAILURES_OVERALL="5/minute")
    answers = [post(client, "nope", address="127.0.0.1",
                    **{"X-Forwarded-For": f"203.0.113.{i}"}) for i in range(8)]
    assert [a.status_code for a in answers] == [401] * 5 + [429] * 3
    assert "sent to this service (over 5/minute)" in answers[-1].get_json()["detail"]
    assert post(client, "k1", address="127.0.0.1",
                **{"X-Forwarded-For": "203.0.113.99"}).status_code == 200


def test_naming_another_client_s_address_cannot_lock_it_out():
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_API_KEY_FAILURES="3/minute")
    victim = {"X-Forwarded-For": "198.51.100.7"}
    for _ in range(25):  # from a trusted peer naming the victim, and from the victim itself
        post(client, "nope", address="127.0.0.1", **victim)
        post(client, "nope", address="198.51.100.7")
    assert post(client, "k1", address="127.0.0.1", **victim).status_code == 200
    assert post(client, "k1", address="198.51.100.7").status_code == 200


def test_wrong_keys_are_counted_for_the_metrics():
    app = create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off", "ATOUT_API_KEYS": "k1",
                      "ATOUT_API_KEY_FAILURES": "2/minute"})
    client = app.test_client()
    for _ in range(3):
        post(client, "nope")
    text = client.get("/metrics").get_data(as_text=True)
    assert 'atout_key_failures_total{scope="counted"} 2.0' in text
    assert 'atout_key_failures_total{scope="address"} 1.0' in text


def test_a_short_key_is_warned_of_at_start(caplog):
    client_for(ATOUT_API_KEYS="club-7f3a," + "k" * 32)
    assert "1 API key(s) shorter than 20 characters" in caplog.text


def test_a_missing_key_guesses_nothing_and_counts_nothing():
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_API_KEY_FAILURES="3/minute")
    assert {post(client).status_code for _ in range(10)} == {401}
    assert post(client, "k1").status_code == 200


def test_failures_count_per_forwarded_address_behind_a_trusted_proxy():
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_API_KEY_FAILURES="2/minute",
                        ATOUT_FORWARDED_ALLOW_IPS="10.0.0.0/8")
    for _ in range(2):
        post(client, "nope", address="10.0.0.5", **{"X-Forwarded-For": "203.0.113.1"})
    assert_throttled(post(client, "nope", address="10.0.0.5",
                          **{"X-Forwarded-For": "203.0.113.1"}), "2/minute")
    assert post(client, "nope", address="10.0.0.5",
                **{"X-Forwarded-For": "203.0.113.2"}).status_code == 401


def test_a_client_behind_a_trusted_proxy_cannot_name_its_address_away():
    # The proxy appends the address it saw: the client's own left-hand entries are not read.
    client = client_for(ATOUT_API_KEYS="k1", ATOUT_API_KEY_FAILURES="2/minute",
                        ATOUT_FORWARDED_ALLOW_IPS="10.0.0.0/8")
    answers = [post(client, "nope", address="10.0.0.5",
                    **{"X-Forwarded-For": f"198.51.100.{i}, 203.0.113.1"}).status_code
               for i in range(4)]
    assert answers == [401, 401, 429, 429]


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
    assert_throttled(post(client, "nope"), "3/minute")
    # the right keys pass all the same
    assert client.get("/metrics", headers={"Authorization": "Bearer scrape-7"},
                      environ_base=env).status_code == 200
    assert post(client, "k1").status_code == 200


def test_two_workers_share_the_count():
    with redis_server() as (uri, _):
        config = {"ATOUT_API_KEYS": "k1", "ATOUT_API_KEY_FAILURES": "3/minute",
                  "ATOUT_RATE_LIMIT_STORAGE": uri}
        first, second = client_for(**config), client_for(**config)
        assert [post(first, "nope").status_code for _ in range(2)] == [401] * 2
        assert post(second, "nope").status_code == 401
        assert_throttled(post(second, "nope"), "3/minute")
        assert_throttled(post(first, "nope"), "3/minute")
        assert post(second, "k1").status_code == 200


def test_two_apps_on_one_shared_file_share_the_count(tmp_path):
    config = {"ATOUT_API_KEYS": "k1", "ATOUT_API_KEY_FAILURES": "3/minute",
              "ATOUT_RATE_LIMIT_STORAGE": f"sqlite://{tmp_path / 'limits.db'}"}
    first, second = client_for(**config), client_for(**config)
    assert [post(first, "nope").status_code for _ in range(2)] == [401] * 2
    assert post(second, "nope").status_code == 401
    assert_throttled(post(first, "nope"), "3/minute")
    assert post(first, "k1").status_code == 200
