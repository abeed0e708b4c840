"""Bazaar Blot (the rules text §14): hand-computed vectors, one or more per named rule, and every
worked example of §14.10, asked through the JSON API. Written from the text alone, as a
second reading beside the implementation; each comment gives the section and the sum."""

import pytest

import engine
from tests.engine.point_vectors import (
    SUITS, bids, bidding, calls_set, capots, check_score, contract, declare, last_call, legal,
    match, refused, summary, the_contract)

pytestmark = pytest.mark.skipif(engine.ruleset("bazar-blot") is None,
                                reason="the bazar-blot preset is not implemented yet")

BZ = "bazar-blot"
KINDS = SUITS + ("NT",)


def bz(**fields):
    return {"preset": BZ, **fields}


# -- §14.11 the ruleset ----------------------------------------------------------------

FIELDS = dict(
    contract_kinds=["S", "H", "D", "C", "NT"], direction="clockwise", deal_packets="3-2-3",
    bid_ceiling=160, redeal_by="next", no_trump_points="scaled", partner_exemption=True,
    undertrump="free", no_trump_declarations="all", carre_values="standard",
    sequence_rank="length", trump_sequence_priority=False, declaration_tie="nobody",
    belote_on_failure="winners", success="more_than", failure_transfer="all",
    bid_bonus="made_and_failed", contra_score="bid_multiplied", swept_takers="fail",
    no_trump_bid_factor=1, split_six="defenders", target=301, match_tie="play_on",
    # one value only
    bidding="point_auction", doubling="auction", trump_obligation="french",
    must_beat_plain=False, declarations="all", long_sequence="flat_100",
    declaration_comparison="together", bela_claim="automatic", swept_declarations="keep",
    capot="250", tie="takers_make", rounding="split_tens", game_end="target", hand_limit=None)


def test_the_listing_holds_every_value_of_the_table():
    # §14.11: the `bazar-blot` column
    listing = engine.ruleset(BZ)
    assert listing["preset"] == BZ
    assert {k: listing.get(k) for k in FIELDS} == FIELDS


def test_the_listing_names_the_fields_of_the_table_and_no_other():
    # §14.12: GET lists the fields of §14.11; §14.11: any other field is a 422
    assert set(engine.ruleset(BZ)) == set(FIELDS) | {"preset"}


def test_the_listing_is_accepted_back():
    # B1 scored with the listing as the rules: 18-6
    assert summary(engine.ruleset(BZ), contract("H", 80), (5, 3), (90, 62), 0)["score"] == [18, 6]


@pytest.mark.parametrize("name,value", [
    ("all_trump_points", "natural"), ("all_trump_points", "scaled"), ("four_jacks", 100),
    ("trump_choice", "pass_round"), ("dealer_must", True), ("gahwa", "flat_152"),
    ("contract_kinds", ["S", "AT"]), ("target", 1002), ("target", 100)])
def test_another_field_or_an_outside_value_is_a_422(name, value):
    # §14.11: "Any other field or value is a client error (422) with this preset";
    # §14.3: AT is a 422; §14.9: target 101..1001
    refused(engine.score_hand, {"rules": bz(**{name: value}), "contract": contract(),
                                "tricks_won": [5, 3], "card_points": [90, 62],
                                "last_trick": 0})


def test_combinations_of_listed_values_are_accepted():
    # §14.11: no combination of the values listed is refused; a field without effect is
    # accepted (no_trump_bid_factor with suits only)
    for spec in (bz(no_trump_bid_factor=2, contract_kinds=["S", "H"]),
                 bz(partner_exemption=False, undertrump="forced"),
                 bz(contract_kinds=["NT"]), bz(bid_ceiling=240, success="at_least"),
                 bz(no_trump_points="natural", no_trump_declarations="none")):
        assert summary(spec, contract("H" if spec.get("contract_kinds") != ["NT"] else "NT", 80),
                       (5, 3), (90, 62), 0)["outcome"] == "made"


