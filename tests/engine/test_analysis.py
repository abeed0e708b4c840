"""engine.dd_table and engine.review: double-dummy analysis of whole deals."""

import random

import pytest

from engine import (ImpossibleState, MalformedInput, dd_table, new_deal as deal, hints, legal_moves, play,
                    review)
from engine.search.analysis import GRADES, grade
from engine.rules.cards import parse_card, table_for
from engine.rules.contract import CAPOT_BID, Contract
from engine.rules.ruleset import PRESETS
from engine.search.roem_solver import solve_with_roem
from engine.search.solver import solve
from engine.deal.state import Deal


def full_hands(seed):
    state = deal({"rules": "contree", "seed": seed, "dealer": 3})
    return state["hands"]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_table_is_the_solver_s_value_for_every_kind(preset):
    rules = PRESETS[preset]
    hands = full_hands(preset)
    answer = dd_table({"rules": preset, "dealer": 2, "hands": hands})
    assert answer["leader"] == 3
    masks = [sum(1 << parse_card(c) for c in h) for h in hands]
    assert [row["kind"] for row in answer["contracts"]] == list(rules.contract_kinds)
    for row in answer["contracts"]:
        table = table_for(row["kind"], rules.all_trump_points, rules.no_trump_points)
        if rules.declarations == "roem":  # card points plus roem, for the larger difference
            solution = solve_with_roem(table, rules, masks, [], 3)
            theirs = solution.value - max(solution.differences.values())
            assert row["points"] == [theirs, solution.value]
            assert sum(row["points"]) >= table.total
            continue
        value = solve(table, rules.play, masks, [], 3, every_card=False).value
        assert row["points"] == [table.total - value, value]  # the eldest, seat 3: team 1
        assert [t["points"] for t in row["takers"]] == [row["points"][s % 2] for s in range(4)]
        assert all(("highest_bid" in t) == (rules.bidding == "point_auction")
                   for t in row["takers"])


def test_the_highest_bid_makes_and_the_next_one_does_not():
    from engine.search.analysis import _best_line, _points, capot_team, scored
    from engine.rules.bidding import BID_VALUES
    from engine.rules.declarations import belote_holders, compare
    from engine.rules.scoring import score_hand
    rules = PRESETS["contree"]
    for seed in range(3):
        hands = full_hands(seed)
        masks = [sum(1 << parse_card(c) for c in h) for h in hands]
        answer = dd_table({"rules": "contree", "dealer": 3, "hands": hands})
        for row in answer["contracts"]:
            table = table_for(row["kind"])
            tricks = _best_line(table, rules.undertrump, masks, 0)
            points = _points(table, tricks)
            assert points == row["points"]
            capot = capot_team(table, rules.play, masks, 0, points)[0]
            for taker in row["takers"]:
                contract = Contract(taker["taker"], row["kind"])
                summary = (*scored(table, points, capot),
                           compare(masks, contract, rules, 3).points,
                           belote_holders(masks, contract, rules, tricks))

                def made(bid):
                    return score_hand(rules, contract._replace(bid=bid), *summary,
                                      check=False).outcome == "made"
                bid = taker["highest_bid"]
                bid = CAPOT_BID if bid == "capot" else bid
                higher = [b for b in BID_VALUES if bid is None or b > bid]
                assert bid is None or made(bid)
                assert not any(made(b) for b in higher)


def test_the_last_trick_s_ten_counts_once_towards_the_highest_bid():
    # 84 card points in spades, last trick included, no declaration nor belote: 80 makes,
    # 90 does not (the ten of the last trick was once added a second time: 94)
    hands = [["8S", "9S", "KS", "7D", "8D", "KD", "AD", "9C"],
             ["TS", "JS", "9H", "TH", "KH", "7C", "JC", "QC"],
             ["7S", "7H", "8H", "9D", "TD", "JD", "TC", "AC"],
             ["QS", "AS", "JH", "QH", "AH", "QD", "8C", "KC"]]
    spades = dd_table({"rules": "contree", "dealer": 3, "hands": hands})["contracts"][0]
    assert spades["points"] == [84, 78]
    assert spades["takers"][0] == {"taker": 0, "points": 84, "highest_bid": 80}


