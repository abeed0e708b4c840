"""The rules review of docs/rules.md section 2 to 6 (states that cannot happen, refused), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""

import pytest

from engine import api
from engine.errors import ImpossibleState, MalformedInput
from tests.engine.review import DEAL_C, bidding, cards, error_of, tricks


def test_hand_size_must_match_the_tricks_played():
    # seat 1 played TS in trick 1, so holds 7 cards, not 8.
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3,
                                     "contract": {"taker": 0, "kind": "H"},
                                     "hands": [None, cards("7S 8S 9S 7D 8D 9D 7C 8C"), None,
                                               None],
                                     "tricks": [["AS", "TS", "JS", "QS"], ["KS"]]})
    assert isinstance(err, ImpossibleState) and err.pointer == "/hands/1"


def test_a_card_both_held_and_played_is_impossible():
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3,
                                     "contract": {"taker": 0, "kind": "H"},
                                     "hands": [None, cards("AS 8S 9S 7D 8D 9D 7C 8C"), None,
                                               None],
                                     "tricks": [["AS"]]})
    assert isinstance(err, ImpossibleState)
    assert err.pointer in ("/tricks/0/0", "/hands/1/0")


def test_no_card_before_the_auction_ends():
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3, "turn_up": "QH",
                                     "auction": ["pass"], "tricks": [["AS"]]})
    assert err.pointer.startswith("/tricks")


def test_known_hand_revoke_is_detected():
    # seat 1 (hand known) discarded 7D on the spade lead while holding... its remaining hand
    # shows no spade, but it played QS in trick 2 -> it held a spade in trick 1.
    err = error_of(api.legal_moves, {
        "rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
        "hands": [None, cards("8D 9D TD JD QD KD"), cards("7C 8C 9C TC JC QC KC"), None],
        "tricks": [["AS", "7D", "8S", "9S"], ["KS", "QS"]]})
    assert isinstance(err, ImpossibleState) and err.pointer == "/tricks/0/1"


def test_unknown_hand_revoke_is_still_impossible():
    # trick 1: seat 0 AS, seat 1 discards 7D (so void in spades), 2 8S, 3 9S; trick 2: seat 0
    # KS, seat 1 QS -> seat 1 held QS in trick 1 and had to follow: the state cannot happen,
    # whatever the rest of seat 1's hand.
    err = error_of(api.legal_moves, {
        "rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
        "hands": [None, None, cards("7C 8C 9C TC JC QC KC"), None],
        "tricks": [["AS", "7D", "8S", "9S"], ["KS", "QS"]]})
    assert isinstance(err, ImpossibleState)
    assert err.pointer in ("/tricks/0/1", "/tricks/1/1")


def test_unknown_hand_failure_to_climb_is_impossible():
    # hearts trump: seat 0 leads QH, seat 1 plays 7H; in trick 2 seat 1 plays JH -> it held JH
    # in trick 1 and had to beat QH.
    err = error_of(api.legal_moves, {
        "rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
        "hands": [None, None, cards("7C 8C 9C TC JC QC KC"), None],
        "tricks": [["QH", "7H", "8S", "9S"], ["KH", "JH"]]})
    assert isinstance(err, ImpossibleState)
    assert err.pointer in ("/tricks/0/1", "/tricks/1/1")


def test_unknown_hand_failure_to_trump_is_impossible():
    # hearts trump: seat 1, void in spades (discards 7D) with seat 0 (an opponent) master,
    # later plays 7H -> it held a trump and had to play it in trick 1.
    err = error_of(api.legal_moves, {
        "rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
        "hands": [None, None, cards("7C 8C 9C TC JC QC KC"), None],
        "tricks": [["AS", "7D", "8S", "9S"], ["KS", "7H"]]})
    assert isinstance(err, ImpossibleState)
    assert err.pointer in ("/tricks/0/1", "/tricks/1/1")


@pytest.mark.parametrize("doc, pointer", [
    ({"rules": "classic", "dealer": 4, "contract": {"taker": 0, "kind": "H"}, "tricks": []},
     "/dealer"),
    ({"rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
      "tricks": [["AS", "7S", "8S", "9S", "TS"]]}, "/tricks/0"),
    ({"rules": "nope", "dealer": 3, "auction": []}, "/rules"),
])
def test_malformed_states(doc, pointer):
    err = error_of(api.legal_moves, doc)
    assert isinstance(err, MalformedInput) and err.pointer == pointer


def test_resolve_trick_rejects_a_bad_card_and_a_duplicate():
    err = error_of(api.resolve_trick, {"rules": "classic", "contract": {"taker": 0, "kind": "H"},
                                       "leader": 0, "cards": ["1S", "7S", "8S", "9S"]})
    assert isinstance(err, MalformedInput) and err.pointer == "/cards/0"
    err = error_of(api.resolve_trick, {"rules": "classic", "contract": {"taker": 0, "kind": "H"},
                                       "leader": 0, "cards": ["AS", "7S", "AS", "9S"]})
    assert isinstance(err, ImpossibleState) and err.pointer.startswith("/cards")


def test_point_auction_needs_no_turn_up_and_take_or_pass_needs_one():
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3, "auction": []})
    assert err.pointer == "/turn_up"
    err = error_of(api.legal_moves, {"rules": "coinche", "dealer": 3, "auction": [],
                                     "turn_up": "QH"})
    assert err.pointer == "/turn_up"


def test_turn_up_accepts_10_and_bidding_starts():
    assert bidding("classic", [], turn_up="10H")["legal"] == ["pass", "take"]


def test_coinche_complete_deal_needs_a_bid():
    err = error_of(api.score_hand, {"rules": "coinche", "dealer": 3,
                                    "contract": {"taker": 0, "kind": "H"},
                                    "tricks": tricks(DEAL_C)})
    assert err.pointer == "/contract/bid"
