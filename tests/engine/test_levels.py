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

