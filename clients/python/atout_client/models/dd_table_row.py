from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.contract_kind import ContractKind
from typing import cast

if TYPE_CHECKING:
  from ..models.dd_table_taker import DdTableTaker





T = TypeVar("T", bound="DdTableRow")



@_attrs_define
class DdTableRow:
    """ 
        Attributes:
            kind (ContractKind): A trump suit, `NT` (no trumps) or `AT` (all trumps).
            points (list[int]): Team 0's then team 1's.
            takers (list[DdTableTaker]):
     """

    kind: ContractKind
    points: list[int]
    takers: list[DdTableTaker]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dd_table_taker import DdTableTaker # noqa: PLC0415
        kind = self.kind.value

        points = self.points



        takers = []
        for takers_item_data in self.takers:
            takers_item = takers_item_data.to_dict()
            takers.append(takers_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "points": points,
            "takers": takers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dd_table_taker import DdTableTaker # noqa: PLC0415
        d = dict(src_dict)
        kind = ContractKind(d.pop("kind"))




        points = cast(list[int], d.pop("points"))


        takers = []
        _takers = d.pop("takers")
        for takers_item_data in (_takers):
            takers_item = DdTableTaker.from_dict(takers_item_data)



            takers.append(takers_item)


        dd_table_row = cls(
            kind=kind,
            points=points,
            takers=takers,
        )

        return dd_table_row

