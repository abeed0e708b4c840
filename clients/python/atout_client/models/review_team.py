from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ReviewTeam")



@_attrs_define
class ReviewTeam:
    """ 
        Attributes:
            lost (int):
            exact (int):
            inaccuracy (int):
            mistake (int):
            blunder (int):
     """

    lost: int
    exact: int
    inaccuracy: int
    mistake: int
    blunder: int





    def to_dict(self) -> dict[str, Any]:
        lost = self.lost

        exact = self.exact

        inaccuracy = self.inaccuracy

        mistake = self.mistake

        blunder = self.blunder


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lost": lost,
            "exact": exact,
            "inaccuracy": inaccuracy,
            "mistake": mistake,
            "blunder": blunder,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lost = d.pop("lost")

        exact = d.pop("exact")

        inaccuracy = d.pop("inaccuracy")

        mistake = d.pop("mistake")

        blunder = d.pop("blunder")

        review_team = cls(
            lost=lost,
            exact=exact,
            inaccuracy=inaccuracy,
            mistake=mistake,
            blunder=blunder,
        )

        return review_team

