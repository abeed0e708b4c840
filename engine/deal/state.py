"""The deal state of the HTTP contract (openapi.yaml): parsed, checked, and written back in
canonical form.

``Deal.read(doc)`` accepts the one serialized form for every phase and rejects, with the
exact reason and a JSON pointer, any state that could not happen: a card in two places,
a hand of the wrong size, an auction call that was not legal, a trick card that was not
legal when it was played (checked for every seat whose hand is known).

>>> deal = Deal.read({"rules": "classic", "dealer": 3, "turn_up": "QH", "auction": ["take"],
...                   "hands": [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C"], None, None],
...                   "tricks": [["AS", "7S", "KS", "8S"], ["TD"]]})
>>> deal.phase, deal.to_act, deal.contract.kind
(<Phase.PLAY: 'play'>, 1, 'H')
"""

from collections.abc import Iterator
from typing import Any, cast

from engine.rules.bidding import FAMILIES, Auction, CallT, call_json, read_call
from engine.rules.cards import (BITS, Table, CARD_BY_CODE, CARD_CODES, CONTRACT_KINDS, FULL_DECK, SUIT_MASKS,
                          card_code, codes, mask_of, parse_card)
from engine.rules.contract import CAPOT_BID, Contract
from engine.deal.dealing import Dealt
from engine.deal.events import Phase
from engine.errors import EngineError, IllegalAction, ImpossibleState, MalformedInput, plain
from engine.errors import pointer_token, unknown_field
from engine.rules.play import legal_cards, why_illegal
from engine.rules.ruleset import PRESETS, Ruleset, resolve_rules

STATE_FIELDS = ("rules", "dealer", "hands", "turn_up", "auction", "contract", "tricks", "stock",
                "talon", "match_totals")
# What /v1/deals answers beside a state's fields: accepted in a state and not read, so that
# answer can be sent back as it is.
DERIVED_FIELDS = ("phase", "to_act", "legal")
_STATE_FIELD_SET = frozenset(STATE_FIELDS + DERIVED_FIELDS)
_CONTRACT_FIELDS = ("taker", "kind", "bid", "multiplier", "receiver", "closed")
_BIT_BY_CODE = {code: BITS[card] for code, card in CARD_BY_CODE.items()}
_CALL_WORDS = ("pass", "take", "coinche", "surcoinche", "contre", "recontre", "sun", "ashkal",
               "double", "triple", "four", "gahwa", "open", "closed")
SEATS_FROM = tuple(tuple((leader + k) % 4 for k in range(4)) for leader in range(4))
BIDDING, PLAY, COMPLETE, THROWN_IN = Phase.BIDDING, Phase.PLAY, Phase.COMPLETE, Phase.THROWN_IN
COMPLETING = Phase.COMPLETING  # the auction is over and the stock not dealt yet: never answered
_Why = tuple[str, dict[str, str]]
_LISTS = ("hands", "calls", "stock", "talon", "leaders")  # a deal's lists of its own
_MISSING = object()  # why_illegal's answer for a card known not to be legal


