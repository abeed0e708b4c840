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
            roem (int | Unset):
            roem_kinds (list[RoemKind] | Unset): Klaverjas only, what the roem is made of.
     """

    type_: Literal['trick_won']
    seat: Seat
    team: Team
    points: int
    last_trick_bonus: int
    roem: int | Unset = UNSET
    roem_kinds: list[RoemKind] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat.value

        team = self.team.value

        points = self.points

        last_trick_bonus = self.last_trick_bonus

        roem = self.roem

        roem_kinds: list[str] | Unset = UNSET
        if not isinstance(self.roem_kinds, Unset):
            roem_kinds = []
            for roem_kinds_item_data in self.roem_kinds:
                roem_kinds_item = roem_kinds_item_data.value
                roem_kinds.append(roem_kinds_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "team": team,
            "points": points,
            "last_trick_bonus": last_trick_bonus,
        })
        if roem is not UNSET:
            field_dict["roem"] = roem
        if roem_kinds is not UNSET:
            field_dict["roem_kinds"] = roem_kinds

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

        roem = d.pop("roem", UNSET)

        _roem_kinds = d.pop("roem_kinds", UNSET)
        roem_kinds: list[RoemKind] | Unset = UNSET
        if _roem_kinds is not UNSET:
            roem_kinds = []
            for roem_kinds_item_data in _roem_kinds:
                roem_kinds_item = RoemKind(roem_kinds_item_data)



                roem_kinds.append(roem_kinds_item)


        trick_won_event = cls(
            type_=type_,
            seat=seat,
            team=team,
            points=points,
            last_trick_bonus=last_trick_bonus,
            roem=roem,
            roem_kinds=roem_kinds,
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
