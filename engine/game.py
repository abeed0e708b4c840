"""A deal you hold: ``Game``, and a match of them: ``Match``.

A ``Game`` is one deal at one moment, read once and then moved on action by action: its
``legal_actions()`` are typed cards and calls, ``apply(action)`` returns typed events,
``clone()`` copies it cheaply, ``undo()`` takes the last action back, ``view(seat)`` is
the same game as one seat knows it, and ``to_dict()`` is the deal state document of the
HTTP contract, which ``Game.from_dict`` reads back.

>>> game = Game.new("classic", seed=7, dealer=0)
>>> game.phase, game.to_act, game.legal_actions()
(<Phase.BIDDING: 'bidding'>, 1, [Call('pass'), Call('take')])
>>> [event.type for event in game.apply("take")]
['call', 'contract', 'deal_completed']
>>> game.phase, game.contract.kind, len(game.hand(1))
(<Phase.PLAY: 'play'>, 'D', 8)
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from engine.deal.events import Event, Phase
from engine.deal.game import (apply_action, completed, hand_entry, play_legal_card,
                              score_deal)
from engine.deal.state import BIDDING, COMPLETING, PLAY, Deal, read_rules
from engine.errors import EngineError, IllegalAction, ImpossibleState
from engine.rules.bidding import FAMILIES
from engine.rules.contract import Contract
from engine.rules.match import MatchResult, score_match
from engine.rules.play import legal_cards
from engine.rules.ruleset import Ruleset
from engine.rules.scoring import DealResult
from engine.rules.values import CARDS, Action, Call, Card, cards_of

JSON = dict[str, Any]
_PHASES = {phase.value: phase for phase in Phase}
_GOING_ON = (BIDDING, PLAY, COMPLETING)


class Game:
    """One deal, held. Build it with ``Game.new`` (a seeded deal) or ``Game.from_dict``
    (a deal state document); errors are ``engine.errors`` exceptions with a JSON pointer
    into that document."""

    __slots__ = ("_deal", "_start", "_actions", "_ready", "_legal")

    def __init__(self, deal: Deal, start: JSON, actions: list[Any] | None = None) -> None:
        self._deal = deal
        self._start = start  # the document it was built from, never changed: for undo
        self._actions: list[Any] = actions or []
        self._ready: Deal | None = None  # the deal completed, while its auction ended
        # the legal cards legal_actions() last found for this very deal: applying one of
        # them needs no second look (0: none known)
        self._legal = 0

    # -- building -----------------------------------------------------------------------

    @classmethod
    def new(cls, rules: str | JSON = "classic", seed: int | str = 0, dealer: int | None = None,
            match_totals: tuple[int, int] | None = None) -> Game:
        """A deal dealt from ``seed`` (``POST /v1/deals``): the same seed gives the same
        cards on every machine; ``dealer`` None cuts for it from the seed.

        >>> Game.new("coinche", seed=3).dealer
        1
        """
        from engine.api import new_deal
        doc: JSON = {"rules": rules, "seed": seed}
        if dealer is not None:
            doc["dealer"] = dealer
        if match_totals is not None:
            doc["match_totals"] = list(match_totals)
        dealt = new_deal(doc)
        return cls(Deal.read(dealt), dealt)

    @classmethod
    def from_dict(cls, doc: JSON) -> Game:
        """The game a deal state document describes (checked whole, as every endpoint does).

        >>> Game.from_dict({"rules": "classic", "dealer": 3, "turn_up": "QH"}).to_act
        0
        """
        deal = Deal.read(doc)
        return cls(deal, deal.as_dict())

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
        return _PHASES[self._live().phase]

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

    def legal_actions(self) -> list[Action]:
        """What the seat to act may do now: calls in the auction, cards in the play, [] once
        over. A hidden hand to play is ``ImpossibleState`` (``hand_unknown``).

        >>> Game.new("classic", seed=1, dealer=0).legal_actions()
        [Call('pass'), Call('take')]
        """
        deal = self._live()
        if deal.phase == PLAY:
            seat: Any = deal.to_act
            hand = deal.hands[seat]
            if hand is None:
                raise ImpossibleState.of("hand_unknown", f"/hands/{seat}", seat=seat)
            tricks = deal.tricks
            trick = tricks[-1] if tricks and len(tricks[-1]) < 4 else ()
            legal = legal_cards(deal.table, deal.rules.play, hand, trick)
            if deal is self._deal:
                self._legal = legal
            return cards_of(legal)  # type: ignore[return-value]
        if deal.phase == BIDDING:
            auction: Any = deal.auction
            return [Call.intern(c) for c in auction.legal()]
        return []

    def is_legal(self, action: Action | str | JSON) -> bool:
        """Whether ``action`` may be made now, without making it.

        >>> Game.new("classic", seed=1, dealer=0).is_legal("coinche")
        False
        """
        try:
            self.clone().apply(action)
        except EngineError:
            return False
        return True

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
        legal, self._legal = self._legal, 0
        if legal and type(action) is Card and legal >> action & 1:
            events = play_legal_card(deal, int(action))
        elif deal.phase == COMPLETING:  # completing the deal moves it before any refusal
            kept = _copy(deal)
            try:
                events = apply_action(deal, action)
            except EngineError:
                self._deal = kept
                raise
        else:
            events = apply_action(deal, action)
        self._actions.append(action)
        self._ready = None
        return events

    def undo(self) -> None:
        """Take the last action back (the deal is read again from where this game was
        built, and its actions replayed: O(actions)).

        >>> game = Game.new("classic", seed=1, dealer=0)
        >>> _ = game.apply("pass"); game.undo(); game.to_act
        1
        """
        if not self._actions:
            raise IndexError("no action to undo")
        actions = self._actions[:-1]
        self._deal = Deal.read(self._start)
        self._actions = []
        self._ready = None
        self._legal = 0
        for action in actions:
            self.apply(action)

    def clone(self) -> Game:
        """An independent copy: moving one never moves the other."""
        return Game(_copy(self._deal), self._start, list(self._actions))

    __copy__ = clone

    def view(self, seat: int) -> Game:
        """The game as ``seat`` knows it: its own hand and what is public; every other hand,
        talon and the stock unknown. Its ``legal_actions()`` are known when ``seat`` is to act.

        >>> game = Game.new("classic", seed=1, dealer=0)
        >>> seen = game.view(2)
        >>> seen.hand(2) == game.hand(2), seen.hand(1), seen.to_dict().get("stock")
        (True, None, None)
        """
        doc = self._deal.as_dict()
        doc.pop("stock", None)
        doc["hands"] = [h if s == seat else None for s, h in enumerate(doc["hands"])]
        if doc.get("talon") is not None:
            doc["talon"] = [t if s == seat else None for s, t in enumerate(doc["talon"])]
        return Game.from_dict(doc)

    # -- the end ------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._deal.phase not in _GOING_ON

    def score(self) -> DealResult:
        """The hand's score once the deal is complete (``/v1/hands/score``); a deal not
        complete or thrown in is ``ImpossibleState``."""
        return score_deal(self._live())

    def match_entry(self) -> JSON | None:
        """The item this deal adds to its match (``/v1/matches/score``), None while it goes on."""
        deal = self._live()
        if deal.phase in (BIDDING, PLAY):
            return None
        if deal.phase == "thrown_in":
            return {"dealer": deal.dealer, "outcome": "thrown_in"}
        return hand_entry(deal, score_deal(deal))

    def hint(self, **options: Any) -> JSON:
        """The search's ranking of the legal actions (``POST /v1/hints``'s answer); the
        options are that request's: ``samples``, ``budget_ms``, ``seed``, ``level``,
        ``objective``."""
        from engine.api import hints
        return hints({"state": self.to_dict(), **options})

    # -- inside -------------------------------------------------------------------------

    def _live(self) -> Deal:
        """The deal as its questions read it: a finished auction's stock dealt."""
        deal = self._deal
        if deal.phase != COMPLETING:
            return deal
        if self._ready is None:
            self._ready = completed(deal)
        return self._ready

    def __repr__(self) -> str:
        return f"<Game {self._deal.rules.preset} {self.phase.value}, to act: {self.to_act}>"


def _copy(deal: Deal) -> Deal:
    """A copy of ``deal`` that shares only what is never changed in place: its lists are
    copied, and its auction while it can still move."""
    other = copy.copy(deal)
    for name in _LISTS:
        value = getattr(deal, name, None)
        if value is not None:
            setattr(other, name, list(value))
    if getattr(deal, "tricks", None) is not None:
        other.tricks = [list(t) for t in deal.tricks]
    auction = getattr(deal, "auction", None)
    if auction is not None and not auction.finished:
        other.auction = copy.deepcopy(auction, {id(deal.rules): deal.rules,
                                                id(auction.family): auction.family})
    return other


_LISTS = ("hands", "leaders", "calls", "stock", "talon")


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


__all__ = ["Game", "Match"]