class Deal:
    """One deal at one moment. Hands are bit masks (None: unknown), tricks lists of cards.

    Attributes derived on reading: ``phase``, ``to_act``, ``leaders`` (one per trick),
    ``auction`` (the replayed ``Auction`` or None), ``table`` (card table of the contract).
    """

    __slots__ = ("rules", "rules_doc", "dealer", "hands", "hand_lists", "turn_up", "calls",
                 "contract", "tricks", "stock", "auction", "table", "leaders", "phase", "to_act",
                 "talon", "belot", "match_totals", "doubling")
    rules: Ruleset
    rules_doc: Any
    dealer: int
    hands: list[int | None]
    hand_lists: Any
    turn_up: int | None
    calls: list[tuple[Any, ...]] | None
    contract: Contract | None
    tricks: list[list[int]]
    stock: list[int] | None
    auction: Auction | None
    table: Table
    leaders: list[int]
    phase: Phase
    to_act: int | None
    talon: list[list[int] | None] | None
    belot: int | None
    match_totals: tuple[int, int] | None
    doubling: bool

    @classmethod
    def read(cls, doc: object, prefix: str = "") -> "Deal":
        """Parse and check a deal state document; pointers are prefixed with ``prefix``."""
        try:
            return cls._read(doc)
        except EngineError as error:
            raise error.at(prefix) from None

    @classmethod
    def _read(cls, doc: object) -> "Deal":
        if not isinstance(doc, dict):
            raise MalformedInput("a deal state must be a JSON object")
        if not _STATE_FIELD_SET.issuperset(doc):
            key = next(k for k in doc if k not in _STATE_FIELD_SET)
            raise unknown_field(key, "/" + pointer_token(key), STATE_FIELDS)
        deal = cls.__new__(cls)
        deal.leaders = []  # (one per trick, once there is a play)
        if "rules" not in doc:
            raise MalformedInput("rules is required", "/rules")
        deal.rules_doc = spec = doc["rules"]
        # a preset's name, the most common rules, in one look-up
        rules = PRESETS.get(spec) if type(spec) is str else None
        deal.rules = read_rules(spec, "/rules") if rules is None else rules
        deal.dealer = read_seat(doc.get("dealer"), "/dealer")
        deal.hand_lists, deal.hands = _read_hands(doc.get("hands"))
        deal.turn_up = None if doc.get("turn_up") is None else read_card(doc["turn_up"], "/turn_up")
        calls = doc.get("auction")
        if calls is not None and not isinstance(calls, list):
            raise MalformedInput("auction must be a list of calls", "/auction")
        deal.calls = None if calls is None else _read_calls(deal.rules, calls)
        contract = doc.get("contract")
        # Pilotta's family plays a contract without its bid (§13.12): only a score needs it
        deal.contract = None if contract is None else read_contract(
            deal.rules, contract, "/contract", need_bid=deal.rules.family != "pilotta")
        deal.tricks = _read_tricks(doc.get("tricks"))
        stock = doc.get("stock")
        deal.stock = None if stock is None else read_cards(stock, "/stock")
        deal.talon = _read_talon(doc.get("talon"))
        deal.match_totals = _read_match_totals(doc.get("match_totals"))
        deal._check()
        return deal

    @classmethod
    def dealt(cls, rules: Ruleset, rules_doc: Any, dealt: Dealt,
              match_totals: tuple[int, int] | None = None) -> "Deal":
        """The deal ``dealt`` at the start of its auction, built without a document: what
        ``Deal.read`` gives for ``deal_cards``' answer."""
        deal = cls.__new__(cls)
        deal.rules, deal.rules_doc, deal.dealer = rules, rules_doc, dealt.dealer
        deal.hand_lists, deal.hands = [None] * 4, list(dealt.hands)
        deal.turn_up, deal.calls, deal.contract, deal.tricks = dealt.turn_up, [], None, []
        deal.stock = None if dealt.stock is None else list(dealt.stock)
        deal.talon = None if dealt.talon is None else [list(t) for t in dealt.talon]
        deal.match_totals, deal.belot, deal.doubling, deal.leaders = match_totals, None, False, []
        suit = None if dealt.turn_up is None else "SHDC"[dealt.turn_up >> 3]
        deal.auction = _replayed(rules, dealt.dealer, suit, [], dealt.turn_up, match_totals)
        deal.phase, deal.to_act = BIDDING, deal.auction.to_act
        return deal

    def copy(self) -> "Deal":
        """A copy that shares only what is never changed in place: its lists are copied,
        and its auction while it can still move."""
        other = Deal.__new__(Deal)
        other.rules, other.rules_doc, other.dealer = self.rules, self.rules_doc, self.dealer
        other.hands, other.hand_lists = list(self.hands), self.hand_lists
        other.turn_up, other.contract = self.turn_up, self.contract
        other.calls = None if self.calls is None else list(self.calls)
        other.tricks = [list(t) for t in self.tricks]
        other.stock = None if self.stock is None else list(self.stock)
        other.talon = None if self.talon is None else list(self.talon)
        other.leaders = list(self.leaders)
        other.table = getattr(self, "table", None)  # type: ignore[assignment]  # (no contract yet)
        other.phase, other.to_act = self.phase, self.to_act
        other.belot, other.match_totals = self.belot, self.match_totals
        other.doubling = self.doubling
        auction = self.auction
        other.auction = auction if auction is None or auction.finished else auction.copy()
        return other

    # -- checks -----------------------------------------------------------------------

    def _check(self) -> None:
        family = FAMILIES[self.rules.bidding]
        if self.turn_up is not None and not family.TURN_UP:
            raise ImpossibleState.of("no_turn_up", "/turn_up", bidding=self.rules.bidding)
        self._replay_auction(family)
        self.belot = None
        # Baloot: the contract is bought, its doubling still to say (§12.6)
        # (an auction replays whenever the state has no contract)
        self.doubling = self.contract is None and cast(Auction, self.auction).settled is not None
        if self.doubling:
            self.leaders = []
        if self.talon is not None and not family.TALON:
            raise ImpossibleState.of("no_talon", "/talon", bidding=self.rules.bidding)
        if self.doubling and self.stock:
            if self.tricks:
                raise ImpossibleState.of("card_before_contract", "/tricks/0/0")
            self.phase = COMPLETING
        elif self.contract is None:
            if self.tricks:
                raise ImpossibleState.of("card_before_contract", "/tricks/0/0")
            self.phase = THROWN_IN if cast(Auction, self.auction).thrown_in else BIDDING
            if self.phase == BIDDING and family.TURN_UP and self.turn_up is None:
                raise ImpossibleState.of("turn_up_missing", "/turn_up")
        elif self.stock or self.talon:
            if self.tricks:
                raise ImpossibleState.of("stock_not_dealt", "/stock" if self.stock else "/talon")
            self.phase = COMPLETING
        else:
            self.table = table_of(self.rules, self.contract)
            played = self._derive_leaders()
            self.phase = COMPLETE if len(self.tricks) == 8 and len(self.tricks[7]) == 4 else PLAY
        if self.phase == COMPLETE:
            for seat, hand in enumerate(self.hands):
                if hand:
                    raise ImpossibleState.of("cards_after_last_trick", f"/hands/{seat}",
                                             seat=seat)
            self.hands = [0, 0, 0, 0]
        if self.phase not in (PLAY, COMPLETE):
            played = [0, 0, 0, 0]
        self._check_counts(family, played)
        self._check_unique(played)
        if self.phase in (PLAY, COMPLETE):
            self._check_plays(played)
            self._check_belot()
        self.to_act = self._to_act()

    def _check_belot(self) -> None:
        """Bela's belot (§11.5): a seat holding a whole suit once the talon is taken wins
        the match at once, so the hand is over before any card."""
        if self.rules.belot != "wins_match":
            return
        start = self.start_hands()
        for k in range(1, 5):  # should two seats hold one, the first from the eldest counts
            seat = (self.dealer + k) % 4
            hand = start[seat]
            if hand is not None and any(hand == mask for mask in SUIT_MASKS):
                if self.tricks:
                    raise ImpossibleState.of("belot_not_played", "/tricks/0/0", seat=seat)
                self.belot, self.phase = seat, COMPLETE
                return

    def _replay_auction(self, family: Any) -> None:
        self.auction = None
        if self.contract is not None and (self.calls is None or (
                not self.calls and self.rules.family == "pilotta")):
            return  # Pilotta's family: an empty auction beside a contract is no auction
        self.calls = self.calls or []
        auction = self.auction = _replayed(self.rules, self.dealer, self._turn_up_suit(family),
                                           self.calls, self.turn_up, self.match_totals)
        if self.contract is not None:
            if self.contract.bid is None and auction.contract is not None:
                # a bid left out is the auction's (Pilotta's family, §13.12)
                self.contract = self.contract._replace(bid=auction.contract.bid)
            if auction.contract != self.contract:
                raise ImpossibleState.of("contract_mismatch" if auction.finished
                                         else "auction_not_over", "/contract")
        else:
            self.contract = auction.contract

    def _turn_up_suit(self, family: Any) -> str | None:
        if not family.TURN_UP or self.turn_up is None:
            if family.TURN_UP and self.calls:
                raise ImpossibleState.of("turn_up_missing", "/turn_up")
            return None
        return "SHDC"[self.turn_up >> 3]

    def _derive_leaders(self) -> list[int]:
        """The leader of each trick, and what each seat played (``_played_by``'s answer,
        worked out in the same pass)."""
        leader = (self.dealer + 1) % 4
        leaders, played, bits = [], [0, 0, 0, 0], BITS
        keys_by_suit, last = self.table.keys, len(self.tricks) - 1
        for i, trick in enumerate(self.tricks):
            leaders.append(leader)
            if len(trick) == 4:  # every trick but the last: written out, the hot case
                a, b, c, d = trick
                seats = SEATS_FROM[leader]
                played[seats[0]] |= bits[a]
                played[seats[1]] |= bits[b]
                played[seats[2]] |= bits[c]
                played[seats[3]] |= bits[d]
                # Table.winning_index written out: the first strongest card wins
                keys = keys_by_suit[a >> 3]
                best, key = 0, keys[a]
                if keys[b] > key:
                    best, key = 1, keys[b]
                if keys[c] > key:
                    best, key = 2, keys[c]
                if keys[d] > key:
                    best = 3
                leader = (leader + best) & 3
                continue
            if i != last:
                raise ImpossibleState.of("trick_incomplete", f"/tricks/{i}")
            for seat, card in zip(SEATS_FROM[leader], trick):
                played[seat] |= bits[card]
        self.leaders = leaders
        return played

    def _played_by(self) -> list[int]:
        played = [0, 0, 0, 0]
        for leader, trick in zip(self.leaders, self.tricks):
            for seat, card in zip(SEATS_FROM[leader], trick):
                played[seat] |= BITS[card]
        return played

    def _check_counts(self, family: Any, played: list[int]) -> None:
        if self.phase == BIDDING and self.doubling:  # the deal is complete
            expected = [8] * 4
        elif self.phase in (BIDDING, THROWN_IN, COMPLETING):
            expected = [family.FIRST_DEAL] * 4
            for seat, talon in enumerate(self.talon or ()):
                if talon is not None and len(talon) != family.TALON:
                    raise ImpossibleState.of("talon_size", f"/talon/{seat}", seat=seat,
                                             held=len(talon), expected=family.TALON)
            if self.stock:
                size = 32 - 4 * (family.FIRST_DEAL + family.TALON) - (1 if family.TURN_UP else 0)
                if len(self.stock) != size:
                    raise ImpossibleState.of("stock_size", "/stock", held=len(self.stock),
                                             expected=size)
                if family.TURN_UP and self.turn_up is None:
                    raise ImpossibleState.of("turn_up_missing", "/turn_up")
        else:  # in the play, a hand holds the cards its seat has not played yet
            expected = [8 - p.bit_count() for p in played]
        for seat, hand in enumerate(self.hands):
            if hand is not None and hand.bit_count() != expected[seat]:
                raise ImpossibleState.of("hand_size", f"/hands/{seat}", seat=seat,
                                         held=hand.bit_count(), expected=expected[seat])

    def _places(self) -> Iterator[tuple[int, str, int | None]]:
        """Every card the state places, with its pointer and the seat it belongs to."""
        turn_up_on_table = self._turn_up_on_table()
        for seat, cards in enumerate(self.hand_lists):
            for i, card in enumerate(map(CARD_BY_CODE.__getitem__, cards or ())):
                yield card, f"/hands/{seat}/{i}", seat
        if self.turn_up is not None and turn_up_on_table:
            yield self.turn_up, "/turn_up", None
        for i, card in enumerate(self.stock or ()):
            yield card, f"/stock/{i}", None
        for seat, talon in enumerate(self.talon or ()):
            for i, card in enumerate(talon or ()):
                yield card, f"/talon/{seat}/{i}", seat
        for i, trick in enumerate(self.tricks):
            lead = 0 if turn_up_on_table else self.leaders[i]
            for j, card in enumerate(trick):
                yield card, f"/tricks/{i}/{j}", (lead + j) % 4

    def _check_unique(self, played: list[int]) -> None:
        # Counts first: a card in two places makes the union smaller than the count. The
        # pointers are only worked out when something is wrong.
        seats = played[0] | played[1] | played[2] | played[3]
        count = sum(map(len, self.tricks))
        for hand in self.hands:
            if hand:
                seats |= hand
                count += hand.bit_count()
        union = seats
        for card in self.stock or ():
            union |= BITS[card]
        count += len(self.stock or ())
        for talon in self.talon or ():
            for card in talon or ():
                union |= BITS[card]
                count += 1
        if self.turn_up is not None and self._turn_up_on_table():
            union |= BITS[self.turn_up]
            count += 1
        clash = union.bit_count() != count
        held_by_taker = self.turn_up is not None and not self._turn_up_on_table()
        # Is the turn-up with any seat but the taker? With no card in two places, it is
        # when the seats hold it and the taker does not.
        taker = self._holder() if held_by_taker else 0
        misplaced = held_by_taker and (
            seats & ~((self.hands[taker] or 0) | played[taker])) >> cast(int, self.turn_up) & 1
        if not clash and not misplaced:
            return
        where_seen: dict[int, str] = {}
        for card, where, seat in self._places():
            if card in where_seen:
                raise ImpossibleState.of("card_in_two_places", where, card=card_code(card),
                                         first=where_seen[card], second=where)
            where_seen[card] = where
            if held_by_taker and card == self.turn_up and seat != self._holder():
                raise ImpossibleState.of("turn_up_with_taker", where, card=card_code(card),
                                         taker=self._holder())

    def _turn_up_on_table(self) -> bool:
        return self.phase not in (PLAY, COMPLETE) and not (self.phase == BIDDING
                                                          and self.doubling)

    def _holder(self) -> int:
        """The seat that took the turn-up: the taker, or Baloot's receiver."""
        contract = (self.contract if self.contract is not None
                    else cast(Auction, self.auction).settled)
        return cast(Contract, contract).holder

    def _check_leads(self, held: list[int]) -> None:
        """A closed Hokum (§12.7 rule 1): no trump led while holding another suit."""
        table, earlier = self.table, 0
        for i, (leader, trick) in enumerate(zip(self.leaders, self.tricks)):
            hand = held[leader] & ~earlier
            card = trick[0]
            if not legal_cards(table, self.rules.play, hand, []) >> card & 1:
                code, params = cast(_Why, why_illegal(table, self.rules.play, hand, [], card))
                raise ImpossibleState.of(code, f"/tricks/{i}/0", seat=leader,
                                         card=card_code(card), **params)
            for c in trick:
                earlier |= BITS[c]

    def _check_plays(self, played: list[int]) -> None:
        """Replay the tricks and check each card against what its seat held then.

        An unknown hand is known in part: it held every card it played later. Holding
        more cards only adds obligations (follow, beat, trump, overtrump), so a card not
        legal against that part was not legal against the whole hand either.
        """
        # What a seat held at a trick: all it ever held but the cards of earlier tricks
        # (every card is in one place: _check_unique came first), so no hand is updated
        # card by card.
        held = [p if h is None else h | p for h, p in zip(self.hands, played)]
        table, play, bits = self.table, self.rules.play, BITS
        if table.no_trump_lead:
            self._check_leads(held)
        # Most cards are legal on sight, with the answer legal_cards would give, given the
        # trick's master so far: a card of the led suit when that suit does not climb (it
        # climbs as trumps, in AT, untrumped under must_beat_plain), when the master is not
        # of that suit, when it beats the master or when the seat held nothing that did;
        # any card of a seat holding neither the led suit nor a trump that must cut; a
        # trump of a seat void in the led suit, when the master is no trump or the card
        # beats it. Every other card is left to legal_cards. A trick all of the led suit,
        # when it does not climb, needs no look at any hand.
        climbing, cut = FULL_DECK if play.must_beat_plain else table.climb_mask, table.cut_mask
        above, keys_by_suit = table.above, table.keys
        earlier = 0
        for i, (leader, trick) in enumerate(zip(self.leaders, self.tricks)):
            led = trick[0]
            led_suit = SUIT_MASKS[led >> 3]
            climbs = climbing >> led & 1
            cards = 0
            for card in trick:
                cards |= bits[card]
            if not climbs and cards & led_suit == cards:
                earlier |= cards
                continue
            keys = keys_by_suit[led >> 3]
            master, best = led, keys[led]
            seats = SEATS_FROM[leader]
            for j in range(1, len(trick)):
                card, seat = trick[j], seats[j]
                hand = held[seat] & ~earlier
                if led_suit >> card & 1:
                    beats = above[master]
                    on_sight = (not climbs or not led_suit >> master & 1
                                or beats >> card & 1 or not hand & beats)
                else:
                    on_sight = not hand & led_suit and (not hand & cut or cut >> card & 1 and (
                        not cut >> master & 1 or above[master] >> card & 1))
                if not (on_sight or legal_cards(table, play, hand, trick[:j]) >> card & 1):
                    code, params = cast(_Why, why_illegal(table, play, hand, trick[:j], card))
                    raise ImpossibleState.of(code, f"/tricks/{i}/{j}", seat=seat,
                                             card=card_code(card), **params)
                if keys[card] > best:
                    master, best = card, keys[card]
            earlier |= cards

    def _to_act(self) -> int | None:
        if self.phase == BIDDING:
            return cast(Auction, self.auction).to_act
        if self.phase != PLAY:
            return None
        if not self.tricks:
            return (self.dealer + 1) % 4
        trick, leader = self.tricks[-1], self.leaders[-1]
        if len(trick) < 4:
            return (leader + len(trick)) % 4
        return (leader + self.table.winning_index(trick)) % 4

    # -- moving on --------------------------------------------------------------------

    def start_hands(self) -> list[int | None]:
        """Each seat's hand before the first trick (None where unknown)."""
        return [None if h is None else h | p for h, p in zip(self.hands, self._played_by())]

    def complete(self) -> None:
        """Start the play once the auction is over, first dealing the stock if the state
        carries one (§5.1): from the eldest, the taker gets the turn-up and the rest of a
        three-card packet, every other seat three cards. Without the stock, a hand still
        short of eight cards is unknown from then on: its owner knows the rest of it."""
        stock = list(self.stock or ())
        for seat, talon in enumerate(self.talon or ()):  # Bela: each seat takes up its talon
            if self.hands[seat] is not None:
                self.hands[seat] = None if talon is None else cast(int, self.hands[seat]) | mask_of(
                    talon)
        self.talon = None
        if not stock:
            self.hands = [h if h is None or h.bit_count() == 8 else None for h in self.hands]
        for k in range(4 if stock else 0):
            seat = (self.dealer + 1 + k) % 4
            packet = []
            if seat == self._holder() and self.turn_up is not None:
                packet.append(self.turn_up)
            while len(packet) < 3:
                packet.append(stock.pop(0))
            if self.hands[seat] is not None:
                self.hands[seat] = cast(int, self.hands[seat]) | mask_of(packet)
        if self.stock is not None:
            self.stock = []
        self.leaders = []
        if self.contract is None:  # Baloot: the doubling follows the completed deal
            self.phase, self.to_act = BIDDING, cast(Auction, self.auction).to_act
            return
        self.table = table_of(self.rules, self.contract)
        self.phase = PLAY
        self.to_act = (self.dealer + 1) % 4
        self._check_belot()
        if self.belot is not None:
            self.to_act = None

    def contract_doc(self) -> dict[str, object]:
        """The contract's JSON form; a family that doubles always writes its multiplier."""
        family = FAMILIES[self.rules.bidding]
        return cast(Contract, self.contract).as_dict(family.DOUBLE is not None,
                                                     getattr(family, "RECEIVER", False))

    def as_dict(self) -> dict[str, Any]:
        """The canonical document: card lists in canonical order, leaders derived."""
        doc = {"rules": self.rules_doc, "dealer": self.dealer,
               "hands": [None if h is None else codes(h) for h in self.hands]}
        if self.turn_up is not None:
            doc["turn_up"] = card_code(self.turn_up)
        if self.calls is not None:  # most calls are one word: written without a call
            doc["auction"] = [c[0] if len(c) == 1 else call_json(c) for c in self.calls]
        if self.contract is not None:
            doc["contract"] = self.contract_doc()
        code = CARD_CODES.__getitem__  # each trick mapped in one call, not card by card
        doc["tricks"] = [[*map(code, t)] for t in self.tricks]
        if self.stock is not None:
            doc["stock"] = [CARD_CODES[c] for c in self.stock]
        if self.talon is not None:
            doc["talon"] = [None if t is None else codes(mask_of(t)) for t in self.talon]
        if self.match_totals is not None:
            doc["match_totals"] = list(self.match_totals)
        return doc


