from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.belote_word import BeloteWord
from ..models.seat import Seat






T = TypeVar("T", bound="BeloteEvent")



@_attrs_define
class BeloteEvent:
    """ A seat said belote (the first of its trump king and queen) or rebelote (the second).

        Attributes:
            type_ (BeloteWord): `belote` with the first of the trump king and queen played, `rebelote` with the second.
            seat (Seat): A seat, 0 to 3 in playing order.
     """

    type_: BeloteWord
    seat: Seat
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BeloteWord(d.pop("type"))




        seat = Seat(d.pop("seat"))




        belote_event = cls(
            type_=type_,
            seat=seat,
        )


        belote_event.additional_properties = d
        return belote_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
