"""Every error code of the registry is produced by a request below, is listed in
openapi.yaml's ErrorCode, and reads in French and Bulgarian as well as in English."""

import copy
import hashlib
import string

import pytest
from flask import Blueprint

import engine
from engine.errors import REASONS, IllegalAction, ImpossibleState, MalformedInput
from service.http import problems
from service.i18n import LANGUAGES, catalog
from service import create_app
from service.http.problems import (
    CODES, Problem, batch_too_costly, metrics_unauthorized, rate_limit_store_unavailable,
    rate_limited, too_many_key_failures)
from tests.conftest import EXAMPLE_SEALED_KEYS
from tests.service.examples import (
    COMPLETE_DEAL, DECLARATIONS, MATCH, MID_DEAL, SUMMARY, TRICK)
from tests.service.spec import spec


def state(**changes):
    return {**copy.deepcopy(MID_DEAL), **changes}


def seat_1_holds(*cards):
    return [None, list(cards), None, None]


def bidding(rules, auction, **more):
    return {"rules": rules, "dealer": 3, "auction": auction, **more}


def play(state_, action):
    return ("/v1/play", {"state": state_, "action": action})


def legal(state_):
    return ("/v1/legal-moves", state_)


def summary(**changes):
    return ("/v1/hands/score", {**SUMMARY, **changes})


def match(rules, *hands):
    return ("/v1/matches/score", {"rules": rules, "hands": list(hands)})


def made(dealer, score=(81, 81), **more):
    return {"dealer": dealer, "taker": 0, "outcome": "made", "score": list(score), **more}


def baloot(auction, turn_up="8S", **fields):
    """A Baloot state, dealer 0 (speakers 1, 2, 3, 0), hands unknown."""
    rules = {"preset": "baloot", **fields} if fields else "baloot"
    return {"rules": rules, "dealer": 0, "turn_up": turn_up, "auction": auction}


def baloot_summary(**changes):
    return ("/v1/hands/score", {"rules": "baloot", "contract": {"taker": 0, "kind": "H"},
                                "tricks_won": [5, 3], "card_points": [90, 62],
                                "last_trick": 0, "declarations": [0, 0], "belote": [0, 0],
                                **changes})


HOKUM_ANSWERED = ["pass", {"hokum": "S"}, "pass", "pass", "pass"]
HOKUM_BOUGHT = HOKUM_ANSWERED + [{"hokum": "S"}]
CLASSIC_BIDDING = {"rules": "classic", "dealer": 3, "turn_up": "QH"}
EIGHT_PASSES = {**CLASSIC_BIDDING, "auction": ["pass"] * 8}
EIGHT_CARDS = ["7S", "8S", "7D", "8D", "9D", "TD", "7C", "8C"]
RUFFED = [["AS", "9H"]]  # seat 0 leads the ace of spades, seat 1 ruffs: seat 2 to play

