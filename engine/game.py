"""A deal you hold: ``Game``, and a match of them: ``Match``.

A ``Game`` is the engine's deal state: dealt straight into it, moved on action by action,
taken back by ``undo()`` (an undo stack), copied by ``clone()``, seen from one seat by
``view(seat)``. Its ``legal_actions()`` are typed cards and calls, ``apply(action)``
returns typed events; ``to_dict()`` and ``Game.from_dict`` are the deal state document of
the HTTP contract, at its edge only. A bot needs nothing beside it: the trick in
progress and who is winning it, card strength and points under the contract in force,
``history()``, ``returns()``, int actions with a mask, and ``sample(rng)``, the full
deals a seat's view agrees with.

>>> game = Game.new("classic", seed=7, dealer=0)
>>> game.phase, game.to_act, game.legal_actions()
(<Phase.BIDDING: 'bidding'>, 1, [Call('pass'), Call('take')])
>>> [event.type for event in game.apply("take")]
['call', 'contract', 'deal_completed']
>>> game.phase, game.contract.kind, len(game.hand(1))
(<Phase.PLAY: 'play'>, 'D', 8)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from engine.deal.dealing import dealt_cards
from engine.deal.events import CallMade, CardPlayed, Event, Phase
from engine.deal.game import (_scorable, apply_action, card_reason, completed, hand_entry,
                              legal_mask, make_legal_call, play_legal_card, score_deal)
from engine.deal.state import (BIDDING, COMPLETE, COMPLETING, PLAY, THROWN_IN, Deal, _read_match_totals,
                               read_rules, read_seat)
from engine.errors import EngineError, IllegalAction, ImpossibleState
from engine.rules.bidding import FAMILIES, Auction, read_call
from engine.rules.cards import CARD_BY_CODE
from engine.rules.contract import Contract
from engine.rules.match import MatchResult, score_match
from engine.rules.ruleset import Ruleset
from engine.rules.scoring import BelotResult, DealResult
from engine.rules.values import CARDS, Action, Call, Card, cards_of

JSON = dict[str, Any]
_GOING_ON = (BIDDING, PLAY, COMPLETING)


class Game:
    """One deal, held. Build it with ``Game.new`` (a seeded deal) or ``Game.from_dict``
    (a deal state document); errors are ``engine.errors`` exceptions with a JSON pointer
    into that document."""

    __slots__ = ("_deal", "_history", "_undo", "_legal", "_calls", "_score", "_space")

    def __init__(self, deal: Deal, history: list[Action] | None = None) -> None:
        self._deal = deal
        self._history: list[Action] = history or []
        # one entry per action that can be taken back: a card's (seat, card, hands
        # before the last card or None), or the deal as it was before a call
        self._undo: list[Any] = []
        self._legal = -1  # the legal card mask of the deal as it stands (-1: not known)
        self._calls: list[Any] | None = None  # its legal calls, when last asked (None: not)
        self._score: DealResult | None = None
        self._space: ActionSpace | None = None

    # -- building -----------------------------------------------------------------------

    @classmethod
    def new(cls, rules: str | JSON = "classic", seed: int | str = 0, dealer: int | None = None,
            match_totals: tuple[int, int] | None = None) -> Game:
        """A deal dealt from ``seed`` (``POST /v1/deals``): the same seed gives the same
        cards on every machine; ``dealer`` None cuts for it from the seed.

        >>> Game.new("coinche", seed=3).dealer
        1
        """
        ruleset = read_rules(rules, "/rules")
        if dealer is not None:
            read_seat(dealer, "/dealer")
        totals = None if match_totals is None else _read_match_totals(list(match_totals))
        return cls(Deal.dealt(ruleset, rules, dealt_cards(ruleset, seed, dealer), totals))

    @classmethod
    def from_dict(cls, doc: JSON) -> Game:
        """The game a deal state document describes (checked whole, as every endpoint does).

        >>> Game.from_dict({"rules": "classic", "dealer": 3, "turn_up": "QH"}).to_act
        0
        """
        return cls(Deal.read(doc))

    def to_dict(self) -> JSON:
        """The deal state document, canonical (what ``/v1/play`` answers as ``state``)."""
        return self._deal.as_dict()

    # -- what it is ---------------------------------------------------------------------

    @property
    def rules(self) -> Ruleset:
        return self._deal.rules

    @property
    def dealer(self) -> int:
        return self._deal.dealer

    @property
    def phase(self) -> Phase:
        """``bidding``, ``play``, ``complete`` or ``thrown_in``."""
        return self._live().phase

    @property
    def to_act(self) -> int | None:
        """The seat to act, None once the deal is over."""
        return self._live().to_act

    @property
    def contract(self) -> Contract | None:
        return self._live().contract

    @property
    def auction(self) -> list[Call]:
        return [Call.intern(c) for c in self._deal.calls or ()]

    @property
    def tricks(self) -> list[list[Card]]:
        return [[CARDS[c] for c in trick] for trick in self._deal.tricks]

    @property
    def turn_up(self) -> Card | None:
        card = self._deal.turn_up
        return None if card is None else CARDS[card]

    def hand(self, seat: int) -> list[Card] | None:
        """The cards ``seat`` holds now, in the engine's order; None when hidden."""
        mask = self._live().hands[seat]
        return None if mask is None else cards_of(mask)

    def history(self) -> list[Action]:
        """The actions applied since this game was built or dealt, in order (a view keeps
        its game's: every action is public).

        >>> game = Game.new("classic", seed=1, dealer=0)
        >>> _ = game.apply("pass"); game.history()
        [Call('pass')]
        """
        return list(self._history)

    # -- the trick and the cards --------------------------------------------------------

    @property
    def current_trick(self) -> list[Card]:
        """The cards of the trick in progress, in play order ([] before its lead).

        >>> game = Game.from_dict({"rules": "classic", "dealer": 3, "turn_up": "QH",
        ...     "auction": ["take"], "tricks": [["AS", "7S"]]})
        >>> game.current_trick, game.trick_leader, game.winning_seat, game.winning_card
        ([<Card.SA: 7>, <Card.S7: 0>], 0, 0, <Card.SA: 7>)
        """
        return [CARDS[c] for c in self._trick()]

    @property
    def trick_leader(self) -> int | None:
        """The seat that led (or leads next) the trick in progress; None outside the play."""
        deal = self._live()
        if deal.phase != PLAY:
            return None
        return deal.leaders[-1] if self._trick() else deal.to_act

    @property
    def winning_seat(self) -> int | None:
        """The seat whose card wins the trick in progress so far (None: nothing led)."""
        trick = self._trick()
        if not trick:
            return None
        return (self._deal.leaders[-1] + self._deal.table.winning_index(trick)) % 4

    @property
    def winning_card(self) -> Card | None:
        """The card that wins the trick in progress so far (None: nothing led)."""
        trick = self._trick()
        return CARDS[trick[self._deal.table.winning_index(trick)]] if trick else None

    def _trick(self) -> list[int]:
        """The trick in progress ([] outside the play and between tricks)."""
        deal = self._deal
        tricks = deal.tricks
        if deal.phase != PLAY or not tricks or len(tricks[-1]) == 4:
            return []
        return tricks[-1]

    def card_points(self, card: Card) -> int:
        """What ``card`` is worth under the contract in force.

        >>> game = Game.from_dict({"rules": "classic", "dealer": 3, "turn_up": "QH",
        ...                        "auction": ["take"]})
        >>> game.card_points(Card.HJ), game.card_points(Card.SJ)
        (20, 2)
        """
        points: int = self._table().points[card]
        return points

    def beats(self, card: Card, other: Card, led: Card | None = None) -> bool:
        """Whether ``card``, played after ``other``, takes the trick from it, in a trick
        whose first card was ``led`` (by default ``other``).

        >>> game = Game.from_dict({"rules": "classic", "dealer": 3, "turn_up": "QH",
        ...                        "auction": ["take"]})
        >>> game.beats(Card.H7, Card.SA), game.beats(Card.S9, Card.SQ), game.beats(Card.H9, Card.HA)
        (True, False, True)
        """
        keys: tuple[int, ...] = self._table().keys[(other if led is None else led) >> 3]
        return keys[card] > keys[other]

    def _table(self) -> Any:
        deal = self._live()
        if deal.contract is None:
            raise ImpossibleState.of("deal_not_complete", "/contract")
        return deal.table if deal.phase == PLAY else self.rules.tables[deal.contract.kind]

    # -- what may be done ---------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """What the seat to act may do now: calls in the auction, cards in the play, [] once
        over. A hidden hand to play is ``ImpossibleState`` (``hand_unknown``).

        >>> Game.new("classic", seed=1, dealer=0).legal_actions()
        [Call('pass'), Call('take')]
        """
        deal = self._deal
        if deal.phase is PLAY:
            legal = self._legal
            if legal < 0:
                legal = self._legal = legal_mask(deal)
            return cards_of(legal)  # type: ignore[return-value]
        if deal.phase is COMPLETING:
            deal = completed(deal)
            if deal.phase is PLAY:
                return cards_of(legal_mask(deal))  # type: ignore[return-value]
        if deal.phase is BIDDING:
            auction: Auction = deal.auction  # type: ignore[assignment]
            calls = auction.legal()
            if deal is self._deal:
                self._calls = calls
            intern = Call.intern
            return [intern(c) for c in calls]
        return []

    def _cards(self) -> int:
        """The legal card mask of the deal (completed, if it must be)."""
        legal = self._legal
        if legal < 0:
            deal = self._deal
            legal = legal_mask(self._live())
            if deal.phase is PLAY:
                self._legal = legal
        return legal

    def is_legal(self, action: Action | str | JSON) -> bool:
        """Whether ``action`` may be made now, without making it: the same answer as
        ``legal_actions()``, and for a hidden hand, whether it can still hold the card.

        >>> game = Game.new("classic", seed=1, dealer=0)
        >>> game.is_legal("coinche"), game.is_legal(Call.PASS)
        (False, True)
        """
        deal = self._live()
        try:
            if deal.phase == PLAY:
                card = _card(action)
                if card is None:
                    return False
                if deal.hands[deal.to_act] is None:  # type: ignore[index]
                    return card_reason(deal, card) is None
                return bool(self._cards() >> card & 1)
            if deal.phase == BIDDING:
                raw = action.raw if type(action) is Call else read_call(deal.rules, action, "")
                auction: Auction = deal.auction  # type: ignore[assignment]
                return raw in auction.legal()
        except EngineError:
            return False
        return False

    # -- int actions --------------------------------------------------------------------

    @property
    def num_distinct_actions(self) -> int:
        """How many int actions the ruleset has: the 32 cards, then its auction's calls.

        >>> Game.new("classic").num_distinct_actions, Game.new("coinche").num_distinct_actions
        (38, 95)
        """
        return self._actions().size

    def action_to_int(self, action: Action) -> int:
        """``action``'s number: a card's index, or 32 plus the call's place in its family.

        >>> game = Game.new("classic")
        >>> game.action_to_int(Card.HJ), game.action_to_int(Call.PASS), game.int_to_action(33)
        (12, 32, Call('take'))
        """
        return self._actions().number(action)

    def int_to_action(self, number: int) -> Action:
        return self._actions().action(number)

    def legal_action_ints(self) -> list[int]:
        """The numbers of ``legal_actions()``, in their order."""
        space = self._actions()
        return [space.number(a) for a in self.legal_actions()]

    def legal_action_mask(self) -> list[int]:
        """1 for each legal action's number, 0 elsewhere (``num_distinct_actions`` long).

        >>> Game.new("classic", seed=1, dealer=0).legal_action_mask()[32:]
        [1, 1, 0, 0, 0, 0]
        """
        mask = [0] * self._actions().size
        deal = self._live()
        if deal.phase == PLAY:
            legal = self._cards()
            while legal:
                low = legal & -legal
                mask[low.bit_length() - 1] = 1
                legal ^= low
        else:
            for number in self.legal_action_ints():
                mask[number] = 1
        return mask

    def _actions(self) -> ActionSpace:
        if self._space is None:
            self._space = ActionSpace.for_rules(self.rules)
        return self._space

    # -- moving on ----------------------------------------------------------------------

    def apply(self, action: Action | str | JSON) -> list[Event]:
        """Make ``action`` (a ``Card``, a ``Call`` or their JSON form) for the seat to act;
        return what it made happen. An illegal action is ``IllegalAction`` (pointer
        ``/action``) and leaves the game as it was.

        >>> game = Game.new("classic", seed=1, dealer=0)
        >>> game.apply(Card.HJ)
        Traceback (most recent call last):
        ...
        engine.errors.IllegalAction: the auction is not over: make a call, not a card
        """
        deal = self._deal
        legal, self._legal = self._legal, -1
        calls, self._calls = self._calls, None
        undo: tuple[Any, ...] | Deal
        if deal.phase is PLAY:
            card = int(action) if type(action) is Card else _card(action)
            tricks = deal.tricks
            last = len(tricks) == 8 and len(tricks[7]) == 3
            undo = (deal.to_act, card, list(deal.hands) if last else None)
            if card is not None and legal > 0 and legal >> card & 1:
                events = play_legal_card(deal, card)
            else:  # refused, or a card of a hidden hand: the rules say which
                events = apply_action(deal, action if card is None else CARDS[card])
            self._history.append(CARDS[card])  # type: ignore[index]
        else:  # a call, or a card that completes the deal first: the deal as it was
            undo = deal.copy()
            try:
                if calls is not None and type(action) is Call and action.raw in calls:
                    events = make_legal_call(deal, action.raw)
                else:
                    events = apply_action(deal, action)
            except EngineError:
                self._deal = undo  # completing the deal moves it before any refusal
                raise
            self._history.append(_typed(action, events))
        self._undo.append(undo)
        self._score = None
        return events

    def undo(self) -> None:
        """Take the last action back: O(1), from the undo stack.

        >>> game = Game.new("classic", seed=1, dealer=0)
        >>> _ = game.apply("pass"); game.undo(); game.to_act, game.history()
        (1, [])
        """
        if not self._undo:
            raise IndexError("no action to undo")
        undo = self._undo.pop()
        self._history.pop()
        self._legal, self._calls, self._score = -1, None, None
        deal = self._deal
        if type(undo) is tuple:
            seat, card, hands = undo
            trick = deal.tricks[-1]
            trick.pop()
            if not trick:
                deal.tricks.pop()
                deal.leaders.pop()
            if hands is not None:
                deal.hands = list(hands)  # the entry stays as it is: a clone may share it
                deal.phase = PLAY
            elif deal.hands[seat] is not None:
                deal.hands[seat] |= 1 << card
            deal.to_act = seat
        else:
            self._deal = undo.copy()  # (a clone may share the entry)

    def clone(self) -> Game:
        """An independent copy: moving one never moves the other (nor undoing)."""
        game = Game(self._deal.copy(), list(self._history))
        game._undo = list(self._undo)  # entries are never changed in place
        game._space = self._space
        return game

    __copy__ = clone

    def view(self, seat: int) -> Game:
        """The game as ``seat`` knows it: its own hand and what is public; every other hand,
        every talon (Bela's lie face down, their owners' too, until taken up) and the stock
        unknown. Its ``legal_actions()`` are known when ``seat`` is to act; it cannot undo
        past the moment it was seen.

        >>> game = Game.new("classic", seed=1, dealer=0)
        >>> seen = game.view(2)
        >>> seen.hand(2) == game.hand(2), seen.hand(1), seen.to_dict().get("stock")
        (True, None, None)
        """
        deal = self._live().copy()
        # (a hand played out is known: empty; Bela's belot ends the deal with full hands)
        deal.hands = [h if s == seat or h == 0 else None for s, h in enumerate(deal.hands)]
        deal.stock = None
        if deal.talon is not None:
            deal.talon = [None] * 4
        game = Game(deal, list(self._history))
        game._space = self._space
        return game

    def sample(self, rng: random.Random | None = None) -> Game:
        """A full deal this game agrees with: every hidden card dealt to a seat that may
        hold it (what the game shows, the cards played, the voids they prove, the turn-up
        the taker holds), the stock and talons refilled; the hints' own sampler.

        >>> game = Game.new("classic", seed=1, dealer=0)
        >>> _ = game.apply("take")
        >>> drawn = game.view(0).sample(random.Random(4))
        >>> drawn.hand(0) == game.hand(0), all(drawn.hand(s) for s in range(4))
        (True, True)
        """
        from engine.search.sampling import View
        deal = self._live()
        if deal.phase == COMPLETE and not deal.tricks:
            raise ImpossibleState.of("deal_over", "")  # Bela's belot: no card to place
        hands, stock = View(deal).sample(rng or random.Random())
        full = deal.copy()
        full.hands = hands
        if deal.phase in (BIDDING, COMPLETING) and deal.stock is None and stock:
            if deal.talon is not None:  # Bela: the hidden cards are the talons
                full.talon = [t if t is not None else sorted(stock[2 * k:2 * k + 2])
                              for k, t in enumerate(deal.talon)]
            else:
                full.stock = list(stock)
        game = Game(full, list(self._history))
        game._space = self._space
        return game

    # -- the end ------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._deal.phase not in _GOING_ON

    def score(self) -> DealResult:
        """The hand's score once the deal is complete (``/v1/hands/score``), worked out
        once; a deal not complete or thrown in is ``ImpossibleState``."""
        if self._score is None:
            self._score = score_deal(self._live())
        return self._score

    def returns(self) -> list[int]:
        """What the deal gives each seat: its team's hand score; 0 to all for a deal not
        over or thrown in; Bela's belot gives the ruleset's target to the holder's team.

        >>> game = Game.new("classic", seed=1, dealer=0)
        >>> for _ in range(8):
        ...     _ = game.apply("pass")
        >>> game.phase, game.returns()
        (<Phase.THROWN_IN: 'thrown_in'>, [0, 0, 0, 0])
        """
        deal = self._deal
        if deal.phase in _GOING_ON or deal.phase == THROWN_IN or not _scorable(deal):
            return [0, 0, 0, 0]
        result = self.score()
        if isinstance(result, BelotResult):
            points = [0, 0]
            points[result.team] = self.rules.target
        else:
            points = list(result.score)
        return [points[0], points[1], points[0], points[1]]

    def match_entry(self) -> JSON | None:
        """The item this deal adds to its match (``/v1/matches/score``), None while it goes on."""
        deal = self._live()
        if deal.phase in (BIDDING, PLAY):
            return None
        if deal.phase == THROWN_IN:
            return {"dealer": deal.dealer, "outcome": "thrown_in"}
        return hand_entry(deal, self.score())

    def hint(self, **options: Any) -> JSON:
        """The search's ranking of the legal actions (``POST /v1/hints``'s answer); the
        options are that request's: ``samples``, ``budget_ms``, ``seed``, ``level``,
        ``objective``."""
        from engine.api import hints
        return hints({"state": self.to_dict(), **options})

    # -- equality -----------------------------------------------------------------------

    def _key(self) -> tuple[Any, ...]:
        deal = self._deal
        return (deal.rules, deal.dealer, tuple(deal.hands), deal.turn_up,
                tuple(deal.calls or ()), deal.contract, tuple(map(tuple, deal.tricks)),
                None if deal.stock is None else tuple(deal.stock),
                None if deal.talon is None else tuple(None if t is None else tuple(t)
                                                      for t in deal.talon),
                deal.match_totals, deal.phase)

    def __eq__(self, other: object) -> bool:
        """Games are equal when their deals are: the same cards in the same places, the
        same calls and tricks (how each got there does not count).

        >>> Game.new("classic", seed=2) == Game.new("classic", seed=2).clone()
        True
        """
        return isinstance(other, Game) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    # -- inside -------------------------------------------------------------------------

    def _live(self) -> Deal:
        """The deal as its questions read it: a finished auction's stock dealt (only a
        document can hold a deal at that moment; ``apply`` deals it then)."""
        deal = self._deal
        if deal.phase != COMPLETING:
            return deal
        return completed(deal)

    def __repr__(self) -> str:
        return f"<Game {self._deal.rules.preset} {self.phase.value}, to act: {self.to_act}>"


class ActionSpace:
    """The numbering of one ruleset's actions: the 32 cards, then every call of its
    auction family in that family's order (``all_calls``)."""

    __slots__ = ("calls", "size", "_index")
    _known: dict[Ruleset, ActionSpace] = {}

    def __init__(self, calls: list[Call]) -> None:
        self.calls = tuple(calls)
        self.size = 32 + len(self.calls)
        self._index = {call: 32 + i for i, call in enumerate(self.calls)}

    @classmethod
    def for_rules(cls, rules: Ruleset) -> ActionSpace:
        space = cls._known.get(rules)
        if space is None:
            calls = FAMILIES[rules.bidding].all_calls(rules)
            space = cls._known[rules] = cls([Call.intern(raw) for raw in calls])
        return space

    def number(self, action: Action) -> int:
        return int(action) if type(action) is Card else self._index[action]  # type: ignore[index]

    def action(self, number: int) -> Action:
        return CARDS[number] if number < 32 else self.calls[number - 32]


