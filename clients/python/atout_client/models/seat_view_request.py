from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SeatViewRequest")



@_attrs_define
class SeatViewRequest:
    """ 
        Attributes:
            table (str): A sealed table, `atout1.<key id>.<table id>.<actions>.<sealed>`; opaque but for its header.
            seat_key (str): The key of one seat at one table (43 characters of base64url).
     """

    table: str
    seat_key: str





    def to_dict(self) -> dict[str, Any]:
        table = self.table

        seat_key = self.seat_key


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "table": table,
            "seat_key": seat_key,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        table = d.pop("table")

        seat_key = d.pop("seat_key")

        seat_view_request = cls(
            table=table,
            seat_key=seat_key,
        )

        return seat_view_request

