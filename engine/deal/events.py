"""What an action makes happen, as typed events, and the phases of a deal.

Each event is an immutable ``NamedTuple`` whose ``to_dict()`` is its JSON form (the
events of ``/v1/play``); its ``type`` is that form's ``"type"``.

>>> from engine.rules.values import Card
>>> CardPlayed(seat=1, card=Card.HJ).to_dict()
{'type': 'card', 'seat': 1, 'card': 'JH'}
>>> Phase("play") is Phase.PLAY, Phase.PLAY == "play"
(True, True)
"""

from collections.abc import Callable
from enum import StrEnum
from typing import Any, NamedTuple

from engine.rules.contract import Contract
from engine.rules.scoring import DealResult
from engine.rules.values import Call, Card

JSON = dict[str, Any]


class Phase(StrEnum):
    """Where a deal stands. ``COMPLETING`` is the engine's own: the auction is over and the
    stock (or the talon) not dealt yet; no answer and no ``Game`` property ever shows it."""

    BIDDING = "bidding"
    PLAY = "play"
    COMPLETE = "complete"
    THROWN_IN = "thrown_in"
    COMPLETING = "completing"


class CallMade(NamedTuple):
    seat: int
    call: Call

    @property
    def type(self) -> str:
        return "call"

    def to_dict(self) -> JSON:
        return {"type": "call", "seat": self.seat, "call": self.call.to_json()}


class ContractMade(NamedTuple):
    """The auction is over: ``contract`` is played (``contract_json`` its form in a state)."""

    contract: Contract
    contract_json: JSON

    @property
    def type(self) -> str:
        return "contract"

    def to_dict(self) -> JSON:
        return {"type": "contract", "contract": self.contract_json}


class Bought(NamedTuple):
    """Baloot: the contract is bought, its doubling still to say (§12.6)."""

    contract: Contract
    contract_json: JSON

    @property
    def type(self) -> str:
        return "bought"

    def to_dict(self) -> JSON:
        return {"type": "bought", "contract": self.contract_json}


class DealCompleted(NamedTuple):
    """The stock (or the talon) is dealt: every hand now holds its eight cards."""


    @property
    def type(self) -> str:
        return "deal_completed"

    def to_dict(self) -> JSON:
        return {"type": "deal_completed"}


class ThrownIn(NamedTuple):
    next_dealer: int
    match_entry: JSON

    @property
    def type(self) -> str:
        return "thrown_in"

    def to_dict(self) -> JSON:
        return {"type": "thrown_in", "next_dealer": self.next_dealer,
                "match_entry": self.match_entry}


class Belot(NamedTuple):
    """Bela's belot: the hand is not played, the holder's team wins the match (§11.5)."""

    seat: int
    team: int
    match_entry: JSON

    @property
    def type(self) -> str:
        return "belot"

    def to_dict(self) -> JSON:
        return {"type": "belot", "seat": self.seat, "team": self.team,
                "match_entry": self.match_entry}


class CardPlayed(NamedTuple):
    seat: int
    card: Card

    @property
    def type(self) -> str:
        return "card"

    def to_dict(self) -> JSON:
        return {"type": "card", "seat": self.seat, "card": self.card.code}


class Belote(NamedTuple):
    seat: int

    @property
    def type(self) -> str:
        return "belote"

    def to_dict(self) -> JSON:
        return {"type": "belote", "seat": self.seat}


class Rebelote(NamedTuple):
    seat: int

    @property
    def type(self) -> str:
        return "rebelote"

    def to_dict(self) -> JSON:
        return {"type": "rebelote", "seat": self.seat}


class TrickWon(NamedTuple):
    """``points``: the trick's card points; ``roem`` and ``roem_kinds``: Klaverjas only."""

    seat: int
    team: int
    points: int
    last_trick_bonus: int
    roem: int | None = None
    roem_kinds: tuple[str, ...] | None = None

    @property
    def type(self) -> str:
        return "trick_won"

    def to_dict(self) -> JSON:
        out = {"type": "trick_won", "seat": self.seat, "team": self.team,
               "points": self.points, "last_trick_bonus": self.last_trick_bonus}
        if self.roem_kinds is not None:
            out["roem"], out["roem_kinds"] = self.roem, list(self.roem_kinds)
        return out


class HandScored:
    """The deal is over and scored. The score is worked out when first read (``result``,
    ``match_entry``, ``to_dict``): a deal played to its end costs no scoring unless asked."""

    __slots__ = ("_score", "_done")

    def __init__(self, score: Callable[[], tuple[DealResult, JSON]]) -> None:
        self._score = score
        self._done: tuple[DealResult, JSON] | None = None

    def _scored(self) -> tuple[DealResult, JSON]:
        if self._done is None:
            self._done = self._score()
        return self._done

    @property
    def result(self) -> DealResult:
        return self._scored()[0]

    @property
    def match_entry(self) -> JSON:
        return self._scored()[1]

    @property
    def type(self) -> str:
        return "hand_scored"

    def to_dict(self) -> JSON:
        result, entry = self._scored()
        return {"type": "hand_scored", "result": result.as_dict(), "match_entry": entry}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HandScored) and other._scored() == self._scored()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"HandScored(result={self.result!r}, match_entry={self.match_entry!r})"


Event = (CallMade | ContractMade | Bought | DealCompleted | ThrownIn | Belot | CardPlayed
         | Belote | Rebelote | TrickWon | HandScored)
