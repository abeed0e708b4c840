from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bid_points import BidPoints
from ..models.capot_bid import CapotBid
from ..models.contract_kind import ContractKind
from ..models.multiplier import Multiplier
from ..models.seat import Seat
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Contract")



@_attrs_define
class Contract:
    """ The taker, the kind, and in the auction families the bid and the multiplier (1 when omitted).

        Attributes:
            taker (Seat): A seat, 0 to 3 in playing order.
            kind (ContractKind): A trump suit, `NT` (no trumps) or `AT` (all trumps).
            bid (BidPoints | CapotBid | Unset): A point-auction bid; `capot` (worth 250) needs all eight tricks.
            multiplier (Multiplier | Unset): 1, 2 once doubled (coinche, contre), 4 once redoubled.
     """

    taker: Seat
    kind: ContractKind
    bid: BidPoints | CapotBid | Unset = UNSET
    multiplier: Multiplier | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        taker = self.taker.value

        kind = self.kind.value

        bid: int | str | Unset
        if isinstance(self.bid, Unset):
            bid = UNSET
        elif isinstance(self.bid, BidPoints):
            bid = self.bid.value
        else:
            bid = self.bid.value


        multiplier: int | Unset = UNSET
        if not isinstance(self.multiplier, Unset):
            multiplier = self.multiplier.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "taker": taker,
            "kind": kind,
        })
        if bid is not UNSET:
            field_dict["bid"] = bid
        if multiplier is not UNSET:
            field_dict["multiplier"] = multiplier

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        taker = Seat(d.pop("taker"))




        kind = ContractKind(d.pop("kind"))




        def _parse_bid(data: object) -> BidPoints | CapotBid | Unset:
            if isinstance(data, Unset):
                return data
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

        bid = _parse_bid(d.pop("bid", UNSET))


        _multiplier = d.pop("multiplier", UNSET)
        multiplier: Multiplier | Unset
        if isinstance(_multiplier,  Unset):
            multiplier = UNSET
        else:
            multiplier = Multiplier(_multiplier)




        contract = cls(
            taker=taker,
            kind=kind,
            bid=bid,
            multiplier=multiplier,
        )

        return contract