def test_dealing_eight_cards_each_no_turn_up():
    # §14.4: all eight cards dealt before the auction; the eldest (dealer 3 -> 0) speaks
    state = engine.new_deal({"rules": BZ, "dealer": 3, "seed": 11})
    assert sorted(len(h) for h in state["hands"]) == [8, 8, 8, 8]
    assert len({c for h in state["hands"] for c in h}) == 32
    assert "turn_up" not in state and not state.get("stock")
    assert engine.legal_moves(state)["to_act"] == 0


# -- §14.5 the auction (dealer 3; 0, 1, 2, 3 speak in turn) -----------------------------

def test_bids_stop_at_160_in_five_kinds():
    # §14.5: after 0's 80 H, seat 1: pass, quansh, 90..160 (8 values) x 5 kinds, kapuyt x 5
    answer = bidding(BZ, [{"bid": 80, "kind": "H"}])
    want = ["pass", "coinche"] + bids(90, 160, KINDS) + capots(KINDS)
    assert calls_set(answer["legal"]) == calls_set(want) and len(want) == 47


def test_z1_a_no_trump_overcall_then_the_taker_raises():
    # §14.10 Z1: 0 80H, 1 90NT, 2 pass, 3 pass, 0 100H, three passes -> 100 H by seat 0
    calls = [{"bid": 80, "kind": "H"}, {"bid": 90, "kind": "NT"}, "pass", "pass",
             {"bid": 100, "kind": "H"}, "pass", "pass", "pass"]
    answer = last_call(BZ, calls)
    assert the_contract(answer) == (0, "H", 100, 1)
    assert (answer["phase"], answer["to_act"]) == ("play", 0)


def test_z2_quansh_then_sur():
    # §14.10 Z2: 0 80S, 1 quansh, 2 sur -> 80 S x4
    assert the_contract(last_call(BZ, [{"bid": 80, "kind": "S"}, "coinche", "surcoinche"])) == (
        0, "S", 80, 4)


def test_z3_no_kind_outranks_another():
    # §14.10 Z3: 0 90S, 1 90D refused; also 170 (above 160) refused
    state = {"rules": BZ, "dealer": 3, "auction": [{"bid": 90, "kind": "S"}]}
    for call in ({"bid": 90, "kind": "D"}, {"bid": 90, "kind": "NT"}, {"bid": 170, "kind": "D"},
                 {"bid": 100, "kind": "AT"}):
        with pytest.raises((engine.MalformedInput, engine.ImpossibleState,
                            engine.IllegalAction)):
            engine.play({"state": state, "action": call})


def test_z4_four_passes_thrown_in_seat_0_deals_next():
    assert bidding(BZ, ["pass"] * 4)["phase"] == "thrown_in"
    got = engine.score_match({"rules": BZ, "hands": [{"dealer": 3, "outcome": "thrown_in"}]})
    assert got["next_dealer"] == 0


def test_z5_kapuyt_over_160():
    # §14.10 Z5: 0 160C, 1 kapuyt H, three passes -> kapuyt hearts by seat 1
    calls = [{"bid": 160, "kind": "C"}, {"bid": "capot", "kind": "H"}, "pass", "pass", "pass"]
    assert calls_set(bidding(BZ, calls[:2])["legal"]) == calls_set(["pass", "coinche"])
    assert the_contract(last_call(BZ, calls)) == (1, "H", "capot", 1)


def test_no_bid_after_a_quansh():
    # §14.5: after a quansh no more bids (kapuyt included), sur by the bidder's team
    assert bidding(BZ, [{"bid": 80, "kind": "NT"}, "coinche", "pass"])["legal"] == ["pass"]
    refused(engine.play, {"state": {"rules": BZ, "dealer": 3,
                                    "auction": [{"bid": 80, "kind": "NT"}, "coinche"]},
                          "action": {"bid": "capot", "kind": "NT"}})


# -- §14.6 the legal cards (hearts trumps; dealer 0: leader seat 1) -----------------------

