from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.roem_kind import RoemKind
from ..models.seat import Seat
from ..models.team import Team
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TrickAnswer")



@_attrs_define
class TrickAnswer:
    """ 
        Attributes:
            winner (Seat): A seat, 0 to 3 in playing order.
            team (Team): A team, 0 (seats 0 and 2) or 1 (seats 1 and 3).
            points (int):
            roem (int | Unset):
            roem_kinds (list[RoemKind] | Unset): Klaverjas only, what the roem is made of.
     """

    winner: Seat
    team: Team
    points: int
    roem: int | Unset = UNSET
    roem_kinds: list[RoemKind] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        winner = self.winner.value

        team = self.team.value

        points = self.points

        roem = self.roem

        roem_kinds: list[str] | Unset = UNSET
        if not isinstance(self.roem_kinds, Unset):
            roem_kinds = []
            for roem_kinds_item_data in self.roem_kinds:
                roem_kinds_item = roem_kinds_item_data.value
                roem_kinds.append(roem_kinds_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "winner": winner,
            "team": team,
            "points": points,
        })
        if roem is not UNSET:
            field_dict["roem"] = roem
        if roem_kinds is not UNSET:
            field_dict["roem_kinds"] = roem_kinds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winner = Seat(d.pop("winner"))




        team = Team(d.pop("team"))




        points = d.pop("points")

        roem = d.pop("roem", UNSET)

        _roem_kinds = d.pop("roem_kinds", UNSET)
        roem_kinds: list[RoemKind] | Unset = UNSET
        if _roem_kinds is not UNSET:
            roem_kinds = []
            for roem_kinds_item_data in _roem_kinds:
                roem_kinds_item = RoemKind(roem_kinds_item_data)



                roem_kinds.append(roem_kinds_item)


        trick_answer = cls(
            winner=winner,
            team=team,
            points=points,
            roem=roem,
            roem_kinds=roem_kinds,
        )

        return trick_answer