# -- reading values -------------------------------------------------------------------

def table_of(rules: Ruleset, contract: Contract) -> Table:
    """The card table of a contract: a closed Hokum's forbids trump leads (§12.7)."""
    return rules.tables[(contract.kind, "closed") if contract.closed else contract.kind]


def _read_match_totals(value: object) -> tuple[int, int] | None:
    """Baloot's match totals before this hand (the Sun double gate, §12.6)."""
    if value is None:
        return None
    if (type(value) is not list or len(value) != 2
            or any(type(v) is not int or v < 0 for v in value)):
        raise MalformedInput("match_totals is a list of two integers of 0 or more, team 0's "
                             "then team 1's", "/match_totals")
    return tuple(value)


def read_rules(spec: object, pointer: str) -> Ruleset:
    try:
        return resolve_rules(spec)
    except EngineError as error:
        raise error.at(pointer) from None


def read_seat(value: object, pointer: str) -> int:
    if type(value) is not int or not 0 <= value <= 3:
        raise MalformedInput("a seat is an integer from 0 to 3", pointer)
    return value


def read_card(value: object, pointer: str) -> int:
    try:
        return parse_card(value)
    except MalformedInput as error:
        raise MalformedInput(error.message, pointer) from None


def read_cards(values: object, pointer: str, limit: int = 32,
               index: int | None = None) -> list[int]:
    """A list of cards. ``pointer`` (with ``index`` appended, if given) is only written
    out on error: reading a state builds no pointer for a card that reads."""
    if not isinstance(values, list) or len(values) > limit:
        where = pointer if index is None else f"{pointer}/{index}"
        raise MalformedInput(f"expected a list of at most {limit} cards", where)
    try:
        cards = list(map(CARD_BY_CODE.get, values))
    except TypeError:  # an unhashable value (a list, an object): not a card
        cards = [CARD_BY_CODE.get(v) if type(v) is str else None for v in values]
    if None in cards:
        i = cards.index(None)
        where = pointer if index is None else f"{pointer}/{index}"
        read_card(values[i], f"{where}/{i}")  # raises, naming the card
    return cast(list[int], cards)


