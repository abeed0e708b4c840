from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.canonical_card import CanonicalCard
from ..models.review_grade import ReviewGrade
from ..models.seat import Seat
from typing import cast






T = TypeVar("T", bound="ReviewedCard")



@_attrs_define
class ReviewedCard:
    """ 
        Attributes:
            trick (int):
            seat (Seat): A seat, 0 to 3 in playing order.
            card (CanonicalCard): A card as answers write it.
            value (int): The card points the seat's team ends the deal with after this card, with perfect play.
            best (int): The same for the best card the seat held.
            best_cards (list[CanonicalCard]):
            lost (int):
            grade (ReviewGrade): By points lost: exact 0, inaccuracy 1 to 9, mistake 10 to 19, blunder 20 or more.
     """

    trick: int
    seat: Seat
    card: CanonicalCard
    value: int
    best: int
    best_cards: list[CanonicalCard]
    lost: int
    grade: ReviewGrade





    def to_dict(self) -> dict[str, Any]:
        trick = self.trick

        seat = self.seat.value

        card = self.card.value

        value = self.value

        best = self.best

        best_cards = []
        for best_cards_item_data in self.best_cards:
            best_cards_item = best_cards_item_data.value
            best_cards.append(best_cards_item)



        lost = self.lost

        grade = self.grade.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "trick": trick,
            "seat": seat,
            "card": card,
            "value": value,
            "best": best,
            "best_cards": best_cards,
            "lost": lost,
            "grade": grade,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        trick = d.pop("trick")

        seat = Seat(d.pop("seat"))




        card = CanonicalCard(d.pop("card"))




        value = d.pop("value")

        best = d.pop("best")

        best_cards = []
        _best_cards = d.pop("best_cards")
        for best_cards_item_data in (_best_cards):
            best_cards_item = CanonicalCard(best_cards_item_data)



            best_cards.append(best_cards_item)


        lost = d.pop("lost")

        grade = ReviewGrade(d.pop("grade"))




        reviewed_card = cls(
            trick=trick,
            seat=seat,
            card=card,
            value=value,
            best=best,
            best_cards=best_cards,
            lost=lost,
            grade=grade,
        )

        return reviewed_card

