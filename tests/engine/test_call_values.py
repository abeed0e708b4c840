"""engine.search.call_values: auction hints from perfect play of each deal, playouts when the
budget cannot pay for it."""

import random

import pytest

import engine
import engine.search.call_values
import engine.search.sampling
from engine import hints
from engine.search.analysis import table
from engine.search.call_values import _Lines, _Outcomes, _OwnLines, _PlayedOut, _undealt
from engine.rules.contract import Contract
from engine.rules.ruleset import PRESETS
from engine.search.sampling import View
from engine.deal.state import Deal
from tests.engine.helpers import hand

# seat 0 to speak first, five cards shown, the rest hidden
OPENING = {"rules": "classic", "dealer": 3, "turn_up": "7H", "auction": [],
           "hands": [["JH", "9H", "AH", "TS", "AS"], None, None, None]}


def values(answer):
    return {str(a["action"]): a["value"] for a in answer["actions"]}


@pytest.fixture
def playouts_only(monkeypatch):
    monkeypatch.setattr(engine.search.call_values, "SOLVE_CALLS", False)


def test_a_known_deal_is_valued_by_perfect_play_where_playouts_go_down(monkeypatch):
    # every card known (the stock too): taking the nine of spades makes 116 to 46 with
    # perfect play, the double-dummy table's figure, with no declaration nor belote on
    # either side; played out by rule of thumb the takers go down (all 162 to the others)
    state = engine.new_deal({"rules": "classic", "seed": 8, "dealer": 3})
    answer = hints({"state": state, "budget_ms": 5000})
    assert (answer["method"], answer["samples"]) == ("exact", 1)
    after = engine.play({"state": state, "action": "take"})["state"]
    rows = table(PRESETS["classic"], 3, [hand(" ".join(h)) for h in after["hands"]])
    points = next(row["points"] for row in rows if row["kind"] == "S")
    assert points == [116, 46]
    assert values(answer)["take"] == 116 - 46
    monkeypatch.setattr(engine.search.call_values, "SOLVE_CALLS", False)
    answer = hints({"state": state, "budget_ms": 5000})
    assert (answer["method"], answer["samples"]) == ("playouts", 1)
    assert values(answer)["take"] == -162


def test_a_team_that_takes_every_point_but_not_every_trick_has_no_capot():
    # seats 0 and 2 take all 162 points in hearts, yet seats 1 and 3 can always take a
    # trick worth nothing: a capot bid fails (410 to the others), 160 makes (162 + 160)
    state = {"rules": "contree", "dealer": 1, "auction": [],
             "hands": [["TS", "AS", "9H", "9D", "TD", "QD", "AD", "QC"],
                       ["8S", "QS", "KS", "TH", "QH", "8D", "7C", "9C"],
                       ["JS", "JH", "KH", "KD", "8C", "TC", "JC", "AC"],
                       ["7S", "9S", "7H", "8H", "AH", "7D", "JD", "KC"]]}
    answer = hints({"state": state, "budget_ms": 5000})
    assert answer["method"] == "exact"
    found = values(answer)
    assert found["{'bid': 'capot', 'kind': 'H'}"] == -410
    assert found["{'bid': 160, 'kind': 'H'}"] == 320


def test_a_sweep_is_a_capot():
    # the eldest takes the queen of hearts turned up and gets every trump: capot (252),
    # its run of eight (a quinte and a tierce, 120; no other hand holds three in a row)
    # and belote (20), nothing for the others
    state = {"rules": "classic", "dealer": 3, "turn_up": "QH", "auction": [],
             "hands": [["JH", "9H", "AH", "TH", "KH"], ["7S", "TS", "KS", "9D", "QD"],
                       ["8S", "JS", "AS", "7D", "TD"], ["9S", "QS", "8D", "JD", "AD"]],
             "stock": ["8H", "7H", "8C", "JC", "AC", "KD", "9C", "QC", "7C", "TC", "KC"]}
    answer = hints({"state": state, "budget_ms": 5000})
    assert answer["method"] == "exact"
    assert values(answer)["take"] == 252 + 120 + 20


