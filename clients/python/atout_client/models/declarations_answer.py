from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.team import Team
from typing import cast

if TYPE_CHECKING:
  from ..models.declaration import Declaration





T = TypeVar("T", bound="DeclarationsAnswer")



@_attrs_define
class DeclarationsAnswer:
    """ 
        Attributes:
            declarations (list[list[Declaration]]): Per seat, its declarations.
            belote (list[int]): Team 0's then team 1's.
            team (None | Team): The team that scores declarations, or null (in bulgarian, the team winning the sequence
                comparison).
            points (list[int]): Team 0's then team 1's.
     """

    declarations: list[list[Declaration]]
    belote: list[int]
    team: None | Team
    points: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.declaration import Declaration # noqa: PLC0415
        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item = []
            for declarations_item_item_data in declarations_item_data:
                declarations_item_item = declarations_item_item_data.to_dict()
                declarations_item.append(declarations_item_item)


            declarations.append(declarations_item)



        belote = self.belote



        team: int | None
        if isinstance(self.team, Team):
            team = self.team.value
        else:
            team = self.team

        points = self.points




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "declarations": declarations,
            "belote": belote,
            "team": team,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.declaration import Declaration # noqa: PLC0415
        d = dict(src_dict)
        declarations = []
        _declarations = d.pop("declarations")
        for declarations_item_data in (_declarations):
            declarations_item = []
            _declarations_item = declarations_item_data
            for declarations_item_item_data in (_declarations_item):
                declarations_item_item = Declaration.from_dict(declarations_item_item_data)



                declarations_item.append(declarations_item_item)

            declarations.append(declarations_item)


        belote = cast(list[int], d.pop("belote"))


        def _parse_team(data: object) -> None | Team:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                team_type_0 = Team(data)



                return team_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Team, data)

        team = _parse_team(d.pop("team"))


        points = cast(list[int], d.pop("points"))


        declarations_answer = cls(
            declarations=declarations,
            belote=belote,
            team=team,
            points=points,
        )

        return declarations_answer

