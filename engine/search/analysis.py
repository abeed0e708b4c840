"""Double-dummy analysis of whole deals: the table of what every contract makes, and the
review of a hand played, card by card.

Both read the deal with every card face up and solve it exactly (``engine.search.solver``);
values are card points, last-trick bonus included, as in hints. Where the ruleset scores
roem (Klaverjas), a trick is worth its roem too and each team plays for the larger
difference of the two takes (``engine.search.roem_solver``), as the hints search.

>>> from engine.rules.cards import mask_of, parse_card
>>> from engine.rules.ruleset import PRESETS
>>> hands = [mask_of(parse_card(c) for c in h.split()) for h in (
...     "JH 9H AH TH KH QH 8H 7H", "AS TS KS QS JS 9S 8S 7S",
...     "AD TD KD QD JD 9D 8D 7D", "AC TC KC QC JC 9C 8C 7C")]
>>> rows = table(PRESETS["classic"], 3, hands)
>>> # each suit in one hand: in its trump, that hand's team takes every trick
>>> [(row["kind"], row["points"]) for row in rows]
[('S', [0, 162]), ('H', [162, 0]), ('D', [162, 0]), ('C', [0, 162])]
>>> rows[1]["takers"][1]
{'taker': 1, 'points': 0}
>>> table(PRESETS["contree"], 3, hands)[1]["takers"][0]
{'taker': 0, 'points': 162, 'highest_bid': 'capot'}
"""

import copy
from functools import lru_cache
from typing import Any

from engine.rules.bidding import BID_VALUES
from engine.rules.cards import CARD_CODES, codes, table_for  # noqa: F401 (the doctests)
from engine.rules.contract import CAPOT_BID, Contract
from engine.rules.declarations import belote_holders, compare
from engine.rules.scoring import score_hand
from engine.rules.roem import trick_roem
from engine.errors import ImpossibleState
from engine.search.roem_solver import solve_with_roem
from engine.search.solver import OutOfWork, Solution, core, native_can, solve

# Points lost by a card, and the name of its grade: the first bound it stays under.
GRADES = ((1, "exact"), (10, "inaccuracy"), (20, "mistake"), (None, "blunder"))


def grade(lost: Any) -> Any:
    """The grade of a card that lost ``lost`` points on the best one.

    >>> [grade(n) for n in (0, 4, 10, 19, 20, 90)]
    ['exact', 'inaccuracy', 'mistake', 'mistake', 'blunder', 'blunder']
    """
    for bound, name in GRADES:
        if bound is None or lost < bound:
            return name


# -- work -------------------------------------------------------------------------------

# The most cards one table or one review may try, by the core that searches it: a count of
# work, never of time, so that a request gets the same answer (or the same refusal) on any
# machine and under any load. Every table and review but Klaverjas's tries well under a
# hundredth of it; Klaverjas's roem search tries 15 to 350 million cards a table (about 25
# s of the C core on the reference machine at most, ``advice.CARDS_PER_MS``). The Python
# core counts its cards more finely and tries fewer a second.
WORK = {"native": 400_000_000, "python": 20_000_000}


class Work:
    """The cards one analysis may still try (``WORK``, by the core that searches: the C
    core when it can search every table the analysis reads, else the Python one). Spent
    past it, the analysis is refused: ``ImpossibleState`` ``analysis_too_costly``."""

    def __init__(self, tables: Any, play: Any) -> None:
        native = core() == "native" and all(native_can(t, play) for t in tables)
        self.max = WORK["native" if native else "python"]
        self.left = self.max

    def cap(self) -> int:
        """The cap for the next search: what is left (at least 1, a cap of 0 being none;
        a search that tries a card with nothing left is refused by ``spend``)."""
        return max(self.left, 1)

    def spend(self, nodes: int) -> None:
        self.left -= nodes
        if self.left < 0:  # done between two looks at the cap: still too much
            raise self.refusal()

    def refusal(self) -> ImpossibleState:
        return ImpossibleState.of("analysis_too_costly", "", max_work=self.max)


