"""Hidden hands: what a state tells about the cards it does not show, and random full
deals that agree with all of it.

A deal state carries some hands and hides others (``null``). What it shows publicly
narrows where each hidden card can be:

- the cards played, the hands shown, and (take-or-pass, once the auction is over) the
  turn-up, which went to the taker;
- how many cards each seat still holds;
- every card a hidden hand played: had that seat held card X then, would the card it
  played still have been legal? If not, it did not hold X (it showed a void by not
  following, by not trumping, by not overtrumping, by not beating the best card of an
  all-trump trick). Belote obligations only ever say "if you hold one of these cards you
  must play one of them", so this one-card test finds every such fact exactly.

Announcements are not part of a deal state, so nothing is read from them. The auction
is read by drawing again (``sample_agreeing``): a deal is kept when the rule-of-thumb
caller (``engine.search.hand_calls``) holding each hidden seat's sampled hand would have
made that seat's calls: a seat that passed holds no jack and two more in a suit it could
name, a seat that named a suit holds them there.

>>> from engine.deal.state import Deal
>>> deal = Deal.read({"rules": "classic", "dealer": 3, "turn_up": "QH",
...                   "auction": ["pass", "take"],
...                   "hands": [["JH", "9H", "TS", "KD", "QD", "8C", "7C"], None, None, None],
...                   "tricks": [["AS", "7H", "KS", "8S"]]})
>>> view = View(deal)        # seat 0's view: seat 1 took the queen of hearts turned up
>>> view.counts, codes(view.allowed[1] & SUIT_MASKS[0])  # seat 1 ruffed: no spade left
([7, 7, 7, 7], [])
>>> hands, stock = view.sample(random.Random(1))
>>> [h.bit_count() for h in hands], hands[0] == deal.hands[0], hands[1] >> parse_card("QH") & 1
([7, 7, 7, 7], True, 1)
"""

import random  # noqa: F401 (the module's doctest)
from typing import Any, cast

from engine.rules.bidding import FAMILIES, Auction
from engine.rules.cards import FULL_DECK, SUIT_MASKS, cards_in, codes, parse_card  # noqa: F401
from engine.errors import ImpossibleState
from engine.rules.play import legal_cards
from engine.deal.state import BIDDING, COMPLETE, PLAY, SEATS_FROM
from engine.search.hand_calls import fits, reading

SEARCH_LIMIT = 20000  # assignment steps before a state is declared impossible to complete
# deals drawn for one that agrees with the auction before the last one drawn is taken as
# it is (0: the auction is not read). Off: bench/duplicate.py bid-thumb over the same 712
# classic deals measured no gain from it (-1.8 ± 6.3 a deal alone, -1.2 ± 5.4 on top of
# call_values.OWN_VIEW; issue 32); 30 is the setting measured.
AGREE_TRIES = 0


