from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.error_code import ErrorCode
from ..models.problem_type import ProblemType
from typing import cast

if TYPE_CHECKING:
  from ..models.error_params import ErrorParams
  from ..models.problem_error import ProblemError





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ An RFC 9457 problem detail. `code` and `params` are those of the first entry of
    `errors` when there is one, else the problem's own (`not_found`,
    `method_not_allowed`, `body_too_large`, `batch_too_costly`, `unsupported_media_type`,
    `unauthorized`, `rate_limited`, `too_many_key_failures`,
    `rate_limit_store_unavailable`, `metrics_unauthorized`, `not_ready`, `internal_error`,
    and those the server writes itself or the bounds on hints give). A batch
    sub-response's problem has the same shape.

        Attributes:
            type_ (ProblemType):
            title (str):
            status (int):
            detail (str):
            code (ErrorCode): A stable, language-independent name for what is wrong; an application may show its
                own text for it, filled in from `params`.

                - `not_held`: The card is not in the hand of the seat to play.
                - `must_follow`: The hand holds the suit led and must play it.
                - `must_beat`: Trumps were led (or all trumps) and the hand can beat the best card played.
                - `must_trump`: The hand cannot follow, the opponents are winning, and it holds a trump.
                - `must_overtrump`: An opponent's trump is winning and the hand holds a higher trump.
                - `must_undertrump`: An opponent's trump is winning, the hand cannot beat it, and the ruleset forces a lower
                trump.
                - `must_not_undertrump`: Undertrumping only as a last resort (Amsterdam): the hand holds a card that is not a
                lower trump.
                - `card_elsewhere`: A card from an unknown hand that the state places somewhere else.
                - `contradicts_earlier_play`: A card from an unknown hand that would make one of its earlier plays illegal (a
                revoke).
                - `hand_unknown`: The seat to play has a null hand, so its legal cards are not known.
                - `not_your_turn`: A hint was asked for a seat other than the one to act.
                - `no_consistent_deal`: The unknown hands cannot be filled in (hints sample them).
                - `card_during_auction`: A card was sent while the auction goes on.
                - `call_during_play`: A call was sent once the play had started.
                - `deal_over`: All eight tricks are played.
                - `deal_thrown_in`: Every seat passed: the deal is dealt again.
                - `auction_over`: A call follows the end of the auction.
                - `take_not_allowed`: The turn-up's suit is not among the ruleset's contract kinds.
                - `round_one_take_or_pass`: Round one of take-or-pass bidding.
                - `must_name_trump`: After four passes (or at once) the ruleset makes this seat choose.
                - `dealer_must_name`: The ruleset makes the dealer name a trump.
                - `round_two_name_or_pass`: Round two of take-or-pass bidding.
                - `round_two_other_suit`: The turn-up's suit was refused.
                - `kind_not_allowed`: The call names a kind outside contract_kinds.
                - `nothing_to_double`: A double before any bid.
                - `double_own_bid`: A side doubles its own bid.
                - `already_doubled`: A second double.
                - `redouble_undoubled`: A redouble of a bid that was not doubled.
                - `redouble_by_opponent`: The doubling side redoubles.
                - `bid_after_double`: A bid after a double.
                - `bid_too_low`: A point bid not above the standing bid.
                - `bid_rank_too_low`: A bulgarian bid not above the standing kind.
                - `wrong_auction_family`: A call of another auction family.
                - `card_in_two_places`: The same card is given twice.
                - `card_twice_in_hand`: A hand lists a card twice.
                - `hand_size`: A known hand has the wrong number of cards for the phase.
                - `stock_size`: The stock has the wrong number of cards.
                - `no_talon`: A talon in an auction without one (Bela has one).
                - `talon_size`: A talon has the wrong number of cards.
                - `belot_not_played`: Cards played although a seat held a whole suit (Bela's belot).
                - `turn_up_missing`: Take-or-pass bidding needs the turn-up.
                - `no_turn_up`: A turn-up in an auction without one.
                - `turn_up_with_taker`: The turn-up is with a seat other than the taker.
                - `card_before_contract`: Tricks without a contract.
                - `stock_not_dealt`: Tricks while the stock is still undealt.
                - `cards_after_last_trick`: A hand is not empty once all tricks are played.
                - `contract_mismatch`: The contract given is not what the auction produced.
                - `auction_not_over`: A contract with an unfinished auction.
                - `trick_incomplete`: A trick before the last has fewer than four cards.
                - `trick_empty`: An empty trick before the last.
                - `too_many_tricks`: More than eight tricks.
                - `contract_kind_not_allowed`: The contract's kind is outside contract_kinds.
                - `bid_missing`: A point-auction contract without bid.
                - `bid_not_allowed`: A bid outside the point auction.
                - `never_doubled`: A multiplier on a take-or-pass contract.
                - `declaration_hand_size`: Declarations need four full hands.
                - `deal_not_complete`: The deal is still being played.
                - `thrown_in`: A thrown-in deal (every seat passed) was sent to `POST /v1/hands/score`: it has no score; a match
                records it as `{"dealer": d, "outcome": "thrown_in"}`.
                - `tricks_total`: A summary's tricks.
                - `card_points_total`: A summary's card points.
                - `points_without_trick`: Card points for a team without a trick.
                - `last_without_trick`: The last trick for a team without a trick.
                - `declarations_not_allowed`: Declarations in NT or under belote_only.
                - `declarations_impossible`: A declaration total no hand can make.
                - `declarations_both_teams`: Both teams score declarations.
                - `roem_impossible`: A roem figure no tricks can hold.
                - `belote_impossible`: A belote figure no hand can make.
                - `match_over`: A hand result after the end of the match.
                - `wrong_dealer`: The deal did not pass as the ruleset says.
                - `never_thrown_in`: A thrown-in deal under a ruleset that cannot throw in.
                - `outcome_not_in_ruleset`: A tie outcome the ruleset cannot produce.
                - `nothing_held_over`: held_over on a hand that is not a tie.
                - `target_out_of_range`: A target outside the preset's range.
                - `family_change`: An override of bidding.
                - `contradicts_family`: An override the bidding family cannot play.
                - `dealer_must_name_needs_take_or_pass`: The field only applies to take-or-pass bidding.
                - `success_tie_mismatch`: success and tie contradict each other.
                - `rules_contradiction`: Two ruleset fields that cannot hold together.
                - `invalid_request`: The request cannot be read; the message says why.
                - `impossible_state`: No real deal could be in that state; the message says why.
                - `illegal_action`: The action breaks a rule; the message says why.
                - `not_a_card`: A value that is no card code.
                - `not_a_call`: A value that is no call of any auction.
                - `unknown_field`: A field the request does not have.
                - `record_seed_mismatch`: A record's hands, turn-up or stock are not what its seed deals.
                - `object_expected`: The value must be a JSON object.
                - `missing_field`: A required field is missing.
                - `null_not_allowed`: The field may not be null.
                - `integer_expected`: The value must be an integer in the range given by low and high.
                - `seed_expected`: The value must be an integer from low to high or a string of at most max_length characters.
                - `one_of_expected`: The value must be one of choices.
                - `distinct_choices_expected`: The value must be a non-empty list of distinct items among choices.
                - `list_expected`: The value must be a list of at most max items (of the kind the message says).
                - `list_length_expected`: The value must be a list of exactly length items (of the kind the message says).
                - `pair_expected`: The value must be a list of two integers, team 0's then team 1's.
                - `boolean_expected`: The value must be true or false.
                - `not_an_action`: The action is neither a call nor a card.
                - `not_a_bid`: The value is no bid of any auction.
                - `empty_body`: The request body is empty.
                - `not_utf8`: The body is not UTF-8; offset is the first byte that is not.
                - `malformed_json`: The body is not JSON; line and column say where reading stopped.
                - `duplicate_key`: A key appears twice in one JSON object.
                - `not_a_json_number`: NaN, Infinity and -Infinity are not JSON numbers.
                - `number_too_large`: A number in the body is too large to read.
                - `nesting_too_deep`: The JSON document is nested too deeply to read.
                - `not_found`: Nothing is served at this path (or no preset has this name).
                - `method_not_allowed`: The path does not answer this HTTP method; see the Allow header.
                - `body_too_large`: The request body is larger than the service accepts.
                - `unsupported_media_type`: The body is not sent as application/json in UTF-8.
                - `unauthorized`: An API key is required and the request has none, or not a valid one.
                - `rate_limited`: Too many requests: wait the seconds of the Retry-After header.
                - `too_many_key_failures`: Too many wrong keys from this client address: every request from it is refused for
                the seconds of the Retry-After header.
                - `rate_limit_store_unavailable`: The store the rate limits count in does not answer, and the service is set to
                refuse requests meanwhile.
                - `metrics_unauthorized`: The metrics need the metrics key, sent as a bearer token, and the request has none, or
                not the right one.
                - `batch_too_costly`: The batch asks for more work than one request may.
                - `not_ready`: The service is starting or stopping; try again shortly.
                - `text_expected`: The value must be a string of at most max_length characters.
                - `table_token_invalid`: The table token cannot be read: it is not one of this service's, or it was altered.
                - `table_key_unknown`: The table was sealed with a key this service does not hold (another server's, or one
                rotated out); kid names it.
                - `seat_key_invalid`: The seat key is the key of no seat at this table.
                - `internal_error`: The service failed; the failure is logged.
                - `request_timeout`: The request body did not arrive within the seconds the server waits.
                - `uri_too_long`: The request line is longer than the server reads.
                - `headers_too_large`: The request has more header fields, or longer ones, than the server reads.
                - `expectation_failed`: The Expect header asks for something other than 100-continue.
                - `transfer_coding_not_implemented`: The Transfer-Encoding is not one the server knows.
                - `http_version_not_supported`: The request's HTTP version is neither 1.1 nor 1.0.
                - `hints_busy`: Every place for a hint in this worker is taken: retry after Retry-After.
                - `too_many_hints`: This client already has the most hints running that it may have.
                - `hint_timeout`: The hint was stopped at its deadline (seconds) before it ended.
                - `hint_cancelled`: The client closed its connection: its hint was stopped.
            params (ErrorParams): What the message names (a suit, a card, a seat …), by name.
            errors (list[ProblemError]): What is wrong and where; empty when no part of the request is to blame. At most
                20 entries: `detail` names the first and says whether there are more problems
                than listed ("…, and 2 more problems" when all are listed; "…, and more problems
                (errors lists the first 20)" when there are more than 20).
     """

    type_: ProblemType
    title: str
    status: int
    detail: str
    code: ErrorCode
    params: ErrorParams
    errors: list[ProblemError]





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_params import ErrorParams # noqa: PLC0415
        from ..models.problem_error import ProblemError # noqa: PLC0415
        type_ = self.type_.value

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code.value

        params = self.params.to_dict()

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "code": code,
            "params": params,
            "errors": errors,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_params import ErrorParams # noqa: PLC0415
        from ..models.problem_error import ProblemError # noqa: PLC0415
        d = dict(src_dict)
        type_ = ProblemType(d.pop("type"))




        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = ErrorCode(d.pop("code"))




        params = ErrorParams.from_dict(d.pop("params"))




        errors = []
        _errors = d.pop("errors")
        for errors_item_data in (_errors):
            errors_item = ProblemError.from_dict(errors_item_data)



            errors.append(errors_item)


        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            params=params,
            errors=errors,
        )

        return problem

