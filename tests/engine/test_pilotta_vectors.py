"""Pilotta (the rules text §13): hand-computed vectors, one or more per named rule, and every
worked example of §13.10, asked through the JSON API. Written from the text alone, as a
second reading beside the implementation; each comment gives the section and the sum."""

import pytest

import engine
from engine.errors import MalformedInput
from engine.deal.dealing import SeedStream, shuffled_deck
from engine.rules.cards import CARD_CODES
from tests.engine.point_vectors import (
    SUITS, bids, bidding, calls_set, capots, check_score, contract, declare, last_call, legal,
    match, refused, summary, the_contract)

pytestmark = pytest.mark.skipif(engine.ruleset("pilotta") is None,
                                reason="the pilotta preset is not implemented yet")

PIL = "pilotta"


def pil(**fields):
    return {"preset": PIL, **fields}


# -- §13.11 the ruleset ----------------------------------------------------------------

FIELDS = dict(
    contract_kinds=["S", "H", "D", "C"], direction="counter_clockwise", deal_packets="3-2-3",
    bid_ceiling=240, redeal_by="next", partner_exemption=False, undertrump="forced",
    carre_values="standard", sequence_rank="length", trump_sequence_priority=True,
    declaration_tie="nobody", belote_on_failure="winners", success="at_least",
    failure_transfer="all", bid_bonus="made_and_failed", contra_score="bid_multiplied",
    swept_takers="fail", split_six="takers", target=351, match_tie="play_on",
    no_trump_points="scaled", no_trump_declarations="none", no_trump_bid_factor=1,
    # one value only
    bidding="point_auction", doubling="auction", trump_obligation="french",
    must_beat_plain=False, declarations="all", long_sequence="flat_100",
    declaration_comparison="together", bela_claim="automatic", swept_declarations="keep",
    capot="250", tie="takers_make", rounding="split_tens", game_end="target", hand_limit=None)


def test_the_listing_holds_every_value_of_the_table():
    # §13.11: the `pilotta` column, field by field
    listing = engine.ruleset(PIL)
    assert listing["preset"] == PIL
    assert {k: listing.get(k) for k in FIELDS} == FIELDS


def test_the_listing_names_the_fields_of_the_table_and_no_other():
    # §13.12: lists every field of the table, and is accepted back; §13.11: any other field
    # is a 422 — so a listing naming another field could not be sent back.
    assert set(engine.ruleset(PIL)) == set(FIELDS) | {"preset"}


def test_the_listing_is_accepted_back():
    # §13.12; P1 scored with the listing as the rules: 18-6 as with the name
    listing = engine.ruleset(PIL)
    got = summary(listing, contract("H", 80), (5, 3), (90, 62), 0)
    assert got["score"] == [18, 6]


@pytest.mark.parametrize("name,value", [
    ("all_trump_points", "natural"), ("all_trump_points", "scaled"), ("four_jacks", 100),
    ("four_jacks", 200), ("trump_choice", "pass_round"), ("dealer_must", True),
    ("dealer_must", False), ("gahwa", "flat_152"), ("sun_double_limit", 100),
    ("dealer_must_name_in_round_two", False)])
def test_a_field_of_another_family_is_a_422(name, value):
    # §13.11: "Any other field (all_trump_points, four_jacks, trump_choice, dealer_must,
    # §12's Baloot fields, …) … is a client error (422) with this preset"
    refused(engine.score_hand, {"rules": pil(**{name: value}), "contract": contract(),
                                "tricks_won": [5, 3], "card_points": [90, 62],
                                "last_trick": 0})


@pytest.mark.parametrize("name,value", [
    ("contract_kinds", ["S", "NT"]), ("contract_kinds", ["H", "AT"]), ("target", 100),
    ("target", 1002), ("bid_ceiling", 250), ("bid_ceiling", 70), ("bid_ceiling", 85),
    ("undertrump", "last_resort"), ("trump_obligation", "rotterdam"), ("capot", "252"),
    ("rounding", "tens"), ("success", "hanging")])
def test_a_value_outside_the_table_is_a_client_error(name, value):
    # §13.3 (no NT / AT table), §13.9 (target 101..1001, other values 422), §13.5.1
    # (bid_ceiling a multiple of 10 from 80 to 240), §13.11 "one value only" fields
    with pytest.raises((engine.MalformedInput, engine.ImpossibleState, engine.IllegalAction)):
        summary(pil(**{name: value}), contract(), (5, 3), (90, 62), 0)


def test_explicit_422s_of_the_text():
    # §13.3: NT or AT in contract_kinds is a 422; §13.9: a target outside 101..1001 is a 422
    for spec in (pil(contract_kinds=["S", "NT"]), pil(contract_kinds=["AT"]),
                 pil(target=1002), pil(target=100)):
        refused(engine.score_hand, {"rules": spec, "contract": contract(), "tricks_won": [5, 3],
                                    "card_points": [90, 62], "last_trick": 0})


def test_every_combination_of_listed_values_is_accepted():
    # §13.11 "no combination of the values listed is refused": the coinche play fields,
    # a bazar-like scoring, a draw, edge targets
    for spec in (pil(partner_exemption=True, undertrump="free"),
                 pil(partner_exemption=False, undertrump="free"),
                 pil(success="more_than", split_six="defenders", bid_ceiling=160),
                 pil(no_trump_bid_factor=2, no_trump_declarations="all",
                     no_trump_points="natural"),
                 pil(match_tie="draw", target=101), pil(target=1001),
                 pil(carre_values="flat_100", sequence_rank="value",
                     trump_sequence_priority=False, declaration_tie="first_speaker"),
                 pil(deal_packets="4-4", redeal_by="same", direction="clockwise")):
        assert summary(spec, contract("H", 80), (5, 3), (90, 62), 0)["outcome"] == "made"


