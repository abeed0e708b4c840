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
  from ..models.deal_state import DealState
  from ..models.kind_bid import KindBid
  from ..models.name_suit import NameSuit
  from ..models.point_bid import PointBid
  from ..models.revealed_deal import RevealedDeal
  from ..models.sealed_match import SealedMatch





T = TypeVar("T", bound="SealedView")



@_attrs_define
class SealedView:
    """ What one seat sees. `state` is the deal with every other hand null and no stock (the
    partial view `POST /v1/hints` takes); `legal` is null unless the seat is to act;
    `commitment` is the current deal's; `previous` the last finished deal revealed.

        Attributes:
            table_id (str):
            actions (int): Actions taken at the table so far (the token's count).
            seat (Seat): A seat, 0 to 3 in playing order.
            deal_number (int):
            commitment (str): SHA-256, in hex, of `atout-commit-v1:<seed>:<dealt>`, where `<dealt>` is the state
                `POST /v1/deals` answers for the deal's rules, dealer and seed, as JSON with sorted
                keys and no spaces: published when the deal is dealt, checkable once it ends.
            state (DealState): One deal at any moment, in requests and in answers. A null field is taken as absent.
                `hands[s]`: the cards seat `s` holds now, or null when unknown; `auction`: the calls
                from the eldest; `contract`: may be given instead of or besides the auction;
                `tricks`: the cards played, trick by trick, in play order; `turn_up` and `stock`: for
                dealing through the service. Answers always write `hands` and `tricks`, cards
                canonical and in canonical order, and `rules` as the request sent it.
            phase (Phase): `complete`: all eight tricks played; `thrown_in`: nobody took.
            to_act (None | Seat):
            legal (list[CallWord | CanonicalCard | KindBid | NameSuit | PointBid] | None):
            match (SealedMatch): `POST /v1/matches/score`'s answer for the deals played so far, and those deals' entries.
            previous (None | RevealedDeal):
     """

    table_id: str
    actions: int
    seat: Seat
    deal_number: int
    commitment: str
    state: DealState
    phase: Phase
    to_act: None | Seat
    legal: list[CallWord | CanonicalCard | KindBid | NameSuit | PointBid] | None
    match: SealedMatch
    previous: None | RevealedDeal





    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_state import DealState # noqa: PLC0415
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        from ..models.revealed_deal import RevealedDeal # noqa: PLC0415
        from ..models.sealed_match import SealedMatch # noqa: PLC0415
        table_id = self.table_id

        actions = self.actions

        seat = self.seat.value

        deal_number = self.deal_number

        commitment = self.commitment

        state = self.state.to_dict()

        phase = self.phase.value

        to_act: int | None
        if isinstance(self.to_act, Seat):
            to_act = self.to_act.value
        else:
            to_act = self.to_act

        legal: list[dict[str, Any] | str] | None
        if isinstance(self.legal, list):
            legal = []
            for legal_seat_actions_item_data in self.legal:
                legal_seat_actions_item: dict[str, Any] | str
                if isinstance(legal_seat_actions_item_data, CallWord):
                    legal_seat_actions_item = legal_seat_actions_item_data.value
                elif isinstance(legal_seat_actions_item_data, NameSuit):
                    legal_seat_actions_item = legal_seat_actions_item_data.to_dict()
                elif isinstance(legal_seat_actions_item_data, PointBid):
                    legal_seat_actions_item = legal_seat_actions_item_data.to_dict()
                elif isinstance(legal_seat_actions_item_data, KindBid):
                    legal_seat_actions_item = legal_seat_actions_item_data.to_dict()
                else:
                    legal_seat_actions_item = legal_seat_actions_item_data.value

                legal.append(legal_seat_actions_item)


        else:
            legal = self.legal

        match = self.match.to_dict()

        previous: dict[str, Any] | None
        if isinstance(self.previous, RevealedDeal):
            previous = self.previous.to_dict()
        else:
            previous = self.previous


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "table_id": table_id,
            "actions": actions,
            "seat": seat,
            "deal_number": deal_number,
            "commitment": commitment,
            "state": state,
            "phase": phase,
            "to_act": to_act,
            "legal": legal,
            "match": match,
            "previous": previous,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_state import DealState # noqa: PLC0415
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        from ..models.revealed_deal import RevealedDeal # noqa: PLC0415
        from ..models.sealed_match import SealedMatch # noqa: PLC0415
        d = dict(src_dict)
        table_id = d.pop("table_id")

        actions = d.pop("actions")

        seat = Seat(d.pop("seat"))




        deal_number = d.pop("deal_number")

        commitment = d.pop("commitment")

        state = DealState.from_dict(d.pop("state"))




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
                legal_seat_actions = []
                _legal_seat_actions = data
                for legal_seat_actions_item_data in (_legal_seat_actions):
                    def _parse_legal_seat_actions_item(data: object) -> CallWord | CanonicalCard | KindBid | NameSuit | PointBid:
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

                    legal_seat_actions_item = _parse_legal_seat_actions_item(legal_seat_actions_item_data)

                    legal_seat_actions.append(legal_seat_actions_item)

                return legal_seat_actions
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CallWord | CanonicalCard | KindBid | NameSuit | PointBid] | None, data)

        legal = _parse_legal(d.pop("legal"))


        match = SealedMatch.from_dict(d.pop("match"))




        def _parse_previous(data: object) -> None | RevealedDeal:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                previous_type_0 = RevealedDeal.from_dict(data)



                return previous_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RevealedDeal, data)

        previous = _parse_previous(d.pop("previous"))


        sealed_view = cls(
            table_id=table_id,
            actions=actions,
            seat=seat,
            deal_number=deal_number,
            commitment=commitment,
            state=state,
            phase=phase,
            to_act=to_act,
            legal=legal,
            match=match,
            previous=previous,
        )

        return sealed_view

