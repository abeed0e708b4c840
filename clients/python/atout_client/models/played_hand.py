from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.outcome import Outcome
from ..models.seat import Seat
from ..models.team import Team
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PlayedHand")



@_attrs_define
class PlayedHand:
    """ A played hand's match entry: a `/v1/hands/score` answer plus the dealer and taker
    seats (`capot` and `totals` are checked for shape and otherwise ignored).

        Attributes:
            dealer (Seat): A seat, 0 to 3 in playing order.
            taker (Seat): A seat, 0 to 3 in playing order.
            outcome (Outcome): `dedans`: any failed contract; `litige`: a French tie; `hanging`: a bulgarian tie.
            score (list[int]): Team 0's then team 1's.
            held_over (int | Unset):
            capot (None | Team | Unset):
            totals (list[int] | Unset): Team 0's then team 1's.
     """

    dealer: Seat
    taker: Seat
    outcome: Outcome
    score: list[int]
    held_over: int | Unset = UNSET
    capot: None | Team | Unset = UNSET
    totals: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        dealer = self.dealer.value

        taker = self.taker.value

        outcome = self.outcome.value

        score = self.score



        held_over = self.held_over

        capot: int | None | Unset
        if isinstance(self.capot, Unset):
            capot = UNSET
        elif isinstance(self.capot, Team):
            capot = self.capot.value
        else:
            capot = self.capot

        totals: list[int] | Unset = UNSET
        if not isinstance(self.totals, Unset):
            totals = self.totals




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dealer": dealer,
            "taker": taker,
            "outcome": outcome,
            "score": score,
        })
        if held_over is not UNSET:
            field_dict["held_over"] = held_over
        if capot is not UNSET:
            field_dict["capot"] = capot
        if totals is not UNSET:
            field_dict["totals"] = totals

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dealer = Seat(d.pop("dealer"))




        taker = Seat(d.pop("taker"))




        outcome = Outcome(d.pop("outcome"))




        score = cast(list[int], d.pop("score"))


        held_over = d.pop("held_over", UNSET)

        def _parse_capot(data: object) -> None | Team | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                capot_type_0 = Team(data)



                return capot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Team | Unset, data)

        capot = _parse_capot(d.pop("capot", UNSET))


        totals = cast(list[int], d.pop("totals", UNSET))


        played_hand = cls(
            dealer=dealer,
            taker=taker,
            outcome=outcome,
            score=score,
            held_over=held_over,
            capot=capot,
            totals=totals,
        )

        return played_hand