def test_a_budget_too_small_for_enough_solved_deals_plays_every_deal_out():
    answer = hints({"state": OPENING, "samples": 8, "budget_ms": 1, "seed": 3})
    assert (answer["method"], answer["samples"]) == ("playouts", 8)


def test_a_budget_that_binds_solves_fewer_deals_than_asked_but_enough():
    answer = hints({"state": OPENING, "samples": 200, "budget_ms": 300, "seed": 7})
    assert answer["method"] == "sampled"
    assert engine.search.call_values.EXACT_MIN <= answer["samples"] < 200


def test_playouts_only_is_the_rule_of_thumb_estimate(playouts_only):
    answer = hints({"state": OPENING, "samples": 30, "budget_ms": 5000, "seed": 1})
    assert (answer["method"], answer["samples"]) == ("playouts", 30)


def test_klaverjas_calls_are_always_played_out():
    state = {"rules": "klaverjas-rotterdam", "dealer": 3, "auction": [],
             "hands": [["JH", "9H", "AH", "TH", "AS", "KS", "7D", "8C"], None, None, None]}
    answer = hints({"state": state, "samples": 4, "budget_ms": 5000})
    assert (answer["method"], answer["samples"]) == ("playouts", 4)


def test_the_same_request_gets_the_same_answer():
    doc = {"state": OPENING, "samples": 12, "budget_ms": 400, "seed": "x"}
    assert hints(doc) == hints(doc)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_bid_of_a_known_deal_makes_exactly_when_the_dd_table_says_it_does(seed, monkeypatch):
    # a bid answered by passes stands (the other seats choosing from the mean: from their
    # own hands they may bid on): made, it scores for the seat's team (positive); down,
    # for the others. The double-dummy table's highest bid that makes must agree.
    monkeypatch.setattr(engine.search.call_values, "OWN_VIEW", False)
    state = engine.new_deal({"rules": "contree", "seed": seed, "dealer": 3})
    answer = hints({"state": state, "budget_ms": 5000})
    assert answer["method"] == "exact"
    rows = table(PRESETS["contree"], 3, [hand(" ".join(h)) for h in state["hands"]])
    highest = {row["kind"]: row["takers"][0]["highest_bid"] for row in rows}
    checked = 0
    for action in answer["actions"]:
        call = action["action"]
        if not isinstance(call, dict) or call["bid"] == "capot":
            continue
        top = highest[call["kind"]]
        makes = top is not None and (top == "capot" or call["bid"] <= top)
        assert (action["value"] > 0) == makes, call
        checked += 1
    assert checked == 4 * 9  # 80 to 160 in four suits


class Fixed:
    """A deal whose contracts score as given: ``{(taker, kind): team 0's difference}``;
    a contract not given costs its taker's team 20."""

    def __init__(self, scores):
        self.scores = scores

    def score(self, contract):
        return self.scores.get((contract.taker, contract.kind),
                               -20 if contract.taker % 2 == 0 else 20)


def opening_lines(*deals):
    deal = Deal.read(OPENING, "/state")
    lines = _Lines(deal, deal.auction.legal())  # pass, take
    for scores in deals:
        lines.add(Fixed(scores))
    return lines


def test_in_each_deal_the_other_seats_call_by_the_rule_of_thumb_from_their_own_hands():
    # seat 1 holds the jack of hearts and two more with the seven turned up: it takes;
    # seat 0's pass then reaches seat 1's hearts, seat 0's take its own
    deal = Deal.read(OPENING, "/state")
    lines = _OwnLines(deal, deal.auction.legal())  # pass, take
    hands = [hand("AH TS AS 7C 8C"), hand("JH 9H KS QS 9C"), hand("7S 8S 9S 7D 8D"),
             hand("9D TD QD KD AD")]
    assert lines._reached_in(("pass",), hands) == Contract(1, "H")
    assert lines._reached_in(("take",), hands) == Contract(0, "H")
    # no one holds the jack of hearts: in the second round seat 1 names diamonds
    hands[1], hands[3] = hand("JD QD KD 9C TC"), hand("9D TD AD QC KC")
    assert lines._reached_in(("pass",), hands) == Contract(1, "D")


