"""Match scoring (docs/rules.md section 9)."""

import pytest

from engine.errors import ImpossibleState, MalformedInput
from engine.rules.match import MatchResult, score_match
from engine.rules.ruleset import resolve_rules
from engine.rules.scoring import score_hand


def match(rules, items):
    return score_match(resolve_rules(rules), items)


def played(taker, score, outcome="made", held=0):
    """A hand result without its dealer; ``deal`` numbers the items."""
    return {"taker": taker, "outcome": outcome, "score": list(score), "held_over": held}


def thrown():
    return {"outcome": "thrown_in"}


def deal(items, first=0, same=False):
    """Give each item the dealer §8 expects (``same``: a thrown-in deal is redealt)."""
    dealer, out = first, []
    for item in items:
        out.append({"dealer": dealer, **item})
        if not (same and item["outcome"] == "thrown_in"):
            dealer = (dealer + 1) % 4
    return out


def test_empty_match():
    result = match("classic", [])
    assert result == MatchResult((0, 0), (), 0, False, None, None)
    assert result.as_dict() == {"totals": [0, 0], "history": [], "held_over": 0,
                                "finished": False, "winner": None, "next_dealer": None}


def test_scores_add_up_and_target_reached():
    result = match("classic", deal([played(0, (600, 0)), played(1, (300, 62)),
                                    played(0, (120, 42))], first=2))
    assert result.history == ((600, 0), (900, 62), (1020, 104))
    assert (result.finished, result.winner, result.next_dealer) == (True, 0, None)


def test_bulgarian_target_in_game_points():
    result = match("bulgarian", deal([played(0, (100, 140)), played(1, (60, 20))]))
    assert result.totals == (160, 160) and not result.finished
    result = match("bulgarian", deal([played(0, (100, 140)), played(1, (40, 20))]))
    assert (result.totals, result.winner) == ((140, 160), 1)


def test_equal_past_target_plays_on():
    items = deal([played(0, (500, 500)), played(1, (500, 500))])
    result = match("classic", items)
    assert result.totals == (1000, 1000)
    assert (result.finished, result.winner, result.next_dealer) == (False, None, 2)
    result = match("classic", items + deal([played(2, (82, 80))], first=2))
    assert (result.finished, result.winner) == (True, 0)


def test_club_501_target_override():
    result = match({"preset": "club-501", "target": 301}, deal([played(0, (300, 0)),
                                                                played(1, (1, 0))]))
    assert (result.finished, result.winner) == (True, 0)


def test_club_501_hand_limit_leader_wins():
    items = deal([played(i % 4, (10, 0) if i % 2 else (0, 5)) for i in range(40)])
    result = match("club-501", items[:39])
    assert not result.finished and result.next_dealer == 3
    result = match("club-501", items)
    assert result.totals == (200, 100)
    assert (result.finished, result.winner, result.next_dealer) == (True, 0, None)


def test_club_501_hand_limit_level_nobody_wins():
    items = deal([played(0, (10, 0) if i % 2 else (0, 10)) for i in range(40)])
    result = match("club-501", items)
    assert (result.totals, result.finished, result.winner) == ((200, 200), True, None)
    with pytest.raises(ImpossibleState) as caught:
        match("club-501", items + deal([played(0, (10, 0))], first=0))
    assert caught.value.pointer == "/hands/40"


def test_hand_limit_does_not_count_thrown_in_deals():
    rules = {"preset": "club-501", "dealer_must_name_in_round_two": False, "hand_limit": 2}
    items = deal([played(0, (100, 62)), thrown(), thrown()], same=True)
    assert [i["dealer"] for i in items] == [0, 1, 1]
    result = match(rules, items)
    assert not result.finished and result.next_dealer == 1
    result = match(rules, items + deal([played(1, (62, 100))], first=1))
    assert (result.totals, result.finished, result.winner) == ((162, 162), True, None)


def test_thrown_in_next_dealer_redeal_next():
    result = match("coinche", deal([thrown(), thrown()], first=3))
    assert result.history == ((0, 0), (0, 0))
    assert result.next_dealer == 1


def test_thrown_in_next_dealer_redeal_same():
    rules = {"preset": "club-501", "dealer_must_name_in_round_two": False}
    result = match(rules, [{"dealer": 2, "outcome": "thrown_in"}])
    assert result.next_dealer == 2
    with pytest.raises(ImpossibleState) as caught:
        match(rules, [{"dealer": 2, "outcome": "thrown_in"}, {"dealer": 3, **thrown()}])
    assert caught.value.pointer == "/hands/1/dealer"


def test_the_deal_passes_to_the_next_seat_after_a_scored_hand():
    with pytest.raises(ImpossibleState) as caught:
        match("classic", [{"dealer": 0, **played(0, (100, 62))},
                          {"dealer": 0, **played(0, (100, 62))}])
    assert caught.value.pointer == "/hands/1/dealer"


def test_thrown_in_impossible_when_dealer_must_name():
    with pytest.raises(ImpossibleState) as caught:
        match("club-501", [{"dealer": 0, "outcome": "thrown_in"}])
    assert caught.value.pointer == "/hands/0/outcome"


def test_club_held_over_paid_to_next_defenders_whatever_happens():
    items = deal([played(1, (81, 0), "litige", 81), played(2, (162, 0))])
    # hand 1: team 1 defends, loses the hand, still collects the 81
    assert match("club-501", items).totals == (243, 81)


