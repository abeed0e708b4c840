"""Wrong keys counted, per client address and for the whole instance; a right key is never
refused for them.

A request that sends a key which is not valid (an API key, or the metrics key) counts one
failure for its client address and one for the instance (every address together, in the
store that every worker shares). Past ``ATOUT_API_KEY_FAILURES`` (``10/minute`` by
default) for its address, or ``ATOUT_API_KEY_FAILURES_OVERALL`` (``200/minute``) for the
instance, a wrong key is answered with a 429 and ``Retry-After`` instead of a 401, until
the window ends. A right key is checked first and always passes, however many wrong ones
its address (or an address it shares, behind one NAT) or anyone naming that address sent:
the throttle only ever answers wrong keys, so it cannot be turned against a client that
holds its key (OWASP API2's lockout, used as a denial of service). A request with no key
guesses nothing and counts nothing: a plain 401.

What the throttle cannot do, by the same rule, is hide from a guesser that a guess is
right: a right key must pass. What makes guessing hopeless is a key's length (a key of 32
random characters from 64 is 192 bits; the service warns at start of any key shorter than
``SHORT_KEY``); the throttle makes guessing cost little and show (OWASP API4): a guess is
one comparison in constant time, then a 429 (not a view, no engine), counted in
``atout_key_failures_total`` of ``/metrics`` by scope, and a client guessing from behind a
trusted proxy with a new forwarded address each time still meets the instance's limit.

>>> from service.edge.limit_store import LimitStore
>>> failures = KeyFailures("2/minute", "3/minute", LimitStore("memory://"))
>>> failures.failed("192.0.2.1"), failures.failed("192.0.2.1")
(None, None)
>>> failures.failed("192.0.2.1")
Traceback (most recent call last):
...
service.http.problems.Problem: Too many wrong keys from this client address (over 2/minute): try again in 60 seconds.
>>> failures.failed("192.0.2.2")  # the instance's fourth: over 3/minute
Traceback (most recent call last):
...
service.http.problems.Problem: Too many wrong keys sent to this service (over 3/minute): try again in 60 seconds.
"""

from collections.abc import Callable, Iterable

from service.edge.limit_store import LimitStore
from service.edge.rate_limit import parse_limits
from service.http.problems import too_many_key_failures

DEFAULT = "10/minute"
# For every address together: a guesser naming a new address each time through a trusted
# proxy (or from many addresses) is throttled past it; clients with their keys never meet it.
DEFAULT_OVERALL = "200/minute"
NAMESPACE = "atout-key-failures"
INSTANCE = "*"  # the instance's count: no address is written so
SHORT_KEY = 20  # characters; a shorter key is warned of at start


class KeyFailures:
    def __init__(self, limit_text: str, overall_text: str | None, store: LimitStore,
                 on_failure: Callable[[str], None] | None = None) -> None:
        self.items = parse_limits("ATOUT_API_KEY_FAILURES", limit_text)
        self.overall = parse_limits("ATOUT_API_KEY_FAILURES_OVERALL", overall_text) \
            if overall_text else []
        self.text = limit_text.strip()
        self.overall_text = (overall_text or "").strip()
        self.store = store
        self.on_failure = on_failure  # counts a failure for /metrics, by scope

    def failed(self, address: str | None) -> None:
        """Counts one wrong key for ``address`` and for the instance; a 429 ``Problem``
        once either is over its limit (both are counted either way)."""
        store = self.store
        over = None
        for item in self.items:
            if not store.hit(item, NAMESPACE, address) and over is None:
                over = ("address", self.text, item, address)
        for item in self.overall:
            if not store.hit(item, NAMESPACE, INSTANCE) and over is None:
                over = ("instance", self.overall_text, item, INSTANCE)
        if over is None:
            if self.on_failure is not None:
                self.on_failure("counted")
            return
        scope, text, item, identity = over
        if self.on_failure is not None:
            self.on_failure(scope)
        raise too_many_key_failures(text, store.retry_after(item, NAMESPACE, identity),
                                    overall=scope == "instance")


def short_keys(keys: Iterable[str]) -> int:
    """How many of ``keys`` are shorter than ``SHORT_KEY`` characters.

    >>> short_keys(["club-7f3a", "k" * 32])
    1
    """
    return sum(1 for key in keys if len(key) < SHORT_KEY)
