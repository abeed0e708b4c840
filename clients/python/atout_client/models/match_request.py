from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.preset import Preset
from typing import cast

if TYPE_CHECKING:
  from ..models.belot_hand import BelotHand
  from ..models.played_hand import PlayedHand
  from ..models.ruleset_overrides import RulesetOverrides
  from ..models.thrown_in_hand import ThrownInHand





T = TypeVar("T", bound="MatchRequest")



@_attrs_define
class MatchRequest:
    """ 
        Attributes:
            rules (Preset | RulesetOverrides): A preset name, or an object naming a preset and overriding some of its
                fields.
            hands (list[BelotHand | PlayedHand | ThrownInHand]):
     """

    rules: Preset | RulesetOverrides
    hands: list[BelotHand | PlayedHand | ThrownInHand]





    def to_dict(self) -> dict[str, Any]:
        from ..models.belot_hand import BelotHand # noqa: PLC0415
        from ..models.played_hand import PlayedHand # noqa: PLC0415
        from ..models.ruleset_overrides import RulesetOverrides # noqa: PLC0415
        from ..models.thrown_in_hand import ThrownInHand # noqa: PLC0415
        rules: dict[str, Any] | str
        if isinstance(self.rules, Preset):
            rules = self.rules.value
        else:
            rules = self.rules.to_dict()


        hands = []
        for hands_item_data in self.hands:
            hands_item: dict[str, Any]
            if isinstance(hands_item_data, PlayedHand):
                hands_item = hands_item_data.to_dict()
            elif isinstance(hands_item_data, ThrownInHand):
                hands_item = hands_item_data.to_dict()
            else:
                hands_item = hands_item_data.to_dict()

            hands.append(hands_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rules": rules,
            "hands": hands,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.belot_hand import BelotHand # noqa: PLC0415
        from ..models.played_hand import PlayedHand # noqa: PLC0415
        from ..models.ruleset_overrides import RulesetOverrides # noqa: PLC0415
        from ..models.thrown_in_hand import ThrownInHand # noqa: PLC0415
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


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            def _parse_hands_item(data: object) -> BelotHand | PlayedHand | ThrownInHand:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_match_hand_type_0 = PlayedHand.from_dict(data)



                    return componentsschemas_match_hand_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_match_hand_type_1 = ThrownInHand.from_dict(data)



                    return componentsschemas_match_hand_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_hand_type_2 = BelotHand.from_dict(data)



                return componentsschemas_match_hand_type_2

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)


        match_request = cls(
            rules=rules,
            hands=hands,
        )

        return match_request

