from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat import Seat
from ..models.team import Team
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.belot_hand import BelotHand





T = TypeVar("T", bound="BelotEvent")



@_attrs_define
class BelotEvent:
    """ A seat holds a whole suit once the talon is taken (Bela); the hand is not played.

        Attributes:
            type_ (Literal['belot']):
            seat (Seat): A seat, 0 to 3 in playing order.
            team (Team): A team, 0 (seats 0 and 2) or 1 (seats 1 and 3).
            match_entry (BelotHand): A belot's match entry; it ends the match for `team`.
     """

    type_: Literal['belot']
    seat: Seat
    team: Team
    match_entry: BelotHand
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.belot_hand import BelotHand # noqa: PLC0415
        type_ = self.type_

        seat = self.seat.value

        team = self.team.value

        match_entry = self.match_entry.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "team": team,
            "match_entry": match_entry,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.belot_hand import BelotHand # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['belot'] , d.pop("type"))
        if type_ != 'belot':
            raise ValueError(f"type must match const 'belot', got '{type_}'")

        seat = Seat(d.pop("seat"))




        team = Team(d.pop("team"))




        match_entry = BelotHand.from_dict(d.pop("match_entry"))




        belot_event = cls(
            type_=type_,
            seat=seat,
            team=team,
            match_entry=match_entry,
        )


        belot_event.additional_properties = d
        return belot_event

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
