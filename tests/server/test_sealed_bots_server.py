"""Bot seats on the real server: their searches run off the worker's event loop (in the
hints' pool), so one worker answers other requests while the bots of a table think."""

import http.client
import json
import threading
import time

import pytest

from service.sealed.seats import commitment
from tests.server.conftest import HOST, running_server


@pytest.fixture(scope="module")
def one_worker(tmp_path_factory):
    with running_server(tmp_path_factory.mktemp("bots") / "gunicorn.log",
                        "--workers", "1") as running:
        yield running


def request(port, method, path, body=None, timeout=60):
    connection = http.client.HTTPConnection(HOST, port, timeout=timeout)
    connection.request(method, path, body=json.dumps(body) if body is not None else None,
                       headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    return response.status, json.loads(response.read())


@pytest.mark.slow
def test_a_worker_answers_while_its_bots_search(one_worker):
    # klaverjas with expert bots: seats 1 to 3 choose trumps (and may lead) before seat 0
    # (the bots play once the one player has revealed: the first deal is dealt then)
    secret = "the-player-s-secret"
    body = {"rules": "klaverjas-rotterdam", "dealer": 0,
            "seats": [{"commitment": commitment(secret)}] + [{"bot": "expert"}] * 3}
    status, table = request(one_worker.port, "POST", "/v1/sealed/tables", body)
    assert status == 200, table
    opened = {}

    def open_table():
        start = time.monotonic()
        opened["status"], opened["answer"] = request(
            one_worker.port, "POST", "/v1/sealed/reveal",
            {"table": table["table"], "seat": 0, "secret": secret})
        opened["seconds"] = time.monotonic() - start

    thread = threading.Thread(target=open_table)
    thread.start()
    latencies = []
    while thread.is_alive():
        start = time.monotonic()
        assert request(one_worker.port, "GET", "/healthz")[0] == 200
        latencies.append(time.monotonic() - start)
        time.sleep(0.05)
    thread.join()
    assert opened["status"] == 200, opened["answer"]
    first = opened["answer"]["events"][0]
    assert (first["type"], first["seat"], first["bot"]) == ("call", 1, "expert")
    if opened["seconds"] < 1:
        pytest.skip(f"the bots chose in {opened['seconds']:.2f} s: too fast to tell")
    assert max(latencies) < opened["seconds"] / 2, (max(latencies), opened["seconds"])
