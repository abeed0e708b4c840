"""The rules review of docs/rules.md section 5.3 (bulgarian auction), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""


from engine import api
from engine.errors import IllegalAction
from tests.engine.review import B, SEED7_FIVE, _sorted_hands, as_set, bidding, calls, cards, error_of


def test_bulgarian_opening_calls():
    got = bidding("bulgarian", [])
    assert as_set(got["legal"]) == calls("pass", B("C"), B("D"), B("H"), B("S"), B("NT"),
                                         B("AT"))


def test_bulgarian_higher_bids_and_contre_for_opponent():
    got = bidding("bulgarian", [B("H")])
    assert as_set(got["legal"]) == calls("pass", B("S"), B("NT"), B("AT"), "contre")


def test_bulgarian_partner_no_contre():
    got = bidding("bulgarian", [B("H"), "pass"])
    assert as_set(got["legal"]) == calls("pass", B("S"), B("NT"), B("AT"))


def test_bulgarian_recontre_by_the_bidders_team_and_bids_still_allowed():
    got = bidding("bulgarian", [B("H"), "contre"])
    assert got["to_act"] == 2
    assert as_set(got["legal"]) == calls("pass", B("S"), B("NT"), B("AT"), "recontre")


def test_bulgarian_after_recontre_no_more_doubling():
    got = bidding("bulgarian", [B("H"), "contre", "recontre"])
    assert as_set(got["legal"]) == calls("pass", B("S"), B("NT"), B("AT"))


def test_bulgarian_higher_bid_cancels_contre():
    # 0 H, 1 contre, 2 S: the contre is gone; seat 3 (opponent of seat 2) may contre again.
    got = bidding("bulgarian", [B("H"), "contre", B("S")])
    assert as_set(got["legal"]) == calls("pass", B("NT"), B("AT"), "contre")
    s = api.play({"state": {"rules": "bulgarian", "dealer": 3,
                            "auction": [B("H"), "contre", B("S"), "pass", "pass"]},
                  "action": "pass"})["state"]
    assert s["contract"]["taker"] == 2 and s["contract"]["kind"] == "S"
    assert s["contract"].get("multiplier", 1) == 1


def test_bulgarian_contre_then_three_passes():
    s = api.play({"state": {"rules": "bulgarian", "dealer": 3,
                            "auction": [B("H"), "contre", "pass", "pass"]},
                  "action": "pass"})["state"]
    assert s["contract"] == {"taker": 0, "kind": "H", "multiplier": 2}


def test_bulgarian_recontre_then_three_passes():
    s = api.play({"state": {"rules": "bulgarian", "dealer": 3,
                            "auction": [B("D"), "contre", "recontre", "pass", "pass"]},
                  "action": "pass"})["state"]
    assert s["contract"] == {"taker": 0, "kind": "D", "multiplier": 4}


def test_bulgarian_after_all_trump_only_pass_or_contre():
    got = bidding("bulgarian", [B("AT")])
    assert as_set(got["legal"]) == calls("pass", "contre")


def test_bulgarian_four_passes_throw_in():
    assert bidding("bulgarian", ["pass"] * 4)["phase"] == "thrown_in"


def test_bulgarian_late_opening_bid_after_three_passes():
    # three passes then seat 3 bids H: three more passes are needed.
    got = bidding("bulgarian", ["pass", "pass", "pass", B("H"), "pass", "pass"])
    assert got["phase"] == "bidding" and got["to_act"] == 2
    s = api.play({"state": {"rules": "bulgarian", "dealer": 3,
                            "auction": ["pass", "pass", "pass", B("H"), "pass", "pass"]},
                  "action": "pass"})["state"]
    assert s["contract"]["taker"] == 3


def test_bulgarian_recontre_by_opponent_is_illegal():
    err = error_of(api.play, {"state": {"rules": "bulgarian", "dealer": 3,
                                        "auction": [B("H"), "contre", "pass"]},
                              "action": "recontre"})
    assert isinstance(err, IllegalAction)


def test_bulgarian_completion_three_cards_each_from_the_eldest():
    # deal(bulgarian, dealer 0, seed 7): same five-card hands as classic seed 7, stock
    # 9D 7H KC JH JD KH 8S 8C QC KS QH 7D. Seat 1 bids H, three passes -> completion from the
    # eldest (seat 1): 1 gets 9D 7H KC, 2 JH JD KH, 3 8S 8C QC, 0 KS QH 7D.
    d = api.new_deal({"rules": "bulgarian", "dealer": 0, "seed": 7})
    assert d["stock"] == cards("9D 7H KC JH JD KH 8S 8C QC KS QH 7D")
    s = api.play({"state": d, "action": B("H")})["state"]
    for _ in range(3):
        s = api.play({"state": s, "action": "pass"})["state"]
    want = [SEED7_FIVE[0] + cards("KS QH 7D"), SEED7_FIVE[1] + cards("9D 7H KC"),
            SEED7_FIVE[2] + cards("JH JD KH"), SEED7_FIVE[3] + cards("8S 8C QC")]
    assert _sorted_hands(s) == [sorted(h) for h in want]
