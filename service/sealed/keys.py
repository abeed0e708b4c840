"""The keys of sealed tables: several accepted, one current (MultiFernet's shape).

``ATOUT_SEALED_KEYS`` is a comma-separated list of ``kid:key`` items, the key 32 random
bytes in base64 (standard or URL-safe), the first item the current key: new tokens are
sealed with it, and a token sealed with any listed key is still read. A key id is 1 to 16
characters of ``A-Z a-z 0-9 _ -``. Rotating: put the new key first, keep the old one after
it while tables opened under it may still play, then drop it.

With no setting, one key is drawn when the server starts: ``draw_for_workers`` (called by
the gunicorn configuration, in the master, before the workers fork) puts it in the
environment that every worker inherits, so all of them read each other's tokens. It is lost
on restart, and several replicas each draw their own: set the keys for them (a Kubernetes
Secret, say).

>>> ring = Keyring.parse("k2:" + "B" * 43 + "=,k1:" + "A" * 43 + "=")
>>> ring.current_kid, sorted(ring.secrets)
('k2', ['k1', 'k2'])
>>> Keyring.parse("k1:c2hvcnQ=")
Traceback (most recent call last):
...
ValueError: ATOUT_SEALED_KEYS: the key of k1 is not 32 bytes of base64
"""

from collections.abc import MutableMapping
import base64
import binascii
import hashlib
import hmac
import os
import re
import secrets

SETTING = "ATOUT_SEALED_KEYS"
# the key drawn by the gunicorn master for its workers, when the setting is empty
DRAWN = "ATOUT_SEALED_DRAWN_KEY"
KID = re.compile(r"[A-Za-z0-9_-]{1,16}\Z")
DRAWN_KID = "start"


def _purpose(secret: bytes, purpose: bytes) -> bytes:
    """A key of its own per use of a server key: sealing tokens, deriving seat keys."""
    return hmac.new(secret, b"atout-sealed-v1:" + purpose, hashlib.sha256).digest()


class Keyring:
    def __init__(self, keys: list[tuple[str, bytes]]) -> None:
        """``keys``: ``[(kid, 32-byte secret)]``, the current one first."""
        self.current_kid = keys[0][0]
        self.secrets = dict(keys)
        self.token_keys = {kid: _purpose(s, b"token") for kid, s in keys}
        self._seat_keys = {kid: _purpose(s, b"seat") for kid, s in keys}
        self._bot_key = _purpose(keys[0][1], b"bot")

    @classmethod
    def parse(cls, text: str) -> "Keyring":
        keys: list[tuple[str, bytes]] = []
        for item in text.split(","):
            kid, _, encoded = item.strip().partition(":")
            if not KID.match(kid):
                raise ValueError(f"{SETTING}: {kid!r} is not a key id (1 to 16 of A-Z a-z 0-9 _ -)")
            try:
                secret = base64.b64decode(encoded.replace("-", "+").replace("_", "/"),
                                          validate=True)
            except (binascii.Error, ValueError):
                secret = b""
            if len(secret) != 32:
                raise ValueError(f"{SETTING}: the key of {kid} is not 32 bytes of base64")
            if kid in dict(keys):
                raise ValueError(f"{SETTING}: the key id {kid} is listed twice")
            keys.append((kid, secret))
        return cls(keys)

    @classmethod
    def from_environment(cls, environ: MutableMapping[str, str] = os.environ) -> "Keyring":
        """The configured keys; else the key the gunicorn master drew; else one drawn now,
        for this process alone (a development server, the tests)."""
        text = environ.get(SETTING, "").strip() or environ.get(DRAWN, "").strip()
        return cls.parse(text) if text else cls([(DRAWN_KID, secrets.token_bytes(32))])

    def seat_key(self, kid: str, table_id: str, seat: int) -> str:
        """The key of ``seat`` at table ``table_id``, derived from the key ``kid``: nothing
        stored, and no seat can work out another's."""
        mac = hmac.new(self._seat_keys[kid], f"{table_id}:{seat}".encode(), hashlib.sha256)
        return base64.urlsafe_b64encode(mac.digest()).rstrip(b"=").decode()

    def bot_contribution(self, table_id: str, seat: int) -> str:
        """The contribution of the bot at ``seat`` of table ``table_id``: 64 hex digits
        derived from the current key, so fixed by the table (the same seats opened again
        deal the same) and unknown to every player (no player can work out a bot's hand).
        """
        mac = hmac.new(self._bot_key, f"{table_id}:{seat}".encode(), hashlib.sha256)
        return mac.hexdigest()

    def seat_of(self, kid: str, table_id: str, key: object) -> int | None:
        """The seat whose key ``key`` is, or None."""
        if not isinstance(key, str):
            return None
        found = None
        for seat in range(4):  # every seat compared, in constant time
            if hmac.compare_digest(self.seat_key(kid, table_id, seat).encode(),
                                   key.encode("utf-8", "replace")):
                found = seat
        return found


def draw_for_workers(environ: MutableMapping[str, str] = os.environ) -> None:
    """In the gunicorn master: with no keys set, draw one for every worker to inherit."""
    if not environ.get(SETTING, "").strip() and not environ.get(DRAWN):
        environ[DRAWN] = DRAWN_KID + ":" + base64.b64encode(secrets.token_bytes(32)).decode()
