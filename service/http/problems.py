"""RFC 9457 problem details: the one error body of every endpoint, Flask's errors included.

A problem is ``{"type", "title", "status", "detail", "code", "params", "errors": [{"pointer",
"message", "code", "params"}]}``, served as ``application/problem+json``; ``errors`` is
empty when no part of the request is to blame, and the top-level ``code`` and ``params``
are those of the first error (or of the problem itself, for an HTTP-level one). Every code
is a key of ``CODES``. ``title``, ``detail`` and each ``message`` are written in the
language the client asked for (``service.i18n``). An answer stays small whatever the
request: ``errors`` lists at most ``MAX_ERRORS`` entries, and what a client sent is quoted
``clip``ped.

>>> clip("x" * 200)[-3:], len(clip("x" * 200))
('xx…', 101)
>>> problem = invalid_request([("/dealer", "Expected an integer from 0 to 3.")])
>>> body = problem.body("en")
>>> body["code"], body["detail"]
('invalid_request', 'Expected an integer from 0 to 3. (at /dealer)')
"""

from collections.abc import Iterable
from typing import Any, Literal, cast

from werkzeug.exceptions import HTTPException

from engine.errors import REASONS, EngineError, IllegalAction, ImpossibleState, MalformedInput
from service import i18n
from service.schemas.vocabulary import MAX_BATCH_BODY, MAX_BODY

INVALID_REQUEST = "urn:atout:problem:invalid-request"
IMPOSSIBLE_STATE = "urn:atout:problem:impossible-state"
ILLEGAL_ACTION = "urn:atout:problem:illegal-action"
HTTP_ERROR = "about:blank"  # RFC 9457 §4.2: the status code says it all

# Enough to fix a request by; a batch of 1000 bad sub-requests, each listing every bad
# card, would otherwise answer tens of megabytes for a body of under one.
MAX_ERRORS = 20
MAX_QUOTED = 100

