"""The fixed action space of a ruleset: the game's own int actions (docs/rl.md).

Action ``i < 32`` is ``Card(i)`` (the engine's index: ``suit * 8 + rank``, suits
``S H D C``, ranks ``7 8 9 T J Q K A``); action ``32 + j`` is the ``j``-th call of its
auction family, in the family's own order: the numbering of ``engine.Game``'s
``action_to_int`` / ``int_to_action``, which this module names and never restates.
Standard library only, like the engine.

>>> from engine import Card, Game
>>> space = ActionSpace.of("classic")
>>> space.size, space.calls[:3]
(38, (Call('pass'), Call('take'), Call({'suit': 'S'})))
>>> space.action(Card.HJ), space.action(Call.PASS), space.decode(33)
(12, 32, Call('take'))
>>> ActionSpace.of("coinche").size == Game.new("coinche").num_distinct_actions
True
"""

from __future__ import annotations

from typing import Any

from engine import Action, Call
from engine.deal.state import read_rules
from engine.game import ActionSpace as GameActions

CARD_ACTIONS = 32
CAPOT = 250  # a capot bid's value, above every numeric bid
# every bid a contract can hold in any ruleset (the highest ceiling is 240): the
# observation's one-hot of the contract's bid is this long in every ruleset
BID_VALUES = tuple(range(80, 241, 10)) + (CAPOT,)


class ActionSpace:
    """The numbering of one ruleset's actions, the game's own (``engine.game.ActionSpace``):
    ``action(a)`` and ``decode(i)``."""

    __slots__ = ("game_actions", "calls", "size")

    def __init__(self, game_actions: GameActions) -> None:
        self.game_actions = game_actions
        self.calls: tuple[Call, ...] = game_actions.calls
        self.size: int = game_actions.size

    @classmethod
    def of(cls, rules: str | dict[str, Any]) -> ActionSpace:
        """The action space of a ruleset (a preset name or a ``rules`` object)."""
        return cls(GameActions.for_rules(read_rules(rules, "/rules")))

    def action(self, action: Action) -> int:
        """The number of a card or a call (``Game.action_to_int``)."""
        return self.game_actions.number(action)

    def decode(self, number: int) -> Action:
        """The card or call numbered ``number`` (``Game.int_to_action``)."""
        return self.game_actions.action(number)


__all__ = ["ActionSpace", "BID_VALUES", "CARD_ACTIONS"]
