"""``engine.Game``, the deal you hold, against the JSON functions it stands beside: over
random deals of every preset the same legal actions, the same events, the same states and
the same scores; clones that never move each other, undo that restores, views that hide."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine import Call, Card, Game, IllegalAction, ImpossibleState, Match, Phase
from engine.deal.events import Belote, CardPlayed, HandScored, Rebelote, TrickWon
from engine.rules.ruleset import PRESETS

PRESET_NAMES = sorted(PRESETS)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32))
def test_a_game_answers_what_the_json_functions_answer(preset, seed):
    rng = random.Random(seed)
    game = Game.new(preset, seed=seed)
    state = engine.new_deal({"rules": preset, "seed": seed})
    assert game.to_dict() == state
    while not game.is_over:
        moves = engine.legal_moves(state)
        legal = game.legal_actions()
        assert [a.to_json() for a in legal] == moves["legal"]
        assert (game.phase, game.to_act) == (moves["phase"], moves["to_act"])
        action = rng.choice(legal)
        events = game.apply(action)
        answer = engine.play({"state": state, "action": action.to_json()})
        assert [e.to_dict() for e in events] == answer["events"]
        state = answer["state"]
        assert game.to_dict() == state
    if game.phase == Phase.COMPLETE:
        assert game.score().as_dict() == engine.score_hand(state)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32))
def test_clone_and_undo_leave_every_other_game_as_it_was(preset, seed):
    rng = random.Random(seed)
    game = Game.new(preset, seed=seed)
    while not game.is_over:
        before = game.to_dict()
        action = rng.choice(game.legal_actions())
        twin = game.clone()
        twin.apply(action)
        assert game.to_dict() == before
        game.apply(action)
        assert game.to_dict() == twin.to_dict()
        game.undo()
        assert game.to_dict() == before
        game.apply(action)


def test_a_view_shows_its_own_hand_and_what_is_public_only():
    game = Game.new("classic", seed=5, dealer=0)
    seen = game.view(1)
    assert seen.hand(1) == game.hand(1)
    assert [seen.hand(s) for s in (0, 2, 3)] == [None, None, None]
    assert "stock" not in seen.to_dict() and seen.turn_up == game.turn_up
    assert seen.legal_actions() == game.legal_actions()  # seat 1, eldest, is to act
    game.apply("take")  # calls need no hand; cards do
    assert game.to_act == 1 and game.view(1).legal_actions() == game.legal_actions()
    with pytest.raises(ImpossibleState):  # seat 1's hand is not seat 2's to know
        game.view(2).legal_actions()


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32))
def test_every_view_announces_the_belotes_of_the_deal_once_the_cards_prove_them(preset, seed):
    rng = random.Random(seed)
    game = Game.new(preset, seed=seed)
    while game.phase == Phase.BIDDING:
        legal = game.legal_actions()
        hokum = [a for a in legal if isinstance(a.to_json(), dict) and "hokum" in a.to_json()]
        game.apply(rng.choice(hokum if hokum and rng.random() < 0.5 else legal))
    views = [game.view(seat) for seat in range(4)]
    announced: list[list] = [[], [], [], [], []]  # each view's, then the whole deal's
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        for seen, moved in zip(announced, [*views, game]):
            seen += [e.to_dict() for e in moved.apply(action)
                     if isinstance(e, (Belote, Rebelote))]  # typed events equal as tuples
    for seen in announced[:4]:
        assert sorted(seen, key=str) == sorted(announced[4], key=str)


def test_a_hidden_belote_is_announced_at_its_second_card():
    game = Game.new("classic", seed=96)
    rng = random.Random(96)
    while game.phase == Phase.BIDDING:
        game.apply(rng.choice(game.legal_actions()))
    view = game.view(0)
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        events, seen = ([type(e) for e in moved.apply(action)] for moved in (game, view))
        if Rebelote in events:  # typed events, not tuples: Belote(3) == Rebelote(3)
            assert seen[:3] == [CardPlayed, Belote, Rebelote]
            return
        assert Belote not in seen
    raise AssertionError("seat 3 held no belote")


def test_a_refused_action_leaves_the_game_as_it_was():
    game = Game.new("classic", seed=1, dealer=0)
    game.apply("take")  # seat 1 takes: the stock is dealt, seat 1 leads
    before = game.to_dict()
    with pytest.raises(IllegalAction):
        game.apply(next(c for c in Card if c not in game.hand(game.to_act)))
    with pytest.raises(IllegalAction) as refused:
        game.apply(Call.PASS)
    assert refused.value.code == "call_during_play"
    assert game.to_dict() == before


def test_typed_events_carry_what_their_json_forms_say():
    game = Game.new("classic", seed=2, dealer=3)
    game.apply("take")
    events = []
    while not game.is_over:
        events += game.apply(game.legal_actions()[0])
    cards = [e for e in events if isinstance(e, CardPlayed)]
    tricks = [e for e in events if isinstance(e, TrickWon)]
    assert len(cards) == 32 and len(tricks) == 8 and tricks[-1].last_trick_bonus == 10
    assert sum(t.points for t in tricks) + 10 == 162
    scored = events[-1]
    assert isinstance(scored, HandScored) and scored.result == game.score()
    assert game.match_entry() == scored.match_entry


def test_a_match_deals_from_its_seed_and_counts_each_deal():
    match = Match("classic", seed="m")
    first = match.next_game()
    assert first.to_dict() == engine.new_deal({"rules": "classic", "seed": "m/0"})
    rng = random.Random(0)
    while not match.finished:
        game = match.next_game()
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        match.add(game)
    scored = engine.score_match({"rules": "classic", "hands": match.entries})
    assert scored == match.result.as_dict() and scored["winner"] is not None


def test_the_package_engine_deal_is_not_hidden_by_a_function():
    import engine.deal.state
    assert engine.deal.state.Deal is not None