def test_a_capot_is_bid_only_where_the_takers_can_force_every_trick():
    # seats 0 and 2 take all 162 points in hearts, but seats 1 and 3 can always keep a
    # trick worth nothing: 160 is the highest bid, not capot
    hands = [["TS", "AS", "9H", "9D", "TD", "QD", "AD", "QC"],
             ["8S", "QS", "KS", "TH", "QH", "8D", "7C", "9C"],
             ["JS", "JH", "KH", "KD", "8C", "TC", "JC", "AC"],
             ["7S", "9S", "7H", "8H", "AH", "7D", "JD", "KC"]]
    rows = dd_table({"rules": "contree", "dealer": 1, "hands": hands})["contracts"]
    hearts = next(row for row in rows if row["kind"] == "H")
    assert hearts["points"] == [162, 0]
    assert hearts["takers"][2]["highest_bid"] == 160


def test_the_table_reads_its_hands_as_declarations_does():
    hands = full_hands(1)
    with pytest.raises(ImpossibleState) as error:
        dd_table({"rules": "classic", "dealer": 0, "hands": [hands[0][:7]] + hands[1:]})
    assert (error.value.code, error.value.pointer) == ("declaration_hand_size", "/hands/0")
    with pytest.raises(ImpossibleState) as error:
        dd_table({"rules": "classic", "dealer": 0, "hands": [hands[0], hands[0]] + hands[2:]})
    assert (error.value.code, error.value.pointer) == ("card_in_two_places", "/hands/1")
    with pytest.raises(MalformedInput) as error:
        dd_table({"rules": "classic", "dealer": 0, "hands": hands, "kind": "H"})
    assert error.value.pointer == "/kind"


def played_out(preset, seed, chooser):
    """A whole deal played by ``chooser(state, moves, rng)`` at every seat, every hand
    shown: each state on the way."""
    rng = random.Random(seed)
    state = deal({"rules": preset, "seed": seed})
    states = [state]
    while (moves := legal_moves(state))["to_act"] is not None:
        state = play({"state": state, "action": chooser(state, moves, rng)})["state"]
        states.append(state)
    return states


@pytest.mark.parametrize("preset", ["classic", "contree", "bulgarian"])
def test_a_review_grades_each_card_by_the_points_it_lost(preset):
    states = played_out(preset, 4, lambda state, moves, rng: rng.choice(moves["legal"]))
    final = states[-1]
    answer = review({"state": final})
    deal_ = Deal.read(final)
    played = [c for trick in deal_.tricks for c in trick]
    assert [parse_card(c["card"]) for c in answer["cards"]] == played
    for card in answer["cards"]:
        assert card["lost"] == card["best"] - card["value"] >= 0
        assert card["grade"] == grade(card["lost"])
        assert (card["card"] in card["best_cards"]) == (card["lost"] == 0)
    for team in range(2):
        mine = [c for c in answer["cards"] if c["seat"] % 2 == team]
        assert answer["teams"][team]["lost"] == sum(c["lost"] for c in mine)
        assert sum(answer["teams"][team][name] for _, name in GRADES) == len(mine)
    # the value of the last card is what the team really took
    last = answer["cards"][-1]
    if final.get("contract") and len(played) == 32:
        assert last["lost"] == 0


def test_perfect_play_gets_a_spotless_review():
    # every seat plays the best card of an all-hands hint: nothing is lost
    def best(state, moves, rng):
        if moves["phase"] == "bidding":
            return moves["legal"][-1] if len(state.get("auction") or []) == 0 else "pass"
        return hints({"state": state})["actions"][0]["action"]
    states = played_out("classic", 2, best)
    answer = review({"state": states[-1]})
    assert len(answer["cards"]) == 32
    assert all(c["grade"] == "exact" for c in answer["cards"])
    assert answer["teams"][0]["lost"] == answer["teams"][1]["lost"] == 0


def test_a_review_needs_every_hand_and_has_nothing_to_judge_in_the_auction():
    state = deal({"rules": "classic", "seed": 1})
    assert review({"state": state})["cards"] == []
    hidden = dict(state, hands=[None] + state["hands"][1:])
    with pytest.raises(ImpossibleState) as error:
        review({"state": hidden})
    assert (error.value.code, error.value.pointer) == ("hand_unknown", "/state/hands/0")


def test_grades_by_points_lost():
    assert [grade(n) for n in (0, 1, 9, 10, 19, 20)] == [
        "exact", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder"]
