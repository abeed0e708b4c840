"""Optional rate limits, per API key (when keys are on) or else per client address.

``ATOUT_RATE_LIMIT`` says how many requests (``600/minute``; several with ``;``:
``20/second;600/minute``), counted in fixed windows in a ``LimitStore``
(``service.edge.limit_store``: memory, or Redis shared by every worker and machine).
"""

import hashlib

from service.problems import rate_limited

NAMESPACE = "atout"


def parse_limits(setting, text):
    """The ``limits`` items of a setting such as ``600/minute``; a message naming
    ``setting`` when it is not one."""
    from limits import parse_many
    try:
        return parse_many(text)
    except ValueError as error:
        raise RuntimeError(f"{setting}={text!r} is not a rate limit: write it as 600/minute, "
                           "or 10/second;600/minute") from error


class RateLimit:
    def __init__(self, limit_text, store):
        self.items = parse_limits("ATOUT_RATE_LIMIT", limit_text)
        self.text = limit_text.strip()
        self.store = store

    @staticmethod
    def identity(api_key, address):
        """Whom a request counts for: a key is stored hashed, never as sent."""
        if api_key is not None:
            digest = hashlib.sha256(api_key.encode("utf-8", "surrogateescape")).hexdigest()
            return "key:" + digest[:32]
        return f"addr:{address}"

    def check(self, identity):
        """Counts one request for ``identity``; a 429 ``Problem`` once over a limit."""
        store = self.store
        for item in self.items:
            if not store.hit(item, NAMESPACE, identity):
                raise rate_limited(self.text, store.retry_after(item, NAMESPACE, identity))
