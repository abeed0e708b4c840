from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.batch_path import BatchPath






T = TypeVar("T", bound="SubRequest")



@_attrs_define
class SubRequest:
    """ 
        Attributes:
            path (BatchPath):
            body (Any): The body the endpoint takes; any JSON value, validated as the endpoint validates it.
     """

    path: BatchPath
    body: Any





    def to_dict(self) -> dict[str, Any]:
        path = self.path.value

        body = self.body


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "path": path,
            "body": body,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        path = BatchPath(d.pop("path"))




        body = d.pop("body")

        sub_request = cls(
            path=path,
            body=body,
        )

        return sub_request

