"""Playing for the score: a card valued by the hand score of its perfect play."""

import pytest

from engine import MalformedInput, hints
from tests.engine.test_hints import PLAY


def test_playing_for_the_score_values_a_card_by_the_hand_score_it_leads_to():
    # every hand shown: seat 0 (taker) holds 7D 8D 9D TD and seat 2 JD QD KD AD, two
    # quartes, 100 for team 0, no belote (the heart king and queen are apart). After JD
    # perfect play gives team 0 91 card points, team 1 the other 71: made, 91 - 71 + 100.
    # After 9H: 64 and 98, still made in classic (164 with the quartes): 64 - 98 + 100
    answer = hints({"state": PLAY, "objective": "score", "budget_ms": 5000})
    actions = {a["action"]: a for a in answer["actions"]}
    assert actions["JD"] == {"action": "JD", "value": 120, "points": 91, "goal": 1.0}
    assert actions["9H"] == {"action": "9H", "value": 66, "points": 64, "goal": 1.0}
    assert [a["value"] for a in answer["actions"]] == sorted(
        (a["value"] for a in answer["actions"]), reverse=True)


def test_the_points_objective_is_the_default():
    assert hints({"state": PLAY, "objective": "points", "budget_ms": 5000}) == hints(
        {"state": PLAY, "budget_ms": 5000})
    with pytest.raises(MalformedInput):
        hints({"state": PLAY, "objective": "tricks"})
