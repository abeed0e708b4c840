"""Sealed tables from the players' side: a seat's secret and its commitment, a seat that
looks and acts with them, and the relay that keeps each table's latest token.

The server keeps nothing, so it cannot tell a stale token from the latest: the relay
does. A token reads ``atout2.<key id>.<table id>.<actions>.<parent>.<sealed>``, ``parent``
being the SHA-256 of the token it was made from; the relay holds the latest token of each
table and takes a new one only when it is a child of it.

>>> commitment("correct horse battery staple")[:16]
'58fb04bf0c07831e'
>>> opening = "atout2.k.AAAAAAAAAAAAAAAA.0." + "0" * 64 + ".xyz"
>>> relay = Relay()
>>> relay.accept(opening) == opening
True
>>> relay.accept("atout2.k.AAAAAAAAAAAAAAAA.1." + "0" * 64 + ".abc")
Traceback (most recent call last):
...
atout_client.sealed.RelayRefused: not a child of the latest token of table AAAAAAAAAAAAAAAA (at 0 actions)
"""

import os
import re

from . import models as m

TOKEN = re.compile(r"atout2\.([A-Za-z0-9_-]{1,16})\.([A-Za-z0-9_-]{16})\."
                   r"(0|[1-9][0-9]{0,8})\.([0-9a-f]{64})\.([A-Za-z0-9_-]+)")
NO_PARENT = "0" * 64


def new_secret():
    """A fresh seat secret: 32 random bytes in base64url. Draw a new one for every table
    (the same four commitments open the same table, with the same deals)."""
    import base64
    return base64.urlsafe_b64encode(os.urandom(32)).rstrip(b"=").decode()


def commitment(secret):
    """What a seat gives the table's opener instead of its secret: the hex SHA-256 of
    ``atout-seat-v1:<secret>``."""
    import hashlib  # here, not at the top: an import of the kit that plays no sealed table
    return hashlib.sha256(("atout-seat-v1:" + secret).encode()).hexdigest()


def token_digest(token):
    """The hex SHA-256 of a token's text: its children's ``parent``, and the answer's
    ``token_digest``."""
    import hashlib
    return hashlib.sha256(token.encode()).hexdigest()


class TokenHeader:
    """The clear part of a table token: its key id, table id, actions so far and parent."""

    def __init__(self, token):
        match = TOKEN.fullmatch(token) if isinstance(token, str) else None
        if match is None:
            raise RelayRefused("not a table token (atout2.<kid>.<table id>.<actions>."
                               "<parent>.<sealed>)")
        self.kid, self.table_id, actions, self.parent, _ = match.groups()
        self.actions = int(actions)


class RelayRefused(ValueError):
    """A token the relay does not take: not a token, stale, a fork, or of no table it holds."""


class Relay:
    """The latest token of each table, and the rule that keeps it so.

    ``accept(token)`` takes an opening token (its parent all zeros; its actions are the
    bots' before the first player's turn, 0 without bots) for a table it holds
    nothing of, or a token whose parent is the latest token it holds for that table and
    which counts more actions; anything else raises ``RelayRefused``: a stale token, a
    second child of a token already replaced (a fork), a table it never saw opened. Run it
    where the players' tokens meet (a game server, a chat room's bot), and broadcast what
    it accepts.
    """

    def __init__(self):
        self._latest = {}

    def latest(self, table_id):
        """The latest token held for ``table_id``, or ``None``."""
        return self._latest.get(table_id)

    def accept(self, token):
        header = TokenHeader(token)
        held = self._latest.get(header.table_id)
        if held is None:
            if header.parent != NO_PARENT:
                raise RelayRefused(f"table {header.table_id} was never opened here: only an "
                                   "opening token starts a table")
        elif header.parent != token_digest(held) or header.actions <= TokenHeader(held).actions:
            raise RelayRefused(f"not a child of the latest token of table {header.table_id} "
                               f"(at {TokenHeader(held).actions} actions)")
        self._latest[header.table_id] = token
        return token


class SealedSeat:
    """One player at a sealed table: its seat and its secret (or, at a trusted backend's
    table, its seat key), which never leave it but for the server.

    ``view`` and ``act`` check that the answer is about the token sent (``token_digest``),
    and ``act`` that the next token is its child. It calls a ``Client`` (with an
    ``AsyncClient``, call ``view_sealed_table`` and ``act_at_sealed_table`` and check with
    ``token_digest`` and ``TokenHeader`` the same way).
    """

    def __init__(self, client, seat, secret=None, *, seat_key=None):
        if (secret is None) == (seat_key is None):
            raise ValueError("a seat proves itself by its secret or by a seat key, one of them")
        self.client, self.seat, self.secret, self.seat_key = client, seat, secret, seat_key

    @property
    def commitment(self):
        """The seat's commitment, to give the table's opener (``{"commitment": ...}``)."""
        return commitment(self.secret)

    def _credentials(self):
        if self.seat_key is not None:
            return {"seat_key": self.seat_key}
        return {"seat": self.seat, "secret": self.secret}

    def view(self, table) -> m.SealedView:
        """What this seat sees at ``table``."""
        answer = self.client.view_sealed_table(table, **self._credentials())
        if answer.token_digest != token_digest(table):
            raise RelayRefused("the view answers another token than the one sent")
        return answer.view

    def act(self, table, action) -> m.SeatActionAnswer:
        """This seat's action at ``table``; the answer's ``table`` is the next token."""
        answer = self.client.act_at_sealed_table(table, action, **self._credentials())
        if answer.token_digest != token_digest(table) or (
                TokenHeader(answer.table).parent != token_digest(table)):
            raise RelayRefused("the next token is not a child of the one acted on")
        return answer


def play_sealed_match(client, rules, players, *, dealer=None, relay=None):
    """A whole match at a sealed table, every player in this process (a stand-in for four
    devices and a relay): ``players`` holds, per seat, a bot callable (given that seat's
    ``SealedView``, it answers one of ``view.legal``) or a server bot level (``"club"``).
    Each player draws its secret; only commitments reach the opener. Answers the last view.
    """
    relay = relay or Relay()
    seats = {number: SealedSeat(client, number, new_secret())
             for number, player in enumerate(players) if callable(player)}
    opened = client.open_sealed_table(rules, dealer=dealer, seats=[
        {"commitment": seats[n].commitment} if n in seats else {"bot": player}
        for n, player in enumerate(players)])
    token = relay.accept(opened.table)
    view = next(iter(seats.values())).view(token)
    while not view.match.finished:
        acting = seats[view.to_act]
        answer = acting.act(token, players[acting.seat](acting.view(token)))
        token = relay.accept(answer.table)
        view = answer.view  # the acting seat's view, the bots played to the next turn
    return view
