from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.call_word import CallWord
from ..models.canonical_card import CanonicalCard
from typing import cast

if TYPE_CHECKING:
  from ..models.kind_bid import KindBid
  from ..models.name_suit import NameSuit
  from ..models.point_bid import PointBid





T = TypeVar("T", bound="RankedAction")



@_attrs_define
class RankedAction:
    """ 
        Attributes:
            action (CallWord | CanonicalCard | KindBid | NameSuit | PointBid): A legal call (bidding) or card (play).
            value (float): A card: the card points the seat's team ends the deal with (last-trick bonus
                included). A call: the hand score the seat's team can expect minus the other's.
     """

    action: CallWord | CanonicalCard | KindBid | NameSuit | PointBid
    value: float





    def to_dict(self) -> dict[str, Any]:
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
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
            action = self.action.value


        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> CallWord | CanonicalCard | KindBid | NameSuit | PointBid:
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
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_legal_action_type_1 = CanonicalCard(data)



            return componentsschemas_legal_action_type_1

        action = _parse_action(d.pop("action"))


        value = d.pop("value")

        ranked_action = cls(
            action=action,
            value=value,
        )

        return ranked_action

