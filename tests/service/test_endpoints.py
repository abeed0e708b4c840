"""The engine-backed endpoints answer what the contract says, in the shapes the spec declares."""

import random

import pytest

from tests.service.examples import (
    COMPLETE_DEAL, DEAL, DECLARATIONS, MATCH, MID_DEAL, SUMMARY, TRICK)
from tests.service.spec import response_validator


def answer(client, path, body, status=200):
    response = client.post(path, json=body)
    assert response.status_code == status, response.get_json()
    assert response.mimetype == "application/json"
    response_validator(path, "post", status, "application/json").validate(response.get_json())
    return response.get_json()


def test_legal_moves_in_the_play(client):
    assert answer(client, "/v1/legal-moves", MID_DEAL) == {
        "phase": "play", "to_act": 1, "legal": ["QD", "KD"]}


def test_legal_moves_in_the_bidding(client):
    state = {"rules": "classic", "dealer": 3, "turn_up": "QH", "auction": []}
    assert answer(client, "/v1/legal-moves", state) == {
        "phase": "bidding", "to_act": 0, "legal": ["pass", "take"]}


def test_legal_moves_accepts_any_card_spelling(client):
    hands = [None, ["jh", "9h", "10S", "Kd", "qD", "8C", "7c"], None, None]
    assert answer(client, "/v1/legal-moves", {**MID_DEAL, "hands": hands})["legal"] == ["QD", "KD"]


def test_play_a_call(client):
    body = {"state": {"rules": "classic", "dealer": 3, "turn_up": "QH"}, "action": "take"}
    result = answer(client, "/v1/play", body)
    assert result["state"]["contract"] == {"taker": 0, "kind": "H"}
    assert [e["type"] for e in result["events"]] == ["call", "contract"]


def test_play_a_card(client):
    result = answer(client, "/v1/play", {"state": MID_DEAL, "action": "qd"})
    assert result["state"]["tricks"][-1] == ["TD", "QD"]
    assert result["events"] == [{"type": "card", "seat": 1, "card": "QD"}]


def test_resolve_a_trick(client):
    assert answer(client, "/v1/tricks/resolve", TRICK) == {"winner": 2, "team": 0, "points": 25}


def test_declarations(client):
    result = answer(client, "/v1/declarations", DECLARATIONS)
    assert len(result["declarations"]) == 4


@pytest.mark.parametrize("summary, score", [  # reference examples 1, 5, 13 and 21
    (SUMMARY, [120, 82]),
    ({**SUMMARY, "tricks_won": [3, 5], "card_points": [60, 92], "last_trick": 1}, [0, 202]),
    ({"rules": "coinche", "contract": {"taker": 1, "kind": "H", "bid": 90},
      "tricks_won": [3, 5], "card_points": [50, 102], "last_trick": 1,
      "declarations": [0, 20], "belote": [0, 20]}, [50, 240]),
    ({"rules": "bulgarian", "contract": {"taker": 0, "kind": "S"}, "tricks_won": [4, 4],
      "card_points": [76, 76], "last_trick": 0, "declarations": [0, 0], "belote": [0, 0]},
     [9, 7]),
])
def test_score_a_hand_from_a_summary(client, summary, score):
    assert answer(client, "/v1/hands/score", summary)["score"] == score


def test_score_a_complete_deal(client):
    assert answer(client, "/v1/hands/score", COMPLETE_DEAL) == {
        "outcome": "made", "capot": None, "totals": [140, 42], "score": [140, 42],
        "held_over": 0}


def test_score_a_match(client):
    assert answer(client, "/v1/matches/score", MATCH) == {
        "totals": [324, 0], "history": [[81, 0], [81, 0], [324, 0]], "held_over": 0,
        "finished": False, "winner": None, "next_dealer": 3}


def test_deals_are_reproducible(client):
    first = answer(client, "/v1/deals", DEAL)
    assert first == answer(client, "/v1/deals", DEAL)
    assert first != answer(client, "/v1/deals", {**DEAL, "seed": 8})
    assert first["dealer"] == 0 and len(first["stock"]) == 11
    # what /v1/legal-moves answers for the dealt state: the eldest opens the auction
    assert {k: first[k] for k in ("phase", "to_act", "legal")} == answer(
        client, "/v1/legal-moves", first) == {
        "phase": "bidding", "to_act": 1, "legal": ["pass", "take"]}


@pytest.mark.parametrize("rules, seed", [("classic", 1), ("club-501", "two"), ("coinche", 3),
                                         ("contree", 4), ("bulgarian", 5),
                                         ({"preset": "litige", "target": 500}, 6)])
def test_a_whole_deal_through_the_api(client, rules, seed):
    """Deal, then make random legal moves until the deal ends; every answer fits the spec."""
    choose = random.Random(seed).choice
    state = answer(client, "/v1/deals", {"rules": rules, "seed": seed})
    for _ in range(200):
        moves = answer(client, "/v1/legal-moves", state)
        if moves["to_act"] is None:
            break
        played = answer(client, "/v1/play", {"state": state, "action": choose(moves["legal"])})
        state = played["state"]
    assert moves["phase"] in ("complete", "thrown_in")
    if moves["phase"] == "complete":
        assert played["events"][-1]["type"] == "hand_scored"
        assert played["events"][-1]["result"] == answer(client, "/v1/hands/score", {
            k: v for k, v in state.items() if k not in ("hands", "stock")})


def test_play_refuses_an_action_out_of_turn_naming_both_seats(client):
    # Without seat, seat 1's card out of turn would be read as seat 2's (card_elsewhere).
    state = {"rules": "classic", "dealer": 3, "turn_up": "QH", "auction": ["take"],
             "hands": [None, ["JH", "9H", "TS", "KD", "8C", "7C"], None, None],
             "tricks": [["AS", "7S", "KS", "8S"], ["TD", "QD"]]}
    response = client.post("/v1/play", json={"state": state, "action": "KD", "seat": 1})
    problem = response.get_json()
    assert (response.status_code, problem["code"], problem["params"]) == (
        422, "not_your_turn", {"asked": 1, "seat": 2})
    assert problem["errors"][0]["pointer"] == "/seat"
    assert problem["detail"] == "seat 1 is not to act: seat 2 is"
    state["tricks"][1].pop()
    state["hands"][1].append("QD")
    played = client.post("/v1/play", json={"state": state, "action": "KD", "seat": 1})
    assert played.status_code == 200 and played.get_json()["events"][0]["seat"] == 1
    for seat in (None, 1):  # null: any seat
        assert client.post("/v1/play", json={"state": state, "action": "KD",
                                             "seat": seat}).status_code == 200
