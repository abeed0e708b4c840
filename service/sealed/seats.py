"""Seats that bring their own secrets: a player draws a secret on its own device and gives
only its commitment to whoever opens the table; viewing and acting prove the secret.

The commitment is the lowercase hex SHA-256 of the UTF-8 bytes of ``atout-seat-v1:`` and
the secret (16 to 256 characters). Nobody else, the server included, can act for the seat.

>>> commitment("correct horse battery staple")[:16]
'58fb04bf0c07831e'
>>> proves([{"commitment": commitment("correct horse battery staple")}], 0,
...        "correct horse battery staple")
True
"""

import hashlib
import hmac

MIN_SECRET, MAX_SECRET = 16, 256


def commitment(secret):
    return hashlib.sha256(("atout-seat-v1:" + secret).encode("utf-8")).hexdigest()


def proves(seats, seat, secret):
    """Whether ``secret`` is the secret of ``seat``'s commitment (compared in constant time)."""
    expected = seats[seat].get("commitment")
    if expected is None or not isinstance(secret, str):
        return False
    return hmac.compare_digest(commitment(secret), expected)


def bot_level(seats, seat):
    """The level of a bot seat, or None for a seat played by its player."""
    return None if seats is None else seats[seat].get("bot")
