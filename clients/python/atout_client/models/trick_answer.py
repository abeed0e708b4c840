from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat import Seat
from ..models.team import Team






T = TypeVar("T", bound="TrickAnswer")



@_attrs_define
class TrickAnswer:
    """ 
        Attributes:
            winner (Seat): A seat, 0 to 3 in playing order.
            team (Team): A team, 0 (seats 0 and 2) or 1 (seats 1 and 3).
            points (int):
     """

    winner: Seat
    team: Team
    points: int





    def to_dict(self) -> dict[str, Any]:
        winner = self.winner.value

        team = self.team.value

        points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "winner": winner,
            "team": team,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winner = Seat(d.pop("winner"))




        team = Team(d.pop("team"))




        points = d.pop("points")

        trick_answer = cls(
            winner=winner,
            team=team,
            points=points,
        )

        return trick_answer