LEGAL = [
    ("H", "AS", 2, "8H QD 7C 7D 8D 9D 8C 9C", "8H"),            # opponent master, plain: trump
    ("H", "AS 7S", 3, "8H QD 7C 7D 8D 9D 8C 9C", "all"),        # partner (1) master
    ("H", "AS 9H", 3, "JH 7H QD 7D 8D 7C 8C 9C", "JH"),         # a trump beating the 9
    ("H", "AS 9H", 3, "8H 7H QD 7D 8D 7C 8C 9C", "all"),        # cannot beat: any card
    ("H", "AS 9H 7S", 0, "JH QD 7D 8D 9D 7C 8C 9C", "all"),     # partner (2) master
    ("H", "8H", 2, "9H 7H AS 7D 8D 9D 7C 8C", "9H"),            # trumps led: beat
    ("NT", "7D", 2, "AD KC 7S 8S 9S 7H 8H 9H", "AD"),           # follow suit
    ("NT", "7D", 2, "KC QS 7S 8S 9S 7H 8H 9H", "all"),          # void in NT: any card
]


@pytest.mark.parametrize("kind,trick,seat,hand,want", LEGAL,
                         ids=[f"L{i + 1}" for i in range(len(LEGAL))])
def test_the_legal_cards_of_the_worked_table(kind, trick, seat, hand, want):
    # §14.10 legal-cards table
    expected = set(hand.split()) if want == "all" else set(want.split())
    assert legal(BZ, trick, seat, hand, kind=kind) == expected


def test_trumps_led_beat_even_the_partner():
    # §14.6 rule 2 [decision]: trumps led, beat the highest trump when able — leader 1 9H,
    # 2 7H, seat 3 (partner master) holds JH TH -> JH
    assert legal(BZ, "9H 7H", 3, "JH TH 7D 8D 9D 7C 8C 9C") == {"JH"}


def test_the_pilotta_fields_give_the_pilotta_answers():
    # §14.6: A-7a / A-7b's forced undertrump, and no exemption: pilotta's rows
    rules = bz(partner_exemption=False, undertrump="forced")
    assert legal(rules, "AS 7S", 3, "8H QD 7C 7D 8D 9D 8C 9C") == {"8H"}
    assert legal(bz(undertrump="forced"), "AS 9H", 3, "8H 7H QD 7D 8D 7C 8C 9C") == {"8H", "7H"}


# -- §14.3 trick winner and points --------------------------------------------------------

def test_no_trump_the_led_suit_wins_in_plain_order_with_scaled_points():
    # §14.3 / §4.3: NT, leader 0: 7D AS TD KD -> TD (seat 2), the ace of spades a discard;
    # scaled: 0 + 19 + 10 + 4 = 33
    got = engine.resolve_trick({"rules": BZ, "contract": contract("NT"), "leader": 0,
                                "cards": ["7D", "AS", "TD", "KD"]})
    assert got == {"winner": 2, "team": 0, "points": 33}
    # KC AC 9C JS -> AC (seat 1): 4 + 19 + 0 + 2 = 25; natural table: 4 + 11 + 0 + 2 = 17
    trick = {"contract": contract("NT"), "leader": 0, "cards": ["KC", "AC", "9C", "JS"]}
    assert engine.resolve_trick({"rules": BZ, **trick}) == {"winner": 1, "team": 1, "points": 25}
    assert engine.resolve_trick({"rules": bz(no_trump_points="natural"), **trick})["points"] == 17


def test_a_suit_contract_trick():
    # §14.3: spades trumps, leader 1: AH 7S TH KH -> 7S (seat 2), 25
    got = engine.resolve_trick({"rules": BZ, "contract": contract("S"), "leader": 1,
                                "cards": ["AH", "7S", "TH", "KH"]})
    assert got == {"winner": 2, "team": 0, "points": 25}


# -- §14.7 declarations (hearts trumps unless stated, dealer 3, eldest 0) -------------------

TIERCES = ["QS AS 7H 9H AH JD KD 8C", "QC JC TC 7S 9S JS 7D 9D",
           "QH JH TH 8S TS 8D TD 7C", "KS 8H KH QD AD 9C AC KC"]
