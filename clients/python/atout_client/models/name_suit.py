from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.suit import Suit






T = TypeVar("T", bound="NameSuit")



@_attrs_define
class NameSuit:
    """ Take-or-pass, round two; naming the trump suit.

        Attributes:
            suit (Suit):
     """

    suit: Suit





    def to_dict(self) -> dict[str, Any]:
        suit = self.suit.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "suit": suit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        suit = Suit(d.pop("suit"))




        name_suit = cls(
            suit=suit,
        )

        return name_suit

