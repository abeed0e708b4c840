"""Baloot over HTTP (RULES §12.14): calls, the doubling, closed Hokum, projects, game-point
scores and the match, each answered in the shapes the spec declares."""

import random

import pytest

from tests.service.spec import request_validator, response_validator


def answer(client, path, body, status=200):
    request_validator(path).validate(body)
    response = client.post(path, json=body)
    assert response.status_code == status, response.get_json()
    response_validator(path, "post", status, response.mimetype).validate(response.get_json())
    return response.get_json()


def play_out(client, state, choose):
    events = []
    while True:
        moves = answer(client, "/v1/legal-moves", state)
        if moves["phase"] in ("complete", "thrown_in"):
            return state, events, moves
        played = answer(client, "/v1/play", {"state": state, "action": choose(moves)})
        state, events = played["state"], events + played["events"]


def test_a_seeded_deal_is_five_cards_a_turned_card_and_a_stock_of_eleven(client):
    dealt = answer(client, "/v1/deals", {"rules": "baloot", "seed": 5, "dealer": 0})
    assert [len(h) for h in dealt["hands"]] == [5] * 4
    assert dealt["turn_up"] == "JH" and len(dealt["stock"]) == 11
    assert dealt["to_act"] == 1 and dealt["legal"] == ["pass", {"hokum": "H"}, "sun"]


def test_ashkal_gives_the_turned_card_to_the_callers_partner(client):
    state = answer(client, "/v1/deals", {"rules": "baloot", "seed": 5, "dealer": 0})
    for call in ("pass", "pass"):
        state = answer(client, "/v1/play", {"state": state, "action": call})["state"]
    played = answer(client, "/v1/play", {"state": state, "action": "ashkal"})
    assert played["state"]["contract"] == {"taker": 3, "kind": "NT", "receiver": 1,
                                           "multiplier": 1, "closed": False}
    assert "JH" in played["state"]["hands"][1]
    assert [len(h) for h in played["state"]["hands"]] == [8] * 4


def test_a_closed_double_forbids_leading_trump_over_http(client):
    state = answer(client, "/v1/deals", {"rules": "baloot", "seed": 5, "dealer": 0})
    for call in ("pass", {"hokum": "H"}, "pass", "pass", "pass", {"hokum": "H"}):
        played = answer(client, "/v1/play", {"state": state, "action": call})
        state = played["state"]
    assert played["phase"] == "bidding" and played["to_act"] == 3
    assert [e["type"] for e in played["events"]] == ["call", "bought", "deal_completed"]
    for call in ({"double": "closed"}, "pass", "pass"):
        state = answer(client, "/v1/play", {"state": state, "action": call})["state"]
    assert state["contract"]["multiplier"] == 2 and state["contract"]["closed"] is True
    moves = answer(client, "/v1/legal-moves", state)
    assert moves["legal"] == ["AS", "8D", "QD", "AD", "KC"]  # seat 1 holds QH KH AH too
    refused = answer(client, "/v1/play", {"state": state, "action": "AH"}, 422)
    assert refused["errors"][0]["code"] == "closed_no_trump_lead"


def test_random_baloot_deals_play_to_a_score_with_every_card_once(client):
    rng = random.Random(12)
    for seed in range(4):
        state = answer(client, "/v1/deals", {"rules": "baloot", "seed": seed})
        state, events, moves = play_out(client, state, lambda m: rng.choice(m["legal"]))
        if moves["phase"] == "thrown_in":
            continue
        cards = [c for trick in state["tricks"] for c in trick]
        assert len(set(cards)) == 32
        total = sum(e["points"] + e["last_trick_bonus"] for e in events
                    if e["type"] == "trick_won")
        assert total == (130 if state["contract"]["kind"] == "NT" else 162)
        result = answer(client, "/v1/hands/score", state)
        assert result == events[-1]["result"]


def test_projects_answer_raw_points_and_game_points(client):
    body = {"rules": "baloot", "contract": {"taker": 0, "kind": "D"}, "dealer": 0, "hands": [
        ["AS", "AH", "AD", "AC", "7S", "8H", "9D", "7C"],
        ["KC", "QC", "JC", "TC", "9C", "8S", "9S", "TS"],
        ["JS", "QS", "KS", "TH", "JH", "QH", "KH", "7D"],
        ["8D", "TD", "JD", "QD", "KD", "7H", "9H", "8C"]]}
    found = answer(client, "/v1/declarations", body)
    # seat 2's K-Q-J of spades and T-J-Q-K hearts, seat 3's J-Q-K diamonds: the best is
    # seat 1's sequence hundred, a sequence beating four aces (sequence_first)
    assert found["team"] == 1
    assert found["declarations"][1] == [
        {"kind": "hundred", "cards": ["9C", "TC", "JC", "QC", "KC"], "points": 100,
         "game_points": 10},
        {"kind": "sira", "cards": ["8S", "9S", "TS"], "points": 20, "game_points": 2}]
    assert found["points"] == [0, 170] and found["game_points"] == [0, 17]
    # seat 3 holds K+Q of diamonds inside its own fifty: absorbed (any_project)
    assert found["belote"] == [0, 0] and found["baloot_game_points"] == [0, 0]


