"""Where the limits count (the rate limit, failed keys): the ``limits`` library's storage,
kept from ever stalling the API.

``ATOUT_RATE_LIMIT_STORAGE`` names it: ``sqlite://`` (the default under gunicorn: a file
every worker of the server shares, ``service.edge.shared_store``; outside it, one process's
memory), ``memory://`` (each worker process on its own) or ``redis://host:port`` (shared by every worker and machine; needs the ``redis``
extra). A
Redis store is given short connect and read timeouts (``ATOUT_RATE_LIMIT_TIMEOUT`` seconds)
and no retries: a store that is frozen rather than gone would otherwise hold each request
for as long as the kernel keeps the connection, and the Redis client's own retries add
seconds of back-off. After a failure the store is left alone for ``PAUSE`` seconds, so only
one request in that time waits for the timeout; meanwhile ``ATOUT_RATE_LIMIT_FAILURE``
decides: ``open`` (the default) serves without limits, ``closed`` refuses with a 503.
Every failure is counted (``atout_rate_limit_store_errors_total``) and logged at most once
a minute.

>>> store = LimitStore("memory://")
>>> from limits import parse
>>> [store.hit(parse("2/minute"), "test", "a") for _ in range(3)]
[True, True, False]
>>> store.test(parse("2/minute"), "test", "a"), store.test(parse("2/minute"), "test", "b")
(False, True)
>>> store.state()
'ok'
"""

import logging
import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from service.edge import shared_store  # noqa: F401  (registers the sqlite:// scheme)
from service.http.problems import Problem, rate_limit_store_unavailable

if TYPE_CHECKING:
    from limits import RateLimitItem

T = TypeVar("T")

log = logging.getLogger("atout.rate_limit")
DEFAULT_TIMEOUT = 0.1  # seconds; a Redis server nearby answers in well under a millisecond
PAUSE = 5.0  # seconds a failed store is left alone before it is tried again
_LOG_EVERY = 60.0  # seconds between two reports of an unreachable store
FAILURE_MODES = ("open", "closed")


