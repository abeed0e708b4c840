from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.call_word import CallWord
from ..models.seat import Seat
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.kind_bid import KindBid
  from ..models.name_suit import NameSuit
  from ..models.point_bid import PointBid





T = TypeVar("T", bound="CallEvent")



@_attrs_define
class CallEvent:
    """ A seat made a call.

        Attributes:
            type_ (Literal['call']):
            seat (Seat): A seat, 0 to 3 in playing order.
            call (CallWord | KindBid | NameSuit | PointBid): A call of one auction family. Take-or-pass: `pass`, `take`,
                `{"suit"}` (round two).
                Point auction: `pass`, `{"bid", "kind"}`, `coinche`, `surcoinche`. Bulgarian: `pass`,
                `{"bid": kind}`, `contre`, `recontre`.
     """

    type_: Literal['call']
    seat: Seat
    call: CallWord | KindBid | NameSuit | PointBid
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        type_ = self.type_

        seat = self.seat.value

        call: dict[str, Any] | str
        if isinstance(self.call, CallWord):
            call = self.call.value
        elif isinstance(self.call, NameSuit):
            call = self.call.to_dict()
        elif isinstance(self.call, PointBid):
            call = self.call.to_dict()
        else:
            call = self.call.to_dict()



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "seat": seat,
            "call": call,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['call'] , d.pop("type"))
        if type_ != 'call':
            raise ValueError(f"type must match const 'call', got '{type_}'")

        seat = Seat(d.pop("seat"))




        def _parse_call(data: object) -> CallWord | KindBid | NameSuit | PointBid:
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
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_call_type_3 = KindBid.from_dict(data)



            return componentsschemas_call_type_3

        call = _parse_call(d.pop("call"))


        call_event = cls(
            type_=type_,
            seat=seat,
            call=call,
        )


        call_event.additional_properties = d
        return call_event

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