# The codes of the service's own problems (code -> what it means); the engine's reasons
# are the rest of the registry.
SERVICE_CODES = {
    "object_expected": "The value must be a JSON object.",
    "missing_field": "A required field is missing.",
    "null_not_allowed": "The field may not be null.",
    "integer_expected": "The value must be an integer in the range given by low and high.",
    "seed_expected": "The value must be an integer from low to high or a string of at most "
                     "max_length characters.",
    "one_of_expected": "The value must be one of choices.",
    "distinct_choices_expected": "The value must be a non-empty list of distinct items among "
                                 "choices.",
    "list_expected": "The value must be a list of at most max items (of the kind the message "
                     "says).",
    "list_length_expected": "The value must be a list of exactly length items (of the kind the "
                            "message says).",
    "pair_expected": "The value must be a list of two integers, team 0's then team 1's.",
    "boolean_expected": "The value must be true or false.",
    "not_an_action": "The action is neither a call nor a card.",
    "not_a_bid": "The value is no bid of any auction.",
    "empty_body": "The request body is empty.",
    "not_utf8": "The body is not UTF-8; offset is the first byte that is not.",
    "malformed_json": "The body is not JSON; line and column say where reading stopped.",
    "duplicate_key": "A key appears twice in one JSON object.",
    "not_a_json_number": "NaN, Infinity and -Infinity are not JSON numbers.",
    "number_too_large": "A number in the body is too large to read.",
    "nesting_too_deep": "The JSON document is nested too deeply to read.",
    "not_found": "Nothing is served at this path (or no preset has this name); for a path no "
                 "route serves, params.closest names the route most like it, params.docs "
                 "the page that lists them all.",
    "method_not_allowed": "The path does not answer this HTTP method; the Allow header and "
                          "params.allowed name those it does.",
    "body_too_large": "The request body is larger than the service accepts.",
    "unsupported_media_type": "The body is not sent as application/json in UTF-8.",
    "unauthorized": "An API key is required and the request has none, or not a valid one.",
    "rate_limited": "Too many requests: wait the seconds of the Retry-After header.",
    "too_many_key_failures": "Too many wrong keys from this client address, or sent to this "
                             "service: a wrong key is refused for the seconds of the "
                             "Retry-After header (a right one always passes).",
    "rate_limit_store_unavailable": "The store the rate limits count in does not answer, and "
                                    "the service is set to refuse requests meanwhile.",
    "metrics_unauthorized": "The metrics need the metrics key, sent as a bearer token, and the "
                            "request has none, or not the right one.",
    "batch_too_costly": "The batch asks for more work than one request may.",
    "not_ready": "The service is starting or stopping; try again shortly.",
    "text_expected": "The value must be a string of at most max_length characters.",
    "table_token_invalid": "The table token cannot be read: it is not one of this service's, "
                           "or it was altered.",
    "table_key_unknown": "The table was sealed with a key this service does not hold (another "
                         "server's, or one rotated out); kid names it.",
    "seat_key_invalid": "The seat key is the key of no seat at this table.",
    "seat_secret_invalid": "The secret is not the secret of the seat's commitment (or the "
                           "table's seats have seat keys, not secrets).",
    "seat_is_bot": "The seat is played by the server (a bot seat): nobody acts or looks "
                   "for it.",
    "table_finished": "The table's match is over: nothing more is played at it.",
    "table_too_large": "The table's state is larger than a token holds.",
    "relay_proof_invalid": "The relay's proof is missing, or not the relay's for this seat, "
                           "this token and this reveal or action.",
    "dealer_not_allowed": "A table of two players or more draws its first dealer from every "
                          "seat's contribution: it cannot be chosen.",
    "reveals_pending": "The first deal is dealt once every seat has revealed; seats have not.",
    "seat_revealed": "The seat has already revealed at this table.",
    "table_dealt": "The table's first deal is dealt already: the relay deals it once.",
    "secret_expected": "The value must be a seat's secret: a string of min_length to "
                       "max_length characters.",
    "commitment_expected": "The value must be a commitment: 64 lowercase hex digits.",
    "seat_expected": "The value must be a seat: {\"commitment\"} or {\"bot\"} (one of levels).",
    "seat_player_expected": "At least one seat of a table must be a player's.",
    "seat_credentials_conflict": "A seat is named by seat_key or by seat and secret, not both.",
    "internal_error": "The service failed; the failure is logged.",
    # refused by the server (service/server/) before or around the app
    "request_timeout": "The request body did not arrive within the seconds the server waits.",
    "uri_too_long": "The request line is longer than the server reads.",
    "headers_too_large": "The request has more header fields, or longer ones, than the server "
                         "reads.",
    "expectation_failed": "The Expect header asks for something other than 100-continue.",
    "transfer_coding_not_implemented": "The Transfer-Encoding is not one the server knows.",
    "http_version_not_supported": "The request's HTTP version is neither 1.1 nor 1.0.",
    # the bounds on hints (service/operations/hint_pool.py)
    "hints_busy": "Every place for a hint in this worker is taken: retry after Retry-After.",
    "too_many_hints": "This client already has the most hints running that it may have.",
    "hint_timeout": "The hint was stopped at its deadline (seconds) before it ended.",
    "hint_cancelled": "The client closed its connection: its hint was stopped.",
}
# Every code an answer can carry: the one list openapi.yaml's ErrorCode enumerates.
CODES = {**{code: description for code, (_, description) in REASONS.items()},
         **SERVICE_CODES}

# An error of a problem: (pointer, message, code, params).
ErrorItem = tuple[str, str, str, dict[str, Any]]

_STATUS_CODES = {400: "invalid_request", 401: "unauthorized", 404: "not_found",
                 405: "method_not_allowed", 413: "body_too_large",
                 415: "unsupported_media_type", 429: "rate_limited", 500: "internal_error",
                 503: "not_ready",
                 # answered by the server itself (service/server/)
                 408: "request_timeout", 414: "uri_too_long", 417: "expectation_failed",
                 431: "headers_too_large", 501: "transfer_coding_not_implemented",
                 505: "http_version_not_supported"}


