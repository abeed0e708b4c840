"""A request body must arrive, and an answer be taken, within a deadline: a client that
sends or reads one byte at a time holds its connection for seconds, not for ever."""

import json
import socket
import time

import pytest

from tests.server.conftest import running_server
from tests.server.test_framing import answer

BODY_SECONDS = 1.0
SEND_SECONDS = 1.0


@pytest.fixture(scope="module")
def short_deadlines(tmp_path_factory):
    with running_server(tmp_path_factory.mktemp("deadlines") / "gunicorn.log",
                        env={"ATOUT_BODY_TIMEOUT": str(BODY_SECONDS),
                             "ATOUT_SEND_TIMEOUT": str(SEND_SECONDS)}) as running:
        yield running


@pytest.mark.parametrize("framing", ["length", "chunked"])
def test_a_body_sent_too_slowly_is_a_408_then_the_connection_closes(short_deadlines, framing):
    body = b'{"rules": "classic", "seed": 7}'
    head = (b"POST /v1/deals HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + (b"Content-Length: %d\r\n\r\n" % len(body) if framing == "length"
               else b"Transfer-Encoding: chunked\r\n\r\n%x\r\n" % len(body)))
    with short_deadlines.connect(10) as connection:
        connection.sendall(head)
        began = time.monotonic()
        received = b""
        for byte in body:  # one byte every 0.3 s: the whole body would take 9 s
            try:
                connection.sendall(bytes([byte]))
            except OSError:
                break
            connection.settimeout(0.3)
            try:
                received += connection.recv(65536)
            except TimeoutError:
                continue
            if received:
                break
        connection.settimeout(10)
        while chunk := connection.recv(65536):
            received += chunk
        elapsed = time.monotonic() - began
    status, headers, answered = answer(received)
    assert status == 408
    assert headers["content-type"] == "application/problem+json"
    assert headers["connection"] == "close"
    problem = json.loads(answered)
    assert problem["code"] == "request_timeout"
    assert BODY_SECONDS <= elapsed < BODY_SECONDS + 3


def test_a_body_in_time_is_read(short_deadlines):
    body = b'{"rules": "classic", "seed": 7}'
    received = short_deadlines.raw(
        b"POST /v1/deals HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Connection: close\r\nContent-Length: %d\r\n\r\n" % len(body) + body)
    assert answer(received)[0] == 200


def test_a_client_that_never_reads_is_dropped(short_deadlines):
    # The Swagger UI bundle (1.5 MB) asked again and again, never read: the server's
    # writes block once the socket buffers are full, and the send deadline ends them.
    request = b"GET /docs/assets/swagger-ui-bundle.js HTTP/1.1\r\nHost: x\r\n\r\n"
    with socket.create_connection(("127.0.0.1", short_deadlines.port), timeout=10) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.sendall(request * 4)
        time.sleep(SEND_SECONDS + 2)
        received = 0
        began = time.monotonic()
        try:
            while chunk := sock.recv(1 << 20):
                received += len(chunk)
        except ConnectionResetError:
            pass
        drained_in = time.monotonic() - began
    # The server reset the connection part-way: far less than the four answers, and at
    # once (no answer still being written, nothing left in the buffers).
    assert received < 4 * 1_400_000
    assert drained_in < 2


def test_no_deadline_leaves_a_traceback(short_deadlines):
    assert "Traceback" not in short_deadlines.log()
