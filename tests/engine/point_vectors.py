"""Builders shared by the hand-computed vectors of Pilotta and Bazaar Blot
(tests/engine/test_pilotta_vectors.py, test_bazar_vectors.py): each asks the JSON API one
question, as a client would."""

import json

import pytest

import engine
from engine.errors import IllegalAction, ImpossibleState

SUITS = ("S", "H", "D", "C")


def contract(kind="H", bid=80, multiplier=1, taker=0):
    return {"taker": taker, "kind": kind, "bid": bid, "multiplier": multiplier}


def summary(rules, c, won, pts, last, decl=(0, 0), belote=(0, 0)):
    return engine.score_hand({"rules": rules, "contract": c, "tricks_won": list(won),
                              "card_points": list(pts), "last_trick": last,
                              "declarations": list(decl), "belote": list(belote)})


def check_score(answer, outcome, capot, totals, score, raw=None):
    """The answer of §13.8 step 7: `raw` is optional in the answer, checked when given."""
    assert answer["outcome"] == outcome
    assert answer["capot"] == capot
    assert answer["totals"] == list(totals)
    assert answer["score"] == list(score)
    assert answer["held_over"] == 0
    if raw is not None and "raw" in answer:
        assert answer["raw"] == list(raw)


def legal(rules, trick, seat, hand, kind="H", dealer=0):
    """The cards `seat` (holding `hand`, 8 cards, at the first trick) may play after the
    cards `trick`; dealer 0 makes seat 1 the leader, as the tables of §13.10 / §14.10 say."""
    hands = [None] * 4
    hands[seat] = hand.split()
    answer = engine.legal_moves({"rules": rules, "dealer": dealer,
                                 "contract": contract(kind), "hands": hands,
                                 "tricks": [trick.split()] if trick else []})
    assert (answer["phase"], answer["to_act"]) == ("play", seat)
    return set(answer["legal"])


def declare(rules, hands, kind="H", dealer=3):
    return engine.declarations({"rules": rules, "contract": contract(kind), "dealer": dealer,
                                "hands": [h.split() for h in hands]})


def calls_set(items):
    return {json.dumps(i, sort_keys=True) for i in items}


def bidding(rules, calls, dealer=3):
    return engine.legal_moves({"rules": rules, "dealer": dealer, "auction": list(calls)})


def bids(low, ceiling, kinds):
    return [{"bid": v, "kind": k} for v in range(low, ceiling + 10, 10) for k in kinds]


def capots(kinds):
    return [{"bid": "capot", "kind": k} for k in kinds]


def last_call(rules, calls, dealer=3):
    """`/v1/play` with the last of `calls` as the action: the answer after it."""
    return engine.play({"state": {"rules": rules, "dealer": dealer, "auction": list(calls[:-1])},
                        "action": calls[-1]})


def the_contract(answer):
    c = answer["state"]["contract"]
    return (c["taker"], c["kind"], c.get("bid"), c.get("multiplier", 1))


def refused(fn, doc):
    """A client error of status 422 (ImpossibleState or IllegalAction), not a 400."""
    with pytest.raises((ImpossibleState, IllegalAction)) as info:
        fn(doc)
    return info.value


def match(rules, scores):
    """`/v1/matches/score` of made hands with these scores, dealers in turn from 0."""
    hands = [{"dealer": i % 4, "taker": 0, "outcome": "made", "score": list(s)}
             for i, s in enumerate(scores)]
    return engine.score_match({"rules": rules, "hands": hands})
