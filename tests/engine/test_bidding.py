"""The auctions (docs/rules.md section 5), through the public API (legal calls, contracts,
throw-ins)."""

import pytest

from engine import IllegalAction, ImpossibleState, legal_moves, play


def state(rules="classic", auction=(), dealer=3, turn_up="QH", **extra):
    doc = {"rules": rules, "dealer": dealer, "auction": list(auction), **extra}
    if turn_up:
        doc["turn_up"] = turn_up
    return doc


def test_round_one_take_or_pass_from_the_eldest():
    answer = legal_moves(state())
    assert answer == {"phase": "bidding", "to_act": 0, "legal": ["pass", "take"]}


def test_first_take_ends_the_auction_with_the_turn_ups_suit():
    answer = play({"state": state(auction=["pass"]), "action": "take"})
    assert answer["state"]["contract"] == {"taker": 1, "kind": "H"}
    assert [e["type"] for e in answer["events"]] == ["call", "contract"]


def test_round_two_names_another_suit():
    answer = legal_moves(state(auction=["pass"] * 4))
    assert answer["legal"] == ["pass", {"suit": "S"}, {"suit": "D"}, {"suit": "C"}]
    assert answer["to_act"] == 0


def test_round_two_cannot_name_the_turn_up_suit():
    with pytest.raises(IllegalAction) as error:
        play({"state": state(auction=["pass"] * 4), "action": {"suit": "H"}})
    assert error.value.pointer == "/action"
    assert "other than the turn-up" in error.value.message


def test_round_two_suit_makes_the_contract():
    answer = play({"state": state(auction=["pass"] * 5), "action": {"suit": "C"}})
    assert answer["state"]["contract"] == {"taker": 1, "kind": "C"}


def test_classic_eight_passes_throw_the_deal_in_next_dealer():
    answer = play({"state": state(auction=["pass"] * 7), "action": "pass"})
    assert answer["events"][-1] == {"type": "thrown_in", "next_dealer": 0,
                                    "match_entry": {"dealer": 3, "outcome": "thrown_in"}}
    assert legal_moves(answer["state"]) == {"phase": "thrown_in", "to_act": None, "legal": []}


def test_club_501_dealer_must_name_in_round_two():
    answer = legal_moves(state("club-501", ["pass"] * 7))
    assert answer["to_act"] == 3
    assert "pass" not in answer["legal"]
    with pytest.raises(IllegalAction, match="dealer must name"):
        play({"state": state("club-501", ["pass"] * 7), "action": "pass"})


def test_club_501_rule_lifted_same_dealer_redeals():
    rules = {"preset": "club-501", "dealer_must_name_in_round_two": False}
    answer = play({"state": state(rules, ["pass"] * 7), "action": "pass"})
    assert answer["events"][-1] == {"type": "thrown_in", "next_dealer": 3,
                                    "match_entry": {"dealer": 3, "outcome": "thrown_in"}}


def test_an_illegal_call_in_the_auction_is_an_impossible_state():
    with pytest.raises(ImpossibleState) as error:
        legal_moves(state(auction=["pass", {"suit": "S"}]))
    assert error.value.pointer == "/auction/1"


def test_no_call_after_the_auction_is_over():
    with pytest.raises(ImpossibleState) as error:
        legal_moves(state(auction=["take", "pass"]))
    assert error.value.pointer == "/auction/1"


