"""Fair, reproducible dealing from a seed, re-derivable in any language.

The algorithm, exactly (version 1):

1. ``seed`` is an integer from 0 to 2**256 - 1 or a string of at most 256 characters; its
   bytes ``S`` are the UTF-8 encoding of the string, or of the integer written in decimal
   without sign or leading zeros.
2. A stream of 32-bit numbers: for block ``k = 0, 1, 2, …`` compute
   ``SHA-256(b"atout-deal-v1:" + S + b":" + decimal(k))`` and read its 32 bytes as eight
   big-endian unsigned 32-bit numbers, in order.
3. ``uniform(n)`` takes numbers ``x`` from the stream until ``x < 2**32 - 2**32 % n``
   and returns ``x % n`` (rejection sampling: no modulo bias).
4. When no dealer is given, the cut: ``dealer = uniform(4)``, drawn first.
5. The deck starts in canonical order (``7S 8S 9S TS JS QS KS AS 7H … AC``, suits
   ``S H D C``); for ``i`` from 31 down to 1, ``j = uniform(i + 1)`` and cards ``i`` and
   ``j`` swap (Fisher–Yates).
6. Cards are dealt from the top (index 0) in packets, each seat from the eldest
   (dealer + 1) round to the dealer receiving its whole packet: packets of 3 then 2
   (take-or-pass and bulgarian), or 3, 2, 3 (point auction and Klaverjas; 4, 4 with
   ``deal_packets: 4-4``), or 3, 3 (Bela). Take-or-pass then turns up the next card.
   Bela then deals each seat, in the same order, a packet of 2 face down: its ``talon``.
   What is left is the ``stock``, in order.

>>> from engine.rules.ruleset import PRESETS
>>> first = deal_cards(PRESETS["classic"], "42")
>>> first == deal_cards(PRESETS["classic"], "42"), first["dealer"], len(first["stock"])
(True, 1, 11)
"""

import hashlib
import struct
from operator import ge, mod
from typing import Any, NamedTuple, cast

from engine.rules.bidding import FAMILIES
from engine.rules.cards import CARD_CODES, codes
from engine.errors import MalformedInput

_PACKETS = {5: (3, 2), 6: (3, 3)}  # eight cards at once: _EIGHT, by deal_packets
_EIGHT = {"3-2-3": (3, 2, 3), "4-4": (4, 4)}
MAX_SEED_TEXT = 256
MAX_SEED_INT = 2 ** 256
_WORDS = struct.Struct(">32I")
_FIRST_TAGS = (b"0", b"1", b"2", b"3")


class SeedStream:
    """The stream of step 2, with ``uniform`` of step 3."""

    def __init__(self, seed: Any) -> None:
        self.prefix = b"atout-deal-v1:" + seed_bytes(seed) + b":"
        self.block = 0
        self.numbers: list[Any] = []
        self.position = 0

    def _refill(self) -> None:
        # four blocks at once: a whole shuffle needs 31 numbers (more only after a
        # rejection, which happens about once in a hundred million draws)
        prefix, block, sha256 = self.prefix, self.block, hashlib.sha256
        a, b, c, d = _FIRST_TAGS if block == 0 else (
            b"%d" % k for k in range(block, block + 4))  # a deal rarely reads past block 3
        digests = (sha256(prefix + a).digest() + sha256(prefix + b).digest()
                   + sha256(prefix + c).digest() + sha256(prefix + d).digest())
        self.block = block + 4
        rest = self.numbers[self.position:]
        self.numbers = rest + list(_WORDS.unpack(digests)) if rest else list(
            _WORDS.unpack(digests))
        self.position = 0

    def next32(self) -> Any:
        if self.position == len(self.numbers):
            self._refill()
        self.position += 1
        return self.numbers[self.position - 1]

    def uniform(self, n: Any) -> Any:
        while True:
            x = self.next32()
            if x < _LIMITS[n]:
                return x % n


def seed_bytes(seed: Any) -> Any:
    if type(seed) is int and 0 <= seed < MAX_SEED_INT:
        return str(seed).encode()
    if isinstance(seed, str) and len(seed) <= MAX_SEED_TEXT:
        return seed.encode("utf-8", "surrogatepass")
    raise MalformedInput(f"seed is an integer from 0 to 2**256 - 1 or a string of at most "
                         f"{MAX_SEED_TEXT} characters", "/seed")


