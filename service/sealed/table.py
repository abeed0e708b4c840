"""A sealed table moved on: opened, its seats' contributions revealed, seen from one seat,
acted at by the seat to act, its bot seats played by the server.

The token's state: ``rules``; ``seats``, the four seats (``{"commitment"}`` or
``{"bot"}``), or null for a table of a trusted backend holding the four seat keys;
``seat_kid``, the key those seat keys derive from (the key the table was opened under: a
table outlives a rotation while that key is still accepted); ``contributions``, while the
seats reveal, each seat's (``seats.contribution``; a bot's derived from the server's key
and the table id at opening, ``Keyring.bot_contribution``) or null until revealed; ``relay_key``, at a table of two players or more, the key of the
relay's proofs (drawn at opening, answered to the opener alone); ``dealer``, the first
dealer asked (a trusted backend's or a single player's table only); ``secret``, the deal
key every deal's seed is derived from, null until every seat revealed; ``deal``, the number
of the deal in the match; ``commitment``; the whole deal ``state`` (every hand, the stock),
null until dealt; ``entries``, the match's hand results so far; ``previous``, the last
finished deal revealed; ``ended_by``, null or ``"deal_limit"``.

No deal is dealt until every seat's contribution is in, and then every deal is fixed. At a
table with a relay no reveal deals: the relay does (``deal``), so the last revealer is
answered as every other (no card, no event) and no seat sees a card before the relay holds
the dealt token. The deal key is ``seats.deal_key`` of the table id and the four
contributions (a trusted backend's table draws it), the first dealer its first byte modulo
4 unless asked, and deal *n* is dealt by ``engine.new_deal`` from the seed ``deal_seed(key, n)``, so any number of
forks of any action give the same next deal, and it can be replayed once the seed is
revealed. Its commitment, published with the deal, is the
SHA-256, in hex, of ``atout-commit-v1:``, the seed, ``:``, and the dealt state (what
``/v1/deals`` answers as ``state`` for the rules, dealer and seed) as JSON with sorted keys
and no spaces: whoever holds the revealed seed can check that the cards were fixed before
the first call.
"""

import hashlib
import hmac
import json
import secrets
import time
from collections.abc import Callable
from typing import Any, Literal

import engine
from service.sealed import bots, seats as seat_secrets, tokens
from service.sealed.keys import Keyring

State = dict[str, Any]  # a JSON document: the table, a deal state, an answer
Work = Callable[[Any], Any]  # the bots' work, given the stop it looks at
Offload = Callable[[Work], Any]

ENDING_EVENTS = ("hand_scored", "thrown_in")
# A table deals at most this many deals, thrown-in ones included: when the last one ends
# with the match still open, the match ends there, won by the leader (nobody when level).
DEAL_LIMIT = 200
# At most this many bot actions follow one action. Between two turns of a player there are
# at most six (three bots finishing a deal, three starting the next), and past the clock a
# bot's turn costs nothing: the bound is never reached, which matters, for a table left
# with a bot to act would wait for it forever.
MAX_BOT_ACTIONS = 64


def _direct(work: Work) -> Any:
    """Runs the bots' work where the caller is (no pool, no stop but the bots' clock)."""
    return work(None)


def _mac(secret: str, text: str) -> bytes:
    return hmac.new(bytes.fromhex(secret), text.encode(), hashlib.sha256).digest()


def deal_seed(secret: str, number: int) -> str:
    """The seed of deal ``number`` of the table whose secret is ``secret``.

    >>> deal_seed("00" * 32, 0) == deal_seed("00" * 32, 0) != deal_seed("00" * 32, 1)
    True
    """
    return _mac(secret, f"deal:{number}").hex()[:32]


