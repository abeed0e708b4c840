"""atout_rl: a deal and a match as PettingZoo AEC environments (docs/rl.md).

PettingZoo's own ``api_test`` and ``seed_test`` in every preset; the action mask is the
engine's legal actions, exactly; the numbering covers every call of every family.
"""

import doctest
import random

import pytest

pytest.importorskip("pettingzoo")
# an observation is a dict (the observation and its action mask), as PettingZoo's own
# card games give it: api_test's two warnings about that are expected
pytestmark = [pytest.mark.filterwarnings("ignore:Observation space for each agent probably"),
              pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")]

import numpy as np  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

import atout_rl.actions  # noqa: E402
import atout_rl.pettingzoo_env  # noqa: E402
from atout_rl.actions import ActionSpace  # noqa: E402
from atout_rl.pettingzoo_env import AGENTS, env  # noqa: E402
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


def play(environment, rng):
    """Random legal actions to the episode's end, checking each mask against the engine;
    the rewards summed per agent."""
    totals = dict.fromkeys(AGENTS, 0.0)
    for agent in environment.agent_iter():
        observation, reward, terminated, truncated, _ = environment.last()
        totals[agent] += reward
        if terminated or truncated:
            environment.step(None)
            continue
        game = environment.game
        assert agent == AGENTS[game.to_act]
        legal = sorted(environment.actions.action(a) for a in game.legal_actions())
        assert list(np.flatnonzero(observation["action_mask"])) == legal
        environment.step(rng.choice(legal))
    return totals


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_mask_is_the_legal_actions_and_the_reward_the_hand_score(preset):
    rng = random.Random(preset)
    environment = env(preset)
    for seed in range(3):
        environment.reset(seed=seed)
        totals = play(environment, rng)
        game = environment.game
        if game.phase == "complete" and hasattr(game.score(), "score"):
            score = game.score().score
            assert [totals[a] for a in AGENTS] == [score[0], score[1], score[0], score[1]]


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


def test_an_observation_reads_only_what_its_seat_knows():
    environment = env("coinche")
    environment.reset(seed=3)
    seen = environment.observe("seat_1")["observation"]
    game = environment.game
    assert sorted(np.flatnonzero(seen[:32])) == [int(card) for card in game.hand(1)]
    doc = game.to_dict()
    doc["hands"][2], doc["hands"][3] = doc["hands"][3], doc["hands"][2]
    environment.game = type(game).from_dict(doc)  # other cards where seat 1 cannot see
    assert np.array_equal(environment.observe("seat_1")["observation"], seen)
    assert not np.array_equal(environment.observe("seat_2")["observation"][:32], seen[:32])