# (request, the code it must produce); a request is (path, body).
CASES = [
    # the play
    (play(state(), "AC"), "not_held"),
    (play(state(), "JH"), "must_follow"),
    (play(state(tricks=[["9H"]], hands=seat_1_holds("JH", "8H", *EIGHT_CARDS[:6])), "8H"),
     "must_beat"),
    (play(state(tricks=[["AS"]], hands=seat_1_holds("7H", *EIGHT_CARDS[2:], "9C")), "7D"),
     "must_trump"),
    (play(state(tricks=RUFFED, hands=[None, None, ["JH", "7H", *EIGHT_CARDS[2:]], None]), "7H"),
     "must_overtrump"),
    (play(state(tricks=RUFFED, hands=[None, None, ["8H", "7H", *EIGHT_CARDS[2:]], None]), "7D"),
     "must_undertrump"),
    (play(state(hands=None, tricks=[["AS", "7D", "KS", "8S"], ["TS"]]), "KS"), "card_elsewhere"),
    (play(state(hands=None, tricks=[["AS", "7D", "KS", "8S"], ["TS"]]), "9S"),
     "contradicts_earlier_play"),
    (legal(state(hands=None)), "hand_unknown"),
    (("/v1/hints", {"seat": 2, "budget_ms": 50, "state": {
        **CLASSIC_BIDDING, "hands": [["JH", "9H", "AS", "TD", "7C"], None, None, None]}}),
     "not_your_turn"),
    # seats 1, 2 and 3 showed out of spades, yet seven spades are unseen: no deal fits
    (("/v1/hints", {"samples": 2, "budget_ms": 50, "state": {
        "rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
        "hands": [["KD", "QD", "JD", "9D", "8D", "7D", "TC"], None, None,
                  ["TH", "JH", "QH", "KH", "AH", "AD", "7C"]],
        "tricks": [["AS", "7H", "8H", "9H"]]}}), "no_consistent_deal"),
    (play(CLASSIC_BIDDING, "JH"), "card_during_auction"),
    (play(state(), "pass"), "call_during_play"),
    (play(COMPLETE_DEAL, "7S"), "deal_over"),
    (play(EIGHT_PASSES, "pass"), "deal_thrown_in"),
    # the auction
    (legal({**CLASSIC_BIDDING, "auction": ["take", "pass"]}), "auction_over"),
    (play({**CLASSIC_BIDDING, "rules": {"preset": "classic", "contract_kinds": ["S", "D"]}},
          "take"), "take_not_allowed"),
    (play(CLASSIC_BIDDING, {"suit": "S"}), "round_one_take_or_pass"),
    (play({**CLASSIC_BIDDING, "rules": "club-501", "auction": ["pass"] * 7}, "pass"),
     "dealer_must_name"),
    (play({**CLASSIC_BIDDING, "auction": ["pass"] * 4}, "take"), "round_two_name_or_pass"),
    (play({**CLASSIC_BIDDING, "auction": ["pass"] * 4}, {"suit": "H"}), "round_two_other_suit"),
    (play({**CLASSIC_BIDDING, "rules": {"preset": "classic", "contract_kinds": ["S", "H"]},
           "auction": ["pass"] * 4}, {"suit": "D"}), "kind_not_allowed"),
    (play(bidding("coinche", []), "coinche"), "nothing_to_double"),
    (play(bidding("coinche", [{"bid": 80, "kind": "H"}, "pass"]), "coinche"), "double_own_bid"),
    (play(bidding("bulgarian", [{"bid": "H"}, "contre", "pass"]), "contre"), "already_doubled"),
    (play(bidding("coinche", [{"bid": 80, "kind": "H"}]), "surcoinche"), "redouble_undoubled"),
    (play(bidding("coinche", [{"bid": 80, "kind": "H"}, "coinche", "pass"]), "surcoinche"),
     "redouble_by_opponent"),
    (play(bidding("coinche", [{"bid": 80, "kind": "H"}, "coinche"]), {"bid": 90, "kind": "S"}),
     "bid_after_double"),
    (play(bidding("coinche", [{"bid": 90, "kind": "H"}]), {"bid": 80, "kind": "S"}),
     "bid_too_low"),
    (play(bidding({"preset": "pilotta", "bid_ceiling": 150}, []), {"bid": 160, "kind": "S"}),
     "bid_above_ceiling"),
    (play(bidding("bulgarian", [{"bid": "S"}]), {"bid": "H"}), "bid_rank_too_low"),
    (play(CLASSIC_BIDDING, "coinche"), "wrong_auction_family"),
    # the deal state
    (legal(state(hands=[None, None, ["AS", "7D", "8D", "9D", "JD", "AD", "7H"], None])),
     "card_in_two_places"),
    (legal(state(hands=seat_1_holds("JH", "JH", "TS", "KD", "QD", "8C", "7C"))),
     "card_twice_in_hand"),
    (legal(state(hands=seat_1_holds("JH", "9H", "TS", "KD", "QD", "8C", "7C", "7D", "8D"))),
     "hand_size"),
    (legal({**CLASSIC_BIDDING, "stock": ["7S"]}), "stock_size"),
    (legal(bidding("classic", ["pass"])), "turn_up_missing"),
    (legal({"rules": "coinche", "dealer": 3, "turn_up": "QH"}), "no_turn_up"),
    (legal(state(hands=seat_1_holds("JH", "9H", "TS", "KD", "QD", "8C", "QH"))),
     "turn_up_with_taker"),
    (legal({**CLASSIC_BIDDING, "tricks": [["AS"]]}), "card_before_contract"),
    (legal({**CLASSIC_BIDDING, "auction": ["take"], "tricks": [["AS"]],
            "stock": ["7S", "8S", "9S", "TS", "JS", "QS", "KS", "7H", "8H", "9H", "TH"]}),
     "stock_not_dealt"),
    (legal({**COMPLETE_DEAL, "hands": [["7S"], None, None, None]}), "cards_after_last_trick"),
    (legal({**CLASSIC_BIDDING, "auction": ["take"], "contract": {"taker": 0, "kind": "S"}}),
     "contract_mismatch"),
    (legal({**CLASSIC_BIDDING, "auction": ["pass"], "contract": {"taker": 0, "kind": "H"}}),
     "auction_not_over"),
    (legal(state(tricks=[["AS"], ["TD"]])), "trick_incomplete"),
    (legal(state(tricks=[[], ["TD"]])), "trick_empty"),
    (legal(state(hands=None, tricks=[["AS"]] * 9)), "too_many_tricks"),
    (summary(contract={"taker": 0, "kind": "NT"}), "contract_kind_not_allowed"),
    (summary(rules="coinche"), "bid_missing"),
    (("/v1/matches/score", {"rules": "litige", "hands": [
        {"dealer": 0, "outcome": "made", "score": [0, 0]}]}), "taker_missing"),
    (summary(rules={"preset": "pilotta", "bid_ceiling": 150},
             contract={"taker": 0, "kind": "H", "bid": 200}), "contract_bid_above_ceiling"),
    (summary(contract={"taker": 0, "kind": "H", "bid": 80}), "bid_not_allowed"),
    (summary(contract={"taker": 0, "kind": "H", "multiplier": 2}), "never_doubled"),
    (("/v1/declarations", {**DECLARATIONS, "hands": [DECLARATIONS["hands"][0][:7],
                                                     *DECLARATIONS["hands"][1:]]}),
     "declaration_hand_size"),
    # scoring
    (legal(state()) and ("/v1/hands/score", MID_DEAL), "deal_not_complete"),
    (("/v1/hands/score", EIGHT_PASSES), "thrown_in"),
    (summary(tricks_won=[5, 4]), "tricks_total"),
    (summary(card_points=[90, 70]), "card_points_total"),
    (summary(tricks_won=[8, 0], card_points=[150, 2]), "points_without_trick"),
    (summary(tricks_won=[8, 0], card_points=[152, 0], last_trick=1), "last_without_trick"),
    (summary(rules="contree", contract={"taker": 0, "kind": "H", "bid": 80}),
     "declarations_not_allowed"),
    (summary(declarations=[30, 0]), "declarations_impossible"),
    (summary(declarations=[20, 50]), "declarations_both_teams"),
    (summary(belote=[40, 0]), "belote_impossible"),
    # the match
    (match({"preset": "classic", "target": 100}, made(0, (600, 0)), made(1)), "match_over"),
    (match("classic", made(0), made(2)), "wrong_dealer"),
    (match("club-501", {"dealer": 0, "outcome": "thrown_in"}), "never_thrown_in"),
    (match("classic", {**made(0), "outcome": "litige"}), "outcome_not_in_ruleset"),
    (match("classic", made(0, held_over=10)), "nothing_held_over"),
    # rulesets
    (summary(rules={"preset": "club-501", "target": 2000}), "target_out_of_range"),
    (summary(rules={"preset": "classic", "bidding": "point_auction"}), "family_change"),
    (summary(rules={"preset": "classic", "contract_kinds": ["H", "NT"]}), "contradicts_family"),
    (summary(rules={"preset": "coinche", "dealer_must_name_in_round_two": True},
             contract={"taker": 0, "kind": "H", "bid": 80}),
     "dealer_must_name_needs_take_or_pass"),
    (summary(rules={"preset": "classic", "success": "more_than"}), "success_tie_mismatch"),
    # the jass family
    (play({"rules": "klaverjas-amsterdam", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
           "hands": [None, None, ["7H", "8D", "9D", "TD", "JD", "QD", "KD", "AD"], None],
           "tricks": [["KS", "9H"]]}, "7H"), "must_not_undertrump"),
    (play(bidding("klaverjas-rotterdam", ["pass"] * 4), "pass"), "must_name_trump"),
    (summary(rules={"preset": "klaverjas-rotterdam", "trump_obligation": "amsterdam"}),
     "rules_contradiction"),
    (legal({**CLASSIC_BIDDING, "talon": [["7S", "8S"], None, None, None]}), "no_talon"),
    (legal({"rules": "bela", "dealer": 3, "talon": [["7S"], None, None, None]}), "talon_size"),
    (legal({"rules": "bela", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
            "hands": [["8H", "9H", "TH", "JH", "QH", "KH", "AH"], None, None, None],
            "tricks": [["7H"]]}), "belot_not_played"),
    (("/v1/hands/score", {"rules": "klaverjas-rotterdam", "contract": {"taker": 0, "kind": "H"},
                          "tricks_won": [5, 3], "card_points": [90, 62], "last_trick": 0,
                          "roem": [25, 0]}), "roem_impossible"),
    # Baloot
    (play(baloot([]), {"hokum": "H"}), "baloot_hokum_turned_suit"),
    (play(baloot(["pass"] * 4), {"hokum": "S"}), "baloot_hokum_other_suit"),
    (play(baloot(["pass", {"hokum": "S"}]), {"hokum": "S"}), "baloot_answer_call"),
    (play(baloot(HOKUM_ANSWERED), "pass"), "baloot_confirm_call"),
    (play(baloot(["pass", {"hokum": "S"}], "AS", sun_over_hokum_on_ace="eldest_only"), "sun"),
     "baloot_eldest_only_on_ace"),
    (play(baloot([]), "ashkal"), "baloot_ashkal_seat"),
    (play(baloot(["pass", "pass"], "AS"), "ashkal"), "baloot_ashkal_on_ace"),
    (play(baloot(["pass", {"hokum": "S"}, "pass"]), "ashkal"), "baloot_ashkal_own_hokum"),
    (play(baloot(["pass", "sun"], sun_priority="earlier_opponents"), {"hokum": "S"}),
     "baloot_window_call"),
    (play(baloot([]), {"double": "open"}), "baloot_no_doubling_yet"),
    (play(baloot(HOKUM_BOUGHT), "gahwa"), "baloot_raise_expected"),
    (play(baloot(HOKUM_BOUGHT), "double"), "baloot_raise_lock"),
    (play({**baloot(["pass", "sun"]), "match_totals": [110, 90]}, {"double": "open"}),
     "baloot_raise_plain"),
    (play(baloot(HOKUM_BOUGHT + ["double", "pass", "pass"], lock_chooser="buyer"), "pass"),
     "baloot_lock_call"),
    (play({"rules": "baloot", "dealer": 0, "contract": {"taker": 2, "kind": "H",
                                                       "multiplier": 2, "closed": True},
           "hands": [None, ["JH", "9H", "AS", "KS", "7D", "8D", "7C", "8C"], None, None]}, "JH"),
     "closed_no_trump_lead"),
    (baloot_summary(contract={"taker": 0, "kind": "H", "receiver": 2}), "baloot_receiver"),
    (baloot_summary(contract={"taker": 0, "kind": "NT", "multiplier": 3},
                    card_points=[70, 50]), "baloot_sun_multiplier"),
    (baloot_summary(rules={"preset": "baloot", "doubling_levels": [2]},
                    contract={"taker": 0, "kind": "H", "multiplier": 3}),
     "baloot_level_not_allowed"),
    (baloot_summary(contract={"taker": 0, "kind": "H", "closed": True}),
     "baloot_closed_contract"),
    (match("baloot", {"dealer": 0, "outcome": "gahwa", "team": 0, "score": [5, 0]}),
     "baloot_gahwa_score"),
    (baloot_summary(contract={"taker": 0, "kind": "NT"}, card_points=[70, 50],
                    belote=[20, 0]), "baloot_belote_in_sun"),
    (baloot_summary(declarations=[30, 0]), "baloot_projects_impossible"),
    # requests that cannot be read
    (legal([]), "object_expected"),
    (legal({"dealer": 0}), "missing_field"),
    (legal({"rules": "classic", "dealer": None}), "null_not_allowed"),
    (legal({"rules": "classic", "dealer": 7}), "integer_expected"),
    (play(CLASSIC_BIDDING, {"bid": 85, "kind": "H"}), "not_a_bid"),
    (legal(state(hands=seat_1_holds("XX"))), "not_a_card"),
    (play(CLASSIC_BIDDING, {"call": 1}), "not_a_call"),
    (legal({"rules": "classic", "dealer": 0, "x": 1}), "unknown_field"),
    (legal({"rules": "classic", "dealer": 0, "turn_up": "QH", "auction": "pass"}),
     "list_expected"),
    (legal({"rules": "bogus", "dealer": 0}), "one_of_expected"),
    (summary(tricks_won=[8]), "pair_expected"),
    (legal({"rules": {"preset": "club-501", "dealer_must_name_in_round_two": 1}, "dealer": 0}),
     "boolean_expected"),
    (play(CLASSIC_BIDDING, "XX"), "not_an_action"),
    (legal({"rules": "classic", "dealer": 3, "hands": 5}), "list_length_expected"),
    (legal({"rules": {"preset": "classic", "contract_kinds": ["H", "H"]}, "dealer": 0}),
     "distinct_choices_expected"),
    (("/v1/deals", {"rules": "classic", "seed": {"a": 1}}), "seed_expected"),
    # deal records
    (("/v1/records/check", {"record": {**engine.new_deal({"rules": "classic", "dealer": 0, "seed": 7}),
                                       "seed": 8}}), "record_seed_mismatch"),
]

