"""A deal, or a whole match, as a PettingZoo AEC environment (docs/rl.md).

Agents ``seat_0`` … ``seat_3``; the agent selected is the seat to act. An observation is
a flat float32 NumPy vector (a ``Box``) of what that seat knows: its own hand and the
public record of calls and cards, seats counted from the observer (0: itself, 1: the next
seat in seat order …). The legal actions are ``infos[agent]["action_mask"]``, an int8
vector over the game's own int actions (``atout_rl.actions``): those of the seat to act,
all zeros for the others. The reward comes when a deal ends: ``game.returns()``, each
seat's team hand score; a deal thrown in scores 0; Bela's belot gives the ruleset's target
to the holder's team (it wins the match outright).

The four seats' observations are kept up to date from the events each action makes (a
card played sets a few entries; the auction, the deal's completion and its end read the
game again), so observing costs one copy of a row: never a ``game.view()``.

``reset(seed=s)`` deals the same cards for the same ``s`` on every machine; the deals
after it (``reset()`` without a seed) follow from ``s``. With ``match=True`` an episode
is a whole ``engine.Match`` from that seed: every deal's score is rewarded as it ends,
and the agents end with the match.

>>> env = AtoutEnv("classic")
>>> env.reset(seed=1)
>>> env.agent_selection, env.observation_space("seat_0").shape
('seat_0', (391,))
>>> env.observe("seat_0").dtype, env.infos["seat_0"]["action_mask"][32:]
(dtype('float32'), array([1, 1, 0, 0, 0, 0], dtype=int8))
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from engine import Card, Game, Match, Phase
from engine.deal.events import Belote, CallMade, CardPlayed, DealCompleted, Rebelote, TrickWon
from atout_rl.actions import BID_VALUES, CARD_ACTIONS, ActionSpace

SEATS = 4
AGENTS = [f"seat_{seat}" for seat in range(SEATS)]
SEAT_OF = {agent: seat for seat, agent in enumerate(AGENTS)}
KINDS = ("S", "H", "D", "C", "NT", "AT")
MULTIPLIERS = (1, 2, 3, 4, "gahwa")
PHASES = tuple(p for p in Phase if p is not Phase.COMPLETING)  # the phases a game shows
# events that change nothing but the cards played (counted as they come)
_PLAY_ONLY = (Belote, Rebelote)

Vector = np.ndarray[Any, np.dtype[Any]]


class AtoutEnv(AECEnv):  # type: ignore[misc]
    metadata = {"render_modes": ["ansi"], "name": "atout_v0", "is_parallelizable": False}

    def __init__(self, rules: str | dict[str, Any] = "classic", match: bool = False,
                 render_mode: str | None = None) -> None:
        super().__init__()
        self.rules = rules
        self.match = match
        self.render_mode = render_mode
        self.actions = ActionSpace.of(rules)
        self._numbers = self.actions.game_actions
        # a call's number by its tuple, as the game numbers it (a tuple hashes in C)
        self._call_number = {call.raw: self._numbers.number(call) for call in self.actions.calls}
        self._decoded = [self._numbers.action(number) for number in range(self.actions.size)]
        calls = len(self.actions.calls)
        # the vector's parts, in order: (name, size)
        self.layout = (("hand", 32), ("played", SEATS * 32), ("trick", SEATS * 32),
                       ("turn_up", 32), ("calls", SEATS * calls), ("taker", SEATS),
                       ("kind", len(KINDS)), ("multiplier", len(MULTIPLIERS)),
                       ("bid", len(BID_VALUES)), ("phase", len(PHASES)),
                       ("dealer", SEATS), ("to_act", SEATS), ("match_totals", 2))
        self.offsets: dict[str, int] = {}
        size = 0
        for name, length in self.layout:
            self.offsets[name] = size
            size += length
        self.size = size
        self._build_tables(calls)
        self.possible_agents = list(AGENTS)
        space = spaces.Box(0.0, 1.0, (size,), np.float32)
        self.observation_spaces = {agent: space for agent in AGENTS}
        self.action_spaces = {agent: spaces.Discrete(self.actions.size) for agent in AGENTS}
        self._no_mask = np.zeros(self.actions.size, np.int8)
        self._no_mask.flags.writeable = False
        self._seeds = random.Random()
        self.game: Game | None = None
        self.match_state: Match | None = None
        # the four seats' observations, one row each, and the same memory flat
        self._rows = np.zeros((SEATS, size), np.float32)
        self._flat = self._rows.reshape(-1)
        self._to_act: int | None = None
        self._playing = self._contracted = False
        self._rewarded = False

    def _build_tables(self, calls: int) -> None:
        """For each seat and card (or call), where in the four rows it is set: flat
        indexes, each observer counting seats from itself."""
        size, at = self.size, self.offsets

        def everyone(part: str, seat: int, width: int, index: int) -> tuple[int, ...]:
            return tuple(o * size + at[part] + ((seat - o) % SEATS) * width + index
                         for o in range(SEATS))

        def indexes(flat: tuple[int, ...]) -> Vector:  # one fancy assignment sets them all
            return np.array(flat, np.intp)

        # a card played: where it is set among the cards played and those of the trick
        self._card_at = [[indexes(everyone("played", s, 32, c) + everyone("trick", s, 32, c))
                          for c in range(32)] for s in range(SEATS)]
        self._call_at = [[indexes(everyone("calls", s, calls, j)) for j in range(calls)]
                         for s in range(SEATS)]
        # the seat to act, as each observer counts it: set in the row observe() copies
        self._to_act_at = [[at["to_act"] + (s - o) % SEATS for s in range(SEATS)]
                           for o in range(SEATS)]
        self._hand_at = [[s * size + at["hand"] + c for c in range(32)] for s in range(SEATS)]

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
        self.infos: dict[str, dict[str, Any]] = {agent: {"action_mask": self._no_mask}
                                                 for agent in AGENTS}
        self._rewarded = False
        if self.match:
            self.match_state = Match(self.rules, seed=episode)
            self._start(self.match_state.next_game())
        else:
            self.match_state = None
            self._start(Game.new(self.rules, seed=episode))
        self.infos[self.agent_selection]["action_mask"] = self._mask()

    def _start(self, game: Game) -> None:
        self.game = game
        rows, at = self._rows, self.offsets
        rows[:] = 0.0
        for o in range(SEATS):
            rows[o, at["dealer"] + (game.dealer - o) % SEATS] = 1.0
        match = self.match_state
        if match is not None:
            target = max(1, int(game.rules.target))
            totals = match.result.totals
            for o in range(SEATS):
                mine, theirs = totals[o % 2], totals[1 - o % 2]
                rows[o, at["match_totals"]] = min(1.0, max(0.0, mine / target))
                rows[o, at["match_totals"] + 1] = min(1.0, max(0.0, theirs / target))
        self._reread(True)
        self._select()

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        assert game is not None and action is not None
        self._cumulative_rewards[agent] = 0.0
        if self._rewarded:
            self.rewards = {a: 0.0 for a in self.agents}
            self._rewarded = False
        events = game.apply(self._decoded[action])
        flat = self._flat
        reread = hands = False
        for event in events:
            kind = type(event)
            if kind is CardPlayed:
                seat, card = event.seat, event.card  # type: ignore[union-attr]
                flat[self._card_at[seat][card]] = 1.0
                flat[self._hand_at[seat][card]] = 0.0
            elif kind is TrickWon:
                trick = self.offsets["trick"]
                self._rows[:, trick:trick + SEATS * 32] = 0.0
            elif kind is CallMade:
                number = self._call_number[event.call.raw] - CARD_ACTIONS  # type: ignore[union-attr]
                flat[self._call_at[event.seat][number]] = 1.0  # type: ignore[union-attr]
                # a call moves a contract already made (Baloot's doublings); before it,
                # the auction's end comes with an event of its own
                reread = reread or self._contracted
            elif kind is DealCompleted:  # the stock or the talons dealt: the hands move
                reread = hands = True
            elif kind not in _PLAY_ONLY:  # the contract made or bought, the deal over
                reread = True
        if reread:
            self._reread(hands)
        if game.is_over:
            self._deal_over(game)
        self._select()
        self.infos[agent]["action_mask"] = self._no_mask
        selected = self.agent_selection
        if not self.terminations[selected]:
            self.infos[selected]["action_mask"] = self._mask()
        if self._rewarded:
            self._accumulate_rewards()

    def _deal_over(self, game: Game) -> None:
        returns = game.returns()
        for seat, agent in enumerate(AGENTS):
            self.rewards[agent] = float(returns[seat])
        self._rewarded = True
        match = self.match_state
        if match is not None:
            match.add(game)
            if not match.finished:
                self._start(match.next_game())
                return
        self.terminations = {agent: True for agent in self.agents}

    def _select(self) -> None:
        assert self.game is not None
        seat = self._to_act = self.game.to_act
        self.agent_selection = AGENTS[0 if seat is None else seat]

    def _mask(self) -> Vector:
        """The legal actions of the seat to act, as a new int8 vector: in the play, the
        legal cards are their own numbers."""
        game = self.game
        assert game is not None
        mask = bytearray(self.actions.size)
        if self._playing:
            for card in game.legal_actions():
                mask[card] = 1  # type: ignore[index]
        else:
            number = self._call_number
            for call in game.legal_actions():
                mask[number[call.raw]] = 1  # type: ignore[union-attr]
        return np.frombuffer(mask, np.int8)

    def _reread(self, hands: bool) -> None:
        """Read again what the cards played do not say: the contract and the phase, and
        with ``hands`` the hands and the turned card (the deal completed, or over)."""
        game = self.game
        assert game is not None
        rows, at = self._rows, self.offsets
        if hands:
            rows[:, at["hand"]:at["hand"] + 32] = 0.0
            flat = self._flat
            for seat in range(SEATS):
                at_seat = self._hand_at[seat]
                for card in game.hand(seat) or ():
                    flat[at_seat[card]] = 1.0
            turn_up = game.turn_up
            rows[:, at["turn_up"]:at["turn_up"] + 32] = 0.0
            if turn_up is not None:
                rows[:, at["turn_up"] + int(turn_up)] = 1.0
        rows[:, at["taker"]:at["phase"] + len(PHASES)] = 0.0
        contract = game.contract
        if contract is not None:
            for o in range(SEATS):
                rows[o, at["taker"] + (contract.taker - o) % SEATS] = 1.0
            rows[:, at["kind"] + KINDS.index(contract.kind)] = 1.0
            rows[:, at["multiplier"] + MULTIPLIERS.index(contract.multiplier)] = 1.0
            if contract.bid is not None:
                rows[:, at["bid"] + BID_VALUES.index(contract.bid)] = 1.0
        self._contracted = contract is not None
        phase = game.phase
        rows[:, at["phase"] + PHASES.index(phase)] = 1.0
        self._playing = phase is Phase.PLAY

    # -- what a seat sees ---------------------------------------------------------------

    def observe(self, agent: str) -> Vector:
        seat = SEAT_OF[agent]
        row: Vector = self._rows[seat].copy()
        if self._to_act is not None:
            row[self._to_act_at[seat][self._to_act]] = 1.0
        return row

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
