"""Cards, suits, orders and point tables, as data.

A card is an ``int`` from 0 to 31: ``suit * 8 + rank`` with suits in the order
``S H D C`` and ranks in the natural order ``7 8 9 T J Q K A``. That index order is
the canonical order of every card list the engine returns, and a run of consecutive
indexes inside one suit is a sequence (§7.1). A set of cards is an ``int`` bit mask.

>>> parse_card("10S") == parse_card("TS")
True
>>> card_code(parse_card("jh"))
'JH'
>>> codes(mask_of([parse_card("AS"), parse_card("7S")]))
['7S', 'AS']
"""

from collections.abc import Iterable, Sequence
from functools import lru_cache

from engine.errors import MalformedInput, shown

SUITS = "SHDC"
RANKS = "789TJQKA"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
FULL_DECK = (1 << 32) - 1
SUIT_MASKS = tuple(0xFF << (8 * s) for s in range(4))
BITS = tuple(1 << c for c in range(32))
CARD_CODES = tuple(r + s for s in SUITS for r in RANKS)
CARD_BY_CODE = {code: i for i, code in enumerate(CARD_CODES)}
CARD_BY_CODE.update({"10" + s: CARD_BY_CODE["T" + s] for s in SUITS})
# every letter case, so that reading a card is one look-up
CARD_BY_CODE.update({variant: card for code, card in list(CARD_BY_CODE.items())
                      for variant in (code.lower(), code[:-1] + code[-1].lower(),
                                      code[:-1].lower() + code[-1])})

# Strength inside a suit, higher wins, indexed by natural rank (7 8 9 T J Q K A).
TRUMP_ORDER = (0, 1, 6, 4, 7, 2, 3, 5)   # J 9 A T K Q 8 7
PLAIN_ORDER = (0, 1, 2, 6, 3, 4, 5, 7)   # A T K Q J 9 8 7

# Card points by natural rank (7 8 9 T J Q K A).
POINTS = {
    "trump": (0, 0, 14, 10, 20, 3, 4, 11),
    "plain": (0, 0, 0, 10, 2, 3, 4, 11),
    "trump_scaled": (0, 0, 9, 5, 14, 1, 3, 6),
    "plain_scaled": (0, 0, 0, 10, 2, 3, 4, 19),
    "plain_doubled": (0, 0, 0, 20, 4, 6, 8, 22),
}
CONTRACT_KINDS = ("S", "H", "D", "C", "NT", "AT")


def parse_card(text: object) -> int:
    """The card for a code such as ``"JH"``, ``"TS"`` or ``"10S"`` (any letter case)."""
    card = CARD_BY_CODE.get(text) if isinstance(text, str) else None
    if card is None:
        raise MalformedInput(f"{shown(text)} is not a card: write rank then suit, as JH, TS or 10S")
    return card


def card_code(card: int) -> str:
    return CARD_CODES[card]


def card_name(card: int) -> str:
    """How a reason names a card.

    >>> card_name(parse_card("JC"))
    'the jack of clubs'
    """
    return f"the {RANK_NAMES[card & 7]} of {SUIT_NAMES[card >> 3]}"


def suit_of(card: int) -> int:
    return card >> 3


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


# The cards of each byte of a mask, one table per suit: a mask's cards are four look-ups.
_SUIT_CARDS = tuple(tuple(tuple(8 * s + r for r in range(8) if byte >> r & 1)
                          for byte in range(256)) for s in range(4))
_SUIT_CODES = tuple(tuple(tuple(CARD_CODES[c] for c in cards) for cards in suit)
                    for suit in _SUIT_CARDS)


def cards_in(mask: int) -> list[int]:
    """The cards of a mask (of the 32 cards), in canonical order."""
    s, h, d, c = _SUIT_CARDS
    return [*s[mask & 255], *h[mask >> 8 & 255], *d[mask >> 16 & 255], *c[mask >> 24 & 255]]


def codes(mask: int) -> list[str]:
    s, h, d, c = _SUIT_CODES
    return [*s[mask & 255], *h[mask >> 8 & 255], *d[mask >> 16 & 255], *c[mask >> 24 & 255]]


