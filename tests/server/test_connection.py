"""An answer's head waits for its body, so both go out in one send (``Connection.hold_next``),
and nothing held is ever lost or overtaken."""

from service.server.connection import Connection


class Socket:
    """Records what is sent, and what else the connection is asked for, in order."""

    def __init__(self):
        self.calls = []

    def sendall(self, data, *flags):
        self.calls.append(bytes(data))

    def shutdown(self, how):
        self.calls.append(("shutdown", how))


def connection():
    sock = Socket()
    return Connection(sock, body_timeout=1, send_timeout=1), sock


def test_the_head_goes_out_with_the_body():
    conn, sock = connection()
    conn.start_request(None)
    conn.hold_next()
    conn.sendall(b"HTTP/1.1 200 OK\r\n\r\n")
    assert sock.calls == []
    conn.sendall(b"{}")
    conn.end_request()
    assert sock.calls == [b"HTTP/1.1 200 OK\r\n\r\n{}"]


def test_a_head_without_a_body_goes_out_at_the_end_of_the_request():
    conn, sock = connection()
    conn.start_request(None)
    conn.hold_next()
    conn.sendall(b"HTTP/1.1 204 No Content\r\n\r\n")
    conn.end_request()
    conn.start_request(None)
    conn.sendall(b"next")
    assert sock.calls == [b"HTTP/1.1 204 No Content\r\n\r\n", b"next"]


def test_what_is_held_goes_before_any_other_use_of_the_socket():
    conn, sock = connection()
    conn.start_request(None)
    conn.hold_next()
    conn.sendall(b"head")
    conn.shutdown(2)
    assert sock.calls == [b"head", ("shutdown", 2)]
