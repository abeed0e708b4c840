""" Contains all the data models used in inputs/outputs """

from .all_pass import AllPass
from .all_trump_belote import AllTrumpBelote
from .all_trump_points import AllTrumpPoints
from .batch_answer import BatchAnswer
from .batch_path import BatchPath
from .batch_request import BatchRequest
from .bela_claim import BelaClaim
from .belot import Belot
from .belot_event import BelotEvent
from .belot_hand import BelotHand
from .belot_outcome import BelotOutcome
from .belot_score import BelotScore
from .belote_event import BeloteEvent
from .belote_on_failure import BeloteOnFailure
from .belote_word import BeloteWord
from .bid_points import BidPoints
from .bidding import Bidding
from .call_event import CallEvent
from .call_word import CallWord
from .canonical_card import CanonicalCard
from .capot_bid import CapotBid
from .capot_scoring import CapotScoring
from .card_event import CardEvent
from .contract import Contract
from .contract_event import ContractEvent
from .contract_kind import ContractKind
from .dd_table_answer import DdTableAnswer
from .dd_table_request import DdTableRequest
from .dd_table_row import DdTableRow
from .dd_table_taker import DdTableTaker
from .deal_answer import DealAnswer
from .deal_completed_event import DealCompletedEvent
from .deal_packets import DealPackets
from .deal_record import DealRecord
from .deal_request import DealRequest
from .deal_state import DealState
from .declaration import Declaration
from .declaration_comparison import DeclarationComparison
from .declaration_kind import DeclarationKind
from .declaration_tie import DeclarationTie
from .declarations_allowed import DeclarationsAllowed
from .declarations_answer import DeclarationsAnswer
from .declarations_request import DeclarationsRequest
from .demo_asset import DemoAsset
from .docs_asset import DocsAsset
from .error_code import ErrorCode
from .error_params import ErrorParams
from .failure_transfer import FailureTransfer
from .four_jacks import FourJacks
from .four_of_a_kind_ranks import FourOfAKindRanks
from .game_end import GameEnd
from .hand_score import HandScore
from .hand_scored_event import HandScoredEvent
from .hand_summary import HandSummary
from .health import Health
from .health_status import HealthStatus
from .hint_method import HintMethod
from .hint_phase import HintPhase
from .hints_answer import HintsAnswer
from .hints_request import HintsRequest
from .kind_bid import KindBid
from .language import Language
from .legal_moves import LegalMoves
from .long_sequence import LongSequence
from .match_answer import MatchAnswer
from .match_request import MatchRequest
from .match_tie import MatchTie
from .multiplier import Multiplier
from .name_suit import NameSuit
from .no_trump_points import NoTrumpPoints
from .open_table_request import OpenTableRequest
from .outcome import Outcome
from .phase import Phase
from .pit_scope import PitScope
from .play_answer import PlayAnswer
from .play_request import PlayRequest
from .played_hand import PlayedHand
from .point_bid import PointBid
from .preset import Preset
from .problem import Problem
from .problem_error import ProblemError
from .problem_type import ProblemType
from .ranked_action import RankedAction
from .readiness import Readiness
from .readiness_status import ReadinessStatus
from .record_answer import RecordAnswer
from .record_request import RecordRequest
from .redeal_by import RedealBy
from .revealed_deal import RevealedDeal
from .review_answer import ReviewAnswer
from .review_grade import ReviewGrade
from .review_request import ReviewRequest
from .review_team import ReviewTeam
from .reviewed_card import ReviewedCard
from .roem_claim import RoemClaim
from .roem_kind import RoemKind
from .rounding import Rounding
from .ruleset import Ruleset
from .ruleset_overrides import RulesetOverrides
from .sealed_match import SealedMatch
from .sealed_table import SealedTable
from .sealed_view import SealedView
from .seat import Seat
from .seat_action_answer import SeatActionAnswer
from .seat_action_request import SeatActionRequest
from .seat_view_answer import SeatViewAnswer
from .seat_view_request import SeatViewRequest
from .sequence_rank import SequenceRank
from .solver_core import SolverCore
from .store_state import StoreState
from .sub_request import SubRequest
from .sub_response import SubResponse
from .sub_status import SubStatus
from .success import Success
from .suit import Suit
from .swept_declarations import SweptDeclarations
from .team import Team
from .thrown_in_event import ThrownInEvent
from .thrown_in_hand import ThrownInHand
from .thrown_in_outcome import ThrownInOutcome
from .tie import Tie
from .trick_answer import TrickAnswer
from .trick_request import TrickRequest
from .trick_won_event import TrickWonEvent
from .trump_choice import TrumpChoice
from .trump_obligation import TrumpObligation
from .undertrump import Undertrump

