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
  from ..models.belot_event import BelotEvent
  from ..models.belote_event import BeloteEvent
  from ..models.call_event import CallEvent
  from ..models.card_event import CardEvent
  from ..models.contract_event import ContractEvent
  from ..models.deal_completed_event import DealCompletedEvent
  from ..models.deal_state import DealState
  from ..models.hand_scored_event import HandScoredEvent
  from ..models.kind_bid import KindBid
  from ..models.name_suit import NameSuit
  from ..models.point_bid import PointBid
  from ..models.thrown_in_event import ThrownInEvent
  from ..models.trick_won_event import TrickWonEvent





T = TypeVar("T", bound="PlayAnswer")



@_attrs_define
class PlayAnswer:
    """ 
        Attributes:
            state (DealState): One deal at any moment, in requests and in answers. A null field is taken as absent.
                `hands[s]`: the cards seat `s` holds now, or null when unknown; `auction`: the calls
                from the eldest; `contract`: may be given instead of or besides the auction;
                `tricks`: the cards played, trick by trick, in play order; `turn_up` and `stock`: for
                dealing through the service. Answers always write `hands` and `tricks`, cards
                canonical and in canonical order, and `rules` as the request sent it.
            events (list[BeloteEvent | BelotEvent | CallEvent | CardEvent | ContractEvent | DealCompletedEvent |
                HandScoredEvent | ThrownInEvent | TrickWonEvent]):
            phase (Phase): `complete`: all eight tricks played; `thrown_in`: nobody took.
            to_act (None | Seat): The seat to act in the new state, or null when nobody is.
            legal (list[CallWord | CanonicalCard | KindBid | NameSuit | PointBid] | None): What `to_act` may call or play in
                the new state (empty when nobody is to act), or
                null when the play waits on a seat whose hand the state does not know.
     """

    state: DealState
    events: list[BeloteEvent | BelotEvent | CallEvent | CardEvent | ContractEvent | DealCompletedEvent | HandScoredEvent | ThrownInEvent | TrickWonEvent]
    phase: Phase
    to_act: None | Seat
    legal: list[CallWord | CanonicalCard | KindBid | NameSuit | PointBid] | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.belot_event import BelotEvent # noqa: PLC0415
        from ..models.belote_event import BeloteEvent # noqa: PLC0415
        from ..models.call_event import CallEvent # noqa: PLC0415
        from ..models.card_event import CardEvent # noqa: PLC0415
        from ..models.contract_event import ContractEvent # noqa: PLC0415
        from ..models.deal_completed_event import DealCompletedEvent # noqa: PLC0415
        from ..models.deal_state import DealState # noqa: PLC0415
        from ..models.hand_scored_event import HandScoredEvent # noqa: PLC0415
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        from ..models.thrown_in_event import ThrownInEvent # noqa: PLC0415
        from ..models.trick_won_event import TrickWonEvent # noqa: PLC0415
        state = self.state.to_dict()

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



        phase = self.phase.value

        to_act: int | None
        if isinstance(self.to_act, Seat):
            to_act = self.to_act.value
        else:
            to_act = self.to_act

        legal: list[dict[str, Any] | str] | None
        if isinstance(self.legal, list):
            legal = []
            for legal_legal_actions_item_data in self.legal:
                legal_legal_actions_item: dict[str, Any] | str
                if isinstance(legal_legal_actions_item_data, CallWord):
                    legal_legal_actions_item = legal_legal_actions_item_data.value
                elif isinstance(legal_legal_actions_item_data, NameSuit):
                    legal_legal_actions_item = legal_legal_actions_item_data.to_dict()
                elif isinstance(legal_legal_actions_item_data, PointBid):
                    legal_legal_actions_item = legal_legal_actions_item_data.to_dict()
                elif isinstance(legal_legal_actions_item_data, KindBid):
                    legal_legal_actions_item = legal_legal_actions_item_data.to_dict()
                else:
                    legal_legal_actions_item = legal_legal_actions_item_data.value

                legal.append(legal_legal_actions_item)


        else:
            legal = self.legal


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
            "events": events,
            "phase": phase,
            "to_act": to_act,
            "legal": legal,
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
        from ..models.deal_state import DealState # noqa: PLC0415
        from ..models.hand_scored_event import HandScoredEvent # noqa: PLC0415
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        from ..models.thrown_in_event import ThrownInEvent # noqa: PLC0415
        from ..models.trick_won_event import TrickWonEvent # noqa: PLC0415
        d = dict(src_dict)
        state = DealState.from_dict(d.pop("state"))




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


        def _parse_legal(data: object) -> list[CallWord | CanonicalCard | KindBid | NameSuit | PointBid] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                legal_legal_actions = []
                _legal_legal_actions = data
                for legal_legal_actions_item_data in (_legal_legal_actions):
                    def _parse_legal_legal_actions_item(data: object) -> CallWord | CanonicalCard | KindBid | NameSuit | PointBid:
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

                    legal_legal_actions_item = _parse_legal_legal_actions_item(legal_legal_actions_item_data)

                    legal_legal_actions.append(legal_legal_actions_item)

                return legal_legal_actions
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CallWord | CanonicalCard | KindBid | NameSuit | PointBid] | None, data)

        legal = _parse_legal(d.pop("legal"))


        play_answer = cls(
            state=state,
            events=events,
            phase=phase,
            to_act=to_act,
            legal=legal,
        )

        return play_answer