def test_the_older_presets_hold_the_new_fields_at_their_one_value():
    # §9: presets of §1-§11 hold bid_ceiling 160, split_six takers, … and refuse any other
    # value of them (422); baloot names none of them (§12.13: any other field is a 422)
    base = {"contract": {"taker": 0, "kind": "H", "bid": 80}, "tricks_won": [5, 3],
            "card_points": [90, 62], "last_trick": 0, "declarations": [0, 0],
            "belote": [0, 0]}
    assert engine.score_hand({**base, "rules": {"preset": "coinche", "bid_ceiling": 160}})
    for spec in ({"preset": "coinche", "bid_ceiling": 240},
                 {"preset": "coinche", "split_six": "defenders"},
                 {"preset": "contree", "swept_takers": "fail"},
                 {"preset": "coinche", "bid_bonus": "none"}):
        refused(engine.score_hand, {**base, "rules": spec})
    refused(engine.score_hand, {"rules": {"preset": "classic", "contra_score": "pool_multiplied"},
                                "contract": {"taker": 0, "kind": "H"}, "tricks_won": [5, 3],
                                "card_points": [90, 62], "last_trick": 0})
    refused(engine.new_deal, {"rules": {"preset": "baloot", "bid_ceiling": 160}, "seed": 1})


# -- §13.4 dealing ---------------------------------------------------------------------

def _dealt(packets, dealer, seed):
    """Packets from the eldest, each seat its whole packet at once, from the seeded deck."""
    deck = [CARD_CODES[c] for c in shuffled_deck(SeedStream(seed))]
    hands, top = [[], [], [], []], 0
    for size in packets:
        for k in range(4):
            hands[(dealer + 1 + k) % 4] += deck[top:top + size]
            top += size
    return [sorted(h) for h in hands]


@pytest.mark.parametrize("packets,override", [((3, 2, 3), {}), ((4, 4), {"deal_packets": "4-4"})])
def test_eight_cards_each_before_the_auction_no_turn_up(packets, override):
    # §13.4: 3, 2, 3 from the eldest (dealer 3 -> seat 0 first); 4-4 changes only the packets
    rules = pil(**override) if override else PIL
    state = engine.new_deal({"rules": rules, "dealer": 3, "seed": 7})
    assert [sorted(h) for h in state["hands"]] == _dealt(packets, 3, 7)
    assert "turn_up" not in state and not state.get("stock")
    answer = engine.legal_moves(state)
    assert (answer["phase"], answer["to_act"]) == ("bidding", 0)


# -- §13.5 the auction (dealer 3: eldest 0) ------------------------------------------------

def test_the_eldest_may_open_at_80_up_to_240_or_capot_in_each_suit():
    # §13.5.1: pass; 80..240 (17 values) x 4 suits; capot x 4; no contra without a bid = 73
    answer = bidding(PIL, [])
    assert answer["to_act"] == 0
    want = ["pass"] + bids(80, 240, SUITS) + capots(SUITS)
    assert calls_set(answer["legal"]) == calls_set(want) and len(want) == 73


def test_over_an_opponents_80_a_seat_may_raise_contra_or_capot():
    # §13.5.1: after seat 0's 80 H, seat 1: pass, contra, 90..240 x 4, capot x 4 (70 calls)
    answer = bidding(PIL, [{"bid": 80, "kind": "H"}])
    assert answer["to_act"] == 1
    want = ["pass", "coinche"] + bids(90, 240, SUITS) + capots(SUITS)
    assert calls_set(answer["legal"]) == calls_set(want)


def test_a_partner_may_raise_but_not_contra():
    # §13.5.1: "a partner's bid may be raised"; contra by an opponent only
    answer = bidding(PIL, [{"bid": 80, "kind": "H"}, "pass"])
    assert answer["to_act"] == 2
    assert calls_set(answer["legal"]) == calls_set(["pass"] + bids(90, 240, SUITS) + capots(SUITS))
    refused(engine.play, {"state": {"rules": PIL, "dealer": 3,
                                    "auction": [{"bid": 80, "kind": "H"}, "pass"]},
                          "action": "coinche"})


def test_a_seat_that_passed_may_bid_later():
    # §13.5.1: P-1, P-9: only consecutive passes count; seat 0 passed, then bids 90
    answer = bidding(PIL, ["pass", {"bid": 80, "kind": "S"}, "pass", "pass"])
    assert answer["to_act"] == 0
    assert {"bid": 90, "kind": "C"} in answer["legal"]


def test_example_a1_the_taker_raises_over_the_opponent():
    # §13.10 A1: 0 80H, 1 90S, 2 pass, 3 pass, 0 100H, three passes -> 100 H, taker 0; the
    # eldest (seat 0) leads
    calls = [{"bid": 80, "kind": "H"}, {"bid": 90, "kind": "S"}, "pass", "pass",
             {"bid": 100, "kind": "H"}, "pass", "pass", "pass"]
    assert bidding(PIL, calls[:-1])["phase"] == "bidding"
    answer = last_call(PIL, calls)
    assert the_contract(answer) == (0, "H", 100, 1)
    assert (answer["phase"], answer["to_act"]) == ("play", 0)


