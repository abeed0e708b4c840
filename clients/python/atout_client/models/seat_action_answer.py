from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.belot_event import BelotEvent
  from ..models.belote_event import BeloteEvent
  from ..models.call_event import CallEvent
  from ..models.card_event import CardEvent
  from ..models.contract_event import ContractEvent
  from ..models.deal_completed_event import DealCompletedEvent
  from ..models.hand_scored_event import HandScoredEvent
  from ..models.sealed_view import SealedView
  from ..models.thrown_in_event import ThrownInEvent
  from ..models.trick_won_event import TrickWonEvent





T = TypeVar("T", bound="SeatActionAnswer")



@_attrs_define
class SeatActionAnswer:
    """ 
        Attributes:
            token_digest (str): SHA-256 of the table token the answer came from, in hex.
            table (str): A sealed table, `atout1.<key id>.<table id>.<actions>.<sealed>`; opaque but for its header.
            events (list[BeloteEvent | BelotEvent | CallEvent | CardEvent | ContractEvent | DealCompletedEvent |
                HandScoredEvent | ThrownInEvent | TrickWonEvent]):
            view (SealedView): What one seat sees. `state` is the deal with every other hand null and no stock (the
                partial view `POST /v1/hints` takes); `legal` is null unless the seat is to act;
                `commitment` is the current deal's; `previous` the last finished deal revealed.
     """

    token_digest: str
    table: str
    events: list[BeloteEvent | BelotEvent | CallEvent | CardEvent | ContractEvent | DealCompletedEvent | HandScoredEvent | ThrownInEvent | TrickWonEvent]
    view: SealedView





    def to_dict(self) -> dict[str, Any]:
        from ..models.belot_event import BelotEvent # noqa: PLC0415
        from ..models.belote_event import BeloteEvent # noqa: PLC0415
        from ..models.call_event import CallEvent # noqa: PLC0415
        from ..models.card_event import CardEvent # noqa: PLC0415
        from ..models.contract_event import ContractEvent # noqa: PLC0415
        from ..models.deal_completed_event import DealCompletedEvent # noqa: PLC0415
        from ..models.hand_scored_event import HandScoredEvent # noqa: PLC0415
        from ..models.sealed_view import SealedView # noqa: PLC0415
        from ..models.thrown_in_event import ThrownInEvent # noqa: PLC0415
        from ..models.trick_won_event import TrickWonEvent # noqa: PLC0415
        token_digest = self.token_digest

        table = self.table

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, CallEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ContractEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ThrownInEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DealCompletedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CardEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BeloteEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TrickWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HandScoredEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "token_digest": token_digest,
            "table": table,
            "events": events,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.belot_event import BelotEvent # noqa: PLC0415
        from ..models.belote_event import BeloteEvent # noqa: PLC0415
        from ..models.call_event import CallEvent # noqa: PLC0415
        from ..models.card_event import CardEvent # noqa: PLC0415
        from ..models.contract_event import ContractEvent # noqa: PLC0415
        from ..models.deal_completed_event import DealCompletedEvent # noqa: PLC0415
        from ..models.hand_scored_event import HandScoredEvent # noqa: PLC0415
        from ..models.sealed_view import SealedView # noqa: PLC0415
        from ..models.thrown_in_event import ThrownInEvent # noqa: PLC0415
        from ..models.trick_won_event import TrickWonEvent # noqa: PLC0415
        d = dict(src_dict)
        token_digest = d.pop("token_digest")

        table = d.pop("table")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> BeloteEvent | BelotEvent | CallEvent | CardEvent | ContractEvent | DealCompletedEvent | HandScoredEvent | ThrownInEvent | TrickWonEvent:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_0 = CallEvent.from_dict(data)



                    return componentsschemas_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_1 = ContractEvent.from_dict(data)



                    return componentsschemas_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_2 = ThrownInEvent.from_dict(data)



                    return componentsschemas_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_3 = DealCompletedEvent.from_dict(data)



                    return componentsschemas_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_4 = CardEvent.from_dict(data)



                    return componentsschemas_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_5 = BeloteEvent.from_dict(data)



                    return componentsschemas_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_6 = TrickWonEvent.from_dict(data)



                    return componentsschemas_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_type_7 = HandScoredEvent.from_dict(data)



                    return componentsschemas_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_type_8 = BelotEvent.from_dict(data)



                return componentsschemas_event_type_8

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        view = SealedView.from_dict(d.pop("view"))




        seat_action_answer = cls(
            token_digest=token_digest,
            table=table,
            events=events,
            view=view,
        )

        return seat_action_answer

