"""The fixed action space of a ruleset: the 32 cards, then every call its auction family
can make, in a fixed order (docs/rl.md).

Action ``i < 32`` is ``Card(i)`` (the engine's index: ``suit * 8 + rank``, suits
``S H D C``, ranks ``7 8 9 T J Q K A``); action ``32 + j`` is the ``j``-th call of
``calls``. Standard library only, like the engine.

>>> space = ActionSpace.of("classic")
>>> space.size, space.calls[:3]
(38, (Call('pass'), Call('take'), Call({'suit': 'S'})))
>>> space.action(Card.HJ), space.action(Call.PASS), space.decode(33)
(12, 32, Call('take'))
"""

from __future__ import annotations

from typing import Any

from engine import Action, Call, Card
from engine.game import Game

CARD_ACTIONS = 32
SUITS = ("S", "H", "D", "C")
CAPOT = 250  # a capot bid's value, above every numeric bid
# every bid a contract can hold in any ruleset (the highest ceiling is 240): the
# observation's one-hot of the contract's bid is this long in every ruleset
BID_VALUES = tuple(range(80, 241, 10)) + (CAPOT,)
_LOCKS = ((), ("open",), ("closed",))


def _calls(bidding: str, kinds: tuple[str, ...], ceiling: int) -> list[tuple[Any, ...]]:
    """Every call of an auction family, as the engine's tuples (a family's candidates
    across all its stages: its auction offers a subset of these at each turn); a point
    auction's bids go up to the ruleset's ``bid_ceiling``, then capot."""
    bids = tuple(range(80, ceiling + 1, 10)) + (CAPOT,)
    by_family: dict[str, list[tuple[Any, ...]]] = {
        "take_or_pass": [("pass",), ("take",)] + [("suit", s) for s in SUITS],
        "trump_choice": [("pass",)] + [("suit", s) for s in SUITS],
        "talon_call": [("pass",)] + [("suit", s) for s in SUITS],
        "point_auction": [("pass",), ("coinche",), ("surcoinche",)] + [
            ("bid", v, k) for v in bids for k in kinds],
        "bulgarian_auction": [("pass",), ("contre",), ("recontre",)] + [
            ("bid", None, k) for k in kinds],
        "baloot_auction": [("pass",)] + [("hokum", s) for s in SUITS] + [("sun",), ("ashkal",)]
        + [(word,) + lock for word in ("double", "triple", "four") for lock in _LOCKS]
        + [("gahwa",), ("open",), ("closed",)],
    }
    if bidding not in by_family:
        raise ValueError(f"atout_rl has no action space for the auction family {bidding!r}")
    return by_family[bidding]


class ActionSpace:
    """The numbering of one ruleset's actions: ``action(a)`` and ``decode(i)``."""

    def __init__(self, calls: list[Call]) -> None:
        self.calls = tuple(calls)
        self.size = CARD_ACTIONS + len(self.calls)
        self._index = {call: CARD_ACTIONS + i for i, call in enumerate(self.calls)}

    @classmethod
    def of(cls, rules: str | dict[str, Any]) -> ActionSpace:
        """The action space of a ruleset (a preset name or a ``rules`` object)."""
        ruleset = Game.new(rules, seed=0, dealer=0).rules
        raws = _calls(ruleset.bidding, tuple(ruleset.contract_kinds), ruleset.bid_ceiling)
        return cls([Call.intern(raw) for raw in raws])

    def action(self, action: Action) -> int:
        """The number of a card or a call."""
        if isinstance(action, Card):
            return int(action)
        return self._index[action]

    def decode(self, number: int) -> Action:
        """The card or call numbered ``number``."""
        if number < CARD_ACTIONS:
            return Card(number)
        return self.calls[number - CARD_ACTIONS]


__all__ = ["ActionSpace", "BID_VALUES", "CARD_ACTIONS"]
