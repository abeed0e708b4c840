"""The value of each legal call in the auction, for hints (``engine.search.advice``).

The value of a call is the expected hand score of the seat's team minus that of the other
team, as the hand would add them to the match (held-over points left out; a deal thrown
in is 0), over sampled deals. From each call the auction is played on the same way in
every deal: after a bid (or take, or double) everyone else passes: the call stands as the
contract. After a pass, each other seat in turn calls by the rule of thumb
(``engine.search.hand_calls``: the jack and two more of a suit it may name) from its own
hand in that deal, the only one it sees; the advised seat passes whenever it speaks
again. (``OWN_VIEW`` off: the other seats choose from what the advised seat knows, the
same in every deal, each naming the cheapest contract of the kind whose mean score over
the deals is best for its team if that mean is above 0, else passing; after a bid of the
seat's own everyone else passes. Choosing in each deal from that deal's cards would make
them see every card, taking exactly the contracts that pay them.) The deals drawn agree
with the auction so far as that rule reads it (``engine.search.sampling``).

Each contract reached is scored by the engine's scoring, declarations and belote
included, from the card points its play gives. Where the budget of work allows, that play
is perfect play with every card known (the double-dummy table's search,
``engine.search.analysis.team_points``, the eldest leading): each team's card points are exact,
and a team that takes every point has a capot when it can also take every trick
(``engine.search.analysis.capot_team``). Otherwise the contract is played out by the rule-of-thumb
player (``engine.search.playouts``) at all four seats — quick, not perfect play.

The budget decides, by counting cards tried, never the clock: sampled deals are added one
after another while the work left (less what the playouts would need) covers the solves
each needs — its own, and the earlier deals' when it changes a seat's choice; when
fewer than ``EXACT_MIN`` deals (or every deal asked for, if fewer) get solved, or the work
of the first ones says that many will not fit, every deal drawn is played out instead and
the answer's method says ``"playouts"``. Klaverjas always plays out: its roem needs the
pure-Python search (``engine.search.roem_solver``), far too slow for whole deals.
"""

from collections.abc import Callable
from typing import Any, cast

from engine.search.analysis import capot_team, scored, team_points
from engine.rules.bidding import FAMILIES, Auction, call_json
from engine.rules.contract import Contract
from engine.rules.declarations import belote_holders, compare
from engine.errors import check_stop
from engine.search.hand_calls import hand_call
from engine.search.playouts import playout
from engine.rules.game_points import BalootResult
from engine.rules.scoring import score_hand
from engine.search.solver import OutOfWork
from engine.deal.state import table_of
from engine.rules.projects import compare_projects

FLAT_GAHWA = 152  # what a gahwa is worth to a hint: a whole match's target

EXACT_MIN = 4      # fewest deals solved exactly for their values to stand
SOLVE_CALLS = True  # False: always play out (``bench/bots.py`` compares the two)
# the other seats call from their own hands (False: from the mean of the deals); measured
# by bench/duplicate.py bid-thumb over 712 classic deals: +9.0 ± 8.9 a deal over the mean's
OWN_VIEW = True
PLAYOUT_CARDS = 32  # the work of one playout, in cards played
# Card points perfect play gives a taker's team more than the bots then make of the same
# contracts (measured, issue 23: +6.4 ± 2.7): a solved contract's value is taken down by
# as much, so that calls are valued by the play that will follow, not by perfect play
# (not when every card is known: the answer is then exact).
TAKER_OPTIMISM = 6


def call_values(deal: Any, view: Any, samples: Any, work: Any, rng: Any, stop: Any) -> tuple[Any, ...]:
    """``(method, samples valued, [(call, total of its values)…])`` for every legal call
    of the seat to act in ``deal`` (in the auction), over deals drawn from ``view`` with
    ``rng``, within ``work`` (``engine.search.advice``'s budget of cards); ``stop`` as for
    ``engine.search.advice.advise``."""
    calls = deal.auction.legal()
    count = 1 if view.complete else samples
    drawn: list[tuple[Any, Any]] = []

    def sample(i: int) -> tuple[Any, Any]:
        check_stop(stop)
        if i == len(drawn):
            hands, stock = view.sample_agreeing(rng)
            drawn.append((hands, _undealt(deal, stock)))
        return drawn[i]

    # what playing out every deal may cost: four takers, every kind; kept out of the
    # solves' reach (a solve may overrun its cap a little: the C core looks at it now and
    # then), so that playouts never go short after solving failed
    reserve = min(work.left, count * PLAYOUT_CARDS * 4 * len(deal.rules.contract_kinds))
    rows = None
    if SOLVE_CALLS and deal.rules.declarations != "roem":
        rows = _solved_rows(deal, calls, count, sample, _Solved(deal, work, reserve, stop,
                                                            0 if view.complete else TAKER_OPTIMISM))
    method = "exact" if view.complete else "sampled"
    if rows is None:
        method, rows = "playouts", _played_rows(deal, calls, count, sample, work, reserve)
    totals = [(call_json(call), sum(row[i] for row in rows)) for i, call in enumerate(calls)]
    return method, len(rows), totals