def _card(action: object) -> int | None:
    """The card index of a card action (typed or its code), None for anything else."""
    if type(action) is Card:
        return int(action)
    if type(action) is str:
        return CARD_BY_CODE.get(action)
    return None


def _typed(action: Any, events: list[Event]) -> Action:
    """The typed form of an action just made: what its call or card event carries."""
    for event in events:
        if type(event) is CallMade:
            return event.call
        if type(event) is CardPlayed:
            return event.card
    return action  # type: ignore[no-any-return]


class Match:
    """A match of deals: each dealt from ``"<seed>/<n>"`` (as docs/clients.md seeds them),
    the first dealer cut for, then the match's next dealer.

    >>> match = Match("classic", seed="m")
    >>> game = match.next_game()
    >>> while not game.is_over:
    ...     _ = game.apply(game.legal_actions()[0])
    >>> match.add(game).totals
    (0, 0)
    """

    __slots__ = ("rules", "seed", "entries", "_ruleset", "_result")

    def __init__(self, rules: str | JSON = "classic", seed: int | str = 0,
                 entries: Iterable[JSON] = ()) -> None:
        self.rules = rules
        self.seed = seed
        self.entries: list[JSON] = list(entries)
        self._ruleset = read_rules(rules, "/rules")
        self._result = score_match(self._ruleset, self.entries)

    @property
    def result(self) -> MatchResult:
        """The match so far (``/v1/matches/score``): totals, finished, winner, next dealer."""
        return self._result

    @property
    def finished(self) -> bool:
        return self._result.finished

    def next_game(self) -> Game:
        """The next deal, dealt; a finished match has none (``IllegalAction``)."""
        if self._result.finished:
            raise IllegalAction.of("deal_over", "")
        # the match so far goes with a deal whose auction reads it (Baloot's Sun gate)
        totals = self._result.totals if getattr(FAMILIES[self._ruleset.bidding], "RECEIVER",
                                                False) else None
        dealer: Any = self._result.next_dealer
        return Game.new(self.rules, f"{self.seed}/{len(self.entries)}", dealer,
                        None if totals is None else (totals[0], totals[1]))

    def add(self, game: Game) -> MatchResult:
        """Count a finished deal; returns the match so far."""
        entry = game.match_entry()
        if entry is None:
            raise ImpossibleState.of("deal_not_complete", "/tricks")
        self.entries.append(entry)
        self._result = score_match(self._ruleset, self.entries)
        return self._result


__all__ = ["ActionSpace", "Game", "Match"]
