from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat import Seat
from ..models.team import Team
from typing import cast

if TYPE_CHECKING:
  from ..models.belot_hand import BelotHand
  from ..models.played_hand import PlayedHand
  from ..models.thrown_in_hand import ThrownInHand





T = TypeVar("T", bound="SealedMatch")



@_attrs_define
class SealedMatch:
    """ `POST /v1/matches/score`'s answer for the deals played so far, and those deals' entries.

        Attributes:
            hands (list[BelotHand | PlayedHand | ThrownInHand]):
            totals (list[int]): Team 0's then team 1's.
            history (list[list[int]]):
            held_over (int):
            finished (bool):
            winner (None | Team):
            next_dealer (None | Seat):
     """

    hands: list[BelotHand | PlayedHand | ThrownInHand]
    totals: list[int]
    history: list[list[int]]
    held_over: int
    finished: bool
    winner: None | Team
    next_dealer: None | Seat





    def to_dict(self) -> dict[str, Any]:
        from ..models.belot_hand import BelotHand # noqa: PLC0415
        from ..models.played_hand import PlayedHand # noqa: PLC0415
        from ..models.thrown_in_hand import ThrownInHand # noqa: PLC0415
        hands = []
        for hands_item_data in self.hands:
            hands_item: dict[str, Any]
            if isinstance(hands_item_data, PlayedHand):
                hands_item = hands_item_data.to_dict()
            elif isinstance(hands_item_data, ThrownInHand):
                hands_item = hands_item_data.to_dict()
            else:
                hands_item = hands_item_data.to_dict()

            hands.append(hands_item)



        totals = self.totals



        history = []
        for history_item_data in self.history:
            history_item = history_item_data


            history.append(history_item)



        held_over = self.held_over

        finished = self.finished

        winner: int | None
        if isinstance(self.winner, Team):
            winner = self.winner.value
        else:
            winner = self.winner

        next_dealer: int | None
        if isinstance(self.next_dealer, Seat):
            next_dealer = self.next_dealer.value
        else:
            next_dealer = self.next_dealer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hands": hands,
            "totals": totals,
            "history": history,
            "held_over": held_over,
            "finished": finished,
            "winner": winner,
            "next_dealer": next_dealer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.belot_hand import BelotHand # noqa: PLC0415
        from ..models.played_hand import PlayedHand # noqa: PLC0415
        from ..models.thrown_in_hand import ThrownInHand # noqa: PLC0415
        d = dict(src_dict)
        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            def _parse_hands_item(data: object) -> BelotHand | PlayedHand | ThrownInHand:
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_hand_type_2 = BelotHand.from_dict(data)



                return componentsschemas_match_hand_type_2

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)


        totals = cast(list[int], d.pop("totals"))


        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = cast(list[int], history_item_data)

            history.append(history_item)


        held_over = d.pop("held_over")

        finished = d.pop("finished")

        def _parse_winner(data: object) -> None | Team:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                winner_type_0 = Team(data)



                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Team, data)

        winner = _parse_winner(d.pop("winner"))


        def _parse_next_dealer(data: object) -> None | Seat:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                next_dealer_type_0 = Seat(data)



                return next_dealer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Seat, data)

        next_dealer = _parse_next_dealer(d.pop("next_dealer"))


        sealed_match = cls(
            hands=hands,
            totals=totals,
            history=history,
            held_over=held_over,
            finished=finished,
            winner=winner,
            next_dealer=next_dealer,
        )

        return sealed_match

