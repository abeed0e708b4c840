"""Atout's Belote rules engine: pure Python, standard library only.

The public API is the functions of ``engine.api`` (JSON documents in and out) and the
exceptions of ``engine.errors``, each with a stable ``code`` and ``params`` whose English
templates are the registry ``engine.reasons.REASONS``.
"""

from engine.api import (dd_table, deal, declarations, hints, legal_moves, open_deal, play,
                        resolve_trick, review, ruleset, rulesets, score_hand, score_match)
from engine.errors import (EngineError, IllegalAction, ImpossibleState, MalformedInput,
                           SearchStopped)
from engine.records import check_record

__all__ = ["check_record", "dd_table", "deal", "declarations", "hints", "legal_moves",
           "open_deal", "play", "resolve_trick", "review", "ruleset", "rulesets", "score_hand",
           "score_match", "EngineError", "IllegalAction", "ImpossibleState", "MalformedInput",
           "SearchStopped"]