def test_example_a2_recontra_ends_the_auction_at_once():
    # §13.10 A2: 0 90D, 1 contra, 2 recontra -> 90 D x4, taker 0
    answer = last_call(PIL, [{"bid": 90, "kind": "D"}, "coinche", "surcoinche"])
    assert the_contract(answer) == (0, "D", 90, 4)
    assert answer["phase"] == "play"


def test_example_a3_contra_then_three_passes():
    # §13.10 A3: 0 80C, 1 contra, 2 pass, 3 pass, 0 pass -> 80 C x2; after the contra seat 2
    # may pass or recontra, seat 3 only pass (no bid after a contra; no recontra by an
    # opponent), seat 0 pass or recontra
    calls = [{"bid": 80, "kind": "C"}, "coinche", "pass", "pass", "pass"]
    assert calls_set(bidding(PIL, calls[:2])["legal"]) == calls_set(["pass", "surcoinche"])
    assert bidding(PIL, calls[:3])["legal"] == ["pass"]
    assert calls_set(bidding(PIL, calls[:4])["legal"]) == calls_set(["pass", "surcoinche"])
    assert the_contract(last_call(PIL, calls)) == (0, "C", 80, 2)


def test_no_bid_after_a_contra_capot_included():
    # §13.5.1: "After a contra no more bids, capot included"
    for call in ({"bid": 90, "kind": "C"}, {"bid": "capot", "kind": "S"}):
        refused(engine.play, {"state": {"rules": PIL, "dealer": 3,
                                        "auction": [{"bid": 80, "kind": "C"}, "coinche"]},
                              "action": call})


def test_recontra_needs_a_contra_and_the_bidders_team():
    # §13.5.1 / the algorithm: surcoinche requires m == 2 and team(s) == team(high.s)
    refused(engine.play, {"state": {"rules": PIL, "dealer": 3, "auction": [
        {"bid": 80, "kind": "C"}, "pass"]}, "action": "surcoinche"})
    refused(engine.play, {"state": {"rules": PIL, "dealer": 3, "auction": [
        {"bid": 80, "kind": "C"}, "coinche", "pass"]}, "action": "surcoinche"})  # seat 3


def test_example_a4_four_passes_throw_the_deal_in_and_the_next_seat_deals():
    # §13.10 A4 / §13.5.2: four passes with no bid: thrown in; seat 0 deals next (dealer 3)
    assert bidding(PIL, ["pass"] * 4)["phase"] == "thrown_in"
    assert last_call(PIL, ["pass"] * 4)["phase"] == "thrown_in"
    result = engine.score_match({"rules": PIL, "hands": [{"dealer": 3, "outcome": "thrown_in"}]})
    assert result["totals"] == [0, 0] and result["next_dealer"] == 0


def test_three_opening_passes_then_a_bid_do_not_end_the_auction():
    # §13.5.2: three passes in a row *after a bid* end it
    answer = bidding(PIL, ["pass", "pass", "pass", {"bid": 80, "kind": "S"}])
    assert (answer["phase"], answer["to_act"]) == ("bidding", 0)


def test_example_a5_capot_over_150_and_the_calls_while_it_stands():
    # §13.10 A5: 0 150S, 1 capot H, three passes -> capot hearts by seat 1 (value 250);
    # seats 0 and 2 may pass or contra, seat 3 only pass; seat 0 (eldest) still leads
    calls = [{"bid": 150, "kind": "S"}, {"bid": "capot", "kind": "H"}, "pass", "pass", "pass"]
    assert calls_set(bidding(PIL, calls[:2])["legal"]) == calls_set(["pass", "coinche"])
    assert bidding(PIL, calls[:3])["legal"] == ["pass"]
    assert calls_set(bidding(PIL, calls[:4])["legal"]) == calls_set(["pass", "coinche"])
    answer = last_call(PIL, calls)
    assert the_contract(answer) == (1, "H", "capot", 1)
    assert (answer["phase"], answer["to_act"]) == ("play", 0)


def test_example_a6_not_higher_above_the_ceiling_and_240():
    # §13.10 A6: 0 90H, 1 90S refused (not higher); 1 250S refused (the call is capot);
    # 1 240S legal. Also 85 (not a multiple of 10) and NT (no such kind) refused.
    state = {"rules": PIL, "dealer": 3, "auction": [{"bid": 90, "kind": "H"}]}
    for call in ({"bid": 90, "kind": "S"}, {"bid": 250, "kind": "S"}, {"bid": 95, "kind": "S"},
                 {"bid": 100, "kind": "NT"}, {"bid": 100, "kind": "AT"}, "surcoinche"):
        with pytest.raises((engine.MalformedInput, engine.ImpossibleState,
                            engine.IllegalAction)):
            engine.play({"state": state, "action": call})
    answer = engine.play({"state": state, "action": {"bid": 240, "kind": "S"}})
    assert answer["phase"] == "bidding" and answer["to_act"] == 2


def test_no_capot_over_a_capot():
    # §13.5.1: a capot bid is "not over another capot bid"
    calls = [{"bid": "capot", "kind": "H"}]
    assert calls_set(bidding(PIL, calls)["legal"]) == calls_set(["pass", "coinche"])
    refused(engine.play, {"state": {"rules": PIL, "dealer": 3, "auction": calls},
                          "action": {"bid": "capot", "kind": "S"}})


