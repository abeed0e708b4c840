from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.all_pass import AllPass
from ..models.all_trump_belote import AllTrumpBelote
from ..models.all_trump_points import AllTrumpPoints
from ..models.bela_claim import BelaClaim
from ..models.belot import Belot
from ..models.belote_on_failure import BeloteOnFailure
from ..models.bidding import Bidding
from ..models.capot_scoring import CapotScoring
from ..models.contract_kind import ContractKind
from ..models.deal_packets import DealPackets
from ..models.declaration_comparison import DeclarationComparison
from ..models.declaration_tie import DeclarationTie
from ..models.declarations_allowed import DeclarationsAllowed
from ..models.failure_transfer import FailureTransfer
from ..models.four_jacks import FourJacks
from ..models.four_of_a_kind_ranks import FourOfAKindRanks
from ..models.game_end import GameEnd
from ..models.long_sequence import LongSequence
from ..models.match_tie import MatchTie
from ..models.no_trump_points import NoTrumpPoints
from ..models.pit_scope import PitScope
from ..models.preset import Preset
from ..models.redeal_by import RedealBy
from ..models.roem_claim import RoemClaim
from ..models.rounding import Rounding
from ..models.sequence_rank import SequenceRank
from ..models.success import Success
from ..models.swept_declarations import SweptDeclarations
from ..models.tie import Tie
from ..models.trump_choice import TrumpChoice
from ..models.trump_obligation import TrumpObligation
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
            undertrump (Undertrump | Unset): Whether a player who cannot overtrump must still trump under (`forced`), may
                play any
                card (`free`), or may trump under only when holding nothing else (`last_resort`,
                Klaverjas Amsterdam).
            all_trump_points (AllTrumpPoints | Unset): How card points of an all-trump deal are counted.
            no_trump_points (NoTrumpPoints | Unset): How card points of a no-trump deal are counted.
            capot (CapotScoring | Unset): What the team taking all eight tricks scores for them.
            success (Success | Unset): Whether the takers make their contract with at least or with more than half the
                points.
            tie (Tie | Unset): What a tie between takers and defenders gives.
            declarations (DeclarationsAllowed | Unset): Whether every declaration counts, only the belote, or roem in tricks
                (Klaverjas).
            declaration_tie (DeclarationTie | Unset): Who scores declarations when the best ones are equal.
            belote_on_failure (BeloteOnFailure | Unset): Who scores the belote when the contract fails.
            dealer_must_name_in_round_two (bool | Unset):
            redeal_by (RedealBy | Unset): Who deals after a deal is thrown in.
            rounding (Rounding | Unset): How the figures of a hand are rounded.
            target (int | Unset): The match target; each preset narrows the range (club-501: 301 to 1001).
            hand_limit (int | None | Unset): The number of played hands after which the leader wins, or null for no limit.
            all_trump_belote (AllTrumpBelote | Unset): `played_to_suit`: an all-trump belote counts only when its first card
                is led or follows suit (bulgarian).
            trump_choice (TrumpChoice | Unset): `trump_choice` (docs/rules.md, Klaverjas and Bela).
            all_pass (AllPass | Unset): `all_pass` (docs/rules.md, Klaverjas and Bela).
            deal_packets (DealPackets | Unset): `deal_packets` (docs/rules.md, Klaverjas and Bela).
            trump_obligation (TrumpObligation | Unset): `trump_obligation` (docs/rules.md, Klaverjas and Bela).
            partner_exemption (bool | Unset):
            must_beat_plain (bool | Unset):
            four_jacks (FourJacks | Unset): Klaverjas, the roem of four jacks in one trick.
            four_of_a_kind_ranks (FourOfAKindRanks | Unset): `four_of_a_kind_ranks` (docs/rules.md, Klaverjas and Bela).
            roem_claim (RoemClaim | Unset): `roem_claim` (docs/rules.md, Klaverjas and Bela).
            failure_transfer (FailureTransfer | Unset): `failure_transfer` (docs/rules.md, Klaverjas and Bela).
            pit_bonus (int | Unset):
            pit_scope (PitScope | Unset): `pit_scope` (docs/rules.md, Klaverjas and Bela).
            game_end (GameEnd | Unset): `game_end` (docs/rules.md, Klaverjas and Bela).
            deals_per_game (int | None | Unset):
            match_tie (MatchTie | Unset): `match_tie` (docs/rules.md, Klaverjas and Bela).
            dealer_must (bool | Unset):
            long_sequence (LongSequence | Unset): `long_sequence` (docs/rules.md, Klaverjas and Bela).
            belot (Belot | Unset): `belot` (docs/rules.md, Klaverjas and Bela).
            trump_sequence_priority (bool | Unset):
            swept_declarations (SweptDeclarations | Unset): `swept_declarations` (docs/rules.md, Klaverjas and Bela).
            bela_claim (BelaClaim | Unset): `bela_claim` (docs/rules.md, Klaverjas and Bela).
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
    trump_choice: TrumpChoice | Unset = UNSET
    all_pass: AllPass | Unset = UNSET
    deal_packets: DealPackets | Unset = UNSET
    trump_obligation: TrumpObligation | Unset = UNSET
    partner_exemption: bool | Unset = UNSET
    must_beat_plain: bool | Unset = UNSET
    four_jacks: FourJacks | Unset = UNSET
    four_of_a_kind_ranks: FourOfAKindRanks | Unset = UNSET
    roem_claim: RoemClaim | Unset = UNSET
    failure_transfer: FailureTransfer | Unset = UNSET
    pit_bonus: int | Unset = UNSET
    pit_scope: PitScope | Unset = UNSET
    game_end: GameEnd | Unset = UNSET
    deals_per_game: int | None | Unset = UNSET
    match_tie: MatchTie | Unset = UNSET
    dealer_must: bool | Unset = UNSET
    long_sequence: LongSequence | Unset = UNSET
    belot: Belot | Unset = UNSET
    trump_sequence_priority: bool | Unset = UNSET
    swept_declarations: SweptDeclarations | Unset = UNSET
    bela_claim: BelaClaim | Unset = UNSET





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


        trump_choice: str | Unset = UNSET
        if not isinstance(self.trump_choice, Unset):
            trump_choice = self.trump_choice.value


        all_pass: str | Unset = UNSET
        if not isinstance(self.all_pass, Unset):
            all_pass = self.all_pass.value


        deal_packets: str | Unset = UNSET
        if not isinstance(self.deal_packets, Unset):
            deal_packets = self.deal_packets.value


        trump_obligation: str | Unset = UNSET
        if not isinstance(self.trump_obligation, Unset):
            trump_obligation = self.trump_obligation.value


        partner_exemption = self.partner_exemption

        must_beat_plain = self.must_beat_plain

        four_jacks: int | Unset = UNSET
        if not isinstance(self.four_jacks, Unset):
            four_jacks = self.four_jacks.value


        four_of_a_kind_ranks: str | Unset = UNSET
        if not isinstance(self.four_of_a_kind_ranks, Unset):
            four_of_a_kind_ranks = self.four_of_a_kind_ranks.value


        roem_claim: str | Unset = UNSET
        if not isinstance(self.roem_claim, Unset):
            roem_claim = self.roem_claim.value


        failure_transfer: str | Unset = UNSET
        if not isinstance(self.failure_transfer, Unset):
            failure_transfer = self.failure_transfer.value


        pit_bonus = self.pit_bonus

        pit_scope: str | Unset = UNSET
        if not isinstance(self.pit_scope, Unset):
            pit_scope = self.pit_scope.value


        game_end: str | Unset = UNSET
        if not isinstance(self.game_end, Unset):
            game_end = self.game_end.value


        deals_per_game: int | None | Unset
        if isinstance(self.deals_per_game, Unset):
            deals_per_game = UNSET
        else:
            deals_per_game = self.deals_per_game

        match_tie: str | Unset = UNSET
        if not isinstance(self.match_tie, Unset):
            match_tie = self.match_tie.value


        dealer_must = self.dealer_must

        long_sequence: str | Unset = UNSET
        if not isinstance(self.long_sequence, Unset):
            long_sequence = self.long_sequence.value


        belot: str | Unset = UNSET
        if not isinstance(self.belot, Unset):
            belot = self.belot.value


        trump_sequence_priority = self.trump_sequence_priority

        swept_declarations: str | Unset = UNSET
        if not isinstance(self.swept_declarations, Unset):
            swept_declarations = self.swept_declarations.value


        bela_claim: str | Unset = UNSET
        if not isinstance(self.bela_claim, Unset):
            bela_claim = self.bela_claim.value



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
        if trump_choice is not UNSET:
            field_dict["trump_choice"] = trump_choice
        if all_pass is not UNSET:
            field_dict["all_pass"] = all_pass
        if deal_packets is not UNSET:
            field_dict["deal_packets"] = deal_packets
        if trump_obligation is not UNSET:
            field_dict["trump_obligation"] = trump_obligation
        if partner_exemption is not UNSET:
            field_dict["partner_exemption"] = partner_exemption
        if must_beat_plain is not UNSET:
            field_dict["must_beat_plain"] = must_beat_plain
        if four_jacks is not UNSET:
            field_dict["four_jacks"] = four_jacks
        if four_of_a_kind_ranks is not UNSET:
            field_dict["four_of_a_kind_ranks"] = four_of_a_kind_ranks
        if roem_claim is not UNSET:
            field_dict["roem_claim"] = roem_claim
        if failure_transfer is not UNSET:
            field_dict["failure_transfer"] = failure_transfer
        if pit_bonus is not UNSET:
            field_dict["pit_bonus"] = pit_bonus
        if pit_scope is not UNSET:
            field_dict["pit_scope"] = pit_scope
        if game_end is not UNSET:
            field_dict["game_end"] = game_end
        if deals_per_game is not UNSET:
            field_dict["deals_per_game"] = deals_per_game
        if match_tie is not UNSET:
            field_dict["match_tie"] = match_tie
        if dealer_must is not UNSET:
            field_dict["dealer_must"] = dealer_must
        if long_sequence is not UNSET:
            field_dict["long_sequence"] = long_sequence
        if belot is not UNSET:
            field_dict["belot"] = belot
        if trump_sequence_priority is not UNSET:
            field_dict["trump_sequence_priority"] = trump_sequence_priority
        if swept_declarations is not UNSET:
            field_dict["swept_declarations"] = swept_declarations
        if bela_claim is not UNSET:
            field_dict["bela_claim"] = bela_claim

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




        _trump_choice = d.pop("trump_choice", UNSET)
        trump_choice: TrumpChoice | Unset
        if isinstance(_trump_choice,  Unset):
            trump_choice = UNSET
        else:
            trump_choice = TrumpChoice(_trump_choice)




        _all_pass = d.pop("all_pass", UNSET)
        all_pass: AllPass | Unset
        if isinstance(_all_pass,  Unset):
            all_pass = UNSET
        else:
            all_pass = AllPass(_all_pass)




        _deal_packets = d.pop("deal_packets", UNSET)
        deal_packets: DealPackets | Unset
        if isinstance(_deal_packets,  Unset):
            deal_packets = UNSET
        else:
            deal_packets = DealPackets(_deal_packets)




        _trump_obligation = d.pop("trump_obligation", UNSET)
        trump_obligation: TrumpObligation | Unset
        if isinstance(_trump_obligation,  Unset):
            trump_obligation = UNSET
        else:
            trump_obligation = TrumpObligation(_trump_obligation)




        partner_exemption = d.pop("partner_exemption", UNSET)

        must_beat_plain = d.pop("must_beat_plain", UNSET)

        _four_jacks = d.pop("four_jacks", UNSET)
        four_jacks: FourJacks | Unset
        if isinstance(_four_jacks,  Unset):
            four_jacks = UNSET
        else:
            four_jacks = FourJacks(_four_jacks)




        _four_of_a_kind_ranks = d.pop("four_of_a_kind_ranks", UNSET)
        four_of_a_kind_ranks: FourOfAKindRanks | Unset
        if isinstance(_four_of_a_kind_ranks,  Unset):
            four_of_a_kind_ranks = UNSET
        else:
            four_of_a_kind_ranks = FourOfAKindRanks(_four_of_a_kind_ranks)




        _roem_claim = d.pop("roem_claim", UNSET)
        roem_claim: RoemClaim | Unset
        if isinstance(_roem_claim,  Unset):
            roem_claim = UNSET
        else:
            roem_claim = RoemClaim(_roem_claim)




        _failure_transfer = d.pop("failure_transfer", UNSET)
        failure_transfer: FailureTransfer | Unset
        if isinstance(_failure_transfer,  Unset):
            failure_transfer = UNSET
        else:
            failure_transfer = FailureTransfer(_failure_transfer)




        pit_bonus = d.pop("pit_bonus", UNSET)

        _pit_scope = d.pop("pit_scope", UNSET)
        pit_scope: PitScope | Unset
        if isinstance(_pit_scope,  Unset):
            pit_scope = UNSET
        else:
            pit_scope = PitScope(_pit_scope)




        _game_end = d.pop("game_end", UNSET)
        game_end: GameEnd | Unset
        if isinstance(_game_end,  Unset):
            game_end = UNSET
        else:
            game_end = GameEnd(_game_end)




        def _parse_deals_per_game(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        deals_per_game = _parse_deals_per_game(d.pop("deals_per_game", UNSET))


        _match_tie = d.pop("match_tie", UNSET)
        match_tie: MatchTie | Unset
        if isinstance(_match_tie,  Unset):
            match_tie = UNSET
        else:
            match_tie = MatchTie(_match_tie)




        dealer_must = d.pop("dealer_must", UNSET)

        _long_sequence = d.pop("long_sequence", UNSET)
        long_sequence: LongSequence | Unset
        if isinstance(_long_sequence,  Unset):
            long_sequence = UNSET
        else:
            long_sequence = LongSequence(_long_sequence)




        _belot = d.pop("belot", UNSET)
        belot: Belot | Unset
        if isinstance(_belot,  Unset):
            belot = UNSET
        else:
            belot = Belot(_belot)




        trump_sequence_priority = d.pop("trump_sequence_priority", UNSET)

        _swept_declarations = d.pop("swept_declarations", UNSET)
        swept_declarations: SweptDeclarations | Unset
        if isinstance(_swept_declarations,  Unset):
            swept_declarations = UNSET
        else:
            swept_declarations = SweptDeclarations(_swept_declarations)




        _bela_claim = d.pop("bela_claim", UNSET)
        bela_claim: BelaClaim | Unset
        if isinstance(_bela_claim,  Unset):
            bela_claim = UNSET
        else:
            bela_claim = BelaClaim(_bela_claim)




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
            trump_choice=trump_choice,
            all_pass=all_pass,
            deal_packets=deal_packets,
            trump_obligation=trump_obligation,
            partner_exemption=partner_exemption,
            must_beat_plain=must_beat_plain,
            four_jacks=four_jacks,
            four_of_a_kind_ranks=four_of_a_kind_ranks,
            roem_claim=roem_claim,
            failure_transfer=failure_transfer,
            pit_bonus=pit_bonus,
            pit_scope=pit_scope,
            game_end=game_end,
            deals_per_game=deals_per_game,
            match_tie=match_tie,
            dealer_must=dealer_must,
            long_sequence=long_sequence,
            belot=belot,
            trump_sequence_priority=trump_sequence_priority,
            swept_declarations=swept_declarations,
            bela_claim=bela_claim,
        )

        return ruleset_overrides

