from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sealed_view import SealedView





T = TypeVar("T", bound="SeatViewAnswer")



@_attrs_define
class SeatViewAnswer:
    """ 
        Attributes:
            token_digest (str): SHA-256 of the table token the answer came from, in hex.
            view (SealedView): What one seat sees. `state` is the deal with every other hand null and no stock (the
                partial view `POST /v1/hints` takes); `legal` is null unless the seat is to act;
                `commitment` is the current deal's; `previous` the last finished deal revealed.
     """

    token_digest: str
    view: SealedView





    def to_dict(self) -> dict[str, Any]:
        from ..models.sealed_view import SealedView # noqa: PLC0415
        token_digest = self.token_digest

        view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "token_digest": token_digest,
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sealed_view import SealedView # noqa: PLC0415
        d = dict(src_dict)
        token_digest = d.pop("token_digest")

        view = SealedView.from_dict(d.pop("view"))




        seat_view_answer = cls(
            token_digest=token_digest,
            view=view,
        )

        return seat_view_answer