# A table opened under the key the tests' app holds.
SEALED_TABLE = create_app({"TESTING": True, "ATOUT_SEALED_KEYS": EXAMPLE_SEALED_KEYS}).test_client(
    ).post("/v1/sealed/tables", json={"rules": "classic"}).get_json()
# One whose seats brought their secrets: seat 0 a player's (this secret), 1 to 3 bots.
SEAT_SECRET = "a-seat-secret-of-the-tests"
SECRET_TABLE = create_app({"TESTING": True, "ATOUT_SEALED_KEYS": EXAMPLE_SEALED_KEYS}).test_client(
    ).post("/v1/sealed/tables", json={"rules": "classic", "seats": [
        {"commitment": hashlib.sha256(("atout-seat-v1:" + SEAT_SECRET).encode()).hexdigest()},
        {"bot": "casual"}, {"bot": "casual"}, {"bot": "casual"}]}).get_json()
_ROOT = "0" * 64

# Problems of the HTTP layer: (method, path, keyword arguments of the test client, code).
HTTP_CASES = [
    ("post", "/v1/legal-moves", {"data": b"{", "content_type": "application/json"},
     "malformed_json"),
    ("post", "/v1/legal-moves", {"data": b"", "content_type": "application/json"},
     "empty_body"),
    ("post", "/v1/legal-moves", {"data": b"\xff", "content_type": "application/json"},
     "not_utf8"),
    ("post", "/v1/legal-moves", {"data": b'{"a": 1, "a": 2}', "content_type": "application/json"},
     "duplicate_key"),
    ("post", "/v1/legal-moves", {"data": b"[NaN]", "content_type": "application/json"},
     "not_a_json_number"),
    ("post", "/v1/legal-moves", {"data": b"[1e999]", "content_type": "application/json"},
     "number_too_large"),
    ("post", "/v1/legal-moves", {"data": b"[" * 100_000, "content_type": "application/json"},
     "nesting_too_deep"),
    ("get", "/v2/legal-moves", {}, "not_found"),
    ("get", "/v1/rulesets/nothing", {}, "not_found"),
    ("get", "/v1/legal-moves", {}, "method_not_allowed"),
    ("post", "/v1/legal-moves", {"data": b" " * (2 << 20), "content_type": "application/json"},
     "body_too_large"),
    ("post", "/v1/legal-moves", {"data": b"{}", "content_type": "text/plain"},
     "unsupported_media_type"),
    # sealed tables (not batchable): a token or seat key that cannot be used
    ("post", "/v1/sealed/view", {"json": {"table": 5, "seat_key": "k"}}, "text_expected"),
    ("post", "/v1/sealed/view", {"json": {"table": f"atout2.example.t.0.{_ROOT}.AAAA",
                                          "seat_key": "k"}}, "table_token_invalid"),
    ("post", "/v1/sealed/view", {"json": {"table": f"atout2.gone.t.0.{_ROOT}.AAAA",
                                          "seat_key": "k"}}, "table_key_unknown"),
    ("post", "/v1/sealed/view", {"json": {"table": SEALED_TABLE["table"], "seat_key": "k"}},
     "seat_key_invalid"),
    ("post", "/v1/sealed/view", {"json": {"table": SECRET_TABLE["table"], "seat": 0,
                                          "secret": "not the seat's secret"}},
     "seat_secret_invalid"),
    ("post", "/v1/sealed/view", {"json": {"table": SECRET_TABLE["table"], "seat": 1,
                                          "secret": SEAT_SECRET}}, "seat_is_bot"),
    ("post", "/v1/sealed/view", {"json": {"table": SECRET_TABLE["table"], "seat": 0,
                                          "secret": "short"}}, "secret_expected"),
    ("post", "/v1/sealed/view", {"json": {"table": SECRET_TABLE["table"], "seat": 0,
                                          "secret": SEAT_SECRET, "seat_key": "k"}},
     "seat_credentials_conflict"),
    ("post", "/v1/sealed/tables", {"json": {"rules": "classic", "seats": [{"commitment": "x"}] * 4}},
     "commitment_expected"),
    ("post", "/v1/sealed/tables", {"json": {"rules": "classic", "seats": [{"human": 1}] * 4}},
     "seat_expected"),
    ("post", "/v1/sealed/tables", {"json": {"rules": "classic", "seats": [{"bot": "club"}] * 4}},
     "seat_player_expected"),
    ("post", "/v1/sealed/act", {"json": {"table": SECRET_TABLE["table"], "seat": 0,
                                         "secret": SEAT_SECRET, "action": "pass"}},
     "reveals_pending"),
    ("post", "/v1/sealed/tables", {"json": {"rules": "classic", "dealer": 0, "seats": [
        {"commitment": "0" * 64}, {"commitment": "1" * 64}, {"bot": "club"}, {"bot": "club"}]}},
     "dealer_not_allowed"),
    # a finished table, one past a token's size, a relay's proof that is not and a second
    # reveal: tests/service/test_sealed_fair.py
    ("get", "/test-problem/table_finished", {}, "table_finished"),
    ("get", "/test-problem/table_too_large", {}, "table_too_large"),
    ("get", "/test-problem/relay_proof_invalid", {}, "relay_proof_invalid"),
    ("get", "/test-problem/seat_revealed", {}, "seat_revealed"),
    ("get", "/test-problem/table_dealt", {}, "table_dealt"),
    # raised by the layers around the operations (API keys, rate limit, batch cost)
    ("get", "/test-problem/401", {}, "unauthorized"),
    ("get", "/test-problem/429", {}, "rate_limited"),
    ("get", "/test-problem/too_many_key_failures", {}, "too_many_key_failures"),
    ("get", "/test-problem/rate_limit_store_unavailable", {}, "rate_limit_store_unavailable"),
    ("get", "/test-problem/metrics_unauthorized", {}, "metrics_unauthorized"),
    ("get", "/test-problem/503", {}, "not_ready"),
    ("get", "/test-problem/batch_too_costly", {}, "batch_too_costly"),
    # written by the server itself (tests/server/test_framing.py and test_deadlines.py
    # produce each over a socket) and the bounds on hints (tests/server/test_hint_bounds.py)
    ("get", "/test-problem/408", {}, "request_timeout"),
    ("get", "/test-problem/414", {}, "uri_too_long"),
    ("get", "/test-problem/417", {}, "expectation_failed"),
    ("get", "/test-problem/431", {}, "headers_too_large"),
    ("get", "/test-problem/501", {}, "transfer_coding_not_implemented"),
    ("get", "/test-problem/505", {}, "http_version_not_supported"),
    ("get", "/test-problem/hints_busy", {}, "hints_busy"),
    ("get", "/test-problem/too_many_hints", {}, "too_many_hints"),
    ("get", "/test-problem/hint_timeout", {}, "hint_timeout"),
    ("get", "/test-problem/hint_cancelled", {}, "hint_cancelled"),
    # past the work cap of a table or a review (tests/service/test_analysis_work.py)
    ("get", "/test-problem/analysis_too_costly", {}, "analysis_too_costly"),
]

