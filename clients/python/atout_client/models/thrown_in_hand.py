from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat import Seat
from ..models.thrown_in_outcome import ThrownInOutcome






T = TypeVar("T", bound="ThrownInHand")



@_attrs_define
class ThrownInHand:
    """ A thrown-in deal's match entry.

        Attributes:
            dealer (Seat): A seat, 0 to 3 in playing order.
            outcome (ThrownInOutcome):
     """

    dealer: Seat
    outcome: ThrownInOutcome





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer.value

        outcome = self.outcome.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = Seat(d.pop("dealer"))




        outcome = ThrownInOutcome(d.pop("outcome"))




        thrown_in_hand = cls(
            dealer=dealer,
            outcome=outcome,
        )

        return thrown_in_hand

