"""A deal, or a whole match, as a PettingZoo AEC environment (docs/rl.md).

Agents ``seat_0`` … ``seat_3``; the agent selected is the seat to act. Each observation
is a dict: ``observation``, a fixed-size float32 vector of what that seat knows (its
``game.view(seat)`` and the public record of calls and cards), seats counted from the
observer (0: itself, 1: the next seat in seat order …); and ``action_mask`` over the
ruleset's fixed action space (``atout_rl.actions``): the legal actions of the seat to
act, all zeros for the others. The reward comes when a deal ends: each seat gets its
team's hand score (``game.score().score``); a deal thrown in scores 0; Bela's belot gives
the ruleset's target to the holder's team (it wins the match outright).

``reset(seed=s)`` deals the same cards for the same ``s`` on every machine; the deals
after it (``reset()`` without a seed) follow from ``s``. With ``match=True`` an episode
is a whole ``engine.Match`` from that seed: every deal's score is rewarded as it ends,
and the agents end with the match.

>>> env = AtoutEnv("classic")
>>> env.reset(seed=1)
>>> env.agent_selection, env.observation_space("seat_0")["observation"].shape
('seat_0', (391,))
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from engine import Card, Game, Match, Phase
from engine.deal.events import Belot, CallMade, CardPlayed, Event, HandScored, TrickWon
from atout_rl.actions import BID_VALUES, CARD_ACTIONS, ActionSpace

SEATS = 4
AGENTS = [f"seat_{seat}" for seat in range(SEATS)]
KINDS = ("S", "H", "D", "C", "NT", "AT")
MULTIPLIERS = (1, 2, 3, 4, "gahwa")
PHASES = tuple(p for p in Phase if p is not Phase.COMPLETING)  # the phases a game shows


class AtoutEnv(AECEnv):  # type: ignore[misc]
    metadata = {"render_modes": ["ansi"], "name": "atout_v0", "is_parallelizable": False}

    def __init__(self, rules: str | dict[str, Any] = "classic", match: bool = False,
                 render_mode: str | None = None) -> None:
        super().__init__()
        self.rules = rules
        self.match = match
        self.render_mode = render_mode
        self.actions = ActionSpace.of(rules)
        calls = len(self.actions.calls)
        # the vector's parts, in order: (name, size)
        self.layout = (("hand", 32), ("played", SEATS * 32), ("trick", SEATS * 32),
                       ("turn_up", 32), ("calls", SEATS * calls), ("taker", SEATS),
                       ("kind", len(KINDS)), ("multiplier", len(MULTIPLIERS)),
                       ("bid", len(BID_VALUES)), ("phase", len(PHASES)),
                       ("dealer", SEATS), ("to_act", SEATS), ("match_totals", 2))
        size = sum(n for _, n in self.layout)
        self.possible_agents = list(AGENTS)
        space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.actions.size,), np.int8),
        })
        self.observation_spaces = {agent: space for agent in AGENTS}
        self.action_spaces = {agent: spaces.Discrete(self.actions.size) for agent in AGENTS}
        self._seeds = random.Random()
        self.game: Game | None = None
        self.match_state: Match | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # -- the episode --------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = random.Random(seed)
        episode = self._seeds.getrandbits(63)
        self.agents = list(AGENTS)
        self.rewards = {agent: 0.0 for agent in AGENTS}
        self._cumulative_rewards = {agent: 0.0 for agent in AGENTS}
        self.terminations = {agent: False for agent in AGENTS}
        self.truncations = {agent: False for agent in AGENTS}
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in AGENTS}
        if self.match:
            self.match_state = Match(self.rules, seed=episode)
            self._start(self.match_state.next_game())
        else:
            self.match_state = None
            self._start(Game.new(self.rules, seed=episode))

    def _start(self, game: Game) -> None:
        self.game = game
        calls = len(self.actions.calls)
        self._played = np.zeros((SEATS, 32), np.float32)
        self._trick = np.zeros((SEATS, 32), np.float32)
        self._calls = np.zeros((SEATS, calls), np.float32)
        self._select()

    def _select(self) -> None:
        assert self.game is not None
        seat = self.game.to_act
        self.agent_selection = AGENTS[0 if seat is None else seat]

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None and action is not None
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        events = self.game.apply(self.actions.decode(int(action)))
        self._record(events)
        if self.game.is_over:
            self._deal_over()
        self._select()
        self._accumulate_rewards()

    def _record(self, events: list[Event]) -> None:
        for event in events:
            if type(event) is CallMade:
                self._calls[event.seat, self.actions.action(event.call) - CARD_ACTIONS] = 1
            elif type(event) is CardPlayed:
                self._played[event.seat, event.card] = 1
                self._trick[event.seat, event.card] = 1
            elif type(event) is TrickWon:
                self._trick[:] = 0
            elif type(event) in (HandScored, Belot):
                self._score(event)  # type: ignore[arg-type]

    def _score(self, event: HandScored | Belot) -> None:
        assert self.game is not None
        if isinstance(event, Belot):
            points = [0, 0]
            points[event.team] = self.game.rules.target
        else:
            points = list(getattr(event.result, "score", (0, 0)))
        for seat, agent in enumerate(AGENTS):
            self.rewards[agent] = float(points[seat % 2])

    def _deal_over(self) -> None:
        assert self.game is not None
        match = self.match_state
        if match is not None:
            match.add(self.game)
            if not match.finished:
                self._start(match.next_game())
                return
        self.terminations = {agent: True for agent in self.agents}

    # -- what a seat sees ---------------------------------------------------------------

    def observe(self, agent: str) -> dict[str, Any]:
        assert self.game is not None
        seat = AGENTS.index(agent)
        view = self.game.view(seat)
        order = [(seat + r) % SEATS for r in range(SEATS)]  # the observer first

        def one_hot(size: int, index: int | None) -> np.ndarray[Any, Any]:
            part = np.zeros(size, np.float32)
            if index is not None:
                part[index] = 1
            return part

        def relative(absolute: int | None) -> int | None:
            return None if absolute is None else (absolute - seat) % SEATS

        hand = np.zeros(32, np.float32)
        hand[[int(card) for card in view.hand(seat) or ()]] = 1
        contract = view.contract
        turn_up = view.turn_up
        totals = np.zeros(2, np.float32)
        if self.match_state is not None:
            target = max(1, int(self.game.rules.target))
            mine = self.match_state.result.totals
            totals[:] = [min(1.0, mine[seat % 2] / target), min(1.0, mine[1 - seat % 2] / target)]
        parts = [
            hand, self._played[order].ravel(), self._trick[order].ravel(),
            one_hot(32, None if turn_up is None else int(turn_up)), self._calls[order].ravel(),
            one_hot(SEATS, None if contract is None else relative(contract.taker)),
            one_hot(len(KINDS), None if contract is None else KINDS.index(contract.kind)),
            one_hot(len(MULTIPLIERS),
                    None if contract is None else MULTIPLIERS.index(contract.multiplier)),
            one_hot(len(BID_VALUES), None if contract is None or contract.bid is None
                    else BID_VALUES.index(contract.bid)),
            one_hot(len(PHASES), PHASES.index(view.phase)),
            one_hot(SEATS, relative(view.dealer)), one_hot(SEATS, relative(view.to_act)),
            totals,
        ]
        mask = np.zeros(self.actions.size, np.int8)
        if view.to_act == seat and agent in self.agents and not self.terminations[agent]:
            mask[[self.actions.action(a) for a in view.legal_actions()]] = 1
        return {"observation": np.concatenate(parts), "action_mask": mask}

    def render(self) -> str | None:
        if self.render_mode is None or self.game is None:
            return None
        game = self.game
        hands = " | ".join(" ".join(card.code for card in game.hand(s) or ()) for s in range(4))
        trick = " ".join(card.code for card in (game.tricks or [[]])[-1])
        return f"{game!r}\n  hands: {hands}\n  trick: {trick}"

    def close(self) -> None:
        pass


def env(rules: str | dict[str, Any] = "classic", match: bool = False,
        render_mode: str | None = None) -> AtoutEnv:
    """The environment, as PettingZoo's own environments are built."""
    return AtoutEnv(rules, match=match, render_mode=render_mode)


__all__ = ["AGENTS", "AtoutEnv", "Card", "env"]
