"""Framing checks gunicorn 27 leaves out, made where it reads requests.

- A chunk size over the largest body the service accepts is refused at once (413), and
  one too long to be a size at all (more than 16 hexadecimal digits) is a 400: gunicorn
  read on, waiting for a gibibyte that never came.
- A chunk-size line ending in a bare LF is a 400: gunicorn waited for a CRLF that never
  came (RFC 9112 section 7.1 ends the line with CRLF; its trailers were already checked).
- ``HTTP/1.2`` and other minor versions gunicorn's parser lets through are answered 505,
  and an HTTP/1.1 request without ``Host`` 400 (RFC 9112 section 3.2).
"""

from typing import Any

from gunicorn.http import body as gunicorn_body
from gunicorn.http.errors import InvalidChunkSize
from werkzeug.exceptions import RequestEntityTooLarge

from service.schemas.vocabulary import MAX_BATCH_BODY

MAX_SIZE_DIGITS = 16  # 64 bits


class ChunkTooLarge(RequestEntityTooLarge):
    """Raised where the app reads the body: Flask answers the 413 problem."""


# gunicorn ships no types: its classes are Any, subclassed all the same.
class ChunkSizeOverflow(InvalidChunkSize):  # type: ignore[misc]
    """A chunk size of more than 16 hexadecimal digits."""


class BareLineFeed(InvalidChunkSize):  # type: ignore[misc]
    """A chunk-size line ending in LF alone."""


class BoundedChunkedReader(gunicorn_body.ChunkedReader):  # type: ignore[misc]
    _in_size_line = False

    def parse_chunk_size(self, unreader: Any, data: bytes | None = None) -> tuple[int, bytes]:
        self._in_size_line = True
        try:
            size, rest = super().parse_chunk_size(unreader, data)
        finally:
            self._in_size_line = False
        if size > MAX_BATCH_BODY:
            self.req.must_close = True  # the rest of the body is not read: nowhere to go on
            if size >= 16 ** MAX_SIZE_DIGITS:
                raise ChunkSizeOverflow(b"chunk size over 16 hexadecimal digits")
            raise ChunkTooLarge()
        return size, rest

    def read_into(self, unreader: Any, buf: bytearray) -> None:
        super().read_into(unreader, buf)
        # Only the first LF of a size line counts: the line ends there, and a CRLF ends
        # the search (trailer lines are checked by gunicorn itself).
        line_end = buf.find(b"\n")
        if self._in_size_line and line_end >= 0 and buf[line_end - 1:line_end] != b"\r":
            raise BareLineFeed(b"bare LF at the end of a chunk-size line")


def install() -> None:
    """gunicorn's request reads bodies through this reader (in this process only)."""
    from gunicorn.http import message
    message.ChunkedReader = BoundedChunkedReader


SUPPORTED_VERSIONS = ((1, 0), (1, 1))


def head_refusal(request: Any) -> tuple[int, str, str, str] | None:
    """``(status, title, detail, code)`` for a head gunicorn took but the service does
    not; None for a good one."""
    if request.version not in SUPPORTED_VERSIONS:
        major, minor = request.version
        return (505, "HTTP Version Not Supported",
                f"HTTP/{major}.{minor} is not supported: send HTTP/1.1 or HTTP/1.0.",
                "http_version_not_supported")
    if request.version == (1, 1) and not any(name == "HOST" for name, _ in request.headers):
        return (400, "Bad Request", "An HTTP/1.1 request must carry a Host header.",
                "invalid_request")
    return None
