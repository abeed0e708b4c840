from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.call_word import CallWord
from ..models.canonical_card import CanonicalCard
from ..models.phase import Phase
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





T = TypeVar("T", bound="DealAnswer")



@_attrs_define
class DealAnswer:
    """ The dealt state, its fields at the top level as in every deal state, with what
    `POST /v1/legal-moves` answers for it: the seat that opens the auction and its calls.

        Attributes:
            rules (Preset | RulesetOverrides): A preset name, or an object naming a preset and overriding some of its
                fields.
            dealer (Seat): A seat, 0 to 3 in playing order.
            phase (Phase): `complete`: all eight tricks played; `thrown_in`: nobody took.
            to_act (None | Seat): The seat that opens the auction.
            legal (list[CallWord | CanonicalCard | KindBid | NameSuit | PointBid]): The calls that seat may make.
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
     """

    rules: Preset | RulesetOverrides
    dealer: Seat
    phase: Phase
    to_act: None | Seat
    legal: list[CallWord | CanonicalCard | KindBid | NameSuit | PointBid]
    hands: list[list[str] | None] | None | Unset = UNSET
    turn_up: None | str | Unset = UNSET
    auction: list[CallWord | KindBid | NameSuit | PointBid] | None | Unset = UNSET
    contract: Contract | None | Unset = UNSET
    tricks: list[list[str]] | None | Unset = UNSET
    stock: list[str] | None | Unset = UNSET
    talon: list[list[str] | None] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





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

        phase = self.phase.value

        to_act: int | None
        if isinstance(self.to_act, Seat):
            to_act = self.to_act.value
        else:
            to_act = self.to_act

        legal = []
        for legal_item_data in self.legal:
            legal_item: dict[str, Any] | str
            if isinstance(legal_item_data, CallWord):
                legal_item = legal_item_data.value
            elif isinstance(legal_item_data, NameSuit):
                legal_item = legal_item_data.to_dict()
            elif isinstance(legal_item_data, PointBid):
                legal_item = legal_item_data.to_dict()
            elif isinstance(legal_item_data, KindBid):
                legal_item = legal_item_data.to_dict()
            else:
                legal_item = legal_item_data.value

            legal.append(legal_item)



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


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rules": rules,
            "dealer": dealer,
            "phase": phase,
            "to_act": to_act,
            "legal": legal,
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




        phase = Phase(d.pop("phase"))




        def _parse_to_act(data: object) -> None | Seat:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                to_act_type_0 = Seat(data)



                return to_act_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Seat, data)

        to_act = _parse_to_act(d.pop("to_act"))


        legal = []
        _legal = d.pop("legal")
        for legal_item_data in (_legal):
            def _parse_legal_item(data: object) -> CallWord | CanonicalCard | KindBid | NameSuit | PointBid:
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_call_type_3 = KindBid.from_dict(data)



                    return componentsschemas_call_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_legal_action_type_1 = CanonicalCard(data)



                return componentsschemas_legal_action_type_1

            legal_item = _parse_legal_item(legal_item_data)

            legal.append(legal_item)


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


        deal_answer = cls(
            rules=rules,
            dealer=dealer,
            phase=phase,
            to_act=to_act,
            legal=legal,
            hands=hands,
            turn_up=turn_up,
            auction=auction,
            contract=contract,
            tricks=tricks,
            stock=stock,
            talon=talon,
        )


        deal_answer.additional_properties = d
        return deal_answer

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
