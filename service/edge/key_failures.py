"""Failed key attempts, throttled per client address: guessing a key takes forever.

A request that sends a key which is not valid (an API key, or the metrics key) counts one
failure for its client address; past ``ATOUT_API_KEY_FAILURES`` (``10/minute`` by default,
``off`` to count none) in the window, the address is refused with a 429 until the window
ends, whatever key it sends: were a right key still let through, each guess would still
tell right from wrong. A request that sends no key counts nothing (it guesses nothing).

A right key costs no call to the store unless its address sent a wrong one lately: each
worker remembers the addresses it saw fail within a window, and asks the store about those
only. So, with several workers, an address over its limit may get one more guess on each
worker that has not seen it fail yet; after that guess, that worker asks too.

>>> from service.edge.limit_store import LimitStore
>>> failures = KeyFailures("2/minute", LimitStore("memory://"))
>>> failures.check("192.0.2.1")
>>> failures.failed("192.0.2.1"), failures.failed("192.0.2.1")
(None, None)
>>> failures.failed("192.0.2.1")
Traceback (most recent call last):
...
service.http.problems.Problem: Too many wrong keys from this client address (over 2/minute): try again in 60 seconds.
>>> failures.check("192.0.2.2")
"""

import time

from service.edge.rate_limit import parse_limits
from service.http.problems import too_many_key_failures

# Low enough that, counted in memory by each worker on its own, two workers still refuse
# some of any 40 guesses; a client that knows its key never meets it.
DEFAULT = "10/minute"
NAMESPACE = "atout-key-failures"
MAX_SUSPECTS = 10_000  # addresses remembered per worker; a flood of them forgets the oldest


class KeyFailures:
    def __init__(self, limit_text, store):
        self.items = parse_limits("ATOUT_API_KEY_FAILURES", limit_text)
        self.text = limit_text.strip()
        self.store = store
        self.window = max(item.get_expiry() for item in self.items)
        self.suspects = {}  # address -> when its last failure stops counting (monotonic)

    def check(self, address):
        """A 429 ``Problem`` while ``address`` is over the limit of failures; counts nothing."""
        until = self.suspects.get(address)
        if until is None:
            return
        if until < time.monotonic():
            self.suspects.pop(address, None)
            return
        store = self.store
        for item in self.items:
            if not store.test(item, NAMESPACE, address):
                raise too_many_key_failures(self.text,
                                            store.retry_after(item, NAMESPACE, address))

    def failed(self, address):
        """Counts one failure for ``address``; a 429 ``Problem`` once over the limit."""
        suspects = self.suspects
        suspects.pop(address, None)  # re-inserted last: the dict stays oldest first
        suspects[address] = time.monotonic() + self.window
        if len(suspects) > MAX_SUSPECTS:
            for old in list(suspects)[:len(suspects) - MAX_SUSPECTS]:
                suspects.pop(old, None)
        store = self.store
        for item in self.items:
            if not store.hit(item, NAMESPACE, address):
                raise too_many_key_failures(self.text,
                                            store.retry_after(item, NAMESPACE, address))
