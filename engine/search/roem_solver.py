"""Double-dummy values for Klaverjas, where a trick is worth its card points plus its roem.

``engine.search.solver`` assumes a deal holds a fixed number of points, so that one team's gain
is the other's loss, and it prunes by treating cards of equal points alike; roem breaks
both (the points a deal holds depend on which cards fall together, and a seven and an
eight are not alike when they could make a run). This search makes no such assumption:
each team plays to end with more than the other — the difference of their card points
plus roem, which is what decides nat — and a position's value is what the mover's team
then takes. It is plain alpha-beta over single cards with exact values memoised at trick
boundaries. The C core runs the same search, card for card in the same order
(``engine/search/_native.c``'s ``roem_search``, asked with ``solver.roem_flags``); this
Python one is its reference, used when the C core is not built.

>>> from engine.rules.cards import CARD_CODES, mask_of, parse_card, table_for
>>> from engine.rules.ruleset import PRESETS
>>> hands = [mask_of(parse_card(c) for c in h.split())
...          for h in ("TH 7S", "JH 7D", "QH 7C", "KH 8S")]
>>> solution = solve_with_roem(table_for("H"), PRESETS["klaverjas-rotterdam"], hands, [], 0)
>>> # leading the ten of trumps makes a run of four and the stuk, 107, for the opponents
>>> solution.value, sorted((CARD_CODES[c], v) for c, v in solution.cards.items())
(24, [('7S', 24), ('TH', 0)])
"""

from typing import Any

from engine.rules.cards import cards_in
from engine.errors import SearchStopped
from engine.rules.play import legal_cards
from engine.rules.roem import trick_roem
from engine.search.solver import (CHECK_EVERY, OutOfWork, Solution, core, roem_flags, solve,
                                  solve_in_turn, solve_samples)

_WIDE = 10 ** 6


def solve_with_roem(table: Any, rules: Any, hands: Any, trick: Any, leader: Any, stop: Any = None, cap: Any = None) -> Any:
    """Every legal card of the seat to move valued as the card points plus roem its team
    takes from the trick in progress on (the cards already on the table count for the
    trick's winner), both teams playing for the larger difference (each card's in the
    ``Solution``'s ``differences``). ``stop`` and ``cap`` (the most cards tried) as
    ``engine.search.solver.solve`` (``SearchStopped``, ``OutOfWork``)."""
    if core() == "native":
        return solve(table, rules.play, hands, trick, leader, stop=stop, cap=cap,
                     flags=roem_flags(table, rules))
    return solve_roem_python(table, rules, hands, trick, leader, stop, cap)


def solve_roem_differences(table: Any, rules: Any, hands: Any, trick: Any, leader: Any, stop: Any = None, cap: Any = None) -> Any:
    """``solve_with_roem``'s differences alone: a ``Solution`` whose ``value`` and
    ``cards`` are the differences of the two teams' takes (the mover's less the other's),
    the quantity both play for. The C core finds them with windows and bounds passed from
    trick to trick, a small part of the cards the exact takes need."""
    if core() == "native":
        return solve(table, rules.play, hands, trick, leader, stop=stop, cap=cap,
                     flags=roem_flags(table, rules, difference=True))
    return _differences(solve_roem_python(table, rules, hands, trick, leader, stop, cap))


def _differences(solution: Any) -> Any:
    return Solution(max(solution.differences.values()), dict(solution.differences),
                    solution.nodes, solution.differences)


def solve_samples_with_roem(table: Any, rules: Any, deals: Any, trick: Any, leader: Any, budget: Any, stop: Any = None) -> Any:
    """``solver.solve_samples`` of ``solve_roem_differences``: each deal's differences."""
    if core() == "native":
        return solve_samples(table, rules.play, deals, trick, leader, budget, stop,
                             flags=roem_flags(table, rules, difference=True))
    return solve_in_turn(lambda hands, cap: _differences(solve_roem_python(
        table, rules, hands, trick, leader, stop, cap)), deals, budget)


def solve_roem_python(table: Any, rules: Any, hands: Any, trick: Any, leader: Any, stop: Any = None, cap: Any = None) -> Any:
    """``solve_with_roem`` in Python: the reference of the C core's roem search."""
    play, trump, last_bonus = rules.play, table.trump, table.last_trick
    hands, trick = list(hands), list(trick)
    memo: dict[Any, Any] = {}
    nodes = [0]

    def tick() -> None:
        nodes[0] += 1
        if cap and nodes[0] > cap:
            raise OutOfWork
        if nodes[0] % CHECK_EVERY == 0 and stop is not None and stop.is_set():
            raise SearchStopped

    def boundary(leader: Any) -> Any:
        """(mine, theirs) for the leader's team, from a new trick on, exactly."""
        if not hands[leader]:
            return 0, 0
        key = (hands[0], hands[1], hands[2], hands[3], leader)
        found = memo.get(key)
        if found is None:
            found = memo[key] = card(leader, [], -_WIDE, _WIDE)
        return found

    def card(leader: Any, cards: Any, alpha: Any, beta: Any) -> Any:
        """(mine, theirs) for the team of the seat to move; fail-hard outside the window."""
        seat = (leader + len(cards)) & 3
        best, best_diff = None, -_WIDE
        for played in cards_in(legal_cards(table, play, hands[seat], cards)):
            tick()
            hands[seat] ^= 1 << played
            cards.append(played)
            if len(cards) == 4:
                mine, theirs = _close(leader, seat, cards)
            else:
                theirs, mine = card(leader, cards, -beta, -alpha)
            cards.pop()
            hands[seat] ^= 1 << played
            diff = mine - theirs
            if diff > best_diff:
                best, best_diff = (mine, theirs), diff
                if diff > alpha:
                    alpha = diff
                    if alpha >= beta:
                        break
        return best

    def _close(leader: Any, seat: int, cards: Any) -> Any:
        index, points = table.trick_result(cards)
        points += trick_roem(cards, trump, rules)[0]
        winner = (leader + index) & 3
        if not hands[winner]:  # the eighth trick
            points += last_bonus
        mine, theirs = boundary(winner)
        mine += points
        return (theirs, mine) if (winner ^ seat) & 1 else (mine, theirs)

    seat = (leader + len(trick)) & 3
    values = {}
    for played in cards_in(legal_cards(table, play, hands[seat], trick)):
        hands[seat] ^= 1 << played
        trick.append(played)
        if len(trick) == 4:
            mine, theirs = _close(leader, seat, trick)
        else:
            theirs, mine = card(leader, trick, -_WIDE, _WIDE)
        trick.pop()
        hands[seat] ^= 1 << played
        values[played] = (mine - theirs, mine)
    best = max(values.values())
    return Solution(best[1], {c: mine for c, (_, mine) in values.items()}, nodes[0],
                    {c: diff for c, (diff, _) in values.items()})
