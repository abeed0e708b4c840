"""POST /v1/hints: the request read and bounded by the service, the answer the engine's ranking,
engine errors as problems; alone and inside a batch."""

import pytest

import engine
from engine.errors import IllegalAction, ImpossibleState, MalformedInput
from service.schemas.hints import MAX_HINT_BUDGET_MS, MAX_HINT_SAMPLES
from tests.service.examples import MID_DEAL
from tests.service.spec import response_validator

BIDDING = {"rules": "classic", "dealer": 3, "turn_up": "QH", "auction": [],
           "hands": [["JH", "9H", "AS", "TD", "7C"], None, None, None]}


def answer(client, body, status=200):
    response = client.post("/v1/hints", json=body)
    assert response.status_code == status, response.get_json()
    media = "application/json" if status == 200 else "application/problem+json"
    assert response.mimetype == media
    response_validator("/v1/hints", "post", status, media).validate(response.get_json())
    return response.get_json()


@pytest.fixture
def stand_in(monkeypatch):
    """An engine.hints that records what it was given and answers a fixed ranking, so the
    service's part is tested apart from the solver's."""
    received = []

    def hints(doc, stop=None):
        received.append(doc)
        return {"seat": 1, "phase": "play", "method": "sampled", "samples": 3, "core": "native",
                "actions": [{"action": "KD", "value": 12.5}, {"action": "QD", "value": 3}],
                "internal": "not part of the answer"}
    monkeypatch.setattr(engine, "hints", hints, raising=False)
    return received


def test_the_request_reaches_the_engine_as_sent(client, stand_in):
    body = {"state": MID_DEAL, "seat": 1, "samples": 3, "budget_ms": 50, "seed": "s"}
    assert answer(client, body) == {
        "seat": 1, "phase": "play", "method": "sampled", "samples": 3, "core": "native",
        "actions": [{"action": "KD", "value": 12.5}, {"action": "QD", "value": 3}]}
    assert stand_in == [body]


@pytest.mark.parametrize("field, value", [
    ("samples", MAX_HINT_SAMPLES + 1), ("samples", 0), ("budget_ms", MAX_HINT_BUDGET_MS + 1),
    ("budget_ms", 0), ("seat", 4), ("seed", -1), ("seed", 1.5), ("seed", "x" * 257),
    ("samples", True), ("nonsense", 1), ("level", "grandmaster"), ("level", 2),
    ("objective", "tricks")])
def test_the_cost_and_the_fields_are_checked_before_the_engine_runs(
        client, stand_in, field, value):
    problem = answer(client, {"state": MID_DEAL, field: value}, 400)
    assert [e["pointer"] for e in problem["errors"]] == [f"/{field}"]
    assert stand_in == []


def test_null_options_reach_the_engine_which_takes_them_as_absent(client, stand_in):
    body = {"state": MID_DEAL, "seat": None, "samples": None, "budget_ms": None, "seed": None}
    answer(client, body)
    assert stand_in == [body]


def test_a_level_reaches_the_engine_which_gives_its_settings(client):
    body = {"state": MID_DEAL, "level": "casual", "seed": 1}
    level = engine.vocabulary.BOT_LEVELS["casual"]
    assert answer(client, body) == answer(client, {
        "state": MID_DEAL, "samples": level.card_samples, "budget_ms": level.card_budget_ms,
        "seed": 1})
    problem = answer(client, dict(body, samples=3), 400)
    assert [e["pointer"] for e in problem["errors"]] == ["/samples"]


def test_playing_for_the_score_answers_points_and_goal_beside_the_value(client):
    actions = answer(client, {"state": MID_DEAL, "objective": "score", "samples": 3})["actions"]
    assert all(set(a) == {"action", "value", "points", "goal"} for a in actions)
    assert all(0 <= a["goal"] <= 1 for a in actions)


def test_the_state_is_checked_as_everywhere(client, stand_in):
    problem = answer(client, {"state": {**MID_DEAL, "dealer": 9}}, 400)
    assert [e["pointer"] for e in problem["errors"]] == ["/state/dealer"]
    assert answer(client, {"seat": 0}, 400)["errors"][0]["pointer"] == "/state"
    assert stand_in == []