def test_a_lower_bid_ceiling_caps_the_auction():
    # §13.5.1: bid_ceiling override 160: bids stop at 160, capot stays
    answer = bidding(pil(bid_ceiling=160), [{"bid": 150, "kind": "H"}])
    assert calls_set(answer["legal"]) == calls_set(
        ["pass", "coinche"] + bids(160, 160, SUITS) + capots(SUITS))


def test_a_hand_given_during_the_auction_must_hold_eight_cards():
    # §13.12: a hand given during the auction that does not hold 8 cards is a 422
    refused(engine.legal_moves, {"rules": PIL, "dealer": 3, "auction": [],
                                 "hands": [["JH", "9H", "AH", "TH", "KH"], None, None, None]})


# -- §13.6 the legal cards (hearts trumps; dealer 0: leader seat 1) -----------------------

# (trick so far, seat, hand padded to 8 cards with clubs/diamonds that change nothing, legal)
LEGAL = [
    ("AS", 2, "KS 7S JH 7D 8D 9D 7C 8C", "KS 7S"),              # follow; no duty to beat plain
    ("AS", 2, "8H QD 7C 7D 8D 9D 8C 9C", "8H"),                 # void: trump
    ("AS 7S", 3, "8H QD 7C 7D 8D 9D 8C 9C", "8H"),              # partner master, still trump
    ("AS 9H", 3, "JH 7H QD 7D 8D 7C 8C 9C", "JH"),              # overtrump
    ("AS 9H", 3, "8H 7H QD 7D 8D 7C 8C 9C", "8H 7H"),           # cannot overtrump: a trump
    ("AS 9H 7S", 0, "JH 8H QD 7D 8D 7C 8C 9C", "JH"),           # overtrump even the partner
    ("AS 9H 7S", 0, "8H QD 7D 8D 9D 7C 8C 9C", "8H"),           # trump under the partner
    ("8H", 2, "9H 7H AS 7D 8D 9D 7C 8C", "9H"),                 # trumps led: beat the 8
    ("JH", 2, "9H 7H 7D 8D 9D 7C 8C 9C", "9H 7H"),              # cannot beat the J: any trump
    ("AS 9H", 3, "7S JH QD 7D 8D 7C 8C 9C", "7S"),              # hold spades: follow
    ("9H 7H", 3, "JH TH 7D 8D 9D 7C 8C 9C", "JH"),              # trumps led: beat the partner
]


@pytest.mark.parametrize("trick,seat,hand,want", LEGAL, ids=[f"L{i + 1}" for i in range(11)])
def test_the_legal_cards_of_the_worked_table(trick, seat, hand, want):
    # §13.10 legal-cards table (L1-L10) and §13.6 rule 2 "even when the partner is master"
    assert legal(PIL, trick, seat, hand) == set(want.split())


def test_the_coinche_fields_give_the_coinche_answers():
    # §13.6: partner_exemption true and undertrump free are coinche's legal cards: the
    # table's "(coinche: all)" rows
    rules = pil(partner_exemption=True, undertrump="free")
    hand = "8H QD 7C 7D 8D 9D 8C 9C"
    assert legal(rules, "AS 7S", 3, hand) == set(hand.split())
    hand = "8H 7H QD 7D 8D 7C 8C 9C"
    assert legal(rules, "AS 9H", 3, hand) == set(hand.split())


def test_the_eldest_leads_the_first_trick_not_the_taker():
    # §13.6 [decision] against P-10: dealer 3, taker 2 -> seat 0 leads; any card
    hand = "JH 9H AS 7S KD QD 8C 7C"
    answer = engine.legal_moves({"rules": PIL, "dealer": 3,
                                 "contract": contract("S", 100, taker=2),
                                 "hands": [hand.split(), None, None, None], "tricks": []})
    assert answer["to_act"] == 0 and set(answer["legal"]) == set(hand.split())


def test_an_illegal_card_is_refused():
    # §13.6 rule 3 (no partner exemption): seat 3 must trump its partner's ace
    state = {"rules": PIL, "dealer": 0, "contract": contract("H"),
             "hands": [None, None, None, "8H QD 7C 7D 8D 9D 8C 9C".split()],
             "tricks": [["AS", "7S"]]}
    refused(engine.play, {"state": state, "action": "QD"})


# -- §4.3 / §13.3 trick winner and points --------------------------------------------------

def test_a_trump_wins_the_trick():
    # §4.3: spades trumps, leader 1: AH 7S TH KH -> 7S (seat 2); 11 + 0 + 10 + 4 = 25
    got = engine.resolve_trick({"rules": PIL, "contract": contract("S"), "leader": 1,
                                "cards": ["AH", "7S", "TH", "KH"]})
    assert got == {"winner": 2, "team": 0, "points": 25}


def test_trump_order_and_points():
    # §13.3: J 9 A T …: leader 0, hearts: AH 9H JH TH -> JH (seat 2); 11 + 14 + 20 + 10 = 55
    got = engine.resolve_trick({"rules": PIL, "contract": contract("H"), "leader": 0,
                                "cards": ["AH", "9H", "JH", "TH"]})
    assert got == {"winner": 2, "team": 0, "points": 55}


