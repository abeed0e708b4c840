"""A match from its hand results (docs/rules.md §9; ``/v1/matches/score``).

Each item is a hand result as ``/v1/hands/score`` gives it plus ``dealer`` and ``taker``
(``capot``, ``totals`` and other extra keys are ignored; ``held_over`` defaults to 0), or
``{"dealer", "outcome": "thrown_in"}``. The ruleset's ``tie`` field says who collects held-over
points, ``target`` and ``hand_limit`` when the match ends, ``redeal_by`` who deals after a
thrown-in deal.

Decisions where the rules leave room:

- Held-over points are paid by the next *played* hand before its own held points are put
  aside: ``litige_next_defender`` pays that hand's defenders even when it is a litige itself
  (a new pot then starts); ``litige_next_winner`` pays the takers of a made hand or the
  defenders of a dedans one, and a litige keeps and grows the pot; ``hanging`` pays the team
  with the higher hand score, and a hanging hand or equal scores keep and grow the pot.
- The deal must pass as §9 says: an item whose dealer is not the one the previous item
  leads to is an ``ImpossibleState`` (the first item's dealer is free: it was cut for).
- ``thrown_in`` is impossible when the auction can never end without a contract
  (``bidding.can_throw_in``): in take-or-pass with ``dealer_must_name_in_round_two`` and at
  least two contract kinds, the dealer always has a suit to name.
- ``next_dealer`` is None for an empty list (the first dealer is cut for, not known here)
  and once the match is finished.
- Scores are not re-derived from the hands (a result carries no deal); only their shape, and
  whether the ruleset can produce the outcome, are checked.
"""

from dataclasses import dataclass
from typing import Any, TypeGuard, cast

from engine.rules.bidding import can_throw_in
from engine.errors import ImpossibleState, MalformedInput
from engine.rules.ruleset import Ruleset

OUTCOMES = ("made", "dedans", "litige", "hanging", "thrown_in", "belot", "gahwa")
FLAT_GAHWA = 152  # Baloot's gahwa: flat_152
Item = dict[str, Any]  # a hand result as checked: its JSON form's fields
TIE_OUTCOME = {"litige_next_defender": "litige", "litige_next_winner": "litige",
               "hanging": "hanging"}


@dataclass(frozen=True)
class MatchResult:
    totals: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]  # the totals after each item, thrown-in deals included
    held_over: int       # held points not yet paid (lost, once the match is finished)
    finished: bool
    winner: int | None   # team, or None (not finished, or level at the hand limit)
    next_dealer: int | None  # seat, or None (finished, or nothing dealt yet)

    def as_dict(self) -> dict[str, Any]:
        return {"totals": list(self.totals), "history": [list(h) for h in self.history],
                "held_over": self.held_over, "finished": self.finished,
                "winner": self.winner, "next_dealer": self.next_dealer}


def score_match(rules: Ruleset, hands: object) -> MatchResult:
    """Add up a match's hand results; errors point at ``/hands/<i>/…``.

    >>> from engine.rules.ruleset import resolve_rules
    >>> m = score_match(resolve_rules("litige"), [
    ...     {"dealer": 0, "taker": 1, "outcome": "litige", "score": [81, 0], "held_over": 81},
    ...     {"dealer": 1, "outcome": "thrown_in"},
    ...     {"dealer": 2, "taker": 3, "outcome": "dedans", "score": [162, 0]}])
    >>> m.as_dict()
    {'totals': [324, 0], 'history': [[81, 0], [81, 0], [324, 0]], 'held_over': 0, \
'finished': False, 'winner': None, 'next_dealer': 3}
    >>> score_match(resolve_rules("classic"), [
    ...     {"dealer": 0, "taker": 1, "outcome": "made", "score": [600, 0]},
    ...     {"dealer": 1, "taker": 1, "outcome": "made", "score": [400, 62]},
    ...     {"dealer": 2, "taker": 0, "outcome": "made", "score": [81, 81]}])
    Traceback (most recent call last):
    ...
    engine.errors.ImpossibleState: the match ended with /hands/1; no result can follow it
    """
    if not isinstance(hands, (list, tuple)):
        raise MalformedInput("hands must be a list of hand results", "/hands")
    totals, pot, played = [0, 0], 0, 0
    history: list[tuple[int, ...]] = []
    finished, winner, dealer = False, None, None
    for i, item in enumerate(hands):
        at = f"/hands/{i}"
        if finished:
            raise ImpossibleState.of("match_over", at, item=f"/hands/{i - 1}")
        hand = _check_item(rules, item, at, dealer)
        if hand["outcome"] == "belot":  # Bela: the holder's team wins at once (§11.7)
            history.append(tuple(totals))
            finished, winner = True, hand["team"]
            continue
        if hand["outcome"] == "gahwa":  # Baloot (§12.10): the hand decides the match
            dealer = (hand["dealer"] + 1) % 4
            played += 1
            if rules.gahwa == "wins_match":
                history.append(tuple(totals))
                finished, winner = True, hand["team"]
                continue
            for t in (0, 1):
                totals[t] += hand["score"][t]
            history.append(tuple(totals))
            leader = None if totals[0] == totals[1] else int(totals[1] > totals[0])
            if leader is not None and max(totals) >= rules.target:
                finished, winner = True, leader
            continue
        if hand["outcome"] == "thrown_in":
            dealer = hand["dealer"] if rules.redeal_by == "same" else (hand["dealer"] + 1) % 4
            history.append(tuple(totals))
            continue
        dealer = (hand["dealer"] + 1) % 4
        for t in (0, 1):
            totals[t] += hand["score"][t]
        if pot:
            payee = _payee(rules, hand)
            if payee is not None:
                totals[payee] += pot
                pot = 0
        pot += hand["held_over"]
        played += 1
        history.append(tuple(totals))
        leader = None if totals[0] == totals[1] else int(totals[1] > totals[0])
        if rules.game_end == "deals":  # a boompje: so many played deals, maybe a draw
            if played >= cast(int, rules.deals_per_game) and (
                    leader is not None or rules.match_tie == "draw"):
                finished, winner = True, leader
        elif (leader is not None and max(totals) >= rules.target) or (
                rules.hand_limit is not None and played >= rules.hand_limit):
            finished, winner = True, leader
        elif rules.match_tie == "draw" and max(totals) >= rules.target:
            finished = True  # level at or past the target: a draw (Pilotta, §13.9)
    return MatchResult(tuple(totals), tuple(history), pot, finished, winner,
                       None if finished else dealer)