# The engine never raises these bare, message-only errors itself; a stand-in does.
STAND_INS = [(MalformedInput("unreadable", "/rules"), "invalid_request"),
             (ImpossibleState("no such deal", "/hands/2"), "impossible_state"),
             (IllegalAction("not now", "/action"), "illegal_action"),
             (KeyError("a bug"), "internal_error")]


# The edge's own refusals; tests/service/test_key_failures.py and test_limit_store.py
# provoke each for real.
EDGE_PROBLEMS = {"too_many_key_failures": lambda: too_many_key_failures("10/minute", 42),
                 "rate_limit_store_unavailable": lambda: rate_limit_store_unavailable(5),
                 "metrics_unauthorized": metrics_unauthorized}


@pytest.fixture
def app(app):
    bp = Blueprint("test_problems", __name__)

    @bp.get("/test-problem/<which>")
    def raise_problem(which):
        if which == "batch_too_costly":
            raise batch_too_costly(12000, 10000)
        if which == "429":
            raise rate_limited(100, 3)
        if which in EDGE_PROBLEMS:
            raise EDGE_PROBLEMS[which]()
        hint_bounds = {"hints_busy": lambda: problems.hints_busy(10, 4),
                       "too_many_hints": lambda: problems.too_many_hints(2, 1),
                       "hint_timeout": lambda: problems.hint_timeout(10, 5),
                       "hint_cancelled": problems.hint_cancelled,
                       "table_finished": lambda: problems.sealed_refused("table_finished",
                                                                         {"deals": 14}),
                       "table_too_large": lambda: problems.sealed_refused(
                           "table_too_large", {"max_bytes": 12288}),
                       "relay_proof_invalid": lambda: problems.sealed_refused(
                           "relay_proof_invalid", {"seat": 2}),
                       "seat_revealed": lambda: problems.sealed_refused(
                           "seat_revealed", {"seat": 0}),
                       "table_dealt": lambda: problems.sealed_refused("table_dealt", {}),
                       "analysis_too_costly": lambda: problems.from_engine(ImpossibleState.of(
                           "analysis_too_costly", "", max_work=100_000_000))}
        if which in hint_bounds:
            raise hint_bounds[which]()
        raise Problem(int(which), "Problem", "A problem of the HTTP layer.")
    app.register_blueprint(bp)
    return app


