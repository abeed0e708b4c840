"""docs/rules.md, Pilotta: every worked example with its hand-computed figures — the scores
P1-P13 and their variants, declarations D1-D6, legal cards, auctions A1-A6 and the match."""

import pytest

import engine
from engine.errors import EngineError
from engine.rules.bidding import Auction, read_call
from engine.rules.contract import Contract
from engine.rules.declarations import belote_holders, compare, hand_declarations
from engine.rules.play import legal_cards
from engine.rules.ruleset import PRESETS, resolve_rules
from tests.engine.helpers import cards, hand, names

PILOTTA = PRESETS["pilotta"]


def summary(rules, kind, bid, mult, tricks, cards_, last, decl=(0, 0), belote=(0, 0)):
    """The table's columns as a summary: taker seat 0, "cards" without the last trick."""
    return engine.score_hand({
        "rules": rules, "contract": {"taker": 0, "kind": kind, "bid": bid, "multiplier": mult},
        "tricks_won": list(tricks), "card_points": list(cards_), "last_trick": last,
        "declarations": list(decl), "belote": list(belote)})


# (#, kind, bid, multiplier, tricks, cards, last, decl, pilotta) -> totals, outcome, raw, score
SCORES = [
    ("P1", "H", 80, 1, (5, 3), (90, 62), 0, (0, 0), (0, 0), (100, 62), "made", (180, 62), (18, 6)),
    ("P2", "S", 100, 1, (4, 4), (76, 76), 0, (20, 0), (0, 0), (106, 76), "made", (206, 76),
     (21, 7)),
    ("P3", "H", 110, 1, (5, 3), (86, 66), 1, (0, 0), (20, 0), (106, 76), "dedans", (0, 292),
     (0, 29)),
    ("P4", "D", 90, 1, (4, 4), (71, 81), 0, (0, 0), (0, 0), (81, 81), "dedans", (0, 252), (0, 25)),
    ("P5", "H", 120, 1, (5, 3), (92, 60), 0, (0, 50), (20, 0), (122, 110), "made", (242, 110),
     (24, 11)),
    ("P6", "C", 80, 2, (5, 3), (87, 65), 0, (0, 0), (0, 0), (97, 65), "made", (322, 0), (32, 0)),
    ("P7", "S", 90, 2, (3, 5), (60, 92), 1, (0, 20), (20, 0), (80, 122), "dedans", (0, 382),
     (0, 38)),
    ("P8", "H", 100, 4, (5, 3), (97, 55), 0, (0, 0), (0, 0), (107, 55), "made", (562, 0), (56, 0)),
    ("P9", "H", "capot", 1, (8, 0), (152, 0), 0, (20, 0), (20, 0), (290, 0), "made", (540, 0),
     (54, 0)),
    ("P10", "S", "capot", 1, (7, 1), (140, 12), 0, (0, 0), (0, 0), (150, 12), "dedans", (0, 412),
     (0, 41)),
    ("P11", "H", 80, 1, (8, 0), (152, 0), 0, (0, 100), (0, 0), (250, 100), "made", (330, 100),
     (33, 10)),
    ("P12", "D", 80, 1, (0, 8), (0, 152), 1, (150, 0), (20, 0), (170, 250), "dedans", (0, 500),
     (0, 50)),
    ("P13", "S", 160, 1, (6, 2), (100, 52), 0, (50, 0), (0, 0), (160, 52), "made", (320, 52),
     (32, 5)),
]
EXAMPLE = {e[0]: e for e in SCORES}


@pytest.mark.parametrize("example", SCORES, ids=[e[0] for e in SCORES])
def test_each_worked_score_of_the_table(example):
    _, kind, bid, mult, tricks, cards_, last, decl, pil, totals, outcome, raw, score = example
    result = summary("pilotta", kind, bid, mult, tricks, cards_, last, decl, pil)
    assert (result["totals"], result["outcome"], result["raw"], result["score"]) == (
        list(totals), outcome, list(raw), list(score))
    assert result["held_over"] == 0
    assert result["capot"] == (0 if tricks[0] == 8 else 1 if tricks[1] == 8 else None)


VARIANTS = [  # (#, field, value) -> score, as the second table gives them
    ("P1", "bid_bonus", "none", (10, 6)),
    ("P4", "bid_bonus", "made", (0, 16)),
    ("P4", "bid_bonus", "none", (0, 16)),
    ("P3", "failure_transfer", "cards", (2, 27)),
    ("P3", "belote_on_failure", "holder", (2, 27)),
    ("P7", "belote_on_failure", "holder", (2, 36)),
    ("P7", "failure_transfer", "cards", (0, 38)),
    ("P6", "contra_score", "pool_multiplied", (32, 0)),
    ("P12", "swept_takers", "by_total", (25, 25)),
    ("P2", "split_six", "defenders", (20, 8)),
]


