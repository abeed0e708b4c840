from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.phase import Phase
from typing import cast

if TYPE_CHECKING:
  from ..models.belot_hand import BelotHand
  from ..models.deal_record import DealRecord
  from ..models.deal_state import DealState
  from ..models.hand_score import HandScore
  from ..models.played_hand import PlayedHand
  from ..models.thrown_in_hand import ThrownInHand





T = TypeVar("T", bound="RecordAnswer")



@_attrs_define
class RecordAnswer:
    """ 
        Attributes:
            record (DealRecord): A deal, to store, share and replay: the state `POST /v1/deals` dealt (`rules`,
                `dealer`, `hands` as dealt, `turn_up` and `stock` where the rules have them, Bela's
                `talon`), the `auction` and the `tricks` as played, and the `seed` when the server
                dealt it. What `POST /v1/deals` answers beside the state (`phase`, `to_act`,
                `legal`) may be left in; it is not read. A null `turn_up`, `stock` or `talon` is taken
                as absent.
            text (str):
            state (DealState): One deal at any moment, in requests and in answers. A null field is taken as absent.
                `hands[s]`: the cards seat `s` holds now, or null when unknown; `auction`: the calls
                from the eldest; `contract`: may be given instead of or besides the auction;
                `tricks`: the cards played, trick by trick, in play order; `turn_up` and `stock`: for
                dealing through the service. Answers always write `hands` and `tricks`, cards
                canonical and in canonical order, and `rules` as the request sent it.
            phase (Phase): `complete`: all eight tricks played; `thrown_in`: nobody took.
            result (HandScore | None):
            match_entry (BelotHand | None | PlayedHand | ThrownInHand):
     """

    record: DealRecord
    text: str
    state: DealState
    phase: Phase
    result: HandScore | None
    match_entry: BelotHand | None | PlayedHand | ThrownInHand





    def to_dict(self) -> dict[str, Any]:
        from ..models.belot_hand import BelotHand # noqa: PLC0415
        from ..models.deal_record import DealRecord # noqa: PLC0415
        from ..models.deal_state import DealState # noqa: PLC0415
        from ..models.hand_score import HandScore # noqa: PLC0415
        from ..models.played_hand import PlayedHand # noqa: PLC0415
        from ..models.thrown_in_hand import ThrownInHand # noqa: PLC0415
        record = self.record.to_dict()

        text = self.text

        state = self.state.to_dict()

        phase = self.phase.value

        result: dict[str, Any] | None
        if isinstance(self.result, HandScore):
            result = self.result.to_dict()
        else:
            result = self.result

        match_entry: dict[str, Any] | None
        if isinstance(self.match_entry, PlayedHand):
            match_entry = self.match_entry.to_dict()
        elif isinstance(self.match_entry, ThrownInHand):
            match_entry = self.match_entry.to_dict()
        elif isinstance(self.match_entry, BelotHand):
            match_entry = self.match_entry.to_dict()
        else:
            match_entry = self.match_entry


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "record": record,
            "text": text,
            "state": state,
            "phase": phase,
            "result": result,
            "match_entry": match_entry,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.belot_hand import BelotHand # noqa: PLC0415
        from ..models.deal_record import DealRecord # noqa: PLC0415
        from ..models.deal_state import DealState # noqa: PLC0415
        from ..models.hand_score import HandScore # noqa: PLC0415
        from ..models.played_hand import PlayedHand # noqa: PLC0415
        from ..models.thrown_in_hand import ThrownInHand # noqa: PLC0415
        d = dict(src_dict)
        record = DealRecord.from_dict(d.pop("record"))




        text = d.pop("text")

        state = DealState.from_dict(d.pop("state"))




        phase = Phase(d.pop("phase"))




        def _parse_result(data: object) -> HandScore | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = HandScore.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HandScore | None, data)

        result = _parse_result(d.pop("result"))


        def _parse_match_entry(data: object) -> BelotHand | None | PlayedHand | ThrownInHand:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_hand_type_0 = PlayedHand.from_dict(data)



                return componentsschemas_match_hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_hand_type_1 = ThrownInHand.from_dict(data)



                return componentsschemas_match_hand_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_hand_type_2 = BelotHand.from_dict(data)



                return componentsschemas_match_hand_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BelotHand | None | PlayedHand | ThrownInHand, data)

        match_entry = _parse_match_entry(d.pop("match_entry"))


        record_answer = cls(
            record=record,
            text=text,
            state=state,
            phase=phase,
            result=result,
            match_entry=match_entry,
        )

        return record_answer

