"""The score of one hand from its summary (docs/rules.md §8; the summary form of
``/v1/hands/score``).

One generic engine: it reads Ruleset fields (``bidding``, ``capot``, ``success``, ``tie``,
``belote_on_failure``, ``declarations``, ``rounding``…), never a preset's name.

Decisions where the rules leave room (each one a reading, kept here in one place):

- ``contract`` may be a ``Contract`` or its API mapping (``{"taker", "kind", "bid",
  "multiplier"}``, ``"bid": "capot"``); unknown keys are rejected rather than ignored.
- ``capot: "252"`` gives the sweeping team 252 card points and zeroes the swept team's
  declarations (the given figures are already past §7.2, so "nobody scores" follows);
  ``"250"`` gives ``max(250, deal total)``; ``"plus_90"`` adds 90 to the card points, undoubled.
- ``belote_on_failure`` acts wherever §8 says a side scores "only its belote" or has its
  total held: the side that loses a dedans / failed / coinched / doubled hand keeps its belote
  (``holder``) or hands it to the winners (``winners``); on a litige or hanging tie the
  takers' belote is scored at once (``holder``) or held over with the rest (``winners``).
  The defenders of an undoubled, made contract keep their whole total, belote included.
- In take-or-pass bidding, a sweep by the defenders is a dedans whatever the totals (§8.1:
  capot and dedans at once); a sweep by the takers is judged on the totals as usual.
- A failed or coinched point-auction contract is worth ``160 + bid`` as §8.3 writes it, even
  under table options whose deal total is not 162.
- A doubled bulgarian tie holds over both totals as one figure (the pot goes to one team),
  rounded by the plain rule, then multiplied.
- ``bulgarian_tens``: the contested-digit rule looks at the two figures shared out side by
  side (each team's own total, or, on a tie, the defenders' share and the held share); a
  figure one side scores alone (both totals, a belote kept apart) rounds by the plain rule.
  The losers' belote kept under ``holder`` is never multiplied.
- ``tens`` rounds every figure a hand scores or holds over, ``held_over`` included.
- Validation: declarations are multiples of 10, none in ``NT`` or under ``belote_only``, and
  with ``declaration_comparison: together`` at most one team scores any. Belote is checked per
  team (20 in a suit, 0 in NT, 80 in AT), not per deal: the worked examples the
  rules were checked against give both teams a belote in a suit contract.
"""

from functools import lru_cache
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, TypeGuard, cast

from engine.rules.cards import CONTRACT_KINDS, SUITS, Table
from engine.rules.contract import CAPOT_BID, Contract
from engine.errors import ImpossibleState, MalformedInput, shown
from engine.rules.declarations import declares
from engine.rules.game_points import BalootResult, check_summary, score_baloot
from engine.rules.pilotta import PilottaResult, score_pilotta
from engine.rules.ruleset import Ruleset
from engine.rules.summary import check_tricks

AUCTION_BASE = 160   # §8.3: a failed or coinched contract is worth 160 + bid
CAPOT_BONUS = 90     # plus_90
# What one team's declarations can add up to: sums of 20, 50, 100, 150 and 200 (so 0, 20
# and every multiple of 10 from 40), at most 550 (carrés of jacks, nines, aces and tens).
DECLARATION_SUMS = frozenset([0, 20] + list(range(40, 551, 10)))
# Bela's long sequences (step_50) and a belot worth 1000 reach beyond those sums.
_WIDE_SUMS = frozenset([0, 20] + list(range(40, 1601, 10)))
BELOTE_CAP = {"NT": 0, "AT": 80}   # per team; a suit contract allows one belote, 20
# bulgarian_tens (§8.4): (last digit from which a figure rounds up, contested digit)
BULGARIAN_DIGITS: dict[str, tuple[int, int | None]] = {"suit": (6, 6), "AT": (5, 4),
                                                       "NT": (5, None)}


One = Callable[[int], int]  # how a figure scored alone is rounded
Pair = Callable[[int, int], tuple[int, int]]  # and two figures side by side


class HandResult(NamedTuple):  # immutable, and cheap to build: one per scored hand
    outcome: str      # "made" | "dedans" | "litige" | "hanging"
    capot: int | None  # the team that won all eight tricks, or None
    totals: tuple[int, int]  # §8.1 raw totals, exact points
    score: tuple[int, ...]  # what each team adds to its match total
    held_over: int    # what this hand puts aside

    def as_dict(self) -> dict[str, Any]:
        return {"outcome": self.outcome, "capot": self.capot, "totals": list(self.totals),
                "score": list(self.score), "held_over": self.held_over}