def test_no_trump_contract_is_a_422():
    # §13.3 / §13.12: kind one of contract_kinds, anything else a 422
    refused(engine.resolve_trick, {"rules": PIL, "contract": contract("NT"), "leader": 0,
                                   "cards": ["AH", "9H", "JH", "TH"]})


# -- §13.7 declarations (hearts trumps, dealer 3, eldest 0) -----------------------------

D1 = ["KS KH KD KC 7S 9H 7D AC", "QC JC TC 9C 8C 8S TS 8H",
      "9S JS AS 7H TH QH 8D TD", "QS JH AH 9D JD QD AD 7C"]
D2 = ["9H JH KH 7C TC QC 9D 7D", "KS QS JS TS 9S 8S 7H 9C",
      "AD KD QD JD TD 7S 8H AC", "TH QH AH 8C JC KC 8D AS"]
D3 = ["QS AS 7H 9H AH JD KD 8C", "QC JC TC 7S 9S JS 7D 9D",
      "QH JH TH 8S TS 8D TD 7C", "KS 8H KH QD AD 9C AC KC"]
D4 = ["QS AS 7D 9D AD JH KH 8C", "QC JC TC 7S 9S JS 7H 9H",
      "QD JD TD 8S TS 8H TH 7C", "KS 8D KD QH AH 9C AC KC"]
D5 = ["AS KS QS KH QH 7D 7C 9C", "8S TS 8H TH AH 8C JC KC",
      "JS 9H JH 8D KD AD TC QC", "9D TD JD QD 7S 9S 7H AC"]
D6 = ["JS JH JD JC KS QS 7D 8C", "7S 9S 8H TH AH 9D QD 7C",
      "8S TS 7H 9H KH TD AD QC", "AS QH 8D KD 9C TC KC AC"]
# seat 1 holds the four eights and the four sevens; the others two cards a suit, no four
EIGHTS = ["QS AS JH KH JD AD JC KC", "8S 8H 8D 8C 7S 7H 7D 7C",
          "9S JS 9H QH 9D KD TC QC", "TS KS TH AH TD QD 9C AC"]


def scoring(answer):
    return answer["team"], answer["points"], answer["belote"]


def test_d1_a_four_beats_a_sequence_of_equal_value():
    # §13.7 rank 2: four kings (100) vs QC-8C quinte (100) -> team 0 scores 100
    answer = declare(PIL, D1)
    assert scoring(answer) == (0, [100, 0], [0, 0])
    assert answer["declarations"][0] == [{"kind": "carre", "cards": ["KS", "KH", "KD", "KC"],
                                          "points": 100}]
    assert answer["declarations"][1] == [{"kind": "quinte",
                                          "cards": ["8C", "9C", "TC", "JC", "QC"],
                                          "points": 100}]


def test_d2_the_longer_sequence_first():
    # §13.7 rank 3, sequence_rank length: six K-8 spades (seat 1) beats five A-T diamonds
    # (seat 2) -> team 1, 100; with value: the ace beats the king -> team 0
    assert scoring(declare(PIL, D2)) == (1, [0, 100], [0, 0])
    assert scoring(declare(pil(sequence_rank="value"), D2)) == (0, [100, 0], [0, 0])


def test_d3_a_trump_sequence_beats_an_equal_plain_one():
    # §13.7 rank 4: QC-TC (seat 1) vs QH-TH trumps (seat 2) -> team 0;
    # trump_sequence_priority false: an exact tie -> nobody
    assert scoring(declare(PIL, D3)) == (0, [20, 0], [0, 0])
    assert scoring(declare(pil(trump_sequence_priority=False), D3)) == (None, [0, 0], [0, 0])


def test_d4_an_exact_tie_scores_nobody():
    # §13.7 rank 5: QC-TC (seat 1) vs QD-TD (seat 2) -> nobody; first_speaker: seat 1
    # speaks before seat 2 (eldest 0) -> team 1
    assert scoring(declare(PIL, D4)) == (None, [0, 0], [0, 0])
    assert scoring(declare(pil(declaration_tie="first_speaker"), D4)) == (1, [0, 20], [0, 0])


def test_d5_the_pilotta_is_never_compared_nor_voided():
    # §13.7: seat 0 AS-QS (20) + KH QH; seat 3 9D-QD (50) -> team 1 scores 50, team 0 keeps
    # its pilotta 20
    assert scoring(declare(PIL, D5)) == (1, [0, 50], [20, 0])


def test_d6_a_card_serves_once_four_jacks_not_the_tierce():
    # §13.7 / §6.2: four jacks and KS QS JS -> the four jacks (200) alone
    answer = declare(PIL, D6)
    assert scoring(answer) == (0, [200, 0], [0, 0])
    assert answer["declarations"][0] == [{"kind": "carre", "cards": ["JS", "JH", "JD", "JC"],
                                          "points": 200}]


def test_carre_values_flat_100_makes_four_jacks_100():
    # §13.7 carre_values flat_100: each four 100
    assert scoring(declare(pil(carre_values="flat_100"), D6)) == (0, [100, 0], [0, 0])


def test_four_eights_and_four_sevens_are_never_a_declaration():
    # §13.7: "Four eights or four sevens are never a declaration"
    answer = declare(PIL, EIGHTS)
    assert answer["declarations"][1] == []
    assert scoring(answer) == (None, [0, 0], [0, 0])


