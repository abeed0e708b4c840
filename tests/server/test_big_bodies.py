"""A request refused before its body is read whole is answered at once with
``Connection: close``, and the rest of its body is never read: gunicorn used to read a
refused body to its end before the next request, and two clients looping 3 MB bodies then
held the workers from everyone else (bench/big_bodies.py)."""

import json
import time

import pytest

from tests.server.conftest import running_server
from tests.server.test_framing import answer

MB3 = 3 * 1024 * 1024


def head(length, path=b"/v1/legal-moves", extra=b""):
    return (b"POST " + path + b" HTTP/1.1\r\nHost: localhost\r\n"
            b"Content-Type: application/json\r\nConnection: keep-alive\r\n" + extra
            + b"Content-Length: %d\r\n\r\n" % length)


def refused_and_closed(server, raw, send_after=b"", seconds=3):
    """The answer to ``raw``, and the seconds until the server closed the connection."""
    with server.connect(seconds) as connection:
        begin = time.monotonic()
        connection.sendall(raw)
        if send_after:
            try:
                connection.sendall(send_after)
            except OSError:
                pass  # closed before all of it went: the answer is still there to read
        received = b""
        try:
            while chunk := connection.recv(65536):
                received += chunk
        except TimeoutError:
            pytest.fail(f"the connection was held open: {received[:200]!r}")
        except ConnectionResetError:
            pass
        return received, time.monotonic() - begin


def test_a_body_over_the_limit_by_its_length_is_refused_before_any_of_it_is_sent(server):
    # Only the head: were the server to read the body, it would wait for 3 MB that never come.
    received, seconds = refused_and_closed(server, head(MB3))
    status, headers, body = answer(received)
    assert status == 413
    assert headers["connection"] == "close"
    assert json.loads(body)["code"] == "body_too_large"
    assert seconds < 0.5  # the answer and the end of the stream, not a keep-alive timeout


def test_a_body_over_the_limit_sent_whole_gets_its_413(server):
    # A client that sends its whole body without waiting still reads the refusal.
    received, _ = refused_and_closed(server, head(MB3), b"[" + b"1," * (MB3 // 2 - 1) + b"1]")
    status, headers, _ = answer(received)
    assert (status, headers["connection"]) == (413, "close")


def test_a_chunked_body_over_the_limit_closes_the_connection(server):
    chunk = b" " * (1024 * 1024)
    raw = (b"POST /v1/batch HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
           b"Transfer-Encoding: chunked\r\n\r\n" + (b"%x\r\n" % len(chunk) + chunk + b"\r\n") * 2)
    received, seconds = refused_and_closed(server, raw)  # no last chunk: never ends
    status, headers, _ = answer(received)
    assert (status, headers["connection"]) == (413, "close")
    assert seconds < 2


def test_a_body_within_the_limit_keeps_the_connection(server):
    body = json.dumps({"rules": "classic", "seed": 1}).encode()
    with server.connect() as connection:
        connection.sendall(head(len(body), b"/v1/deals") + body)
        status, headers, _ = answer(connection.recv(65536))
    assert (status, headers["connection"]) == (200, "keep-alive")


def test_a_refused_big_body_leaves_the_worker_serving(server):
    for _ in range(5):
        refused_and_closed(server, head(MB3), b"x" * MB3)
    body = json.dumps({"rules": "classic", "seed": 1}).encode()
    with server.connect() as connection:
        begin = time.monotonic()
        connection.sendall(head(len(body), b"/v1/deals") + body)
        status, _, _ = answer(connection.recv(65536))
    assert status == 200 and time.monotonic() - begin < 1


def test_a_wrong_key_with_a_big_body_is_refused_and_closed(tmp_path):
    # An early refusal (the key, before the body is looked at) closes the same way.
    with running_server(tmp_path / "log", env={"ATOUT_API_KEYS": "k1",
                                                "WEB_CONCURRENCY": "1"}) as keyed:
        received, seconds = refused_and_closed(keyed, head(MB3, extra=b"X-API-Key: no\r\n"))
    status, headers, _ = answer(received)
    assert status in (401, 413) and headers["connection"] == "close"
    assert seconds < 0.5