def _solved_rows(deal: Any, calls: Any, count: Any, sample: Callable[[int], tuple[Any, Any]], solved: Any) -> Any:
    """Each call's value in each deal solved; None when fewer than ``EXACT_MIN`` (or
    ``count``) deals fit in the work ``solved`` may spend. Deals are added one after
    another, each time the lines worked out again over all of them (one more deal can
    change a seat's choice, and so what the earlier deals need solved); a deal whose
    solves do not fit is left out, with the lines of the deals before it."""
    work, reserve = solved.work, solved.reserve
    needed, allowance = min(count, EXACT_MIN), work.left - reserve
    lines, rows = _lines(deal, calls), []
    for i in range(count):
        lines.add(_Outcomes(deal, *sample(i), solved))
        try:
            rows = lines.rows()
        except OutOfWork:
            break
        spent = allowance - (work.left - reserve)
        if len(rows) < needed and spent * needed > allowance * len(rows):
            break  # at this rate the deals needed will not fit: give up early
    return rows if len(rows) >= needed else None


def _played_rows(deal: Any, calls: Any, count: Any, sample: Callable[[int], tuple[Any, Any]], work: Any, reserve: Any) -> Any:
    """Each call's value in each deal played out, until ``reserve`` cards are played."""
    lines, played = _lines(deal, calls), _PlayedOut(deal)
    for i in range(count):
        lines.add(_Outcomes(deal, *sample(i), played))
        rows = lines.rows()
        if played.cards >= reserve:
            break
    work.spend(played.cards)
    return rows


class _Lines:
    """How the auction goes on from each call of the seat, the same in every deal: after
    a bid (or take, or double) of its own everyone else passes; after its pass each other
    seat in turn names the cheapest contract of the kind whose mean score over all the
    deals is best for its team, if that mean is above 0 (a deal thrown in), else passes;
    the seat passes whenever it speaks again. A seat's choice is thus one policy for every
    deal, worked out from what the advised seat knows, never from one deal's cards: in a
    deal of its own each seat would take exactly the contracts that pay it, as if it saw
    every card."""

    def __init__(self, deal: Any, calls: Any) -> None:
        self.deal, self.calls, self.seat = deal, calls, deal.to_act
        self.deals: list[Any] = []  # an _Outcomes per deal
        self.sums: dict[Any, Any] = {}  # Contract -> [deals counted, total of team 0's scores in them]
        self.settled: tuple[Any, list[Any]] = None, []  # the contracts the calls reach, each deal's row for them

    def add(self, outcomes: Any) -> None:
        self.deals.append(outcomes)

    def rows(self) -> Any:
        """Each deal's value of each call, for the seat's team; scores the deals do not
        have yet are worked out (``OutOfWork`` may stop that: the lines stay as they were
        without the last deal added)."""
        contracts = [self._reached(call) for call in self.calls]
        reached, rows = self.settled
        if contracts != reached:
            rows = []
        sign = 1 if self.seat % 2 == 0 else -1
        rows = rows + [[0 if contract is None else sign * outcomes.score(contract)
                        for contract in contracts] for outcomes in self.deals[len(rows):]]
        self.settled = contracts, rows
        return rows

    def _after(self, call: Any) -> Any:
        """The deal's auction so far, replayed, then ``call``."""
        deal = self.deal
        auction = Auction(deal.rules, deal.dealer, deal.auction.turn_up_suit,
                          deal.auction.turn_up, deal.auction.match_totals)
        for earlier in deal.auction.calls:
            auction.call(earlier)
        auction.call(call)
        return auction

    def _reached(self, call: Any) -> Any:
        auction = self._after(call)
        others_bid = call[0] == "pass"  # after a call of its own, the seat is answered by passes
        while not auction.finished:
            auction.call(self._choice(auction, others_bid))
        return auction.contract

    def _choice(self, auction: Any, bids: Any) -> Any:
        """The call another seat makes: the best contract it can name if its team comes
        out ahead in it on the mean of the deals, else pass. The advised seat passes, and
        so does everyone when ``bids`` is false, except a seat the rules forbid to pass
        (a dealer who must name a suit): it names the best contract open to it."""
        bidder = auction.to_act
        legal = auction.legal()
        best, best_total = ("pass",), 0  # type: Any, Any
        if best not in legal:
            best, best_total = None, None
        elif bidder == self.seat or not bids:
            return best
        cheapest = {}
        for call in legal:
            kind = _named_kind(auction, call)
            if kind is not None and kind not in cheapest:
                cheapest[kind] = call
            elif call[0] == "ashkal" and kind in cheapest:
                cheapest[kind, "ashkal"] = call  # Baloot: a Sun whose turned card is the partner's
        for kind, call in cheapest.items():
            bid = call[1] if call[0] == "bid" else None
            receiver = (bidder + 2) % 4 if call[0] == "ashkal" else None
            total = self._total(Contract(bidder, kind[0] if type(kind) is tuple else kind, bid,
                                         receiver=receiver))
            if bidder % 2:
                total = -total
            if best_total is None or total > best_total:
                best, best_total = call, total
        # no contract to name and no pass (Baloot's buyer saying open or closed): the first
        return legal[0] if best is None else best

    def _total(self, contract: Any) -> Any:
        """Team 0's score difference in ``contract`` summed over every deal (the deals
        only grow, so a sum is carried on from the deals it already counts)."""
        counted = self.sums.setdefault(contract, [0, 0])
        while counted[0] < len(self.deals):
            counted[1] += self.deals[counted[0]].score(contract)
            counted[0] += 1
        return counted[1]