def test_club_held_over_paid_even_when_next_hand_is_a_litige():
    items = deal([played(1, (81, 0), "litige", 81), played(0, (0, 91), "litige", 71),
                   played(3, (100, 62))])
    result = match("club-501", items)
    assert result.history == ((81, 0), (81, 172), (252, 234))
    assert result.held_over == 0


def test_litige_held_over_paid_to_next_winner():
    items = deal([played(0, (20, 91), "litige", 71), played(1, (162, 0), "dedans")])
    assert match("litige", items).totals == (253, 91)
    items = deal([played(0, (20, 91), "litige", 71), played(1, (62, 100))])
    assert match("litige", items).totals == (82, 262)


def test_litige_pot_accumulates_over_litiges_and_thrown_in():
    items = deal([played(0, (20, 91), "litige", 71), thrown(), played(1, (81, 0), "litige", 81),
                  played(2, (100, 62))])
    result = match("litige", items)
    assert result.history == ((20, 91), (20, 91), (101, 91), (353, 153))
    assert result.held_over == 0


def test_held_over_lost_at_the_end():
    items = deal([played(0, (950, 0)), played(1, (81, 0), "litige", 81)])
    result = match("litige", items)
    assert (result.totals, result.finished, result.winner) == ((1031, 0), True, 0)
    assert result.held_over == 81
    result = match("litige", items[:1] + deal([played(1, (0, 20), "litige", 71)], first=1))
    assert not result.finished and result.held_over == 71


def test_bulgarian_pot_to_higher_hand_score():
    items = deal([played(0, (0, 10), "hanging", 11), played(1, (9, 7))])
    assert match("bulgarian", items).totals == (20, 17)


def test_bulgarian_pot_grows_on_hanging_and_equal_scores():
    items = deal([played(0, (0, 10), "hanging", 11), played(1, (0, 0), "hanging", 64),
                  played(2, (13, 13)), played(3, (8, 26))])
    result = match("bulgarian", items)
    assert result.history == ((0, 10), (0, 10), (13, 23), (21, 124))
    assert result.held_over == 0
    assert match("bulgarian", items[:3]).held_over == 75


def test_scored_hands_feed_the_match():
    rules = resolve_rules("club-501")
    first = score_hand(rules, {"taker": 1, "kind": "H"}, [4, 4], [81, 71], 1, [0, 0], [0, 0])
    second = score_hand(rules, {"taker": 2, "kind": "S"}, [5, 3], [100, 52], 0, [0, 0], [0, 0])
    items = [{"dealer": 0, "taker": 1, **first.as_dict()},
             {"dealer": 1, "taker": 2, **second.as_dict()}]
    assert score_match(rules, items).totals == (191, 133)


def test_held_over_may_be_omitted():
    result = match("classic", [{"dealer": 0, "taker": 0, "outcome": "made", "score": [100, 62]}])
    assert result.totals == (100, 62) and result.held_over == 0


@pytest.mark.parametrize("rules, items, error, pointer", [
    ("classic", {"dealer": 0}, MalformedInput, "/hands"),
    ("classic", ["made"], MalformedInput, "/hands/0"),
    ("classic", [{"taker": 0, "outcome": "made", "score": [1, 2]}], MalformedInput,
     "/hands/0/dealer"),
    ("classic", [{"dealer": 4, **played(0, (1, 2))}], MalformedInput, "/hands/0/dealer"),
    ("classic", [{"dealer": 0, **played(0, (1, 2), "won")}], MalformedInput, "/hands/0/outcome"),
    ("classic", [{"dealer": 0, **played(None, (1, 2))}], MalformedInput, "/hands/0/taker"),
    ("classic", [{"dealer": 0, **played(0, (1, -2))}], MalformedInput, "/hands/0/score/1"),
    ("classic", [{"dealer": 0, **played(0, (1.5, 2))}], MalformedInput, "/hands/0/score/0"),
    ("classic", [{"dealer": 0, "taker": 0, "outcome": "made", "score": [1]}], MalformedInput,
     "/hands/0/score"),
    ("litige", [{"dealer": 0, **played(0, (1, 2), "litige", -1)}], MalformedInput,
     "/hands/0/held_over"),
    ("classic", [{"dealer": 0, **played(0, (20, 91), "litige", 71)}], ImpossibleState,
     "/hands/0/outcome"),
    ("club-501", [{"dealer": 0, **played(0, (0, 10), "hanging", 11)}], ImpossibleState,
     "/hands/0/outcome"),
    ("bulgarian", [{"dealer": 0, **played(0, (20, 91), "litige", 71)}], ImpossibleState,
     "/hands/0/outcome"),
    ("club-501", [{"dealer": 0, **played(0, (100, 62), "made", 10)}], ImpossibleState,
     "/hands/0/held_over"),
    ("bulgarian", [{"dealer": 0, **played(0, (0, 16), "dedans", 10)}], ImpossibleState,
     "/hands/0/held_over"),
    ("classic", deal([played(0, (1000, 62)), thrown()]), ImpossibleState, "/hands/1"),
    ("bulgarian", deal([played(0, (151, 0)), played(0, (1, 2))]), ImpossibleState, "/hands/1"),
])
def test_validation(rules, items, error, pointer):
    with pytest.raises(error) as caught:
        match(rules, items)
    assert type(caught.value) is error
    assert caught.value.pointer == pointer