def produced(client, language="en"):
    """``[(code, body)]`` for every case above, asked in ``language``."""
    headers = {"Accept-Language": language}
    answers = []
    for (path, body), _ in CASES:
        answers.append(client.post(path, json=body, headers=headers))
    for method, path, kwargs, _ in HTTP_CASES:
        answers.append(getattr(client, method)(path, headers=headers, **kwargs))
    return [(response.get_json()["code"], response) for response in answers]


def stand_in_answers(client, monkeypatch, language="en"):
    answers = []
    for error, _ in STAND_INS:
        def refuse(document, error=error):
            raise error
        monkeypatch.setattr(engine, "legal_moves", refuse)
        answers.append(client.post("/v1/legal-moves", json=MID_DEAL,
                                   headers={"Accept-Language": language}))
    return [(response.get_json()["code"], response) for response in answers]


@pytest.mark.parametrize("case", range(len(CASES)), ids=[code for _, code in CASES])
def test_each_request_gets_its_code(client, case):
    (path, body), code = CASES[case]
    response = client.post(path, json=body)
    problem = response.get_json()
    assert response.status_code in (400, 422), problem
    assert (problem["code"], problem["params"]) == (problem["errors"][0]["code"],
                                                    problem["errors"][0]["params"])
    assert problem["code"] == code, problem


