"""Reading a request body as one strict JSON document, or a 400 / 415 problem.

A body whose framing is broken (a malformed chunked encoding, found by gunicorn only as
the body is read) is a 400 like any other unreadable body, and one sent in a transfer or
content coding the service does not decode (``Transfer-Encoding: gzip, chunked``,
``Content-Encoding: gzip``) is a 415: never bytes taken for JSON that they are not.

Strict: UTF-8 only, no NaN or Infinity, no number that does not fit a float, no key twice
in one object, no nesting deep enough to exhaust the stack. Whatever the bytes, the
answer is a problem, never a crash.

Every number of the contract is an integer, and JSON (like JSON Schema) does not tell
``3`` from ``3.0``: a number with no fractional part is read as that integer.

>>> parse_json(b'[3.0, 1e2, 0.5]')
[3, 100, 0.5]

>>> parse_json(b'{"a": [1, 2]}')
{'a': [1, 2]}
>>> parse_json(b'{"a": 1, "a": 2}')
Traceback (most recent call last):
...
service.http.problems.Problem: The key 'a' appears twice in one object. (at the top level)
"""

import json
import math
from decimal import Decimal
from typing import IO, Any, NoReturn
from wsgiref.types import WSGIEnvironment

from flask import request
from gunicorn.http import errors as framing
from werkzeug.exceptions import ClientDisconnected, RequestEntityTooLarge

from service.http.problems import Problem, clip, invalid_request
from service.schemas.base import Message
from service.server.framing import BareLineFeed, ChunkSizeOverflow

_JSON_TYPES = ("application/json",)

# What gunicorn's body readers raise on a broken chunked body, in the client's words.
_FRAMING_ERRORS = (
    (BareLineFeed, "A chunk-size line ends with a bare LF, not CRLF."),
    (ChunkSizeOverflow, "A chunk size has more than 16 hexadecimal digits."),
    (framing.InvalidChunkSize, "A chunk size is not a hexadecimal number."),
    (framing.ChunkMissingTerminator, "A chunk does not end with CRLF where its size says."),
    (framing.InvalidChunkExtension, "A chunk extension is malformed."),
    ((framing.InvalidHeader, framing.InvalidHeaderName, framing.ObsoleteFolding),
     "A trailer field is malformed."),
    (framing.LimitRequestHeaders, "The trailer section has too many fields or is too large."),
    (framing.ParseException, "The body's framing is malformed."),
)


class _Rejected(ValueError):
    def __init__(self, message: str, code: str, **params: Any) -> None:
        super().__init__(message)
        self.message = Message(message, code, **params)


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    document = dict(pairs)
    if len(document) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Rejected(f"The key {clip(key)!r} appears twice in one object.",
                                "duplicate_key", key=repr(clip(key)))
            seen.add(key)
    return document


def _reject_constant(name: str) -> NoReturn:
    raise _Rejected(f"{name} is not a JSON number.", "not_a_json_number", value=name)


def _number(text: str) -> int | float:
    """A JSON number written with a fraction or an exponent."""
    value = float(text)
    if not math.isfinite(value):
        raise _Rejected(f"The number {text[:40]} is too large.", "number_too_large")
    if value.is_integer() and abs(value) < 2 ** 64:  # bounded: 1e999999 never becomes an int
        exact = Decimal(text)
        if exact == exact.to_integral_value():
            return int(exact)
    return value


# Built once: json.loads with these arguments would build a decoder on every call.
_decode = json.JSONDecoder(object_pairs_hook=_unique_keys, parse_constant=_reject_constant,
                           parse_float=_number).decode


def parse_json(data: bytes) -> Any:
    """The JSON value of ``data`` (bytes), or a 400 ``Problem``."""
    if not data:
        raise invalid_request([("", Message("The request body is empty: send a JSON object.",
                                            "empty_body"))])
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise invalid_request([("", Message(f"The body is not UTF-8: invalid byte at offset "
                                            f"{error.start}.", "not_utf8",
                                            offset=error.start))]) from None
    try:
        if text.startswith("\ufeff"):  # json.loads refuses a byte-order mark, decode does not
            raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
        return _decode(text)
    except json.JSONDecodeError as error:
        message = Message(f"Malformed JSON: {error.msg} at line {error.lineno} column "
                          f"{error.colno}.", "malformed_json", line=error.lineno,
                          column=error.colno)
    except _Rejected as error:
        message = error.message
    except RecursionError:
        message = Message("The JSON document is nested too deeply.", "nesting_too_deep")
    except ValueError:  # an integer beyond int's digit limit
        message = Message("A number in the JSON document is too large.", "number_too_large")
    raise invalid_request([("", message)])


def _codings(header: str) -> list[str]:
    return [coding.strip(" \t").lower() for coding in header.split(",") if coding.strip(" \t")]


