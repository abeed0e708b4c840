"""What the sync and async clients share: settings, request bodies, answers, retries.

Retrying is safe for every Atout operation: each is a pure function of its body (the
service keeps nothing; a sealed table's state travels in its token), so sending a request
twice answers the same thing twice.
"""

import json
import os
import time
from urllib.parse import urlsplit

from .errors import AtoutError, error_from_answer, retry_after_seconds
from .models import Model, _plain

__version__ = "0.2.0"
DEFAULT_BASE_URL = "http://127.0.0.1:8000"
DEFAULT_TIMEOUT = 30.0   # seconds a call may take, retries included: above the longest
                         # hint budget (5 s) and the server's deadline
DEFAULT_MAX_RETRIES = 2
RETRY_STATUSES = frozenset({429, 502, 503, 504})
MAX_RETRY_AFTER = 60.0   # a longer Retry-After is raised at once rather than slept
BACKOFF_FIRST, BACKOFF_MOST = 0.5, 8.0


class Settings:
    """A client's fixed parts: where the service is, its headers, its time and retries."""

    def __init__(self, base_url, api_key, timeout, max_retries, language, headers):
        parts = urlsplit(base_url if "://" in base_url else f"http://{base_url}")
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"base_url must be http(s)://host[:port][/prefix], not {base_url!r}")
        if timeout is not None and timeout <= 0:
            raise ValueError("timeout is a number of seconds above 0 (or None: no limit)")
        if max_retries < 0:
            raise ValueError("max_retries is 0 or more")
        self.base_url = base_url
        self.https = parts.scheme == "https"
        self.host = parts.hostname
        self.port = parts.port or (443 if self.https else 80)
        self.prefix = parts.path.rstrip("/")
        self.timeout = timeout
        self.max_retries = max_retries
        self.headers = {"User-Agent": f"atout-client-python/{__version__}",
                        "Accept": "application/json, application/problem+json, */*"}
        if api_key is not None:
            self.headers["X-API-Key"] = api_key
        if language is not None:
            self.headers["Accept-Language"] = language
        self.headers.update(headers or {})


def new_request_id():
    """An ``X-Request-ID`` for one call, the same for each of its retries."""
    return "py-" + os.urandom(8).hex()


def encode(body):
    """A request body as JSON bytes: models and nested models as their documents, and the
    top-level ``None`` values left out (the service reads a missing field as its
    default)."""
    if body is None:
        return None
    if isinstance(body, Model):
        body = body.to_dict()
    else:
        body = {key: value for key, value in body.items() if value is not None}
    return json.dumps(_plain(body), separators=(",", ":"), ensure_ascii=False).encode()


def request_headers(settings, request_id, data):
    headers = dict(settings.headers, **{"X-Request-ID": request_id})
    if data is not None:
        headers["Content-Type"] = "application/json"
    return headers


def deadline_of(settings):
    """The ``time.monotonic()`` by which a call starting now must be over (``None``: no
    limit): ``timeout`` is one budget for the whole call, its retries and their waits."""
    return None if settings.timeout is None else time.monotonic() + settings.timeout


def time_left(deadline):
    """Seconds left before ``deadline`` (``None``: no limit; 0 or less: past it)."""
    return None if deadline is None else deadline - time.monotonic()


def within(delay, deadline):
    """``delay`` when a retry after it still starts before ``deadline``, else ``None``: the
    caller raises at once rather than sleep past its budget.

    >>> within(1.0, None), within(60.0, time.monotonic() + 2), within(None, None)
    (1.0, None, None)
    """
    if delay is None or deadline is None or delay < time_left(deadline):
        return delay
    return None


def backoff(attempt, retry_after):
    """Seconds to wait before retry ``attempt`` (0 first): the server's ``Retry-After`` when
    it sent one (``None``, do not retry, when over ``MAX_RETRY_AFTER``), else 0.5 s doubling
    to at most 8 s, less up to a quarter at random so that many clients spread out.

    >>> backoff(0, 3.0), backoff(0, 600.0), 0.375 <= backoff(0, None) <= 0.5
    (3.0, None, True)
    """
    if retry_after is not None:
        return retry_after if retry_after <= MAX_RETRY_AFTER else None
    jitter = int.from_bytes(os.urandom(2), "big") / 65535
    return min(BACKOFF_MOST, BACKOFF_FIRST * 2 ** attempt) * (1 - jitter / 4)


def retry_delay(status, headers, attempt, max_retries, deadline=None):
    """The wait before retrying an answer of ``status``, or ``None``: do not retry it (not
    a status to retry, no retries left, or a wait that would end past ``deadline``)."""
    if status not in RETRY_STATUSES or attempt >= max_retries:
        return None
    return within(backoff(attempt, retry_after_seconds(headers.get("Retry-After"))), deadline)


def answer(status, headers, raw, kind, request_id):
    """The typed answer of a 2xx (``kind``: a model class, ``list`` of rulesets, ``str`` or
    ``bytes``); any other status raises its ``AtoutError``."""
    if not 200 <= status < 300:
        raise error_from_answer(status, headers, raw, request_id)
    if kind is bytes:
        return raw
    if kind is str:
        return raw.decode("utf-8")
    try:
        document = json.loads(raw)
        if isinstance(kind, list):
            return [kind[0].from_dict(item) for item in document]
        return kind.from_dict(document)
    except (ValueError, TypeError) as error:
        raise AtoutError(f"the answer is not the JSON the API describes: {error}",
                         status=status, code="unexpected_answer",
                         request_id=request_id) from error