def clip(text: str, limit: int = MAX_QUOTED) -> str:
    """``text`` (a key or value the client sent) cut to ``limit`` characters, the cut marked."""
    return text if len(text) <= limit else text[:limit] + "…"


def _reason(message: Any) -> tuple[str, dict[str, Any]]:
    """The code and params of an error message: its own when it carries them (a schema's
    ``Message``), else the generic reason quoting it."""
    code = getattr(message, "code", None)
    if code is None:
        return "invalid_request", {"reason": str(message)}
    return code, message.params


class Problem(Exception):
    """``errors``: ``(pointer, message)`` or ``(pointer, message, code, params)`` items;
    ``code`` and ``params``: the problem's own, by default the first error's (or the
    status's, when there is no error)."""

    def __init__(self, status: int, title: str, detail: str,
                 errors: Iterable[tuple[Any, ...]] = (), type_: str = HTTP_ERROR,
                 headers: dict[str, str] | None = None, code: str | None = None,
                 params: dict[str, Any] | None = None) -> None:
        super().__init__(detail)
        self.status = status
        self.title = title
        self.detail = detail
        self.errors: list[ErrorItem]
        self.errors = [e if len(e) == 4 else (e[0], e[1], *_reason(e[1])) for e in errors]
        self.type = type_
        self.headers = headers or {}
        if code is None:
            if self.errors:
                _, _, code, params = self.errors[0]
            else:
                code = _STATUS_CODES.get(status, "internal_error" if status >= 500
                                         else "invalid_request")
        self.code = code
        self.params = params if params is not None else {}
        # set by invalid_request: how many more errors than the first (or "many": more than
        # are listed, a number the checks do not count)
        self.more: int | Literal["many"] | None = None
        # members of the problem's own beside the standard ones (a sealed table's refusal
        # proof, ``relay_refusal``)
        self.extra: dict[str, Any] = {}

    def body(self, language: str = "en") -> dict[str, Any]:
        """The problem's JSON body, its texts in ``language``."""
        catalog = i18n.catalog(language)
        errors: list[dict[str, Any]]
        errors = [{"pointer": pointer, "message": catalog.message(code, params, message),
                   "code": code, "params": params}
                  for pointer, message, code, params in self.errors]
        if self.more is not None:
            detail = catalog.detail_at(errors[0]["message"], errors[0]["pointer"], self.more,
                                       MAX_ERRORS)
        elif errors:
            detail = errors[0]["message"]
        else:
            detail = catalog.message(self.code, self.params, self.detail, http=True)
        return {"type": self.type, "title": catalog.title(self.type, self.status, self.title),
                "status": self.status, "detail": detail, "code": self.code,
                "params": self.params, "errors": errors, **self.extra}


def invalid_request(errors: Iterable[Any]) -> Problem:
    """A 400 for a body that is not JSON or not the expected shape; the first
    ``MAX_ERRORS`` of ``errors`` are listed. The detail counts them up to that: the
    checks stop looking past the errors that will be listed, so the total is not known."""
    errors = list(errors)
    pointer, message = errors[0][:2]
    more: int | Literal["many"] = "many" if len(errors) > MAX_ERRORS else len(errors) - 1
    detail = i18n.catalog("en").detail_at(str(message), pointer, more, MAX_ERRORS)
    problem = Problem(400, "Invalid request", detail, errors[:MAX_ERRORS], INVALID_REQUEST)
    problem.more = more
    return problem


_ENGINE_PROBLEMS = (
    (MalformedInput, 400, "Invalid request", INVALID_REQUEST),
    (ImpossibleState, 422, "Impossible state", IMPOSSIBLE_STATE),
    (IllegalAction, 422, "Illegal action", ILLEGAL_ACTION),
)


