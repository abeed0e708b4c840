from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.call_word import CallWord
from typing import cast

if TYPE_CHECKING:
  from ..models.kind_bid import KindBid
  from ..models.name_suit import NameSuit
  from ..models.point_bid import PointBid





T = TypeVar("T", bound="SeatActionRequest")



@_attrs_define
class SeatActionRequest:
    """ 
        Attributes:
            table (str): A sealed table, `atout1.<key id>.<table id>.<actions>.<sealed>`; opaque but for its header.
            seat_key (str): The key of one seat at one table (43 characters of base64url).
            action (CallWord | KindBid | NameSuit | PointBid | str): A call in the bidding, a card in the play.
     """

    table: str
    seat_key: str
    action: CallWord | KindBid | NameSuit | PointBid | str





    def to_dict(self) -> dict[str, Any]:
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        table = self.table

        seat_key = self.seat_key

        action: dict[str, Any] | str
        if isinstance(self.action, CallWord):
            action = self.action.value
        elif isinstance(self.action, NameSuit):
            action = self.action.to_dict()
        elif isinstance(self.action, PointBid):
            action = self.action.to_dict()
        elif isinstance(self.action, KindBid):
            action = self.action.to_dict()
        else:
            action = self.action


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "table": table,
            "seat_key": seat_key,
            "action": action,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        d = dict(src_dict)
        table = d.pop("table")

        seat_key = d.pop("seat_key")

        def _parse_action(data: object) -> CallWord | KindBid | NameSuit | PointBid | str:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_call_type_0 = CallWord(data)



                return componentsschemas_call_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_call_type_1 = NameSuit.from_dict(data)



                return componentsschemas_call_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_call_type_2 = PointBid.from_dict(data)



                return componentsschemas_call_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_call_type_3 = KindBid.from_dict(data)



                return componentsschemas_call_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CallWord | KindBid | NameSuit | PointBid | str, data)

        action = _parse_action(d.pop("action"))


        seat_action_request = cls(
            table=table,
            seat_key=seat_key,
            action=action,
        )

        return seat_action_request