KINGS_QUINTE = ["KS KH KC KD 7S 9H 7C AD", "QD JD TD 9D 8D 8S TS 8H",
                "9S JS AS 7H TH QH 8C TC", "QS JH AH 9C JC QC AC 7D"]
SIX_FIVE = ["9S TS JS QS KS AS 7H 7D", "8H TH QH 9D JD KD 8S 7C",
            "9H JH KH 8D TD QD KC AC", "8C 9C TC JC QC 7S AH AD"]
NT_TIERCE = ["8S TS 8H JH JD KD QC AC", "KH QH 7S 9S 8D TD 8C TC",
             "AS KS QS 7H 9H 7D 9D 7C", "JS TH AH QD AD 9C JC KC"]
NINES = ["9S 9H 9D 9C 7S 7H 7D 7C", "8S TS 8H QH JD KD TC AC",
         "JS QS TH KH 8D AD 8C QC", "KS AS JH AH TD QD JC KC"]
TENS_KINGS = ["TS TH TD TC 7S 7H 7D 7C", "KS KH KD KC 8S 8H 8D 8C",
              "9S JS QH AH 9D QD JC AC", "QS AS 9H JH JD AD 9C QC"]
ACES_JACKS = ["AS AH AD AC 7S 7H 7D 7C", "9S TS 9H QH TD KD QC KC",
              "QS KS TH KH 9D QD 9C TC", "JS JH JD JC 8S 8H 8D 8C"]


def scoring(answer):
    return answer["team"], answer["points"], answer["belote"]


def test_d1_trumps_give_no_priority():
    # §14.10 D1: QC-TC (seat 1) vs QH-TH trumps (seat 2): equal -> nobody
    assert scoring(declare(BZ, TIERCES)) == (None, [0, 0], [0, 0])


def test_d2_a_four_beats_a_sequence():
    # §14.10 D2: four kings (100) vs QD-8D (100) -> team 0
    assert scoring(declare(BZ, KINGS_QUINTE)) == (0, [100, 0], [0, 0])


def test_d3_the_longer_sequence():
    # §14.10 D3: 9S-AS (six) vs 8C-QC (five) -> team 0, 100
    assert scoring(declare(BZ, SIX_FIVE)) == (0, [100, 0], [0, 0])


def test_d4_no_trump_declarations_count_and_no_blot():
    # §14.10 D4: NT, seat 2 AS KS QS -> 20 for team 0; seat 1's KH QH is no blot in NT
    answer = declare(BZ, NT_TIERCE, kind="NT")
    assert scoring(answer) == (0, [20, 0], [0, 0])
    assert answer["declarations"][2] == [{"kind": "tierce", "cards": ["QS", "KS", "AS"],
                                          "points": 20}]
    # the same hands in hearts: seat 1's blot counts for team 1
    assert scoring(declare(BZ, NT_TIERCE)) == (0, [20, 0], [0, 20])
    # no_trump_declarations none: nothing in NT
    assert scoring(declare(bz(no_trump_declarations="none"), NT_TIERCE, kind="NT")) == (
        None, [0, 0], [0, 0])


def test_d5_four_nines_150_or_100_flat_also_in_no_trump():
    # §14.10 D5; §14.7: a four's value does not depend on the contract, the same in NT
    assert scoring(declare(BZ, NINES)) == (0, [150, 0], [0, 0])
    assert scoring(declare(BZ, NINES, kind="NT")) == (0, [150, 0], [0, 0])
    assert scoring(declare(bz(carre_values="flat_100"), NINES)) == (0, [100, 0], [0, 0])


def test_d6_fours_by_rank():
    # §14.10 D6: four tens (seat 0) vs four kings (seat 1): tens rank above -> team 0, 100;
    # the four sevens and four eights are nothing
    answer = declare(BZ, TENS_KINGS)
    assert scoring(answer) == (0, [100, 0], [0, 0])
    # flat_100: four aces (seat 0) vs four jacks (seat 3), 100 each: jacks first -> team 1
    assert scoring(declare(bz(carre_values="flat_100"), ACES_JACKS)) == (1, [0, 100], [0, 0])
    assert scoring(declare(BZ, ACES_JACKS)) == (1, [0, 200], [0, 0])


