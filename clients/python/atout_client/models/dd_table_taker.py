from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bid_points import BidPoints
from ..models.capot_bid import CapotBid
from ..models.seat import Seat
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DdTableTaker")



@_attrs_define
class DdTableTaker:
    """ 
        Attributes:
            taker (Seat): A seat, 0 to 3 in playing order.
            points (int): The card points the taker's team makes.
            highest_bid (BidPoints | CapotBid | None | Unset): Point auction only. The highest bid this play makes, or null
                if none.
     """

    taker: Seat
    points: int
    highest_bid: BidPoints | CapotBid | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        taker = self.taker.value

        points = self.points

        highest_bid: int | None | str | Unset
        if isinstance(self.highest_bid, Unset):
            highest_bid = UNSET
        elif isinstance(self.highest_bid, BidPoints):
            highest_bid = self.highest_bid.value
        elif isinstance(self.highest_bid, CapotBid):
            highest_bid = self.highest_bid.value
        else:
            highest_bid = self.highest_bid


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "taker": taker,
            "points": points,
        })
        if highest_bid is not UNSET:
            field_dict["highest_bid"] = highest_bid

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        taker = Seat(d.pop("taker"))




        points = d.pop("points")

        def _parse_highest_bid(data: object) -> BidPoints | CapotBid | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                componentsschemas_bid_value_type_0 = BidPoints(data)



                return componentsschemas_bid_value_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_bid_value_type_1 = CapotBid(data)



                return componentsschemas_bid_value_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BidPoints | CapotBid | None | Unset, data)

        highest_bid = _parse_highest_bid(d.pop("highest_bid", UNSET))


        dd_table_taker = cls(
            taker=taker,
            points=points,
            highest_bid=highest_bid,
        )

        return dd_table_taker