_LIMITS = tuple(4294967296 - 4294967296 % n if n else 0 for n in range(33))
_STEPS = tuple((i, i + 1, _LIMITS[i + 1]) for i in range(31, 0, -1))
_DOWN = tuple(i for i, _, _ in _STEPS)
_SIZES = tuple(n for _, n, _ in _STEPS)
_STEP_LIMITS = tuple(limit for _, _, limit in _STEPS)
# No draw of a shuffle below this is ever rejected (every limit is above 2**32 - 32), so
# one max() of the 31 numbers stands for 31 comparisons (but in one shuffle in millions).
_NEVER_REJECTED = 4294967296 - 31
_DECK = list(range(32))


def shuffled_deck(stream: Any) -> Any:
    """Step 5: Fisher–Yates over the canonical deck.

    The fast path reads the next 31 numbers at once; a rejection among them (about one
    shuffle in a hundred million) replays the shuffle number by number instead.
    """
    if len(stream.numbers) - stream.position < 31:
        stream._refill()
    start = stream.position
    numbers = stream.numbers[start:start + 31]
    if max(numbers) >= _NEVER_REJECTED and any(map(ge, numbers, _STEP_LIMITS)):
        return _shuffled_number_by_number(stream)
    deck = _DECK[:]
    for i, j in zip(_DOWN, map(mod, numbers, _SIZES)):
        deck[i], deck[j] = deck[j], deck[i]
    stream.position = start + 31
    return deck


def _shuffled_number_by_number(stream: Any) -> Any:
    deck = _DECK[:]
    for i, n, _ in _STEPS:
        j = stream.uniform(n)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


class Dealt(NamedTuple):
    """A deal fresh from the shuffle, in the engine's form: masks and card indexes."""

    dealer: int
    hands: list[int]
    talon: list[list[int]] | None  # Bela: each seat's two face-down cards, in card order
    turn_up: int | None
    stock: list[int] | None  # the cards still to deal, in order (None: the family has none)


def dealt_cards(rules: Any, seed: Any, dealer: int | None = None) -> Dealt:
    """Steps 4 to 6 for ``rules``: the dealer (cut for when None) and where each card lies."""
    stream = SeedStream(seed)
    if dealer is None:
        dealer = cast(int, stream.uniform(4))
    deck = shuffled_deck(stream)
    family = FAMILIES[rules.bidding]
    hands = [0, 0, 0, 0]
    top = 0
    packets = _EIGHT[rules.deal_packets] if family.FIRST_DEAL == 8 else _PACKETS[
        family.FIRST_DEAL]
    for size in packets:
        for k in range(4):
            seat = (dealer + 1 + k) % 4
            for card in deck[top:top + size]:
                hands[seat] |= 1 << card
            top += size
    talon: list[list[int]] | None = None
    if family.TALON:
        talon = [[], [], [], []]
        for k in range(4):
            talon[(dealer + 1 + k) % 4] = sorted(deck[top:top + family.TALON])
            top += family.TALON
    turn_up = None
    if family.TURN_UP:
        turn_up = deck[top]
        top += 1
    # (empty after a point auction's full deal)
    stock = deck[top:] if family.DEALS_STOCK else None
    return Dealt(dealer, hands, talon, turn_up, stock)


def deal_cards(rules: Any, seed: Any, dealer: Any = None, rules_doc: Any = None) -> dict[str, Any]:
    """A deal state document ready for the auction (``rules_doc``: the ``rules`` value
    to write in it, by default the preset's name)."""
    dealt = dealt_cards(rules, seed, dealer)
    doc = {"rules": rules.preset if rules_doc is None else rules_doc, "dealer": dealt.dealer,
           "hands": [codes(h) for h in dealt.hands]}
    if dealt.talon is not None:
        doc["talon"] = [[CARD_CODES[c] for c in t] for t in dealt.talon]
    if dealt.turn_up is not None:
        doc["turn_up"] = CARD_CODES[dealt.turn_up]
    doc.update({"auction": [], "tricks": []})
    if dealt.stock is not None:
        doc["stock"] = [CARD_CODES[c] for c in dealt.stock]
    return doc
