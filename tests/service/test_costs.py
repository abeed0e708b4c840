"""No request costs much more than a typical one: checks stop past the errors a problem lists,
and a batch is refused whole when its estimated work is over the cap. Work is counted (checks
called, items kept), never timed; bench/costs.py measures the CPU time."""

import json

import pytest

from service.operations.batch_cost import MAX_BATCH_WORK, PER_SUB_REQUEST, batch_work
from service.http.pointers import errors_at
from service.http.problems import MAX_ERRORS
from service.schemas import matches
from service.schemas.base import ENOUGH
from service.schemas.fields import hand_problem
from service.schemas.state import deal_state_problem
from tests.service.examples import MATCH, MID_DEAL
from tests.service.spec import component

PROBLEM = component("Problem")

MIB = 1024 * 1024


@pytest.fixture
def checked_hands(monkeypatch):
    """Counts the match hand results the schema checks."""
    calls = []
    check = matches.hand_result_problem

    def counting(value):
        calls.append(value)
        return check(value)
    monkeypatch.setattr(matches, "hand_result_problem", counting)
    return calls


def test_a_match_of_bad_hands_is_checked_only_up_to_the_errors_listed(client, checked_hands):
    response = client.post("/v1/matches/score", json={"rules": "classic", "hands": [{}] * 1000})
    assert response.status_code == 400
    assert len(response.get_json()["errors"]) == MAX_ERRORS
    assert "and more problems" in response.get_json()["detail"]
    assert len(checked_hands) <= ENOUGH  # 6 would do: each empty hand has 4 errors


def test_unknown_keys_are_listed_only_up_to_enough():
    state = {**MID_DEAL, **{f"k{i}": 0 for i in range(10_000)}}
    assert len(deal_state_problem(state)) == ENOUGH


def test_bad_cards_are_listed_only_up_to_enough():
    assert len(hand_problem([0] * 32)) == ENOUGH


def test_error_pointers_are_collected_only_up_to_one_more_than_listed():
    messages = {"hands": {i: {"dealer": ["bad"], "score": ["bad"]} for i in range(1000)}}
    assert len(errors_at(messages)) == MAX_ERRORS + 1


def test_few_errors_are_all_counted(client):
    response = client.post("/v1/legal-moves", json={**MID_DEAL, "a": 1, "b": 2, "c": 3})
    assert response.get_json()["detail"].endswith("and 2 more problems")


def hostile_batch():
    """The issue's case: 341 match scorings of 1000 empty hands each, 1 MiB."""
    return {"requests": [{"path": "/v1/matches/score",
                          "body": {"rules": "classic", "hands": [{}] * 1000}}] * 341}


def test_a_batch_over_its_work_cap_is_refused_before_any_sub_request_is_read(
        client, checked_hands):
    data = json.dumps(hostile_batch(), separators=(",", ":")).encode()
    assert len(data) <= MIB
    response = client.post("/v1/batch", data=data, content_type="application/json")
    assert response.status_code == 413
    body = response.get_json()
    PROBLEM.validate(body)
    assert body["code"] == "batch_too_costly"
    assert body["params"] == {"work": batch_work(hostile_batch()["requests"]),
                              "max_work": MAX_BATCH_WORK}
    assert checked_hands == []
    assert len(response.get_data()) < 1000


def valid_hands(count):
    return [{"dealer": i % 4, "taker": 0, "outcome": "made", "score": [0, 0]}
            for i in range(count)]


@pytest.mark.parametrize("matches_, hands", [(18, 1000), (1000, 17)])
def test_every_valid_batch_that_fits_in_a_body_is_under_the_cap(client, matches_, hands):
    # As many valid hands as 1 MiB holds, in few long matches or in many short ones.
    requests = [{"path": "/v1/matches/score", "body": {"rules": "classic",
                                                       "hands": valid_hands(hands)}}] * matches_
    data = json.dumps({"requests": requests}, separators=(",", ":")).encode()
    assert MIB * 0.8 < len(data) <= MIB
    assert batch_work(requests) <= MAX_BATCH_WORK
    response = client.post("/v1/batch", data=data, content_type="application/json")
    assert response.status_code == 200
    assert {r["status"] for r in response.get_json()["responses"]} == {200}


def test_a_full_batch_of_other_sub_requests_is_under_the_cap():
    assert batch_work([{"path": "/v1/legal-moves", "body": MID_DEAL}] * 1000) == (
        1000 * PER_SUB_REQUEST)
    assert batch_work([{"path": "/v1/matches/score", "body": MATCH}]) == PER_SUB_REQUEST + 3
