from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.deal_record import DealRecord





T = TypeVar("T", bound="RecordRequest")



@_attrs_define
class RecordRequest:
    """ One of the two forms.

        Attributes:
            record (DealRecord | Unset): A deal, to store, share and replay: the state `POST /v1/deals` dealt (`rules`,
                `dealer`, `hands` as dealt, `turn_up` and `stock` where the rules have them, Bela's
                `talon`), the `auction` and the `tricks` as played, and the `seed` when the server
                dealt it. What `POST /v1/deals` answers beside the state (`phase`, `to_act`,
                `legal`) may be left in; it is not read. A null `turn_up`, `stock` or `talon` is taken
                as absent.
            text (str | Unset): The record's one-line form.
     """

    record: DealRecord | Unset = UNSET
    text: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_record import DealRecord # noqa: PLC0415
        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()

        text = self.text


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if record is not UNSET:
            field_dict["record"] = record
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_record import DealRecord # noqa: PLC0415
        d = dict(src_dict)
        _record = d.pop("record", UNSET)
        record: DealRecord | Unset
        if isinstance(_record,  Unset):
            record = UNSET
        else:
            record = DealRecord.from_dict(_record)




        text = d.pop("text", UNSET)

        record_request = cls(
            record=record,
            text=text,
        )

        return record_request