def from_engine(error: EngineError) -> Problem:
    """The problem for an engine error; its pointers already point into the request body."""
    for kind, status, title, type_ in _ENGINE_PROBLEMS:
        if isinstance(error, kind):
            return Problem(status, title, error.message,
                           [(error.pointer, error.message, error.code, error.params)], type_)
    raise error  # an EngineError subclass this table does not know: a bug, so a 500


def from_http_exception(error: HTTPException) -> Problem:
    """Flask's and werkzeug's errors (404, 405, 413 …) in the same form."""
    headers = {name: value for name, value in error.get_headers()
               if name.lower() != "content-type"}
    if error.code == 413:  # werkzeug's text names no limit
        return Problem(413, "Content Too Large", "The request body is over the limit: "
                       f"{MAX_BODY // 1024} KiB, or {MAX_BATCH_BODY // 1024 ** 2} MiB for "
                       "/v1/batch.", headers=headers)
    # Only an error with a code and a description comes here (app._http_error).
    return Problem(cast(int, error.code), error.name, cast(str, error.description),
                   headers=headers)


def internal_error() -> Problem:
    return Problem(500, "Internal Server Error",
                   "The server failed to answer this request; it has been logged.")


# The problems of the service's edge: access control, rate limits, costs, readiness.

def unauthorized() -> Problem:
    return Problem(401, "Unauthorized", "This service needs an API key: send a valid one in "
                   "the X-API-Key header.", headers={"WWW-Authenticate": "ApiKey"},
                   code="unauthorized")


def rate_limited(limit: str, retry_after: int) -> Problem:
    return Problem(429, "Too Many Requests",
                   f"Over the limit of {limit} for this client: try again in {retry_after} "
                   f"second{'s' if retry_after != 1 else ''}.",
                   headers={"Retry-After": str(retry_after)}, code="rate_limited",
                   params={"limit": limit, "retry_after": retry_after})


def too_many_key_failures(limit: str, retry_after: int, overall: bool = False) -> Problem:
    source = "sent to this service" if overall else "from this client address"
    return Problem(429, "Too Many Requests",
                   f"Too many wrong keys {source} (over {limit}): try again "
                   f"in {retry_after} second{'s' if retry_after != 1 else ''}.",
                   headers={"Retry-After": str(retry_after)}, code="too_many_key_failures",
                   params={"limit": limit, "retry_after": retry_after})


def rate_limit_store_unavailable(retry_after: int) -> Problem:
    return Problem(503, "Service Unavailable",
                   "The rate limits cannot be counted just now, and this service refuses "
                   f"requests meanwhile: try again in {retry_after} "
                   f"second{'s' if retry_after != 1 else ''}.",
                   headers={"Retry-After": str(retry_after)},
                   code="rate_limit_store_unavailable", params={"retry_after": retry_after})


def metrics_unauthorized() -> Problem:
    return Problem(401, "Unauthorized", "The metrics need the metrics key: send it as "
                   "Authorization: Bearer <key>.", headers={"WWW-Authenticate": "Bearer"},
                   code="metrics_unauthorized")


def batch_too_costly(work: int, max_work: int) -> Problem:
    return Problem(413, "Content Too Large",
                   f"This batch would cost {work} units of work, over the {max_work} a batch "
                   "may cost (a sub-request counts 10, each hand of a match 1, each "
                   "millisecond of a hint's budget 300, a double-dummy table 30000, each "
                   "card of a review 600): split it.",
                   code="batch_too_costly", params={"work": work, "max_work": max_work})


def not_ready() -> Problem:
    return Problem(503, "Service Unavailable", "The service is starting or stopping: "
                   "try again shortly.", code="not_ready")


# The problems of sealed tables (service/sealed/): a token or seat key that cannot be used.

