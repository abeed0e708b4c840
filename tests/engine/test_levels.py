"""Named bot levels: a level stands for its samples and budget, a card's or a call's."""

import pytest

from engine import MalformedInput, hints
from engine.vocabulary import BOT_LEVELS
from tests.engine.test_hints import PLAY, hidden

# seat 1 to speak first, its own hand only
CALL = {"rules": "classic", "dealer": 0, "turn_up": "QH", "auction": [],
        "hands": [None, ["JH", "9H", "AS", "TD", "7C"], None, None]}


def test_a_card_at_a_level_is_the_card_of_its_samples_and_budget():
    level = BOT_LEVELS["club"]
    state = hidden(PLAY, 0, 1, 3)
    assert hints({"state": state, "level": "club", "seed": 4}) == hints(
        {"state": state, "samples": level.card_samples, "budget_ms": level.card_budget_ms,
         "seed": 4})


def test_a_call_at_a_level_is_the_call_of_its_call_samples_and_budget():
    level = BOT_LEVELS["casual"]
    assert hints({"state": CALL, "level": "casual", "seed": 2}) == hints(
        {"state": CALL, "samples": level.call_samples, "budget_ms": level.call_budget_ms,
         "seed": 2})


@pytest.mark.parametrize("doc, pointer", [
    ({"level": "grandmaster"}, "/level"), ({"level": 3}, "/level"),
    ({"level": "club", "samples": 4}, "/samples"),
    ({"level": "club", "budget_ms": 40}, "/budget_ms")])
def test_an_unknown_level_or_a_level_with_its_own_settings_is_refused(doc, pointer):
    with pytest.raises(MalformedInput) as refused:
        hints(dict(doc, state=hidden(PLAY, 0, 1, 3)))
    assert refused.value.pointer == pointer


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
