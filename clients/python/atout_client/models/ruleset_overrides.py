from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.all_trump_belote import AllTrumpBelote
from ..models.all_trump_points import AllTrumpPoints
from ..models.belote_on_failure import BeloteOnFailure
from ..models.bidding import Bidding
from ..models.capot_scoring import CapotScoring
from ..models.contract_kind import ContractKind
from ..models.declaration_comparison import DeclarationComparison
from ..models.declaration_tie import DeclarationTie
from ..models.declarations_allowed import DeclarationsAllowed
from ..models.no_trump_points import NoTrumpPoints
from ..models.preset import Preset
from ..models.redeal_by import RedealBy
from ..models.rounding import Rounding
from ..models.sequence_rank import SequenceRank
from ..models.success import Success
from ..models.tie import Tie
from ..models.undertrump import Undertrump
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RulesetOverrides")



@_attrs_define
class RulesetOverrides:
    """ A preset and the fields it overrides (`docs/rules.md` describes each). The engine
    checks each value against the preset's family.

        Attributes:
            preset (Preset):
            bidding (Bidding | Unset): The auction family; fixed by the preset.
            contract_kinds (list[ContractKind] | Unset): The contract kinds the auction offers.
            declaration_comparison (DeclarationComparison | Unset): Whether the best sequence and the best carré are
                compared together or apart.
            sequence_rank (SequenceRank | Unset): Whether sequences rank by their value first or by their length first.
            undertrump (Undertrump | Unset): Whether a player who cannot overtrump must still trump under (`forced`).
            all_trump_points (AllTrumpPoints | Unset): How card points of an all-trump deal are counted.
            no_trump_points (NoTrumpPoints | Unset): How card points of a no-trump deal are counted.
            capot (CapotScoring | Unset): What the team taking all eight tricks scores for them.
            success (Success | Unset): Whether the takers make their contract with at least or with more than half the
                points.
            tie (Tie | Unset): What a tie between takers and defenders gives.
            declarations (DeclarationsAllowed | Unset): Whether every declaration counts or only the belote.
            declaration_tie (DeclarationTie | Unset): Who scores declarations when the best ones are equal.
            belote_on_failure (BeloteOnFailure | Unset): Who scores the belote when the contract fails.
            dealer_must_name_in_round_two (bool | Unset):
            redeal_by (RedealBy | Unset): Who deals after a deal is thrown in.
            rounding (Rounding | Unset): How the figures of a hand are rounded.
            target (int | Unset): The match target; each preset narrows the range (club-501: 301 to 1001).
            hand_limit (int | None | Unset): The number of played hands after which the leader wins, or null for no limit.
            all_trump_belote (AllTrumpBelote | Unset): `played_to_suit`: an all-trump belote counts only when its first card
                is led or follows suit (bulgarian).
     """

    preset: Preset
    bidding: Bidding | Unset = UNSET
    contract_kinds: list[ContractKind] | Unset = UNSET
    declaration_comparison: DeclarationComparison | Unset = UNSET
    sequence_rank: SequenceRank | Unset = UNSET
    undertrump: Undertrump | Unset = UNSET
    all_trump_points: AllTrumpPoints | Unset = UNSET
    no_trump_points: NoTrumpPoints | Unset = UNSET
    capot: CapotScoring | Unset = UNSET
    success: Success | Unset = UNSET
    tie: Tie | Unset = UNSET
    declarations: DeclarationsAllowed | Unset = UNSET
    declaration_tie: DeclarationTie | Unset = UNSET
    belote_on_failure: BeloteOnFailure | Unset = UNSET
    dealer_must_name_in_round_two: bool | Unset = UNSET
    redeal_by: RedealBy | Unset = UNSET
    rounding: Rounding | Unset = UNSET
    target: int | Unset = UNSET
    hand_limit: int | None | Unset = UNSET
    all_trump_belote: AllTrumpBelote | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        preset = self.preset.value

        bidding: str | Unset = UNSET
        if not isinstance(self.bidding, Unset):
            bidding = self.bidding.value


        contract_kinds: list[str] | Unset = UNSET
        if not isinstance(self.contract_kinds, Unset):
            contract_kinds = []
            for componentsschemas_contract_kinds_item_data in self.contract_kinds:
                componentsschemas_contract_kinds_item = componentsschemas_contract_kinds_item_data.value
                contract_kinds.append(componentsschemas_contract_kinds_item)



        declaration_comparison: str | Unset = UNSET
        if not isinstance(self.declaration_comparison, Unset):
            declaration_comparison = self.declaration_comparison.value


        sequence_rank: str | Unset = UNSET
        if not isinstance(self.sequence_rank, Unset):
            sequence_rank = self.sequence_rank.value


        undertrump: str | Unset = UNSET
        if not isinstance(self.undertrump, Unset):
            undertrump = self.undertrump.value


        all_trump_points: str | Unset = UNSET
        if not isinstance(self.all_trump_points, Unset):
            all_trump_points = self.all_trump_points.value


        no_trump_points: str | Unset = UNSET
        if not isinstance(self.no_trump_points, Unset):
            no_trump_points = self.no_trump_points.value


        capot: str | Unset = UNSET
        if not isinstance(self.capot, Unset):
            capot = self.capot.value


        success: str | Unset = UNSET
        if not isinstance(self.success, Unset):
            success = self.success.value


        tie: str | Unset = UNSET
        if not isinstance(self.tie, Unset):
            tie = self.tie.value


        declarations: str | Unset = UNSET
        if not isinstance(self.declarations, Unset):
            declarations = self.declarations.value


        declaration_tie: str | Unset = UNSET
        if not isinstance(self.declaration_tie, Unset):
            declaration_tie = self.declaration_tie.value


        belote_on_failure: str | Unset = UNSET
        if not isinstance(self.belote_on_failure, Unset):
            belote_on_failure = self.belote_on_failure.value


        dealer_must_name_in_round_two = self.dealer_must_name_in_round_two

        redeal_by: str | Unset = UNSET
        if not isinstance(self.redeal_by, Unset):
            redeal_by = self.redeal_by.value


        rounding: str | Unset = UNSET
        if not isinstance(self.rounding, Unset):
            rounding = self.rounding.value


        target = self.target

        hand_limit: int | None | Unset
        if isinstance(self.hand_limit, Unset):
            hand_limit = UNSET
        else:
            hand_limit = self.hand_limit

        all_trump_belote: str | Unset = UNSET
        if not isinstance(self.all_trump_belote, Unset):
            all_trump_belote = self.all_trump_belote.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "preset": preset,
        })
        if bidding is not UNSET:
            field_dict["bidding"] = bidding
        if contract_kinds is not UNSET:
            field_dict["contract_kinds"] = contract_kinds
        if declaration_comparison is not UNSET:
            field_dict["declaration_comparison"] = declaration_comparison
        if sequence_rank is not UNSET:
            field_dict["sequence_rank"] = sequence_rank
        if undertrump is not UNSET:
            field_dict["undertrump"] = undertrump
        if all_trump_points is not UNSET:
            field_dict["all_trump_points"] = all_trump_points
        if no_trump_points is not UNSET:
            field_dict["no_trump_points"] = no_trump_points
        if capot is not UNSET:
            field_dict["capot"] = capot
        if success is not UNSET:
            field_dict["success"] = success
        if tie is not UNSET:
            field_dict["tie"] = tie
        if declarations is not UNSET:
            field_dict["declarations"] = declarations
        if declaration_tie is not UNSET:
            field_dict["declaration_tie"] = declaration_tie
        if belote_on_failure is not UNSET:
            field_dict["belote_on_failure"] = belote_on_failure
        if dealer_must_name_in_round_two is not UNSET:
            field_dict["dealer_must_name_in_round_two"] = dealer_must_name_in_round_two
        if redeal_by is not UNSET:
            field_dict["redeal_by"] = redeal_by
        if rounding is not UNSET:
            field_dict["rounding"] = rounding
        if target is not UNSET:
            field_dict["target"] = target
        if hand_limit is not UNSET:
            field_dict["hand_limit"] = hand_limit
        if all_trump_belote is not UNSET:
            field_dict["all_trump_belote"] = all_trump_belote

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        preset = Preset(d.pop("preset"))




        _bidding = d.pop("bidding", UNSET)
        bidding: Bidding | Unset
        if isinstance(_bidding,  Unset):
            bidding = UNSET
        else:
            bidding = Bidding(_bidding)




        _contract_kinds = d.pop("contract_kinds", UNSET)
        contract_kinds: list[ContractKind] | Unset = UNSET
        if _contract_kinds is not UNSET:
            contract_kinds = []
            for componentsschemas_contract_kinds_item_data in _contract_kinds:
                componentsschemas_contract_kinds_item = ContractKind(componentsschemas_contract_kinds_item_data)



                contract_kinds.append(componentsschemas_contract_kinds_item)


        _declaration_comparison = d.pop("declaration_comparison", UNSET)
        declaration_comparison: DeclarationComparison | Unset
        if isinstance(_declaration_comparison,  Unset):
            declaration_comparison = UNSET
        else:
            declaration_comparison = DeclarationComparison(_declaration_comparison)




        _sequence_rank = d.pop("sequence_rank", UNSET)
        sequence_rank: SequenceRank | Unset
        if isinstance(_sequence_rank,  Unset):
            sequence_rank = UNSET
        else:
            sequence_rank = SequenceRank(_sequence_rank)




        _undertrump = d.pop("undertrump", UNSET)
        undertrump: Undertrump | Unset
        if isinstance(_undertrump,  Unset):
            undertrump = UNSET
        else:
            undertrump = Undertrump(_undertrump)




        _all_trump_points = d.pop("all_trump_points", UNSET)
        all_trump_points: AllTrumpPoints | Unset
        if isinstance(_all_trump_points,  Unset):
            all_trump_points = UNSET
        else:
            all_trump_points = AllTrumpPoints(_all_trump_points)




        _no_trump_points = d.pop("no_trump_points", UNSET)
        no_trump_points: NoTrumpPoints | Unset
        if isinstance(_no_trump_points,  Unset):
            no_trump_points = UNSET
        else:
            no_trump_points = NoTrumpPoints(_no_trump_points)




        _capot = d.pop("capot", UNSET)
        capot: CapotScoring | Unset
        if isinstance(_capot,  Unset):
            capot = UNSET
        else:
            capot = CapotScoring(_capot)




        _success = d.pop("success", UNSET)
        success: Success | Unset
        if isinstance(_success,  Unset):
            success = UNSET
        else:
            success = Success(_success)




        _tie = d.pop("tie", UNSET)
        tie: Tie | Unset
        if isinstance(_tie,  Unset):
            tie = UNSET
        else:
            tie = Tie(_tie)




        _declarations = d.pop("declarations", UNSET)
        declarations: DeclarationsAllowed | Unset
        if isinstance(_declarations,  Unset):
            declarations = UNSET
        else:
            declarations = DeclarationsAllowed(_declarations)




        _declaration_tie = d.pop("declaration_tie", UNSET)
        declaration_tie: DeclarationTie | Unset
        if isinstance(_declaration_tie,  Unset):
            declaration_tie = UNSET
        else:
            declaration_tie = DeclarationTie(_declaration_tie)




        _belote_on_failure = d.pop("belote_on_failure", UNSET)
        belote_on_failure: BeloteOnFailure | Unset
        if isinstance(_belote_on_failure,  Unset):
            belote_on_failure = UNSET
        else:
            belote_on_failure = BeloteOnFailure(_belote_on_failure)




        dealer_must_name_in_round_two = d.pop("dealer_must_name_in_round_two", UNSET)

        _redeal_by = d.pop("redeal_by", UNSET)
        redeal_by: RedealBy | Unset
        if isinstance(_redeal_by,  Unset):
            redeal_by = UNSET
        else:
            redeal_by = RedealBy(_redeal_by)




        _rounding = d.pop("rounding", UNSET)
        rounding: Rounding | Unset
        if isinstance(_rounding,  Unset):
            rounding = UNSET
        else:
            rounding = Rounding(_rounding)




        target = d.pop("target", UNSET)

        def _parse_hand_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hand_limit = _parse_hand_limit(d.pop("hand_limit", UNSET))


        _all_trump_belote = d.pop("all_trump_belote", UNSET)
        all_trump_belote: AllTrumpBelote | Unset
        if isinstance(_all_trump_belote,  Unset):
            all_trump_belote = UNSET
        else:
            all_trump_belote = AllTrumpBelote(_all_trump_belote)




        ruleset_overrides = cls(
            preset=preset,
            bidding=bidding,
            contract_kinds=contract_kinds,
            declaration_comparison=declaration_comparison,
            sequence_rank=sequence_rank,
            undertrump=undertrump,
            all_trump_points=all_trump_points,
            no_trump_points=no_trump_points,
            capot=capot,
            success=success,
            tie=tie,
            declarations=declarations,
            declaration_tie=declaration_tie,
            belote_on_failure=belote_on_failure,
            dealer_must_name_in_round_two=dealer_must_name_in_round_two,
            redeal_by=redeal_by,
            rounding=rounding,
            target=target,
            hand_limit=hand_limit,
            all_trump_belote=all_trump_belote,
        )

        return ruleset_overrides

