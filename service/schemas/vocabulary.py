"""The closed vocabularies and size limits of the HTTP contract (API.md, RULES.md §1, §2, §9).

They are the service's own copy of what ``openapi.yaml`` publishes, so the schemas reject a
wrong shape before the engine is asked; tests check both against the engine and the spec.
"""

SUITS = ("S", "H", "D", "C")
RANKS = ("7", "8", "9", "T", "J", "Q", "K", "A")
CARDS = tuple(rank + suit for suit in SUITS for rank in RANKS)


def _spellings(rank, suit):
    ranks = {rank, rank.lower()} | ({"10"} if rank == "T" else set())
    return {r + s for r in ranks for s in (suit, suit.lower())}


# Input accepts any letter case and "10" for the ten; output is always one of CARDS.
CARD_SPELLINGS = frozenset(code for suit in SUITS for rank in RANKS
                           for code in _spellings(rank, suit))

SEATS = (0, 1, 2, 3)
TEAMS = (0, 1)
PRESETS = ("classic", "club-501", "litige", "coinche", "contree", "bulgarian")
CONTRACT_KINDS = SUITS + ("NT", "AT")
BID_VALUES = tuple(range(80, 161, 10))
MULTIPLIERS = (1, 2, 4)
CALL_WORDS = ("pass", "take", "coinche", "surcoinche", "contre", "recontre")

RULESET_CHOICES = {
    "bidding": ("take_or_pass", "point_auction", "bulgarian_auction"),
    "declaration_comparison": ("together", "separate"),
    "sequence_rank": ("value", "length"),
    "undertrump": ("forced", "free"),
    "all_trump_points": ("natural", "scaled"),
    "no_trump_points": ("natural", "scaled", "doubled"),
    "capot": ("252", "250", "plus_90"),
    "success": ("at_least", "more_than"),
    "tie": ("takers_make", "litige_next_defender", "litige_next_winner", "hanging"),
    "declarations": ("all", "belote_only"),
    "declaration_tie": ("first_speaker", "nobody"),
    "belote_on_failure": ("holder", "winners"),
    "redeal_by": ("next", "same"),
    "rounding": ("none", "tens", "bulgarian_tens"),
    "all_trump_belote": ("held", "played_to_suit"),
}
# The widest ranges any preset allows; the engine narrows them per preset.
TARGET_RANGE = (11, 10000)
HAND_LIMIT_RANGE = (1, 1000)

MAX_HAND_CARDS = 32      # a hand of nine is a rule violation the engine reports (422)
MAX_TRICKS = 9           # one more than a deal holds: an empty trailing trick is allowed
MAX_AUCTION_CALLS = 64
MAX_STOCK_CARDS = 32
MAX_MATCH_HANDS = 1000
MAX_POINTS = 100000      # any per-hand or per-match figure; real ones stay far below
MAX_SEED = 2 ** 63 - 1
MAX_SEED_TEXT = 256
MAX_BATCH_REQUESTS = 1000