def score_hand(rules: Ruleset, contract: Any, tricks_won: Any, card_points: Any,
               last_trick: Any, declarations: Any, belote: Any, *,
               check: bool = True) -> "HandResult | PilottaResult | BalootResult":
    """Score one hand from its summary; errors point into the summary document.
    ``check=False`` skips the checks, for a summary the engine derived itself from tricks.

    >>> from engine.rules.ruleset import resolve_rules
    >>> score_hand(resolve_rules("classic"), {"taker": 0, "kind": "H"},
    ...            [5, 3], [90, 62], 0, [20, 0], [0, 20]).as_dict()
    {'outcome': 'made', 'capot': None, 'totals': [120, 82], 'score': [120, 82], 'held_over': 0}
    >>> r = score_hand(resolve_rules("bulgarian"), {"taker": 0, "kind": "S"},
    ...                [4, 4], [46, 106], 0, [50, 0], [0, 0])
    >>> r.outcome, r.score, r.held_over
    ('hanging', (0, 10), 11)
    >>> score_hand(resolve_rules("classic"), {"taker": 0, "kind": "H"},
    ...            [5, 4], [90, 62], 0, [0, 0], [0, 0])
    Traceback (most recent call last):
    ...
    engine.errors.ImpossibleState: tricks_won must add up to 8, not 9
    """
    if rules.rounding == "baloot":  # game points (§12.9)
        return _baloot_hand(rules, contract, tricks_won, card_points, last_trick,
                            declarations, belote, check)
    if check:
        contract = _contract(rules, contract)
    table = rules.tables[contract.kind]
    roem = rules.declarations == "roem"  # Klaverjas: roem stands where declarations stand
    if check:
        tricks_won = _pair(tricks_won, "/tricks_won", 8)
        card_points = _pair(card_points, "/card_points")
        if not _is_int(last_trick) or last_trick not in (0, 1):
            raise MalformedInput("last_trick must be a team, 0 or 1", "/last_trick")
        declarations = _pair(declarations, "/roem" if roem else "/declarations")
        belote = _pair(belote, "/belote")
        _check_consistency(rules, contract, table, tricks_won, card_points, last_trick,
                           declarations, belote)
    if rules.rounding == "split_tens":  # Pilotta and Bazaar Blot: game points (§13.8)
        return score_pilotta(rules, contract, tricks_won, card_points, last_trick,
                             declarations, belote)

    capot = 0 if tricks_won[0] == 8 else 1 if tricks_won[1] == 8 else None
    cards = [card_points[0], card_points[1]]
    cards[last_trick] += table.last_trick
    decl = [declarations[0], declarations[1]]
    if capot is not None:
        if rules.capot == "252":
            cards[capot], decl[1 - capot] = 252, 0
        elif rules.capot == "250":
            cards[capot] = max(250, table.total)
        elif rules.capot == "plus_90":
            cards[capot] += CAPOT_BONUS
        if rules.swept_declarations != "keep":  # Bela: a swept team's declarations
            if rules.swept_declarations == "to_sweeper":
                decl[capot] += decl[1 - capot]
            decl[1 - capot] = 0
    totals = (cards[0] + decl[0] + belote[0], cards[1] + decl[1] + belote[1])

    outcome = _judge(rules, contract, totals, capot)
    one, pair = _rounding(rules, contract.kind)
    if rules.bidding == "point_auction":
        score = [one(s) for s in _auction_score(rules, contract, outcome, totals, decl, belote)]
        held = 0
    else:
        score, held = _compared_score(rules, contract, outcome, totals, belote, one, pair)
    if capot is not None and rules.pit_bonus and (
            rules.pit_scope == "any_team" or capot == contract.team):
        score[capot] += rules.pit_bonus  # Klaverjas' pit: after the comparison, never in it
    return HandResult(outcome, capot, totals, tuple(score), held)


def _baloot_hand(rules: Ruleset, contract: Any, tricks_won: Any, card_points: Any,
                 last_trick: Any, declarations: Any, belote: Any,
                 check: bool) -> BalootResult:
    if check:
        if not isinstance(contract, Contract):
            raise MalformedInput("contract must be an object with taker and kind", "/contract")
        tricks_won = _pair(tricks_won, "/tricks_won", 8)
        card_points = _pair(card_points, "/card_points")
        if not _is_int(last_trick) or last_trick not in (0, 1):
            raise MalformedInput("last_trick must be a team, 0 or 1", "/last_trick")
        declarations = _pair(declarations, "/declarations")
        belote = _pair(belote, "/belote")
        check_summary(rules, contract, tricks_won, card_points, last_trick, declarations,
                      belote)
    return score_baloot(rules, contract, tricks_won, card_points, last_trick, declarations,
                        belote)