@pytest.mark.parametrize("variant", VARIANTS, ids=[f"{v[0]}-{v[1]}-{v[2]}" for v in VARIANTS])
def test_each_hand_under_other_field_values(variant):
    name, field, value, score = variant
    _, kind, bid, mult, tricks, cards_, last, decl, pil, *_ = EXAMPLE[name]
    rules = {"preset": "pilotta", field: value}
    result = summary(rules, kind, bid, mult, tricks, cards_, last, decl, pil)
    assert result["score"] == list(score)


def test_p12_swept_takers_by_total_names_the_defenders_capot():
    _, kind, bid, mult, tricks, cards_, last, decl, pil, *_ = EXAMPLE["P12"]
    result = summary({"preset": "pilotta", "swept_takers": "by_total"}, kind, bid, mult,
                     tricks, cards_, last, decl, pil)
    assert (result["outcome"], result["capot"], result["raw"]) == ("made", 1, [250, 250])


def test_p12_from_the_deal_that_gives_it():
    """Seat 0 holds four nines and the pilotta and wins no trick."""
    hands = ["9S 9H 9D 9C KD QD 7S 7H", "JD AD TD AS KS AH KH AC",
             "8S JS QS 8H JH 7C 8C JC", "TS TH QH 7D 8D TC QC KC"]
    state = {"rules": "pilotta", "dealer": 3, "hands": [h.split() for h in hands],
             "auction": [{"bid": 80, "kind": "D"}, "pass", "pass", "pass"], "tricks": []}
    # seat 0 leads the nine of diamonds, seat 1 takes it with the jack, draws trumps with
    # the ace and ten and wins the rest with its aces and kings; the others play their
    # first legal card in canonical order
    plan = {0: ["9D"], 1: ["JD", "AD", "TD", "AS", "KS", "AH", "KH", "AC"]}
    while engine.legal_moves(state)["phase"] != "complete":
        moves = engine.legal_moves(state)
        wanted = [c for c in plan.get(moves["to_act"], []) if c in moves["legal"]]
        action = wanted[0] if wanted else moves["legal"][0]
        state = engine.play({"state": state, "action": action})["state"]
    result = engine.score_hand(state)
    assert (result["outcome"], result["capot"], result["totals"], result["score"]) == (
        "dedans", 1, [170, 250], [0, 50])


def seats(*texts):
    return [hand(t) for t in texts]


def test_d1_four_of_a_kind_beats_a_sequence_of_equal_value():
    hands = seats("KS KH KD KC", "QC JC TC 9C 8C", "", "")
    assert compare(hands, Contract(0, "H"), PILOTTA, 3).points == (100, 0)


def test_d2_the_longer_sequence_first():
    hands = seats("", "KS QS JS TS 9S 8S", "AD KD QD JD TD", "")
    assert compare(hands, Contract(0, "H"), PILOTTA, 3).team == 1
    by_value = resolve_rules({"preset": "pilotta", "sequence_rank": "value"})
    assert compare(hands, Contract(0, "H"), by_value, 3).team == 0


def test_d3_the_trump_sequence_wins():
    hands = seats("", "QC JC TC", "QH JH TH", "")
    assert compare(hands, Contract(0, "H"), PILOTTA, 3).points == (20, 0)
    plain = resolve_rules({"preset": "pilotta", "trump_sequence_priority": False})
    assert compare(hands, Contract(0, "H"), plain, 3).team is None


def test_d4_an_exact_tie_scores_nobody():
    hands = seats("", "QC JC TC", "QD JD TD", "")
    assert compare(hands, Contract(0, "H"), PILOTTA, 3).points == (0, 0)
    first = resolve_rules({"preset": "pilotta", "declaration_tie": "first_speaker"})
    assert compare(hands, Contract(0, "H"), first, 3).points == (0, 20)


def test_d5_the_pilotta_is_never_compared():
    hands = seats("AS KS QS KH QH", "", "", "9D TD JD QD")
    assert compare(hands, Contract(0, "H"), PILOTTA, 3).points == (0, 50)
    assert belote_holders(hands, Contract(0, "H"), PILOTTA) == (20, 0)


def test_d6_a_card_serves_once():
    found = hand_declarations(hand("JS JH JD JC KS QS 7D 8C"), Contract(0, "H"), PILOTTA)
    assert [(d.kind, d.points, names(d.cards)) for d in found] == [
        ("carre", 200, "JS JH JD JC")]


def test_carre_values_flat_100():
    flat = resolve_rules({"preset": "pilotta", "carre_values": "flat_100"})
    found = hand_declarations(hand("9S 9H 9D 9C 7S 8H 7D 8C"), Contract(0, "H"), flat)
    assert [d.points for d in found] == [100]
    hands = seats("AS AH AD AC", "", "", "JS JH JD JC")
    assert compare(hands, Contract(0, "S"), flat, 3).points == (0, 100)


LEGAL = [  # hearts trumps, leader seat 1: (trick so far, hand) -> legal
    ("AS", "KS 7S JH", "KS 7S"),
    ("AS", "8H QD 7C", "8H"),
    ("AS 7S", "8H QD 7C", "8H"),
    ("AS 9H", "JH 7H QD", "JH"),
    ("AS 9H", "8H 7H QD", "8H 7H"),
    ("AS 9H 7S", "JH 8H QD", "JH"),
    ("AS 9H 7S", "8H QD", "8H"),
    ("8H", "9H 7H AS", "9H"),
    ("JH", "9H 7H", "9H 7H"),
    ("AS 9H", "7S JH QD", "7S"),
]