# -- §14.8 scoring one hand, §14.10 worked examples (summary form) -----------------------

# (id, kind, bid, multiplier, tricks, card points without the last, last, decl, blot,
#  outcome, capot, totals, raw, score)
EXAMPLES = [
    ("B1", "H", 80, 1, (5, 3), (90, 62), 0, (0, 0), (0, 0),
     "made", None, (100, 62), (180, 62), (18, 6)),
    ("B2", "S", 80, 1, (4, 4), (71, 81), 0, (0, 0), (0, 0),
     "dedans", None, (81, 81), (0, 242), (0, 24)),
    ("B3", "D", 100, 1, (5, 3), (96, 56), 0, (0, 0), (0, 0),
     "made", None, (106, 56), (206, 56), (20, 6)),
    ("B4", "C", 90, 1, (4, 4), (77, 75), 0, (20, 0), (0, 0),
     "made", None, (107, 75), (197, 75), (20, 7)),
    ("B5", "H", 90, 2, (5, 3), (95, 57), 0, (0, 0), (0, 0),
     "made", None, (105, 57), (342, 0), (34, 0)),
    ("B6", "S", 120, 4, (6, 2), (100, 52), 1, (0, 0), (20, 0),
     "dedans", None, (120, 62), (0, 662), (0, 66)),
    ("B7", "H", "capot", 1, (8, 0), (152, 0), 0, (20, 0), (0, 0),
     "made", 0, (270, 0), (520, 0), (52, 0)),
    ("B8", "D", "capot", 1, (7, 1), (140, 12), 0, (0, 0), (0, 0),
     "dedans", None, (150, 12), (0, 412), (0, 41)),
    ("B9", "C", 80, 1, (0, 8), (0, 152), 1, (0, 20), (20, 0),
     "dedans", 1, (20, 270), (0, 370), (0, 37)),
    ("B10", "NT", 90, 1, (5, 3), (98, 54), 0, (0, 0), (0, 0),
     "made", None, (108, 54), (198, 54), (20, 5)),
    ("B11", "H", 80, 1, (3, 5), (66, 86), 0, (50, 0), (0, 0),
     "made", None, (126, 86), (206, 86), (20, 9)),
    ("B12", "S", 100, 1, (5, 3), (90, 62), 0, (0, 0), (0, 0),
     "dedans", None, (100, 62), (0, 262), (0, 26)),
    ("B13", "D", 80, 1, (4, 4), (76, 76), 0, (0, 0), (0, 0),
     "made", None, (86, 76), (166, 76), (16, 8)),
    ("B14", "S", "capot", 1, (8, 0), (152, 0), 0, (0, 0), (0, 0),
     "made", 0, (250, 0), (500, 0), (50, 0)),
]


def _score(rules, example):
    _, kind, bid, m, won, pts, last, decl, bel, *_ = example
    return summary(rules, contract(kind, bid, m), won, pts, last, decl, bel)


