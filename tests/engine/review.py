"""Builders shared by the rules review (tests/engine/test_review_*.py): each asks the
public API (engine.api) one question, as a client would; and the deals several sections
play."""


import pytest

from engine import api
from engine.errors import IllegalAction, ImpossibleState, MalformedInput

AUCTION_FAMILIES = ("coinche", "contree")


def contract(rules, taker, kind, bid=None, multiplier=None):
    family = rules if isinstance(rules, str) else rules["preset"]
    c = {"taker": taker, "kind": kind}
    if family in AUCTION_FAMILIES:
        c["bid"] = 80 if bid is None else bid
    if multiplier is not None:
        c["multiplier"] = multiplier
    return c


def cards(text):
    return text.split()


def tricks(text):
    return [t.split() for t in text.split("|")] if text else []


def legal_cards(rules, kind, played, seat, hand, dealer=3, taker=0):
    """What `seat` (holding `hand` now) may play after the tricks `played`."""
    hands = [None] * 4
    hands[seat] = cards(hand)
    state = {"rules": rules, "dealer": dealer, "contract": contract(rules, taker, kind),
             "hands": hands, "tricks": tricks(played)}
    answer = api.legal_moves(state)
    assert answer["phase"] == "play"
    assert answer["to_act"] == seat
    return answer["legal"]


def as_set(items):
    return {str(sorted(i.items())) if isinstance(i, dict) else i for i in items}


def calls(*items):
    return as_set(items)


def bidding(rules, auction, dealer=3, turn_up=None):
    state = {"rules": rules, "dealer": dealer, "auction": list(auction)}
    if turn_up:
        state["turn_up"] = turn_up
    return api.legal_moves(state)


def score(rules, deal, taker=0, kind="H", dealer=3, **extra):
    c = contract(rules, taker, kind, **extra)
    return api.score_hand({"rules": rules, "dealer": dealer, "contract": c,
                           "tricks": tricks(deal)})


def summary(rules, c, won, pts, last, decl=(0, 0), belote=(0, 0)):
    return api.score_hand({"rules": rules, "contract": c, "tricks_won": list(won),
                           "card_points": list(pts), "last_trick": last,
                           "declarations": list(decl), "belote": list(belote)})


def declare(rules, hands, kind="H", dealer=3, taker=0):
    return api.declarations({"rules": rules, "contract": contract(rules, taker, kind),
                             "dealer": dealer, "hands": [cards(h) for h in hands]})


def error_of(fn, doc):
    with pytest.raises((MalformedInput, ImpossibleState, IllegalAction)) as info:
        fn(doc)
    return info.value


ALL_PRESETS = ("classic", "club-501", "litige", "coinche", "contree", "bulgarian")
FORCED = ("classic", "club-501", "litige")
FREE = ("coinche", "contree", "bulgarian")


# Deals and hands more than one section's tests play.

# deal(classic, dealer 0, seed 7) gives, before the auction:
#   seat 0 7S 9H AH 9C TC | seat 1 8H 8D QD AD 7C | seat 2 QS AS TH TD KD
#   seat 3 9S TS JS JC AC | turn-up 9D | stock 7H KC JH JD KH 8S 8C QC KS QH 7D
SEED7_FIVE = [cards("7S 9H AH 9C TC"), cards("8H 8D QD AD 7C"), cards("QS AS TH TD KD"),
              cards("9S TS JS JC AC")]


def _sorted_hands(state):
    return [sorted(h) for h in state["hands"]]


def B(kind):
    return {"bid": kind}


D_TIED_TIERCES_0_3 = ["AS KS QS JC 7D KC TH KH", "9H 8D JD JH 8S QH 8C 9C",
                      "TC 9S AC 8H TS 7S 7H TD", "AD KD QD 7C AH 9D JS QC"]


# DEAL_C: 81-81 under hearts, no declarations, no belote.
#   team 0 wins J987 H (34), A T 8 7 S (21), A T 8 7 D (21), 9 7 Q J C (5, QC of seat 2) = 81
#   team 1 (seat 3) wins Q A K T H (28), K Q J 9 S (9), K Q J 9 D (9), A T K 8 C (25) + 10 = 81
DEAL_C = ("JH 9H 8H 7H|AS 7S TS 8S|AD 7D TD 8D|9C 7C QC JC|"
          "QH AH KH TH|KS QS JS 9S|KD QD JD 9D|AC TC KC 8C")


# DEAL_D: as DEAL_C but the club trick 9 Q 7 J goes to seat 1 (QC): team 0 76, team 1 86.
DEAL_D = ("JH 9H 8H 7H|AS 7S TS 8S|AD 7D TD 8D|9C QC 7C JC|"
          "QH KH AH TH|KS QS JS 9S|KD QD JD 9D|AC TC KC 8C")
