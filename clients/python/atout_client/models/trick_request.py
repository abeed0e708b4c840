from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.preset import Preset
from ..models.seat import Seat
from typing import cast

if TYPE_CHECKING:
  from ..models.contract import Contract
  from ..models.ruleset_overrides import RulesetOverrides





T = TypeVar("T", bound="TrickRequest")



@_attrs_define
class TrickRequest:
    """ 
        Attributes:
            rules (Preset | RulesetOverrides): A preset name, or an object naming a preset and overriding some of its
                fields.
            contract (Contract): The taker, the kind, and in the auction families the bid and the multiplier (1 when
                omitted).
            leader (Seat): A seat, 0 to 3 in playing order.
            cards (list[str]): The four cards in play order, from the leader.
     """

    rules: Preset | RulesetOverrides
    contract: Contract
    leader: Seat
    cards: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.contract import Contract # noqa: PLC0415
        from ..models.ruleset_overrides import RulesetOverrides # noqa: PLC0415
        rules: dict[str, Any] | str
        if isinstance(self.rules, Preset):
            rules = self.rules.value
        else:
            rules = self.rules.to_dict()


        contract = self.contract.to_dict()

        leader = self.leader.value

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rules": rules,
            "contract": contract,
            "leader": leader,
            "cards": cards,
        })

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




        leader = Seat(d.pop("leader"))




        cards = cast(list[str], d.pop("cards"))


        trick_request = cls(
            rules=rules,
            contract=contract,
            leader=leader,
            cards=cards,
        )

        return trick_request

