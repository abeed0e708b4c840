from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat import Seat
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.thrown_in_hand import ThrownInHand





T = TypeVar("T", bound="ThrownInEvent")



@_attrs_define
class ThrownInEvent:
    """ Nobody took; `match_entry` is the item to add to the match's `hands`.

        Attributes:
            type_ (Literal['thrown_in']):
            next_dealer (Seat): A seat, 0 to 3 in playing order.
            match_entry (ThrownInHand): A thrown-in deal's match entry.
     """

    type_: Literal['thrown_in']
    next_dealer: Seat
    match_entry: ThrownInHand
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.thrown_in_hand import ThrownInHand # noqa: PLC0415
        type_ = self.type_

        next_dealer = self.next_dealer.value

        match_entry = self.match_entry.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "next_dealer": next_dealer,
            "match_entry": match_entry,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.thrown_in_hand import ThrownInHand # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['thrown_in'] , d.pop("type"))
        if type_ != 'thrown_in':
            raise ValueError(f"type must match const 'thrown_in', got '{type_}'")

        next_dealer = Seat(d.pop("next_dealer"))




        match_entry = ThrownInHand.from_dict(d.pop("match_entry"))




        thrown_in_event = cls(
            type_=type_,
            next_dealer=next_dealer,
            match_entry=match_entry,
        )


        thrown_in_event.additional_properties = d
        return thrown_in_event

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
