"""Hints: every legal action of the seat to act, valued and ranked.

Play phase: the value of a card is the number of card points (last-trick bonus
included) the seat's team ends the deal with — points already won plus what
double-dummy play of the rest gives after that card. With every hand that matters shown
the answer is exact; otherwise it is the average over random deals that agree with what
the state shows (``engine.search.sampling``), each solved double-dummy (``engine.search.solver``).

Auction phase: the value of a call is the expected hand score of the seat's team minus
that of the other team, the auction played on from the call in each sampled deal and the
contract it reaches scored from perfect play of that deal where the budget allows, else
from rule-of-thumb playouts (``engine.search.call_values``).
"""

import random
from typing import Any

from engine.search.call_model import beyond_model
from engine.search.call_values import call_values
from engine.rules.bidding import call_json
from engine.rules.cards import CARD_CODES, cards_in
from engine.errors import check_stop
from engine.rules.play import legal_cards
from engine.search.playouts import thumb_tricks
from engine.rules.roem import trick_roem
from engine.search.roem_solver import solve_samples_with_roem
from engine.search.score_play import score_values
from engine.search.sampling import View
from engine.search.solver import core, native_can, solve_samples
from engine.deal.state import PLAY

SAMPLES = (1, 200, 20)         # lowest, highest, default
BUDGET_MS = (1, 5000, 1000)
PLAYOUT_SAMPLES = 20           # deals played out when not even one can be solved in time


def advise(deal: Any, samples: int, budget_ms: int, seed: int | str = 0,
           objective: str = "points", stop: Any = None) -> dict[str, Any]:
    """The hints answer for the seat to act in ``deal`` (a ``Deal`` in its auction or its
    play, the hand to act known; ``engine.api.hints`` reads the request and checks it):
    ``samples`` deals at most within ``budget_ms`` of counted work, drawn from ``seed``
    (an integer or a short string); ``objective`` ``points`` or ``score`` (the play's).
    ``stop``: see ``engine.api.hints``."""
    seat = deal.to_act
    rng = random.Random(str(seed))
    view = View(deal)
    work = _Work(budget_ms, deal.phase == PLAY, _core_for(deal))
    if deal.phase == PLAY:
        method, solved, values = _play_values(deal, view, samples, work, rng, stop,
                                              objective == "score")
    else:
        method, solved, totals = call_values(deal, view, samples, work, rng, stop)
        values = [(call, _mean(total, solved)) for call, total in totals]
    ranked = sorted(values, key=lambda item: -item[1])
    if deal.phase != PLAY and deal.rules.bidding == "point_auction":  # bids far above what the calibrated model gives the hand last
        beyond = {str(call_json(c)) for c in deal.auction.legal() if beyond_model(deal, c)}
        ranked.sort(key=lambda item: str(item[0]) in beyond)
    answer = {"seat": seat, "phase": deal.phase.value, "method": method, "samples": solved,
              "core": work.core}
    kept, drawn = view.agreed
    if drawn:  # the auction said something of the hidden hands
        answer["consistent_share"] = round(kept / drawn, 2)
    answer["actions"] = [_action(*item) for item in ranked]
    return answer


def _action(action: Any, value: Any, points: Any = None, goal: Any = None) -> dict[Any, Any]:
    if points is None:
        return {"action": action, "value": value}
    return {"action": action, "value": value, "points": points, "goal": goal}


# -- play -------------------------------------------------------------------------------

