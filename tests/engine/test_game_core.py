"""``engine.Game`` as the engine's core: views that leak nothing, a legality question that
agrees with the legal set, int actions, undo from a stack, equality by state, returns,
the trick in progress, and the point auction's legal calls built at once."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Card, Game, Phase
from engine.deal.events import TrickWon
from engine.rules.bidding import Auction, PointAuction
from engine.rules.ruleset import PRESETS

PRESET_NAMES = sorted(PRESETS)


def _walk(preset, seed, stop):
    """A random game of ``preset`` moved on ``stop`` actions (or to its end)."""
    rng = random.Random(seed)
    game = Game.new(preset, seed=seed)
    for _ in range(stop):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game, rng


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_a_view_is_the_same_whatever_the_hidden_cards_are(preset):
    """Re-deal every card a seat cannot see, consistently with all it has seen, and its view
    (the document, the legal actions and what the sampler starts from) stays the same to
    the byte; in the auction of Bela that includes the seat's own face-down talon."""
    for seed in range(12):
        game, rng = _walk(preset, seed, seed * 3 % 40)
        for seat in range(4):
            seen = game.view(seat)
            for _ in range(3):
                other = seen.sample(rng)
                Game.from_dict(other.to_dict())  # a deal that could happen
                again = other.view(seat)
                assert again.to_dict() == seen.to_dict()
                assert again.hand(seat) == seen.hand(seat)
                if seen.to_act == seat:
                    assert again.legal_actions() == seen.legal_actions()
                    assert again.legal_action_mask() == seen.legal_action_mask()


def test_a_bela_view_hides_the_seats_own_talon_until_it_is_taken_up():
    game = Game.new("bela", seed=3, dealer=0)
    assert game.to_dict()["talon"][1] is not None
    seen = game.view(1)
    assert seen.to_dict()["talon"] == [None, None, None, None]
    assert len(seen.hand(1)) == 6


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32))
def test_is_legal_agrees_with_the_legal_actions(preset, seed):
    rng = random.Random(seed)
    game = Game.new(preset, seed=seed)
    space = [game.int_to_action(i) for i in range(game.num_distinct_actions)]
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, "the legal set is never empty while the deal goes on"
        assert [a for a in space if game.is_legal(a)] == sorted(
            legal, key=game.action_to_int)
        mask = game.legal_action_mask()
        assert [i for i, bit in enumerate(mask) if bit] == sorted(game.legal_action_ints())
        game.apply(rng.choice(legal))
    assert game.legal_actions() == [] and not any(game.legal_action_mask())


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_int_actions_number_every_action_once(preset):
    game = Game.new(preset, seed=1)
    actions = [game.int_to_action(i) for i in range(game.num_distinct_actions)]
    assert actions[:32] == list(Card)
    assert len(set(actions)) == len(actions)
    assert [game.action_to_int(a) for a in actions] == list(range(len(actions)))


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32))
def test_undo_takes_back_every_action_to_the_deal_as_dealt(preset, seed):
    rng = random.Random(seed)
    game = Game.new(preset, seed=seed)
    states = [game.to_dict()]
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        states.append(game.to_dict())
    assert len(game.history()) == len(states) - 1
    twin = game.clone()
    while states:
        assert game.to_dict() == states.pop()
        assert game == Game.from_dict(game.to_dict())
        if states:
            game.undo()
    assert game == Game.new(preset, seed=seed) and game.history() == []
    assert twin.is_over  # undoing a game never moves its clone


def test_games_are_equal_and_hash_alike_by_state():
    a, b = Game.new("coinche", seed=4), Game.new("coinche", seed=4)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    action = a.legal_actions()[0]
    a.apply(action)
    assert a != b
    b.apply(action)
    assert a == b
    assert Game.new("coinche", seed=5) != b


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_returns_are_each_seats_team_score(preset):
    for seed in range(20):
        game, _ = _walk(preset, seed, 200)
        returns = game.returns()
        if game.phase == Phase.THROWN_IN:
            assert returns == [0, 0, 0, 0]
        elif game.phase == Phase.COMPLETE and game.rules.belot != "wins_match":
            score = list(game.score().score)
            assert returns == score + score


def test_the_trick_in_progress_and_who_is_winning_it():
    game = Game.from_dict({"rules": "classic", "dealer": 3, "turn_up": "QH",
                           "auction": ["take"], "tricks": [["AS", "7S", "7H"]]})
    assert game.current_trick == [Card.SA, Card.S7, Card.H7]
    assert game.trick_leader == 0 and game.winning_seat == 2  # the small trump cuts
    assert game.winning_card == Card.H7
    assert game.card_points(Card.H9) == 14 and game.card_points(Card.S9) == 0
    assert game.beats(Card.HJ, Card.H9) and not game.beats(Card.SK, Card.ST)
    assert not game.beats(Card.DA, Card.S7)  # a discard never takes a trick


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32))
def test_the_fourth_card_takes_the_trick_when_it_beats_the_card_winning_it(preset, seed):
    rng = random.Random(seed)
    game = Game.new(preset, seed=seed)
    while not game.is_over:
        trick, winning, seat = game.current_trick, game.winning_seat, game.to_act
        action = rng.choice(game.legal_actions())
        won = [e for e in game.apply(action) if type(e) is TrickWon]
        if len(trick) == 3:
            leader = (seat - 3) % 4  # the seat to act plays the fourth card
            master = trick[(winning - leader) % 4]
            takes = game.beats(action, master, trick[0])
            assert won[0].seat == (seat if takes else winning)


@pytest.mark.parametrize("preset", [p for p in PRESET_NAMES
                                    if PRESETS[p].bidding == "point_auction"])
def test_the_point_auctions_legal_calls_are_its_candidates_that_pass_every_check(preset):
    """The shortcut of ``PointAuction.legal`` pinned to the rule it stands for."""
    rules = PRESETS[preset]
    rng = random.Random(7)
    for dealer in range(40):
        auction = Auction(rules, dealer % 4)
        while not auction.finished:
            slow = [c for c in PointAuction.candidates(auction)
                    if PointAuction.why_illegal(auction, c) is None]
            assert auction.legal() == slow
            auction.call(rng.choice(slow) if rng.random() < 0.6 else ("pass",))