class _OwnLines(_Lines):
    """How the auction goes on from each call of the seat in each deal: every other
    seat calls by the rule of thumb (``engine.search.hand_calls``) from its own hand in
    that deal, which it alone sees; the seat passes whenever it speaks again."""

    def rows(self) -> Any:
        rows = self.settled[1]
        sign = 1 if self.seat % 2 == 0 else -1
        for outcomes in self.deals[len(rows):]:
            contracts = [self._reached_in(call, outcomes.hands) for call in self.calls]
            rows = rows + [[0 if contract is None else sign * outcomes.score(contract)
                            for contract in contracts]]
            self.settled = None, rows
        return rows

    def _reached_in(self, call: Any, hands: Any) -> Any:
        auction = self._after(call)
        while not auction.finished:
            bidder = auction.to_act
            if bidder == self.seat:
                auction.call(self._choice(auction, True))
            else:
                auction.call(hand_call(auction, hands[bidder], self.deal.turn_up))
        return auction.contract


def _lines(deal: Any, calls: Any) -> Any:
    return (_OwnLines if OWN_VIEW else _Lines)(deal, calls)


class _Outcomes:
    """One sampled deal: the score of each contract it is asked about. ``summarise(contract,
    kind, hands)`` gives the summary ``score_hand`` reads of the contract's play from the
    completed ``hands``."""

    def __init__(self, deal: Any, hands: Any, stock: Any, summarise: Any) -> None:
        self.deal, self.hands, self.stock = deal, hands, stock
        self.summarise = summarise
        self.summaries: dict[Any, Any] = {}  # (taker, kind) -> what score_hand reads of its play
        self.scores: dict[Any, Any] = {}  # Contract -> score difference for team 0

    def score(self, contract: Any) -> Any:
        """Team 0's score less team 1's when ``contract`` is played in this deal."""
        found = self.scores.get(contract)
        if found is None:
            holder, kind = contract.holder, (contract.kind, contract.closed)
            summary = self.summaries.get((holder, kind))
            if summary is None:
                start = _completed(self.deal, self.hands, self.stock, holder)
                summary = self.summaries[holder, kind] = self.summarise(contract, start)
            result = score_hand(self.deal.rules, contract, *summary, check=False)
            if result.outcome == "gahwa":  # Baloot: the match itself, worth a whole target
                found = FLAT_GAHWA if cast(BalootResult, result).team == 0 else -FLAT_GAHWA
            else:
                found = result.score[0] - result.score[1]
            self.scores[contract] = found
        return found


