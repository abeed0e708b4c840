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
  from ..models.contract import Contract
  from ..models.kind_bid import KindBid
  from ..models.name_suit import NameSuit
  from ..models.point_bid import PointBid
  from ..models.ruleset_overrides import RulesetOverrides





T = TypeVar("T", bound="DealState")



@_attrs_define
class DealState:
    """ One deal at any moment, in requests and in answers. A null field is taken as absent.
    `hands[s]`: the cards seat `s` holds now, or null when unknown; `auction`: the calls
    from the eldest; `contract`: may be given instead of or besides the auction;
    `tricks`: the cards played, trick by trick, in play order; `turn_up` and `stock`: for
    dealing through the service. Answers always write `hands` and `tricks`, cards
    canonical and in canonical order, and `rules` as the request sent it.

        Attributes:
            rules (Preset | RulesetOverrides): A preset name, or an object naming a preset and overriding some of its
                fields.
            dealer (Seat): A seat, 0 to 3 in playing order.
            hands (list[list[str] | None] | None | Unset):
            turn_up (None | str | Unset):
            auction (list[CallWord | KindBid | NameSuit | PointBid] | None | Unset):
            contract (Contract | None | Unset):
            tricks (list[list[str]] | None | Unset):
            stock (list[str] | None | Unset):
            talon (list[list[str] | None] | None | Unset): Bela, before trump is called: per seat, its two face-down cards
                (null where
                unknown), written only when dealing through the service; once trump is called
                each seat's talon joins its hand.
            phase (Any | Unset): Not read: what `POST /v1/deals` answers beside the state it deals (`phase`,
                `to_act`, `legal`), accepted and ignored in a request, so that answer can be sent
                back as the state it is.
            to_act (Any | Unset): Not read (as `phase`).
            legal (Any | Unset): Not read (as `phase`).
     """

    rules: Preset | RulesetOverrides
    dealer: Seat
    hands: list[list[str] | None] | None | Unset = UNSET
    turn_up: None | str | Unset = UNSET
    auction: list[CallWord | KindBid | NameSuit | PointBid] | None | Unset = UNSET
    contract: Contract | None | Unset = UNSET
    tricks: list[list[str]] | None | Unset = UNSET
    stock: list[str] | None | Unset = UNSET
    talon: list[list[str] | None] | None | Unset = UNSET
    phase: Any | Unset = UNSET
    to_act: Any | Unset = UNSET
    legal: Any | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.contract import Contract # noqa: PLC0415
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

        hands: list[list[str] | None] | None | Unset
        if isinstance(self.hands, Unset):
            hands = UNSET
        elif isinstance(self.hands, list):
            hands = []
            for hands_type_0_item_data in self.hands:
                hands_type_0_item: list[str] | None
                if isinstance(hands_type_0_item_data, list):
                    hands_type_0_item = hands_type_0_item_data


                else:
                    hands_type_0_item = hands_type_0_item_data
                hands.append(hands_type_0_item)


        else:
            hands = self.hands

        turn_up: None | str | Unset
        if isinstance(self.turn_up, Unset):
            turn_up = UNSET
        else:
            turn_up = self.turn_up

        auction: list[dict[str, Any] | str] | None | Unset
        if isinstance(self.auction, Unset):
            auction = UNSET
        elif isinstance(self.auction, list):
            auction = []
            for auction_type_0_item_data in self.auction:
                auction_type_0_item: dict[str, Any] | str
                if isinstance(auction_type_0_item_data, CallWord):
                    auction_type_0_item = auction_type_0_item_data.value
                elif isinstance(auction_type_0_item_data, NameSuit):
                    auction_type_0_item = auction_type_0_item_data.to_dict()
                elif isinstance(auction_type_0_item_data, PointBid):
                    auction_type_0_item = auction_type_0_item_data.to_dict()
                else:
                    auction_type_0_item = auction_type_0_item_data.to_dict()

                auction.append(auction_type_0_item)


        else:
            auction = self.auction

        contract: dict[str, Any] | None | Unset
        if isinstance(self.contract, Unset):
            contract = UNSET
        elif isinstance(self.contract, Contract):
            contract = self.contract.to_dict()
        else:
            contract = self.contract

        tricks: list[list[str]] | None | Unset
        if isinstance(self.tricks, Unset):
            tricks = UNSET
        elif isinstance(self.tricks, list):
            tricks = []
            for tricks_type_0_item_data in self.tricks:
                tricks_type_0_item = tricks_type_0_item_data


                tricks.append(tricks_type_0_item)


        else:
            tricks = self.tricks

        stock: list[str] | None | Unset
        if isinstance(self.stock, Unset):
            stock = UNSET
        elif isinstance(self.stock, list):
            stock = self.stock


        else:
            stock = self.stock

        talon: list[list[str] | None] | None | Unset
        if isinstance(self.talon, Unset):
            talon = UNSET
        elif isinstance(self.talon, list):
            talon = []
            for talon_type_0_item_data in self.talon:
                talon_type_0_item: list[str] | None
                if isinstance(talon_type_0_item_data, list):
                    talon_type_0_item = talon_type_0_item_data


                else:
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
        })
        if hands is not UNSET:
            field_dict["hands"] = hands
        if turn_up is not UNSET:
            field_dict["turn_up"] = turn_up
        if auction is not UNSET:
            field_dict["auction"] = auction
        if contract is not UNSET:
            field_dict["contract"] = contract
        if tricks is not UNSET:
            field_dict["tricks"] = tricks
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
        from ..models.contract import Contract # noqa: PLC0415
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




        def _parse_hands(data: object) -> list[list[str] | None] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hands_type_0 = []
                _hands_type_0 = data
                for hands_type_0_item_data in (_hands_type_0):
                    def _parse_hands_type_0_item(data: object) -> list[str] | None:
                        if data is None:
                            return data
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            hands_type_0_item_type_0 = cast(list[str], data)

                            return hands_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(list[str] | None, data)

                    hands_type_0_item = _parse_hands_type_0_item(hands_type_0_item_data)

                    hands_type_0.append(hands_type_0_item)

                return hands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str] | None] | None | Unset, data)

        hands = _parse_hands(d.pop("hands", UNSET))


        def _parse_turn_up(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        turn_up = _parse_turn_up(d.pop("turn_up", UNSET))


        def _parse_auction(data: object) -> list[CallWord | KindBid | NameSuit | PointBid] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                auction_type_0 = []
                _auction_type_0 = data
                for auction_type_0_item_data in (_auction_type_0):
                    def _parse_auction_type_0_item(data: object) -> CallWord | KindBid | NameSuit | PointBid:
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

                    auction_type_0_item = _parse_auction_type_0_item(auction_type_0_item_data)

                    auction_type_0.append(auction_type_0_item)

                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CallWord | KindBid | NameSuit | PointBid] | None | Unset, data)

        auction = _parse_auction(d.pop("auction", UNSET))


        def _parse_contract(data: object) -> Contract | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contract_type_0 = Contract.from_dict(data)



                return contract_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Contract | None | Unset, data)

        contract = _parse_contract(d.pop("contract", UNSET))


        def _parse_tricks(data: object) -> list[list[str]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tricks_type_0 = []
                _tricks_type_0 = data
                for tricks_type_0_item_data in (_tricks_type_0):
                    tricks_type_0_item = cast(list[str], tricks_type_0_item_data)

                    tricks_type_0.append(tricks_type_0_item)

                return tricks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None | Unset, data)

        tricks = _parse_tricks(d.pop("tricks", UNSET))


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


        def _parse_talon(data: object) -> list[list[str] | None] | None | Unset:
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
                    def _parse_talon_type_0_item(data: object) -> list[str] | None:
                        if data is None:
                            return data
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            talon_type_0_item_type_0 = cast(list[str], data)

                            return talon_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(list[str] | None, data)

                    talon_type_0_item = _parse_talon_type_0_item(talon_type_0_item_data)

                    talon_type_0.append(talon_type_0_item)

                return talon_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str] | None] | None | Unset, data)

        talon = _parse_talon(d.pop("talon", UNSET))


        phase = d.pop("phase", UNSET)

        to_act = d.pop("to_act", UNSET)

        legal = d.pop("legal", UNSET)

        deal_state = cls(
            rules=rules,
            dealer=dealer,
            hands=hands,
            turn_up=turn_up,
            auction=auction,
            contract=contract,
            tricks=tricks,
            stock=stock,
            talon=talon,
            phase=phase,
            to_act=to_act,
            legal=legal,
        )

        return deal_state

