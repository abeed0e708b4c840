"""Baloot's projects and baloot (docs/rules.md, Baloot; RULES §12.8): sira, fifty, hundred
and four hundred, each hand's set, which team scores them, and the baloot (K + Q of
trumps) with its absorption.

Cards are ints ``suit * 8 + rank`` (natural ranks 7 8 9 T J Q K A), a hand a bit mask, as
in ``engine.rules.cards``; a run in one suit is a run of set bits in its byte.

>>> from engine.rules.cards import mask_of, parse_card, codes
>>> from engine.rules.ruleset import PRESETS
>>> hand = mask_of(parse_card(c) for c in "KH QH JH TH 9H KS KD KC".split())
>>> [(p.kind, codes(p.cards)) for p in hand_projects(hand, "S", PRESETS["baloot"])]
[('hundred', ['KS', 'KH', 'KD', 'KC']), ('fifty', ['9H', 'TH', 'JH', 'QH'])]
"""

from functools import lru_cache
from typing import Any, NamedTuple

from engine.rules.cards import SUITS

KING, QUEEN, ACE = 6, 5, 7
# four of a kind that make a project: A (a four hundred in Sun), K, Q, J, T
_QUAD_RANKS = (7, 6, 5, 4, 3)
CATEGORY = {"sira": 1, "fifty": 2, "hundred": 3, "four_hundred": 4}
RAW = {"sira": 20, "fifty": 50, "hundred": 100, "four_hundred": 200}
BALOOT_ABNAT, BALOOT_GP = 20, 2


class Project(NamedTuple):
    kind: str               # "sira" | "fifty" | "hundred" | "four_hundred"
    cards: int              # mask
    top: int                # natural rank index of its top card (four of a kind: its rank)
    suit: int | None     # a run's suit, None for four of a kind
    length: int

    @property
    def points(self) -> int:
        """Raw value (abnat)."""
        return RAW[self.kind]

    def game_points(self, sun: bool) -> int:
        return self.points // 5 if sun else self.points // 10


class ProjectsResult(NamedTuple):
    per_seat: tuple[Any, ...]         # each seat's set, strongest first
    team: int | None     # the team scoring projects, or None
    points: tuple[Any, ...]           # raw points per team (the scoring team only)
    game_points: tuple[Any, ...]      # GP per team
    belote: tuple[Any, ...]           # 20 per scoring baloot, per team
    baloot_game_points: tuple[Any, ...]  # 2 per scoring baloot, per team


def _run(suit: int, top: int, length: int) -> Project:
    kind = "sira" if length == 3 else "fifty" if length == 4 else "hundred"
    cards = ((1 << length) - 1) << (8 * suit + top - length + 1)
    return Project(kind, cards, top, suit, length)


def project_key(project: Project, hundred_rank: str) -> tuple[Any, ...]:
    """The rank of a project (§12.8.2), larger is stronger: category, then (with
    ``sequence_first``) a sequence over four of a kind among hundreds, then the top card.

    >>> project_key(_run(1, 6, 5), "sequence_first") > project_key(_quad(7, False), "sequence_first")
    True
    >>> project_key(_run(1, 6, 5), "top_card") > project_key(_quad(7, False), "top_card")
    False
    """
    sequence = int(project.suit is not None and project.kind == "hundred"
                   and hundred_rank == "sequence_first")
    return (CATEGORY[project.kind], sequence, project.top)


def _quad(rank: int, sun: bool) -> Project:
    kind = "four_hundred" if rank == ACE and sun else "hundred"
    return Project(kind, 0x01010101 << rank, rank, None, 4)


def _candidates(hand: int, sun: bool) -> list[Any]:
    found = []
    for rank in _QUAD_RANKS:
        quad = 0x01010101 << rank
        if hand & quad == quad:
            found.append(_quad(rank, sun))
    for suit in range(4):
        byte = hand >> 8 * suit & 255
        for top in range(2, 8):
            length = 0
            while top - length >= 0 and byte >> (top - length) & 1:
                length += 1
                if length >= 3:
                    found.append(_run(suit, top, length))
    return found


def _touch(a: Project, b: Project) -> bool:
    """Two runs of one suit that touch (adjacent or overlapping): a run is never split."""
    if a.suit is None or b.suit is None or a.suit != b.suit:
        return False
    low_a, low_b = a.top - a.length + 1, b.top - b.length + 1
    return not (a.top + 1 < low_b or b.top + 1 < low_a)


