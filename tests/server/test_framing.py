"""A request body whose HTTP framing is broken is a clean 400 problem, over a real socket:
gunicorn finds a malformed chunked body only while the application reads it."""

import json

import pytest

BODY = b'{"rules": "classic", "seed": 1}'
HEAD = (b"POST /v1/deals HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
        b"Connection: close\r\n")
CHUNKED = HEAD + b"Transfer-Encoding: chunked\r\n\r\n"
SIZE = b"%x" % len(BODY)


def answer(raw):
    """Status, headers (lower-cased names) and body of one raw HTTP/1.1 answer."""
    head, _, body = raw.partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip()
               for name, _, value in (line.partition(":") for line in lines)}
    return int(status_line.split()[1]), headers, body


MALFORMED = {
    "size not hexadecimal": CHUNKED + b"zz\r\n" + BODY + b"\r\n0\r\n\r\n",
    "negative size": CHUNKED + b"-1f\r\n" + BODY + b"\r\n0\r\n\r\n",
    "empty size": CHUNKED + b"\r\n" + BODY + b"\r\n0\r\n\r\n",
    "chunk longer than its size, no CRLF": CHUNKED + b"4\r\n" + BODY + b"\r\n0\r\n\r\n",
    "CRLF missing after the chunk": CHUNKED + SIZE + b"\r\n" + BODY + b"XX0\r\n\r\n",
    "bad chunk extension": CHUNKED + SIZE + b";=oops\r\n" + BODY + b"\r\n0\r\n\r\n",
    "bare CR in a chunk extension": CHUNKED + SIZE + b";a\rb\r\n" + BODY + b"\r\n0\r\n\r\n",
    "bad trailer": CHUNKED + SIZE + b"\r\n" + BODY + b"\r\n0\r\nno colon here\r\n\r\n",
    "more than 50 trailers": CHUNKED + SIZE + b"\r\n" + BODY + b"\r\n0\r\n"
                             + b"".join(b"X-T%d: v\r\n" % i for i in range(60)) + b"\r\n",
    "body cut before the last chunk": CHUNKED + SIZE + b"\r\n" + BODY + b"\r\n",
}


def assert_clean_problem(server, raw, status):
    code, headers, body = answer(raw)
    assert code == status
    assert headers["content-type"] == "application/problem+json"
    problem = json.loads(body)
    assert {"type", "title", "status", "detail", "errors"} <= problem.keys()
    assert problem["status"] == status
    return problem


def test_a_well_formed_chunked_body_is_read(server):
    code, _, body = answer(server.raw(CHUNKED + SIZE + b";name=value\r\n" + BODY + b"\r\n0\r\n"
                                      b"X-Trailer: fine\r\n\r\n"))
    assert code == 200
    assert json.loads(body)["rules"] == "classic"


@pytest.mark.parametrize("raw", MALFORMED.values(), ids=MALFORMED.keys())
def test_malformed_chunked_body_is_a_400_problem(server, raw):
    # The last case never ends its body: the client half-closes, as a cut connection does.
    with server.connect() as connection:
        connection.sendall(raw)
        if raw.endswith(BODY + b"\r\n"):
            connection.shutdown(1)  # SHUT_WR
        received = b""
        while chunk := connection.recv(65536):
            received += chunk
    problem = assert_clean_problem(server, received, 400)
    assert problem["type"] == "urn:atout:problem:invalid-request"
    assert problem.get("code", "invalid_request") == "invalid_request"
    assert problem["errors"][0]["pointer"] == ""
    assert "chunk" in problem["detail"]


@pytest.mark.parametrize("header", [b"Transfer-Encoding: gzip, chunked",
                                    b"Transfer-Encoding: deflate, chunked",
                                    b"Transfer-Encoding: chunked\r\nContent-Encoding: gzip"])
def test_a_coding_the_service_does_not_decode_is_refused(server, header):
    raw = HEAD + header + b"\r\n\r\n" + SIZE + b"\r\n" + BODY + b"\r\n0\r\n\r\n"
    problem = assert_clean_problem(server, server.raw(raw), 415)
    assert problem.get("code", "unsupported_media_type") == "unsupported_media_type"
    assert "gzip" in problem["detail"] or "deflate" in problem["detail"]


def test_the_connection_is_closed_after_a_framing_error(server):
    # Where the next request would start is unknown: reading on would answer bytes of the
    # broken body as if they were a request.
    keep_alive = MALFORMED["CRLF missing after the chunk"].replace(b"Connection: close",
                                                                   b"Connection: keep-alive")
    follow_up = b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n"
    received = server.raw(keep_alive + follow_up)
    assert received.count(b"HTTP/1.1 ") == 1
    assert answer(received)[0] == 400


def test_no_framing_error_leaves_a_traceback_in_the_log(server):
    for raw in MALFORMED.values():
        server.raw(raw, timeout=2)
    assert "Traceback" not in server.log()
    assert "unexpected error" not in server.log()


