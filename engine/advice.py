"""Hints: every legal action of the seat to act, valued and ranked.

Play phase: the value of a card is the number of card points (last-trick bonus
included) the seat's team ends the deal with — points already won plus what
double-dummy play of the rest gives after that card. With every hand that matters shown
the answer is exact; otherwise it is the average over random deals that agree with what
the state shows (``engine.sampling``), each solved double-dummy (``engine.solver``).

Auction phase: the value of a call is the expected hand score of the seat's team minus
that of the other team, as the hand would add them to the match (held-over points left
out; a deal thrown in is 0). For each sampled deal the auction is played on from the
call. After a bid (or take, or double) everyone else passes: the call stands as the
contract. After a pass, each other seat in turn makes the cheapest contract call of the
best kind open to it if its team would score more than the other in that contract, else
passes; the advised seat passes whenever it speaks again. A contract is played out by
the rule-of-thumb player (``thumb_card``) at all four seats — quick, not perfect play —
and scored by the engine's scoring, declarations and belote included.
"""

import random

from engine.bidding import FAMILIES, Auction, call_json
from engine.cards import CARD_CODES, cards_in, table_for
from engine.contract import Contract
from engine.dealing import seed_bytes
from engine.declarations import belote_holders, compare
from engine.errors import IllegalAction, ImpossibleState, MalformedInput, SearchStopped
from engine.play import legal_cards
from engine.roem import trick_roem
from engine.roem_solver import solve_with_roem
from engine.sampling import View
from engine.scoring import score_hand
from engine.solver import OutOfWork, core, solve
from engine.state import BIDDING, COMPLETING, PLAY, THROWN_IN, Deal, read_seat

SAMPLES = (1, 200, 20)         # lowest, highest, default
BUDGET_MS = (1, 5000, 1000)
PLAYOUT_SAMPLES = 20           # deals played out when not even one can be solved in time


def advise(doc, stop=None):
    """The hints answer for ``{"state", "seat"?, "samples"?, "budget_ms"?, "seed"?}``
    (its fields already checked by the caller: ``engine.api.hints``). ``stop``: see
    ``engine.api.hints``."""
    deal = Deal.read(doc["state"], "/state")
    if deal.phase == COMPLETING:
        deal.complete()
    if deal.phase not in (BIDDING, PLAY):
        raise IllegalAction.of("deal_thrown_in" if deal.phase == THROWN_IN else "deal_over",
                               "/state")
    seat = deal.to_act
    if doc.get("seat") is not None:
        asked = read_seat(doc["seat"], "/seat")
        if asked != seat:
            raise IllegalAction.of("not_your_turn", "/seat", asked=asked, seat=seat)
    samples = _bounded(doc, "samples", SAMPLES)
    budget = _bounded(doc, "budget_ms", BUDGET_MS)
    seed = doc.get("seed")
    if seed is None:  # absent or null: the default
        seed = 0
    seed_bytes(seed)  # the seed rules of deals: an integer or a short string
    rng = random.Random(str(seed))
    if deal.hands[seat] is None:
        raise ImpossibleState.of("hand_unknown", f"/state/hands/{seat}", seat=seat)
    view = View(deal)
    work = _Work(budget)
    if deal.phase == PLAY:
        method, solved, values = _play_values(deal, view, samples, work, rng, stop)
    else:
        method, solved, values = _call_values(deal, view, samples, work, rng, stop)
    ranked = sorted(values, key=lambda item: -item[1])
    return {"seat": seat, "phase": deal.phase, "method": method, "samples": solved,
            "core": work.core,
            "actions": [{"action": action, "value": value} for action, value in ranked]}


# -- play -------------------------------------------------------------------------------

def _play_values(deal, view, samples, work, rng, stop):
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
        if (lead + best - seat) % 2 == 0:
            won += points + (trick_roem(cards, table.trump, rules)[0] if counts_roem else 0)
    exact = view.complete
    totals, solved, drawn = {}, 0, []
    for _ in range(1 if exact else samples):
        _stopped(stop)
        hands, _stock = view.sample(rng)
        drawn.append(hands)
        try:
            if counts_roem:
                solution = solve_with_roem(table, rules, hands, trick, leader, stop=stop,
                                           cap=work.left)
            else:
                solution = solve(table, undertrump, hands, trick, leader, stop=stop,
                                 cap=work.left)
        except OutOfWork:
            break
        work.spend(solution.nodes)
        for card, value in solution.cards.items():
            totals[card] = totals.get(card, 0) + value
        solved += 1
        if not work.left:
            break
    if not solved:  # the budget ran out inside the first solve: play deals out instead
        while not exact and len(drawn) < min(samples, PLAYOUT_SAMPLES):
            drawn.append(view.sample(rng)[0])
        exact = False  # known cards, but values from playouts: an estimate
        totals, solved = _playout_values(deal, drawn, trick, leader), len(drawn)
    values = [(CARD_CODES[card], _mean(won * solved + total, solved))
              for card, total in sorted(totals.items())]
    return ("exact" if exact else "sampled"), solved, values


