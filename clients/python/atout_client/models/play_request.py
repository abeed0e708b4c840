from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.call_word import CallWord
from ..models.seat import Seat
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.deal_state import DealState
  from ..models.kind_bid import KindBid
  from ..models.name_suit import NameSuit
  from ..models.point_bid import PointBid





T = TypeVar("T", bound="PlayRequest")



@_attrs_define
class PlayRequest:
    """ 
        Attributes:
            state (DealState): One deal at any moment, in requests and in answers. A null field is taken as absent.
                `hands[s]`: the cards seat `s` holds now, or null when unknown; `auction`: the calls
                from the eldest; `contract`: may be given instead of or besides the auction;
                `tricks`: the cards played, trick by trick, in play order; `turn_up` and `stock`: for
                dealing through the service. Answers always write `hands` and `tricks`, cards
                canonical and in canonical order, and `rules` as the request sent it.
            action (CallWord | KindBid | NameSuit | PointBid | str): A call in the bidding, a card in the play.
            seat (None | Seat | Unset): The seat the client acts for; when another seat is to act, the action is refused
                (422 `not_your_turn`, naming both seats) instead of being taken as that seat's.
     """

    state: DealState
    action: CallWord | KindBid | NameSuit | PointBid | str
    seat: None | Seat | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_state import DealState # noqa: PLC0415
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        state = self.state.to_dict()

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

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        elif isinstance(self.seat, Seat):
            seat = self.seat.value
        else:
            seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "action": action,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_state import DealState # noqa: PLC0415
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        d = dict(src_dict)
        state = DealState.from_dict(d.pop("state"))




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


        def _parse_seat(data: object) -> None | Seat | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                seat_type_0 = Seat(data)



                return seat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Seat | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        play_request = cls(
            state=state,
            action=action,
            seat=seat,
        )

        return play_request

