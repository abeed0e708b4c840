from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.canonical_card import CanonicalCard
from ..models.declaration_kind import DeclarationKind
from typing import cast






T = TypeVar("T", bound="Declaration")



@_attrs_define
class Declaration:
    """ 
        Attributes:
            kind (DeclarationKind):
            cards (list[CanonicalCard]):
            points (int):
     """

    kind: DeclarationKind
    cards: list[CanonicalCard]
    points: int





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)



        points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "cards": cards,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = DeclarationKind(d.pop("kind"))




        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = CanonicalCard(cards_item_data)



            cards.append(cards_item)


        points = d.pop("points")

        declaration = cls(
            kind=kind,
            cards=cards,
            points=points,
        )

        return declaration

