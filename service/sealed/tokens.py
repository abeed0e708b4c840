"""Table tokens: a table's whole state, compressed, encrypted and authenticated (AES-256-GCM).

A token reads ``atout1.<kid>.<table id>.<actions>.<sealed>``: the key id, the table id and
the number of actions taken at the table are in the clear, so that a relay can keep only
the latest token of each table and refuse a stale or forked one without reading the rest;
they are authenticated with it (the AEAD's associated data), so they cannot be changed.
``<sealed>`` is base64url of a 12-byte nonce and the ciphertext of the zlib-compressed
JSON state. ``digest`` is what every answer names the token it came from by.

>>> from service.sealed.keys import Keyring
>>> ring = Keyring.parse("k1:" + "A" * 43 + "=")
>>> token = seal(ring, "t-1", 3, {"hello": "table"})
>>> token.startswith("atout1.k1.t-1.3."), unseal(ring, token)
(True, ('k1', 't-1', 3, {'hello': 'table'}))
>>> unseal(ring, token[:-2] + ("AA" if token[-2:] != "AA" else "BA"))
Traceback (most recent call last):
...
service.sealed.tokens.TokenError: table_token_invalid
"""

import base64
import binascii
import hashlib
import json
import os
import re
import zlib

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

PREFIX = "atout1"
MAX_TOKEN = 16384  # characters; a long match's token is about 2,000
MAX_PLAIN = 1 << 18  # bytes once decompressed: a token cannot expand past this
_SHAPE = re.compile(r"atout1\.([A-Za-z0-9_-]{1,16})\.([A-Za-z0-9_-]{1,32})\.(0|[1-9][0-9]{0,8})"
                    r"\.([A-Za-z0-9_-]+)\Z")


class TokenError(ValueError):
    """A token that cannot be used: ``code`` is its problem's, ``params`` its params."""

    def __init__(self, code, **params):
        super().__init__(code)
        self.code = code
        self.params = params


def digest(token):
    """SHA-256 of the token's text, in hex: how answers name the token they came from."""
    return hashlib.sha256(token.encode()).hexdigest()


def seal(keyring, table_id, actions, state):
    kid = keyring.current_kid
    header = f"{PREFIX}.{kid}.{table_id}.{actions}"
    plain = zlib.compress(json.dumps(state, separators=(",", ":")).encode(), 9)
    nonce = os.urandom(12)
    sealed = nonce + AESGCM(keyring.token_keys[kid]).encrypt(nonce, plain, header.encode())
    return header + "." + base64.urlsafe_b64encode(sealed).rstrip(b"=").decode()


def unseal(keyring, token):
    """``(kid, table id, actions, state)`` of a token, or a ``TokenError``."""
    if not isinstance(token, str) or len(token) > MAX_TOKEN:
        raise TokenError("table_token_invalid")
    shape = _SHAPE.match(token)
    if shape is None:
        raise TokenError("table_token_invalid")
    kid, table_id, actions, encoded = shape.groups()
    key = keyring.token_keys.get(kid)
    if key is None:
        raise TokenError("table_key_unknown", kid=kid)
    try:
        sealed = base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4))
        header = token[:shape.start(4) - 1]
        plain = AESGCM(key).decrypt(sealed[:12], sealed[12:], header.encode())
    except (binascii.Error, ValueError, InvalidTag):
        raise TokenError("table_token_invalid") from None
    inflate = zlib.decompressobj()
    # Only this server's keys seal a token, so a bomb is not expected; bounded all the same.
    state = json.loads(inflate.decompress(plain, MAX_PLAIN))
    return kid, table_id, int(actions), state