class Table:
    """Everything a contract changes about cards: which suits cut, which climb, the
    strength of each card inside its suit, its points and the last-trick bonus.

    ``cut_mask`` holds the trumps that beat every other suit (none in NT and AT);
    ``climb_mask`` the cards that must beat each other (the trump suit; every card
    in AT). ``above[c]`` is the mask of cards of c's suit that beat c.
    """

    __slots__ = ("kind", "trump", "cut_mask", "climb_mask", "order", "points",
                 "last_trick", "above", "total", "keys", "no_trump_lead")

    kind: str
    trump: int | None  # the trump suit's index; None in NT and AT
    cut_mask: int
    climb_mask: int
    order: tuple[int, ...]
    points: tuple[int, ...]
    last_trick: int
    above: tuple[int, ...]
    total: int
    keys: tuple[tuple[int, ...], ...]
    no_trump_lead: bool  # Baloot's closed Hokum: no trump led while holding another suit

    def __init__(self, kind: str, all_trump_points: str, no_trump_points: str,
                 closed: bool = False) -> None:
        self.kind = kind
        # Baloot's closed Hokum (§12.7): no trump may be led while holding another suit
        self.no_trump_lead = bool(closed) and kind in SUITS
        self.trump = SUITS.index(kind) if kind in SUITS else None
        if kind == "AT":
            suit_orders = [TRUMP_ORDER] * 4
            table = "trump" if all_trump_points == "natural" else "trump_scaled"
            suit_points = [POINTS[table]] * 4
            self.cut_mask, self.climb_mask = 0, FULL_DECK
        elif kind == "NT":
            suit_orders = [PLAIN_ORDER] * 4
            table = {"natural": "plain", "scaled": "plain_scaled",
                     "doubled": "plain_doubled"}[no_trump_points]
            suit_points = [POINTS[table]] * 4
            self.cut_mask = self.climb_mask = 0
        else:
            suit_orders = [TRUMP_ORDER if s == self.trump else PLAIN_ORDER for s in range(4)]
            suit_points = [POINTS["trump" if s == self.trump else "plain"] for s in range(4)]
            trump = SUITS.index(kind)
            self.cut_mask = self.climb_mask = SUIT_MASKS[trump]
        self.order = tuple(suit_orders[c >> 3][c & 7] for c in range(32))
        self.points = tuple(suit_points[c >> 3][c & 7] for c in range(32))
        self.last_trick = 20 if kind == "NT" and no_trump_points == "doubled" else 10
        self.above = tuple(
            mask_of(d for d in range(c & ~7, (c & ~7) + 8) if self.order[d] > self.order[c])
            for c in range(32))
        self.total = sum(self.points) + self.last_trick
        # keys[led][c]: how strongly c bids for a trick led in suit ``led`` (-1: never wins)
        self.keys = tuple(tuple(
            16 + self.order[c] if (self.cut_mask >> c) & 1 else
            self.order[c] if c >> 3 == led else -1 for c in range(32)) for led in range(4))

    def winning_index(self, cards: Sequence[int]) -> int:
        """Index in ``cards`` (play order) of the card that wins the trick so far."""
        keys = self.keys[cards[0] >> 3]
        best, best_key = 0, keys[cards[0]]
        for i in range(1, len(cards)):
            key = keys[cards[i]]
            if key > best_key:
                best, best_key = i, key
        return best

    def trick_result(self, cards: Sequence[int]) -> tuple[int, int]:
        """``(index of the winning card, points)`` of a full trick of four cards."""
        a, b, c, d = cards
        keys, points = self.keys[a >> 3], self.points
        best, key = 0, keys[a]
        if keys[b] > key:
            best, key = 1, keys[b]
        if keys[c] > key:
            best, key = 2, keys[c]
        if keys[d] > key:
            best = 3
        return best, points[a] + points[b] + points[c] + points[d]

    def trick_points(self, cards: Iterable[int]) -> int:
        return sum(map(self.points.__getitem__, cards))


@lru_cache(maxsize=None)
def table_for(kind: str, all_trump_points: str = "natural",
              no_trump_points: str = "natural", closed: bool = False) -> Table:
    """The shared, immutable card table of one contract kind under one ruleset.

    >>> doubled = table_for("NT", no_trump_points="doubled")
    >>> table_for("H").total, table_for("AT").total, doubled.total
    (162, 258, 260)
    >>> table_for("AT", "scaled").total, table_for("NT", no_trump_points="scaled").total
    (162, 162)
    """
    return Table(kind, all_trump_points, no_trump_points, closed)