class BelotResult(NamedTuple):
    """Bela's belot (§11.5): the hand is not played; ``team`` wins the match."""
    team: int
    outcome: str = "belot"

    def as_dict(self) -> dict[str, Any]:
        return {"outcome": self.outcome, "team": self.team}


# A deal's score: its hand's, by the ruleset's scoring, or Bela's belot
DealResult = HandResult | PilottaResult | BalootResult | BelotResult


def _judge(rules: Ruleset, contract: Contract, totals: tuple[int, int],
           capot: int | None) -> str:
    takers = contract.team
    if capot == 1 - takers and rules.bidding == "take_or_pass":
        # Swept takers are inside whatever the declarations (§8.1); under capot 252 their
        # forfeited declarations already make sure of it, under 250 only this does.
        return "dedans"
    if rules.bidding == "point_auction":
        made = _reaches(totals[takers], cast(int, contract.bid), rules.success) and (
            not contract.is_capot_bid or capot == takers)
        return "made" if made else "dedans"
    if totals[0] == totals[1] and rules.tie != "takers_make":
        return TIE_OUTCOMES[rules.tie]
    return "made" if _reaches(totals[takers], totals[1 - takers], rules.success) else "dedans"


TIE_OUTCOMES = {"hanging": "hanging", "litige_next_defender": "litige",
                "litige_next_winner": "litige", "makers_fail": "dedans", "takers_fall": "dedans"}


def _reaches(points: int, needed: int, success: str) -> bool:
    return points > needed or (points == needed and success == "at_least")


def _auction_score(rules: Ruleset, contract: Contract, outcome: str, totals: tuple[int, int],
                   decl: list[int], belote: Sequence[int]) -> list[int]:
    """§8.3, exact points; rounding comes after."""
    # the point auction: a bid, and a multiplier 1, 2 or 4
    takers, bid, mult = contract.team, cast(int, contract.bid), cast(int, contract.multiplier)
    if outcome == "made" and mult == 1:
        return [totals[t] + (bid if t == takers else 0) for t in (0, 1)]
    winners = takers if outcome == "made" else 1 - takers
    kept = belote[1 - winners] if rules.belote_on_failure == "holder" else 0
    score = [kept, kept]
    score[winners] = (AUCTION_BASE + bid) * mult + sum(decl) + sum(belote) - kept
    return score


def _compared_score(rules: Ruleset, contract: Contract, outcome: str,
                    totals: tuple[int, int], belote: Sequence[int], one: One,
                    pair: Pair) -> tuple[list[int], int]:
    """§8.2 and §8.4: (score, held_over), rounded before the multiplier."""
    takers, mult = contract.team, cast(int, contract.multiplier)  # never Baloot's gahwa
    defenders = 1 - takers
    keep = rules.belote_on_failure == "holder"
    score = [0, 0]
    if outcome in ("litige", "hanging"):
        if mult > 1:
            return score, one(sum(totals)) * mult
        at_once = belote[takers] if keep else 0
        score[defenders], held = pair(totals[defenders], totals[takers] - at_once)
        score[takers] = one(at_once)
        return score, held
    if outcome == "made" and mult == 1:
        score[defenders], score[takers] = pair(totals[defenders], totals[takers])
        return score, 0
    winners = takers if outcome == "made" else defenders
    kept = belote[1 - winners] if keep else 0
    score[winners] = one(sum(totals) - kept) * mult
    score[1 - winners] = one(kept)
    return score, 0


def _rounding(rules: Ruleset, kind: str) -> tuple[One, Pair]:
    return _rounders(rules.rounding, "suit" if kind in SUITS else kind)


@lru_cache(maxsize=None)
def _rounders(rounding: str, kind: str) -> tuple[One, Pair]:
    """(one, pair): how a figure scored alone, and two figures side by side, are rounded.

    ``pair(low, high)`` on equal figures rounds ``low`` (the defenders' share) down and
    ``high`` (the held share) up, when they end in the contested digit.
    """
    if rounding == "none":
        return (lambda x: x), (lambda a, b: (a, b))
    if rounding == "tens":
        tens: One = lambda x: (x + 5) // 10 * 10  # noqa: E731
        return tens, (lambda a, b: (tens(a), tens(b)))
    up_from, contested = BULGARIAN_DIGITS[kind]

    def one(x: int) -> int:
        return (x + 10 - up_from) // 10

    def pair(a: int, b: int) -> tuple[int, int]:
        ra, rb = one(a), one(b)
        if contested is None or not a % 10 == b % 10 == contested:
            return ra, rb
        if a == b:
            return a // 10, a // 10 + 1
        # the smaller goes the other way
        if a < b:
            return a // 10 + (ra == a // 10), rb
        return ra, b // 10 + (rb == b // 10)
    return one, pair


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _pair(value: object, pointer: str, high: int | None = None) -> tuple[int, ...]:
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise MalformedInput(f"{pointer[1:]} must be a list of two numbers, one per team",
                             pointer)
    for i, v in enumerate(value):
        if not _is_int(v) or v < 0 or (high is not None and v > high):
            limit = f" from 0 to {high}" if high is not None else " of 0 or more"
            raise MalformedInput(f"{pointer[1:]} must hold integers{limit}", f"{pointer}/{i}")
    return tuple(value)


