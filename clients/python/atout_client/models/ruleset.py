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
from typing import cast






T = TypeVar("T", bound="Ruleset")



@_attrs_define
class Ruleset:
    """ Every field of a ruleset (`docs/rules.md` describes each).

        Attributes:
            preset (Preset):
            bidding (Bidding): The auction family; fixed by the preset.
            contract_kinds (list[ContractKind]): The contract kinds the auction offers.
            declaration_comparison (DeclarationComparison): Whether the best sequence and the best carré are compared
                together or apart.
            sequence_rank (SequenceRank): Whether sequences rank by their value first or by their length first.
            undertrump (Undertrump): Whether a player who cannot overtrump must still trump under (`forced`), may play any
                card (`free`), or may trump under only when holding nothing else (`last_resort`,
                Klaverjas Amsterdam).
            all_trump_points (AllTrumpPoints): How card points of an all-trump deal are counted.
            no_trump_points (NoTrumpPoints): How card points of a no-trump deal are counted.
            capot (CapotScoring): What the team taking all eight tricks scores for them.
            success (Success): Whether the takers make their contract with at least or with more than half the points.
            tie (Tie): What a tie between takers and defenders gives.
            declarations (DeclarationsAllowed): Whether every declaration counts, only the belote, or roem in tricks
                (Klaverjas).
            declaration_tie (DeclarationTie): Who scores declarations when the best ones are equal.
            belote_on_failure (BeloteOnFailure): Who scores the belote when the contract fails.
            dealer_must_name_in_round_two (bool):
            redeal_by (RedealBy): Who deals after a deal is thrown in.
            rounding (Rounding): How the figures of a hand are rounded.
            target (int): The match target; each preset narrows the range (club-501: 301 to 1001).
            hand_limit (int | None): The number of played hands after which the leader wins, or null for no limit.
            all_trump_belote (AllTrumpBelote): `played_to_suit`: an all-trump belote counts only when its first card is led
                or follows suit (bulgarian).
            trump_choice (TrumpChoice): `trump_choice` (docs/rules.md, Klaverjas and Bela).
            all_pass (AllPass): `all_pass` (docs/rules.md, Klaverjas and Bela).
            deal_packets (DealPackets): `deal_packets` (docs/rules.md, Klaverjas and Bela).
            trump_obligation (TrumpObligation): `trump_obligation` (docs/rules.md, Klaverjas and Bela).
            partner_exemption (bool):
            must_beat_plain (bool):
            four_jacks (FourJacks): Klaverjas, the roem of four jacks in one trick.
            four_of_a_kind_ranks (FourOfAKindRanks): `four_of_a_kind_ranks` (docs/rules.md, Klaverjas and Bela).
            roem_claim (RoemClaim): `roem_claim` (docs/rules.md, Klaverjas and Bela).
            failure_transfer (FailureTransfer): `failure_transfer` (docs/rules.md, Klaverjas and Bela).
            pit_bonus (int):
            pit_scope (PitScope): `pit_scope` (docs/rules.md, Klaverjas and Bela).
            game_end (GameEnd): `game_end` (docs/rules.md, Klaverjas and Bela).
            deals_per_game (int | None):
            match_tie (MatchTie): `match_tie` (docs/rules.md, Klaverjas and Bela).
            dealer_must (bool):
            long_sequence (LongSequence): `long_sequence` (docs/rules.md, Klaverjas and Bela).
            belot (Belot): `belot` (docs/rules.md, Klaverjas and Bela).
            trump_sequence_priority (bool):
            swept_declarations (SweptDeclarations): `swept_declarations` (docs/rules.md, Klaverjas and Bela).
            bela_claim (BelaClaim): `bela_claim` (docs/rules.md, Klaverjas and Bela).
     """

    preset: Preset
    bidding: Bidding
    contract_kinds: list[ContractKind]
    declaration_comparison: DeclarationComparison
    sequence_rank: SequenceRank
    undertrump: Undertrump
    all_trump_points: AllTrumpPoints
    no_trump_points: NoTrumpPoints
    capot: CapotScoring
    success: Success
    tie: Tie
    declarations: DeclarationsAllowed
    declaration_tie: DeclarationTie
    belote_on_failure: BeloteOnFailure
    dealer_must_name_in_round_two: bool
    redeal_by: RedealBy
    rounding: Rounding
    target: int
    hand_limit: int | None
    all_trump_belote: AllTrumpBelote
    trump_choice: TrumpChoice
    all_pass: AllPass
    deal_packets: DealPackets
    trump_obligation: TrumpObligation
    partner_exemption: bool
    must_beat_plain: bool
    four_jacks: FourJacks
    four_of_a_kind_ranks: FourOfAKindRanks
    roem_claim: RoemClaim
    failure_transfer: FailureTransfer
    pit_bonus: int
    pit_scope: PitScope
    game_end: GameEnd
    deals_per_game: int | None
    match_tie: MatchTie
    dealer_must: bool
    long_sequence: LongSequence
    belot: Belot
    trump_sequence_priority: bool
    swept_declarations: SweptDeclarations
    bela_claim: BelaClaim





    def to_dict(self) -> dict[str, Any]:
        preset = self.preset.value

        bidding = self.bidding.value

        contract_kinds = []
        for componentsschemas_contract_kinds_item_data in self.contract_kinds:
            componentsschemas_contract_kinds_item = componentsschemas_contract_kinds_item_data.value
            contract_kinds.append(componentsschemas_contract_kinds_item)



        declaration_comparison = self.declaration_comparison.value

        sequence_rank = self.sequence_rank.value

        undertrump = self.undertrump.value

        all_trump_points = self.all_trump_points.value

        no_trump_points = self.no_trump_points.value

        capot = self.capot.value

        success = self.success.value

        tie = self.tie.value

        declarations = self.declarations.value

        declaration_tie = self.declaration_tie.value

        belote_on_failure = self.belote_on_failure.value

        dealer_must_name_in_round_two = self.dealer_must_name_in_round_two

        redeal_by = self.redeal_by.value

        rounding = self.rounding.value

        target = self.target

        hand_limit: int | None
        hand_limit = self.hand_limit

        all_trump_belote = self.all_trump_belote.value

        trump_choice = self.trump_choice.value

        all_pass = self.all_pass.value

        deal_packets = self.deal_packets.value

        trump_obligation = self.trump_obligation.value

        partner_exemption = self.partner_exemption

        must_beat_plain = self.must_beat_plain

        four_jacks = self.four_jacks.value

        four_of_a_kind_ranks = self.four_of_a_kind_ranks.value

        roem_claim = self.roem_claim.value

        failure_transfer = self.failure_transfer.value

        pit_bonus = self.pit_bonus

        pit_scope = self.pit_scope.value

        game_end = self.game_end.value

        deals_per_game: int | None
        deals_per_game = self.deals_per_game

        match_tie = self.match_tie.value

        dealer_must = self.dealer_must

        long_sequence = self.long_sequence.value

        belot = self.belot.value

        trump_sequence_priority = self.trump_sequence_priority

        swept_declarations = self.swept_declarations.value

        bela_claim = self.bela_claim.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "preset": preset,
            "bidding": bidding,
            "contract_kinds": contract_kinds,
            "declaration_comparison": declaration_comparison,
            "sequence_rank": sequence_rank,
            "undertrump": undertrump,
            "all_trump_points": all_trump_points,
            "no_trump_points": no_trump_points,
            "capot": capot,
            "success": success,
            "tie": tie,
            "declarations": declarations,
            "declaration_tie": declaration_tie,
            "belote_on_failure": belote_on_failure,
            "dealer_must_name_in_round_two": dealer_must_name_in_round_two,
            "redeal_by": redeal_by,
            "rounding": rounding,
            "target": target,
            "hand_limit": hand_limit,
            "all_trump_belote": all_trump_belote,
            "trump_choice": trump_choice,
            "all_pass": all_pass,
            "deal_packets": deal_packets,
            "trump_obligation": trump_obligation,
            "partner_exemption": partner_exemption,
            "must_beat_plain": must_beat_plain,
            "four_jacks": four_jacks,
            "four_of_a_kind_ranks": four_of_a_kind_ranks,
            "roem_claim": roem_claim,
            "failure_transfer": failure_transfer,
            "pit_bonus": pit_bonus,
            "pit_scope": pit_scope,
            "game_end": game_end,
            "deals_per_game": deals_per_game,
            "match_tie": match_tie,
            "dealer_must": dealer_must,
            "long_sequence": long_sequence,
            "belot": belot,
            "trump_sequence_priority": trump_sequence_priority,
            "swept_declarations": swept_declarations,
            "bela_claim": bela_claim,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        preset = Preset(d.pop("preset"))




        bidding = Bidding(d.pop("bidding"))




        contract_kinds = []
        _contract_kinds = d.pop("contract_kinds")
        for componentsschemas_contract_kinds_item_data in (_contract_kinds):
            componentsschemas_contract_kinds_item = ContractKind(componentsschemas_contract_kinds_item_data)



            contract_kinds.append(componentsschemas_contract_kinds_item)


        declaration_comparison = DeclarationComparison(d.pop("declaration_comparison"))




        sequence_rank = SequenceRank(d.pop("sequence_rank"))




        undertrump = Undertrump(d.pop("undertrump"))




        all_trump_points = AllTrumpPoints(d.pop("all_trump_points"))




        no_trump_points = NoTrumpPoints(d.pop("no_trump_points"))




        capot = CapotScoring(d.pop("capot"))




        success = Success(d.pop("success"))




        tie = Tie(d.pop("tie"))




        declarations = DeclarationsAllowed(d.pop("declarations"))




        declaration_tie = DeclarationTie(d.pop("declaration_tie"))




        belote_on_failure = BeloteOnFailure(d.pop("belote_on_failure"))




        dealer_must_name_in_round_two = d.pop("dealer_must_name_in_round_two")

        redeal_by = RedealBy(d.pop("redeal_by"))




        rounding = Rounding(d.pop("rounding"))




        target = d.pop("target")

        def _parse_hand_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hand_limit = _parse_hand_limit(d.pop("hand_limit"))


        all_trump_belote = AllTrumpBelote(d.pop("all_trump_belote"))




        trump_choice = TrumpChoice(d.pop("trump_choice"))




        all_pass = AllPass(d.pop("all_pass"))




        deal_packets = DealPackets(d.pop("deal_packets"))




        trump_obligation = TrumpObligation(d.pop("trump_obligation"))




        partner_exemption = d.pop("partner_exemption")

        must_beat_plain = d.pop("must_beat_plain")

        four_jacks = FourJacks(d.pop("four_jacks"))




        four_of_a_kind_ranks = FourOfAKindRanks(d.pop("four_of_a_kind_ranks"))




        roem_claim = RoemClaim(d.pop("roem_claim"))




        failure_transfer = FailureTransfer(d.pop("failure_transfer"))




        pit_bonus = d.pop("pit_bonus")

        pit_scope = PitScope(d.pop("pit_scope"))




        game_end = GameEnd(d.pop("game_end"))




        def _parse_deals_per_game(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deals_per_game = _parse_deals_per_game(d.pop("deals_per_game"))


        match_tie = MatchTie(d.pop("match_tie"))




        dealer_must = d.pop("dealer_must")

        long_sequence = LongSequence(d.pop("long_sequence"))




        belot = Belot(d.pop("belot"))




        trump_sequence_priority = d.pop("trump_sequence_priority")

        swept_declarations = SweptDeclarations(d.pop("swept_declarations"))




        bela_claim = BelaClaim(d.pop("bela_claim"))




        ruleset = cls(
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

        return ruleset

