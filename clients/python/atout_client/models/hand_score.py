from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.outcome import Outcome
from ..models.team import Team
from typing import cast






T = TypeVar("T", bound="HandScore")



@_attrs_define
class HandScore:
    """ 
        Attributes:
            outcome (Outcome): `dedans`: any failed contract; `litige`: a French tie; `hanging`: a bulgarian tie.
            capot (None | Team): The team that won all eight tricks, or null.
            totals (list[int]): Team 0's then team 1's.
            score (list[int]): Team 0's then team 1's.
            held_over (int):
     """

    outcome: Outcome
    capot: None | Team
    totals: list[int]
    score: list[int]
    held_over: int





    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome.value

        capot: int | None
        if isinstance(self.capot, Team):
            capot = self.capot.value
        else:
            capot = self.capot

        totals = self.totals



        score = self.score



        held_over = self.held_over


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "outcome": outcome,
            "capot": capot,
            "totals": totals,
            "score": score,
            "held_over": held_over,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outcome = Outcome(d.pop("outcome"))




        def _parse_capot(data: object) -> None | Team:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                capot_type_0 = Team(data)



                return capot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Team, data)

        capot = _parse_capot(d.pop("capot"))


        totals = cast(list[int], d.pop("totals"))


        score = cast(list[int], d.pop("score"))


        held_over = d.pop("held_over")

        hand_score = cls(
            outcome=outcome,
            capot=capot,
            totals=totals,
            score=score,
            held_over=held_over,
        )

        return hand_score

