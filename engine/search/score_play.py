"""Play for the score: a card valued by the hand score its perfect play gives, over the
sampled deals, with the card points and the share of deals in which the seat's team
reaches its goal (the taker's team makes its contract, the defenders set it) beside it.

Card points are what the double-dummy search maximises; the score is what a match adds
up, and the two part where a few points decide a contract: a card that takes less on
average can still make the contract in more deals. Each sampled deal's perfect line after
a card (the search's value) is scored by the engine's scoring: the team's final card
points, the other team's (the rest of the deal's), declarations and belote from the
deal's start hands (the sampled hands plus the cards each seat has played) and a capot
when a team ends with every point and the other has taken no trick yet (a trick of
sevens and eights taken later is not seen: perfect play of points does not count
tricks). ``advice`` asks for it with ``"objective": "score"``; Klaverjas, whose search
gives differences only, keeps its own objective.
"""

from typing import Any

from engine.rules.declarations import belote_holders, compare
from engine.rules.scoring import score_hand
from engine.search.analysis import scored


def score_values(deal: Any, drawn: Any, solutions: Any, won: Any, seat: int) -> dict[Any, Any]:
    """``{card: (mean score difference, mean card points, goal share)}`` for the seat's
    team over the deals ``drawn`` that ``solutions`` solved (in order); ``won``: the
    card points its team has already taken."""
    rules, contract, table = deal.rules, deal.contract, deal.table
    team = seat % 2
    played, took_a_trick = [0, 0, 0, 0], [False, False]
    for leader, cards in zip(deal.leaders, deal.tricks):
        for k, card in enumerate(cards):
            played[(leader + k) % 4] |= 1 << card
        if len(cards) == 4:
            took_a_trick[(leader + table.trick_result(cards)[0]) % 2] = True
    taker_team = contract.taker % 2
    sums: dict[Any, Any] = {}
    for hands, solution in zip(drawn, solutions):
        start = [hands[s] | played[s] for s in range(4)]
        declared = compare(start, contract, rules, deal.dealer).points
        belote = belote_holders(start, contract, rules)
        for card, mine in solution.cards.items():
            ours = won + mine
            points = [ours, table.total - ours] if team == 0 else [table.total - ours, ours]
            capot = None
            if ours == table.total and not took_a_trick[1 - team]:
                capot = team
            elif ours == 0 and not took_a_trick[team]:
                capot = 1 - team
            result = score_hand(rules, contract, *scored(table, points, capot), declared,
                                belote, check=False)
            difference = result.score[team] - result.score[1 - team]
            goal = (result.outcome == "made") == (team == taker_team)
            total = sums.setdefault(card, [0, 0, 0])
            total[0] += difference
            total[1] += ours
            total[2] += goal
    count = len(solutions)
    return {card: (_mean(a, count), _mean(b, count), round(c / count, 3))
            for card, (a, b, c) in sums.items()}


def _mean(total: Any, count: Any) -> Any:
    value = total / count
    return int(value) if value == int(value) else round(value, 2)
