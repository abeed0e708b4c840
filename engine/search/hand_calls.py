"""A seat's call from its own hand alone, by the jack-plus-two rule: the first legal call
naming a suit in which the hand holds the jack and two more (the turn-up counted when
taking it), else pass. In a point auction a bid is also held to the level the hand
supports in that suit (``bid_limit``: the calibrated model of
``engine.search.call_model`` where the preset has one): the rule bids no higher, never
bids a capot and never outbids its partner. (Without that cap it named the cheapest bid left whatever it
was: over a 160 every seat with a jack and two more bid a capot, so that a hint valued a
hopeless 160 of its own above a pass, the others going down in its place.) It is the rule the bots bench plays against
(``bench/duplicate.py``'s rule-of-thumb caller), and cheap enough to ask of every sampled
deal: ``engine.search.call_values`` lets the other seats call by it, each from its own
sampled hand, and ``engine.search.sampling`` keeps the deals in which it explains the
auction so far.

>>> from engine.rules.cards import mask_of, parse_card
>>> from engine.rules.ruleset import PRESETS
>>> from engine.rules.bidding import Auction
>>> auction = Auction(PRESETS["classic"], dealer=3, turn_up_suit="H")
>>> hand = mask_of(map(parse_card, ["JH", "9H", "AS", "TS", "8C"]))
>>> hand_call(auction, hand, parse_card("7H"))   # the jack, the nine and the turn-up
('take',)
>>> fits(hand, reading(auction, ("pass",), parse_card("7H")))   # it would not pass
False
"""

from typing import Any

from engine.rules.cards import SUIT_MASKS, SUITS
from engine.rules.contract import CAPOT_BID
from engine.search.call_model import model_of, supported_bid

PASS = ("pass",)
JACK = 4  # a card's rank in its suit, 7 8 9 T J Q K A
NINE, ACE = 2, 7


def bid_limit(hand: int, suit: int, rules: Any = None) -> int:
    """The highest numeric bid the rule makes in trumps ``suit`` holding ``hand`` (with
    the jack and two more): the level ``engine.search.call_model`` supports under
    ``rules`` when it has a model of them, else 80, and 10 more for each trump past
    three, for the nine of trumps and for each ace outside trumps."""
    if rules is not None and model_of(rules) is not None:
        return supported_bid(hand, suit, rules)
    trumps = hand & SUIT_MASKS[suit]
    limit = 80 + 10 * max(0, trumps.bit_count() - 3) + 10 * (trumps >> (8 * suit + NINE) & 1)
    limit += 10 * sum(hand >> (8 * s + ACE) & 1 for s in range(4) if s != suit)
    return limit


def named_suit(auction: Any, call: Any) -> Any:
    """The suit a contract call names as trumps (None for pass, doubles and No Trumps)."""
    if call[0] == "take":
        kind = auction.turn_up_suit
    elif call[0] in ("suit", "hokum"):
        kind = call[1]
    elif call[0] == "bid":
        kind = call[2]
    else:
        return None
    return SUITS.index(kind) if kind in SUITS else None


def _needs(auction: Any, call: Any, turn_up: Any) -> Any:
    """``(suit, card added, bid value or 0, rules)`` of a call the rule may make, or None
    (a capot, a bid over the partner's)."""
    suit = named_suit(auction, call)
    if suit is None:
        return None
    level = 0
    if call[0] == "bid" and call[1] is not None:  # a point auction's bid
        if call[1] == CAPOT_BID:
            return None
        if auction.bidder is not None and (auction.bidder - auction.to_act) % 2 == 0:
            return None
        level = call[1]
    extra = 1 << turn_up if call[0] == "take" and turn_up is not None else 0
    return suit, extra, level, auction.rules


def _holds(hand: int, need: Any) -> bool:
    suit, extra, level, rules = need
    held = (hand | extra) & SUIT_MASKS[suit]
    if not (held >> (8 * suit + JACK) & 1) or held.bit_count() < 3:
        return False
    return not level or level <= bid_limit(hand | extra, suit, rules)


def hand_call(auction: Any, hand: int, turn_up: Any) -> Any:
    """The rule's call for the seat to act holding ``hand`` (a mask). A seat that may
    not pass (a dealer who must name a suit) names the suit it holds most of."""
    legal = auction.legal()
    for call in legal:
        need = _needs(auction, call, turn_up)
        if need is not None and _holds(hand, need):
            return call
    if PASS in legal:
        return PASS
    named = [c for c in legal if named_suit(auction, c) is not None]
    if not named:
        return legal[0]
    return max(named, key=lambda c: (hand & SUIT_MASKS[named_suit(auction, c)]).bit_count())


def reading(auction: Any, call: Any, turn_up: Any) -> Any:
    """What ``call``, made now, says of its maker's hand under the rule, for ``fits``:
    ``(True, [need])`` when it named a suit it must qualify in, ``(False, needs)`` for a
    pass (none of the calls it had qualified), None for a call the rule never makes (a
    double, No Trumps) or one forced on the seat."""
    legal = auction.legal()
    if call == PASS:
        return False, [n for n in (_needs(auction, c, turn_up) for c in legal) if n]
    need = _needs(auction, call, turn_up)
    if PASS not in legal or need is None:
        return None
    return True, [need]


def fits(hand: int, read: Any) -> bool:
    """Whether the rule could have made the call ``read`` (``reading``) holding ``hand``."""
    named, needs = read
    return bool(any(_holds(hand, need) for need in needs) == named)