@pytest.mark.parametrize("example", EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_each_worked_example_of_the_table(example):
    # §14.10 rows B1-B14; arithmetic under the table
    *_, outcome, capot, totals, raw, score = example
    check_score(_score(BZ, example), outcome, capot, totals, score, raw)


def _example(name):
    return next(e for e in EXAMPLES if e[0] == name)


VARIANTS = [
    ("B2", {"success": "at_least"}, (16, 8)),            # 81 >= 80: 161 -> 16; 81 -> 8
    ("B10", {"no_trump_bid_factor": 2}, (29, 5)),        # 108 + 180 = 288 -> 29
    ("B13", {"split_six": "takers"}, (17, 7)),           # 166 up, 76 down
    ("B12", {"success": "at_least"}, (20, 6)),           # 100 >= 100: 200 -> 20
    ("B11", {"split_six": "takers"}, (21, 8)),           # §14.10 B11 note: §13's 21-8
    # derived (§14.8 step 5): the factor only where V enters, and only in NT
    ("B1", {"no_trump_bid_factor": 2}, (18, 6)),         # a suit contract: no effect
    ("B5", {"contra_score": "pool_multiplied"}, (32, 0)),  # 162 x 2 = 324
]


@pytest.mark.parametrize("name,fields,score", VARIANTS,
                         ids=[f"{v[0]}-{next(iter(v[1].values()))}" for v in VARIANTS])
def test_the_same_hands_under_other_field_values(name, fields, score):
    assert _score(bz(**fields), _example(name))["score"] == list(score)


def test_82_is_enough_on_an_80_bid():
    # §14.8 step 4: 72 + 10 = 82 > 80 and >= 82: made; 162 -> 16, 80 -> 8
    check_score(summary(BZ, contract("S", 80), (4, 4), (72, 80), 0), "made", None, (82, 80),
                (16, 8), (162, 80))


def test_no_trump_bid_factor_2_failed_doubled_and_kapuyt():
    # §14.8 step 5 with no_trump_bid_factor 2, V -> 2V wherever it enters:
    two = bz(no_trump_bid_factor=2)
    # failed 90 NT, 60 to 92 + 10: P = 162; 162 + 180 = 342 -> 34 (factor 1: 252 -> 25)
    args = (contract("NT", 90), (3, 5), (60, 92), 1)
    assert summary(two, *args)["score"] == [0, 34]
    assert summary(BZ, *args)["score"] == [0, 25]
    # quansh, made: 162 + 2 x 90 x 2 = 522 -> 52; pool_multiplied: 162 x 2 = 324 -> 32
    args = (contract("NT", 90, 2), (5, 3), (98, 54), 0)
    assert summary(two, *args)["score"] == [52, 0]
    assert summary(bz(no_trump_bid_factor=2, contra_score="pool_multiplied"),
                   *args)["score"] == [32, 0]
    # kapuyt NT: 250 + 2 x 250 = 750 -> 75
    assert summary(two, contract("NT", "capot"), (8, 0), (152, 0), 0)["score"] == [75, 0]
    # never in the step-4 test: 90 + 5 + 10 = 95 > 90 made (not > 180)
    assert summary(two, contract("NT", 90), (5, 3), (85, 67), 0)["outcome"] == "made"


def test_natural_no_trump_130_and_the_threshold_stays_82():
    # §14.3 natural: card points add up to 120. 90 NT, 85 + 10 = 95 > 90: made;
    # 185 -> 18 (5 down), 35 -> 3
    nat = bz(no_trump_points="natural")
    check_score(summary(nat, contract("NT", 90), (5, 3), (85, 35), 0), "made", None, (95, 35),
                (18, 3), (185, 35))
    # 80 NT, 71 + 10 = 81 > 80 but < 82: failed; P = 130; 130 + 80 = 210 -> 21
    check_score(summary(nat, contract("NT", 80), (4, 4), (71, 49), 0), "dedans", None,
                (81, 49), (0, 21), (0, 210))
    # 152 card points in a natural NT, or 120 in a scaled one, are a 422
    refused(engine.score_hand, {"rules": nat, "contract": contract("NT", 90),
                                "tricks_won": [5, 3], "card_points": [98, 54], "last_trick": 0})
    refused(engine.score_hand, {"rules": BZ, "contract": contract("NT", 90),
                                "tricks_won": [5, 3], "card_points": [85, 35], "last_trick": 0})


def test_a_blot_in_no_trump_is_a_422():
    # §14.12: a summary's belote in NT is [0, 0], any other a 422
    refused(engine.score_hand, {"rules": BZ, "contract": contract("NT", 90),
                                "tricks_won": [5, 3], "card_points": [98, 54], "last_trick": 0,
                                "belote": [20, 0]})


@pytest.mark.parametrize("c", [contract("H", 170), contract("AT", 80), {"taker": 0, "kind": "H"},
                               contract("NT", 90, 3)], ids=["bid-170", "AT", "no-bid", "x3"])
def test_a_contract_outside_14_12_is_a_422(c):
    # §14.12 via §13.12: bid 80..160 or capot; kind in S H D C NT; multiplier 1, 2, 4
    refused(engine.score_hand, {"rules": BZ, "contract": c, "tricks_won": [5, 3],
                                "card_points": [90, 62], "last_trick": 0})


def test_a_blot_goes_to_the_winners_of_a_failed_contract():
    # §14.7 / §13.8 step 5: 100 H, 70 + 10 + 20 (blot) = 100, not more than 100: failed;
    # P = 100 + 82 = 182; 182 + 100 = 282 -> 28 (the blot in the pool)
    args = (contract("H", 100), (4, 4), (70, 82), 0, (0, 0), (20, 0))
    check_score(summary(BZ, *args), "dedans", None, (100, 82), (0, 28), (0, 282))
    # holder: the takers keep 20 -> 2; 182 - 20 + 100 = 262 -> 26
    assert summary(bz(belote_on_failure="holder"), *args)["score"] == [2, 26]


# -- a complete deal in NT ---------------------------------------------------------------

# Every suit dealt whole: seat 0 spades, 1 hearts, 2 diamonds, 3 clubs (dealer 3).
SUIT_HANDS = [" ".join(r + s for r in "789TJQKA") for s in SUITS]
SPADES = ["AS", "TS", "KS", "QS", "JS", "9S", "8S", "7S"]
SUIT_TRICKS = [[s, r + "H", r + "D", r + "C"] for s, r in zip(SPADES, "789TJQKA")]


def test_a_complete_no_trump_kapuyt():
    # Seat 0 leads its spades; nobody else holds one (void in NT: any card, §14.6 rule 4):
    # kapuyt. Scaled NT (§14.3): A 19 + T 10 + K 4 + Q 3 + J 2 = 38 a suit, x 4 = 152 + 10.
    # Declarations (§14.7, §6.2): each eight-card suit declares a quinte A-T and a tierce
    # 9-7 (120); the four best are equal quintes, trumps give no priority: nobody scores.
    # Kapuyt bid made by the tricks: 250 + 250 = 500 -> 50.
    assert scoring(declare(BZ, SUIT_HANDS, kind="NT")) == (None, [0, 0], [0, 0])
    deal = {"rules": BZ, "dealer": 3, "contract": contract("NT", "capot"), "tricks": SUIT_TRICKS}
    check_score(engine.score_hand(deal), "made", 0, (250, 0), (50, 0), (500, 0))
    # an 80 NT swept: 250 + 80 = 330 -> 33
    deal["contract"] = contract("NT", 80)
    check_score(engine.score_hand(deal), "made", 0, (250, 0), (33, 0), (330, 0))


# -- §14.9 the match (target 301) -------------------------------------------------------

def test_the_match_examples():
    # §14.10: 290-250 + 18-6 -> 308-256: team 0 wins
    got = match(BZ, [(29, 25)] * 10 + [(18, 6)])
    assert (got["totals"], got["finished"], got["winner"]) == ([308, 256], True, 0)
    # 295-297 + 0-24 -> 295-321: team 1 wins
    got = match(BZ, [(29, 29)] * 10 + [(5, 7), (0, 24)])
    assert (got["totals"], got["finished"], got["winner"]) == ([295, 321], True, 1)
    # 290-292 + 16-14 -> 306-306: play on
    got = match(BZ, [(29, 29)] * 10 + [(0, 2), (16, 14)])
    assert (got["totals"], got["finished"], got["winner"]) == ([306, 306], False, None)
    assert got["held_over"] == 0


def test_no_hand_limit_and_nothing_held_over():
    # §14.9: no hand limit: 60 hands of 2-2 (120-120) go on
    got = match(BZ, [(2, 2)] * 60)
    assert (got["totals"], got["finished"], got["held_over"]) == ([120, 120], False, 0)
    refused(engine.score_match, {"rules": BZ, "hands": [
        {"dealer": 0, "taker": 0, "outcome": "litige", "score": [0, 8], "held_over": 8}]})
