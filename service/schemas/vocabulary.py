"""The closed vocabularies and size limits of the HTTP contract (openapi.yaml; docs/rules.md
§2, §3, §10).

The vocabularies are the engine's; the limits are the service's own. The schemas reject a
wrong shape with them before the engine is asked; tests check them against ``openapi.yaml``.
"""

from engine import vocabulary as engine_vocabulary

SUITS = tuple(engine_vocabulary.SUITS)
CARDS = engine_vocabulary.CARD_CODES
# Input accepts any letter case and "10" for the ten; output is always one of CARDS.
CARD_SPELLINGS = engine_vocabulary.CARD_SPELLINGS

PRESETS = tuple(engine_vocabulary.PRESETS)
PILOTTA_PRESETS = engine_vocabulary.PILOTTA_PRESETS
CONTRACT_KINDS = engine_vocabulary.CONTRACT_KINDS
BID_VALUES = tuple(v for v in engine_vocabulary.BID_VALUES if v != engine_vocabulary.CAPOT_BID)
MULTIPLIERS = (1, 2, 4)
BALOOT_MULTIPLIERS = (1, 2, 3, 4, "gahwa")
CALL_WORDS = ("pass", "take", "coinche", "surcoinche", "contre", "recontre", "sun", "ashkal",
              "double", "triple", "four", "gahwa", "open", "closed")
MAX_MATCH_TOTAL = 100000
RULESET_CHOICES = engine_vocabulary.RULESET_CHOICES
RULESET_FIELDS = engine_vocabulary.RULESET_FIELDS  # each field's values: engine/rules/ruleset.py
# The widest ranges any preset allows; the engine narrows them per preset.
TARGET_RANGE = (min(low for low, _ in engine_vocabulary.TARGET_RANGES.values()),
                max(high for _, high in engine_vocabulary.TARGET_RANGES.values()))
HAND_LIMIT_RANGE = engine_vocabulary.HAND_LIMIT_RANGE
FOUR_JACKS = engine_vocabulary.FOUR_JACKS
PIT_BONUS_RANGE = engine_vocabulary.PIT_BONUS_RANGE
DEALS_PER_GAME_RANGE = engine_vocabulary.DEALS_PER_GAME_RANGE

MAX_HAND_CARDS = 32      # a hand of nine is a rule violation the engine reports (422)
MAX_TRICKS = 9           # one more than a deal holds: an empty trailing trick is allowed
MAX_AUCTION_CALLS = 64
MAX_STOCK_CARDS = 32
MAX_MATCH_HANDS = 1000
MAX_RECORD_TEXT = engine_vocabulary.MAX_RECORD_TEXT  # a deal record's one-line form
MAX_POINTS = 100000      # any figure of one hand; real ones stay far below
# A match total: every hand's score plus every point held over, each at most MAX_POINTS.
MAX_MATCH_POINTS = MAX_MATCH_HANDS * 2 * MAX_POINTS
MAX_SEED = 2 ** 63 - 1   # narrower than the engine's 2**256 - 1 on purpose (docs/api.md, Limits)
MAX_SEED_TEXT = engine_vocabulary.MAX_SEED_TEXT
MAX_BATCH_REQUESTS = 1000
MAX_BATCH_BODY = 1024 * 1024  # a full batch of 1000 deal states fits with room to spare
# Every other endpoint: a match of 1000 hand results, pretty-printed, fits with room to
# spare, and decoding the largest body stays within ~30 typical requests' time.
MAX_BODY = 256 * 1024