def _check_codings(environ: WSGIEnvironment) -> None:
    # gunicorn takes "gzip, chunked" as chunked and hands on the gzip bytes undecoded.
    # Read from the environ, as request.headers would, without its case-folding look-ups.
    transfer = [c for c in _codings(environ.get("HTTP_TRANSFER_ENCODING", ""))
                if c != "chunked"]
    content = [c for c in _codings(environ.get("HTTP_CONTENT_ENCODING", ""))
               if c != "identity"]
    if transfer or content:
        header = "Transfer-Encoding" if transfer else "Content-Encoding"
        raise Problem(415, "Unsupported Media Type",
                      f"The {header} {clip(', '.join(transfer or content))!r} is not supported: "
                      f"send the body uncompressed, with a Content-Length or chunked.")


def is_length(text: str) -> bool:
    """Whether a Content-Length reads as a count of bytes: ASCII digits, at most 18 of
    them past leading zeros (more is beyond any limit), as ``int()`` would also take ``²``
    and raise past 4,300 digits. gunicorn refuses anything else before the app; another
    WSGI server may not."""
    return text.isascii() and text.isdigit() and len(text.lstrip("0")) <= 18


def _declared_length(environ: WSGIEnvironment) -> int | None:
    """The Content-Length of a body not sent chunked, in bytes (None without one)."""
    length = environ.get("CONTENT_LENGTH")
    if not length or "HTTP_TRANSFER_ENCODING" in environ:
        return None
    if not is_length(length):
        if length.isascii() and length.isdigit():
            raise RequestEntityTooLarge()
        raise invalid_request([("", "The Content-Length is not a number of bytes.")])
    return int(length)


def _read_body(environ: WSGIEnvironment, limit: int | None) -> bytes:
    length = _declared_length(environ)
    if length is not None:
        # The common case, a body of declared length: read at once, as werkzeug's stream
        # would but without its wrappers, which cost more than decoding a small body.
        if limit is not None and length > limit:
            raise RequestEntityTooLarge()
        try:
            data: bytes = environ["wsgi.input"].read(length)
        except framing.ParseException as error:
            raise _framing_problem(error) from None
        if len(data) < length:
            raise _cut_problem()
        return data
    try:
        data = request.get_data(cache=False)
        # A chunked body declares no length: werkzeug stops reading at the limit without a
        # word, so one byte more says whether the body went past it.
        if (limit is not None and request.content_length is None and len(data) >= limit
                and request.environ["wsgi.input"].read(1)):
            _drain(request.environ["wsgi.input"])
            raise RequestEntityTooLarge()
        return data
    except framing.ParseException as error:
        raise _framing_problem(error) from None
    except ClientDisconnected:  # werkzeug's name for a body that ends before its length
        raise _cut_problem() from None


def _framing_problem(error: Exception) -> Problem:
    # gunicorn marks the connection as unusable and closes it after this answer.
    message = next(text for kind, text in _FRAMING_ERRORS if isinstance(error, kind))
    return invalid_request([("", f"The chunked request body is malformed: {message}")])


def _cut_problem() -> Problem:
    return invalid_request([("", "The request body ended before its declared length or "
                                 "its last chunk: the connection was cut.")])


DRAIN_LIMIT = 1024 * 1024


def _drain(stream: IO[bytes]) -> None:
    """Read and drop what is left of a refused body, up to ``DRAIN_LIMIT``: closing the
    connection on unread bytes resets it, and the client may lose the 413 with them."""
    drained = 0
    while drained < DRAIN_LIMIT and (chunk := stream.read(65536)):
        drained += len(chunk)


def json_body(limit: int | None = None) -> Any:
    """The current request's JSON body, of at most ``limit`` bytes (None: the app's
    ``MAX_CONTENT_LENGTH``); 415 unless it is declared as UTF-8 JSON."""
    environ = request.environ
    if environ.get("CONTENT_TYPE") != "application/json":  # else parse the header
        mimetype = request.mimetype
        charset = request.mimetype_params.get("charset", "utf-8").lower()
        if mimetype not in _JSON_TYPES or charset != "utf-8":
            raise Problem(415, "Unsupported Media Type",
                          "Send the request body as JSON with 'Content-Type: application/json'.")
    if limit is None:
        limit = request.max_content_length
    else:  # werkzeug's reader, for a chunked body, reads the limit from the request
        request.max_content_length = limit
    return environ_json(environ, limit)


def environ_json(environ: WSGIEnvironment, limit: int | None) -> Any:
    """The JSON body of the request of ``environ``, of at most ``limit`` bytes, its
    content type already checked. Without Flask's request (service/http/fast_path.py) for a body of
    declared length only: a chunked one is read through werkzeug's stream."""
    _check_codings(environ)
    return parse_json(_read_body(environ, limit))
