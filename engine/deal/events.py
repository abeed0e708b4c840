"""What an action makes happen, as typed events, and the phases of a deal.

Each event is an immutable ``NamedTuple`` whose ``to_dict()`` is its JSON form (the
events of ``/v1/play``); its ``type`` is that form's ``"type"``.

>>> from engine.rules.values import Card
>>> CardPlayed(seat=1, card=Card.HJ).to_dict()
{'type': 'card', 'seat': 1, 'card': 'JH'}
>>> Phase("play") is Phase.PLAY, Phase.PLAY == "play"
(True, True)
"""

from enum import StrEnum
from typing import Any, NamedTuple

from engine.rules.contract import Contract
from engine.rules.scoring import DealResult
from engine.rules.values import Call, Card

JSON = dict[str, Any]


class Phase(StrEnum):
    BIDDING = "bidding"
    PLAY = "play"
    COMPLETE = "complete"
    THROWN_IN = "thrown_in"


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


class HandScored(NamedTuple):
    result: DealResult
    match_entry: JSON

    @property
    def type(self) -> str:
        return "hand_scored"

    def to_dict(self) -> JSON:
        return {"type": "hand_scored", "result": self.result.as_dict(),
                "match_entry": self.match_entry}


Event = (CallMade | ContractMade | Bought | DealCompleted | ThrownIn | Belot | CardPlayed
         | Belote | Rebelote | TrickWon | HandScored)