def test_every_code_of_the_registry_is_produced(client, monkeypatch):
    codes = [code for code, _ in produced(client) + stand_in_answers(client, monkeypatch)]
    expected = [code for _, code in CASES] + [c for *_, c in HTTP_CASES] + [
        c for _, c in STAND_INS]
    assert codes == expected
    assert set(codes) == set(CODES)


def test_sub_requests_of_a_batch_carry_the_same_codes(client):
    requests = [{"path": path, "body": body} for (path, body), _ in CASES
                if not isinstance(body, list)]
    answer = client.post("/v1/batch", json={"requests": requests},
                         headers={"Accept-Language": "fr"})
    assert answer.headers["Content-Language"] == "fr"
    got = [r["body"]["code"] for r in answer.get_json()["responses"]]
    assert got == [code for (_, body), code in CASES if not isinstance(body, list)]
    assert answer.get_json()["responses"][1]["body"]["title"] == "Action interdite"


def test_the_spec_lists_exactly_the_codes_of_the_registry():
    assert spec()["components"]["schemas"]["ErrorCode"]["enum"] == list(CODES)


def test_french_bulgarian_and_arabic_have_a_text_for_every_code():
    for language in ("fr", "bg", "ar"):
        assert set(LANGUAGES[language].MESSAGES) == set(CODES), language


