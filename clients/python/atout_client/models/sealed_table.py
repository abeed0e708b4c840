from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat import Seat
from typing import cast






T = TypeVar("T", bound="SealedTable")



@_attrs_define
class SealedTable:
    """ 
        Attributes:
            table (str): A sealed table, `atout1.<key id>.<table id>.<actions>.<sealed>`; opaque but for its header.
            table_id (str):
            seat_keys (list[str]): One key per seat, to give to that seat's player alone.
            commitment (str): SHA-256, in hex, of `atout-commit-v1:<seed>:<dealt>`, where `<dealt>` is the state
                `POST /v1/deals` answers for the deal's rules, dealer and seed, as JSON with sorted
                keys and no spaces: published when the deal is dealt, checkable once it ends.
            dealer (Seat): A seat, 0 to 3 in playing order.
     """

    table: str
    table_id: str
    seat_keys: list[str]
    commitment: str
    dealer: Seat





    def to_dict(self) -> dict[str, Any]:
        table = self.table

        table_id = self.table_id

        seat_keys = self.seat_keys



        commitment = self.commitment

        dealer = self.dealer.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "table": table,
            "table_id": table_id,
            "seat_keys": seat_keys,
            "commitment": commitment,
            "dealer": dealer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        table = d.pop("table")

        table_id = d.pop("table_id")

        seat_keys = cast(list[str], d.pop("seat_keys"))


        commitment = d.pop("commitment")

        dealer = Seat(d.pop("dealer"))




        sealed_table = cls(
            table=table,
            table_id=table_id,
            seat_keys=seat_keys,
            commitment=commitment,
            dealer=dealer,
        )

        return sealed_table

