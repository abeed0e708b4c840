"""Rule-of-thumb play: a quick stand-in for perfect play when a hint has no work left for
a double-dummy solve (``engine.search.advice``, ``engine.search.call_values``).

>>> from engine.rules.cards import mask_of, parse_card
>>> from engine.rules.ruleset import PRESETS
>>> hands = [mask_of(parse_card(c) for c in h.split()) for h in (
...     "JH 9H AH TH KH QH 8H 7H", "AS TS KS QS JS 9S 8S 7S",
...     "AD TD KD QD JD 9D 8D 7D", "AC TC KC QC JC 9C 8C 7C")]
>>> tricks_won, points, last, roem, tricks = playout(PRESETS["classic"], "H", hands, 0)
>>> # the eldest leads its trumps from the top and takes every trick
>>> tricks_won, points, last, roem, len(tricks)
([8, 0], [152, 0], 0, (0, 0), 8)
"""

from collections.abc import Iterator
from typing import Any

from engine.rules.cards import cards_in
from engine.rules.play import legal_cards
from engine.rules.roem import trick_roem


def playout(rules: Any, kind: Any, hands: Any, leader: Any, closed: bool = False) -> tuple[Any, ...]:
    """Play a whole deal with ``thumb_card`` at every seat: ``(tricks_won, card_points,
    last_trick_team, roem, [(leader, trick)…])`` — the summary scoring needs (card points
    without the last-trick bonus; the tricks' roem per team in Klaverjas, else 0).
    ``closed``: Baloot's closed Hokum (no trump led while holding another suit)."""
    table = rules.tables[(kind, "closed") if closed else kind]
    counts_roem = rules.declarations == "roem"
    tricks_won, points, roem, tricks = [0, 0], [0, 0], [0, 0], []
    for leader, trick, winner, trick_points in thumb_tricks(
            table, rules.play, list(hands), [], leader):
        tricks.append((leader, trick))
        tricks_won[winner % 2] += 1
        points[winner % 2] += trick_points
        if counts_roem:
            roem[winner % 2] += trick_roem(trick, table.trump, rules)[0]
    return tricks_won, points, winner % 2, tuple(roem), tricks


def thumb_tricks(table: Any, undertrump: Any, hands: Any, trick: Any, leader: Any) -> Iterator[Any]:
    """Every seat plays ``thumb_card`` from the trick in progress until the hands are empty
    (``hands`` and ``trick`` are played out in place): each trick as ``(leader, cards,
    winner, points)``."""
    while True:
        while len(trick) < 4:
            seat = (leader + len(trick)) % 4
            card = thumb_card(table, undertrump, hands[seat], trick)
            trick.append(card)
            hands[seat] ^= 1 << card
        best, points = table.trick_result(trick)
        winner = (leader + best) % 4
        yield leader, trick, winner, points
        if not any(hands):
            return
        trick, leader = [], winner


def thumb_card(table: Any, undertrump: Any, hand: Any, trick: Any) -> Any:
    """A rule-of-thumb player: the strongest card that takes the trick if one does, else
    the cheapest card; on lead, its strongest card outside trumps (else its strongest
    trump)."""
    cards = cards_in(legal_cards(table, undertrump, hand, trick))
    if not trick:
        plain = [c for c in cards if not (table.cut_mask >> c) & 1] or cards
        return max(plain, key=lambda c: (table.order[c], table.points[c]))
    keys = table.keys[trick[0] >> 3]
    best = max(keys[c] for c in trick)
    winners = [c for c in cards if keys[c] > best]
    if winners:
        return max(winners, key=lambda c: keys[c])
    return min(cards, key=lambda c: (table.points[c], table.order[c]))
