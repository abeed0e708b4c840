"""Sampling hidden hands: every sample agrees with what the state shows."""

import random

import pytest

from engine.rules.cards import FULL_DECK, SUIT_MASKS, cards_in, codes, table_for
from engine.errors import ImpossibleState
from engine.rules.play import legal_cards
from engine.rules.ruleset import PRESETS
from engine.search.sampling import View
from engine.deal.state import Deal
from tests.engine.helpers import hand, parse_card

SETTINGS = [(rules, kind) for rules in PRESETS.values() for kind in rules.contract_kinds]


def played_state(rng, rules, kind, cards_played):
    """A deal state (all hands shown) after ``cards_played`` random legal cards."""
    table = table_for(kind, rules.all_trump_points, rules.no_trump_points)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[8 * k:8 * k + 8]) for k in range(4)]
    dealer = rng.randrange(4)
    leader, tricks, trick = (dealer + 1) % 4, [], []
    for _ in range(cards_played):
        seat = (leader + len(trick)) % 4
        card = rng.choice(cards_in(legal_cards(table, rules.play, hands[seat], trick)))
        trick.append(card)
        hands[seat] ^= 1 << card
        if len(trick) == 4:
            tricks.append(trick)
            leader = (leader + table.winning_index(trick)) % 4
            trick = []
    if trick:
        tricks.append(trick)
    contract = {"taker": rng.randrange(4), "kind": kind}
    if rules.bidding == "point_auction":
        contract["bid"] = 80
    return {"rules": rules.preset, "dealer": dealer, "contract": contract,
            "hands": [codes(h) for h in hands],
            "tricks": [[codes(1 << c)[0] for c in t] for t in tricks]}


@pytest.mark.parametrize("rules,kind", SETTINGS, ids=[f"{r.preset}-{k}" for r, k in SETTINGS])
def test_samples_agree_with_every_card_played(rules, kind):
    rng = random.Random(f"{rules.preset}{kind}")
    for _ in range(6):
        full = played_state(rng, rules, kind, rng.randrange(4, 29))
        seat = rng.randrange(4)
        view_doc = dict(full, hands=[h if s == seat else None for s, h in enumerate(full["hands"])])
        view = View(Deal.read(view_doc))
        truth = Deal.read(full).hands
        for s in view.hidden:  # the real hands are possible
            assert truth[s] & ~view.allowed[s] == 0
        for _ in range(5):
            hands, stock = view.sample(rng)
            assert stock == []
            assert hands[seat] == truth[seat]
            assert [h.bit_count() for h in hands] == [h.bit_count() for h in truth]
            # every card played was legal from the sampled hands: the state reads
            Deal.read(dict(full, hands=[codes(h) for h in hands]))


def test_a_seat_that_did_not_follow_holds_none_of_the_suit():
    deal = Deal.read({"rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
                      "hands": [codes(hand("AS KS QS JS 9S 8S 7S")), None, None, None],
                      "tricks": [["TD", "7H", "AD", "7C"]]})
    view = View(deal)
    assert view.allowed[1] & SUIT_MASKS[2] == 0   # ruffed a diamond
    assert view.allowed[3] & SUIT_MASKS[2] == 0   # discarded a club
    assert view.allowed[3] & SUIT_MASKS[1] != 0   # partner master: no trump was owed
    assert view.allowed[2] & SUIT_MASKS[2] != 0


def test_a_seat_that_did_not_overtrump_holds_no_higher_trump():
    deal = Deal.read({"rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
                      "hands": [codes(hand("AS KS QS JS 9S 8S 7S")), None, None, None],
                      "tricks": [["TD", "9H", "8H", "KD"]]})
    view = View(deal)
    # seat 2 was void in diamonds and under the nine: it holds no jack of hearts
    assert not view.allowed[2] >> parse_card("JH") & 1
    assert view.allowed[2] & SUIT_MASKS[2] == 0
    # seat 1 beat the ten of diamonds with a trump while void: nothing more is known of it
    assert view.allowed[1] >> parse_card("JH") & 1


def test_free_undertrump_shows_no_void_in_trumps():
    doc = {"rules": "contree", "dealer": 3, "contract": {"taker": 0, "kind": "H", "bid": 80},
           "hands": [codes(hand("AS KS QS JS 9S 8S 7S")), None, None, None],
           "tricks": [["TD", "9H", "7C", "KD"]]}
    view = View(Deal.read(doc))
    assert view.allowed[2] & SUIT_MASKS[2] == 0
    assert view.allowed[2] >> parse_card("7H") & 1      # could have kept a low trump
    doc["rules"] = "classic"
    doc["contract"] = {"taker": 0, "kind": "H"}
    view = View(Deal.read(doc))
    assert view.allowed[2] & SUIT_MASKS[1] == 0         # forced: it had to undertrump


def test_the_turn_up_is_with_the_taker():
    deal = Deal.read({"rules": "classic", "dealer": 0, "turn_up": "QH", "auction": ["pass", "take"],
                      "hands": [None, codes(hand("AS KS QS JS 9S 8S 7S TC")), None, None]})
    view = View(deal)
    for seed in range(20):
        hands, _ = view.sample(random.Random(seed))
        assert hands[2] >> parse_card("QH") & 1


def test_the_auction_phase_samples_hands_and_stock():
    deal = Deal.read({"rules": "classic", "dealer": 0, "turn_up": "QH", "auction": ["pass"],
                      "hands": [None, None, codes(hand("AS KS QS JS 9S")), None]})
    hands, stock = View(deal).sample(random.Random(3))
    assert [h.bit_count() for h in hands] == [5, 5, 5, 5] and len(stock) == 11
    seen = hands[0] | hands[1] | hands[2] | hands[3] | 1 << parse_card("QH")
    for card in stock:
        seen |= 1 << card
    assert seen == FULL_DECK


def test_samples_are_reproducible_from_the_seed():
    rng = random.Random(9)
    full = played_state(rng, PRESETS["coinche"], "NT", 9)
    view = View(Deal.read(dict(full, hands=[full["hands"][0], None, None, None])))
    first = [view.sample(random.Random("s"))[0] for _ in range(3)]
    assert first == [view.sample(random.Random("s"))[0] for _ in range(3)]


def test_a_state_no_deal_fits_is_impossible():
    # seats 1, 2 and 3 all showed a void in spades, yet spades are still unseen
    deal = Deal.read({"rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
                      "hands": [codes(hand("KD QD JD 9D 8D 7D TC")), None, None, None],
                      "tricks": [["AS", "7H", "8H", "9H"]]})
    with pytest.raises(ImpossibleState) as caught:
        View(deal).sample(random.Random(0))
    assert caught.value.pointer == "/hands"


def test_in_the_play_the_taker_holds_what_its_take_needed():
    # seat 1 took the queen of hearts: by the rule of thumb it held the jack and another
    # heart among its first five cards, so among its eight with the queen
    deal = Deal.read({"rules": "classic", "dealer": 3, "turn_up": "QH",
                      "auction": ["pass", "take"], "tricks": [],
                      "hands": [["7S", "8S", "9S", "TS", "7D", "8D", "9D", "TD"],
                                None, None, None]})
    view, rng = View(deal), random.Random("taker")
    hearts = SUIT_MASKS[1]
    for _ in range(20):
        hands, _ = view.sample_agreeing(rng, 30)
        assert hands[1] >> parse_card("JH") & 1 and (hands[1] & hearts).bit_count() >= 3
    assert view.agreed[0] == 20 < view.agreed[1]  # some deals drawn were left out