@pytest.mark.parametrize("language", ["fr", "bg", "ar"])
def test_every_problem_reads_in_the_language_asked(client, monkeypatch, language):
    english = dict(enumerate(r.get_json() for _, r in produced(client)))
    for i, (code, response) in enumerate(produced(client, language)):
        body = response.get_json()
        assert response.headers["Content-Language"] == language
        assert "Accept-Language" in response.headers["Vary"]
        assert body["title"] != english[i]["title"] or body["status"] >= 500, body
        if code not in ("invalid_request", "impossible_state", "illegal_action"):
            assert body["detail"] != english[i]["detail"], (code, body)
            assert "{" not in body["detail"].replace('{"', ""), body  # every field filled
    for code, response in stand_in_answers(client, monkeypatch, language):
        assert response.headers["Content-Language"] == language


@pytest.mark.parametrize("header, language", [
    (None, "en"), ("fr", "fr"), ("bg-BG", "bg"), ("de, fr;q=0.5", "fr"),
    ("en;q=0.8, bg;q=0.9", "bg"), ("fr-CH, en;q=0.9", "fr"), ("fr;q=0, bg;q=0.1", "bg"),
    ("*", "en"), ("de", "en"), ("ar-SA", "ar"), ("ar;q=0.9, fr;q=0.8", "ar"),
])
def test_accept_language_picks_the_best_of_ours(client, header, language):
    headers = {"Accept-Language": header} if header else {}
    response = client.post("/v1/play", json={"state": MID_DEAL, "action": "JH"}, headers=headers)
    assert response.headers["Content-Language"] == language
    assert response.get_json()["errors"][0]["message"] == catalog(language).message(
        "must_follow", {"seat": 1, "card": "JH", "suit": "D"},
        "seat 1 cannot play JH: must follow diamonds")


def test_belote_words_in_french_and_bulgarian(client):
    body = {"state": {**MID_DEAL, "tricks": RUFFED,
                      "hands": [None, None, ["8H", "7H", *EIGHT_CARDS[2:]], None]},
            "action": "7D"}
    fr = client.post("/v1/play", json=body, headers={"Accept-Language": "fr"}).get_json()
    bg = client.post("/v1/play", json=body, headers={"Accept-Language": "bg"}).get_json()
    assert fr["detail"] == ("le joueur 2 ne peut pas jouer 7D : il doit pisser : jouer un "
                            "atout (cœur), même plus petit que le neuf de cœur")
    assert bg["detail"] == ("играч 2 не може да играе 7D: трябва да играе коз (купа), дори "
                            "по-нисък от деветка купа")
    assert fr["title"] == "Action interdite" and bg["title"] == "Непозволен ход"


