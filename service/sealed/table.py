"""A sealed table moved on: opened, seen from one seat, acted at by the seat to act.

The token's state: ``rules``; ``seat_kid``, the key its seat keys derive from (the key it
was opened under: a table outlives a rotation while that key is still accepted); ``deal``,
the number of the deal in the match; ``seed``, that deal's secret seed; ``commitment``; the
whole deal ``state`` (every hand, the stock); ``entries``, the match's hand results so far;
``previous``, the last finished deal revealed.

A deal is dealt by ``engine.deal`` from a seed of 128 random bits, so it can be replayed
once the seed is revealed. Its commitment, published with the deal, is the SHA-256, in hex,
of ``atout-commit-v1:``, the seed, ``:``, and the dealt state (what ``/v1/deals`` answers as
``state`` for the rules, dealer and seed) as JSON with sorted keys and no spaces: whoever
holds the revealed seed can check that the cards were fixed before the first call.
"""

import hashlib
import json
import secrets

import engine
from service.sealed import tokens

ENDING_EVENTS = ("hand_scored", "thrown_in")


def commitment(dealt, seed):
    """The commitment to a dealt state and its seed (module docstring).

    >>> dealt = engine.deal({"rules": "classic", "dealer": 0, "seed": "s"})
    >>> commitment(dealt, "s")[:16]
    'eb05f50f4cfc750f'
    """
    canonical = json.dumps(dealt, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"atout-commit-v1:{seed}:{canonical}".encode()).hexdigest()


def _new_deal(table, dealer, totals=None):
    seed = secrets.token_hex(16)
    asked = {"rules": table["rules"], "dealer": dealer, "seed": seed}
    if totals and any(totals) and _gated(table["rules"]):
        asked["match_totals"] = totals
    dealt = engine.deal(asked)
    table.update(seed=seed, state=dealt, commitment=commitment(dealt, seed))


def _gated(rules):
    """Whether the rules read the match so far in a deal (Baloot's Sun double gate: the
    doubling chain, a field no override changes)."""
    preset = rules if isinstance(rules, str) else rules.get("preset")
    return (engine.ruleset(preset) or {}).get("doubling") == "baloot_chain"


def open_table(keyring, rules, dealer=None):
    """A new table: its token, the four seat keys and the first deal's commitment. Engine
    errors (bad rules) point at ``/rules`` as in ``/v1/deals``."""
    table_id = secrets.token_urlsafe(12)
    if dealer is None:  # cut here: every deal is then dealt, and replayed, with its dealer
        dealer = secrets.randbelow(4)
    table = {"rules": rules, "seat_kid": keyring.current_kid, "deal": 0, "entries": [],
             "previous": None}
    _new_deal(table, dealer)
    token = tokens.seal(keyring, table_id, 0, table)
    return {"table": token, "table_id": table_id,
            "seat_keys": [keyring.seat_key(table["seat_kid"], table_id, s) for s in range(4)],
            "commitment": table["commitment"], "dealer": table["state"]["dealer"]}


def read(keyring, token, seat_key):
    """``(table id, actions, table state, seat)`` of a token and a seat key; a
    ``TokenError`` for a token that cannot be read or a key of no seat of the table."""
    _, table_id, actions, table = tokens.unseal(keyring, token)
    if table["seat_kid"] not in keyring.secrets:
        raise tokens.TokenError("table_key_unknown", kid=table["seat_kid"])
    seat = keyring.seat_of(table["seat_kid"], table_id, seat_key)
    if seat is None:
        raise tokens.TokenError("seat_key_invalid")
    return table_id, actions, table, seat


def view(table_id, actions, table, seat):
    """What ``seat`` may see: its own hand, everything public, and its legal actions when
    it is to act (else ``legal`` is null). ``state`` is a deal state with the other hands
    null and no stock: the partial view ``/v1/hints`` takes."""
    state = table["state"]
    moves = engine.legal_moves(state)
    seen = {key: value for key, value in state.items() if key != "stock"}
    seen["hands"] = [hand if s == seat else None for s, hand in enumerate(state["hands"])]
    match = engine.score_match({"rules": table["rules"], "hands": table["entries"]})
    return {"table_id": table_id, "actions": actions, "seat": seat,
            "deal_number": table["deal"], "commitment": table["commitment"], "state": seen,
            "phase": moves["phase"], "to_act": moves["to_act"],
            "legal": moves["legal"] if moves["to_act"] == seat else None,
            "match": {"hands": table["entries"], **match}, "previous": table["previous"]}


def act(keyring, token, seat_key, action):
    """The next token, the public events and the acting seat's new view. At the end of a
    deal, the deal is revealed (``previous``) and, unless the match is over, the next one
    dealt."""
    table_id, actions, table, seat = read(keyring, token, seat_key)
    try:
        answer = engine.play({"state": table["state"], "action": action, "seat": seat})
    except engine.EngineError as error:
        if error.pointer != "/seat":
            raise
        # the seat is the seat key's: the turn is refused at the key
        raise type(error)(error.message, "/seat_key", error.code, error.params) from None
    table["state"] = answer["state"]
    ended = [e for e in answer["events"] if e["type"] in ENDING_EVENTS]
    if ended:
        _end_deal(table, ended[0]["match_entry"])
    new_token = tokens.seal(keyring, table_id, actions + 1, table)
    return {"token_digest": tokens.digest(token), "table": new_token,
            "events": answer["events"], "view": view(table_id, actions + 1, table, seat)}


def _end_deal(table, entry):
    state, seed = table["state"], table["seed"]
    asked = {"rules": table["rules"], "dealer": state["dealer"], "seed": seed,
             "match_totals": state.get("match_totals")}
    dealt = engine.deal(asked)
    record = {**dealt, "auction": state["auction"], "tricks": state["tricks"], "seed": seed}
    table["previous"] = {"deal_number": table["deal"], "record": record,
                         "commitment": table["commitment"], "match_entry": entry}
    table["entries"].append(entry)
    match = engine.score_match({"rules": table["rules"], "hands": table["entries"]})
    if not match["finished"]:
        table["deal"] += 1
        _new_deal(table, match["next_dealer"], match["totals"])
