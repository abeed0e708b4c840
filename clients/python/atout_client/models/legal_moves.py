from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.call_word import CallWord
from ..models.canonical_card import CanonicalCard
from ..models.phase import Phase
from ..models.seat import Seat
from typing import cast

if TYPE_CHECKING:
  from ..models.kind_bid import KindBid
  from ..models.name_suit import NameSuit
  from ..models.point_bid import PointBid





T = TypeVar("T", bound="LegalMoves")



@_attrs_define
class LegalMoves:
    """ 
        Attributes:
            phase (Phase): `complete`: all eight tricks played; `thrown_in`: nobody took.
            to_act (None | Seat): The seat to act, or null when nobody is.
            legal (list[CallWord | CanonicalCard | KindBid | NameSuit | PointBid]): The calls or cards `to_act` may make;
                empty when nobody is to act.
     """

    phase: Phase
    to_act: None | Seat
    legal: list[CallWord | CanonicalCard | KindBid | NameSuit | PointBid]





    def to_dict(self) -> dict[str, Any]:
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        phase = self.phase.value

        to_act: int | None
        if isinstance(self.to_act, Seat):
            to_act = self.to_act.value
        else:
            to_act = self.to_act

        legal = []
        for legal_item_data in self.legal:
            legal_item: dict[str, Any] | str
            if isinstance(legal_item_data, CallWord):
                legal_item = legal_item_data.value
            elif isinstance(legal_item_data, NameSuit):
                legal_item = legal_item_data.to_dict()
            elif isinstance(legal_item_data, PointBid):
                legal_item = legal_item_data.to_dict()
            elif isinstance(legal_item_data, KindBid):
                legal_item = legal_item_data.to_dict()
            else:
                legal_item = legal_item_data.value

            legal.append(legal_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "phase": phase,
            "to_act": to_act,
            "legal": legal,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        d = dict(src_dict)
        phase = Phase(d.pop("phase"))




        def _parse_to_act(data: object) -> None | Seat:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                to_act_type_0 = Seat(data)



                return to_act_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Seat, data)

        to_act = _parse_to_act(d.pop("to_act"))


        legal = []
        _legal = d.pop("legal")
        for legal_item_data in (_legal):
            def _parse_legal_item(data: object) -> CallWord | CanonicalCard | KindBid | NameSuit | PointBid:
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

            legal_item = _parse_legal_item(legal_item_data)

            legal.append(legal_item)


        legal_moves = cls(
            phase=phase,
            to_act=to_act,
            legal=legal,
        )

        return legal_moves

