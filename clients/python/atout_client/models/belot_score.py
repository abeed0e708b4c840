from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.belot_outcome import BelotOutcome
from ..models.team import Team






T = TypeVar("T", bound="BelotScore")



@_attrs_define
class BelotScore:
    """ Bela's belot (a whole suit in one hand); the hand is not played and `team` wins the match.

        Attributes:
            outcome (BelotOutcome):
            team (Team): A team, 0 (seats 0 and 2) or 1 (seats 1 and 3).
     """

    outcome: BelotOutcome
    team: Team





    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome.value

        team = self.team.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "outcome": outcome,
            "team": team,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outcome = BelotOutcome(d.pop("outcome"))




        team = Team(d.pop("team"))




        belot_score = cls(
            outcome=outcome,
            team=team,
        )

        return belot_score