def _playout_values(deal, drawn, trick, leader):
    """Per legal card, the points the mover's team takes from the trick in progress on
    when everyone then plays ``thumb_card``, summed over the deals ``drawn``."""
    table, undertrump, seat = deal.table, deal.rules.play, deal.to_act
    totals = {}
    for hands in drawn:
        for card in cards_in(legal_cards(table, undertrump, hands[seat], trick)):
            start = list(hands)
            start[seat] ^= 1 << card
            points = _play_on(table, deal.rules, start, trick + [card], leader)
            totals[card] = totals.get(card, 0) + points[seat % 2]
    return totals


def _play_on(table, rules, hands, trick, leader):
    """Card points per team, bonus included, from the trick in progress to the end (and
    the tricks' roem, in Klaverjas)."""
    points = [0, 0]
    counts_roem = rules.declarations == "roem"
    for _, cards, winner, trick_points in _thumb_tricks(table, rules.play, hands, trick, leader):
        points[winner % 2] += trick_points + (
            trick_roem(cards, table.trump, rules)[0] if counts_roem else 0)
    points[winner % 2] += table.last_trick
    return points


# -- auction ----------------------------------------------------------------------------

def _call_values(deal, view, samples, work, rng, stop):
    seat, auction = deal.to_act, deal.auction
    calls = auction.legal()
    exact = view.complete
    totals, solved = [0] * len(calls), 0
    for _ in range(1 if exact else samples):
        _stopped(stop)
        hands, stock = view.sample(rng)
        outcome = _Outcomes(deal, hands, _undealt(deal, stock))
        for i, call in enumerate(calls):
            totals[i] += outcome.after(call)
        work.spend(outcome.work)
        solved += 1
        if not work.left:
            break
    values = [(call_json(call), _mean(total, solved)) for call, total in zip(calls, totals)]
    return ("exact" if exact else "sampled"), solved, values


class _Outcomes:
    """One sampled deal in the auction: what each call leads to, for the seat's team."""

    def __init__(self, deal, hands, stock):
        self.deal, self.hands, self.stock = deal, hands, stock
        self.seat = deal.to_act
        self.played = {}   # (taker, kind) -> the playout summary
        self.scores = {}   # Contract -> score difference for team 0

    @property
    def work(self):
        """Cards played so far, the measure of work of ``_Work``."""
        return 32 * len(self.played)

    def after(self, call):
        deal = self.deal
        auction = Auction(deal.rules, deal.dealer, deal.auction.turn_up_suit)
        for earlier in deal.auction.calls:
            auction.call(earlier)
        auction.call(call)
        others_bid = call[0] == "pass"  # after a call of its own, the seat is answered by passes
        while not auction.finished:
            auction.call(self._choice(auction, others_bid))
        if auction.contract is None:
            return 0
        diff = self._score(auction.contract)
        return diff if self.seat % 2 == 0 else -diff

    def _choice(self, auction, bids):
        """The call another seat makes: the best contract it can name if its team comes
        out ahead in it, else pass. The advised seat passes, and so does everyone when
        ``bids`` is false, except a seat the rules forbid to pass (a dealer who must name
        a suit): it names the best contract open to it."""
        bidder = auction.to_act
        legal = auction.legal()
        best, best_diff = ("pass",), 0
        if best not in legal:
            best, best_diff = None, None
        elif bidder == self.seat or not bids:
            return best
        cheapest = {}
        for call in legal:
            kind = _named_kind(auction, call)
            if kind is not None and kind not in cheapest:
                cheapest[kind] = call
        for kind, call in cheapest.items():
            bid = call[1] if call[0] == "bid" else None
            diff = self._score(Contract(bidder, kind, bid))
            if bidder % 2:
                diff = -diff
            if best_diff is None or diff > best_diff:
                best, best_diff = call, diff
        return best

    def _score(self, contract):
        found = self.scores.get(contract)
        if found is None:
            rules = self.deal.rules
            summary = self._played(contract.taker, contract.kind)
            result = score_hand(rules, contract, *summary, check=False)
            found = self.scores[contract] = result.score[0] - result.score[1]
        return found

    def _played(self, taker, kind):
        found = self.played.get((taker, kind))
        if found is None:
            deal = self.deal
            start = _completed(deal, self.hands, self.stock, taker)
            contract = Contract(taker, kind)
            tricks_won, points, last, tricks = playout(deal.rules, kind, start,
                                                       (deal.dealer + 1) % 4)
            if deal.rules.declarations == "roem":  # Klaverjas: roem in place of both
                declared, belote = _roem_won(deal.rules, kind, tricks), (0, 0)
            else:
                declared = compare(start, contract, deal.rules, deal.dealer).points
                belote = belote_holders(start, contract, deal.rules, tricks)
            found = self.played[(taker, kind)] = (tricks_won, points, last, declared, belote)
        return found


