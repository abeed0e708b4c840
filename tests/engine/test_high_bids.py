"""The value of high bids in the point auctions (issue: bots that bid like players).

A bid answered by the other seats' calls is valued by the contract the auction reaches.
The other seats call by the rule of thumb (``engine.search.hand_calls``); it used to name
the cheapest bid left in any suit with the jack and two more, whatever its level, so over
a 160 the others bid a capot and went down in the seat's place: a hopeless 160 was worth
more than a pass. The rule now bids no higher than its hand supports, never a capot and
never over its partner.
"""

import pytest

from engine import hints
from engine.rules.bidding import Auction
from engine.rules.cards import mask_of, parse_card
from engine.rules.ruleset import PRESETS
from engine.search.hand_calls import bid_limit, hand_call

WEAK = "JS 9S 7H 8H 7D 8D 7C 8C"        # the demo table's 160♠
KINGS_QUEENS = "KS QS KH QH KD QD KC QC"  # no ace: 200 of carrés in a suit, nothing in NT
STRONG = "JS 9S AS TS KS AH AD AC"


def opening(rules, cards, seed=0):
    """Seat 1's hint, dealer 0, nothing called yet, the other hands hidden."""
    state = {"rules": rules, "dealer": 0, "auction": [],
             "hands": [None, cards.split(), None, None]}
    return hints({"state": state, "samples": 20, "budget_ms": 1000, "seed": seed})


def bids(answer):
    return [(a["action"], a["value"]) for a in answer["actions"] if isinstance(a["action"], dict)]


def pass_value(answer):
    return next(a["value"] for a in answer["actions"] if a["action"] == "pass")


@pytest.mark.parametrize("rules", ["coinche", "pilotta"])
def test_a_weak_hand_passes_or_bids_80(rules):
    answer = opening(rules, WEAK)
    top = answer["actions"][0]["action"]
    assert top == "pass" or top["bid"] == 80, top


@pytest.mark.parametrize("rules", ["coinche", "pilotta", "contree"])
def test_a_failed_high_bid_is_worth_less_than_a_pass(rules):
    answer = opening(rules, WEAK)
    high = [value for call, value in bids(answer) if call["bid"] == "capot" or call["bid"] >= 120]
    assert high and max(high) < pass_value(answer)


def test_no_trumps_without_an_ace_is_worth_less_than_a_pass():
    # in NT the carrés count for nothing (§6.1) and kings and queens take little
    answer = opening("coinche", KINGS_QUEENS)
    no_trumps = [value for call, value in bids(answer) if call["kind"] == "NT"]
    assert no_trumps and max(no_trumps) < pass_value(answer)
    assert answer["actions"][0]["action"]["kind"] != "NT"


@pytest.mark.parametrize("rules", ["coinche", "pilotta"])
def test_a_strong_spade_hand_still_opens_high_in_spades(rules):
    # five trumps from the jack and three aces: 120 and more make, a capot often
    top = opening(rules, STRONG)["actions"][0]["action"]
    assert top["kind"] == "S" and (top["bid"] == "capot" or top["bid"] >= 120), top


def hand(cards):
    return mask_of(map(parse_card, cards.split()))


def test_the_rule_bids_no_higher_than_its_hand_supports():
    rules = PRESETS["coinche"]
    auction = Auction(rules, dealer=0)
    for call in ("pass", ("bid", 150, "H")):  # seat 1 passes, seat 2 bids 150 hearts
        auction.call(call if isinstance(call, tuple) else (call,))
    # seat 3: the jack, the nine and one more spade, no ace: 90 at most, so no 160, no capot
    assert bid_limit(hand("JS 9S 7S 8H 7D 8D 7C 8C"), 0) == 90
    assert hand_call(auction, hand("JS 9S 7S 8H 7D 8D 7C 8C"), None) == ("pass",)


def test_the_rule_never_outbids_its_partner():
    auction = Auction(PRESETS["coinche"], dealer=0)
    auction.call(("bid", 80, "H"))  # seat 1
    auction.call(("pass",))         # seat 2
    # seat 3, seat 1's partner, holds a strong spade hand: it lets its partner's bid stand
    assert hand_call(auction, hand("JS 9S AS TS KS AH AD AC"), None) == ("pass",)
    auction.call(("pass",))
    # seat 0, an opponent, overcalls at the cheapest level it supports
    assert hand_call(auction, hand("JS 9S AS TS KS AH AD AC"), None) == ("bid", 90, "S")


# -- the calibrated model (engine.search.call_model, bench/calibrate_calls.py) -----------

@pytest.mark.parametrize("rules", ["coinche", "contree", "pilotta", "bazar-blot"])
def test_each_point_auction_has_a_model(rules):
    from engine.search.call_model import FEATURES, model_of
    model = model_of(PRESETS[rules])
    assert model is not None and len(model["weights"]) == len(FEATURES)
    assert model["margin"] < 0  # a bid made in 75 % of deals lies below the mean


@pytest.mark.parametrize("rules", ["coinche", "contree", "pilotta", "bazar-blot"])
def test_the_model_supports_no_bid_on_a_weak_hand_and_a_high_one_on_a_strong_hand(rules):
    from engine.search.call_model import supported_bid
    assert supported_bid(hand(WEAK), 0, PRESETS[rules]) < 80
    assert supported_bid(hand(STRONG), 0, PRESETS[rules]) >= 120


def test_a_bid_far_above_the_model_ranks_after_the_pass():
    answer = opening("coinche", WEAK)
    ranked = [a["action"] for a in answer["actions"]]
    after_pass = ranked[ranked.index("pass") + 1:]
    spades = [c for c in ranked if isinstance(c, dict) and c["kind"] == "S"
              and (c["bid"] == "capot" or c["bid"] >= 120)]
    assert spades and all(c in after_pass for c in spades)


def test_no_model_outside_the_point_auctions():
    from engine.search.call_model import supported_bid
    assert supported_bid(hand(STRONG), 0, PRESETS["classic"]) == 0
