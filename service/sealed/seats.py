"""Seats that bring their own secrets: a player draws a secret on its own device and gives
only its commitment to whoever opens the table; revealing, viewing and acting prove the
secret.

The commitment is the lowercase hex SHA-256 of the UTF-8 bytes of ``atout-seat-v1:`` and
the secret (16 to 256 characters). Nobody else, the server included, can act for the seat.
The secret is also the seat's contribution to the table's deals (``contribution``): the
deals are dealt from the four contributions together (``deal_key``), once all are
revealed, so no seat can choose among deals.

>>> commitment("correct horse battery staple")[:16]
'58fb04bf0c07831e'
>>> proves([{"commitment": commitment("correct horse battery staple")}], 0,
...        "correct horse battery staple")
True
"""

from typing import Any
import base64
import hashlib
import hmac
import json

MIN_SECRET, MAX_SECRET = 16, 256


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def commitment(secret: str) -> str:
    return _sha256("atout-seat-v1:" + secret)


def contribution(secret: str) -> str:
    """What a seat's secret brings to the deals: 64 hex digits, whatever the secret's length
    (a token's length says nothing of it)."""
    return _sha256("atout-contribution-v1:" + secret)


def table_id(rules: Any, seats: list[dict[str, str]]) -> str:
    """The id of a table whose seats bring their own secrets: a digest of what was asked
    (public), so the same seats opened again are the same table (the relay takes one
    opening of it) and no server key enters the deals.

    >>> table_id("classic", [{"commitment": "0" * 64}] + [{"bot": "club"}] * 3)
    '4w4Vd7QcfIci32Rj'
    """
    asked = json.dumps({"rules": rules, "seats": seats}, sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256(("atout-table-v1:" + asked).encode()).digest()
    return base64.urlsafe_b64encode(digest[:12]).decode()


def deal_key(table: str, contributions: list[str]) -> str:
    """The key every deal of the table is derived from: the four contributions, seat 0's
    first, and the table id; no server key, so a restart, a rotation or another replica
    deals the same.

    >>> deal_key("t", ["0" * 64] * 4) == deal_key("t", ["0" * 64] * 3 + ["1" * 64])
    False
    """
    return _sha256(f"atout-deals-v1:{table}:" + ":".join(contributions))


def proves(seats: list[dict[str, str]], seat: int, secret: object) -> bool:
    """Whether ``secret`` is the secret of ``seat``'s commitment (compared in constant time)."""
    expected = seats[seat].get("commitment")
    if expected is None or not isinstance(secret, str):
        return False
    return hmac.compare_digest(commitment(secret), expected)


def players(seats: list[dict[str, str]]) -> list[int]:
    return [seat for seat, held in enumerate(seats) if "commitment" in held]


def bot_level(seats: list[dict[str, str]] | None, seat: int) -> str | None:
    """The level of a bot seat, or None for a seat played by its player."""
    return None if seats is None else seats[seat].get("bot")


def relay_proof(relay_key: str, token_digest: str, seat: int | str, what: str) -> str:
    """The relay's proof that it let ``seat`` do ``what`` (``reveal``, or the action as
    JSON with sorted keys and no spaces) at the token of digest ``token_digest``: the hex
    HMAC-SHA256, keyed by the UTF-8 bytes of the relay key, of
    ``atout-relay-v1:<token digest>:<seat>:<what>``.

    >>> relay_proof("k" * 43, "0" * 64, 2, '"pass"')[:16]
    '83eef8a16942c1a2'
    """
    message = f"atout-relay-v1:{token_digest}:{seat}:{what}"
    return hmac.new(relay_key.encode(), message.encode(), hashlib.sha256).hexdigest()


def refusal_proof(relay_key: str, token_digest: str, seat: int | str, what: str) -> str:
    """The server's proof that it refused the move ``what`` of ``seat`` at the token of
    digest ``token_digest``, made with the relay's proof (a 400 of the action's shape or a
    422): the hex HMAC-SHA256, keyed by the relay key, of
    ``atout-relay-refused-v1:<token digest>:<seat>:<what>``. The relay, checking it, lets
    another move at that token: a seat cannot claim a refusal of a move that was played.

    >>> refusal_proof("k" * 43, "0" * 64, 2, '"pass"') != relay_proof("k" * 43, "0" * 64, 2,
    ...                                                               '"pass"')
    True
    """
    message = f"atout-relay-refused-v1:{token_digest}:{seat}:{what}"
    return hmac.new(relay_key.encode(), message.encode(), hashlib.sha256).hexdigest()


def action_text(action: Any) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"))
