"""gzip for the API's answers, when the client accepts it and the body is large enough to
gain: ``/v1/rulesets`` gzips to under a tenth of its size (docs/operations.md gives the
bytes, and tests/test_docs_facts.py checks them against the answer).

Wrapped around the whole app (Flask's dispatch and service/http/fast_path.py alike), so every
answer is treated the same. An answer is compressed when it is JSON (a problem included),
has no encoding yet (the documentation's files come gzipped already), is at least
``MIN_SIZE`` bytes (below it, gzip's 18 bytes of framing and the time to compress gain too
little), and the request's ``Accept-Encoding`` takes gzip (``gzip;q=0`` refuses it). Every
answer that could have been compressed carries ``Vary: Accept-Encoding``, compressed or not,
so that a cache keeps one of each.

>>> accepts_gzip("gzip, deflate, br"), accepts_gzip("br;q=1, gzip;q=0"), accepts_gzip("*")
(True, False, True)
>>> accepts_gzip("identity"), accepts_gzip(None), accepts_gzip("*;q=0.5, gzip;q=0")
(False, False, False)
"""

import zlib
from collections.abc import Callable, Iterable
from types import TracebackType
from wsgiref.types import StartResponse, WSGIApplication, WSGIEnvironment

Headers = list[tuple[str, str]]
ExcInfo = (tuple[type[BaseException], BaseException, TracebackType] | tuple[None, None, None]
           | None)

MIN_SIZE = 1024  # bytes
LEVEL = 5  # zlib's level: most of level 9's gain on /v1/rulesets at a third of the time
COMPRESSED = ("application/json", "application/problem+json")


def accepts_gzip(header: str | None) -> bool:
    """Whether an ``Accept-Encoding`` value takes gzip (named, or through ``*``)."""
    if not header:
        return False
    named, anything = None, None
    for item in header.split(","):
        token, _, params = item.strip().partition(";")
        token = token.strip().lower()
        quality = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        if token in ("gzip", "x-gzip"):
            named = quality > 0
        elif token == "*":
            anything = quality > 0
    return named if named is not None else bool(anything)


def _compressible(headers: Iterable[tuple[str, str]]) -> int | None:
    """The answer's Content-Length when it is JSON of no encoding yet, else None (and
    None for an answer marked ``Cache-Control: no-transform``: a sealed table's, whose
    compressed length would tell which cards are held)."""
    length, kind = None, None
    for name, value in headers:
        lower = name.lower()
        if lower == "content-encoding" or (lower == "cache-control"
                                           and "no-transform" in value.lower()):
            return None
        if lower == "content-type":
            kind = value.split(";", 1)[0].strip().lower()
        elif lower == "content-length":
            length = value
    if kind not in COMPRESSED or length is None or not length.isdigit():
        return None
    return int(length)


def _with_vary(headers: Headers) -> Headers:
    """``headers`` with ``Vary: Accept-Encoding``, a field of its own (a list field may come
    as several; the others, such as ``Accept-Language``, are left as they are)."""
    if not any(name.lower() == "vary" and "accept-encoding" in value.lower()
               for name, value in headers):
        headers.append(("Vary", "Accept-Encoding"))
    return headers


def compressing(app_call: WSGIApplication, environ: WSGIEnvironment,
                start_response: StartResponse) -> Iterable[bytes]:
    """``app_call(environ, start_response)``, its answer gzipped when it gains."""
    wanted = environ.get("REQUEST_METHOD") != "HEAD" and \
        accepts_gzip(environ.get("HTTP_ACCEPT_ENCODING"))
    held: list[tuple[str, Headers, ExcInfo]] = []

    def start(status: str, headers: Headers,
              exc_info: ExcInfo = None) -> Callable[[bytes], object]:
        length = _compressible(headers)
        if length is None or length < MIN_SIZE:
            return start_response(status, headers, exc_info)
        headers = _with_vary(list(headers))
        if not wanted:
            return start_response(status, headers, exc_info)
        held.append((status, headers, exc_info))
        return _no_write

    body = app_call(environ, start)
    if not held:
        return body
    try:
        data = b"".join(body)
    finally:
        close = getattr(body, "close", None)
        if close is not None:
            close()
    status, headers, exc_info = held[0]
    packer = zlib.compressobj(LEVEL, zlib.DEFLATED, 31)  # 31: the gzip format
    packed = packer.compress(data) + packer.flush()
    headers = [(name, value) for name, value in headers if name.lower() != "content-length"]
    headers += [("Content-Encoding", "gzip"), ("Content-Length", str(len(packed)))]
    start_response(status, headers, exc_info)
    return [packed]


def _no_write(data: bytes) -> None:
    raise RuntimeError("the app's answer is compressed: write() is not supported")