def commitment(dealt: State, seed: str) -> str:
    """The commitment to a dealt state and its seed (module docstring).

    >>> dealt = engine.new_deal({"rules": "classic", "dealer": 0, "seed": "s"})
    >>> commitment(dealt, "s")[:16]
    'eb05f50f4cfc750f'
    """
    canonical = json.dumps(dealt, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"atout-commit-v1:{seed}:{canonical}".encode()).hexdigest()


def _new_deal(table: State, dealer: int, totals: list[int] | None = None) -> None:
    seed = deal_seed(table["secret"], table["deal"])
    asked = {"rules": table["rules"], "dealer": dealer, "seed": seed}
    if totals and any(totals) and _gated(table["rules"]):
        asked["match_totals"] = totals  # the match so far: Baloot's Sun double gate
    dealt = engine.new_deal(asked)
    table.update(state=dealt, commitment=commitment(dealt, seed))


def _gated(rules: Any) -> bool:
    """Whether the rules read the match so far in a deal (Baloot's Sun double gate: the
    doubling chain, a field no override changes)."""
    preset = rules if isinstance(rules, str) else rules.get("preset")
    return (engine.ruleset(preset) or {}).get("doubling") == "baloot_chain"


def match(table: State) -> State:
    """The match so far: ``/v1/matches/score``'s answer, ended at the deal limit when the
    table reached it (``ended_by``)."""
    scored = engine.score_match({"rules": table["rules"], "hands": table["entries"]})
    if table["ended_by"] and not scored["finished"]:
        totals = scored["totals"]
        winner = None if totals[0] == totals[1] else int(totals[1] > totals[0])
        scored = {**scored, "finished": True, "winner": winner, "ended_by": table["ended_by"]}
    return scored


def _first_deal(table: State) -> None:
    """Deals the first deal from the deal key: the dealer asked, or drawn from the key."""
    dealer = table["dealer"]
    if dealer is None:
        dealer = _mac(table["secret"], "dealer")[0] % 4
    _new_deal(table, dealer)


def open_table(keyring: Keyring, rules: Any, dealer: int | None = None,
               seats: list[dict[str, str]] | None = None, offload: Offload = _direct) -> State:
    """A new table: its token and either the four seat keys (``seats`` None: a trusted
    backend's table, dealt at once, with its first deal's commitment) or the seats as given,
    with the relay key at a table of two players or more; such a table is dealt once every
    seat revealed (``reveal``). Engine errors (bad rules) point at ``/rules`` as in
    ``/v1/deals``. Only a table where nobody could be wronged by it (a trusted backend's,
    a single player's) takes a chosen first dealer."""
    table = {"rules": rules, "seats": seats, "seat_kid": None, "contributions": None,
             "relay_key": None, "dealer": dealer, "secret": None, "deal": 0, "entries": [],
             "previous": None, "ended_by": None, "state": None, "commitment": None}
    if seats is None:
        table_id = secrets.token_urlsafe(12)
        table.update(seat_kid=keyring.current_kid, secret=secrets.token_hex(32))
        _first_deal(table)
    else:
        players = seat_secrets.players(seats)
        if dealer is not None and len(players) > 1:
            raise tokens.TokenError("dealer_not_allowed", players=len(players))
        engine.new_deal({"rules": rules, "dealer": 0, "seed": 0})  # bad rules refused now
        table_id = seat_secrets.table_id(rules, seats)
        table["contributions"] = [None if s in players else keyring.bot_contribution(table_id, s)
                                  for s in range(4)]
        if len(players) > 1:
            table["relay_key"] = secrets.token_urlsafe(32)
    token = tokens.seal(keyring, table_id, 0, table, tokens.ROOT)
    answer = {"table": token, "table_id": table_id, "commitment": table["commitment"],
              "dealer": table["state"]["dealer"] if table["state"] else dealer,
              "events": [], "to_act": _to_act(table)}
    if seats is None:
        answer["seat_keys"] = [keyring.seat_key(table["seat_kid"], table_id, s) for s in range(4)]
    else:
        answer["seats"] = seats
        if table["relay_key"] is not None:
            answer["relay_key"] = table["relay_key"]
    return answer


