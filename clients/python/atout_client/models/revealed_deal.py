from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.belot_hand import BelotHand
  from ..models.deal_record import DealRecord
  from ..models.played_hand import PlayedHand
  from ..models.thrown_in_hand import ThrownInHand





T = TypeVar("T", bound="RevealedDeal")



@_attrs_define
class RevealedDeal:
    """ 
        Attributes:
            deal_number (int):
            record (DealRecord): A deal, to store, share and replay: the state `POST /v1/deals` dealt (`rules`,
                `dealer`, `hands` as dealt, `turn_up` and `stock` where the rules have them, Bela's
                `talon`), the `auction` and the `tricks` as played, and the `seed` when the server
                dealt it. What `POST /v1/deals` answers beside the state (`phase`, `to_act`,
                `legal`) may be left in; it is not read. A null `turn_up`, `stock` or `talon` is taken
                as absent.
            commitment (str): SHA-256, in hex, of `atout-commit-v1:<seed>:<dealt>`, where `<dealt>` is the state
                `POST /v1/deals` answers for the deal's rules, dealer and seed, as JSON with sorted
                keys and no spaces: published when the deal is dealt, checkable once it ends.
            match_entry (BelotHand | PlayedHand | ThrownInHand):
     """

    deal_number: int
    record: DealRecord
    commitment: str
    match_entry: BelotHand | PlayedHand | ThrownInHand





    def to_dict(self) -> dict[str, Any]:
        from ..models.belot_hand import BelotHand # noqa: PLC0415
        from ..models.deal_record import DealRecord # noqa: PLC0415
        from ..models.played_hand import PlayedHand # noqa: PLC0415
        from ..models.thrown_in_hand import ThrownInHand # noqa: PLC0415
        deal_number = self.deal_number

        record = self.record.to_dict()

        commitment = self.commitment

        match_entry: dict[str, Any]
        if isinstance(self.match_entry, PlayedHand):
            match_entry = self.match_entry.to_dict()
        elif isinstance(self.match_entry, ThrownInHand):
            match_entry = self.match_entry.to_dict()
        else:
            match_entry = self.match_entry.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deal_number": deal_number,
            "record": record,
            "commitment": commitment,
            "match_entry": match_entry,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.belot_hand import BelotHand # noqa: PLC0415
        from ..models.deal_record import DealRecord # noqa: PLC0415
        from ..models.played_hand import PlayedHand # noqa: PLC0415
        from ..models.thrown_in_hand import ThrownInHand # noqa: PLC0415
        d = dict(src_dict)
        deal_number = d.pop("deal_number")

        record = DealRecord.from_dict(d.pop("record"))




        commitment = d.pop("commitment")

        def _parse_match_entry(data: object) -> BelotHand | PlayedHand | ThrownInHand:
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

        match_entry = _parse_match_entry(d.pop("match_entry"))


        revealed_deal = cls(
            deal_number=deal_number,
            record=record,
            commitment=commitment,
            match_entry=match_entry,
        )

        return revealed_deal

