from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.preset import Preset
from ..models.team import Team
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.contract import Contract
  from ..models.ruleset_overrides import RulesetOverrides





T = TypeVar("T", bound="HandSummary")



@_attrs_define
class HandSummary:
    """ A hand in figures. `card_points` without the last-trick bonus (as the contract's table
    counts them, so doubled in bulgarian NT); `last_trick` the team that won the last trick;
    `declarations` the points each team scores after the comparison; `belote` each team's
    belote points.

        Attributes:
            rules (Preset | RulesetOverrides): A preset name, or an object naming a preset and overriding some of its
                fields.
            contract (Contract): The taker, the kind, and in the auction families the bid and the multiplier (1 when
                omitted).
            tricks_won (list[int]):
            card_points (list[int]): Team 0's then team 1's.
            last_trick (Team): A team, 0 (seats 0 and 2) or 1 (seats 1 and 3).
            declarations (list[int] | Unset): Team 0's then team 1's.
            belote (list[int] | Unset): Team 0's then team 1's.
            roem (list[int] | Unset): Team 0's then team 1's.
     """

    rules: Preset | RulesetOverrides
    contract: Contract
    tricks_won: list[int]
    card_points: list[int]
    last_trick: Team
    declarations: list[int] | Unset = UNSET
    belote: list[int] | Unset = UNSET
    roem: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.contract import Contract # noqa: PLC0415
        from ..models.ruleset_overrides import RulesetOverrides # noqa: PLC0415
        rules: dict[str, Any] | str
        if isinstance(self.rules, Preset):
            rules = self.rules.value
        else:
            rules = self.rules.to_dict()


        contract = self.contract.to_dict()

        tricks_won = self.tricks_won



        card_points = self.card_points



        last_trick = self.last_trick.value

        declarations: list[int] | Unset = UNSET
        if not isinstance(self.declarations, Unset):
            declarations = self.declarations



        belote: list[int] | Unset = UNSET
        if not isinstance(self.belote, Unset):
            belote = self.belote



        roem: list[int] | Unset = UNSET
        if not isinstance(self.roem, Unset):
            roem = self.roem




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rules": rules,
            "contract": contract,
            "tricks_won": tricks_won,
            "card_points": card_points,
            "last_trick": last_trick,
        })
        if declarations is not UNSET:
            field_dict["declarations"] = declarations
        if belote is not UNSET:
            field_dict["belote"] = belote
        if roem is not UNSET:
            field_dict["roem"] = roem

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.contract import Contract # noqa: PLC0415
        from ..models.ruleset_overrides import RulesetOverrides # noqa: PLC0415
        d = dict(src_dict)
        def _parse_rules(data: object) -> Preset | RulesetOverrides:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_rules_type_0 = Preset(data)



                return componentsschemas_rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_rules_type_1 = RulesetOverrides.from_dict(data)



            return componentsschemas_rules_type_1

        rules = _parse_rules(d.pop("rules"))


        contract = Contract.from_dict(d.pop("contract"))




        tricks_won = cast(list[int], d.pop("tricks_won"))


        card_points = cast(list[int], d.pop("card_points"))


        last_trick = Team(d.pop("last_trick"))




        declarations = cast(list[int], d.pop("declarations", UNSET))


        belote = cast(list[int], d.pop("belote", UNSET))


        roem = cast(list[int], d.pop("roem", UNSET))


        hand_summary = cls(
            rules=rules,
            contract=contract,
            tricks_won=tricks_won,
            card_points=card_points,
            last_trick=last_trick,
            declarations=declarations,
            belote=belote,
            roem=roem,
        )

        return hand_summary