def test_summary_scores_e13_a_doubled_hokum_won_by_the_buyers(client):
    result = answer(client, "/v1/hands/score", {
        "rules": "baloot", "contract": {"taker": 0, "kind": "H", "multiplier": 2},
        "tricks_won": [5, 3], "card_points": [90, 62], "last_trick": 0,
        "declarations": [0, 0], "belote": [0, 20]})
    assert result == {"outcome": "made", "capot": None, "totals": [100, 82], "score": [32, 2],
                      "held_over": 0}


def test_a_gahwa_result_ends_the_match(client):
    result = answer(client, "/v1/hands/score", {
        "rules": "baloot", "contract": {"taker": 0, "kind": "H", "multiplier": "gahwa"},
        "tricks_won": [3, 5], "card_points": [70, 82], "last_trick": 1,
        "declarations": [0, 0], "belote": [20, 0]})
    assert result["outcome"] == "gahwa" and result["team"] == 1 and result["score"] == [0, 0]
    match = answer(client, "/v1/matches/score", {"rules": "baloot", "hands": [
        {"dealer": 0, "taker": 0, "outcome": "made", "score": [0, 150]},
        {"dealer": 1, "outcome": "gahwa", "team": 0}]})
    assert match["finished"] and match["winner"] == 0


def test_baloot_errors_name_the_call_and_point_at_it(client):
    state = answer(client, "/v1/deals", {"rules": "baloot", "seed": 5, "dealer": 0})
    refused = answer(client, "/v1/play", {"state": state, "action": "ashkal"}, 422)
    assert refused["errors"][0]["code"] == "baloot_ashkal_seat"
    assert "Ashkal" in refused["errors"][0]["message"]
    refused = answer(client, "/v1/hands/score", {
        "rules": "baloot", "contract": {"taker": 0, "kind": "NT", "multiplier": 3},
        "tricks_won": [5, 3], "card_points": [70, 50], "last_trick": 0,
        "declarations": [0, 0], "belote": [0, 0]}, 422)
    assert refused["errors"][0]["pointer"] == "/contract/multiplier"


def test_an_override_outside_the_baloot_table_is_refused(client):
    refused = answer(client, "/v1/legal-moves", {
        "rules": {"preset": "baloot", "sequence_rank": "length"}, "dealer": 0,
        "turn_up": "8S", "auction": []}, 422)
    assert refused["errors"][0]["pointer"] == "/rules/sequence_rank"
    refused = answer(client, "/v1/legal-moves", {
        "rules": {"preset": "classic", "sun_priority": "earlier_opponents"}, "dealer": 0,
        "turn_up": "8S", "auction": []}, 422)
    assert refused["errors"][0]["code"] == "contradicts_family"


@pytest.mark.slow
def test_a_whole_baloot_match_through_a_sealed_table_replays_deal_by_deal(client):
    from service.sealed.table import commitment
    from tests.service.test_sealed import Seat, replay
    rng = random.Random("baloot")
    opened = answer(client, "/v1/sealed/tables", {"rules": {"preset": "baloot", "target": 40}})
    seats = [Seat(client, {"seat_key": k}, rng) for k in opened["seat_keys"]]
    token, before = opened["table"], [0, 0]
    while True:
        view = seats[0].view(token)
        if view["match"]["finished"]:
            break
        actor = view["to_act"]
        acted = seats[actor].act(token, seats[actor].view(token))
        token = acted["table"]
        if any(e["type"] in ("hand_scored", "thrown_in") for e in acted["events"]):
            previous = acted["view"]["previous"]
            record = previous["record"]
            # each deal carries the match so far, once there is one
            assert record.get("match_totals") == (before if any(before) else None)
            before = acted["view"]["match"]["totals"]
            dealt, _, ending = replay(client, record)
            assert commitment(dealt, record["seed"]) == previous["commitment"]
            assert ending["match_entry"] == previous["match_entry"]
            totals = acted["view"]["match"]["totals"]
            if not acted["view"]["match"]["finished"] and any(totals):
                assert acted["view"]["state"]["match_totals"] == totals
    assert view["match"]["winner"] in (0, 1)