__all__ = (
    "AllPass",
    "AllTrumpBelote",
    "AllTrumpPoints",
    "BatchAnswer",
    "BatchPath",
    "BatchRequest",
    "BelaClaim",
    "Belot",
    "BeloteEvent",
    "BeloteOnFailure",
    "BelotEvent",
    "BeloteWord",
    "BelotHand",
    "BelotOutcome",
    "BelotScore",
    "Bidding",
    "BidPoints",
    "CallEvent",
    "CallWord",
    "CanonicalCard",
    "CapotBid",
    "CapotScoring",
    "CardEvent",
    "Contract",
    "ContractEvent",
    "ContractKind",
    "DdTableAnswer",
    "DdTableRequest",
    "DdTableRow",
    "DdTableTaker",
    "DealAnswer",
    "DealCompletedEvent",
    "DealPackets",
    "DealRecord",
    "DealRequest",
    "DealState",
    "Declaration",
    "DeclarationComparison",
    "DeclarationKind",
    "DeclarationsAllowed",
    "DeclarationsAnswer",
    "DeclarationsRequest",
    "DeclarationTie",
    "DemoAsset",
    "DocsAsset",
    "ErrorCode",
    "ErrorParams",
    "FailureTransfer",
    "FourJacks",
    "FourOfAKindRanks",
    "GameEnd",
    "HandScore",
    "HandScoredEvent",
    "HandSummary",
    "Health",
    "HealthStatus",
    "HintMethod",
    "HintPhase",
    "HintsAnswer",
    "HintsRequest",
    "KindBid",
    "Language",
    "LegalMoves",
    "LongSequence",
    "MatchAnswer",
    "MatchRequest",
    "MatchTie",
    "Multiplier",
    "NameSuit",
    "NoTrumpPoints",
    "OpenTableRequest",
    "Outcome",
    "Phase",
    "PitScope",
    "PlayAnswer",
    "PlayedHand",
    "PlayRequest",
    "PointBid",
    "Preset",
    "Problem",
    "ProblemError",
    "ProblemType",
    "RankedAction",
    "Readiness",
    "ReadinessStatus",
    "RecordAnswer",
    "RecordRequest",
    "RedealBy",
    "RevealedDeal",
    "ReviewAnswer",
    "ReviewedCard",
    "ReviewGrade",
    "ReviewRequest",
    "ReviewTeam",
    "RoemClaim",
    "RoemKind",
    "Rounding",
    "Ruleset",
    "RulesetOverrides",
    "SealedMatch",
    "SealedTable",
    "SealedView",
    "Seat",
    "SeatActionAnswer",
    "SeatActionRequest",
    "SeatViewAnswer",
    "SeatViewRequest",
    "SequenceRank",
    "SolverCore",
    "StoreState",
    "SubRequest",
    "SubResponse",
    "SubStatus",
    "Success",
    "Suit",
    "SweptDeclarations",
    "Team",
    "ThrownInEvent",
    "ThrownInHand",
    "ThrownInOutcome",
    "Tie",
    "TrickAnswer",
    "TrickRequest",
    "TrickWonEvent",
    "TrumpChoice",
    "TrumpObligation",
    "Undertrump",
)