def _bounded(work: Any, search: Any) -> Any:
    """``search(cap)``'s answer, its cards spent from ``work``; past the cap, refused."""
    try:
        answer = search(work.cap())
    except OutOfWork:
        raise work.refusal() from None
    work.spend(answer.nodes if isinstance(answer, Solution) else answer[1])
    return answer


def table(rules: Any, dealer: Any, hands: Any, stop: Any = None) -> Any:
    """For each contract kind of ``rules``: ``{"kind", "points": [team 0, team 1],
    "takers": [{"taker", "points", "highest_bid"?}…]}`` — the card points each team takes
    when the eldest leads and all four seats play perfectly with every card known, and
    per taker what its team makes; in a point auction, ``highest_bid``: the highest bid
    (80…``bid_ceiling``, or "capot") whose contract that play makes, declarations and belote counted
    as the ruleset counts them (None when no bid makes). ``stop``: as for ``solve``.
    Within ``WORK`` cards tried in all, else ``ImpossibleState`` ``analysis_too_costly``."""
    eldest = (dealer + 1) % 4
    rows = []
    work = Work([rules.tables[kind] for kind in rules.contract_kinds], rules.play)
    for kind in rules.contract_kinds:
        table_ = rules.tables[kind]
        if rules.bidding == "point_auction":
            tricks = _best_line(table_, rules.play, hands, eldest, stop, work)
            points = _points(table_, tricks)
            capot = _bounded(work, lambda cap: capot_team(table_, rules.play, hands, eldest,
                                                           points, stop, cap))[0]
        elif rules.declarations == "roem":
            tricks = None
            points = _roem_points(table_, rules, hands, eldest, stop, work)
        else:
            tricks = None
            points = _bounded(work, lambda cap: team_points(table_, rules.play, hands, eldest,
                                                             stop, cap))[0]
        takers = []
        for taker in range(4):
            row = {"taker": taker, "points": points[taker % 2]}
            if tricks is not None:
                row["highest_bid"] = _highest_bid(rules, dealer, hands, Contract(taker, kind),
                                                  scored(table_, points, capot), tricks)
            takers.append(row)
        rows.append({"kind": kind, "points": points, "takers": takers})
    return rows


def team_points(table_: Any, undertrump: Any, hands: Any, leader: Any, stop: Any = None, cap: Any = None) -> tuple[Any, ...]:
    """``([team 0, team 1], cards tried)``: the card points (last-trick bonus included)
    each team takes from the eight-card ``hands`` when ``leader`` leads and all four seats
    play perfectly with every card known. ``stop`` and ``cap`` as for ``solve``
    (``SearchStopped``, ``OutOfWork``)."""
    solution = solve(table_, undertrump, hands, [], leader, every_card=False, stop=stop,
                     cap=cap)
    value = solution.value
    points = [value, table_.total - value] if leader % 2 == 0 else [table_.total - value, value]
    return points, solution.nodes


def _roem_points(table_: Any, rules: Any, hands: Any, leader: Any, stop: Any,
                 work: Any) -> Any:
    """``[team 0, team 1]``: card points plus roem each team takes from the eight-card
    ``hands`` with perfect play, both playing for the larger difference."""
    solution = _bounded(work, lambda cap: solve_with_roem(table_, rules, hands, [], leader,
                                                          stop=stop, cap=cap))
    mine = solution.value
    theirs = mine - max(solution.differences.values())
    return [mine, theirs] if leader % 2 == 0 else [theirs, mine]


