"""The one exception a call raises, and its kinds.

Every answer that is not 2xx raises an ``AtoutError`` (a subclass per kind), and so do
network failures and timeouts: a call either answers its typed result or raises.

>>> error = error_from_answer(422, {"X-Request-ID": "r1"}, b'{"type": '
...     b'"urn:atout:problem:illegal-action", "status": 422, "detail": "Follow suit.", '
...     b'"code": "must_follow", "params": {"suit": "D"}, "errors": [{"pointer": '
...     b'"/action", "message": "Follow suit.", "code": "must_follow", "params": {}}]}')
>>> type(error).__name__, error.code, error.pointer, error.params, error.request_id
('IllegalActionError', 'must_follow', '/action', {'suit': 'D'}, 'r1')
>>> isinstance(error, UnprocessableError)
True
>>> str(error)
'422 must_follow at /action: Follow suit. (request r1)'
"""

import json
import re


class AtoutError(Exception):
    """A call that did not answer 2xx, or got no answer at all (or a match loop that
    stopped: ``StalledMatchError``).

    ``status`` is the HTTP status (``None`` when no answer came), ``code`` the problem's
    stable code (``ErrorCode`` of openapi.yaml; ``network_error`` and ``timeout`` for no
    answer), ``pointer`` the JSON pointer into the request body to blame first (or
    ``None``), ``params`` the code's parameters, ``detail`` the readable sentence,
    ``request_id`` the ``X-Request-ID`` of the request (the kit sends one, the same for
    every retry of a call), ``errors`` every pointer with its message, ``problem`` the
    whole problem document, and ``retry_after`` the seconds of ``Retry-After``, if any.
    """

    def __init__(self, detail, *, status=None, code=None, pointer=None, params=None,
                 errors=None, problem=None, request_id=None, retry_after=None):
        super().__init__(detail)
        self.detail = detail
        self.status = status
        self.code = code
        self.pointer = pointer
        self.params = params if params is not None else {}
        self.errors = errors if errors is not None else []
        self.problem = problem
        self.request_id = request_id
        self.retry_after = retry_after

    def __str__(self):
        """Status, code, pointer, detail and request id, the pointer named once: the
        service's detail already names it (``… (at /action)``, in the language asked).
        What the error does not have (no answer, no code, no request) is left out, never
        printed as ``None``.

        >>> str(BadRequestError("Expected an integer. (at /dealer)", status=400,
        ...                     code="integer_expected", pointer="/dealer", request_id="r"))
        '400 integer_expected: Expected an integer. (at /dealer) (request r)'
        >>> str(ServerError("<html>Bad Gateway</html>", status=502))
        '502: <html>Bad Gateway</html>'
        >>> str(StalledMatchError("3 deals in a row were thrown in", thrown_in=3, entries=[]))
        'stalled_match: 3 deals in a row were thrown in'
        """
        named = self.pointer and re.search(re.escape(self.pointer) + r"(?![\w/~-])",
                                           self.detail or "")
        where = f" at {self.pointer}" if self.pointer and not named else ""
        head = " ".join(str(part) for part in (self.status, self.code) if part is not None)
        request = f" (request {self.request_id})" if self.request_id is not None else ""
        prefix = f"{head}{where}".strip()
        return f"{prefix}: {self.detail}{request}" if prefix else f"{self.detail}{request}"


class BadRequestError(AtoutError):
    """400, 413, 414, 415, 431: the request is not JSON, not the expected shape, or too
    large; ``pointer`` says where."""


class AuthenticationError(AtoutError):
    """401: API keys are configured and the request has no valid ``X-API-Key``."""


class PermissionDeniedError(AtoutError):
    """403: a key that proves no seat of a sealed table."""


class NotFoundError(AtoutError):
    """404 or 405: no such preset, page or route."""


class ConflictError(AtoutError):
    """409: the request is well formed but its object cannot take it now (a finished
    sealed table)."""


class UnprocessableError(AtoutError):
    """422: a well-formed request that breaks the rules."""


class IllegalActionError(UnprocessableError):
    """422 of type ``urn:atout:problem:illegal-action``: a call or card the rules refuse."""


class ImpossibleStateError(UnprocessableError):
    """422 of type ``urn:atout:problem:impossible-state``: a state no deal can reach."""


class RateLimitedError(AtoutError):
    """429: over a rate limit; ``retry_after`` says when to come back."""


class UnavailableError(AtoutError):
    """502, 503, 504: no answer now (busy, not ready, stopped at a deadline, or a proxy
    without a server behind it); ``retry_after`` says when to come back, if known."""


class ServerError(AtoutError):
    """500 and any other status the service does not document."""


class NetworkError(AtoutError):
    """No answer: the connection was refused, reset or could not be made."""


class TimedOutError(NetworkError):
    """No answer within the call's budget, the client's ``timeout`` seconds."""


class StalledMatchError(AtoutError):
    """``play_match`` stopped a match whose deals keep being thrown in (every seat passed,
    ``thrown_in`` of them in a row, code ``stalled_match``): bots that never bid cannot
    end a match. ``entries`` holds the match's entries so far."""

    def __init__(self, detail, *, thrown_in, entries, **fields):
        super().__init__(detail, code="stalled_match", params={"thrown_in": thrown_in},
                         **fields)
        self.thrown_in = thrown_in
        self.entries = entries


_BY_STATUS = {400: BadRequestError, 401: AuthenticationError, 403: PermissionDeniedError,
              404: NotFoundError, 405: NotFoundError, 409: ConflictError,
              413: BadRequestError, 414: BadRequestError, 415: BadRequestError,
              422: UnprocessableError, 429: RateLimitedError, 431: BadRequestError,
              502: UnavailableError, 503: UnavailableError, 504: UnavailableError}
_BY_TYPE = {"urn:atout:problem:illegal-action": IllegalActionError,
            "urn:atout:problem:impossible-state": ImpossibleStateError}


def retry_after_seconds(value):
    """The seconds a ``Retry-After`` value asks for: a number of seconds or an HTTP date.

    >>> retry_after_seconds("3"), retry_after_seconds(None), retry_after_seconds("soon")
    (3.0, None, None)
    """
    if value is None:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        from email.utils import parsedate_to_datetime
        import time
        return max(0.0, parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


def error_from_answer(status, headers, raw, request_id=None):
    """The ``AtoutError`` for a non-2xx answer: its status, headers (a mapping) and body.

    A body that is not a problem document (a proxy's HTML page) still gives an error of
    the status's kind, with ``code`` ``None`` and the start of the body as ``detail``.
    """
    get = headers.get
    request_id = get("X-Request-ID") or get("x-request-id") or request_id
    retry_after = retry_after_seconds(get("Retry-After") or get("retry-after"))
    try:
        problem = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        problem = None
    if not isinstance(problem, dict):
        text = raw.decode("utf-8", "replace").strip()[:200] if raw else ""
        kind = _BY_STATUS.get(status, ServerError)
        return kind(text or f"HTTP {status}", status=status, request_id=request_id,
                    retry_after=retry_after)
    errors = problem.get("errors") if isinstance(problem.get("errors"), list) else []
    first = errors[0] if errors and isinstance(errors[0], dict) else {}
    kind = _BY_TYPE.get(problem.get("type")) if status == 422 else None
    kind = kind or _BY_STATUS.get(status, ServerError)
    return kind(problem.get("detail") or problem.get("title") or f"HTTP {status}",
                status=status, code=problem.get("code"), pointer=first.get("pointer"),
                params=problem.get("params"), errors=errors, problem=problem,
                request_id=request_id, retry_after=retry_after)
