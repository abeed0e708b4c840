"""Deal records: every finished or unfinished deal of every preset goes to its one-line form
and back unchanged, and checking it replays it to the score the play gave."""

import random

import pytest
from hypothesis import given, settings, strategies as st

import engine
from engine.errors import MalformedInput
from engine.deal.records import check_record, read_text, record_text
from engine.rules.ruleset import PRESETS


def played(preset, seed, stop_after=None):
    """A deal dealt from ``seed`` and played at random: its record and last /v1/play answer."""
    rng = random.Random(seed)
    dealt = engine.open_deal({"rules": preset, "seed": seed})
    state, legal, answer, actions = dealt, dealt["legal"], None, 0
    while legal and actions != stop_after:
        answer = engine.play({"state": state, "action": rng.choice(legal)})
        state, legal, actions = answer["state"], answer["legal"], actions + 1
    original = engine.new_deal({"rules": preset, "seed": seed})
    if not original.get("stock"):  # a point auction or a jass preset deals no stock
        original.pop("stock", None)
    record = {**original, "auction": state["auction"], "tricks": state["tricks"], "seed": seed}
    return record, answer


def without_empty_stock(state):
    return {key: value for key, value in state.items() if key != "stock" or value}


@settings(max_examples=12, deadline=None)
@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 10 ** 6),
       stop=st.one_of(st.none(), st.integers(0, 40)))
def test_a_record_goes_to_text_and_back_and_replays_alike(preset, seed, stop):
    record, answer = played(preset, seed, stop)
    text = record_text(record)
    assert "\n" not in text and read_text(text) == {**record, "seed": str(seed)}
    for form in ({"record": record}, {"text": text}):
        checked = check_record(form)
        assert checked["text"] == text
        assert checked["record"]["auction"] == record["auction"]
        if answer is not None:
            assert without_empty_stock(checked["state"]) == without_empty_stock(answer["state"])
            ended = [e for e in answer["events"] if e["type"] in ("hand_scored", "thrown_in")]
            assert checked["match_entry"] == (ended[0]["match_entry"] if ended else None)


def test_a_record_that_breaks_a_rule_is_pointed_at():
    record, _ = played("classic", 5)
    record["tricks"][2][1], record["tricks"][3][1] = record["tricks"][3][1], record["tricks"][2][1]
    with pytest.raises(engine.EngineError) as raised:
        check_record({"record": record})
    assert raised.value.pointer.startswith("/record/tricks/2/") or raised.value.pointer.startswith(
        "/record/tricks/3/")
    with pytest.raises(engine.EngineError) as raised:
        check_record({"text": record_text(record)})
    assert raised.value.pointer == "/text"


@pytest.mark.parametrize("text", ["", "atout-deal/2 rules=classic", "atout-deal/1 rules=classic",
                                  "atout-deal/1 rules=classic dealer=0 hands=XX/ auction= tricks=",
                                  "atout-deal/1 rules=classic dealer=0 dealer=1",
                                  "atout-deal/1 rules=nope dealer=0 hands= auction= tricks="])
def test_a_text_that_cannot_be_read_is_a_malformed_input_at_text(text):
    with pytest.raises(engine.MalformedInput) as raised:
        check_record({"text": text})
    assert raised.value.pointer == "/text"


def test_a_seed_that_does_not_deal_the_hands_is_impossible():
    record, _ = played("bulgarian", 9, 3)
    with pytest.raises(engine.ImpossibleState, match="seed does not deal this record's hands"):
        check_record({"record": {**record, "seed": 10}})
    del record["seed"]  # dealt by hand: any hands
    assert check_record({"record": record})["record"].keys() == {
        "rules", "dealer", "hands", "stock", "auction", "tricks"}


@pytest.mark.parametrize("hands", [None, [None, None, None, None]])
def test_a_record_shows_every_hand(hands):
    dealt = engine.new_deal({"rules": "classic", "dealer": 0, "seed": 7})
    with pytest.raises(MalformedInput) as refused:
        check_record({"record": {**dealt, "hands": hands, "auction": [], "tricks": []}})
    assert refused.value.pointer.startswith("/record/hands")
