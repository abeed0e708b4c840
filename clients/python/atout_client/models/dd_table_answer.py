from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat import Seat
from ..models.solver_core import SolverCore
from typing import cast

if TYPE_CHECKING:
  from ..models.dd_table_row import DdTableRow





T = TypeVar("T", bound="DdTableAnswer")



@_attrs_define
class DdTableAnswer:
    """ 
        Attributes:
            leader (Seat): A seat, 0 to 3 in playing order.
            core (SolverCore): Which double-dummy search answered: `native` (the compiled core, when the service
                was installed with a C compiler) or `python` (the reference; slower, so a budget
                buys fewer samples). Both value every position alike.
            contracts (list[DdTableRow]): One row per contract kind of the ruleset, in the ruleset's order.
     """

    leader: Seat
    core: SolverCore
    contracts: list[DdTableRow]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dd_table_row import DdTableRow # noqa: PLC0415
        leader = self.leader.value

        core = self.core.value

        contracts = []
        for contracts_item_data in self.contracts:
            contracts_item = contracts_item_data.to_dict()
            contracts.append(contracts_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "leader": leader,
            "core": core,
            "contracts": contracts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dd_table_row import DdTableRow # noqa: PLC0415
        d = dict(src_dict)
        leader = Seat(d.pop("leader"))




        core = SolverCore(d.pop("core"))




        contracts = []
        _contracts = d.pop("contracts")
        for contracts_item_data in (_contracts):
            contracts_item = DdTableRow.from_dict(contracts_item_data)



            contracts.append(contracts_item)


        dd_table_answer = cls(
            leader=leader,
            core=core,
            contracts=contracts,
        )

        return dd_table_answer

