from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.preset import Preset
from ..models.seat import Seat
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ruleset_overrides import RulesetOverrides





T = TypeVar("T", bound="DealRequest")



@_attrs_define
class DealRequest:
    """ 
        Attributes:
            rules (Preset | RulesetOverrides): A preset name, or an object naming a preset and overriding some of its
                fields.
            seed (int | str): An integer up to 2^63 - 1, or a string; an integer and the string of its decimal
                digits deal the same cards, so a larger integer can be sent as a string.
            dealer (None | Seat | Unset): Omitted or null, the dealer is cut for from the seed.
     """

    rules: Preset | RulesetOverrides
    seed: int | str
    dealer: None | Seat | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ruleset_overrides import RulesetOverrides # noqa: PLC0415
        rules: dict[str, Any] | str
        if isinstance(self.rules, Preset):
            rules = self.rules.value
        else:
            rules = self.rules.to_dict()


        seed: int | str
        seed = self.seed

        dealer: int | None | Unset
        if isinstance(self.dealer, Unset):
            dealer = UNSET
        elif isinstance(self.dealer, Seat):
            dealer = self.dealer.value
        else:
            dealer = self.dealer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rules": rules,
            "seed": seed,
        })
        if dealer is not UNSET:
            field_dict["dealer"] = dealer

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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


        def _parse_seed(data: object) -> int | str:
            return cast(int | str, data)

        seed = _parse_seed(d.pop("seed"))


        def _parse_dealer(data: object) -> None | Seat | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                dealer_type_0 = Seat(data)



                return dealer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Seat | Unset, data)

        dealer = _parse_dealer(d.pop("dealer", UNSET))


        deal_request = cls(
            rules=rules,
            seed=seed,
            dealer=dealer,
        )

        return deal_request

