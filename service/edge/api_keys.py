"""Optional API keys: ``X-API-Key`` checked against the configured keys.

Keys come from ``ATOUT_API_KEYS`` (comma-separated) and ``ATOUT_API_KEYS_FILE`` (one per
line, ``#`` starts a comment); with none, the service needs no key. The check compares the
key sent with every configured key in constant time, so neither which key nor how much of
one matched shows in the answer's timing.

>>> keys = ApiKeys(["k1", "k2"])
>>> keys.valid("k2"), keys.valid("k3"), keys.valid(None), keys.valid("")
(True, False, False, False)
"""

import hmac
from collections.abc import Iterable
from pathlib import Path

HEADER = "X-API-Key"


def read_keys(text_list: str | None, file_name: str | None) -> list[str]:
    keys = [key.strip() for key in (text_list or "").split(",")]
    if file_name:
        for line in Path(file_name).read_text(encoding="utf-8").splitlines():
            keys.append(line.split("#", 1)[0].strip())
    return [key for key in keys if key]


class ApiKeys:
    def __init__(self, keys: Iterable[str]) -> None:
        self.keys = tuple(key.encode("utf-8") for key in keys)

    def __bool__(self) -> bool:
        return bool(self.keys)

    def valid(self, sent: str | None) -> bool:
        if not sent:
            return False
        # Header values are read as latin-1: any str encodes; a non-ASCII key simply fails.
        raw = sent.encode("utf-8", "surrogateescape")
        found = False
        for key in self.keys:  # no early exit: every key is compared
            found |= hmac.compare_digest(key, raw)
        return found
