"""A client socket with deadlines: the body of a request must arrive, and its answer be
taken, within a bounded time, however slowly the client sends or reads.

gunicorn's gevent worker bounds the wait for a request head (its keep-alive timeout) but
nothing after it: a body sent one byte every few seconds, or an answer the client never
reads, held a connection (and the request's memory) for as long as the client liked.
"""

import errno
import select
import socket
import struct
import time
from typing import Any

import gevent
from werkzeug.exceptions import RequestTimeout

_RESET = struct.pack("ii", 1, 0)  # SO_LINGER on, 0 s: close sends RST
# After an answer to a body not read whole: how long, and how much, the client's bytes are
# let go of before the socket closes (see Connection.linger_close). Kept small, so that a
# refused body costs the worker next to nothing (bench/big_bodies.py: with 1 MiB, a normal
# request's p99 beside two clients looping 3 MB bodies went from 2-2.4 to 3-5.4 times its
# p99 alone). The price: a client that sends a whole body over the limit before it reads
# (Python's http.client does) may meet a reset instead of its 413 when the kernel's buffers
# cannot take the rest: 1 of about 2,000 such requests in a 30-minute soak.
LINGER_SECONDS = 1.0
LINGER_BYTES = 64 * 1024


class BodyTimeout(RequestTimeout):
    """Raised where the app reads the body: Flask answers it as a 408 problem."""

    def __init__(self, seconds: float) -> None:
        super().__init__(f"The request body did not arrive within {seconds:g} seconds.")
        self.seconds = seconds


class SendTimeout(BrokenPipeError):
    """The client did not take the answer in time: the connection is dropped, as when the
    client itself goes away (gunicorn logs EPIPE at debug level only)."""

    def __init__(self) -> None:
        super().__init__(errno.EPIPE, "the client did not read the answer in time")


class Connection:
    """Wraps a gevent socket; everything but ``recv`` and ``sendall`` passes through."""

    def __init__(self, sock: socket.socket, body_timeout: float, send_timeout: float) -> None:
        self._sock = sock
        self.body_timeout = body_timeout
        self.send_timeout = send_timeout
        self.request: Any = None  # gunicorn's request (gunicorn ships no types)
        self._body_deadline: float | None = None
        self._send_deadline: float | None = None
        self._timed_out = False
        self._hold = False
        self._held: bytes | None = None

    def __getattr__(self, name: str) -> Any:
        if self._held is not None:  # whatever the socket is used for, what is held goes first
            self.flush()
        return getattr(self._sock, name)

    def hold_next(self) -> None:
        """The next bytes sent wait to go out with the ones after them (or with the end of
        the request): an answer's head and body in one send, not two. Each send on the
        loopback cost more than the rest of a small request (bench/service.py)."""
        self._hold = True

    def flush(self) -> None:
        held, self._held = self._held, None
        if held is not None:
            self.sendall(held)

    def start_request(self, request: Any) -> None:
        """The head of ``request`` is read: its body and its answer are on the clock."""
        self.request = request
        self._body_deadline = time.monotonic() + self.body_timeout
        self._send_deadline = None

    def end_request(self) -> None:
        # What is left of an unread body is drained under the keep-alive timeout, as the
        # next request's head is read.
        self._hold = False
        self.flush()
        self.request = None
        self._body_deadline = None
        self._send_deadline = None

    def linger_close(self) -> None:
        """Closes the connection after an answer sent before the request's body was read
        whole: the answer goes first (``shutdown``: the client reads it, then the end of the
        stream), then what the client still sends is let go of, unparsed, for at most
        ``LINGER_SECONDS`` and ``LINGER_BYTES``, and the socket is closed. Closed at once,
        a socket with unread bytes sends a reset, which can reach the client before it has
        read the answer, and many clients then report the reset instead of the 413."""
        self.flush()
        sock = self._sock
        try:
            sock.shutdown(socket.SHUT_WR)
            deadline = time.monotonic() + LINGER_SECONDS
            buffer, left = bytearray(65536), LINGER_BYTES
            while left > 0:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    break
                sock.settimeout(remaining)
                got = sock.recv_into(buffer)
                if not got:
                    break
                left -= got
        except OSError:  # timed out (socket.timeout is one), reset, gone
            pass
        finally:
            sock.close()

    def hung_up(self) -> bool:
        """Whether the client has closed the connection, without waiting: its request is
        read whole, so anything readable now is the end of the stream or a pipelined
        request."""
        readable, _, _ = select.select([self._sock], [], [], 0)
        if not readable:
            return False
        try:
            return self._sock.recv(1, socket.MSG_PEEK) == b""
        except OSError:
            return True

    def recv(self, size: int, *flags: int) -> bytes:
        if self._timed_out:
            return b""  # after a 408 the connection is over: read as closed
        if self._body_deadline is None:
            return self._sock.recv(size, *flags)
        remaining = self._body_deadline - time.monotonic()
        try:
            if remaining <= 0:
                raise TimeoutError
            self._sock.settimeout(remaining)
            return self._sock.recv(size, *flags)
        except TimeoutError:  # socket.timeout is its alias
            self._timed_out = True
            if self.request is not None:
                self.request.must_close = True  # the answer says Connection: close
            raise BodyTimeout(self.body_timeout) from None
        finally:
            self._sock.settimeout(None)

    def sendall(self, data: bytes, *flags: int) -> None:
        if self._hold:
            self._hold = False
            self._held = bytes(data)
            return None
        if self._held is not None:
            data, self._held = self._held + data, None
        if self._send_deadline is None:
            self._send_deadline = time.monotonic() + self.send_timeout
        remaining = self._send_deadline - time.monotonic()
        if remaining <= 0:
            raise SendTimeout()
        try:
            with gevent.Timeout(remaining, SendTimeout()):
                return self._sock.sendall(data, *flags)
        except SendTimeout:
            # Reset, not closed: a close would leave the kernel sending what is still in
            # the socket's buffers (megabytes on the loopback) to a client that reads
            # nothing.
            self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, _RESET)
            self._sock.close()
            raise
