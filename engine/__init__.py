"""Atout's Belote rules engine: pure Python, standard library only.

Two faces over one set of rules:

- ``engine.Game`` (and ``engine.Match``): a deal you hold, typed: ``Card``, ``Call`` and
  event values in and out, ``clone``, ``undo``, ``view(seat)``; ``to_dict()`` and
  ``Game.from_dict`` are the deal state document at its edge (docs/library.md).
- the JSON functions of ``engine.api`` (``legal_moves``, ``play``, ``new_deal`` …): one
  request document in, one answer document out, as the HTTP service answers.

Errors are the exceptions of ``engine.errors``, each with a stable ``code`` and ``params``
whose English templates are the registry ``engine.reasons.REASONS``; the closed
vocabularies are ``engine.vocabulary``. Behind them, three rooms import one way:
``engine.search`` → ``engine.deal`` → ``engine.rules``.
"""

from engine.api import (dd_table, declarations, hints, legal_moves, new_deal, open_deal, play,
                        resolve_trick, review, ruleset, rulesets, score_hand, score_match)
from engine.deal.records import check_record
from engine.deal.events import Event, Phase
from engine.errors import (EngineError, IllegalAction, ImpossibleState, MalformedInput,
                           SearchStopped)
from engine.game import Game, Match
from engine.rules.values import Action, Call, Card, Suit
from engine import vocabulary

__all__ = ["Action", "Call", "Card", "Event", "Game", "Match", "Phase", "Suit",
           "check_record", "dd_table", "declarations", "hints", "legal_moves", "new_deal",
           "open_deal", "play", "resolve_trick", "review", "ruleset", "rulesets", "score_hand",
           "score_match", "vocabulary", "EngineError", "IllegalAction", "ImpossibleState",
           "MalformedInput", "SearchStopped"]