def _play_values(deal: Any, view: Any, samples: Any, work: Any, rng: Any, stop: Any, for_score: bool = False) -> tuple[Any, ...]:
    """``(method, deals valued, [(card, value)…])``: a card's value is the card points
    the seat's team ends the deal with; in Klaverjas (roem) the difference of the two
    teams' takes, card points plus roem, that both play for (``roem_solver``).
    ``for_score`` (not in Klaverjas): ``(card, mean score difference, card points, goal
    share)`` (``engine.search.score_play``), when deals were solved."""
    rules = deal.rules
    table, undertrump = deal.table, rules.play
    counts_roem = rules.declarations == "roem"  # Klaverjas: a trick is worth its roem too
    seat = deal.to_act
    if deal.tricks and len(deal.tricks[-1]) < 4:
        trick, leader = deal.tricks[-1], deal.leaders[-1]
        done = zip(deal.leaders[:-1], deal.tricks[:-1])
    else:
        trick, leader, done = [], seat, zip(deal.leaders, deal.tricks)
    won = 0
    for lead, cards in done:
        best, points = table.trick_result(cards)
        if counts_roem:  # the difference: the other team's tricks count against
            points += trick_roem(cards, table.trump, rules)[0]
            won += points if (lead + best - seat) % 2 == 0 else -points
        elif (lead + best - seat) % 2 == 0:
            won += points
    exact = view.complete
    check_stop(stop)
    drawn = [view.sample_agreeing(rng)[0] for _ in range(1 if exact else samples)]
    if counts_roem:
        solutions = solve_samples_with_roem(table, rules, drawn, trick, leader, work.left, stop)
    else:
        solutions = solve_samples(table, undertrump, drawn, trick, leader, work.left, stop)
    totals: dict[Any, Any] = {}
    solved = len(solutions)
    for solution in solutions:
        work.spend(solution.nodes)
        for card, value in solution.cards.items():
            totals[card] = totals.get(card, 0) + value
    method = "exact" if exact else "sampled"
    if not solved:  # the budget ran out inside the first solve: play deals out instead
        drawn = drawn[:PLAYOUT_SAMPLES]
        method = "playouts"  # known cards or not, the values are estimates
        totals, solved = _playout_values(deal, drawn, trick, leader), len(drawn)
    if for_score and not counts_roem and method != "playouts":
        scores = score_values(deal, drawn, solutions, won, seat)
        return method, solved, [(CARD_CODES[card], *scores[card]) for card in sorted(scores)]
    values = [(CARD_CODES[card], _mean(won * solved + total, solved))
              for card, total in sorted(totals.items())]
    return method, solved, values


def _playout_values(deal: Any, drawn: Any, trick: Any, leader: Any) -> Any:
    """Per legal card, the points the mover's team takes from the trick in progress on
    when everyone then plays ``thumb_card`` (Klaverjas: less the other team's), summed
    over the deals ``drawn``."""
    table, undertrump, seat = deal.table, deal.rules.play, deal.to_act
    totals: dict[Any, Any] = {}
    for hands in drawn:
        for card in cards_in(legal_cards(table, undertrump, hands[seat], trick)):
            start = list(hands)
            start[seat] ^= 1 << card
            points = _play_on(table, deal.rules, start, trick + [card], leader)
            mine = points[seat % 2]
            if deal.rules.declarations == "roem":  # the difference, as the search's
                mine -= points[1 - seat % 2]
            totals[card] = totals.get(card, 0) + mine
    return totals


def _play_on(table: Any, rules: Any, hands: Any, trick: Any, leader: Any) -> Any:
    """Card points per team, bonus included, from the trick in progress to the end (and
    the tricks' roem, in Klaverjas)."""
    points = [0, 0]
    counts_roem = rules.declarations == "roem"
    for _, cards, winner, trick_points in thumb_tricks(table, rules.play, hands, trick, leader):
        points[winner % 2] += trick_points + (
            trick_roem(cards, table.trump, rules)[0] if counts_roem else 0)
    points[winner % 2] += table.last_trick
    return points


# -- work -----------------------------------------------------------------------------

# Cards a core tries in a millisecond, measured by ``bench/solver.py`` on the reference
# machine (its "cards tried per ms of CPU", rounded down): ``budget_ms`` is converted to a
# count of cards once, so that the same request gets the same answer on any machine and
# under any load (the clock is never read). The reference machine has 2 cores, and the C
# core solves a play hint's sampled deals on both at once (``solver.threads()``): a play
# hint's millisecond is worth the cards of both.
CARDS_PER_MS = {"native": 16000, "python": 300}
PLAY_CORES = {"native": 2, "python": 1}


def _core_for(deal: Any) -> Any:
    """The core that values this hint: the C core does not know Baloot's closed Hokum nor
    a trump lead without the duty to climb (``solver.native_can``), the Python search
    values those."""
    name = core()
    if name == "python":
        return name
    if deal.phase == PLAY:
        return name if native_can(deal.table, deal.rules.play) else "python"
    settled = deal.auction.settled if deal.doubling else None
    closing = settled is not None and settled.kind != "NT" and (
        deal.rules.closed_lock != "none")
    return name if deal.rules.play.trump_climb == "always" and not closing else "python"


class _Work:
    """A budget of work in cards tried (or played out), from ``budget_ms``."""

    def __init__(self, budget_ms: Any, play: Any, core_name: Any = None) -> None:
        self.core = core_name or core()
        self.left = budget_ms * CARDS_PER_MS[self.core] * (PLAY_CORES[self.core] if play else 1)

    def spend(self, cards: Any) -> None:
        self.left = max(0, self.left - cards)


def _mean(total: Any, count: Any) -> Any:
    value = total / count
    return int(value) if value == int(value) else round(value, 2)