class _Solved:
    """Contracts valued by perfect play, each solve capped by the work left above
    ``reserve`` (``OutOfWork`` past it). Takers dealt the same hands (every taker, when
    the whole deal is dealt before the auction) share one solve per kind."""

    def __init__(self, deal: Any, work: Any, reserve: Any, stop: Any, optimism: Any) -> None:
        self.rules, self.dealer, self.optimism = deal.rules, deal.dealer, optimism
        self.work, self.reserve, self.stop = work, reserve, stop
        self.solved: dict[Any, Any] = {}  # (kind, hands) -> what score_hand reads of perfect play

    def __call__(self, contract: Any, hands: Any) -> tuple[Any, ...]:
        rules, kind = self.rules, contract.kind
        table_ = table_of(rules, contract)
        key = (kind, contract.closed, tuple(hands))
        found = self.solved.get(key)
        if found is None:
            eldest = (self.dealer + 1) % 4
            points = self._spend(team_points, table_, rules.play, hands, eldest)
            capot = None  # only a team taking every point needs the search for a sweep
            if table_.total in points:
                capot = self._spend(capot_team, table_, rules.play, hands, eldest, points)
            found = self.solved[key] = (points, capot)
        points, capot = found
        team = contract.taker % 2
        if capot is None and self.optimism:
            shift = min(self.optimism, points[team])
            points = list(points)
            points[team] -= shift
            points[1 - team] += shift
        found = scored(table_, points, capot)
        # the pairs played as discards are not known without a line of play: all count
        return (*found, *_declared(hands, contract, rules, self.dealer))

    def _spend(self, search: Any, *args: Any) -> Any:
        cap = self.work.left - self.reserve
        if cap <= 0:  # a cap of 0 would mean no cap at all
            raise OutOfWork
        answer, nodes = search(*args, stop=self.stop, cap=cap)
        self.work.spend(nodes)
        return answer


class _PlayedOut:
    """Contracts valued by playing them out with the rule-of-thumb player; ``cards``
    counts the cards played."""

    def __init__(self, deal: Any) -> None:
        self.rules, self.dealer, self.cards = deal.rules, deal.dealer, 0

    def __call__(self, contract: Any, hands: Any) -> tuple[Any, ...]:
        rules = self.rules
        tricks_won, points, last, roem, tricks = playout(rules, contract.kind, hands,
                                                         (self.dealer + 1) % 4,
                                                         contract.closed)
        self.cards += PLAYOUT_CARDS
        if rules.declarations == "roem":  # Klaverjas: roem in place of both
            declared, belote = roem, (0, 0)
        elif rules.declarations == "projects":
            declared, belote = _declared(hands, contract, rules, self.dealer)
        else:
            declared = compare(hands, contract, rules, self.dealer).points
            belote = belote_holders(hands, contract, rules, tricks)
        return tricks_won, points, last, declared, belote


def _declared(hands: Any, contract: Any, rules: Any, dealer: Any) -> tuple[Any, ...]:
    """Declarations after the comparison and belote, per team (Baloot: projects and the
    scoring baloots)."""
    if rules.declarations == "projects":
        found = compare_projects(hands, contract.kind, rules, dealer)
        return found.points, found.belote
    plain = Contract(contract.taker, contract.kind)
    return compare(hands, plain, rules, dealer).points, belote_holders(hands, plain, rules)


def _named_kind(auction: Any, call: Any) -> Any:
    """The contract kind a call names (None for pass and doubling calls)."""
    if call[0] == "take":
        return auction.turn_up_suit
    if call[0] == "suit":
        return call[1]
    if call[0] == "bid":
        return call[2]
    if call[0] == "hokum":  # Baloot
        return call[1]
    if call[0] in ("sun", "ashkal"):
        return "NT"
    return None


def _undealt(deal: Any, sampled: Any) -> Any:
    """The cards still to deal, in the order ``_completed`` deals them: the state's stock
    then the sampled unseen ones; Bela's talon seat by seat from the eldest, a talon the
    state shows as it is, a hidden one drawn from the sampled cards."""
    if deal.talon is None:
        return list(deal.stock or ()) + sampled
    cards: list[Any]
    sampled, cards = list(sampled), []
    for k in range(4):
        talon = deal.talon[(deal.dealer + 1 + k) % 4]
        cards += talon if talon is not None else [sampled.pop() for _ in range(2)]
    return cards


def _completed(deal: Any, hands: Any, stock: Any, taker: Any) -> Any:
    """The eight-card hands once the stock is dealt as ``Deal.complete`` deals it: from
    the eldest, the taker gets the turn-up and two cards, every other seat three (Bela:
    each seat its two talon cards, here drawn from the unseen ``stock``)."""
    hands = list(hands)
    stock = list(stock)
    if not stock:
        return hands
    for k in range(4):
        seat = (deal.dealer + 1 + k) % 4
        packet = FAMILIES[deal.rules.bidding].TALON or 3
        if seat == taker and deal.turn_up is not None:
            hands[seat] |= 1 << deal.turn_up
            packet = 2
        for _ in range(packet):
            hands[seat] |= 1 << stock.pop(0)
    return hands

