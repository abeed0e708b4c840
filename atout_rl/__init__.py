"""Atout for reinforcement learning: a deal, or a match, as a PettingZoo AEC environment
(docs/rl.md). Optional: ``pip install '.[rl]'`` brings PettingZoo, Gymnasium and NumPy;
the engine itself stays standard library only.
"""

from atout_rl.actions import CARD_ACTIONS, ActionSpace

__all__ = ["CARD_ACTIONS", "ActionSpace"]