def _to_act(table: State) -> int | None:
    if table["state"] is None or match(table)["finished"]:
        return None
    seat: int | None = engine.legal_moves(table["state"])["to_act"]
    return seat


def read(keyring: Keyring, token: str, credentials: State) -> tuple[str, int, State, int]:
    """``(table id, actions, table state, seat)`` of a token and a seat's credentials
    (``{"seat_key"}`` at a trusted backend's table, ``{"seat", "secret"}`` at one whose seats
    brought their own); a ``TokenError`` for a token that cannot be read or credentials of
    no seat of the table."""
    _, table_id, actions, _, table = tokens.unseal(keyring, token)
    if table["seats"] is None:
        if table["seat_kid"] not in keyring.secrets:
            raise tokens.TokenError("table_key_unknown", kid=table["seat_kid"])
        seat = keyring.seat_of(table["seat_kid"], table_id, credentials.get("seat_key"))
        if seat is None:
            raise tokens.TokenError("seat_key_invalid")
        return table_id, actions, table, seat
    seat = credentials.get("seat")
    if seat is None:  # a seat key, at a table whose seats have secrets: no seat's key
        raise tokens.TokenError("seat_key_invalid")
    level = seat_secrets.bot_level(table["seats"], seat)
    if level is not None:
        raise tokens.TokenError("seat_is_bot", seat=seat, level=level)
    if not seat_secrets.proves(table["seats"], seat, credentials.get("secret")):
        raise tokens.TokenError("seat_secret_invalid", seat=seat)
    return table_id, actions, table, seat


RELAY = "relay"  # who the relay's proof of the first deal names, in place of a seat


def relayed(table: State, token: str, seat: int | str, what: str, credentials: State) -> None:
    """At a table with a relay, the relay's proof for this seat doing ``what`` at this
    token, or a ``TokenError``: a seat alone cannot move the table, so it cannot try a move
    in private, and the relay alone cannot move it for a seat (it has no seat's secret)."""
    if table["relay_key"] is None:
        return
    expected = seat_secrets.relay_proof(table["relay_key"], tokens.digest(token), seat, what)
    proof = credentials.get("relay_proof")
    if not isinstance(proof, str) or not hmac.compare_digest(expected.encode(),
                                                             proof.encode("utf-8", "replace")):
        raise tokens.TokenError("relay_proof_invalid", seat=seat)


class _Refusing:
    """Around a move the relay let (its proof checked): a refusal of the move itself (a
    ``TokenError`` or an engine error) carries the server's ``refusal_proof``, so the relay
    may let another move at the token."""

    def __init__(self, table: State, token: str, seat: int | str, what: str) -> None:
        self.table, self.token, self.seat, self.what = table, token, seat, what

    def __enter__(self) -> "_Refusing":
        return self

    def __exit__(self, kind: object, error: BaseException | None,
                 trace: object) -> Literal[False]:
        if isinstance(error, (tokens.TokenError, engine.EngineError)) and \
                self.table["relay_key"] is not None:
            setattr(error, "relay_refusal", seat_secrets.refusal_proof(  # noqa: B010
                self.table["relay_key"], tokens.digest(self.token), self.seat, self.what))
        return False


def _revealed(table: State) -> list[bool]:
    contributions = table["contributions"]
    return [True] * 4 if contributions is None else [c is not None for c in contributions]