_SEALED = {
    "table_token_invalid": ("/table", "The table token cannot be read: it is not one of this "
                            "service's, or it was altered."),
    "table_key_unknown": ("/table", "The table was sealed with the key {kid}, which this "
                          "service does not hold: another server's, or one rotated out."),
    "seat_key_invalid": ("/seat_key", "This seat key is the key of no seat at this table."),
    "seat_secret_invalid": ("/secret", "This secret is not the secret of seat {seat}'s "
                            "commitment at this table (or the table's seats have seat keys)."),
    "seat_is_bot": ("/seat", "Seat {seat} is a bot seat ({level}): the server plays it, "
                    "nobody looks or acts for it."),
    "table_finished": ("/table", "The match at this table is over (after {deals} deals): "
                       "nothing more is played at it."),
    "table_too_large": ("/table", "The table's state would pass the {max_bytes} bytes a "
                        "token holds."),
    "relay_proof_invalid": ("/relay_proof", "This is not the relay's proof for seat {seat} "
                            "doing this at this token: at a table with a relay, a seat moves "
                            "only with the relay's proof."),
    "dealer_not_allowed": ("/dealer", "A table of {players} players draws its first dealer "
                           "from every seat's contribution: it cannot be chosen."),
    "reveals_pending": ("/table", "The first deal is dealt once every seat has revealed: seats "
                        "{seats} have not."),
    "seat_revealed": ("/seat", "Seat {seat} has already revealed at this table."),
    "table_dealt": ("/table", "The first deal of this table is dealt already: the relay "
                    "deals it once, after the last reveal."),
}
_SEALED_STATUS = {"seat_key_invalid": (403, "Forbidden", HTTP_ERROR),
                  "seat_secret_invalid": (403, "Forbidden", HTTP_ERROR),
                  "seat_is_bot": (403, "Forbidden", HTTP_ERROR),
                  "table_finished": (422, "Illegal action", ILLEGAL_ACTION),
                  "relay_proof_invalid": (403, "Forbidden", HTTP_ERROR),
                  "reveals_pending": (422, "Illegal action", ILLEGAL_ACTION),
                  "seat_revealed": (422, "Illegal action", ILLEGAL_ACTION),
                  "table_dealt": (422, "Illegal action", ILLEGAL_ACTION),
                  "table_too_large": (413, "Content Too Large", HTTP_ERROR)}


def sealed_refused(code: str, params: dict[str, Any]) -> Problem:
    """A 400 for a table token that cannot be used, a 403 for credentials of no seat or a
    bot seat's, a 422 for a finished table, a 413 for a table past a token's size."""
    pointer, text = _SEALED[code]
    message = text.format(**params)
    if code in _SEALED_STATUS:
        status, title, type_ = _SEALED_STATUS[code]
        return Problem(status, title, message, [(pointer, message, code, params)], type_)
    return Problem(400, "Invalid request", message, [(pointer, message, code, params)],
                   INVALID_REQUEST)


# The bounds on hints (service/operations/hint_pool.py).

def hints_busy(places: int, retry_after: int) -> Problem:
    return Problem(503, "Service Unavailable",
                   f"All {places} places for hints of this worker are taken: try again in "
                   f"{retry_after} s.", headers={"Retry-After": str(retry_after)},
                   code="hints_busy", params={"places": places, "retry_after": retry_after})


def too_many_hints(limit: int, retry_after: int) -> Problem:
    return Problem(429, "Too Many Requests",
                   f"This client already has {limit} hints running or waiting, the most it "
                   f"may: wait for one to end.", headers={"Retry-After": str(retry_after)},
                   code="too_many_hints", params={"limit": limit, "retry_after": retry_after})


def hint_timeout(seconds: float, retry_after: int) -> Problem:
    seconds = round(seconds, 3)
    return Problem(503, "Service Unavailable",
                   f"The hint did not end within {seconds:g} s of its arrival and was stopped: "
                   f"try again in {retry_after} s, or with a smaller budget_ms.",
                   headers={"Retry-After": str(retry_after)}, code="hint_timeout",
                   params={"seconds": seconds, "retry_after": retry_after})


def hint_cancelled() -> Problem:
    return Problem(503, "Service Unavailable", "The client closed its connection before the "
                   "hint ended: its search was stopped.", code="hint_cancelled")
