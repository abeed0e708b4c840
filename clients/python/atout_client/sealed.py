"""Sealed tables from the players' side: a seat's secret and its commitment, a seat that
looks and acts with them, and the relay that keeps each table's latest token.

The server keeps nothing, so it cannot tell a stale token from the latest: the relay
does. At a table of two players or more the relay also holds the table's relay key, and a
seat moves (reveals, acts) only with the relay's proof for that token, that seat and that
action (``Relay.proof``): no seat tries a move in private, and the relay, holding no seat's
secret, moves no seat. There no reveal deals: once every seat revealed, the relay deals
(``Relay.deal_proof`` and ``deal_at_sealed_table``), so no seat sees a card before the relay
holds the dealt token. A move the server refused carries its proof of the refusal, and
``Relay.refused`` then lets another move at that token. A token reads ``atout2.<key id>.<table id>.<actions>.<parent>.<sealed>``, ``parent``
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

import hashlib
import hmac
import json
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
    return hashlib.sha256(("atout-seat-v1:" + secret).encode()).hexdigest()


def token_digest(token):
    """The hex SHA-256 of a token's text: its children's ``parent``, and the answer's
    ``token_digest``."""
    return hashlib.sha256(token.encode()).hexdigest()


def action_text(action):
    """An action as the relay's proof names it: JSON with sorted keys and no spaces."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


def relay_proof(relay_key, digest, seat, what):
    """Hex HMAC-SHA256, keyed by the relay key, of ``atout-relay-v1:<digest>:<seat>:<what>``
    (``seat`` ``relay`` and ``what`` ``deal`` for the first deal)."""
    message = f"atout-relay-v1:{digest}:{seat}:{what}"
    return hmac.new(relay_key.encode(), message.encode(), hashlib.sha256).hexdigest()


