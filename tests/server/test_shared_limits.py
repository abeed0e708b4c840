"""Limits exact across the workers of one server with no Redis: every worker counts in
the one file the server shares (service/edge/shared_store.py), and a right key passes
however many wrong ones its address sent."""

import http.client
import json
from concurrent.futures import ThreadPoolExecutor

from tests.server.conftest import HOST, running_server

BODY = json.dumps({"rules": "classic", "seed": 1})


def status(server, key=None, forwarded=None):
    """One request on a connection of its own (so that any worker may take it)."""
    headers = {"Content-Type": "application/json", "Connection": "close"}
    if key is not None:
        headers["X-API-Key"] = key
    if forwarded is not None:
        headers["X-Forwarded-For"] = forwarded
    connection = http.client.HTTPConnection(HOST, server.port, timeout=10)
    try:
        connection.request("POST", "/v1/deals", BODY, headers)
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def test_three_workers_and_five_a_minute_let_exactly_five_through(tmp_path):
    env = {"WEB_CONCURRENCY": "3", "ATOUT_RATE_LIMIT": "5/minute", "ATOUT_ACCESS_LOG": "off"}
    with running_server(tmp_path / "log", env=env) as server:
        assert len(server.workers(expected=3)) == 3
        with ThreadPoolExecutor(6) as pool:
            answers = list(pool.map(lambda _: status(server), range(30)))
    assert sorted(answers) == [200] * 5 + [429] * 25


def test_twenty_five_wrong_keys_then_the_right_one_is_a_200(tmp_path):
    env = {"WEB_CONCURRENCY": "2", "ATOUT_API_KEYS": "club-7f3a", "ATOUT_ACCESS_LOG": "off"}
    with running_server(tmp_path / "log", env=env) as server:
        wrong = [status(server, f"guess-{i}") for i in range(25)]
        right = status(server, "club-7f3a")
        after = status(server, "guess-26")
    # 10 a minute per address by default, counted across both workers: exactly 10 × 401
    assert wrong == [401] * 10 + [429] * 15
    assert (right, after) == (200, 429)


def test_wrong_keys_naming_a_new_address_each_time_meet_the_instance_s_limit(tmp_path):
    # The tests' loopback is a trusted proxy by default: it may name any client address.
    env = {"WEB_CONCURRENCY": "2", "ATOUT_API_KEYS": "club-7f3a", "ATOUT_ACCESS_LOG": "off",
           "ATOUT_API_KEY_FAILURES_OVERALL": "20/minute"}
    with running_server(tmp_path / "log", env=env) as server:
        wrong = [status(server, "nope", forwarded=f"203.0.113.{i}") for i in range(30)]
        right = status(server, "club-7f3a", forwarded="203.0.113.200")
    assert wrong == [401] * 20 + [429] * 10
    assert right == 200
