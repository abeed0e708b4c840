from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.belot_outcome import BelotOutcome
from ..models.seat import Seat
from ..models.team import Team






T = TypeVar("T", bound="BelotHand")



@_attrs_define
class BelotHand:
    """ A belot's match entry; it ends the match for `team`.

        Attributes:
            dealer (Seat): A seat, 0 to 3 in playing order.
            outcome (BelotOutcome):
            team (Team): A team, 0 (seats 0 and 2) or 1 (seats 1 and 3).
     """

    dealer: Seat
    outcome: BelotOutcome
    team: Team





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer.value

        outcome = self.outcome.value

        team = self.team.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "outcome": outcome,
            "team": team,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = Seat(d.pop("dealer"))




        outcome = BelotOutcome(d.pop("outcome"))




        team = Team(d.pop("team"))




        belot_hand = cls(
            dealer=dealer,
            outcome=outcome,
            team=team,
        )

        return belot_hand

