"""Optional rate limits, per API key (when keys are on) or else per client address.

``ATOUT_RATE_LIMIT`` says how many requests (``600/minute``; several with ``;``:
``20/second;600/minute``), counted in fixed windows in a ``LimitStore``
(``service.edge.limit_store``: memory, or Redis shared by every worker and machine).

Every limited answer, the 429 included, carries the IETF ``RateLimit-Policy`` and
``RateLimit`` fields (draft-ietf-httpapi-ratelimit-headers): each limit as a policy with its
quota ``q`` and window ``w`` in seconds, and what is left of it, ``r`` requests for ``t``
more seconds.

>>> limit = RateLimit("2/minute;10/hour", None)
>>> limit.headers([(1, 59)])["RateLimit-Policy"]
'"per-1-minute";q=2;w=60, "per-1-hour";q=10;w=3600'
>>> limit.headers([(1, 59)])["RateLimit"]
'"per-1-minute";r=1;t=59'
"""

import hashlib
from typing import TYPE_CHECKING, cast

from service.http.problems import rate_limited

if TYPE_CHECKING:
    from limits import RateLimitItem

    from service.edge.limit_store import LimitStore

NAMESPACE = "atout"


def parse_limits(setting: str, text: str) -> list["RateLimitItem"]:
    """The ``limits`` items of a setting such as ``600/minute``; a message naming
    ``setting`` when it is not one."""
    from limits import parse_many
    try:
        return parse_many(text)
    except ValueError as error:
        raise RuntimeError(f"{setting}={text!r} is not a rate limit: write it as 600/minute, "
                           "or 10/second;600/minute") from error


class RateLimit:
    def __init__(self, limit_text: str, store: "LimitStore | None") -> None:
        self.items = parse_limits("ATOUT_RATE_LIMIT", limit_text)
        self.text = limit_text.strip()
        self.store = store
        self.names = [f"per-{item.multiples}-{item.GRANULARITY.name}" for item in self.items]
        self.policy = ", ".join(f'"{name}";q={item.amount};w={item.get_expiry()}'
                                for name, item in zip(self.names, self.items))

    @staticmethod
    def identity(api_key: str | None, address: object) -> str:
        """Whom a request counts for: a key is stored hashed, never as sent."""
        if api_key is not None:
            digest = hashlib.sha256(api_key.encode("utf-8", "surrogateescape")).hexdigest()
            return "key:" + digest[:32]
        return f"addr:{address}"

    def check(self, identity: str) -> dict[str, str] | None:
        """Counts one request for ``identity``: its RateLimit headers (None when the store
        failed open), or a 429 ``Problem`` with them once over a limit."""
        store = cast("LimitStore", self.store)  # None only where nothing is counted
        left: list[tuple[int, int]] = []
        for item in self.items:
            counted, window = store.hit_window(item, NAMESPACE, identity)
            if window is None:
                return None
            left.append(window)
            if not counted:
                problem = rate_limited(self.text, window[1])
                problem.headers.update(self.headers(left))
                raise problem
        return self.headers(left)

    def headers(self, left: list[tuple[int, int]]) -> dict[str, str]:
        """The fields for ``left``: ``(remaining, seconds)`` per limit counted."""
        state = ", ".join(f'"{name}";r={remaining};t={seconds}'
                          for name, (remaining, seconds) in zip(self.names, left))
        return {"RateLimit-Policy": self.policy, "RateLimit": state}