def refusal_proof(relay_key, digest, seat, what):
    """What the server's refusal of a relayed move carries (``relay_refusal``): hex
    HMAC-SHA256, keyed by the relay key, of ``atout-relay-refused-v1:<digest>:<seat>:<what>``."""
    message = f"atout-relay-refused-v1:{digest}:{seat}:{what}"
    return hmac.new(relay_key.encode(), message.encode(), hashlib.sha256).hexdigest()


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
    second child of a token already replaced (a fork), a table it never saw opened, a
    table re-opened since. Run it where the players' tokens meet (a game server, a chat
    room's bot), and broadcast what it accepts.
    """

    def __init__(self):
        self._latest, self._keys, self._let, self._replaced = {}, {}, {}, {}

    def opened(self, answer, *, replacing=None):
        """Takes the answer of ``open_sealed_table`` (the relay should open the table
        itself: its ``relay_key`` is for the relay alone) and its token; the token.

        Opening a table it holds again (the same seats), or one ``replacing`` another
        (a table id: the same players with a new secret, say), starts it afresh: every
        token and proof of the earlier opening is worthless from then on, so a reveal
        withheld there can never be played."""
        for old in {answer.table_id, replacing} - {None}:
            held = self._latest.pop(old, None)
            self._let.pop(held, None)
            self._keys.pop(old, None)
            if old != answer.table_id:
                self._replaced[old] = answer.table_id
        self._replaced.pop(answer.table_id, None)
        if getattr(answer, "relay_key", None):
            self._keys[answer.table_id] = answer.relay_key
        return self.accept(answer.table)

    def proof(self, token, seat, what):
        """The relay's proof that ``seat`` may do ``what`` (``"reveal"``, or an action) at
        ``token``: only at the latest token of its table, and one move per token (asked
        again for the same move, the same proof); ``None`` at a table without a relay."""
        header = TokenHeader(token)
        self._not_replaced(header.table_id)
        key = self._keys.get(header.table_id)
        if key is None:
            return None
        if self._latest.get(header.table_id) != token:
            raise RelayRefused(f"not the latest token of table {header.table_id}")
        move = (seat, what if what == "reveal" else action_text(what))
        if self._let.setdefault(token, move) != move:
            raise RelayRefused(f"the relay already let seat {self._let[token][0]} move at "
                               "this token: one move per token")
        return relay_proof(key, token_digest(token), *move)

    def deal_proof(self, token):
        """The relay's own proof for dealing the first deal at ``token`` (every seat
        revealed): the move of this token, sent by the relay with ``deal_at_sealed_table``;
        ``None`` at a table without a relay (its last reveal deals)."""
        header = TokenHeader(token)
        self._not_replaced(header.table_id)
        if self._keys.get(header.table_id) is None:
            return None
        if self._latest.get(header.table_id) != token:
            raise RelayRefused(f"not the latest token of table {header.table_id}")
        move = ("relay", "deal")
        if self._let.setdefault(token, move) != move:
            raise RelayRefused(f"the relay already let seat {self._let[token][0]} move at "
                               "this token: one move per token")
        return relay_proof(self._keys[header.table_id], token_digest(token), *move)

    def refused(self, token, error):
        """The server refused the move the relay let at ``token`` (``error``, the
        ``AtoutError`` of a 400 or 422, or its ``relay_refusal``): once the server's proof
        of the refusal checks, the relay lets another move at that token, and answers
        True. A claim without the server's proof (a seat's word, a move that was played)
        changes nothing: ``RelayRefused``."""
        refusal = error if isinstance(error, str) or error is None else (
            (getattr(error, "problem", None) or {}).get("relay_refusal"))
        header = TokenHeader(token)
        key, move = self._keys.get(header.table_id), self._let.get(token)
        if key is None or move is None or self._latest.get(header.table_id) != token:
            raise RelayRefused("no move let at the latest token of this table to be refused")
        expected = refusal_proof(key, token_digest(token), *move)
        if not isinstance(refusal, str) or not hmac.compare_digest(expected, refusal):
            raise RelayRefused("not the server's refusal of the move let at this token")
        del self._let[token]
        return True

    def _not_replaced(self, table_id):
        if table_id in self._replaced:
            raise RelayRefused(f"table {table_id} was re-opened as {self._replaced[table_id]}: "
                               "its tokens are worthless")

    def latest(self, table_id):
        """The latest token held for ``table_id``, or ``None``."""
        return self._latest.get(table_id)

    def accept(self, token):
        header = TokenHeader(token)
        self._not_replaced(header.table_id)
        held = self._latest.get(header.table_id)
        if held is None:
            if header.parent != NO_PARENT:
                raise RelayRefused(f"table {header.table_id} was never opened here: only an "
                                   "opening token starts a table")
        elif header.parent != token_digest(held) or header.actions <= TokenHeader(held).actions:
            raise RelayRefused(f"not a child of the latest token of table {header.table_id} "
                               f"(at {TokenHeader(held).actions} actions)")
        if held is not None:
            self._let.pop(held, None)  # a replaced token takes no move: forget its one
        self._latest[header.table_id] = token
        return token


class SealedSeat:
    """One player at a sealed table: its seat and its secret (or, at a trusted backend's
    table, its seat key), which never leave it but for the server.

    ``reveal``, ``view`` and ``act`` check that the answer is about the token sent
    (``token_digest``), and ``reveal`` and ``act`` that the next token is its child. It
    calls a ``Client``; ``AsyncSealedSeat`` the same with an ``AsyncClient``.
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
        return _checked_view(table, self.client.view_sealed_table(table, **self._credentials()))

    def reveal(self, table, relay_proof=None) -> m.SeatActionAnswer:
        """This seat's secret revealed at ``table`` (the relay's proof at a table with a
        relay); the last reveal deals at a table of one player (with a relay, the relay
        deals)."""
        return _child(table, self.client.reveal_at_sealed_table(table, self.seat, self.secret,
                                                                relay_proof))

    def act(self, table, action, relay_proof=None) -> m.SeatActionAnswer:
        """This seat's action at ``table``; the answer's ``table`` is the next token."""
        return _child(table, self.client.act_at_sealed_table(table, action, **self._credentials(),
                                                             relay_proof=relay_proof))


