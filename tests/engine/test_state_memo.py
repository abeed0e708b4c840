"""The memo of checked states (``engine.api.read_state``) pinned to ``Deal.read``: the deal
``play`` keeps for the state it answers is the deal that state reads to, attribute by
attribute, and every answer is the same with the memo as without it."""

import random

import pytest

import engine
from engine import api
from engine.deal.state import Deal
from engine.rules.ruleset import PRESETS

_SKIPPED = ("hand_lists",)  # the request's own lists, read for error pointers only


def _attributes(deal):
    out = {}
    for name in Deal.__slots__:
        if name in _SKIPPED:
            continue
        value = getattr(deal, name, None)  # (a deal has no table before its contract)
        out[name] = value.__dict__ if name == "auction" and value is not None else value
    return out


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_kept_deal_is_the_deal_its_state_reads_to(preset):
    rng = random.Random(preset)
    for seed in range(6):
        state = engine.new_deal({"rules": preset, "seed": seed})
        moves = engine.legal_moves(state)
        while moves["phase"] in ("bidding", "play"):
            answer = engine.play({"state": state, "action": rng.choice(moves["legal"])})
            state, moves = answer["state"], answer
            kept = api._STATES[api._state_key(state)]
            assert _attributes(kept) == _attributes(Deal.read(state))


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_answer_is_the_same_with_the_memo_as_without(preset, monkeypatch):
    key = api._state_key

    def run(memo):
        monkeypatch.setattr(api, "_state_key", key if memo else lambda doc: None)
        api._STATES.clear()
        rng, answers = random.Random(preset), []
        for seed in range(4):
            state = engine.new_deal({"rules": preset, "seed": seed})
            moves = engine.legal_moves(state)
            while moves["phase"] in ("bidding", "play"):
                answer = engine.play({"state": state, "action": rng.choice(moves["legal"])})
                answers.append((answer, engine.legal_moves(answer["state"])))
                state, moves = answer["state"], answer
        return answers

    assert run(True) == run(False)


def test_a_state_that_differs_in_type_only_is_read_again():
    state = {"rules": "classic", "dealer": 3, "turn_up": "QH"}
    api.read_state(state)
    with pytest.raises(engine.MalformedInput):
        api.read_state({**state, "dealer": 3.0})
    with pytest.raises(engine.MalformedInput):
        engine.legal_moves({**state, "dealer": True, "rules": "classic"})