def test_a_thrown_in_deal_says_what_to_send_to_the_match_score(client):
    body = client.post("/v1/hands/score", json=EIGHT_PASSES).get_json()
    assert body["status"] == 422 and body["code"] == "thrown_in"
    assert body["params"] == {"dealer": 3}
    assert body["detail"] == ('the deal was thrown in, so there is no hand to score: send '
                              '{"dealer": 3, "outcome": "thrown_in"} to /v1/matches/score '
                              'instead')
    match = client.post("/v1/matches/score", json={**MATCH, "hands": [
        {"dealer": 3, "outcome": "thrown_in"}]})
    assert match.status_code == 200


def test_translations_use_only_the_parameters_the_code_has():
    def fields(template):
        return {f for _, f, _, _ in string.Formatter().parse(template) if f}
    service_params = {"unknown_field": {"field"}, "integer_expected": {"low", "high"},
                      "one_of_expected": {"choices"}, "list_expected": {"max"},
                      "list_length_expected": {"length"},
                      "distinct_choices_expected": {"choices"},
                      "seed_expected": {"low", "high", "max_length"},
                      "rate_limited": {"limit", "retry_after"},
                      "too_many_key_failures": {"limit", "retry_after"},
                      "rate_limit_store_unavailable": {"retry_after"},
                      "batch_too_costly": {"work", "max_work"},
                      "not_utf8": {"offset"}, "malformed_json": {"line", "column"},
                      "duplicate_key": {"key"}, "not_a_json_number": {"value"},
                      "text_expected": {"max_length"}, "not_a_bid": {"bids", "kinds"},
                      "table_key_unknown": {"kid"}, "seat_secret_invalid": {"seat"},
                      "seat_is_bot": {"seat", "level"}, "table_finished": {"deals"},
                      "table_too_large": {"max_bytes"},
                      "relay_proof_invalid": {"seat"}, "dealer_not_allowed": {"players"},
                      "reveals_pending": {"seats"}, "seat_revealed": {"seat"},
                      "secret_expected": {"min_length", "max_length"},
                      "seat_expected": {"levels"},
                      "hints_busy": {"places", "retry_after"},
                      "too_many_hints": {"limit", "retry_after"},
                      "hint_timeout": {"seconds", "retry_after"}}
    for code in CODES:
        allowed = fields(REASONS[code][0]) if code in REASONS else service_params.get(code, set())
        for language in ("en", "fr", "bg", "ar"):
            template = LANGUAGES[language].MESSAGES.get(code)
            if template is not None:
                assert fields(template) <= allowed, (language, code)


# Shapes the checks once reported only in English, under the generic invalid_request.
KINDS = ["S", "H", "D", "C", "NT", "AT"]
SHAPE_CASES = [
    ("/v1/legal-moves", {"rules": "classic", "dealer": 3, "hands": 5}, "fr", "/hands",
     "list_length_expected", {"length": 4}, "une liste d'exactement 4 éléments est attendue"),
    ("/v1/legal-moves", {"rules": {"preset": "classic", "contract_kinds": []}, "dealer": 0},
     "fr", "/rules/contract_kinds", "distinct_choices_expected", {"choices": KINDS},
     "une liste non vide de valeurs distinctes est attendue, parmi : S, H, D, C, NT, AT"),
    ("/v1/declarations", {**DECLARATIONS, "hands": DECLARATIONS["hands"][:3]}, "bg", "/hands",
     "list_length_expected", {"length": 4}, "очаква се списък с точно 4 елемента"),
    ("/v1/tricks/resolve", {**TRICK, "cards": ["AS", "KS"]}, "fr", "/cards",
     "list_length_expected", {"length": 4}, "une liste d'exactement 4 éléments est attendue"),
    ("/v1/deals", {"rules": "classic", "seed": {"a": 1}}, "bg", "/seed", "seed_expected",
     {"low": 0, "high": 2 ** 63 - 1, "max_length": 256},
     f"очаква се начално число (seed): цяло число от 0 до {2 ** 63 - 1} или низ с най-много "
     "256 знака"),
]


@pytest.mark.parametrize("path, body, language, pointer, code, params, message", SHAPE_CASES,
                         ids=[f"{case[0]}-{case[3]}" for case in SHAPE_CASES])
def test_shape_problems_carry_a_code_and_read_in_the_language_asked(
        client, path, body, language, pointer, code, params, message):
    response = client.post(path, json=body, headers={"Accept-Language": language})
    problem = response.get_json()
    assert response.status_code == 400 and response.headers["Content-Language"] == language
    assert problem["errors"] == [{"pointer": pointer, "message": message, "code": code,
                                  "params": params}]
    assert (problem["code"], problem["params"]) == (code, params)