def read_hand(values: object, pointer: str) -> int:
    """A list of distinct cards, as a mask."""
    return mask_of(read_hand_list(values, pointer))


def read_hand_list(values: object, pointer: str, index: int | None = None) -> list[int]:
    """A list of distinct cards, in the input's order."""
    cards = read_cards(values, pointer, 32, index)
    if len(set(cards)) != len(cards):
        where = pointer if index is None else f"{pointer}/{index}"
        seen = set()
        for i, card in enumerate(cards):
            if card in seen:
                raise ImpossibleState.of("card_twice_in_hand", f"{where}/{i}",
                                         card=card_code(card))
            seen.add(card)
    return cards


def read_contract(rules: Ruleset, doc: object, pointer: str, need_bid: bool = True) -> Contract:
    """The contract of ``doc``; ``need_bid=False`` lets a point-auction contract omit its
    bid where only the kind matters (a trick, declarations)."""
    if not isinstance(doc, dict):
        raise MalformedInput("a contract is an object with taker and kind", pointer)
    baloot = getattr(FAMILIES[rules.bidding], "RECEIVER", False)
    for key in doc:
        if key in ("receiver", "closed") and not baloot:
            # a field of the contract's shape that only Baloot's auction gives meaning to:
            # the rules contradict it, as a ruleset field of another family would
            raise ImpossibleState.of("contradicts_family", f"{pointer}/{key}", field=key,
                                     value=plain(doc[key]), bidding=rules.bidding)
        if key not in _CONTRACT_FIELDS:
            raise unknown_field(key, f"{pointer}/{pointer_token(key)}", _CONTRACT_FIELDS)
    taker = read_seat(doc.get("taker"), pointer + "/taker")
    kind = doc.get("kind")
    if kind not in CONTRACT_KINDS:
        raise MalformedInput("kind is a suit letter (S, H, D, C), NT or AT", pointer + "/kind")
    if kind not in rules.contract_kinds:
        raise ImpossibleState.of("contract_kind_not_allowed", pointer + "/kind", kind=kind)
    bid = doc.get("bid")
    if rules.bidding == "point_auction" and (need_bid or bid is not None):
        if bid is None:
            raise ImpossibleState.of("bid_missing", pointer + "/bid")
        if bid == "capot":
            bid = CAPOT_BID
        elif type(bid) is not int or bid not in range(80, 241, 10):
            # every bid any ruleset allows reads (openapi.yaml's BidPoints); one above this
            # ruleset's ceiling then breaks its rules (422), in every family alike
            raise MalformedInput('bid is 80, 90, … 240 or "capot"', pointer + "/bid")
        elif bid > rules.bid_ceiling:
            raise ImpossibleState.of("contract_bid_above_ceiling", pointer + "/bid", bid=bid,
                                     ceiling=rules.bid_ceiling)
    elif bid is not None:
        raise ImpossibleState.of("bid_not_allowed", pointer + "/bid", bidding=rules.bidding)
    if baloot:
        return _baloot_contract(rules, doc, pointer, taker, kind)
    multiplier = doc.get("multiplier", 1)
    if (type(multiplier) is int and multiplier == 3) or multiplier == "gahwa":
        # a level of Baloot's doubling chain: the rules contradict it, not the shape
        raise ImpossibleState.of("contradicts_family", pointer + "/multiplier",
                                 field="multiplier", value=plain(multiplier),
                                 bidding=rules.bidding)
    if type(multiplier) is not int or multiplier not in (1, 2, 4):
        raise MalformedInput("multiplier is 1, 2 or 4", pointer + "/multiplier")
    if multiplier != 1 and rules.bidding == "take_or_pass":
        raise ImpossibleState.of("never_doubled", pointer + "/multiplier")
    return Contract(taker, kind, bid, multiplier)


