from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sub_response import SubResponse





T = TypeVar("T", bound="BatchAnswer")



@_attrs_define
class BatchAnswer:
    """ 
        Attributes:
            responses (list[SubResponse]):
     """

    responses: list[SubResponse]





    def to_dict(self) -> dict[str, Any]:
        from ..models.sub_response import SubResponse # noqa: PLC0415
        responses = []
        for responses_item_data in self.responses:
            responses_item = responses_item_data.to_dict()
            responses.append(responses_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "responses": responses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sub_response import SubResponse # noqa: PLC0415
        d = dict(src_dict)
        responses = []
        _responses = d.pop("responses")
        for responses_item_data in (_responses):
            responses_item = SubResponse.from_dict(responses_item_data)



            responses.append(responses_item)


        batch_answer = cls(
            responses=responses,
        )

        return batch_answer

