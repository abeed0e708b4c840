from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bid_points import BidPoints
from ..models.capot_bid import CapotBid
from ..models.contract_kind import ContractKind
from typing import cast






T = TypeVar("T", bound="PointBid")



@_attrs_define
class PointBid:
    """ Point auction; a bid of points (or capot) in a contract kind.

        Attributes:
            bid (BidPoints | CapotBid): A point-auction bid; `capot` (worth 250) needs all eight tricks.
            kind (ContractKind): A trump suit, `NT` (no trumps) or `AT` (all trumps).
     """

    bid: BidPoints | CapotBid
    kind: ContractKind





    def to_dict(self) -> dict[str, Any]:
        bid: int | str
        if isinstance(self.bid, BidPoints):
            bid = self.bid.value
        else:
            bid = self.bid.value


        kind = self.kind.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bid": bid,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_bid(data: object) -> BidPoints | CapotBid:
            try:
                if not isinstance(data, int):
                    raise TypeError()
                componentsschemas_bid_value_type_0 = BidPoints(data)



                return componentsschemas_bid_value_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_bid_value_type_1 = CapotBid(data)



            return componentsschemas_bid_value_type_1

        bid = _parse_bid(d.pop("bid"))


        kind = ContractKind(d.pop("kind"))




        point_bid = cls(
            bid=bid,
            kind=kind,
        )

        return point_bid