@pytest.mark.parametrize("trick, held, legal", LEGAL)
def test_each_legal_cards_example(trick, held, legal):
    table = PILOTTA.tables["H"]
    assert set(names(legal_cards(table, PILOTTA.play, hand(held), cards(trick))).split()) == set(
        legal.split())


def auction_of(calls, rules=PILOTTA):
    auction = Auction(rules, dealer=3)
    for call in calls:
        auction.call(read_call(rules, call, ""))
    return auction


def test_a1_a_partner_may_raise():
    auction = auction_of([{"bid": 80, "kind": "H"}, {"bid": 90, "kind": "S"}, "pass", "pass",
                          {"bid": 100, "kind": "H"}, "pass", "pass", "pass"])
    assert auction.contract == Contract(0, "H", 100, 1)


def test_a2_recontra_ends_the_auction():
    auction = auction_of([{"bid": 90, "kind": "D"}, "coinche", "surcoinche"])
    assert auction.finished and auction.contract == Contract(0, "D", 90, 4)


def test_a3_after_a_contra_only_pass_or_recontra():
    auction = auction_of([{"bid": 80, "kind": "C"}, "coinche"])
    assert set(auction.legal()) == {("pass",), ("surcoinche",)}  # seat 2
    auction.call(("pass",))
    assert auction.legal() == [("pass",)]  # seat 3
    auction.call(("pass",))
    auction.call(("pass",))
    assert auction.contract == Contract(0, "C", 80, 2)


def test_a4_four_passes_throw_the_deal_in():
    auction = auction_of(["pass"] * 4)
    assert auction.thrown_in
    result = engine.score_match({"rules": "pilotta", "hands": [
        {"dealer": 3, "outcome": "thrown_in"}]})
    assert result["next_dealer"] == 0


def test_a5_a_capot_bid_stands_above_every_bid():
    auction = auction_of([{"bid": 150, "kind": "S"}, {"bid": "capot", "kind": "H"}])
    assert set(auction.legal()) == {("pass",), ("coinche",)}  # seat 2
    auction.call(("pass",))
    assert auction.legal() == [("pass",)]  # seat 3
    auction.call(("pass",))
    assert set(auction.legal()) == {("pass",), ("coinche",)}  # seat 0
    auction.call(("pass",))
    assert auction.contract == Contract(1, "H", 250, 1)


def test_a6_bids_must_rise_and_stop_at_the_ceiling():
    auction = auction_of([{"bid": 90, "kind": "H"}])
    with pytest.raises(EngineError) as refused:
        auction.call(read_call(PILOTTA, {"bid": 90, "kind": "S"}, ""))
    assert refused.value.code == "bid_too_low"
    with pytest.raises(EngineError):
        auction.call(read_call(PILOTTA, {"bid": 250, "kind": "S"}, ""))
    auction.call(read_call(PILOTTA, {"bid": 240, "kind": "S"}, ""))
    assert auction.value == 240


def test_the_opening_legal_calls_reach_the_ceiling():
    legal = Auction(PILOTTA, dealer=3).legal()
    bids = {call[1] for call in legal if call[0] == "bid"}
    assert bids == set(range(80, 241, 10)) | {250}
    assert ("coinche",) not in legal and ("surcoinche",) not in legal
    assert len(legal) == 1 + 4 * 18


MATCHES = [  # (totals before, hand score) -> totals, finished, winner
    ((340, 300), (18, 6), {}, (358, 306), True, 0),
    ((345, 349), (0, 25), {}, (345, 374), True, 1),
    ((340, 342), (16, 14), {}, (356, 356), False, None),
    ((340, 342), (16, 14), {"match_tie": "draw"}, (356, 356), True, None),
    ((300, 340), (56, 0), {}, (356, 340), True, 0),
]


@pytest.mark.parametrize("example", MATCHES)
def test_each_match_example(example):
    before, hand_score, fields, totals, finished, winner = example
    result = engine.score_match({"rules": {"preset": "pilotta", **fields}, "hands": [
        {"dealer": 0, "taker": 1, "outcome": "made", "score": list(before)},
        {"dealer": 1, "outcome": "made", "score": list(hand_score)}]})
    assert (tuple(result["totals"]), result["finished"], result["winner"]) == (
        totals, finished, winner)


def test_a_match_item_holds_nothing_over_and_has_no_litige():
    for item, code in (({"outcome": "litige", "score": [0, 0], "held_over": 81},
                        "outcome_not_in_ruleset"),
                       ({"outcome": "made", "score": [10, 6], "held_over": 5},
                        "nothing_held_over")):
        with pytest.raises(EngineError) as refused:
            engine.score_match({"rules": "pilotta", "hands": [{"dealer": 0, **item}]})
        assert refused.value.code == code