@pytest.mark.parametrize("error, status", [
    (MalformedInput("seed: not a seed", "/seed"), 400),
    (ImpossibleState("JH is in two hands", "/state/hands/2"), 422),
    (IllegalAction("seat 2 is not to act", "/seat"), 422)])
def test_engine_errors_are_problems(client, monkeypatch, error, status):
    def hints(doc):
        raise error
    monkeypatch.setattr(engine, "hints", hints, raising=False)
    problem = answer(client, {"state": MID_DEAL}, status)
    assert problem["errors"] == [{"pointer": error.pointer, "message": error.message,
                                  "code": error.code, "params": error.params}]


def test_hints_in_a_batch(client, stand_in):
    body = {"state": MID_DEAL, "budget_ms": 50}
    response = client.post("/v1/batch", json={"requests": [
        {"path": "/v1/hints", "body": body}, {"path": "/v1/hints", "body": {"seat": 1, "budget_ms": 50}}]})
    first, second = response.get_json()["responses"]
    assert first == {"status": 200, "body": client.post("/v1/hints", json=body).get_json()}
    assert second["status"] == 400


def test_a_batch_holds_hints_worth_their_time_budget(client, stand_in):
    hint = {"path": "/v1/hints", "body": {"state": MID_DEAL}}  # 1000 ms when not given
    response = client.post("/v1/batch", json={"requests": [hint]})
    assert response.status_code == 413
    assert response.get_json()["code"] == "batch_too_costly"


# The engine's own solver: the ranking is of the legal actions, best first.

END = {  # three tricks to play, seat 1 to lead, every hand known
    "rules": "classic", "dealer": 3, "turn_up": "KS", "auction": ["take"],
    "hands": [["7H", "8D", "9D"], ["KD", "9C", "TC"], ["9H", "KC", "AC"], ["TH", "7D", "8C"]],
    "tricks": [["JH", "AH", "8H", "QH"], ["QC", "JC", "7C", "8S"], ["9S", "QS", "AS", "JS"],
               ["TD", "QD", "JD", "AD"], ["7S", "KH", "KS", "TS"]]}


def test_every_hand_known_is_solved_exactly(client):
    result = answer(client, {"state": END})
    assert (result["seat"], result["phase"], result["method"]) == (1, "play", "exact")
    assert [(a["action"], a["value"]) for a in result["actions"]] == [
        ("9C", 106), ("TC", 106), ("KD", 86)]


def test_a_hidden_hand_is_sampled_and_every_legal_card_ranked(client):
    result = answer(client, {"state": MID_DEAL, "samples": 4, "seed": 1})
    assert (result["seat"], result["phase"], result["method"]) == (1, "play", "sampled")
    assert 1 <= result["samples"] <= 4
    assert sorted(a["action"] for a in result["actions"]) == ["KD", "QD"]
    values = [a["value"] for a in result["actions"]]
    assert values == sorted(values, reverse=True)


def test_null_options_are_the_defaults(client):
    assert answer(client, {"state": END, "seat": None, "samples": None, "budget_ms": None,
                           "seed": None}) == answer(client, {"state": END})


def test_the_same_seed_gives_the_same_hint(client):
    view = {**END, "hands": [None, END["hands"][1], None, None]}
    body = {"state": view, "samples": 30, "seed": "same"}
    assert answer(client, body) == answer(client, body)


def test_the_auction_is_ranked_too(client):
    result = answer(client, {"state": BIDDING, "samples": 4, "seed": 2})
    assert result["phase"] == "bidding" and result["seat"] == 0
    assert sorted(a["action"] for a in result["actions"]) == ["pass", "take"]


@pytest.mark.parametrize("body, pointer", [
    ({"state": END, "seat": 2}, "/seat"),  # seat 1 is to act
    ({"state": {**END, "hands": [None] * 4}}, "/state/hands/1"),  # its hand is needed
    ({"state": {**BIDDING, "auction": ["pass"] * 8}}, "/state"),  # thrown in: nobody acts
])
def test_what_cannot_be_hinted_is_a_422(client, body, pointer):
    problem = answer(client, body, 422)
    assert problem["errors"][0]["pointer"] == pointer