def _baloot_contract(rules: Ruleset, doc: dict[Any, Any], pointer: str, taker: int,
                     kind: str) -> Contract:
    """§12.14: ``receiver`` (the taker, or its partner after Ashkal), ``multiplier`` 1, 2,
    3, 4 or "gahwa", ``closed`` only on a doubled Hokum, a Sun doubled at most once."""
    receiver = read_seat(doc.get("receiver", taker), pointer + "/receiver")
    if receiver != taker and (kind != "NT" or receiver != (taker + 2) % 4):
        raise ImpossibleState.of("baloot_receiver", pointer + "/receiver", taker=taker)
    multiplier = doc.get("multiplier", 1)
    if multiplier not in (1, 2, 3, 4, "gahwa") or type(multiplier) not in (int, str):
        raise MalformedInput('multiplier is 1, 2, 3, 4 or "gahwa"', pointer + "/multiplier")
    closed = doc.get("closed", False)
    if type(closed) is not bool:
        raise MalformedInput("closed is true or false", pointer + "/closed")
    if kind == "NT" and multiplier not in (1, 2):
        raise ImpossibleState.of("baloot_sun_multiplier", pointer + "/multiplier")
    if multiplier != 1 and multiplier not in rules.doubling_levels and kind != "NT":
        raise ImpossibleState.of("baloot_level_not_allowed", pointer + "/multiplier",
                                 multiplier=multiplier)
    if closed and (kind == "NT" or multiplier in (1, "gahwa")):
        raise ImpossibleState.of("baloot_closed_contract", pointer + "/closed")
    return Contract(taker, kind, None, multiplier, receiver, closed)


