"""Roem: the Klaverjas combinations that fall in one trick (docs/rules.md, Klaverjas).

A trick's roem is read from its four cards alone, whoever played them: a run of three
(20) or four (50) of one suit in the natural order, the stuk (king and queen of trumps,
20, on top of a run holding them), four of a kind (100; four jacks by ``four_jacks``).
The team that wins the trick scores it.

>>> from engine.rules.cards import parse_card
>>> from engine.rules.ruleset import PRESETS
>>> cards = lambda text: [parse_card(c) for c in text.split()]
>>> trick_roem(cards("TH JH QH KH"), 1, PRESETS["klaverjas-rotterdam"])
(70, ('four_in_a_row', 'stuk'))
>>> trick_roem(cards("JS JH JD JC"), 1, PRESETS["klaverjas-amsterdam"])
(200, ('four_jacks',))
"""

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # ruleset imports play, which this module's callers import
    from engine.rules.ruleset import Ruleset

RUN_POINTS = {3: 20, 4: 50}
STUK = 20
FOUR_OF_A_KIND = 100
_KING_QUEEN = 0b01100000
_HIGH_RANKS = 0b11111000  # T J Q K A: the ranks `four_of_a_kind_ranks: high` counts
_JACK = 4


def _longest_run(byte: int) -> int:
    best = run = 0
    for rank in range(8):
        run = run + 1 if byte >> rank & 1 else 0
        best = max(best, run)
    return best


_RUN = tuple(_longest_run(b) for b in range(256))
_NO_ROEM = (0, ())


def trick_roem(cards: Sequence[int], trump: int | None,
               rules: "Ruleset") -> tuple[int, tuple[str, ...]]:
    """``(points, kinds)`` of a trick's four cards; ``trump`` a suit index. ``(0, ())``
    when the ruleset counts no roem."""
    if rules.declarations != "roem":
        return 0, ()
    a, b, c, d = cards
    mask = 1 << a | 1 << b | 1 << c | 1 << d
    # most tricks hold no roem: no four of a kind, no three in a row, no stuk
    if not (mask & mask >> 8 & mask >> 16 & mask >> 24 & 0xFF
            or mask & mask >> 1 & mask >> 2 & 0x3F3F3F3F
            or trump is not None and mask >> 8 * trump & _KING_QUEEN == _KING_QUEEN):
        return _NO_ROEM
    return _roem(mask, trump, rules.four_jacks, rules.four_of_a_kind_ranks)


@lru_cache(maxsize=65536)
def _roem(mask: int, trump: int | None, four_jacks: int,
          ranks: str) -> tuple[int, tuple[str, ...]]:
    quads = mask & mask >> 8 & mask >> 16 & mask >> 24 & 0xFF
    if quads:  # four cards of one rank: no run, no stuk beside it
        rank = quads.bit_length() - 1
        if ranks == "high" and not _HIGH_RANKS >> rank & 1:
            return 0, ()
        if rank == _JACK:
            return four_jacks, ("four_jacks",)
        return FOUR_OF_A_KIND, ("four_of_a_kind",)
    points, kinds = 0, []
    for suit in range(4):
        length = _RUN[mask >> 8 * suit & 0xFF]
        if length >= 3:
            points += RUN_POINTS[length]
            kinds.append("three_in_a_row" if length == 3 else "four_in_a_row")
    if trump is not None and mask >> 8 * trump & _KING_QUEEN == _KING_QUEEN:
        points += STUK
        kinds.append("stuk")
    return points, tuple(kinds)


ROEM_KINDS = ("three_in_a_row", "four_in_a_row", "stuk", "four_of_a_kind", "four_jacks")
