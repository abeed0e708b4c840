"""Baloot's hand score in game points (docs/rules.md, Baloot; RULES §12.9): abnat turned
into game points per contract with its rounding, khasara, kaboot, the doubling's
multipliers and gahwa, the baloot added last and never multiplied.

Read from the ruleset: ``game_points``, ``khasara_test``, ``tie``, ``double_projects``,
``belote_on_failure``, ``gahwa``.

>>> from engine.rules.ruleset import PRESETS
>>> from engine.rules.contract import Contract
>>> score_baloot(PRESETS["baloot"], Contract(0, "H"), (5, 3), (90, 62), 0, (0, 0), (0, 0)).score
(10, 6)
"""

from typing import Any, NamedTuple

from engine.rules.contract import Contract
from engine.rules.summary import check_tricks
from engine.errors import ImpossibleState, MalformedInput

HAND = {"hokum": 16, "sun": 26}
KABOOT = {"hokum": 25, "sun": 44}
FLAT_GAHWA = 152
# What one team's projects can add up to in abnat: sums of 20, 50, 100 and 200 over two
# hands (at most a four hundred and a fifty each).
_ONE_HAND = (0, 20, 40, 50, 70, 100, 120, 150, 200, 220, 250)
PROJECT_SUMS = frozenset(a + b for a in _ONE_HAND for b in _ONE_HAND)


class BalootResult(NamedTuple):
    outcome: str        # "made" | "dedans" | "gahwa"
    capot: int | None  # the kaboot team, or None
    totals: tuple[Any, ...]       # abnat per team (§12.9 step 1)
    score: tuple[Any, ...]        # game points per team
    held_over: int = 0
    team: int | None = None  # gahwa: the team that wins the match

    def as_dict(self) -> dict[str, Any]:
        out = {"outcome": self.outcome, "capot": self.capot, "totals": list(self.totals),
               "score": list(self.score), "held_over": 0}
        if self.outcome == "gahwa":
            out["team"] = self.team
        return out


def card_game_points(rules: Any, sun: bool, cards: tuple[Any, ...], buyers: int) -> list[Any]:
    """§12.9 step 2: each team's card GP (``cards`` with the last 10).

    >>> from engine.rules.ruleset import PRESETS
    >>> from dataclasses import replace
    >>> card_game_points(PRESETS["baloot"], False, (86, 76), 0)
    [8, 8]
    >>> card_game_points(PRESETS["baloot"], True, (65, 65), 0)
    [12, 14]
    >>> card_game_points(replace(PRESETS["baloot"], game_points="per_team"), True, (65, 65), 0)
    [13, 13]
    """
    hand = HAND["sun" if sun else "hokum"]
    if rules.game_points == "count_defenders":
        c = cards[1 - buyers]
        g = 2 * (c // 10 + (c % 10 >= 5)) if sun else c // 10 + (c % 10 >= 6)
        gp = [0, 0]
        gp[1 - buyers], gp[buyers] = g, hand - g
        return gp
    if sun:
        return [c // 5 if c % 5 == 0 else (c // 5 if c // 5 % 2 == 0 else c // 5 + 1)
                for c in cards]
    gp = [c // 10 + (c % 10 >= 6) for c in cards]
    if cards[0] % 10 == 6 and cards[1] % 10 == 6:
        gp[0 if cards[0] > cards[1] else 1] -= 1
    return gp


def score_baloot(rules: Any, contract: Contract, tricks_won: tuple[Any, ...], card_points: tuple[Any, ...],
                 last_trick: int, declarations: tuple[Any, ...], belote: tuple[Any, ...]) -> BalootResult:
    """§12.9 from a checked summary: ``card_points`` without the last 10, ``declarations``
    raw abnat per team after §12.8.2, ``belote`` 20 per scoring baloot per team."""
    sun = contract.kind == "NT"
    mode = "sun" if sun else "hokum"
    hand, kab = HAND[mode], KABOOT[mode]
    buyers = contract.taker % 2
    defenders = 1 - buyers
    cards = [card_points[0], card_points[1]]
    cards[last_trick] += 10
    raw = declarations
    bal = (belote[0] // 20, belote[1] // 20)
    pg = [r // 5 if sun else r // 10 for r in raw]
    projects = pg[0] + pg[1]
    abnat = tuple(cards[t] + raw[t] + 20 * bal[t] for t in (0, 1))
    m = contract.multiplier
    k: int = 4 if m == "gahwa" else int(m)
    gp = card_game_points(rules, sun, tuple(cards), buyers)
    mg = [gp[t] + pg[t] + 2 * bal[t] for t in (0, 1)]

    def beats(x: int) -> bool:
        y = 1 - x
        if rules.khasara_test == "game_points" and mg[x] != mg[y]:
            return bool(mg[x] > mg[y])
        return bool(abnat[x] > abnat[y])

    def proj(level: int) -> int:
        if rules.double_projects == "level":
            return int(projects * level)
        return int(projects * 2 if level == 2 and m == 2 else projects)

    score = [0, 0]
    capot = 0 if tricks_won[0] == 8 else 1 if tricks_won[1] == 8 else None
    whole = True  # one team takes the whole hand (kaboot, doubled, khasara)
    if capot is not None:
        winner = capot
        score[winner] = kab * k + proj(k)
    elif m == 1:
        tie = not beats(buyers) and not beats(defenders)
        if beats(buyers) or (tie and rules.tie == "takers_make"):
            winner, whole = buyers, False
            score = [gp[t] + pg[t] for t in (0, 1)]
        else:
            winner = defenders
            score[winner] = hand + projects
    else:
        raiser = defenders if m in (2, 4) else buyers
        winner = raiser if beats(raiser) else 1 - raiser
        score[winner] = hand * k + proj(k)
    if m == "gahwa":
        flat = [0, 0]
        if rules.gahwa == "flat_152":
            flat[winner] = FLAT_GAHWA
        return BalootResult("gahwa", capot, abnat, tuple(flat), 0, winner)
    for t in (0, 1):
        if bal[t]:
            to = winner if whole and rules.belote_on_failure == "winners" else t
            score[to] += 2 * bal[t]
    return BalootResult("made" if winner == buyers else "dedans", capot, abnat, tuple(score))


def check_summary(rules: Any, contract: Contract, tricks_won: tuple[Any, ...], card_points: tuple[Any, ...],
                  last_trick: int, declarations: tuple[Any, ...], belote: tuple[Any, ...]) -> None:
    """A Baloot summary's figures against what a deal can hold (pointers into it)."""
    sun = contract.kind == "NT"
    check_tricks(tricks_won, card_points, last_trick, 120 if sun else 152)
    for t in (0, 1):
        if declarations[t] not in PROJECT_SUMS:
            raise ImpossibleState.of("baloot_projects_impossible", f"/declarations/{t}")
    if declarations[0] and declarations[1]:
        raise ImpossibleState.of("declarations_both_teams", "/declarations")
    for t in (0, 1):
        if sun and belote[t]:
            raise ImpossibleState.of("baloot_belote_in_sun", f"/belote/{t}")
        if belote[t] not in (0, 20):
            raise ImpossibleState.of("belote_impossible", f"/belote/{t}", cap=20,
                                     kind=contract.kind)
    if belote[0] and belote[1]:
        raise ImpossibleState.of("belote_impossible", "/belote/1", cap=20, kind=contract.kind)
    if not isinstance(last_trick, int):
        raise MalformedInput("last_trick must be a team, 0 or 1", "/last_trick")
