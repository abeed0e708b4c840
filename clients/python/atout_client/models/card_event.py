from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.canonical_card import CanonicalCard
from ..models.seat import Seat
from typing import Literal, cast






T = TypeVar("T", bound="CardEvent")



@_attrs_define
class CardEvent:
    """ A seat played a card.

        Attributes:
            type_ (Literal['card']):
            seat (Seat): A seat, 0 to 3 in playing order.
            card (CanonicalCard): A card as answers write it.
     """

    type_: Literal['card']
    seat: Seat
    card: CanonicalCard
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat.value

        card = self.card.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['card'] , d.pop("type"))
        if type_ != 'card':
            raise ValueError(f"type must match const 'card', got '{type_}'")

        seat = Seat(d.pop("seat"))




        card = CanonicalCard(d.pop("card"))




        card_event = cls(
            type_=type_,
            seat=seat,
            card=card,
        )


        card_event.additional_properties = d
        return card_event

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