def _roem_won(rules, kind, tricks):
    table = table_for(kind, rules.all_trump_points, rules.no_trump_points)
    roem = [0, 0]
    for leader, trick in tricks:
        roem[(leader + table.winning_index(trick)) % 2] += trick_roem(trick, table.trump, rules)[0]
    return tuple(roem)


def _named_kind(auction, call):
    """The contract kind a call names (None for pass and doubling calls)."""
    if call[0] == "take":
        return auction.turn_up_suit
    if call[0] == "suit":
        return call[1]
    if call[0] == "bid":
        return call[2]
    return None


def _undealt(deal, sampled):
    """The cards still to deal, in the order ``_completed`` deals them: the state's stock
    then the sampled unseen ones; Bela's talon seat by seat from the eldest, a talon the
    state shows as it is, a hidden one drawn from the sampled cards."""
    if deal.talon is None:
        return list(deal.stock or ()) + sampled
    sampled, cards = list(sampled), []
    for k in range(4):
        talon = deal.talon[(deal.dealer + 1 + k) % 4]
        cards += talon if talon is not None else [sampled.pop() for _ in range(2)]
    return cards


def _completed(deal, hands, stock, taker):
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


def playout(rules, kind, hands, leader):
    """Play a whole deal with ``thumb_card`` at every seat: ``(tricks_won, card_points,
    last_trick_team, [(leader, trick)…])`` — the summary scoring needs."""
    table = table_for(kind, rules.all_trump_points, rules.no_trump_points)
    tricks_won, points, tricks = [0, 0], [0, 0], []
    for leader, trick, winner, trick_points in _thumb_tricks(
            table, rules.play, list(hands), [], leader):
        tricks.append((leader, trick))
        tricks_won[winner % 2] += 1
        points[winner % 2] += trick_points
    return tricks_won, points, winner % 2, tricks


def _thumb_tricks(table, undertrump, hands, trick, leader):
    """Every seat plays ``thumb_card`` from the trick in progress until the hands are empty
    (``hands`` and ``trick`` are played out in place): each trick as ``(leader, cards,
    winner, points)``."""
    while True:
        while len(trick) < 4:
            seat = (leader + len(trick)) % 4
            card = thumb_card(table, undertrump, hands[seat], trick)
            trick.append(card)
            hands[seat] ^= 1 << card
        best, points = table.trick_result(trick)
        winner = (leader + best) % 4
        yield leader, trick, winner, points
        if not any(hands):
            return
        trick, leader = [], winner


def thumb_card(table, undertrump, hand, trick):
    """A rule-of-thumb player: the strongest card that takes the trick if one does, else
    the cheapest card; on lead, its strongest card outside trumps (else its strongest
    trump)."""
    cards = cards_in(legal_cards(table, undertrump, hand, trick))
    if not trick:
        plain = [c for c in cards if not (table.cut_mask >> c) & 1] or cards
        return max(plain, key=lambda c: (table.order[c], table.points[c]))
    keys = table.keys[trick[0] >> 3]
    best = max(keys[c] for c in trick)
    winners = [c for c in cards if keys[c] > best]
    if winners:
        return max(winners, key=lambda c: keys[c])
    return min(cards, key=lambda c: (table.points[c], table.order[c]))


# -- work -----------------------------------------------------------------------------

# Cards a core tries in a millisecond, measured by ``bench/solver.py`` on the reference
# machine (its "cards tried per ms of CPU", rounded down): ``budget_ms`` is converted to a
# count of cards once, so that the same request gets the same answer on any machine and
# under any load (the clock is never read).
CARDS_PER_MS = {"native": 16000, "python": 300}


class _Work:
    """A budget of work in cards tried (or played out), from ``budget_ms``."""

    def __init__(self, budget_ms):
        self.core = core()
        self.left = budget_ms * CARDS_PER_MS[self.core]

    def spend(self, cards):
        self.left = max(0, self.left - cards)


# -- input ------------------------------------------------------------------------------

def _bounded(doc, name, bounds):
    low, high, default = bounds
    value = doc.get(name)
    if value is None:
        return default
    if type(value) is not int or not low <= value <= high:
        raise MalformedInput(f"{name} is an integer from {low} to {high}", "/" + name)
    return value


def _stopped(stop):
    if stop is not None and stop.is_set():
        raise SearchStopped


def _mean(total, count):
    value = total / count
    return int(value) if value == int(value) else round(value, 2)


