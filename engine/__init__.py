"""Atout's Belote rules engine: pure Python, standard library only.

The public API is the functions of ``engine.api`` (JSON documents in and out), the
exceptions of ``engine.errors``, each with a stable ``code`` and ``params`` whose English
templates are the registry ``engine.reasons.REASONS``, and the closed vocabularies of
``engine.vocabulary``. Behind them, three rooms import one way: ``engine.search`` →
``engine.deal`` → ``engine.rules``.

``engine.deal`` here is the facade's function (a seeded deal); the package of the same name
is reached as ``from engine.deal.state import Deal``.
"""

# Loaded before the facade's functions: loading the package engine.deal binds its name here,
# which the function deal below then takes back.
from engine.deal.records import check_record
from engine.api import (dd_table, deal, declarations, hints, legal_moves, open_deal, play,
                        resolve_trick, review, ruleset, rulesets, score_hand, score_match)
from engine.errors import (EngineError, IllegalAction, ImpossibleState, MalformedInput,
                           SearchStopped)
from engine import vocabulary

__all__ = ["check_record", "dd_table", "deal", "declarations", "hints", "legal_moves",
           "open_deal", "play", "resolve_trick", "review", "ruleset", "rulesets", "score_hand",
           "score_match", "vocabulary", "EngineError", "IllegalAction", "ImpossibleState",
           "MalformedInput", "SearchStopped"]