def _read_hands(hands: object) -> tuple[Any, list[int | None]]:
    """The hands as sent (``_places`` names their cards in that order) and as masks."""
    if hands is None:
        return [None] * 4, [None] * 4
    if not isinstance(hands, list) or len(hands) != 4:
        raise MalformedInput("hands is a list of 4 items, one per seat", "/hands")
    masks: list[int | None] = [None] * 4
    for seat, hand in enumerate(hands):
        if hand is not None:
            # One look-up per card; a card listed twice carries into another bit, so the
            # mask has fewer bits than the list has cards. Anything wrong (not a list, an
            # unknown code, a repeat) is read again by read_hand_list, which names it.
            try:
                mask = sum(map(_BIT_BY_CODE.__getitem__, hand)) if type(hand) is list and len(
                    hand) <= 32 else None
            except (KeyError, TypeError):  # not a card, or unhashable
                mask = None
            if mask is None or mask.bit_count() != len(hand):
                mask = mask_of(read_hand_list(hand, "/hands", seat))
            masks[seat] = mask
    return hands, masks


def _read_tricks(tricks: object) -> list[list[int]]:
    if tricks is None:
        return []
    if not isinstance(tricks, list) or len(tricks) > 9:
        raise MalformedInput("tricks is a list of at most 8 tricks", "/tricks")
    out, card = [], CARD_BY_CODE.__getitem__
    try:  # one look-up per card; anything wrong is read again by read_cards, which names it
        for trick in tricks:
            if type(trick) is not list or len(trick) > 4:
                raise TypeError
            out.append([*map(card, trick)])
    except (KeyError, TypeError):
        out = [read_cards(trick, "/tricks", 4, i) for i, trick in enumerate(tricks)]
    if out and not out[-1]:
        out.pop()
    if [] in out:
        raise ImpossibleState.of("trick_empty", f"/tricks/{out.index([])}")
    if len(out) > 8:
        raise ImpossibleState.of("too_many_tricks", "/tricks/8")
    return out


