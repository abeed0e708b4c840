from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.hint_method import HintMethod
from ..models.hint_phase import HintPhase
from ..models.seat import Seat
from ..models.solver_core import SolverCore
from typing import cast

if TYPE_CHECKING:
  from ..models.ranked_action import RankedAction





T = TypeVar("T", bound="HintsAnswer")



@_attrs_define
class HintsAnswer:
    """ 
        Attributes:
            seat (Seat): A seat, 0 to 3 in playing order.
            phase (HintPhase): Hints exist while someone is to act.
            method (HintMethod): `exact`: every hidden card's place was certain, and the values come from perfect play;
                `sampled`: averaged over random deals, each played perfectly; `playouts`: the budget could not pay for perfect
                play, so the deals (or the one known deal) were played out by a rule-of-thumb player: an estimate.
            samples (int): How many deals were valued (1 when `exact`).
            core (SolverCore): Which double-dummy search answered: `native` (the compiled core, when the service
                was installed with a C compiler) or `python` (the reference; slower, so a budget
                buys fewer samples). Both value every position alike.
            actions (list[RankedAction]): Every legal action of the seat, best first.
     """

    seat: Seat
    phase: HintPhase
    method: HintMethod
    samples: int
    core: SolverCore
    actions: list[RankedAction]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ranked_action import RankedAction # noqa: PLC0415
        seat = self.seat.value

        phase = self.phase.value

        method = self.method.value

        samples = self.samples

        core = self.core.value

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "phase": phase,
            "method": method,
            "samples": samples,
            "core": core,
            "actions": actions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ranked_action import RankedAction # noqa: PLC0415
        d = dict(src_dict)
        seat = Seat(d.pop("seat"))




        phase = HintPhase(d.pop("phase"))




        method = HintMethod(d.pop("method"))




        samples = d.pop("samples")

        core = SolverCore(d.pop("core"))




        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            actions_item = RankedAction.from_dict(actions_item_data)



            actions.append(actions_item)


        hints_answer = cls(
            seat=seat,
            phase=phase,
            method=method,
            samples=samples,
            core=core,
            actions=actions,
        )

        return hints_answer