def _payee(rules: Ruleset, hand: Item) -> int | None:
    """The team collecting held-over points in this played hand, or None to keep them."""
    takers: int = hand["taker"] % 2
    if rules.tie == "litige_next_defender":
        return 1 - takers
    if rules.tie == "litige_next_winner":
        return {"made": takers, "dedans": 1 - takers}.get(hand["outcome"])
    s0, s1 = hand["score"]
    return None if hand["outcome"] == "hanging" or s0 == s1 else int(s1 > s0)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_item(rules: Ruleset, item: object, at: str, expected_dealer: int | None) -> Item:
    if not isinstance(item, dict):
        raise MalformedInput("a hand result must be an object", at)
    dealer = item.get("dealer")
    if not _is_int(dealer) or not 0 <= dealer <= 3:
        raise MalformedInput("dealer must be a seat from 0 to 3", at + "/dealer")
    if expected_dealer is not None and dealer != expected_dealer:
        raise ImpossibleState.of("wrong_dealer", at + "/dealer", expected=expected_dealer,
                                 dealer=dealer)
    outcome = item.get("outcome")
    if not isinstance(outcome, str) or outcome not in OUTCOMES:
        raise MalformedInput(f"outcome must be one of {', '.join(OUTCOMES)}", at + "/outcome")
    if outcome == "belot":
        if rules.belot != "wins_match":
            raise ImpossibleState.of("outcome_not_in_ruleset", at + "/outcome",
                                     preset=rules.preset, outcome=outcome)
        team = item.get("team")
        if not _is_int(team) or team not in (0, 1):
            raise MalformedInput("team must be 0 or 1", at + "/team")
        return {"dealer": dealer, "outcome": outcome, "team": team}
    if outcome == "gahwa":
        return _gahwa_item(rules, item, at, dealer)
    if outcome == "thrown_in":
        if not can_throw_in(rules):
            raise ImpossibleState.of("never_thrown_in", at + "/outcome")
        return {"dealer": dealer, "outcome": outcome}
    if outcome in ("litige", "hanging") and TIE_OUTCOME.get(rules.tie) != outcome:
        raise ImpossibleState.of("outcome_not_in_ruleset", at + "/outcome", preset=rules.preset,
                                 outcome=outcome)
    taker = item.get("taker")
    if "taker" not in item:
        if rules.family != "pilotta":  # the shape allows it: this family's rules do not
            raise ImpossibleState.of("taker_missing", at + "/taker")
        taker = 0  # optional (§13.12): nothing is ever held over, so nobody is paid
    if not _is_int(taker) or not 0 <= taker <= 3:
        raise MalformedInput("taker must be a seat from 0 to 3", at + "/taker")
    score = item.get("score")
    if not isinstance(score, (list, tuple)) or len(score) != 2:
        raise MalformedInput("score must be a list of two numbers, one per team", at + "/score")
    for t, s in enumerate(score):
        if not _is_int(s) or s < 0:
            raise MalformedInput("a score is an integer of 0 or more", f"{at}/score/{t}")
    held = item.get("held_over", 0)
    if not _is_int(held) or held < 0:
        raise MalformedInput("held_over must be an integer of 0 or more", at + "/held_over")
    if held and outcome not in ("litige", "hanging"):
        raise ImpossibleState.of("nothing_held_over", at + "/held_over", outcome=outcome)
    return {"dealer": dealer, "taker": taker, "outcome": outcome, "score": tuple(score),
            "held_over": held}


def _gahwa_item(rules: Ruleset, item: dict[Any, Any], at: str, dealer: int) -> Item:
    """``{"dealer", "outcome": "gahwa", "team"}``; with ``flat_152`` a missing or
    ``[0, 0]`` score counts 152 for ``team``."""
    if rules.bidding != "baloot_auction":
        raise ImpossibleState.of("outcome_not_in_ruleset", at + "/outcome",
                                 preset=rules.preset, outcome="gahwa")
    team = item.get("team")
    if not _is_int(team) or team not in (0, 1):
        raise MalformedInput("team must be 0 or 1", at + "/team")
    score = item.get("score")
    if score is not None and (not isinstance(score, (list, tuple)) or len(score) != 2 or any(
            not _is_int(s) or s < 0 for s in score)):
        raise MalformedInput("score must be a list of two integers of 0 or more", at + "/score")
    flat = [0, 0]
    if rules.gahwa == "flat_152":
        flat[team] = FLAT_GAHWA
        if score is not None and list(score) not in ([0, 0], flat):
            raise ImpossibleState.of("baloot_gahwa_score", at + "/score", team=team)
    elif score is not None and list(score) != [0, 0]:
        raise ImpossibleState.of("baloot_gahwa_score", at + "/score", team=team)
    return {"dealer": dealer, "outcome": "gahwa", "team": team, "score": tuple(flat)}
