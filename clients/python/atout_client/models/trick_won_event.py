from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat import Seat
from ..models.team import Team
from typing import Literal, cast






T = TypeVar("T", bound="TrickWonEvent")



@_attrs_define
class TrickWonEvent:
    """ A trick was won; `points` are its cards' points, `last_trick_bonus` the bonus of the eighth.

        Attributes:
            type_ (Literal['trick_won']):
            seat (Seat): A seat, 0 to 3 in playing order.
            team (Team): A team, 0 (seats 0 and 2) or 1 (seats 1 and 3).
            points (int):
            last_trick_bonus (int):
     """

    type_: Literal['trick_won']
    seat: Seat
    team: Team
    points: int
    last_trick_bonus: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat.value

        team = self.team.value

        points = self.points

        last_trick_bonus = self.last_trick_bonus


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "team": team,
            "points": points,
            "last_trick_bonus": last_trick_bonus,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['trick_won'] , d.pop("type"))
        if type_ != 'trick_won':
            raise ValueError(f"type must match const 'trick_won', got '{type_}'")

        seat = Seat(d.pop("seat"))




        team = Team(d.pop("team"))




        points = d.pop("points")

        last_trick_bonus = d.pop("last_trick_bonus")

        trick_won_event = cls(
            type_=type_,
            seat=seat,
            team=team,
            points=points,
            last_trick_bonus=last_trick_bonus,
        )


        trick_won_event.additional_properties = d
        return trick_won_event

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