def test_completing_the_deal_taker_gets_turn_up_and_two():
    hands = [["7S", "8S", "9S", "TS", "JS"], ["QS", "KS", "AS", "7H", "8H"],
             ["9H", "TH", "JH", "KH", "AH"], ["7D", "8D", "9D", "TD", "JD"]]
    stock = ["QD", "KD", "AD", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"]
    doc = state(auction=["pass"], hands=hands, stock=stock, dealer=3)
    answer = play({"state": doc, "action": "take"})
    after = answer["state"]["hands"]
    # from the eldest (seat 0): 3 cards; seat 1 the taker: QH + 2; seat 2: 3; seat 3: 3
    assert after[0] == ["7S", "8S", "9S", "TS", "JS", "QD", "KD", "AD"]
    assert after[1] == ["QS", "KS", "AS", "7H", "8H", "QH", "7C", "8C"]
    assert after[2] == ["9H", "TH", "JH", "KH", "AH", "9C", "TC", "JC"]
    assert after[3] == ["7D", "8D", "9D", "TD", "JD", "QC", "KC", "AC"]
    assert answer["state"]["stock"] == []
    assert answer["events"][-1] == {"type": "deal_completed"}
    assert legal_moves(answer["state"])["phase"] == "play"


def test_a_finished_auction_with_the_stock_is_completed_first():
    hands = [["7S", "8S", "9S", "TS", "JS"], ["QS", "KS", "AS", "7H", "8H"],
             ["9H", "TH", "JH", "KH", "AH"], ["7D", "8D", "9D", "TD", "JD"]]
    stock = ["QD", "KD", "AD", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"]
    answer = legal_moves(state(auction=["take"], hands=hands, stock=stock))
    # the eldest took: it gets the turn-up and the first two cards of the stock
    assert answer == {"phase": "play", "to_act": 0,
                      "legal": ["7S", "8S", "9S", "TS", "JS", "QH", "QD", "KD"]}


def test_point_auction_bids_coinche_and_surcoinche():
    doc = state("coinche", [{"bid": 80, "kind": "H"}], turn_up=None)
    legal = legal_moves(doc)["legal"]
    assert "coinche" in legal and {"bid": 80, "kind": "S"} not in legal
    assert {"bid": 90, "kind": "NT"} in legal and {"bid": "capot", "kind": "AT"} in legal
    doc = state("coinche", [{"bid": 80, "kind": "H"}, "coinche"], turn_up=None)
    # seat 2, the bidder's partner, may only pass or surcoinche: no bid after a coinche
    assert legal_moves(doc)["legal"] == ["pass", "surcoinche"]
    doc = state("coinche", [{"bid": 80, "kind": "H"}, "coinche", "pass"], turn_up=None)
    assert legal_moves(doc)["legal"] == ["pass"]  # seat 3 is on the coincher's team
    answer = play({"state": state("coinche", [{"bid": 80, "kind": "H"}, "coinche", "pass",
                                              "pass"], turn_up=None), "action": "surcoinche"})
    assert answer["state"]["contract"] == {"taker": 0, "kind": "H", "bid": 80, "multiplier": 4}


def test_point_auction_ends_after_three_passes_and_four_passes_throw_in():
    answer = play({"state": state("coinche", [{"bid": 100, "kind": "S"}, "pass", "pass"],
                                  turn_up=None), "action": "pass"})
    assert answer["state"]["contract"] == {"taker": 0, "kind": "S", "bid": 100, "multiplier": 1}
    answer = play({"state": state("contree", ["pass"] * 3, turn_up=None), "action": "pass"})
    assert answer["events"][-1]["type"] == "thrown_in"


def test_bulgarian_ranking_contre_recontre_and_a_higher_bid_cancels():
    doc = state("bulgarian", [{"bid": "H"}, "contre", "recontre"], turn_up=None)
    legal = legal_moves(doc)["legal"]
    assert {"bid": "S"} in legal and {"bid": "D"} not in legal and "contre" not in legal
    answer = play({"state": state("bulgarian", [{"bid": "H"}, "contre", "recontre", "pass",
                                                 "pass"], turn_up=None), "action": "pass"})
    assert answer["state"]["contract"] == {"taker": 0, "kind": "H", "multiplier": 4}
    answer = play({"state": state("bulgarian", [{"bid": "H"}, "contre", "pass", {"bid": "NT"},
                                                 "pass", "pass"], turn_up=None), "action": "pass"})
    assert answer["state"]["contract"] == {"taker": 3, "kind": "NT", "multiplier": 1}


@pytest.mark.parametrize("call", [{"suit": ""}, {"suit": "SH"}, {"suit": ["S"]}, {"suit": 1},
                                  {"bid": 90}, ["pass"], 3, None, "PASS"])
def test_unreadable_calls_are_malformed(call):
    from engine import MalformedInput
    with pytest.raises(MalformedInput) as error:
        play({"state": state(auction=["pass"] * 4), "action": call})
    assert error.value.pointer == "/action"


@pytest.mark.parametrize("rules, call", [("coinche", "take"), ("coinche", {"suit": "H"}),
                                         ("classic", "contre"), ("bulgarian", "coinche"),
                                         ("classic", {"bid": "NT"})])
def test_a_call_of_another_family_breaks_the_rules(rules, call):
    with pytest.raises(IllegalAction) as error:
        play({"state": state(rules, turn_up="JH" if rules == "classic" else None),
              "action": call})
    assert error.value.pointer == "/action"
    with pytest.raises(ImpossibleState) as error:
        legal_moves(state(rules, [call], turn_up="JH" if rules == "classic" else None))
    assert error.value.pointer == "/auction/0"


def test_the_legal_calls_are_exactly_the_calls_with_no_reason_against_them():
    """``Auction.legal`` may skip hopeless candidates for speed, never a legal call."""
    import random

    from engine.rules.bidding import BID_VALUES, Auction, call_json
    from engine.rules.ruleset import PRESETS
    every_call = [("pass",), ("take",), ("coinche",), ("surcoinche",), ("contre",),
                  ("recontre",)] + [("suit", s) for s in "SHDC"] + [
        ("bid", v, k) for v in BID_VALUES for k in ("S", "H", "D", "C", "NT", "AT")] + [
        ("bid", None, k) for k in ("S", "H", "D", "C", "NT", "AT")]
    rng = random.Random(5)
    for preset in ("classic", "club-501", "coinche", "contree", "bulgarian"):
        for _ in range(40):
            auction = Auction(PRESETS[preset], dealer=rng.randrange(4), turn_up_suit="H")
            calls = [c for c in every_call if auction.family.read(call_json(c)) == c]
            while not auction.finished:
                expected = [c for c in calls if auction.why_illegal(c) is None]
                assert sorted(auction.legal(), key=repr) == sorted(expected, key=repr)
                auction.call(rng.choice(expected))


def test_a_dealer_with_no_suit_left_to_name_may_pass():
    # club-501 restricted to hearts, hearts turned up: round two offers no suit at all
    rules = {"preset": "club-501", "contract_kinds": ["H"]}
    answer = legal_moves(state(rules, ["pass"] * 7))
    assert answer["legal"] == ["pass"]
