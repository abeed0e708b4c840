from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.deal_state import DealState





T = TypeVar("T", bound="ReviewRequest")



@_attrs_define
class ReviewRequest:
    """ 
        Attributes:
            state (DealState): One deal at any moment, in requests and in answers. A null field is taken as absent.
                `hands[s]`: the cards seat `s` holds now, or null when unknown; `auction`: the calls
                from the eldest; `contract`: may be given instead of or besides the auction;
                `tricks`: the cards played, trick by trick, in play order; `turn_up` and `stock`: for
                dealing through the service. Answers always write `hands` and `tricks`, cards
                canonical and in canonical order, and `rules` as the request sent it.
     """

    state: DealState





    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_state import DealState # noqa: PLC0415
        state = self.state.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_state import DealState # noqa: PLC0415
        d = dict(src_dict)
        state = DealState.from_dict(d.pop("state"))




        review_request = cls(
            state=state,
        )

        return review_request