def _contract(rules: Ruleset, spec: object) -> Contract:
    if isinstance(spec, dict):
        unknown = sorted(set(spec) - {"taker", "kind", "bid", "multiplier"})
        if unknown:
            raise MalformedInput(f"unknown contract field {shown(unknown[0])}",
                                 f"/contract/{unknown[0]}")
        bid = spec.get("bid")
        # any JSON for now: the fields are checked below
        spec = Contract(cast(int, spec.get("taker")), cast(str, spec.get("kind")),
                        CAPOT_BID if bid == "capot" else bid, spec.get("multiplier", 1))
    elif not isinstance(spec, Contract):
        raise MalformedInput("contract must be an object with taker and kind", "/contract")
    if not _is_int(spec.taker) or not 0 <= spec.taker <= 3:
        raise MalformedInput("taker must be a seat from 0 to 3", "/contract/taker")
    if spec.kind not in CONTRACT_KINDS:
        raise MalformedInput("kind must be one of S, H, D, C, NT, AT", "/contract/kind")
    if spec.kind not in rules.contract_kinds:
        raise ImpossibleState.of("contract_kind_not_allowed", "/contract/kind", kind=spec.kind)
    bid = spec.bid
    if bid is not None and not (_is_int(bid) and (
            bid == CAPOT_BID or 80 <= bid <= 240 and bid % 10 == 0)):
        raise MalformedInput('bid must be 80, 90, … 240 or "capot"', "/contract/bid")
    if bid is not None and bid != CAPOT_BID and bid > rules.bid_ceiling:
        raise ImpossibleState.of("contract_bid_above_ceiling", "/contract/bid", bid=bid,
                                 ceiling=rules.bid_ceiling)
    if not _is_int(spec.multiplier) or spec.multiplier not in (1, 2, 4):
        raise MalformedInput("multiplier must be 1, 2 or 4", "/contract/multiplier")
    if (rules.bidding == "point_auction") != (bid is not None):
        if bid is None:
            raise ImpossibleState.of("bid_missing", "/contract/bid")
        raise ImpossibleState.of("bid_not_allowed", "/contract/bid", bidding=rules.bidding)
    if rules.bidding == "take_or_pass" and spec.multiplier != 1:
        raise ImpossibleState.of("never_doubled", "/contract/multiplier")
    return spec


def _check_consistency(rules: Ruleset, contract: Contract, table: Table,
                       tricks_won: tuple[int, int], card_points: tuple[int, int],
                       last_trick: int, declarations: Sequence[int],
                       belote: Sequence[int]) -> None:
    check_tricks(tricks_won, card_points, last_trick, table.total - table.last_trick)
    if rules.declarations == "roem":
        for t in (0, 1):  # each trick holds at most 200 of roem, 20 in multiples of 10
            if declarations[t] % 10 or declarations[t] > 200 * tricks_won[t]:
                raise ImpossibleState.of("roem_impossible", f"/roem/{t}", team=t,
                                         roem=declarations[t], tricks=tricks_won[t])
        return
    allowed = declares(contract, rules)
    sums = DECLARATION_SUMS if rules.long_sequence == "flat_100" and rules.belot != (
        "points_1000") else _WIDE_SUMS
    for t in (0, 1):
        if declarations[t] and not allowed:
            raise ImpossibleState.of("declarations_not_allowed", f"/declarations/{t}")
        if declarations[t] not in sums:
            raise ImpossibleState.of("declarations_impossible", f"/declarations/{t}")
    if rules.declaration_comparison == "together" and all(declarations):
        raise ImpossibleState.of("declarations_both_teams", "/declarations")
    cap = BELOTE_CAP.get(contract.kind, 20)
    for t in (0, 1):
        if belote[t] % 20 or belote[t] > cap or (
                t and rules.rounding == "split_tens" and belote[0] and belote[1]):
            # Pilotta's summaries (§13.12): one king-queen of trumps, one team's pilotta
            raise ImpossibleState.of("belote_impossible", f"/belote/{t}", cap=cap,
                                     kind=contract.kind)
