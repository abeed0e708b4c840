"""Pilotta's and Bazaar Blot's hand score (docs/rules.md, Pilotta; RULES §13.8, §14.8): the
pool, the bid added to the winners, contra and recontra, then game points in tens with the
split six. Every difference between the two presets is a field read here:
``success``, ``swept_takers``, ``bid_bonus``, ``failure_transfer``, ``belote_on_failure``,
``contra_score``, ``no_trump_bid_factor``, ``split_six``.

>>> from engine.rules.ruleset import PRESETS
>>> from engine.rules.contract import Contract
>>> result = score_pilotta(PRESETS["pilotta"], Contract(0, "S", 100), (4, 4), (76, 76), 0,
...                        (20, 0), (0, 0))
>>> result.outcome, result.totals, result.raw, result.score
('made', (106, 76), (206, 76), (21, 7))
"""

from collections.abc import Sequence
from typing import NamedTuple, cast

from engine.rules.contract import Contract
from engine.rules.ruleset import Ruleset

CAPOT_CARDS = 250  # capot: "250", the sweeping team's card points
THRESHOLD = 82     # success more_than: the takers need more than the bid and at least 82


class PilottaResult(NamedTuple):
    outcome: str            # "made" | "dedans"
    capot: int | None       # the team that won all eight tricks
    totals: tuple[int, int]  # cards + declarations + pilotta (step 3)
    score: tuple[int, ...]  # game points (step 6), one per team
    held_over: int          # always 0
    raw: tuple[int, int]     # the points before the rounding (step 5)

    def as_dict(self) -> dict[str, object]:
        return {"outcome": self.outcome, "capot": self.capot, "totals": list(self.totals),
                "score": list(self.score), "held_over": 0, "raw": list(self.raw)}


def score_pilotta(rules: Ruleset, contract: Contract, tricks_won: Sequence[int],
                  card_points: Sequence[int], last_trick: int, declarations: Sequence[int],
                  belote: Sequence[int]) -> PilottaResult:
    """§13.8 steps 1 to 7, from a checked summary."""
    table = rules.tables[contract.kind]
    takers = contract.team
    capot = 0 if tricks_won[0] == 8 else 1 if tricks_won[1] == 8 else None
    cards = [card_points[0], card_points[1]]
    cards[last_trick] += table.last_trick
    if capot is not None:
        cards[capot], cards[1 - capot] = CAPOT_CARDS, 0
    decl, bel = declarations, belote
    totals = (cards[0] + decl[0] + bel[0], cards[1] + decl[1] + bel[1])
    made = _made(rules, contract, totals[takers], tricks_won[takers], capot)
    raw = _raw(rules, contract, made, cards, decl, bel, sum(totals))
    score = tuple(_game_points(raw[t], (t == takers) == (rules.split_six == "takers"))
                  for t in (0, 1))
    return PilottaResult("made" if made else "dedans", capot, totals, score, 0, raw)


def _made(rules: Ruleset, contract: Contract, total: int, tricks: int,
          capot: int | None) -> bool:
    """Step 4: a capot bid needs every trick, nothing else; a numeric bid the ruleset's
    ``success`` test, and a trick at least under ``swept_takers: fail``."""
    if contract.is_capot_bid:
        return capot == contract.team
    if rules.swept_takers == "fail" and tricks == 0:
        return False
    if rules.success == "at_least":
        return total >= cast(int, contract.bid)
    return total > cast(int, contract.bid) and total >= THRESHOLD


def _raw(rules: Ruleset, contract: Contract, made: bool, cards: list[int],
         decl: Sequence[int], bel: Sequence[int], pool: int) -> tuple[int, int]:
    """Step 5: each team's points before the rounding."""
    takers, defenders = contract.team, 1 - contract.team
    mult = cast(int, contract.multiplier)
    bid = cast(int, contract.bid) * (rules.no_trump_bid_factor if contract.kind == "NT" else 1)
    raw = [0, 0]
    if mult == 1 and made:
        bonus = bid if rules.bid_bonus in ("made_and_failed", "made") else 0
        raw[takers] = cards[takers] + decl[takers] + bel[takers] + bonus
        raw[defenders] = cards[defenders] + decl[defenders] + bel[defenders]
    elif mult == 1:
        bonus = bid if rules.bid_bonus in ("made_and_failed", "failed") else 0
        if rules.failure_transfer == "cards":  # the takers keep declarations and pilotta
            raw[takers] = decl[takers] + bel[takers]
            raw[defenders] = sum(cards) + decl[defenders] + bel[defenders] + bonus
        else:
            kept = bel[takers] if rules.belote_on_failure == "holder" else 0
            raw[takers], raw[defenders] = kept, pool - kept + bonus
    else:
        winners = takers if made else defenders
        kept = bel[1 - winners] if rules.belote_on_failure == "holder" else 0
        raw[1 - winners] = kept
        raw[winners] = (pool - kept + bid * mult if rules.contra_score == "bid_multiplied"
                        else (pool - kept) * mult)
    return raw[0], raw[1]


def _game_points(raw: int, six_up: bool) -> int:
    """Step 6, ``split_tens``: 7 to 9 round up, 0 to 5 down, 6 up for the team
    ``split_six`` names.

    >>> _game_points(206, True), _game_points(206, False), _game_points(287, False)
    (21, 20, 29)
    """
    digit = raw % 10
    return raw // 10 + (digit >= 7 or digit == 6 and six_up)
