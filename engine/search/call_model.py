"""What a hand is worth as takers in a suit, calibrated from the bots' own play.

For the point auctions (coinche, contree, pilotta, Bazaar Blot) the points a taker's team
makes in a trump suit — its ``total``: card points, declarations and belote, as the
scoring compares them with the bid — are predicted from the taker's hand alone by a
small linear model (``FEATURES``), fitted by ``bench/calibrate_calls.py`` to deals played
out by the hints bot at every seat (its own card play, not perfect play) and shipped as
``engine.search.call_weights``. With the model, ``supported_bid`` is the highest bid the
hand makes in about ``MAKE_RATE`` of deals: the prediction plus the fitted residual's
quantile, rounded down to the ten. The rule-of-thumb caller (``engine.search.hand_calls``)
bids no higher, and a hint ranks a bid above it, or a surcoinche its own hand does not
back, after the calls within reach (``engine.search.advice``).

>>> from engine.rules.cards import mask_of, parse_card
>>> from engine.rules.ruleset import PRESETS
>>> weak = mask_of(map(parse_card, "JS 9S 7H 8H 7D 8D 7C 8C".split()))
>>> strong = mask_of(map(parse_card, "JS 9S AS TS KS AH AD AC".split()))
>>> supported_bid(weak, 0, PRESETS["coinche"]) < 80 <= supported_bid(strong, 0, PRESETS["coinche"])
True
"""

from typing import Any

from engine.rules.cards import SUIT_MASKS
from engine.rules.contract import Contract
from engine.rules.declarations import hand_declarations

MAKE_RATE = 0.75  # the share of deals a supported bid makes (the residual's quantile)
# A hint's own bid may go this far above the model's level (the search refines the
# level below it). At 20 the bots' self-play contracts made about half the time
# (coinche, 40 deals: most of them doubled); 0 keeps them to the model's make rate.
REFINE = 0
# the contract kinds the model values: suits (NT and AT are left to the search)
SUIT_KINDS = ("S", "H", "D", "C")
# a card's rank in its suit's byte: 7 8 9 T J Q K A
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)

FEATURES = ("one", "trumps", "trump_jack", "trump_nine", "trump_ace", "trump_ten",
            "outside_aces", "outside_tens", "outside_kings", "short_suits", "declared")


def features(hand: int, suit: int, rules: Any) -> list[int]:
    """``FEATURES`` of ``hand`` (a mask) as taker in trumps ``suit`` (0 to 3): trump count,
    the four top trumps, the aces, tens and kings outside, outside suits held once or not
    at all, and the points the hand declares (sequences, carrés and belote)."""
    trumps = hand & SUIT_MASKS[suit]
    base = 8 * suit
    outside = [s for s in range(4) if s != suit]
    declared = 0
    if rules.declarations == "all":
        contract = Contract(0, SUIT_KINDS[suit])
        declared = sum(d.points for d in hand_declarations(hand, contract, rules))
    if trumps >> (base + KING) & 1 and trumps >> (base + QUEEN) & 1:
        declared += 20
    return [1, trumps.bit_count(), trumps >> (base + JACK) & 1, trumps >> (base + NINE) & 1,
            trumps >> (base + ACE) & 1, trumps >> (base + TEN) & 1,
            sum(hand >> (8 * s + ACE) & 1 for s in outside),
            sum(hand >> (8 * s + TEN) & 1 for s in outside),
            sum(hand >> (8 * s + KING) & 1 for s in outside),
            sum((hand & SUIT_MASKS[s]).bit_count() <= 1 for s in outside),
            declared]


def model_of(rules: Any) -> Any:
    """The fitted model of ``rules``' preset (``{"weights", "margin", ...}``), or None."""
    from engine.search.call_weights import MODELS
    return MODELS.get(rules.preset) if rules.bidding == "point_auction" else None


def expected_points(hand: int, suit: int, rules: Any) -> float | None:
    """The mean total the taker's team makes in trumps ``suit``, by the model."""
    model = model_of(rules)
    if model is None:
        return None
    return float(sum(w * x for w, x in zip(model["weights"], features(hand, suit, rules))))


def _level(hand: int, suit: int, rules: Any, model: Any) -> int:
    mean = sum(w * x for w, x in zip(model["weights"], features(hand, suit, rules)))
    return int((mean + model["margin"]) // 10) * 10


def supported_bid(hand: int, suit: int, rules: Any) -> int:
    """The highest bid (a multiple of ten, at most the ceiling) the hand makes in trumps
    ``suit`` in about ``MAKE_RATE`` of deals, by the model (below 80: no bid); 0 without
    a model."""
    model = model_of(rules)
    if model is None:
        return 0
    return min(_level(hand, suit, rules, model), int(rules.bid_ceiling))


def beyond_model(deal: Any, call: Any) -> bool:
    """Whether ``call`` goes past what the model gives the seat's hand: a point auction's
    bid in a suit more than ``REFINE`` above its level (a capot counts as 250), or a
    surcoinche but by the bidder holding the level of its own bid (the partner's hand
    says nothing of it: a surcoinche on the search's sampled deals alone ignores what
    the coinche told)."""
    rules = deal.rules
    hand = deal.hands[deal.to_act]
    model = model_of(rules)
    if hand is None or hand.bit_count() != 8 or model is None:
        return False
    if call[0] == "surcoinche":
        auction = deal.auction
        if auction.bidder != deal.to_act or auction.kind not in SUIT_KINDS:
            return True
        return bool(auction.value > _level(hand, SUIT_KINDS.index(auction.kind), rules, model))
    if call[0] != "bid" or call[1] is None or call[2] not in SUIT_KINDS:
        return False
    return bool(call[1] > _level(hand, SUIT_KINDS.index(call[2]), rules, model) + REFINE)
