from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.contract_kind import ContractKind






T = TypeVar("T", bound="KindBid")



@_attrs_define
class KindBid:
    """ Bulgarian auction; a bid of a contract kind.

        Attributes:
            bid (ContractKind): A trump suit, `NT` (no trumps) or `AT` (all trumps).
     """

    bid: ContractKind





    def to_dict(self) -> dict[str, Any]:
        bid = self.bid.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bid": bid,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bid = ContractKind(d.pop("bid"))




        kind_bid = cls(
            bid=bid,
        )

        return kind_bid