def test_declarations_with_a_no_trump_contract_are_a_422():
    # §13.3: no NT contract in pilotta
    refused(engine.declarations, {"rules": PIL, "contract": contract("NT"), "dealer": 3,
                                  "hands": [h.split() for h in D1]})


# -- §13.8 scoring one hand, §13.10 worked examples (summary form) -----------------------

# (id, contract kind, bid, multiplier, tricks, card points without the last, last,
#  decl, pilotta, outcome, capot, totals, raw, score)
EXAMPLES = [
    ("P1", "H", 80, 1, (5, 3), (90, 62), 0, (0, 0), (0, 0),
     "made", None, (100, 62), (180, 62), (18, 6)),
    ("P2", "S", 100, 1, (4, 4), (76, 76), 0, (20, 0), (0, 0),
     "made", None, (106, 76), (206, 76), (21, 7)),
    ("P3", "H", 110, 1, (5, 3), (86, 66), 1, (0, 0), (20, 0),
     "dedans", None, (106, 76), (0, 292), (0, 29)),
    ("P4", "D", 90, 1, (4, 4), (71, 81), 0, (0, 0), (0, 0),
     "dedans", None, (81, 81), (0, 252), (0, 25)),
    ("P5", "H", 120, 1, (5, 3), (92, 60), 0, (0, 50), (20, 0),
     "made", None, (122, 110), (242, 110), (24, 11)),
    ("P6", "C", 80, 2, (5, 3), (87, 65), 0, (0, 0), (0, 0),
     "made", None, (97, 65), (322, 0), (32, 0)),
    ("P7", "S", 90, 2, (3, 5), (60, 92), 1, (0, 20), (20, 0),
     "dedans", None, (80, 122), (0, 382), (0, 38)),
    ("P8", "H", 100, 4, (5, 3), (97, 55), 0, (0, 0), (0, 0),
     "made", None, (107, 55), (562, 0), (56, 0)),
    ("P9", "H", "capot", 1, (8, 0), (152, 0), 0, (20, 0), (20, 0),
     "made", 0, (290, 0), (540, 0), (54, 0)),
    ("P10", "S", "capot", 1, (7, 1), (140, 12), 0, (0, 0), (0, 0),
     "dedans", None, (150, 12), (0, 412), (0, 41)),
    ("P11", "H", 80, 1, (8, 0), (152, 0), 0, (0, 100), (0, 0),
     "made", 0, (250, 100), (330, 100), (33, 10)),
    ("P12", "D", 80, 1, (0, 8), (0, 152), 1, (150, 0), (20, 0),
     "dedans", 1, (170, 250), (0, 500), (0, 50)),
    ("P13", "S", 160, 1, (6, 2), (100, 52), 0, (50, 0), (0, 0),
     "made", None, (160, 52), (320, 52), (32, 5)),
]


def _score(rules, example):
    _, kind, bid, m, won, pts, last, decl, bel, *_ = example
    return summary(rules, contract(kind, bid, m), won, pts, last, decl, bel)