def test_the_other_seats_choose_from_the_mean_of_the_deals_not_from_each_deal():
    # seat 1 would make hearts in the first deal (-50 for seat 0's team) and go down in
    # the second (+100): a seat seeing every card takes only in the first, so a pass
    # would be worth (-50 + 0) / 2. Seat 1 sees neither deal: taking is worth
    # (50 - 100) / 2 = -25 to its team on the mean, so it passes in both, and so do
    # seats 2 (-80) and 3 (-40) and everyone in the second round: the deal is thrown in
    first = {(0, "H"): 60, (1, "H"): -50, (2, "H"): -80, (3, "H"): 40}
    second = dict(first)
    second[1, "H"] = 100
    lines = opening_lines(first, second)
    assert lines.rows() == [[0, 60], [0, 60]]  # pass, take
    # once seat 1 would make hearts in both deals, it takes in both
    second[1, "H"] = -50
    lines = opening_lines(first, second)
    assert lines.rows() == [[-50, 60], [-50, 60]]


def test_a_deal_added_can_change_a_choice_in_the_deals_before_it():
    first = {(0, "H"): 60, (1, "H"): -30}
    lines = opening_lines(first)
    assert lines.rows() == [[-30, 60]]  # seat 1 takes: +30 to its team
    lines.add(Fixed({(0, "H"): 60, (1, "H"): 90}))
    assert lines.rows() == [[0, 60], [0, 60]]  # now (30 - 90) / 2 < 0: it passes


def test_a_call_after_passes_draws_deals_the_passes_agree_with(monkeypatch):
    # seats 1 to 3 passed the seven of hearts: none of them holds the jack of hearts
    # and two more hearts (the turn-up counted), in every deal valued
    state = dict(OPENING, auction=["pass", "pass", "pass"], dealer=0,
                 hands=[["JS", "9S", "AS", "TD", "AD"], None, None, None])
    deal = Deal.read(state, "/state")
    view, rng = View(deal), random.Random("agree")
    for _ in range(20):
        hands, _ = view.sample_agreeing(rng, 30)
        for seat in (1, 2, 3):
            hearts = (hands[seat] | 1 << 0o10) & hand("7H 8H 9H TH JH QH KH AH")
            assert not (hearts >> 0o14 & 1 and hearts.bit_count() >= 3)
    doc = {"state": state, "samples": 12, "budget_ms": 400, "seed": 1}
    assert "consistent_share" not in hints(doc)  # the auction is not read by default
    monkeypatch.setattr(engine.search.sampling, "AGREE_TRIES", 30)
    assert 0 < hints(doc)["consistent_share"] <= 1


def test_every_sampled_deal_follows_the_same_line_after_a_call():
    deal = Deal.read(OPENING, "/state")
    calls = deal.auction.legal()
    view, rng = View(deal), random.Random("lines")
    lines, played = _Lines(deal, calls), _PlayedOut(deal)  # the mean's lines
    for _ in range(12):
        hands, stock = view.sample(rng)
        lines.add(_Outcomes(deal, hands, _undealt(deal, stock), played))
    rows = lines.rows()
    for j, call in enumerate(calls):
        contract = lines._reached(call)
        assert contract is not None  # twelve deals: someone names a contract
        assert [row[j] for row in rows] == [o.score(contract) for o in lines.deals]


def test_a_budget_that_binds_values_the_deals_it_solved_as_if_only_those_were_asked():
    # the deals are drawn in the same order whatever was asked, and the lines over the
    # deals solved do not depend on the one left out
    bound = hints({"state": OPENING, "samples": 200, "budget_ms": 300, "seed": 7})
    asked = hints({"state": OPENING, "samples": bound["samples"], "budget_ms": 5000,
                   "seed": 7})
    assert asked["method"] == "sampled"
    assert asked["actions"] == bound["actions"]
