from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat import Seat
from ..models.team import Team
from typing import cast






T = TypeVar("T", bound="MatchAnswer")



@_attrs_define
class MatchAnswer:
    """ 
        Attributes:
            totals (list[int]): Team 0's then team 1's.
            history (list[list[int]]): The totals after each hand.
            held_over (int): A match figure: a sum over up to 1000 hands of scores and held-over points, each at
                most 100000, so at most 1000 × 2 × 100000.
            finished (bool):
            winner (None | Team):
            next_dealer (None | Seat): Null once finished, or when no hand was given.
     """

    totals: list[int]
    history: list[list[int]]
    held_over: int
    finished: bool
    winner: None | Team
    next_dealer: None | Seat





    def to_dict(self) -> dict[str, Any]:
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
        d = dict(src_dict)
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


        match_answer = cls(
            totals=totals,
            history=history,
            held_over=held_over,
            finished=finished,
            winner=winner,
            next_dealer=next_dealer,
        )

        return match_answer

