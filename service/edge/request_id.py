"""``X-Request-ID``: the client's, when it is a sane token, else a fresh one.

>>> request_id("abc-123.X_y")
'abc-123.X_y'
>>> len(request_id("bad id")), len(request_id("x" * 129)), len(request_id(None))
(32, 32, 32)
"""

import os
import re

HEADER = "X-Request-ID"
_SANE = re.compile(r"[A-Za-z0-9._-]{1,128}")


def request_id(sent: str | None) -> str:
    """``sent`` if it is at most 128 characters of ``[A-Za-z0-9._-]``, else 32 random hex
    digits (as many random bits as a uuid4, at a third of its cost): anything else could
    forge log lines or carry a secret into them."""
    if sent is not None and _SANE.fullmatch(sent):
        return sent
    return os.urandom(16).hex()
