"""The closed vocabularies and size limits of the HTTP contract (openapi.yaml; docs/rules.md
§2, §3, §10).

The vocabularies are the engine's; the limits are the service's own. The schemas reject a
wrong shape with them before the engine is asked; tests check them against ``openapi.yaml``.
"""

from engine import bidding, cards, dealing, records, rules

SUITS = tuple(cards.SUITS)
CARDS = cards.CARD_CODES
# Input accepts any letter case and "10" for the ten; output is always one of CARDS.
CARD_SPELLINGS = frozenset(cards.CARD_BY_CODE)

PRESETS = tuple(rules.PRESETS)
CONTRACT_KINDS = cards.CONTRACT_KINDS
BID_VALUES = tuple(v for v in bidding.BID_VALUES if v != bidding.CAPOT_BID)
MULTIPLIERS = (1, 2, 4)
CALL_WORDS = ("pass", "take", "coinche", "surcoinche", "contre", "recontre")
RULESET_CHOICES = rules.CHOICES
# The widest ranges any preset allows; the engine narrows them per preset.
TARGET_RANGE = (min(low for low, _ in rules.TARGET_RANGES.values()),
                max(high for _, high in rules.TARGET_RANGES.values()))
HAND_LIMIT_RANGE = rules.HAND_LIMIT_RANGE
FOUR_JACKS = rules.FOUR_JACKS
PIT_BONUS_RANGE = rules.PIT_BONUS_RANGE
DEALS_PER_GAME_RANGE = rules.DEALS_PER_GAME_RANGE

MAX_HAND_CARDS = 32      # a hand of nine is a rule violation the engine reports (422)
MAX_TRICKS = 9           # one more than a deal holds: an empty trailing trick is allowed
MAX_AUCTION_CALLS = 64
MAX_STOCK_CARDS = 32
MAX_MATCH_HANDS = 1000
MAX_RECORD_TEXT = records.MAX_TEXT  # a deal record's one-line form (engine/records.py)
MAX_POINTS = 100000      # any figure of one hand; real ones stay far below
# A match total: every hand's score plus every point held over, each at most MAX_POINTS.
MAX_MATCH_POINTS = MAX_MATCH_HANDS * 2 * MAX_POINTS
MAX_SEED = 2 ** 63 - 1   # narrower than the engine's 2**256 - 1 on purpose (README)
MAX_SEED_TEXT = dealing.MAX_SEED_TEXT
MAX_BATCH_REQUESTS = 1000
MAX_BATCH_BODY = 1024 * 1024  # a full batch of 1000 deal states fits with room to spare
# Every other endpoint: a match of 1000 hand results, pretty-printed, fits with room to
# spare, and decoding the largest body stays within ~30 typical requests' time.
MAX_BODY = 256 * 1024