def sweeps(table_: Any, undertrump: Any, hands: Any, leader: Any, team: Any, stop: Any = None, cap: Any = None) -> tuple[Any, ...]:
    """``(whether team takes all eight tricks whatever the others play, cards tried)``.

    Taking every point is not enough: a trick of sevens and eights is worth nothing, so a
    team can take all the points and still leave the others a trick. The search is the
    same one, on a table where every card is worth one point and the last trick nothing.

    >>> from engine.rules.cards import mask_of, parse_card
    >>> hands = [mask_of(parse_card(c) for c in h.split()) for h in (
    ...     "TS AS 9H 9D TD QD AD QC", "8S QS KS TH QH 8D 7C 9C",
    ...     "JS JH KH KD 8C TC JC AC", "7S 9S 7H 8H AH 7D JD KC")]
    >>> hearts = table_for("H")
    >>> team_points(hearts, "forced", hands, 2)[0], sweeps(hearts, "forced", hands, 2, 0)[0]
    ([162, 0], False)
    """
    solution = solve(_trick_counter(table_), undertrump, hands, [], leader, every_card=False,
                     stop=stop, cap=cap)
    tricks = solution.value // 4 if leader % 2 == team else 8 - solution.value // 4
    return tricks == 8, solution.nodes


def capot_team(table_: Any, undertrump: Any, hands: Any, leader: Any, points: Any, stop: Any = None, cap: Any = None) -> tuple[Any, ...]:
    """``(the team that takes every trick whatever the others do, or None; cards tried)``
    for the eight-card ``hands``, ``points`` being what each team takes with perfect play
    (``team_points``): only a team that takes every point can, and it then plays for the
    capot too, which costs it nothing."""
    for team in (0, 1):
        if points[team] == table_.total:
            swept, nodes = sweeps(table_, undertrump, hands, leader, team, stop, cap)
            return (team if swept else None), nodes
    return None, 0


def scored(table_: Any, points: Any, capot: Any) -> tuple[tuple[int, int], list[Any], Any]:
    """``(tricks_won, card_points, last_trick)`` as ``score_hand`` reads them, from the
    card points per team with the last-trick bonus included and the ``capot`` team: the
    trick counts only say whether a team took them all (scoring reads nothing else in
    them), and the bonus is taken back from a team that holds it (scoring adds it back).

    >>> scored(table_for("H"), [120, 42], None), scored(table_for("H"), [0, 162], 1)
    (((4, 4), [110, 42], 0), ((0, 8), [0, 152], 1))
    """
    last = capot if capot is not None else 0 if points[0] >= table_.last_trick else 1
    card_points = list(points)
    card_points[last] -= table_.last_trick
    tricks_won = (8, 0) if capot == 0 else (0, 8) if capot == 1 else (4, 4)
    return tricks_won, card_points, last


@lru_cache(maxsize=None)
def _trick_counter(table_: Any) -> Any:
    """``table_`` with every card worth one point and no last-trick bonus: a team's value
    is four times the tricks it takes."""
    counter = copy.copy(table_)
    counter.points, counter.last_trick, counter.total = (1,) * 32, 0, 32
    return counter


def _best_line(table_: Any, undertrump: Any, hands: Any, leader: Any, stop: Any = None,
               work: Any = None) -> Any:
    """One line of perfect play from the start: ``[(leader, trick)…]``, each mover playing
    a card of the best value for its team; within ``work`` (a ``Work``) when given."""
    tricks: list[Any]
    trick: list[Any]
    hands, tricks, trick = list(hands), [], []
    while any(hands):
        seat = (leader + len(trick)) % 4
        same = bool(tricks or trick)
        found = (solve(table_, undertrump, hands, trick, leader, every_card=False, stop=stop,
                       same_deal=same) if work is None else
                 _bounded(work, lambda cap: solve(table_, undertrump, hands, trick, leader,
                                                  every_card=False, stop=stop, cap=cap,
                                                  same_deal=same)))
        card = next(iter(found.cards))
        hands[seat] ^= 1 << card
        trick.append(card)
        if len(trick) == 4:
            tricks.append((leader, trick))
            leader = (leader + table_.winning_index(trick)) % 4
            trick = []
    return tricks


