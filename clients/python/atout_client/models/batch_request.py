from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.sub_request import SubRequest





T = TypeVar("T", bound="BatchRequest")



@_attrs_define
class BatchRequest:
    """ 
        Attributes:
            requests (list[SubRequest]):
     """

    requests: list[SubRequest]





    def to_dict(self) -> dict[str, Any]:
        from ..models.sub_request import SubRequest # noqa: PLC0415
        requests = []
        for requests_item_data in self.requests:
            requests_item = requests_item_data.to_dict()
            requests.append(requests_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "requests": requests,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sub_request import SubRequest # noqa: PLC0415
        d = dict(src_dict)
        requests = []
        _requests = d.pop("requests")
        for requests_item_data in (_requests):
            requests_item = SubRequest.from_dict(requests_item_data)



            requests.append(requests_item)


        batch_request = cls(
            requests=requests,
        )

        return batch_request