def test_a_chunked_body_over_the_limit_is_413_not_cut_short(server):
    # Valid JSON within the first 256 KiB, then more: the whole body is over the limit.
    body = BODY[:-1] + b" " * (300 * 1024) + b"}"
    raw = CHUNKED + b"%x\r\n" % len(body) + body + b"\r\n0\r\n\r\n"
    problem = assert_clean_problem(server, server.raw(raw), 413)
    assert problem["code"] == "body_too_large"


def test_a_chunked_body_within_the_limit_is_read_whole(server):
    body = BODY[:-1] + b" " * (200 * 1024) + b"}"
    code, _, answered = answer(server.raw(CHUNKED + b"%x\r\n" % len(body) + body
                                          + b"\r\n0\r\n\r\n"))
    assert code == 200
    assert json.loads(answered)["rules"] == "classic"


# --- What gunicorn let through or held, and what it wrote itself --------------------------

def read_until_closed(server, raw, seconds=5):
    """The answer to ``raw``, and whether the server closed the connection after it
    within ``seconds`` (a held connection times the read out instead)."""
    with server.connect(seconds) as connection:
        connection.sendall(raw)
        received = b""
        try:
            while chunk := connection.recv(65536):
                received += chunk
        except TimeoutError:
            return received, False
    return received, True


@pytest.mark.parametrize("size, status, code", [
    (b"ffffffffffffffffffff", 400, "invalid_request"),
    (b"40000000", 413, "body_too_large"),
    (b"100001", 413, "body_too_large"),  # one byte over the largest body (1 MiB)
])
def test_a_chunk_size_beyond_any_body_is_refused_at_once(server, size, status, code):
    # Keep-alive and only a few bytes of the chunk: the server must not wait for the rest.
    raw = (CHUNKED.replace(b"Connection: close", b"Connection: keep-alive")
           + size + b"\r\n" + BODY[:5])
    received, closed = read_until_closed(server, raw)
    assert closed, received
    problem = assert_clean_problem(server, received, status)
    assert problem["code"] == code


def test_a_chunk_line_ending_in_a_bare_lf_is_a_400(server):
    raw = CHUNKED.replace(b"Connection: close", b"Connection: keep-alive") + SIZE + b"\n" + BODY
    received, closed = read_until_closed(server, raw)
    assert closed, received
    assert "chunk" in assert_clean_problem(server, received, 400)["detail"]


def test_an_unknown_http_version_is_505(server):
    received, closed = read_until_closed(server, b"GET /healthz HTTP/1.2\r\nHost: x\r\n\r\n")
    assert closed
    assert received.startswith(b"HTTP/1.1 505 ")
    problem = assert_clean_problem(server, received, 505)
    assert problem["code"] == "http_version_not_supported"


def test_http_1_1_without_host_is_400_and_1_0_needs_none(server):
    received, _ = read_until_closed(server, b"GET /healthz HTTP/1.1\r\n\r\n")
    assert assert_clean_problem(server, received, 400)["code"] == "invalid_request"
    assert answer(server.raw(b"GET /healthz HTTP/1.0\r\n\r\n"))[0] == 200


def test_a_refusal_of_the_server_follows_accept_language(server):
    received, _ = read_until_closed(server, b"GET /healthz HTTP/1.1\r\nAccept-Language: fr\r\n\r\n")
    status, headers, body = answer(received)
    assert status == 400 and headers["content-language"] == "fr"
    assert json.loads(body)["title"] != "Bad Request"


# Requests gunicorn refuses before the app runs: its answers are problems too.
GUNICORN_REFUSALS = {
    "request line too long": (b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
                              414, "uri_too_long"),
    "too many header fields": ((b"GET /healthz HTTP/1.1\r\nHost: x\r\n"
                                + b"".join(b"X-H%d: v\r\n" % i for i in range(60)) + b"\r\n"),
                               431, "headers_too_large"),
    "malformed request line": (b"GET\r\n\r\n", 400, "invalid_request"),
    "unknown expectation": ((b"POST /v1/deals HTTP/1.1\r\nHost: x\r\nExpect: x-magic\r\n"
                             b"Content-Length: 2\r\n\r\n{}"), 417, "expectation_failed"),
    "unknown transfer coding": ((b"POST /v1/deals HTTP/1.1\r\nHost: x\r\n"
                                 b"Transfer-Encoding: x-magic\r\n\r\n"),
                                501, "transfer_coding_not_implemented"),
}


@pytest.mark.parametrize("raw, status, code", GUNICORN_REFUSALS.values(),
                         ids=GUNICORN_REFUSALS.keys())
def test_what_gunicorn_refuses_is_a_problem(server, raw, status, code):
    received, closed = read_until_closed(server, raw)
    assert closed
    assert assert_clean_problem(server, received, status)["code"] == code
