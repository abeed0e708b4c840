from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.hand_score import HandScore
  from ..models.played_hand import PlayedHand





T = TypeVar("T", bound="HandScoredEvent")



@_attrs_define
class HandScoredEvent:
    """ The last card was played: `result` is what `POST /v1/hands/score` answers for the
    deal, `match_entry` the item to add to the match's `hands`.

        Attributes:
            type_ (Literal['hand_scored']):
            result (HandScore):
            match_entry (PlayedHand): A played hand's match entry: a `/v1/hands/score` answer plus the dealer and taker
                seats (`capot` and `totals` are checked for shape and otherwise ignored).
     """

    type_: Literal['hand_scored']
    result: HandScore
    match_entry: PlayedHand
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.hand_score import HandScore # noqa: PLC0415
        from ..models.played_hand import PlayedHand # noqa: PLC0415
        type_ = self.type_

        result = self.result.to_dict()

        match_entry = self.match_entry.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "result": result,
            "match_entry": match_entry,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hand_score import HandScore # noqa: PLC0415
        from ..models.played_hand import PlayedHand # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['hand_scored'] , d.pop("type"))
        if type_ != 'hand_scored':
            raise ValueError(f"type must match const 'hand_scored', got '{type_}'")

        result = HandScore.from_dict(d.pop("result"))




        match_entry = PlayedHand.from_dict(d.pop("match_entry"))




        hand_scored_event = cls(
            type_=type_,
            result=result,
            match_entry=match_entry,
        )


        hand_scored_event.additional_properties = d
        return hand_scored_event

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
