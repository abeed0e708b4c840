"""Table tokens: a table's whole state, compressed, padded, encrypted and authenticated
(AES-256-GCM), with one text per token.

A token reads ``atout2.<kid>.<table id>.<actions>.<parent>.<sealed>``. In the clear, and
authenticated with the rest (the AEAD's associated data): the key id, the table id, the
number of actions taken at the table and ``parent``, the digest of the token it was made
from (64 zeros for a table just opened), so that a relay holding the latest token can check
from the text alone that a new one is its child (docs/clients.md, "The relay"). ``<sealed>``
is base64url, unpadded, of a 12-byte nonce and the ciphertext of the state padded to one of
``SIZES``. The state is sealed in two parts: what no seat may see (``HIDDEN_TABLE`` of the
table, ``HIDDEN_DEAL`` of the deal) as plain JSON, whose length is fixed by public facts
alone (card codes are two characters, keys and secrets of fixed lengths, and how many
cards each place holds is public), then the rest, all public, zlib-compressed: only public
facts decide how long a token is, never how well the hidden cards compress. Its
base64 is canonical (the last character's unused bits are zero), so one token has one text
and one ``digest``, which every answer names the token it came from by.

>>> from service.sealed.keys import Keyring
>>> ring = Keyring.parse("k1:" + "A" * 43 + "=")
>>> token = seal(ring, "t-1", 3, {"hello": "table"}, ROOT)
>>> token.startswith("atout2.k1.t-1.3." + "0" * 64 + "."), unseal(ring, token)[:3]
(True, ('k1', 't-1', 3))
>>> unseal(ring, token)[4] == {"hello": "table", "secret": None, "contributions": None,
...                             "relay_key": None}
True
>>> unseal(ring, token[:-2] + ("AA" if token[-2:] != "AA" else "BA"))
Traceback (most recent call last):
...
service.sealed.tokens.TokenError: table_token_invalid
>>> _decoded("AB"), _decoded("AA")[0]  # "AB" has an unused bit set: the same byte as "AA"
(None, 0)
"""

from typing import TYPE_CHECKING, Any
import base64
import binascii
import hashlib
import json
import os
import re
import struct
import zlib

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

if TYPE_CHECKING:
    from service.sealed.keys import Keyring

PREFIX = "atout2"
ROOT = "0" * 64  # the parent of a token /v1/sealed/tables answers
# The padded sizes of a compressed state, bytes. A table's state stays under the first
# while its match is young; the deal limit (table.DEAL_LIMIT) keeps it under the last.
SIZES = (1536, 3072, 6144, 12288)
# characters: the largest size's token and its header, with room
MAX_TOKEN = 4 * (12 + SIZES[-1] + 16) // 3 + 200
MAX_PLAIN = 1 << 18  # bytes of JSON once decompressed: no token the server seals is larger
HIDDEN_TABLE = ("secret", "contributions", "relay_key")
HIDDEN_DEAL = ("hands", "stock", "talon")
_SHAPE = re.compile(r"atout2\.([A-Za-z0-9_-]{1,16})\.([A-Za-z0-9_-]{1,32})\.(0|[1-9][0-9]{0,8})"
                    r"\.([0-9a-f]{64})\.([A-Za-z0-9_-]+)\Z")


