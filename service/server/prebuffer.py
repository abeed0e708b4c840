"""A request body read whole, under its deadline, before the app is called.

A client sending its body slowly then costs a parked greenlet and a buffer, not a request
half-way through the app (its hooks run, its metrics and log entry open): 2,500 slow
bodies went through the app's dispatch first and took the workers seconds to take in.
The app reads the same bytes, and meets any framing error gunicorn found at the same point
of the stream, as if it read from the socket; past the largest body the service accepts,
nothing more is read: the request is refused and its connection closed
(``request.body_left``, read by ``service.server.worker``).
"""

import io
from typing import Any, Protocol

from gunicorn.http.errors import ParseException
from werkzeug.exceptions import RequestEntityTooLarge

from service.schemas.vocabulary import MAX_BATCH_BODY
from service.server.connection import Connection

CONTINUE = b"HTTP/1.1 100 Continue\r\n\r\n"


class _Body(Protocol):
    """What is read of gunicorn's request body (gunicorn ships no types)."""

    failed: bool

    def read(self, size: int | None = None) -> bytes: ...

    def readline(self, size: int | None = None) -> bytes: ...


def prebuffer(request: Any, sock: Connection) -> None:
    """Reads ``request``'s body (up to one byte past the largest one accepted) and puts a
    stream of it in its place. A ``BodyTimeout`` goes up to the caller."""
    length = request.body.reader.__dict__.get("length")  # a Content-Length body
    if length == 0:
        return  # nothing to wait for
    if length is not None and length > MAX_BATCH_BODY:
        request.body_left = True  # refused by its header alone: never read
        return
    if request._expected_100_continue:  # the client waits for this before its body
        sock.sendall(CONTINUE)
        request._expected_100_continue = False
    error: Exception | None
    data, error = bytearray(), None
    try:
        while len(data) <= MAX_BATCH_BODY:
            chunk = request.body.read(MAX_BATCH_BODY + 1 - len(data))
            if not chunk:
                break
            data += chunk
    except (ParseException, RequestEntityTooLarge, OSError) as found:  # OSError: cut short
        error = found  # the app meets it where the body breaks off
    # Past the limit (or broken off), what follows on the socket is not read: the answer
    # closes the connection instead (service.server.worker).
    if error is None and len(data) > MAX_BATCH_BODY:
        error = RequestEntityTooLarge()  # met after the buffer, never the socket again
    request.body_left = error is not None
    request.body = ReadBody(request.body, bytes(data), error)


class ReadBody:
    """The body read so far, then the error met reading it or what is left on the socket."""

    def __init__(self, live: _Body, data: bytes, error: Exception | None) -> None:
        self._live = live
        self._buffer = io.BytesIO(data)
        self._error = error

    @property
    def failed(self) -> bool:  # gunicorn closes the connection after a body that failed
        return self._live.failed

    def _end(self, got: bytes, wanted: int | None) -> bytes:
        """What follows ``got`` once the buffer is spent."""
        if self._error is not None:
            if got:
                return got  # the error comes at the next read
            error, self._error = self._error, None
            raise error
        return got + self._live.read(wanted)

    def read(self, size: int | None = None) -> bytes:
        if size is None or size < 0:
            return self._end(self._buffer.read(), None)
        got = self._buffer.read(size)
        return got if len(got) == size or size == 0 else self._end(got, size - len(got))

    def readline(self, size: int = -1) -> bytes:
        line = self._buffer.readline(size)
        if line.endswith(b"\n") or 0 < size <= len(line):
            return line
        if self._error is not None:
            return self._end(line, None)
        return line + self._live.readline(size - len(line) if size > 0 else None)

    def __iter__(self) -> "ReadBody":
        return self

    def __next__(self) -> bytes:
        line = self.readline()
        if not line:
            raise StopIteration
        return line
