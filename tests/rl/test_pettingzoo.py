"""atout_rl: a deal and a match as PettingZoo AEC environments (docs/rl.md).

PettingZoo's own ``api_test`` and ``seed_test`` in every preset, with its warnings as
errors (the observation a Box, the mask in ``infos``); the action mask is the engine's
legal actions, exactly; the numbering is the game's own; the observations kept up to date
from events are, at every step, those read afresh from each seat's ``game.view()``.
"""

import doctest
import random

import pytest

pytest.importorskip("pettingzoo")
# PettingZoo's checks warn about anything off its conventions: none may
pytestmark = pytest.mark.filterwarnings("error")

import numpy as np  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

import atout_rl.actions  # noqa: E402
import atout_rl.pettingzoo_env  # noqa: E402
from atout_rl.actions import BID_VALUES, ActionSpace  # noqa: E402
from atout_rl.pettingzoo_env import AGENTS, KINDS, MULTIPLIERS, PHASES, env  # noqa: E402
from engine import Game  # noqa: E402
from engine.rules.bidding import FAMILIES  # noqa: E402
from engine.rules.ruleset import PRESETS  # noqa: E402


@pytest.mark.parametrize("module", [atout_rl.actions, atout_rl.pettingzoo_env])
def test_the_doctests_hold(module):
    # atout_rl is outside the suite's testpaths: its module needs the rl extra to import
    assert doctest.testmod(module).failed == 0


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("match", [False, True])
def test_pettingzoo_api_test_passes(preset, match):
    api_test(env(preset, match=match), num_cycles=200)


def test_pettingzoo_seed_test_passes():
    seed_test(lambda: env("coinche"), num_cycles=50)


def test_every_auction_family_has_an_action_space():
    bidding = {rules.bidding for rules in PRESETS.values()}
    assert bidding == set(FAMILIES)
    for preset in PRESETS:
        space = ActionSpace.of(preset)
        assert len(set(space.calls)) == len(space.calls)
        assert all(space.action(space.decode(i)) == i for i in range(space.size))
        game = Game.new(preset, seed=1)
        assert space.size == game.num_distinct_actions
        assert all(space.decode(i) == game.int_to_action(i) for i in range(space.size))


def play(environment, rng):
    """Random legal actions to the episode's end, checking each mask against the engine;
    the rewards summed per agent."""
    totals = dict.fromkeys(AGENTS, 0.0)
    game, record = None, []
    for agent in environment.agent_iter():
        if environment.game is not game:
            game, record = environment.game, []
        observation, reward, terminated, truncated, info = environment.last()
        totals[agent] += reward
        if terminated or truncated:
            assert not info["action_mask"].any()
            environment.step(None)
            continue
        game = environment.game
        assert agent == AGENTS[game.to_act]
        legal = sorted(environment.actions.action(a) for a in game.legal_actions())
        assert list(np.flatnonzero(info["action_mask"])) == legal
        for other in environment.agents:
            assert other == agent or not environment.infos[other]["action_mask"].any()
            assert np.array_equal(environment.observe(other),
                                  seen_from_view(environment, other, record))
        action = rng.choice(legal)
        record.append((game.to_act, action))
        environment.step(action)
    return totals


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_mask_is_the_legal_actions_and_the_reward_the_hand_score(preset):
    rng = random.Random(preset)
    environment = env(preset)
    for seed in range(3):
        environment.reset(seed=seed)
        totals = play(environment, rng)
        assert [totals[a] for a in AGENTS] == environment.game.returns()


def test_stepping_and_observing_never_view_the_game(monkeypatch):
    environment = env("contree", match=True)

    def refused(self, seat):
        raise AssertionError("view() called")

    monkeypatch.setattr(Game, "view", refused)
    environment.reset(seed=2)
    rng = random.Random(2)
    for agent in environment.agent_iter(max_iter=300):
        observation, _, terminated, truncated, info = environment.last()
        assert observation.shape == environment.observation_space(agent).shape
        legal = np.flatnonzero(info["action_mask"])
        environment.step(None if terminated or truncated else int(rng.choice(legal)))


def test_a_match_episode_ends_with_the_match_and_rewards_every_deal():
    environment = env("classic", match=True)
    environment.reset(seed=5)
    totals = play(environment, random.Random(5))
    match = environment.match_state
    assert match.finished
    assert (totals["seat_0"], totals["seat_1"]) == match.result.totals


def test_the_same_seed_deals_the_same_cards():
    first, second = env("baloot"), env("baloot")
    first.reset(seed=9)
    second.reset(seed=9)
    assert first.game.to_dict() == second.game.to_dict()
    first.reset()
    second.reset(seed=10)
    assert first.game.to_dict() != second.game.to_dict()


def seen_from_view(environment, agent, record):
    """The observation read afresh from the seat's ``game.view()``, and ``record``: who
    made each action of the deal, as (seat, int action)."""
    game, seat = environment.game, AGENTS.index(agent)
    view = game.view(seat)
    calls = len(environment.actions.calls)
    played = np.zeros((4, 32), np.float32)
    trick = np.zeros((4, 32), np.float32)
    called = np.zeros((4, calls), np.float32)
    for who, number in record:
        if number < 32:
            played[who, number] = 1
        else:
            called[who, number - 32] = 1
    for i, card in enumerate(view.current_trick):
        trick[(view.trick_leader + i) % 4, int(card)] = 1
    order = [(seat + r) % 4 for r in range(4)]

    def one_hot(size, index):
        part = np.zeros(size, np.float32)
        if index is not None:
            part[index] = 1
        return part

    def relative(absolute):
        return None if absolute is None else (absolute - seat) % 4

    hand = np.zeros(32, np.float32)
    hand[[int(card) for card in view.hand(seat) or ()]] = 1
    contract, turn_up = view.contract, view.turn_up
    totals = np.zeros(2, np.float32)
    if environment.match_state is not None:
        target = max(1, int(game.rules.target))
        mine = environment.match_state.result.totals
        totals[:] = [min(1.0, mine[seat % 2] / target), min(1.0, mine[1 - seat % 2] / target)]
    return np.concatenate([
        hand, played[order].ravel(), trick[order].ravel(),
        one_hot(32, None if turn_up is None else int(turn_up)), called[order].ravel(),
        one_hot(4, None if contract is None else relative(contract.taker)),
        one_hot(len(KINDS), None if contract is None else KINDS.index(contract.kind)),
        one_hot(len(MULTIPLIERS), None if contract is None
                else MULTIPLIERS.index(contract.multiplier)),
        one_hot(len(BID_VALUES), None if contract is None or contract.bid is None
                else BID_VALUES.index(contract.bid)),
        one_hot(len(PHASES), PHASES.index(view.phase)),
        one_hot(4, relative(view.dealer)), one_hot(4, relative(view.to_act)), totals])