class AsyncSealedSeat(SealedSeat):
    """``SealedSeat`` with an ``AsyncClient``: the same methods, awaited."""

    async def view(self, table) -> m.SealedView:  # type: ignore[override]
        return _checked_view(table, await self.client.view_sealed_table(
            table, **self._credentials()))

    async def reveal(self, table, relay_proof=None) -> m.SeatActionAnswer:  # type: ignore[override]
        return _child(table, await self.client.reveal_at_sealed_table(
            table, self.seat, self.secret, relay_proof))

    async def act(self, table, action, relay_proof=None) -> m.SeatActionAnswer:  # type: ignore[override]
        return _child(table, await self.client.act_at_sealed_table(
            table, action, **self._credentials(), relay_proof=relay_proof))


def _checked_view(table, answer):
    if answer.token_digest != token_digest(table):
        raise RelayRefused("the view answers another token than the one sent")
    return answer.view


def _child(table, answer):
    if answer.token_digest != token_digest(table) or (
            TokenHeader(answer.table).parent != token_digest(table)):
        raise RelayRefused("the next token is not a child of the one acted on")
    return answer


def _table_seats(players, seats):
    return [{"commitment": seats[n].commitment} if n in seats else {"bot": player}
            for n, player in enumerate(players)]


def play_sealed_match(client, rules, players, *, dealer=None, relay=None):
    """A whole match at a sealed table, every player in this process (a stand-in for four
    devices and a relay): ``players`` holds, per seat, a bot callable (given that seat's
    ``SealedView``, it answers one of ``view.legal``) or a server bot level (``"club"``).
    Each player draws its secret; only commitments reach the relay, which opens the table;
    each player reveals, then plays, with the relay's proof. Answers the last view.
    """
    relay = relay or Relay()
    seats = {number: SealedSeat(client, number, new_secret())
             for number, player in enumerate(players) if callable(player)}
    token = relay.opened(client.open_sealed_table(rules, dealer=dealer,
                                                  seats=_table_seats(players, seats)))
    for seat in seats.values():
        answer = seat.reveal(token, relay.proof(token, seat.seat, "reveal"))
        token = relay.accept(answer.table)
    proof = relay.deal_proof(token)
    if proof is not None:  # a table with a relay: the relay deals
        token = relay.accept(client.deal_at_sealed_table(token, proof).table)
    view = next(iter(seats.values())).view(token)
    while not view.match.finished:
        acting = seats[view.to_act]
        action = players[acting.seat](acting.view(token))
        answer = acting.act(token, action, relay.proof(token, acting.seat, action))
        token = relay.accept(answer.table)
        view = answer.view  # the acting seat's view, the bots played to the next turn
    return view


async def play_sealed_match_async(client, rules, players, *, dealer=None, relay=None):
    """``play_sealed_match`` with an ``AsyncClient`` (the players' callables stay plain)."""
    relay = relay or Relay()
    seats = {number: AsyncSealedSeat(client, number, new_secret())
             for number, player in enumerate(players) if callable(player)}
    token = relay.opened(await client.open_sealed_table(rules, dealer=dealer,
                                                        seats=_table_seats(players, seats)))
    for seat in seats.values():
        answer = await seat.reveal(token, relay.proof(token, seat.seat, "reveal"))
        token = relay.accept(answer.table)
    proof = relay.deal_proof(token)
    if proof is not None:
        token = relay.accept((await client.deal_at_sealed_table(token, proof)).table)
    view = await next(iter(seats.values())).view(token)
    while not view.match.finished:
        acting = seats[view.to_act]
        action = players[acting.seat](await acting.view(token))
        answer = await acting.act(token, action, relay.proof(token, acting.seat, action))
        token = relay.accept(answer.table)
        view = answer.view
    return view