def _points(table_: Any, tricks: Any) -> Any:
    """The card points per team, last-trick bonus included, of a deal played out."""
    points, last = [0, 0], 0
    for leader, trick in tricks:
        best, trick_points = table_.trick_result(trick)
        last = (leader + best) % 2
        points[last] += trick_points
    points[last] += table_.last_trick
    return points


def _highest_bid(rules: Any, dealer: Any, hands: Any, contract: Any, summary: tuple[Any, Any, Any], tricks: Any) -> Any:
    declared = compare(hands, contract, rules, dealer).points
    belote = belote_holders(hands, contract, rules, tricks)
    for bid in sorted(BID_VALUES, reverse=True):
        if bid > rules.bid_ceiling and bid != CAPOT_BID:
            continue
        result = score_hand(rules, contract._replace(bid=bid), *summary, declared, belote,
                            check=False)
        if result.outcome == "made":
            return "capot" if bid == CAPOT_BID else bid
    return None


def review(deal: Any, stop: Any = None) -> dict[Any, Any]:
    """Every card played in ``deal`` (a ``state.Deal`` with every hand known), judged
    against perfect play: ``{"cards": [...], "teams": [...]}``.

    Each card: ``{"trick", "seat", "card", "value", "best", "best_cards", "lost",
    "grade"}`` — ``value`` the card points the seat's team ends the deal with when, after
    this card, everyone plays perfectly (points already won included), ``best`` the same
    for the best card it could have played (``best_cards``: every card worth it),
    ``lost`` their difference and ``grade`` its name (``GRADES``). Each team: points
    lost in all and how many of its cards got each grade. ``stop``: as for ``solve``.

    Where the ruleset scores roem (Klaverjas) values count each trick's roem, and a
    card is judged by the quantity both teams play for: ``lost`` is the difference of
    the two teams' takes it gives up on the best card (``best_cards`` the cards giving
    the largest difference, ``best`` the value after one of them). Within ``WORK`` cards
    tried in all, else ``ImpossibleState`` ``analysis_too_costly``."""
    cards: list[Any]
    cards, teams = [], [{"lost": 0, **{name: 0 for _, name in GRADES}} for _ in range(2)]
    if deal.contract is None or deal.table is None:
        return {"cards": cards, "teams": teams}
    table_, undertrump, rules = deal.table, deal.rules.play, deal.rules
    roem = rules.declarations == "roem"
    work = Work([table_], undertrump)
    hands = deal.start_hands()
    won = [0, 0]
    for i, (leader, played) in enumerate(zip(deal.leaders, deal.tricks)):
        trick: list[Any] = []
        for card in played:
            seat = (leader + len(trick)) % 4
            if roem:
                solution = _bounded(work, lambda cap: solve_with_roem(
                    table_, rules, hands, trick, leader, stop=stop, cap=cap))
                judged = solution.differences
            else:
                solution = _bounded(work, lambda cap: solve(
                    table_, undertrump, hands, trick, leader, stop=stop, cap=cap,
                    same_deal=bool(cards)))
                judged = solution.cards
            already = won[seat % 2]
            top = max(judged.values())
            best = already + solution.value
            value = already + solution.cards[card]
            lost = top - judged[card]
            cards.append({"trick": i, "seat": seat, "card": CARD_CODES[card], "value": value,
                          "best": best, "lost": lost, "grade": grade(lost),
                          "best_cards": codes(sum(1 << c for c, v in judged.items()
                                                  if v == top))})
            team = teams[seat % 2]
            team["lost"] += lost
            team[grade(lost)] += 1
            hands[seat] ^= 1 << card
            trick.append(card)
        if len(trick) == 4:
            best_index, points = table_.trick_result(trick)
            winner = (leader + best_index) % 2
            won[winner] += points + (trick_roem(trick, table_.trump, rules)[0] if roem else 0)
            if not any(hands):
                won[winner] += table_.last_trick
    return {"cards": cards, "teams": teams}