def view(table_id: str, actions: int, table: State, seat: int) -> State:
    """What ``seat`` may see: its own hand, everything public, and its legal actions when
    it is to act (else ``legal`` is null). ``state`` is a deal state with the other hands
    null and no stock: the partial view ``/v1/hints`` takes; null, with ``phase``
    ``reveal``, until every seat revealed."""
    dealt = table["state"]
    moves = engine.legal_moves(dealt) if dealt else {"phase": "reveal", "legal": None}
    to_act = _to_act(table)
    return {"table_id": table_id, "actions": actions, "seat": seat,
            "deal_number": table["deal"], "commitment": table["commitment"],
            "state": bots.seat_view(dealt, seat) if dealt else None, "phase": moves["phase"],
            "to_act": to_act, "legal": moves["legal"] if to_act == seat else None,
            "revealed": _revealed(table),
            "match": {"hands": table["entries"], **match(table)}, "previous": table["previous"],
            "seats": table["seats"], "deal_limit": DEAL_LIMIT}


def _moved_on(keyring: Keyring, token: str, table_id: str, actions: int, table: State,
              seat: int, events: list[State]) -> State:
    new_token = tokens.seal(keyring, table_id, actions, table, tokens.digest(token))
    return {"token_digest": tokens.digest(token), "table": new_token,
            "events": events, "view": view(table_id, actions, table, seat)}


def reveal(keyring: Keyring, token: str, credentials: State, offload: Offload = _direct) -> State:
    """The seat's contribution revealed (its secret proves it), with the relay's proof at a
    table with a relay. The last one in deals the first deal, and the bots play to the
    first player's turn. Answers as ``act``."""
    table_id, actions, table, seat = read(keyring, token, credentials)
    relayed(table, token, seat, "reveal", credentials)
    if table["contributions"] is None or table["contributions"][seat] is not None:
        with _Refusing(table, token, seat, "reveal"):
            raise tokens.TokenError("seat_revealed", seat=seat)
    table["contributions"][seat] = seat_secrets.contribution(credentials["secret"])
    events: list[State] = []
    if all(_revealed(table)):
        table["secret"] = seat_secrets.deal_key(table_id, table["contributions"])
        table["contributions"] = None
        if table["relay_key"] is None:  # no relay: the last reveal deals
            _first_deal(table)
            actions = _play_bots(table, actions + 1, events, offload)
            return _moved_on(keyring, token, table_id, actions, table, seat, events)
    return _moved_on(keyring, token, table_id, actions + 1, table, seat, events)


def deal(keyring: Keyring, token: str, credentials: State, offload: Offload = _direct) -> State:
    """The first deal of a table with a relay, dealt once every seat revealed, on the
    relay's proof alone (``seats.relay_proof`` of the token, ``relay`` and ``deal``): the
    last reveal's answer shows its seat nothing of the deal, so no seat sees a card before
    the relay holds the dealt token. The bots then play to the first player's turn. The
    next token and the public events; no seat's view, the relay being no seat."""
    _, table_id, actions, _, table = tokens.unseal(keyring, token)
    if table["relay_key"] is None:  # no relay: the last reveal dealt, or will
        raise tokens.TokenError("relay_proof_invalid", seat=RELAY)
    relayed(table, token, RELAY, "deal", credentials)
    if table["state"] is not None:
        raise tokens.TokenError("table_dealt")
    if table["secret"] is None:
        raise tokens.TokenError("reveals_pending",
                                seats=[s for s, done in enumerate(_revealed(table)) if not done])
    events: list[State] = []
    _first_deal(table)
    actions = _play_bots(table, actions + 1, events, offload)
    new_token = tokens.seal(keyring, table_id, actions, table, tokens.digest(token))
    return {"token_digest": tokens.digest(token), "table": new_token, "events": events,
            "commitment": table["commitment"], "to_act": _to_act(table)}


def act(keyring: Keyring, token: str, credentials: State, action: Any,
        offload: Offload = _direct) -> State:
    """The next token, the public events (the seat's action's, then every bot action that
    follows until a player is to act) and the acting seat's new view. At the end of a deal,
    the deal is revealed (``previous``) and, unless the match is over, the next one
    dealt."""
    table_id, actions, table, seat = read(keyring, token, credentials)
    what = seat_secrets.action_text(action)
    relayed(table, token, seat, what, credentials)
    with _Refusing(table, token, seat, what):
        answer = _played(table, seat, action)
    events = list(answer["events"])
    _moved(table, answer)
    actions = _play_bots(table, actions + 1, events, offload)
    return _moved_on(keyring, token, table_id, actions, table, seat, events)


