from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.readiness_status import ReadinessStatus
from ..models.store_state import StoreState
from ..types import UNSET, Unset






T = TypeVar("T", bound="Readiness")



@_attrs_define
class Readiness:
    """ `degraded`: the app serves, but the store the rate limits count in does not answer,
    so requests are served without limits (`ATOUT_RATE_LIMIT_FAILURE=open`, the
    default). `rate_limit_store` is there when the service counts rate limits or wrong
    keys.

        Attributes:
            status (ReadinessStatus):
            rate_limit_store (StoreState | Unset):
     """

    status: ReadinessStatus
    rate_limit_store: StoreState | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        rate_limit_store: str | Unset = UNSET
        if not isinstance(self.rate_limit_store, Unset):
            rate_limit_store = self.rate_limit_store.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "status": status,
        })
        if rate_limit_store is not UNSET:
            field_dict["rate_limit_store"] = rate_limit_store

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = ReadinessStatus(d.pop("status"))




        _rate_limit_store = d.pop("rate_limit_store", UNSET)
        rate_limit_store: StoreState | Unset
        if isinstance(_rate_limit_store,  Unset):
            rate_limit_store = UNSET
        else:
            rate_limit_store = StoreState(_rate_limit_store)




        readiness = cls(
            status=status,
            rate_limit_store=rate_limit_store,
        )

        return readiness

