"""Optional rate limits, per API key (when keys are on) or else per client address.

``ATOUT_RATE_LIMIT`` says how many requests (``600/minute``; several with ``;``:
``20/second;600/minute``), ``ATOUT_RATE_LIMIT_STORAGE`` where they are counted:
``memory://`` (the default: per worker process) or ``redis://host:port`` (shared by every
worker and machine; needs the ``redis`` extra: ``pip install '.[redis]'``). Counted in
fixed windows by the ``limits`` library. If the store cannot be reached the request is
served and the failure logged: the limits protect the service, they must not take it down.

Every limited answer, the 429 included, carries the IETF ``RateLimit-Policy`` and
``RateLimit`` fields (draft-ietf-httpapi-ratelimit-headers): each limit as a policy with its
quota ``q`` and window ``w`` in seconds, and what is left of it, ``r`` requests for ``t``
more seconds.

>>> limit = RateLimit("2/minute;10/hour")
>>> limit.headers([(1, 59)])["RateLimit-Policy"]
'"per-1-minute";q=2;w=60, "per-1-hour";q=10;w=3600'
>>> limit.headers([(1, 59)])["RateLimit"]
'"per-1-minute";r=1;t=59'
"""

import hashlib
import logging
import math
import time

from service.problems import rate_limited

log = logging.getLogger("atout.rate_limit")
DEFAULT_STORAGE = "memory://"
_LOG_EVERY = 60.0  # seconds between two reports of an unreachable store


class RateLimit:
    def __init__(self, limit_text, storage_uri=None):
        from limits import parse_many, storage, strategies
        try:
            self.items = parse_many(limit_text)
        except ValueError as error:
            raise RuntimeError(f"ATOUT_RATE_LIMIT={limit_text!r} is not a rate limit: write "
                               "it as 600/minute, or 10/second;600/minute") from error
        self.text = limit_text.strip()
        self.names = [f"per-{item.multiples}-{item.GRANULARITY.name}"
                      for item in self.items]
        self.policy = ", ".join(f'"{name}";q={item.amount};w={item.get_expiry()}'
                                for name, item in zip(self.names, self.items))
        uri = storage_uri or DEFAULT_STORAGE
        try:
            self.storage = storage.storage_from_string(uri)
        except Exception as error:  # a missing client library, a bad URI: fail at start
            raise RuntimeError(f"ATOUT_RATE_LIMIT_STORAGE={uri!r} cannot be used: {error} "
                               "(a redis:// store needs the redis extra: "
                               "pip install '.[redis]')") from error
        self.limiter = strategies.FixedWindowRateLimiter(self.storage)
        self._last_report = -_LOG_EVERY

    @staticmethod
    def identity(api_key, address):
        """Whom a request counts for: a key is stored hashed, never as sent."""
        if api_key is not None:
            digest = hashlib.sha256(api_key.encode("utf-8", "surrogateescape")).hexdigest()
            return "key:" + digest[:32]
        return f"addr:{address}"

    def check(self, identity):
        """Counts one request for ``identity``: its RateLimit headers, or a 429 ``Problem``
        (with them) once over a limit; None when the store cannot be reached."""
        try:
            left, over = self._hit(identity)
        except Exception as error:  # the store's: a connection refused, a timeout
            now = time.monotonic()
            if now - self._last_report >= _LOG_EVERY:
                self._last_report = now
                log.error("rate limit store unreachable, serving without limits: %s", error)
            return None
        if over:
            problem = rate_limited(self.text, left[-1][1])
            problem.headers.update(self.headers(left))
            raise problem
        return self.headers(left)

    def _hit(self, identity):
        """``[(remaining, seconds to the window's end)]`` per limit counted, and whether the
        last one is full (counting stops there)."""
        left = []
        for item in self.items:
            counted = self.limiter.hit(item, "atout", identity)
            stats = self.limiter.get_window_stats(item, "atout", identity)
            left.append((stats.remaining, max(1, math.ceil(stats.reset_time - time.time()))))
            if not counted:
                return left, True
        return left, False

    def headers(self, left):
        state = ", ".join(f'"{name}";r={remaining};t={seconds}'
                          for name, (remaining, seconds) in zip(self.names, left))
        return {"RateLimit-Policy": self.policy, "RateLimit": state}
