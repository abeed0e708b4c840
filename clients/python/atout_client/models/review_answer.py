from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.solver_core import SolverCore
from typing import cast

if TYPE_CHECKING:
  from ..models.review_team import ReviewTeam
  from ..models.reviewed_card import ReviewedCard





T = TypeVar("T", bound="ReviewAnswer")



@_attrs_define
class ReviewAnswer:
    """ 
        Attributes:
            core (SolverCore): Which double-dummy search answered: `native` (the compiled core, when the service
                was installed with a C compiler) or `python` (the reference; slower, so a budget
                buys fewer samples). Both value every position alike.
            cards (list[ReviewedCard]): Every card played, in play order.
            teams (list[ReviewTeam]):
     """

    core: SolverCore
    cards: list[ReviewedCard]
    teams: list[ReviewTeam]





    def to_dict(self) -> dict[str, Any]:
        from ..models.review_team import ReviewTeam # noqa: PLC0415
        from ..models.reviewed_card import ReviewedCard # noqa: PLC0415
        core = self.core.value

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        teams = []
        for teams_item_data in self.teams:
            teams_item = teams_item_data.to_dict()
            teams.append(teams_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "core": core,
            "cards": cards,
            "teams": teams,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.review_team import ReviewTeam # noqa: PLC0415
        from ..models.reviewed_card import ReviewedCard # noqa: PLC0415
        d = dict(src_dict)
        core = SolverCore(d.pop("core"))




        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = ReviewedCard.from_dict(cards_item_data)



            cards.append(cards_item)


        teams = []
        _teams = d.pop("teams")
        for teams_item_data in (_teams):
            teams_item = ReviewTeam.from_dict(teams_item_data)



            teams.append(teams_item)


        review_answer = cls(
            core=core,
            cards=cards,
            teams=teams,
        )

        return review_answer