class View:
    """What a state tells about its hidden cards.

    ``hands``: the hands shown (None: hidden); ``counts``: cards each seat holds now;
    ``pool``: the cards nobody can see; ``allowed[seat]``: the mask of the pool's cards
    that seat may hold; ``stock``: how many hidden cards are still in the stock (the
    auction phase, when the state does not carry it).
    """

    def __init__(self, deal: Any) -> None:
        self.deal = deal
        self.hands = list(deal.hands)
        seen = 0
        for hand in self.hands:
            seen |= hand or 0
        # every hand dealt whole: in the play, at its end, and in Baloot's doubling
        complete = deal.phase in (PLAY, COMPLETE) or deal.doubling
        played = self._played(deal) if complete else [0, 0, 0, 0]
        if complete:
            self.counts = [8 - p.bit_count() for p in played]
            for p in played:
                seen |= p
            self.stock = 0
        else:
            family = FAMILIES[deal.rules.bidding]
            self.counts = [family.FIRST_DEAL] * 4
            for card in deal.stock or ():
                seen |= 1 << card
            stock = 32 - 4 * family.FIRST_DEAL - (1 if deal.turn_up is not None else 0)
            for talon in deal.talon or ():  # Bela: the talons the state shows are dealt
                for card in talon or ():
                    seen |= 1 << card
                    stock -= 1
            self.stock = 0 if deal.stock else stock
        if deal.turn_up is not None:
            seen |= 1 << deal.turn_up
        self.pool = FULL_DECK & ~seen
        allowed = [0 if h is not None else self.pool for h in self.hands]
        if complete:
            if deal.phase != BIDDING:
                self._read_plays(deal, allowed)
            taker = deal._holder()  # who took the turn-up (Baloot: the receiver)
            if deal.turn_up is not None and self.hands[taker] is None:
                if not (played[taker] >> deal.turn_up & 1):
                    self.pool |= 1 << deal.turn_up
                    for seat in range(4):
                        allowed[seat] &= ~(1 << deal.turn_up)
                    allowed[taker] |= 1 << deal.turn_up
        self.allowed = allowed
        self.hidden = [s for s in range(4) if self.hands[s] is None]
        self.played = played
        self.readings = self._read_auction(deal)
        self.agreed = [0, 0]  # draws of sample_agreeing that agreed, and all of them

    def _read_auction(self, deal: Any) -> list[tuple[int, Any]]:
        """``(seat, reading)`` of each call a hidden seat made that says something of
        its hand (``engine.search.hand_calls.reading``)."""
        found: list[tuple[int, Any]] = []
        if deal.auction is None:  # a state that gives the contract, not the calls
            return found
        auction = Auction(deal.rules, deal.dealer, deal.auction.turn_up_suit,
                          deal.auction.turn_up, deal.auction.match_totals)
        for call in deal.auction.calls:
            seat = cast(int, auction.to_act)  # an auction still going has a seat to act
            if self.hands[seat] is None:
                read = reading(auction, call, deal.turn_up)
                if read is not None:
                    found.append((seat, read))
            auction.call(call)
        return found

    @staticmethod
    def _played(deal: Any) -> Any:
        played = [0, 0, 0, 0]
        for leader, trick in zip(deal.leaders, deal.tricks):
            for seat, card in zip(SEATS_FROM[leader], trick):
                played[seat] |= 1 << card
        return played

    def _read_plays(self, deal: Any, allowed: Any) -> None:
        """Strike from each hidden seat every card it cannot have held, trick by trick."""
        table, undertrump = deal.table, deal.rules.play
        later = [0, 0, 0, 0]  # cards each seat plays from this trick on
        plays = list(zip(deal.leaders, deal.tricks))
        for leader, trick in plays:
            for seat, card in zip(SEATS_FROM[leader], trick):
                later[seat] |= 1 << card
        for leader, trick in plays:
            for j, (seat, card) in enumerate(zip(SEATS_FROM[leader], trick)):
                # (a lead is read too in a closed Hokum: a trump led held no other suit)
                if (j or table.no_trump_lead) and self.hands[seat] is None:
                    for x in cards_in(allowed[seat]):
                        if not legal_cards(table, undertrump, later[seat] | 1 << x,
                                           trick[:j]) >> card & 1:
                            allowed[seat] &= ~(1 << x)
                later[seat] &= ~(1 << card)

    @property
    def complete(self) -> Any:
        """True when the hidden cards can lie in one way only (no choice to sample)."""
        free = [s for s in self.hidden if self.counts[s]]
        return not self.stock and len(free) <= 1

    def sample(self, rng: Any) -> tuple[Any, ...]:
        """``(hands, stock)``: four hands (masks, the shown ones as they are) dealing
        every hidden card to a seat that may hold it, each seat its count, and the
        unseen stock of the auction phase in random order (empty otherwise)."""
        need = {s: self.counts[s] for s in self.hidden}
        cards = cards_in(self.pool)
        rng.shuffle(cards)
        # the most constrained cards first: a dead end shows up early
        cards.sort(key=lambda c: sum(1 for s in self.hidden if self.allowed[s] >> c & 1))
        placed = _assign(cards, need, self.allowed, self.stock, rng)
        if placed is None:
            raise ImpossibleState.of("no_consistent_deal", "/hands")
        hands = list(self.hands)
        stock = []
        for card, seat in placed.items():
            if seat is None:
                stock.append(card)
            else:
                hands[seat] = (hands[seat] or 0) | 1 << card
        for seat in self.hidden:
            hands[seat] = hands[seat] or 0
        rng.shuffle(stock)
        return hands, stock


    def sample_agreeing(self, rng: Any, tries: int | None = None) -> Any:
        """``sample``, drawn again until the deal agrees with the auction (``agrees``),
        at most ``tries`` times (``AGREE_TRIES``): the last deal drawn when none did,
        and from then on every deal as it is drawn (the rule does not explain this
        auction: a seat bid otherwise)."""
        tries = AGREE_TRIES if tries is None else tries
        for _ in range(max(tries, 1)):
            hands, stock = self.sample(rng)
            if not (tries and self.readings):
                return hands, stock
            agreed = self.agrees(hands, rng)
            self.agreed[0] += agreed
            self.agreed[1] += 1
            if agreed:
                return hands, stock
        self.readings = []
        return hands, stock

    def agrees(self, hands: Any, rng: Any) -> bool:
        """Whether the rule-of-thumb caller holding ``hands`` makes the calls the
        hidden seats made. Once the cards still to deal are dealt, which of a seat's
        cards it held in the auction is drawn at random (as dealt: any of them alike)."""
        first = FAMILIES[self.deal.rules.bidding].FIRST_DEAL
        held: dict[int, int] = {}
        for seat, read in self.readings:
            hand = held.get(seat)
            if hand is None:
                hand = held[seat] = self._auction_hand(seat, hands[seat], first, rng)
            if not fits(hand, read):
                return False
        return True

    def _auction_hand(self, seat: int, hand: int, first: int, rng: Any) -> int:
        deal = self.deal
        hand |= self.played[seat]
        if deal.turn_up is not None:
            hand &= ~(1 << deal.turn_up)
        for card in (deal.talon or [None] * 4)[seat] or ():
            hand &= ~(1 << card)
        cards = cards_in(hand)
        if len(cards) <= first:
            return hand
        return sum(1 << c for c in rng.sample(cards, first))


def _assign(cards: Any, need: Any, allowed: Any, stock: Any, rng: Any) -> Any:
    """Depth-first, random order: each card to a seat allowed to hold it (or to the
    stock), weighting seats by the room they have left."""
    placed = {}
    room = dict(need)
    budget = [SEARCH_LIMIT]

    def place(i: Any) -> bool:
        if i == len(cards):
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        card = cards[i]
        options = [s for s in need if room[s] and allowed[s] >> card & 1]
        if room.get(None):
            options.append(None)
        weights = [room[s] for s in options]
        while options:
            k = _pick(rng, weights)
            seat = options.pop(k)
            weights.pop(k)
            room[seat] -= 1
            placed[card] = seat
            if place(i + 1):
                return True
            room[seat] += 1
        return False

    if stock:
        room[None] = stock
    if sum(room.values()) != len(cards):
        return None
    return placed if place(0) else None


def _pick(rng: Any, weights: Any) -> Any:
    x = rng.random() * sum(weights)
    for k, w in enumerate(weights):
        x -= w
        if x < 0:
            return k
    return len(weights) - 1
