"""The typed values of the game: suits, cards and calls, each with its JSON form.

A ``Card`` is an ``IntEnum`` whose value is the engine's card index (``suit * 8 + rank``,
suits ``S H D C``, ranks ``7 8 9 T J Q K A``), so it costs nothing to hand to the rules;
its members are named suit first (``Card.HJ`` is the jack of hearts) and its JSON form is
the code (``"JH"``). A ``Call`` is one call of any auction family; the same call is the
same object, so comparing and hashing calls is cheap.

>>> Card.HJ.code, Card.parse("10s"), Card.parse("JH") is Card.HJ
('JH', <Card.ST: 3>, True)
>>> Card.HJ.suit, Card.HJ.rank
(<Suit.H: 'H'>, 'J')
>>> Call.intern(("bid", 250, "H")).to_json(), Call.PASS.to_json()
({'bid': 'capot', 'kind': 'H'}, 'pass')
"""

from enum import IntEnum, StrEnum
from typing import Any, ClassVar

from engine.rules.bidding import call_json
from engine.rules.cards import CARD_BY_CODE, CARD_CODES, RANKS, SUITS, parse_card

RawCall = tuple[Any, ...]


class Suit(StrEnum):
    """A suit by its letter: spades, hearts, diamonds, clubs (the engine's order)."""

    S = "S"
    H = "H"
    D = "D"
    C = "C"


class Card(IntEnum):
    """One of the 32 cards; ``int(card)`` is the engine's index, ``card.code`` its JSON form."""

    S7, S8, S9, ST, SJ, SQ, SK, SA = range(0, 8)
    H7, H8, H9, HT, HJ, HQ, HK, HA = range(8, 16)
    D7, D8, D9, DT, DJ, DQ, DK, DA = range(16, 24)
    C7, C8, C9, CT, CJ, CQ, CK, CA = range(24, 32)

    @property
    def code(self) -> str:
        """The card's code, rank then suit: ``"JH"``, ``"TS"``."""
        return CARD_CODES[self]

    @property
    def suit(self) -> Suit:
        return SUIT_OF[self >> 3]

    @property
    def rank(self) -> str:
        """``7 8 9 T J Q K A``."""
        return RANKS[self & 7]

    @classmethod
    def parse(cls, code: object) -> "Card":
        """The card for a code (``"JH"``, ``"TS"``, ``"10S"``, any letter case)."""
        return CARDS[parse_card(code)]

    def to_json(self) -> str:
        return CARD_CODES[self]

    def __str__(self) -> str:
        return CARD_CODES[self]


SUIT_OF = tuple(Suit(s) for s in SUITS)
CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(32))
# a one-card mask's card, in one look-up: the hot path turns legal masks into cards
CARD_OF_BIT = {1 << i: card for i, card in enumerate(CARDS)}
CARD_OF_CODE = {code: CARDS[i] for code, i in CARD_BY_CODE.items()}


def cards_of(mask: int) -> list[Card]:
    """The cards of a bit mask, in the engine's order.

    >>> cards_of(0b101)
    [<Card.S7: 0>, <Card.S9: 2>]
    """
    s, h, d, c = _BYTE_CARDS  # a suit's eight bits at a time: four look-ups, no loop
    return [*s[mask & 255], *h[mask >> 8 & 255], *d[mask >> 16 & 255], *c[mask >> 24 & 255]]


# _BYTE_CARDS[suit][bits]: the cards of that suit whose ranks ``bits`` holds
_BYTE_CARDS = tuple(tuple(tuple(CARDS[8 * suit + rank] for rank in range(8) if bits >> rank & 1)
                          for bits in range(256)) for suit in range(4))


class Call:
    """One auction call, frozen. ``name`` is the call's word (``pass``, ``take``, ``bid``,
    ``suit``, ``coinche``, ``sun``, ``hokum``, ``double`` …); ``bid`` the points of a point
    auction's bid (250 for capot); ``kind`` the contract kind or suit it names; ``lock`` a
    Baloot doubling call's ``open`` or ``closed``. ``Call.intern(raw)`` gives the one object for
    the engine's tuple form; ``to_json()`` the contract's form."""

    __slots__ = ("raw", "name", "bid", "kind", "lock")
    _known: ClassVar[dict[RawCall, "Call"]] = {}
    PASS: ClassVar["Call"]
    raw: RawCall
    name: str
    bid: int | None
    kind: str | None
    lock: str | None

    def __new__(cls, raw: RawCall) -> "Call":
        self = object.__new__(cls)
        name = raw[0]
        bid = kind = lock = None
        if name == "bid":
            bid, kind = raw[1], raw[2]
        elif name in ("suit", "hokum"):
            kind = raw[1]
        elif len(raw) == 2:
            lock = raw[1]
        for slot, value in (("raw", raw), ("name", name), ("bid", bid), ("kind", kind),
                            ("lock", lock)):
            object.__setattr__(self, slot, value)
        return self

    @classmethod
    def intern(cls, raw: RawCall) -> "Call":
        call = cls._known.get(raw)
        if call is None:
            call = cls._known[raw] = cls(raw)
        return call

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Call is frozen")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Call) and other.raw == self.raw

    def __hash__(self) -> int:
        return hash(self.raw)

    def __repr__(self) -> str:
        return f"Call({self.to_json()!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return Call.intern, (self.raw,)

    def to_json(self) -> Any:
        return call_json(self.raw)


Call.PASS = Call.intern(("pass",))
Action = Card | Call


def action_of(raw: int | RawCall) -> Action:
    """The typed action for the engine's form: a card index or a call tuple."""
    return CARDS[raw] if type(raw) is int else Call.intern(raw)  # type: ignore[arg-type]


__all__ = ["Action", "CARDS", "Call", "Card", "Suit", "action_of", "cards_of", "SUITS"]
