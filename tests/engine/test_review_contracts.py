"""The rules review of docs/rules.md section 3 (contracts), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""

import pytest

from engine import api
from tests.engine.review import contract, error_of


@pytest.mark.parametrize("rules", ["classic", "club-501", "litige", "contree"])
@pytest.mark.parametrize("kind", ["NT", "AT"])
def test_no_trump_and_all_trump_exist_only_in_coinche_and_bulgarian(rules, kind):
    err = error_of(api.resolve_trick, {"rules": rules, "contract": contract(rules, 0, kind),
                                       "leader": 0, "cards": ["AS", "KS", "QS", "JS"]})
    assert err.pointer == "/contract/kind"


def test_bulgarian_contract_has_no_bid():
    err = error_of(api.score_hand, {"rules": "bulgarian",
                                    "contract": {"taker": 0, "kind": "H", "bid": 90},
                                    "tricks_won": [4, 4], "card_points": [76, 76],
                                    "last_trick": 0, "declarations": [0, 0], "belote": [0, 0]})
    assert err.pointer == "/contract/bid"


def test_multiplier_is_one_two_or_four():
    err = error_of(api.score_hand, {"rules": "coinche",
                                    "contract": {"taker": 0, "kind": "H", "bid": 90,
                                                 "multiplier": 3},
                                    "tricks_won": [4, 4], "card_points": [76, 76],
                                    "last_trick": 0, "declarations": [0, 0], "belote": [0, 0]})
    assert err.pointer == "/contract/multiplier"


def test_take_or_pass_contract_has_no_multiplier():
    # Only "both auction families add multiplier" (the HTTP contract); a doubled classic contract
    # cannot happen.
    err = error_of(api.score_hand, {"rules": "classic",
                                    "contract": {"taker": 0, "kind": "H", "multiplier": 2},
                                    "tricks_won": [4, 4], "card_points": [76, 76],
                                    "last_trick": 0, "declarations": [0, 0], "belote": [0, 0]})
    assert err.pointer == "/contract/multiplier"


def test_contradictory_override_is_a_client_error():
    # §9: contract_kinds with NT in a take-or-pass ruleset is a client error.
    err = error_of(api.resolve_trick, {"rules": {"preset": "classic",
                                                 "contract_kinds": ["S", "H", "D", "C", "NT"]},
                                       "contract": {"taker": 0, "kind": "H"},
                                       "leader": 0, "cards": ["AS", "KS", "QS", "JS"]})
    assert err.pointer.startswith("/rules")
