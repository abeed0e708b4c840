"""The rules review of docs/rules.md section 5.1 (take or pass), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""

import pytest

from engine import api
from engine.errors import IllegalAction
from tests.engine.review import SEED7_FIVE, _sorted_hands, as_set, bidding, calls, cards, error_of


def test_round_one_calls():
    got = bidding("classic", [], turn_up="QH")
    assert got["phase"] == "bidding" and got["to_act"] == 0
    assert as_set(got["legal"]) == calls("pass", "take")


def test_round_two_names_another_suit_from_the_eldest():
    got = bidding("classic", ["pass"] * 4, turn_up="QH")
    assert got["to_act"] == 0
    assert as_set(got["legal"]) == calls("pass", {"suit": "S"}, {"suit": "D"}, {"suit": "C"})


def test_round_two_dealer_may_pass_in_classic():
    got = bidding("classic", ["pass"] * 7, turn_up="QH")
    assert got["to_act"] == 3
    assert "pass" in got["legal"]


def test_round_two_dealer_must_name_in_club_501():
    got = bidding("club-501", ["pass"] * 7, turn_up="QH", dealer=1)
    assert got["to_act"] == 1
    assert as_set(got["legal"]) == calls({"suit": "S"}, {"suit": "D"}, {"suit": "C"})


@pytest.mark.parametrize("rules", ["classic", "litige",
                                   {"preset": "club-501",
                                    "dealer_must_name_in_round_two": False}])
def test_eight_passes_throw_the_deal_in(rules):
    got = bidding(rules, ["pass"] * 8, turn_up="QH")
    assert got == {"phase": "thrown_in", "to_act": None, "legal": []}


def test_round_two_cannot_name_the_turn_up_suit():
    err = error_of(api.play, {"state": {"rules": "classic", "dealer": 3, "turn_up": "QH",
                                        "auction": ["pass"] * 4},
                              "action": {"suit": "H"}})
    assert isinstance(err, IllegalAction)


def test_take_in_round_one_sets_the_turn_up_suit():
    got = api.play({"state": {"rules": "classic", "dealer": 3, "turn_up": "QH",
                              "auction": ["pass", "pass"]}, "action": "take"})
    assert got["state"]["contract"] == {"taker": 2, "kind": "H"}


def test_round_two_suit_named_by_seat_one():
    got = api.play({"state": {"rules": "classic", "dealer": 3, "turn_up": "QH",
                              "auction": ["pass"] * 5}, "action": {"suit": "C"}})
    assert got["state"]["contract"] == {"taker": 1, "kind": "C"}


def test_a_call_after_the_auction_ended_is_impossible():
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3, "turn_up": "QH",
                                     "auction": ["take", "pass"]})
    assert err.pointer == "/auction/1"


def test_auction_and_contract_must_agree():
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3, "turn_up": "QH",
                                     "auction": ["pass", "take"],
                                     "contract": {"taker": 0, "kind": "H"}})
    assert err.pointer.startswith("/contract")




def test_deal_shape_for_take_or_pass():
    d = api.new_deal({"rules": "classic", "dealer": 0, "seed": 7})
    assert [sorted(h) for h in d["hands"]] == [sorted(h) for h in SEED7_FIVE]
    assert d["turn_up"] == "9D" and len(d["stock"]) == 11 and d["auction"] == []




def test_completion_round_one_from_the_eldest_whole_packets():
    # seat 1 (eldest) passes, seat 2 takes. Completion from the eldest, whole packets:
    # seat 1 gets 7H KC JH; seat 2 (taker) gets turn-up 9D + JD KH; seat 3 8S 8C QC;
    # seat 0 KS QH 7D.
    d = api.new_deal({"rules": "classic", "dealer": 0, "seed": 7})
    s = api.play({"state": d, "action": "pass"})["state"]
    s = api.play({"state": s, "action": "take"})["state"]
    want = [SEED7_FIVE[0] + cards("KS QH 7D"), SEED7_FIVE[1] + cards("7H KC JH"),
            SEED7_FIVE[2] + cards("9D JD KH"), SEED7_FIVE[3] + cards("8S 8C QC")]
    assert _sorted_hands(s) == [sorted(h) for h in want]
    assert s["contract"] == {"taker": 2, "kind": "D"}


def test_completion_round_two_taker_gets_the_turn_up_too():
    # four passes, then seat 1 (eldest) names spades: seat 1 gets 9D (turn-up, not trump)
    # + 7H KC; seat 2 JH JD KH; seat 3 8S 8C QC; seat 0 KS QH 7D.
    d = api.new_deal({"rules": "classic", "dealer": 0, "seed": 7})
    s = d
    for _ in range(4):
        s = api.play({"state": s, "action": "pass"})["state"]
    s = api.play({"state": s, "action": {"suit": "S"}})["state"]
    want = [SEED7_FIVE[0] + cards("KS QH 7D"), SEED7_FIVE[1] + cards("9D 7H KC"),
            SEED7_FIVE[2] + cards("JH JD KH"), SEED7_FIVE[3] + cards("8S 8C QC")]
    assert _sorted_hands(s) == [sorted(h) for h in want]
    assert s["contract"] == {"taker": 1, "kind": "S"}


def test_completion_dealer_takes():
    # seats 1, 2, 3 pass, dealer 0 takes: 1 gets 7H KC JH, 2 JD KH 8S, 3 8C QC KS,
    # dealer 0 gets 9D + QH 7D.
    d = api.new_deal({"rules": "classic", "dealer": 0, "seed": 7})
    s = d
    for _ in range(3):
        s = api.play({"state": s, "action": "pass"})["state"]
    s = api.play({"state": s, "action": "take"})["state"]
    want = [SEED7_FIVE[0] + cards("9D QH 7D"), SEED7_FIVE[1] + cards("7H KC JH"),
            SEED7_FIVE[2] + cards("JD KH 8S"), SEED7_FIVE[3] + cards("8C QC KS")]
    assert _sorted_hands(s) == [sorted(h) for h in want]