class LimitStore:
    def __init__(self, uri: str | None = None, timeout: float = DEFAULT_TIMEOUT,
                 fail_open: bool = True,
                 on_error: Callable[[Exception], None] | None = None) -> None:
        from limits import storage, strategies
        uri = uri or shared_store.default_uri()
        options: dict[str, Any] = {}
        if uri.split(":", 1)[0].startswith(("redis", "rediss", "valkey")):
            options = _redis_options(timeout)
        elif uri.startswith("sqlite:"):
            options = {"timeout": timeout}
        try:
            self.storage = storage.storage_from_string(uri, **options)
        except Exception as error:  # a missing client library, a bad URI: fail at start
            raise RuntimeError(f"ATOUT_RATE_LIMIT_STORAGE={uri!r} cannot be used: {error} "
                               "(a redis:// store needs the redis extra: "
                               "pip install '.[redis]')") from error
        self.limiter = strategies.FixedWindowRateLimiter(self.storage)
        self.fail_open = fail_open
        self.on_error = on_error
        self.paused_until = 0.0  # 0.0: healthy, the one test a request pays
        self._last_report = -_LOG_EVERY

    def hit(self, item: "RateLimitItem", *identifiers: str | None) -> bool:
        """Counts one for ``identifiers``: False once over ``item``'s limit. True when the
        store fails open, a 503 ``Problem`` when it fails closed."""
        return self._call(self.limiter.hit, item, *identifiers)

    def hit_window(self, item: "RateLimitItem",
                   *identifiers: str | None) -> tuple[bool, tuple[int, int] | None]:
        """``hit`` then ``window``: ``(counted, (remaining, seconds))``, ``(True, None)``
        when the store fails open; in one call to a store that can (sqlite://)."""
        both = getattr(self.storage, "incr_with_expiry", None)
        if both is None:
            counted = self.hit(item, *identifiers)
            return counted, self.window(item, *identifiers)
        # key_for writes each identifier with str(), None as "None" (its types say str)
        found = self._call(both, item.key_for(*identifiers),  # type: ignore[arg-type]
                           item.get_expiry())
        if found is True:  # failed open
            return True, None
        count, expires = found
        return count <= item.amount, (max(0, item.amount - count),
                                      max(1, math.ceil(expires - time.time())))

    def test(self, item: "RateLimitItem", *identifiers: str | None) -> bool:
        """Whether ``identifiers`` are within ``item``'s limit, counting nothing."""
        return self._call(self.limiter.test, item, *identifiers)

    def retry_after(self, item: "RateLimitItem", *identifiers: str | None) -> int:
        """Seconds until the window of ``item`` for ``identifiers`` ends (at least 1)."""
        stats = self._call(self.limiter.get_window_stats, item, *identifiers)
        if stats is True:  # failed open
            return 1
        return max(1, math.ceil(stats.reset_time - time.time()))

    def window(self, item: "RateLimitItem", *identifiers: str | None) -> tuple[int, int] | None:
        """``(remaining, seconds until the window ends)`` of ``item`` for ``identifiers``;
        None when the store fails open."""
        stats = self._call(self.limiter.get_window_stats, item, *identifiers)
        if stats is True:
            return None
        return stats.remaining, max(1, math.ceil(stats.reset_time - time.time()))

    def state(self) -> str:
        """``ok``, or ``unreachable`` while a failed store is left alone or does not answer."""
        if self.paused_until and time.monotonic() < self.paused_until:
            return "unreachable"
        try:
            if self.storage.check():
                return "ok"
            raise ConnectionError("the store does not answer its check")
        except Exception as error:
            self._failed(error)
            return "unreachable"

    def _call(self, function: Callable[..., T], *arguments: Any) -> T | Literal[True]:
        if self.paused_until:
            if time.monotonic() < self.paused_until:
                return self._unavailable()
            self.paused_until = 0.0  # try it again
        try:
            return function(*arguments)
        except Exception as error:  # the store's: a connection refused, a timeout
            self._failed(error)
            return self._unavailable()

    def _failed(self, error: Exception) -> None:
        now = time.monotonic()
        self.paused_until = now + PAUSE
        if self.on_error is not None:
            self.on_error(error)
        if now - self._last_report >= _LOG_EVERY:
            self._last_report = now
            log.error("rate limit store unreachable, %s for %g s: %s",
                      "serving without limits" if self.fail_open else "refusing requests",
                      PAUSE, error)

    def _unavailable(self) -> Literal[True]:
        if self.fail_open:
            return True
        raise self.problem()

    def problem(self) -> Problem:
        """The 503 of a store that fails closed: try again once it is tried again."""
        return rate_limit_store_unavailable(max(1, math.ceil(self.paused_until
                                                             - time.monotonic())))


def _redis_options(timeout: float) -> dict[str, Any]:
    from redis.backoff import NoBackoff
    from redis.retry import Retry
    return {"socket_timeout": timeout, "socket_connect_timeout": timeout,
            "retry": Retry(NoBackoff(), 0)}


def failure_mode(text: str | None) -> bool:
    """True for failing open (serving without limits), False for failing closed."""
    mode = (text or "open").strip().lower()
    if mode not in FAILURE_MODES:
        raise RuntimeError(f"ATOUT_RATE_LIMIT_FAILURE={text!r}: write open or closed")
    return mode == "open"


def timeout_seconds(text: str | None) -> float:
    try:
        seconds = float(text) if text not in (None, "") else DEFAULT_TIMEOUT
    except ValueError:
        seconds = -1.0
    if not 0 < seconds <= 30:
        raise RuntimeError(f"ATOUT_RATE_LIMIT_TIMEOUT={text!r}: write a number of seconds "
                           "above 0 and at most 30, such as 0.1")
    return seconds