@lru_cache(maxsize=4096)
def _best_set(hand: int, sun: bool, hundred_rank: str) -> tuple[Any, ...]:
    """§12.8.1: the set with the most GP; then the strongest project; then more fours of a
    kind; then more cards."""
    candidates = _candidates(hand, sun)
    best: tuple[Any, ...] = ()
    best_score: tuple[Any, ...] | None = None

    def score(chosen: tuple[Any, ...]) -> tuple[Any, ...]:
        return (sum(p.game_points(sun) for p in chosen),
                max((project_key(p, hundred_rank) for p in chosen), default=()),
                sum(p.suit is None for p in chosen), sum(p.length for p in chosen))

    def walk(i: int, chosen: tuple[Any, ...], used: int) -> None:
        nonlocal best, best_score
        if i == len(candidates):
            if chosen:
                found = score(chosen)
                if best_score is None or found > best_score:
                    best, best_score = chosen, found
            return
        walk(i + 1, chosen, used)
        project = candidates[i]
        if not project.cards & used and not any(_touch(project, p) for p in chosen):
            walk(i + 1, chosen + (project,), used | project.cards)

    walk(0, (), 0)
    return tuple(sorted(best, key=lambda p: project_key(p, hundred_rank), reverse=True))


def hand_projects(hand: int, kind: str, rules: Any) -> tuple[Any, ...]:
    """The projects of one 8-card hand under contract ``kind`` (a suit: Hokum; ``NT``:
    Sun), strongest first."""
    return _best_set(hand, kind == "NT", rules.hundred_rank)


def baloot_scores(hand: int, kind: str, rules: Any) -> bool:
    """Whether ``hand`` holds a scoring baloot (§12.8.3): K + Q of trumps in Hokum, not
    absorbed by the holder's own set (``baloot_absorbed_by``).

    >>> from engine.rules.cards import mask_of, parse_card
    >>> from engine.rules.ruleset import PRESETS
    >>> from dataclasses import replace
    >>> sira = mask_of(parse_card(c) for c in "KH QH JH 7S 8D 9C TC AC".split())
    >>> baloot_scores(sira, "H", PRESETS["baloot"])
    False
    >>> baloot_scores(sira, "H", replace(PRESETS["baloot"], baloot_absorbed_by="hundred_only"))
    True
    """
    if kind not in SUITS:
        return False
    trump = SUITS.index(kind)
    pair = (1 << KING | 1 << QUEEN) << 8 * trump
    if hand & pair != pair:
        return False
    for project in hand_projects(hand, kind, rules):
        if project.suit is None:
            if project.top in (KING, QUEEN):
                return False
            continue
        if project.suit != trump:
            continue
        if rules.baloot_absorbed_by == "any_project":
            if project.cards & pair == pair:
                return False
        elif project.length >= 5 and project.cards & pair:
            return False
    return True


def compare_projects(start_hands: list[Any], kind: str, rules: Any, dealer: int) -> ProjectsResult:
    """Each seat's projects, the team scoring them (§12.8.2) and the baloots (§12.8.3).

    >>> from engine.rules.cards import mask_of, parse_card
    >>> from engine.rules.ruleset import PRESETS
    >>> hands = [mask_of(parse_card(c) for c in h.split()) for h in (
    ...     "AS AH AD AC 7S 8H 9D 7C", "KC QC JC TC 9C 8S 9S TS", "", "")]
    >>> compare_projects(hands, "D", PRESETS["baloot"], dealer=0).team
    1
    """
    sun = kind == "NT"
    per_seat = tuple(hand_projects(h, kind, rules) if h else () for h in start_hands)
    best_key: tuple[Any, ...] | None = None
    team: int | None = None
    for k in range(1, 5):  # from the eldest: the first of an exact tie wins
        seat = (dealer + k) % 4
        for project in per_seat[seat]:
            key = project_key(project, rules.hundred_rank)
            if best_key is None or key > best_key:
                best_key, team = key, seat % 2
    points, gp = [0, 0], [0, 0]
    if team is not None:
        for seat in (team, team + 2):
            for project in per_seat[seat]:
                points[team] += project.points
                gp[team] += project.game_points(sun)
    belote, baloot_gp = [0, 0], [0, 0]
    for seat, hand in enumerate(start_hands):
        if hand and baloot_scores(hand, kind, rules):
            belote[seat % 2] += BALOOT_ABNAT
            baloot_gp[seat % 2] += BALOOT_GP
    return ProjectsResult(per_seat, team, tuple(points), tuple(gp), tuple(belote),
                          tuple(baloot_gp))
