"""RFC 9457 problem details: the one error body of every endpoint, Flask's errors included.

A problem is ``{"type", "title", "status", "detail", "errors": [{"pointer", "message"}]}``,
served as ``application/problem+json``; ``errors`` is empty when no part of the request
is to blame. An answer stays small whatever the request: ``errors`` lists at most
``MAX_ERRORS`` entries, and what a client sent is quoted ``clip``ped.

>>> clip("x" * 200)[-3:], len(clip("x" * 200))
('xx…', 101)
"""

from engine.errors import IllegalAction, ImpossibleState, MalformedInput

INVALID_REQUEST = "urn:atout:problem:invalid-request"
IMPOSSIBLE_STATE = "urn:atout:problem:impossible-state"
ILLEGAL_ACTION = "urn:atout:problem:illegal-action"
HTTP_ERROR = "about:blank"  # RFC 9457 §4.2: the status code says it all

# Enough to fix a request by; a batch of 1000 bad sub-requests, each listing every bad
# card, would otherwise answer tens of megabytes for a body of under one.
MAX_ERRORS = 20
MAX_QUOTED = 100


def clip(text, limit=MAX_QUOTED):
    """``text`` (a key or value the client sent) cut to ``limit`` characters, the cut marked."""
    return text if len(text) <= limit else text[:limit] + "…"


class Problem(Exception):
    def __init__(self, status, title, detail, errors=(), type_=HTTP_ERROR, headers=None,
                 code=None, params=None):
        super().__init__(detail)
        self.status = status
        self.title = title
        self.detail = detail
        self.errors = list(errors)
        self.type = type_
        self.headers = headers or {}
        self.code = code
        self.params = params or {}

    def body(self):
        body = {"type": self.type, "title": self.title, "status": self.status,
                "detail": self.detail,
                "errors": [{"pointer": p, "message": m} for p, m in self.errors]}
        if self.code is not None:
            body["code"] = self.code
            body["params"] = self.params
        return body


def invalid_request(errors):
    """A 400 for a body that is not JSON or not the expected shape; the first
    ``MAX_ERRORS`` of ``errors`` are listed. The detail counts them up to that: the
    checks stop looking past the errors that will be listed, so the total is not known."""
    errors = list(errors)
    pointer, message = errors[0]
    detail = f"{message} (at {pointer or 'the top level'})"
    if len(errors) > MAX_ERRORS:
        detail += f", and more problems (errors lists the first {MAX_ERRORS})"
    elif len(errors) > 1:
        detail += f", and {len(errors) - 1} more problem{'s' if len(errors) > 2 else ''}"
    return Problem(400, "Invalid request", detail, errors[:MAX_ERRORS], INVALID_REQUEST)


_ENGINE_PROBLEMS = (
    (MalformedInput, 400, "Invalid request", INVALID_REQUEST),
    (ImpossibleState, 422, "Impossible state", IMPOSSIBLE_STATE),
    (IllegalAction, 422, "Illegal action", ILLEGAL_ACTION),
)


def from_engine(error):
    """The problem for an engine error; its pointers already point into the request body."""
    for kind, status, title, type_ in _ENGINE_PROBLEMS:
        if isinstance(error, kind):
            return Problem(status, title, error.message, error.errors[:MAX_ERRORS], type_)
    raise error  # an EngineError subclass this table does not know: a bug, so a 500


def from_http_exception(error):
    """Flask's and werkzeug's errors (404, 405, 413 …) in the same form."""
    headers = {name: value for name, value in error.get_headers()
               if name.lower() != "content-type"}
    return Problem(error.code, error.name, error.description, headers=headers)


def internal_error():
    return Problem(500, "Internal Server Error",
                   "The server failed to answer this request; it has been logged.")


# The problems of the service's edge: access control, rate limits, costs, readiness.

def unauthorized():
    return Problem(401, "Unauthorized", "This service needs an API key: send a valid one in "
                   "the X-API-Key header.", headers={"WWW-Authenticate": "ApiKey"},
                   code="unauthorized")


def rate_limited(limit, retry_after):
    return Problem(429, "Too Many Requests",
                   f"Over the limit of {limit} for this client: try again in {retry_after} "
                   f"second{'s' if retry_after != 1 else ''}.",
                   headers={"Retry-After": str(retry_after)}, code="rate_limited",
                   params={"limit": limit, "retry_after": retry_after})


def batch_too_costly(work, max_work):
    return Problem(413, "Content Too Large",
                   f"This batch would cost {work} units of work, over the {max_work} a batch "
                   "may cost (a sub-request counts 10, each hand of a match 1): split it.",
                   code="batch_too_costly", params={"work": work, "max_work": max_work})


def not_ready():
    return Problem(503, "Service Unavailable", "The service is starting or stopping: "
                   "try again shortly.", code="not_ready")