def _read_talon(talon: object) -> list[list[int] | None] | None:
    """Bela's talon: per seat, its two face-down cards (or null where unknown)."""
    if talon is None:
        return None
    if not isinstance(talon, list) or len(talon) != 4:
        raise MalformedInput("talon is a list of 4 items, one per seat", "/talon")
    return [None if t is None else read_hand_list(t, "/talon", s) for s, t in enumerate(talon)]


# Each family's one-word calls ("pass", "take", "coinche"…) by their JSON text: most calls
# of a state, each read in one look-up.
_WORD_CALLS = {family: {word: family.read(word) for word in _CALL_WORDS if family.read(word)}
               for family in FAMILIES.values()}


def _read_calls(rules: Ruleset, calls: list[Any]) -> list[CallT]:
    words = _WORD_CALLS[FAMILIES[rules.bidding]]
    try:
        return [words[call] if type(call) is str and call in words else
                read_call(rules, call, "", ImpossibleState) for call in calls]
    except EngineError as error:  # only now work out which call it was
        for i, call in enumerate(calls):
            read_call(rules, call, f"/auction/{i}", ImpossibleState)
        raise error


# Replayed auctions by (rules, dealer, turn-up suit, calls): every state of a deal after its
# auction replays the same calls, each through every rule check. What a replay ends with
# depends on those four alone, so it is worked out once. Only replays that pass are kept:
# their calls are as few as an auction can hold, whereas a refused one may carry any
# number after its first bad call, and redoing it stops there. The memo is emptied when
# full, so hostile traffic costs replays, never memory.
_REPLAYS: dict[tuple[Any, ...], dict[str, Any]] = {}
_REPLAYS_KEPT = 4096


def _replayed(rules: Ruleset, dealer: int, turn_up_suit: str | None, calls: list[CallT],
              turn_up: int | None = None,
              match_totals: tuple[int, int] | None = None) -> Auction:
    totals = match_totals or (0, 0)
    key = (rules, dealer, turn_up_suit, tuple(calls), turn_up, totals)
    found = _REPLAYS.get(key)
    if found is None:
        auction = Auction(rules, dealer, turn_up_suit, turn_up, totals)
        for i, call in enumerate(calls):
            try:
                auction.call(call)
            except IllegalAction as error:
                raise ImpossibleState(error.message, f"/auction/{i}", error.code,
                                      error.params) from None
        found = auction.__dict__.copy()
        if len(_REPLAYS) >= _REPLAYS_KEPT:
            _REPLAYS.clear()
        _REPLAYS[key] = found
    auction = Auction.__new__(Auction)
    auction.__dict__.update(found)
    auction.rules, auction.calls = rules, list(calls)  # the caller's rules; calls of its own
    return auction

