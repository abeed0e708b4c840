"""Optional rate limits, per API key (when keys are on) or else per client address.

``ATOUT_RATE_LIMIT`` says how many requests (``600/minute``; several with ``;``:
``20/second;600/minute``), ``ATOUT_RATE_LIMIT_STORAGE`` where they are counted:
``memory://`` (the default: per worker process) or ``redis://host:port`` (shared by every
worker and machine; needs the ``redis`` extra: ``pip install '.[redis]'``). Counted in
fixed windows by the ``limits`` library. If the store cannot be reached the request is
served and the failure logged: the limits protect the service, they must not take it down.
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
        """Counts one request for ``identity``; a 429 ``Problem`` once over a limit."""
        try:
            retry_after = self._retry_after(identity)
        except Exception as error:  # the store's: a connection refused, a timeout
            now = time.monotonic()
            if now - self._last_report >= _LOG_EVERY:
                self._last_report = now
                log.error("rate limit store unreachable, serving without limits: %s", error)
            return
        if retry_after is not None:
            raise rate_limited(self.text, retry_after)

    def _retry_after(self, identity):
        """None within the limits, else the seconds until the window that is full ends."""
        for item in self.items:
            if not self.limiter.hit(item, "atout", identity):
                reset = self.limiter.get_window_stats(item, "atout", identity).reset_time
                return max(1, math.ceil(reset - time.time()))
        return None
