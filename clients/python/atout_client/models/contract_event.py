from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.contract import Contract





T = TypeVar("T", bound="ContractEvent")



@_attrs_define
class ContractEvent:
    """ The auction ended with a contract.

        Attributes:
            type_ (Literal['contract']):
            contract (Contract): The taker, the kind, and in the auction families the bid and the multiplier (1 when
                omitted).
     """

    type_: Literal['contract']
    contract: Contract
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.contract import Contract # noqa: PLC0415
        type_ = self.type_

        contract = self.contract.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "contract": contract,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.contract import Contract # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['contract'] , d.pop("type"))
        if type_ != 'contract':
            raise ValueError(f"type must match const 'contract', got '{type_}'")

        contract = Contract.from_dict(d.pop("contract"))




        contract_event = cls(
            type_=type_,
            contract=contract,
        )


        contract_event.additional_properties = d
        return contract_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
