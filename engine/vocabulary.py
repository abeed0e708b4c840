"""The engine's closed vocabularies and bounds, for a caller that checks a document's shape
before asking the engine (the service's schemas do): part of the facade, like the functions
of ``engine.api``, so that no caller reaches into ``engine.rules``, ``engine.deal`` or
``engine.search`` for them.

>>> from engine import vocabulary
>>> vocabulary.SUITS, len(vocabulary.CARD_CODES), "classic" in vocabulary.PRESETS
('SHDC', 32, True)
"""

from engine.api import SUMMARY_ONLY
from engine.deal.dealing import MAX_SEED_TEXT
from engine.deal.records import MAX_TEXT as MAX_RECORD_TEXT
from engine.rules.bidding import BID_VALUES
from engine.rules.cards import CARD_BY_CODE, CARD_CODES, CONTRACT_KINDS, SUITS
from engine.rules.contract import CAPOT_BID
from engine.rules.ruleset import (CHOICES as RULESET_CHOICES, DEALS_PER_GAME_RANGE, FOUR_JACKS,
                                  HAND_LIMIT_RANGE, PIT_BONUS_RANGE, PRESETS, TARGET_RANGES)
from engine.rules.ruleset import FIELDS as RULESET_FIELDS
from engine.search.advice import BUDGET_MS as HINT_BUDGET_MS, SAMPLES as HINT_SAMPLES
from engine.search.levels import BOT_LEVELS

# Every spelling a card code may take in input (any letter case, "10" for the ten).
CARD_SPELLINGS = frozenset(CARD_BY_CODE)
# The presets of Pilotta's family: summaries without declarations or belote, match items
# without a taker (docs/rules.md, Pilotta and Bazaar Blot)
PILOTTA_PRESETS = frozenset(name for name, rules in PRESETS.items() if rules.family == "pilotta")

__all__ = ["BID_VALUES", "BOT_LEVELS", "CAPOT_BID", "CARD_CODES", "CARD_SPELLINGS", "CONTRACT_KINDS",
           "DEALS_PER_GAME_RANGE", "FOUR_JACKS", "HAND_LIMIT_RANGE", "HINT_BUDGET_MS",
           "HINT_SAMPLES", "MAX_RECORD_TEXT", "MAX_SEED_TEXT", "PILOTTA_PRESETS",
           "PIT_BONUS_RANGE", "PRESETS",
           "RULESET_CHOICES", "RULESET_FIELDS", "SUITS", "SUMMARY_ONLY", "TARGET_RANGES"]