@pytest.mark.parametrize("example", EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_each_worked_example_of_the_table(example):
    # §13.10, rows P1-P13; the arithmetic is under the table
    *_, outcome, capot, totals, raw, score = example
    check_score(_score(PIL, example), outcome, capot, totals, score, raw)


def _example(name):
    return next(e for e in EXAMPLES if e[0] == name)


# §13.10 "the same hands under other field values"
VARIANTS = [
    ("P1", {"bid_bonus": "none"}, (10, 6)),              # raw 100-62
    ("P4", {"bid_bonus": "made"}, (0, 16)),              # raw(D) = P = 162
    ("P4", {"bid_bonus": "none"}, (0, 16)),
    ("P3", {"failure_transfer": "cards"}, (2, 27)),      # 20 | 86 + 76 + 110 = 272
    ("P3", {"belote_on_failure": "holder"}, (2, 27)),    # 20 | 182 - 20 + 110 = 272
    ("P7", {"belote_on_failure": "holder"}, (2, 36)),    # 20 | 202 - 20 + 180 = 362
    ("P7", {"failure_transfer": "cards"}, (0, 38)),      # not read when doubled
    ("P6", {"contra_score": "pool_multiplied"}, (32, 0)),  # 162 x 2 = 324
    ("P12", {"swept_takers": "by_total"}, (25, 25)),     # 170 + 80 = 250 | capot 250
    ("P2", {"split_six": "defenders"}, (20, 8)),         # takers' 6 down, defenders' 6 up
    # derived from the same rules (§13.8 step 5, step 4)
    ("P1", {"bid_bonus": "failed"}, (10, 6)),            # made: + V left out
    ("P4", {"bid_bonus": "failed"}, (0, 25)),            # failed: 162 + 90 = 252
    ("P6", {"bid_bonus": "none"}, (32, 0)),              # bid_bonus not read when doubled
    ("P8", {"contra_score": "pool_multiplied"}, (65, 0)),  # 162 x 4 = 648: 8 rounds up
    ("P12", {"belote_on_failure": "holder"}, (2, 48)),   # 20 | 420 - 20 + 80 = 480
    ("P12", {"failure_transfer": "cards"}, (17, 33)),    # 150 + 20 | 0 + 250 + 80 = 330
    ("P13", {"success": "more_than"}, (0, 37)),          # 160 not > 160: 212 + 160 = 372
    ("P10", {"swept_takers": "by_total"}, (0, 41)),      # a capot bid: tricks alone decide
]


@pytest.mark.parametrize("name,fields,score", VARIANTS,
                         ids=[f"{v[0]}-{next(iter(v[1].values()))}" for v in VARIANTS])
def test_the_same_hands_under_other_field_values(name, fields, score):
    assert _score(pil(**fields), _example(name))["score"] == list(score)


def test_p12_by_total_is_made_with_the_defenders_capot():
    # §13.10: swept_takers by_total: 170 >= 80, made; capot = team 1
    answer = _score(pil(swept_takers="by_total"), _example("P12"))
    assert (answer["outcome"], answer["capot"], answer["totals"]) == ("made", 1, [170, 250])


def test_defenders_keep_their_pilotta_when_the_contract_is_made():
    # §13.8 step 5, m = 1 made: raw(D) = total(D) = 62 + 20 = 82 -> 8; 180 -> 18
    answer = summary(PIL, contract("H", 80), (5, 3), (90, 62), 0, belote=(0, 20))
    check_score(answer, "made", None, (100, 82), (18, 8), (180, 82))


def test_a_doubled_hand_takes_the_losers_pilotta_unless_holder():
    # §13.8 step 5: P6 with the defenders' pilotta: P = 97 + 85 = 182; 182 + 160 = 342 -> 34;
    # holder: k = 20, raw(L) = 20 -> 2, raw(W) = 162 + 160 = 322 -> 32
    args = (contract("C", 80, 2), (5, 3), (87, 65), 0, (0, 0), (0, 20))
    check_score(summary(PIL, *args), "made", None, (97, 85), (34, 0), (342, 0))
    assert summary(pil(belote_on_failure="holder"), *args)["score"] == [32, 2]


def test_split_tens_rounds_7_to_9_up_and_5_down():
    # §13.8 step 6: 90 C made with 107 to 75: raw 197 -> 20, 75 -> 7
    answer = summary(PIL, contract("C", 90), (4, 4), (77, 75), 0, (20, 0))
    check_score(answer, "made", None, (107, 75), (20, 7), (197, 75))


def test_recontra_failed():
    # §13.8 step 5: 100 H x4, 95 (85 + 10) to 67: failed; P = 162; 162 + 400 = 562 -> 56 to D
    answer = summary(PIL, contract("H", 100, 4), (4, 4), (85, 67), 0)
    check_score(answer, "dedans", None, (95, 67), (0, 56), (0, 562))


# -- §13.12 the summary's checks ------------------------------------------------------------

@pytest.mark.parametrize("doc", [
    dict(tricks_won=[5, 4], card_points=[90, 62], last_trick=0),     # tricks not 8
    dict(tricks_won=[5, 3], card_points=[90, 72], last_trick=0),     # points not 152
    dict(tricks_won=[8, 0], card_points=[140, 12], last_trick=0),    # points to a team without a trick
    dict(tricks_won=[8, 0], card_points=[152, 0], last_trick=1),     # last trick to a team without one
    dict(tricks_won=[5, 3], card_points=[90, 62], last_trick=0, declarations=[20, 50]),
    dict(tricks_won=[5, 3], card_points=[90, 62], last_trick=0, declarations=[25, 0]),
    dict(tricks_won=[5, 3], card_points=[90, 62], last_trick=0, belote=[20, 20]),
    dict(tricks_won=[5, 3], card_points=[90, 62], last_trick=0, belote=[40, 0]),
], ids=["tricks", "points", "points-no-trick", "last-no-trick", "two-teams-decl",
        "decl-not-tens", "two-pilottas", "belote-40"])
def test_a_summary_that_cannot_happen_is_a_422(doc):
    refused(engine.score_hand, {"rules": PIL, "contract": contract(), **doc})


@pytest.mark.parametrize("c", [
    {"taker": 0, "kind": "H"}, contract("NT", 80), contract("H", 80, 3)],
    ids=["no-bid", "kind-NT", "multiplier-3"])
def test_a_contract_outside_13_12_is_a_422(c):
    # §13.12: bid needed to score; a multiple of 10 from 80 to bid_ceiling or "capot";
    # multiplier 1, 2, 4; kind one of contract_kinds. "Anything else is a 422."
    refused(engine.score_hand, {"rules": PIL, "contract": c, "tricks_won": [5, 3],
                                "card_points": [90, 62], "last_trick": 0})


@pytest.mark.parametrize("bid", [85, 250, 70])
def test_a_contract_bid_no_bid_can_be_is_a_400(bid):
    # docs/decisions.md: a bid of the wrong shape is a 400 across the API (the text's
    # "anything else is a 422" read for the values of the right shape)
    with pytest.raises(MalformedInput):
        engine.score_hand({"rules": PIL, "contract": contract("H", bid), "tricks_won": [5, 3],
                           "card_points": [90, 62], "last_trick": 0})


def test_a_bid_of_240_scores_and_170_passes_the_check():
    # §13.12: bid up to bid_ceiling 240. 170 H, 120 + 10 + 50 = 180 >= 170: made;
    # raw 180 + 170 = 350 -> 35; 32 -> 3
    answer = summary(PIL, contract("H", 170), (6, 2), (120, 32), 0, (50, 0))
    check_score(answer, "made", None, (180, 32), (35, 3), (350, 32))
    answer = summary(PIL, contract("H", 240), (6, 2), (120, 32), 0, (50, 0))
    check_score(answer, "dedans", None, (180, 32), (0, 45), (0, 452))  # 212 + 240


def test_a_bid_above_a_lowered_ceiling_is_a_422():
    refused(engine.score_hand, {"rules": pil(bid_ceiling=160), "contract": contract("H", 170),
                                "tricks_won": [5, 3], "card_points": [90, 62], "last_trick": 0})


# -- P12 as a complete deal (§13.10) -----------------------------------------------------

P12_TRICKS = [["9D", "JD", "7C", "7D"], ["AD", "8C", "8D", "QD"], ["TD", "JC", "QC", "KD"],
              ["AS", "8S", "TS", "7S"], ["KS", "QS", "TC", "9S"], ["AH", "8H", "TH", "7H"],
              ["KH", "JH", "QH", "9H"], ["AC", "JS", "KC", "9C"]]
P12_HANDS = ["9S 9H 9D 9C KD QD 7S 7H", "JD AD TD AS KS AH KH AC",
             "8S JS QS 8H JH 7C 8C JC", "TS TH QH 7D 8D TC QC KC"]


def test_p12_the_deal_the_text_gives():
    # §13.10 P12: seat 0 leads 9D, seat 1 takes it with JD (34), draws KD and QD with AD (14)
    # and TD (19), wins the rest (21 + 17 + 21 + 9 + 17): 152 + 10 -> capot 250.
    # Declarations: seat 0 four nines 150 beat seat 1's four aces 100; pilotta KD QD.
    deal = {"rules": PIL, "dealer": 3, "contract": contract("D", 80), "tricks": P12_TRICKS}
    check_score(engine.score_hand(deal), "dedans", 1, (170, 250), (0, 50), (0, 500))
    answer = declare(PIL, P12_HANDS, kind="D")
    assert scoring(answer) == (0, [150, 0], [20, 0])
    by_total = {**deal, "rules": pil(swept_takers="by_total")}
    check_score(engine.score_hand(by_total), "made", 1, (170, 250), (25, 25), (250, 250))


def test_p12_played_through_play_ends_with_the_hand_scored():
    # §13.12 /v1/play: seat 0's last card (9C) completes the deal; the hand of the seat to
    # play is given (8 cards less the 7 it played), the others are unknown
    state = {"rules": PIL, "dealer": 3, "contract": contract("D", 80),
             "hands": [["9C"], None, None, None],
             "tricks": P12_TRICKS[:7] + [["AC", "JS", "KC"]]}
    answer = engine.play({"state": state, "action": "9C"})
    assert answer["phase"] == "complete"


# -- §13.9 the match (target 351) -------------------------------------------------------

def test_the_match_examples():
    # §13.10 "Match": 340-300 + 18-6 -> 358-306: team 0 wins
    got = match(PIL, [(34, 30)] * 10 + [(18, 6)])
    assert (got["totals"], got["finished"], got["winner"]) == ([358, 306], True, 0)
    assert got["held_over"] == 0 and got["next_dealer"] is None
    # 345-349 + 0-25 -> 345-374: team 1 wins
    got = match(PIL, [(34, 34)] * 10 + [(5, 9), (0, 25)])
    assert (got["totals"], got["finished"], got["winner"]) == ([345, 374], True, 1)
    # 340-342 + 16-14 -> 356-356: play on; with match_tie draw: a draw, winner null
    scores = [(34, 34)] * 10 + [(0, 2), (16, 14)]
    got = match(PIL, scores)
    assert (got["totals"], got["finished"], got["winner"]) == ([356, 356], False, None)
    assert got["next_dealer"] == len(scores) % 4
    got = match(pil(match_tie="draw"), scores)
    assert (got["totals"], got["finished"], got["winner"]) == ([356, 356], True, None)
    # 300-340 + 56-0 -> 356-340: team 0 wins
    got = match(PIL, [(30, 34)] * 10 + [(56, 0)])
    assert (got["totals"], got["finished"], got["winner"]) == ([356, 340], True, 0)


def test_350_is_not_the_target():
    # §13.9: 351 GP; 350-0 is not finished; a target override of 301 finishes at 310
    got = match(PIL, [(35, 0)] * 10)
    assert (got["totals"], got["finished"]) == ([350, 0], False)
    got = match(pil(target=301), [(31, 0)] * 10)
    assert (got["totals"], got["finished"], got["winner"]) == ([310, 0], True, 0)


def test_match_items_made_dedans_thrown_in_no_litige_no_held_over():
    # §13.12: outcome made, dedans or thrown_in; held_over absent or 0; taker optional
    hands = [{"dealer": 3, "outcome": "thrown_in"},
             {"dealer": 0, "outcome": "dedans", "score": [0, 25], "held_over": 0},
             {"dealer": 1, "outcome": "made", "score": [18, 6]}]
    got = engine.score_match({"rules": PIL, "hands": hands})
    assert got["totals"] == [18, 31] and got["held_over"] == 0 and got["next_dealer"] == 2
    for bad in ({"dealer": 0, "taker": 0, "outcome": "litige", "score": [0, 8], "held_over": 8},
                {"dealer": 0, "taker": 0, "outcome": "made", "score": [16, 8], "held_over": 8},
                {"dealer": 0, "taker": 0, "outcome": "hanging", "score": [0, 8]}):
        refused(engine.score_match, {"rules": PIL, "hands": [bad]})
