"""The rules review of docs/rules.md section 5.2 (point auction), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""


from engine import api
from engine.errors import IllegalAction
from tests.engine.review import as_set, bidding, calls, error_of


def H80():
    return {"bid": 80, "kind": "H"}


def test_point_auction_opening_calls_contree_suits_only():
    got = bidding("contree", [])
    kinds = {c["kind"] for c in got["legal"] if isinstance(c, dict)}
    assert kinds == {"S", "H", "D", "C"}
    assert "coinche" not in got["legal"] and "pass" in got["legal"]


def test_point_auction_bids_must_rise_and_opponent_may_coinche():
    got = bidding("coinche", [H80()])
    assert got["to_act"] == 1
    assert "coinche" in got["legal"] and "surcoinche" not in got["legal"]
    values = {c["bid"] for c in got["legal"] if isinstance(c, dict)}
    assert 80 not in values and 90 in values and "capot" in values


def test_partner_may_not_coinche():
    got = bidding("coinche", [H80(), "pass"])
    assert got["to_act"] == 2 and "coinche" not in got["legal"]


def test_second_opponent_may_coinche_after_passes():
    got = bidding("coinche", [H80(), "pass", "pass"])
    assert got["to_act"] == 3 and "coinche" in got["legal"]


def test_after_coinche_declaring_team_only_pass_or_surcoinche():
    got = bidding("coinche", [H80(), "coinche"])
    assert got["to_act"] == 2
    assert as_set(got["legal"]) == calls("pass", "surcoinche")


def test_after_coinche_defenders_only_pass():
    got = bidding("coinche", [H80(), "coinche", "pass"])
    assert got["to_act"] == 3 and got["legal"] == ["pass"]


def test_after_coinche_taker_may_still_surcoinche():
    got = bidding("coinche", [H80(), "coinche", "pass", "pass"])
    assert got["to_act"] == 0
    assert as_set(got["legal"]) == calls("pass", "surcoinche")


def test_coinche_then_three_passes_ends():
    got = api.play({"state": {"rules": "coinche", "dealer": 3,
                              "auction": [H80(), "coinche", "pass", "pass"]}, "action": "pass"})
    assert got["state"]["contract"] == {"taker": 0, "kind": "H", "bid": 80, "multiplier": 2}


def test_surcoinche_ends_the_auction():
    got = api.play({"state": {"rules": "coinche", "dealer": 3,
                              "auction": [H80(), "coinche"]}, "action": "surcoinche"})
    assert got["state"]["contract"] == {"taker": 0, "kind": "H", "bid": 80, "multiplier": 4}


def test_three_passes_after_a_bid_end():
    got = api.play({"state": {"rules": "contree", "dealer": 3,
                              "auction": ["pass", {"bid": 90, "kind": "S"}, "pass", "pass"]},
                    "action": "pass"})
    assert got["state"]["contract"]["taker"] == 1
    assert got["state"]["contract"]["bid"] == 90
    assert got["state"]["contract"].get("multiplier", 1) == 1


def test_four_passes_throw_in_point_auction():
    assert bidding("coinche", ["pass"] * 4) == {"phase": "thrown_in", "to_act": None,
                                                "legal": []}


def test_no_bid_after_coinche():
    err = error_of(api.play, {"state": {"rules": "coinche", "dealer": 3,
                                        "auction": [H80(), "coinche"]},
                              "action": {"bid": 90, "kind": "S"}})
    assert isinstance(err, IllegalAction)


def test_coinche_by_partner_is_illegal():
    err = error_of(api.play, {"state": {"rules": "coinche", "dealer": 3,
                                        "auction": [H80(), "pass"]}, "action": "coinche"})
    assert isinstance(err, IllegalAction)


def test_surcoinche_by_defender_is_illegal():
    err = error_of(api.play, {"state": {"rules": "coinche", "dealer": 3,
                                        "auction": [H80(), "coinche", "pass"]},
                              "action": "surcoinche"})
    assert isinstance(err, IllegalAction)


def test_equal_bid_is_illegal():
    err = error_of(api.play, {"state": {"rules": "coinche", "dealer": 3, "auction": [H80()]},
                              "action": {"bid": 80, "kind": "S"}})
    assert isinstance(err, IllegalAction)


def test_after_160_only_capot_bids_remain():
    got = bidding("coinche", [{"bid": 160, "kind": "S"}])
    values = {c["bid"] for c in got["legal"] if isinstance(c, dict)}
    assert values == {"capot"}


def test_after_capot_bid_no_more_bids():
    got = bidding("coinche", [{"bid": "capot", "kind": "S"}])
    assert as_set(got["legal"]) == calls("pass", "coinche")


def test_later_overcall_gives_the_first_bidder_the_right_to_coinche():
    # 0 bids 80H, 1 and 2 pass, 3 bids 90S; seat 0 is now an opponent of the highest bidder.
    got = bidding("coinche", [H80(), "pass", "pass", {"bid": 90, "kind": "S"}])
    assert got["to_act"] == 0 and "coinche" in got["legal"]


def test_a_call_after_the_coinche_auction_ended_is_impossible():
    err = error_of(api.legal_moves, {"rules": "coinche", "dealer": 3,
                                     "auction": [H80(), "coinche", "surcoinche", "pass"]})
    assert err.pointer == "/auction/3"


def test_coinche_deal_is_eight_cards_without_turn_up():
    d = api.new_deal({"rules": "coinche", "dealer": 0, "seed": 7})
    assert [len(h) for h in d["hands"]] == [8, 8, 8, 8]
    assert "turn_up" not in d or d["turn_up"] is None