class TokenError(ValueError):
    """A token that cannot be used: ``code`` is its problem's, ``params`` its params."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


def digest(token: str) -> str:
    """SHA-256 of the token's text, in hex: how answers name the token they came from, and
    what its children carry as ``parent``."""
    return hashlib.sha256(token.encode()).hexdigest()


def _padded(compressed: bytes) -> bytes:
    for size in SIZES:
        if len(compressed) <= size:
            return compressed + bytes(size - len(compressed))
    raise TokenError("table_too_large", max_bytes=SIZES[-1])


def _json(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode()


def split(state: dict[str, Any]) -> tuple[bytes, bytes]:
    """``(hidden, public)``: the JSON of what no seat may see, its keys in a fixed order,
    and of the rest."""
    public = {k: v for k, v in state.items() if k not in HIDDEN_TABLE}
    hidden = {k: state.get(k) for k in HIDDEN_TABLE}
    deal = state.get("state")
    if isinstance(deal, dict):
        public["state"] = {k: v for k, v in deal.items() if k not in HIDDEN_DEAL}
        hidden.update((k, deal.get(k)) for k in HIDDEN_DEAL)
    return _json(hidden), _json(public)


def _joined(hidden: dict[str, Any], public: dict[str, Any]) -> dict[str, Any]:
    for key in HIDDEN_TABLE:
        public[key] = hidden.pop(key, None)
    if isinstance(public.get("state"), dict):
        public["state"].update((k, v) for k, v in hidden.items() if v is not None)
    return public


def seal(keyring: "Keyring", table_id: str, actions: int, state: dict[str, Any],
         parent: str) -> str:
    """The token of ``state``; a ``TokenError`` ``table_too_large`` rather than a token
    the server could not read again."""
    kid = keyring.current_kid
    header = f"{PREFIX}.{kid}.{table_id}.{actions}.{parent}"
    hidden, public = split(state)
    if len(public) > MAX_PLAIN:
        raise TokenError("table_too_large", max_bytes=SIZES[-1])
    plain = _padded(struct.pack(">I", len(hidden)) + hidden + zlib.compress(public, 9))
    nonce = os.urandom(12)
    sealed = nonce + AESGCM(keyring.token_keys[kid]).encrypt(nonce, plain, header.encode())
    return header + "." + base64.urlsafe_b64encode(sealed).rstrip(b"=").decode()


def _decoded(encoded: str) -> bytes | None:
    """The bytes of canonical unpadded base64url, or None: a text whose last character has
    unused bits set decodes to the same bytes as another, and is refused."""
    if len(encoded) % 4 == 1:
        return None
    try:
        raw = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4))
    except (binascii.Error, ValueError):
        return None
    return raw if base64.urlsafe_b64encode(raw).rstrip(b"=").decode() == encoded else None


def unseal(keyring: "Keyring", token: object) -> tuple[str, str, int, str, dict[str, Any]]:
    """``(kid, table id, actions, parent, state)`` of a token, or a ``TokenError``."""
    if not isinstance(token, str) or len(token) > MAX_TOKEN:
        raise TokenError("table_token_invalid")
    shape = _SHAPE.match(token)
    if shape is None:
        raise TokenError("table_token_invalid")
    kid, table_id, actions, parent, encoded = shape.groups()
    key = keyring.token_keys.get(kid)
    if key is None:
        raise TokenError("table_key_unknown", kid=kid)
    sealed = _decoded(encoded)
    if sealed is None or len(sealed) < 28:
        raise TokenError("table_token_invalid")
    try:
        plain = AESGCM(key).decrypt(sealed[:12], sealed[12:], token[:shape.start(5) - 1].encode())
    except InvalidTag:
        raise TokenError("table_token_invalid") from None
    # Authentic, so sealed by this server, which seals nothing it cannot read: bounded and
    # refused cleanly all the same.
    hidden_length = struct.unpack(">I", plain[:4])[0] if len(plain) >= 4 else len(plain)
    inflate = zlib.decompressobj()
    try:
        text = inflate.decompress(plain[4 + hidden_length:], MAX_PLAIN)
    except zlib.error:
        raise TokenError("table_token_invalid") from None
    if inflate.unconsumed_tail or not inflate.eof:
        raise TokenError("table_too_large", max_bytes=SIZES[-1])
    try:
        hidden, public = json.loads(plain[4:4 + hidden_length]), json.loads(text)
    except ValueError:
        raise TokenError("table_token_invalid") from None
    if not isinstance(hidden, dict) or not isinstance(public, dict):
        raise TokenError("table_token_invalid")
    return kid, table_id, int(actions), parent, _joined(hidden, public)
