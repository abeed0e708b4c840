from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.call_word import CallWord
from ..models.preset import Preset
from ..models.seat import Seat
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.kind_bid import KindBid
  from ..models.name_suit import NameSuit
  from ..models.point_bid import PointBid
  from ..models.ruleset_overrides import RulesetOverrides





T = TypeVar("T", bound="DealRecord")



@_attrs_define
class DealRecord:
    """ A deal, to store, share and replay: the state `POST /v1/deals` dealt (`rules`,
    `dealer`, `hands` as dealt, `turn_up` and `stock` where the rules have them, Bela's
    `talon`), the `auction` and the `tricks` as played, and the `seed` when the server
    dealt it. What `POST /v1/deals` answers beside the state (`phase`, `to_act`,
    `legal`) may be left in; it is not read. A null `turn_up`, `stock` or `talon` is taken
    as absent.

        Attributes:
            rules (Preset | RulesetOverrides): A preset name, or an object naming a preset and overriding some of its
                fields.
            dealer (Seat): A seat, 0 to 3 in playing order.
            hands (list[list[str]]):
            auction (list[CallWord | KindBid | NameSuit | PointBid]):
            tricks (list[list[str]]):
            seed (int | str | Unset): An integer up to 2^63 - 1, or a string; an integer and the string of its decimal
                digits deal the same cards, so a larger integer can be sent as a string.
            turn_up (None | str | Unset):
            stock (list[str] | None | Unset):
            talon (list[list[str]] | None | Unset):
            phase (Any | Unset): Not read (what `POST /v1/deals` answers beside the state).
            to_act (Any | Unset): Not read (as `phase`).
            legal (Any | Unset): Not read (as `phase`).
     """

    rules: Preset | RulesetOverrides
    dealer: Seat
    hands: list[list[str]]
    auction: list[CallWord | KindBid | NameSuit | PointBid]
    tricks: list[list[str]]
    seed: int | str | Unset = UNSET
    turn_up: None | str | Unset = UNSET
    stock: list[str] | None | Unset = UNSET
    talon: list[list[str]] | None | Unset = UNSET
    phase: Any | Unset = UNSET
    to_act: Any | Unset = UNSET
    legal: Any | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
        from ..models.ruleset_overrides import RulesetOverrides # noqa: PLC0415
        rules: dict[str, Any] | str
        if isinstance(self.rules, Preset):
            rules = self.rules.value
        else:
            rules = self.rules.to_dict()


        dealer = self.dealer.value

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data


            hands.append(hands_item)



        auction = []
        for auction_item_data in self.auction:
            auction_item: dict[str, Any] | str
            if isinstance(auction_item_data, CallWord):
                auction_item = auction_item_data.value
            elif isinstance(auction_item_data, NameSuit):
                auction_item = auction_item_data.to_dict()
            elif isinstance(auction_item_data, PointBid):
                auction_item = auction_item_data.to_dict()
            else:
                auction_item = auction_item_data.to_dict()

            auction.append(auction_item)



        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data


            tricks.append(tricks_item)



        seed: int | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        turn_up: None | str | Unset
        if isinstance(self.turn_up, Unset):
            turn_up = UNSET
        else:
            turn_up = self.turn_up

        stock: list[str] | None | Unset
        if isinstance(self.stock, Unset):
            stock = UNSET
        elif isinstance(self.stock, list):
            stock = self.stock


        else:
            stock = self.stock

        talon: list[list[str]] | None | Unset
        if isinstance(self.talon, Unset):
            talon = UNSET
        elif isinstance(self.talon, list):
            talon = []
            for talon_type_0_item_data in self.talon:
                talon_type_0_item = talon_type_0_item_data


                talon.append(talon_type_0_item)


        else:
            talon = self.talon

        phase = self.phase

        to_act = self.to_act

        legal = self.legal


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rules": rules,
            "dealer": dealer,
            "hands": hands,
            "auction": auction,
            "tricks": tricks,
        })
        if seed is not UNSET:
            field_dict["seed"] = seed
        if turn_up is not UNSET:
            field_dict["turn_up"] = turn_up
        if stock is not UNSET:
            field_dict["stock"] = stock
        if talon is not UNSET:
            field_dict["talon"] = talon
        if phase is not UNSET:
            field_dict["phase"] = phase
        if to_act is not UNSET:
            field_dict["to_act"] = to_act
        if legal is not UNSET:
            field_dict["legal"] = legal

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.kind_bid import KindBid # noqa: PLC0415
        from ..models.name_suit import NameSuit # noqa: PLC0415
        from ..models.point_bid import PointBid # noqa: PLC0415
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


        dealer = Seat(d.pop("dealer"))




        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)


        auction = []
        _auction = d.pop("auction")
        for auction_item_data in (_auction):
            def _parse_auction_item(data: object) -> CallWord | KindBid | NameSuit | PointBid:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    componentsschemas_call_type_0 = CallWord(data)



                    return componentsschemas_call_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_call_type_1 = NameSuit.from_dict(data)



                    return componentsschemas_call_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_call_type_2 = PointBid.from_dict(data)



                    return componentsschemas_call_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_call_type_3 = KindBid.from_dict(data)



                return componentsschemas_call_type_3

            auction_item = _parse_auction_item(auction_item_data)

            auction.append(auction_item)


        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in (_tricks):
            tricks_item = cast(list[str], tricks_item_data)

            tricks.append(tricks_item)


        def _parse_seed(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        def _parse_turn_up(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn_up = _parse_turn_up(d.pop("turn_up", UNSET))


        def _parse_stock(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                stock_type_0 = cast(list[str], data)

                return stock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        stock = _parse_stock(d.pop("stock", UNSET))


        def _parse_talon(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                talon_type_0 = []
                _talon_type_0 = data
                for talon_type_0_item_data in (_talon_type_0):
                    talon_type_0_item = cast(list[str], talon_type_0_item_data)

                    talon_type_0.append(talon_type_0_item)

                return talon_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        talon = _parse_talon(d.pop("talon", UNSET))


        phase = d.pop("phase", UNSET)

        to_act = d.pop("to_act", UNSET)

        legal = d.pop("legal", UNSET)

        deal_record = cls(
            rules=rules,
            dealer=dealer,
            hands=hands,
            auction=auction,
            tricks=tricks,
            seed=seed,
            turn_up=turn_up,
            stock=stock,
            talon=talon,
            phase=phase,
            to_act=to_act,
            legal=legal,
        )

        return deal_record