def _played(table: State, seat: int, action: Any) -> State:
    """The engine's answer to ``seat``'s ``action``, or the refusal of it."""
    if table["state"] is None:
        raise tokens.TokenError("reveals_pending",
                                seats=[s for s, done in enumerate(_revealed(table)) if not done])
    if match(table)["finished"]:
        raise tokens.TokenError("table_finished", deals=len(table["entries"]))
    try:
        answer = engine.play({"state": table["state"], "action": action, "seat": seat})
    except engine.EngineError as error:
        if error.pointer != "/seat":
            raise
        # the seat is the credentials': the turn is refused there
        pointer = "/seat_key" if table["seats"] is None else "/seat"
        raise type(error)(error.message, pointer, error.code, error.params) from None
    return answer


def _moved(table: State, answer: State) -> None:
    table["state"] = answer["state"]
    ended = [e for e in answer["events"] if e["type"] in ENDING_EVENTS]
    if ended:
        _end_deal(table, ended[0]["match_entry"])


def _bots_to_act(table: State) -> bool:
    if table["seats"] is None or table["state"] is None or match(table)["finished"]:
        return False
    return seat_secrets.bot_level(table["seats"],
                                  engine.legal_moves(table["state"])["to_act"]) is not None


def _play_bots(table: State, actions: int, events: list[State], offload: Offload = _direct) -> int:
    """Plays the bot seats to act, one after another, until a player is to act or the
    match is over; their events go to ``events``. The number of actions then.
    ``offload(work)`` runs ``work(stop)`` where the searches may run (the view's: off the
    event loop, in the hints' pool), ``stop`` None or an object with ``is_set()``."""
    if not _bots_to_act(table):
        return actions
    played: int = offload(lambda stop: _bots_play(table, actions, events, stop))
    return played


def _bots_play(table: State, actions: int, events: list[State], stop: Any) -> int:
    end = time.monotonic() + bots.ACT_SECONDS
    for _ in range(MAX_BOT_ACTIONS):
        if table["seats"] is None or match(table)["finished"]:
            break
        moves = engine.legal_moves(table["state"])
        level = seat_secrets.bot_level(table["seats"], moves["to_act"])
        if level is None:
            break
        seat, started = moves["to_act"], time.monotonic()
        action, hurried = bots.choose(bots.seat_view(table["state"], seat), seat, level,
                                      table["secret"], actions, moves["legal"], moves["phase"],
                                      end - started, stop)
        bots.pace(started, level, moves["phase"], end)
        answer = engine.play({"state": table["state"], "action": action, "seat": seat})
        tagged = [{**answer["events"][0], "bot": level, **({"hurried": True} if hurried else {})},
                  *answer["events"][1:]]
        events.extend(tagged)
        _moved(table, answer)
        actions += 1
    return actions


def _end_deal(table: State, entry: State) -> None:
    state, seed = table["state"], deal_seed(table["secret"], table["deal"])
    dealt = engine.new_deal({"rules": table["rules"], "dealer": state["dealer"], "seed": seed,
                         "match_totals": state.get("match_totals")})
    record = {**dealt, "auction": state["auction"], "tricks": state["tricks"], "seed": seed}
    table["previous"] = {"deal_number": table["deal"], "record": record,
                         "commitment": table["commitment"], "match_entry": entry}
    table["entries"].append(entry)
    scored = engine.score_match({"rules": table["rules"], "hands": table["entries"]})
    if scored["finished"]:
        return
    if table["deal"] + 1 >= DEAL_LIMIT:
        table["ended_by"] = "deal_limit"
        return
    table["deal"] += 1
    _new_deal(table, scored["next_dealer"], scored["totals"])
