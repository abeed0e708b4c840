"""Answers stay within the spec and small, whatever the request within its limits."""

import json

from service.http.problems import MAX_ERRORS, MAX_QUOTED
from service.schemas.vocabulary import MAX_BATCH_REQUESTS, MAX_MATCH_HANDS, MAX_POINTS
from tests.service.examples import MID_DEAL
from tests.service.spec import component, response_validator

MATCH_ANSWER = response_validator("/v1/matches/score", "post", 200, "application/json")
PROBLEM = component("Problem")


def score_match(client, hands):
    response = client.post("/v1/matches/score", json={"rules": "litige", "hands": hands})
    assert response.status_code == 200, response.get_json()
    MATCH_ANSWER.validate(response.get_json())
    return response.get_json()


def test_match_totals_may_pass_one_hand_s_cap(client):
    answer = score_match(client, [
        {"dealer": 0, "taker": 1, "outcome": "litige", "score": [0, 0], "held_over": MAX_POINTS},
        {"dealer": 1, "taker": 1, "outcome": "made", "score": [0, MAX_POINTS]}])
    assert answer["totals"] == [0, 2 * MAX_POINTS]


def test_the_largest_match_figures_fit_the_spec(client):
    # Level totals never finish a match: every hand adds the most it can, and holds it all.
    hands = [{"dealer": i % 4, "taker": 0, "outcome": "litige",
              "score": [MAX_POINTS, MAX_POINTS], "held_over": MAX_POINTS}
             for i in range(MAX_MATCH_HANDS - 1)]
    hands.append({"dealer": (MAX_MATCH_HANDS - 1) % 4, "taker": 0, "outcome": "made",
                  "score": [MAX_POINTS, MAX_POINTS]})
    answer = score_match(client, hands)
    assert answer["totals"][0] == MAX_MATCH_HANDS * MAX_POINTS + (MAX_MATCH_HANDS - 1) * MAX_POINTS


def many_bad_cards():
    """A state with 32 bad cards: 32 errors."""
    return {**MID_DEAL, "hands": [None, ["XX"] * 32, None, None]}


def test_a_problem_lists_at_most_max_errors(client):
    response = client.post("/v1/legal-moves", json=many_bad_cards())
    assert response.status_code == 400
    body = response.get_json()
    PROBLEM.validate(body)
    assert len(body["errors"]) == MAX_ERRORS
    assert body["errors"][0]["pointer"] == "/hands/1/0"
    assert f"and more problems (errors lists the first {MAX_ERRORS})" in body["detail"]


def test_a_batch_of_bad_sub_requests_gets_a_bounded_answer(client):
    data = json.dumps({"requests": [{"path": "/v1/legal-moves", "body": many_bad_cards()}]
                       * MAX_BATCH_REQUESTS}).encode()
    response = client.post("/v1/batch", data=data, content_type="application/json")
    assert response.status_code == 200
    responses = response.get_json()["responses"]
    assert all(len(r["body"]["errors"]) == MAX_ERRORS for r in responses)
    # About 3.4 kB per sub-request whatever its size (it was 4.3 kB here, and unbounded;
    # 2.7 kB before each error carried its code and params).
    assert len(response.get_data()) < MAX_BATCH_REQUESTS * 3600


def test_a_batch_with_many_bad_paths_is_one_short_problem(client):
    requests = [{"path": "/v1/nothing", "body": {}}] * MAX_BATCH_REQUESTS
    response = client.post("/v1/batch", json={"requests": requests})
    assert response.status_code == 400
    assert len(response.get_json()["errors"]) == MAX_ERRORS
    assert "and more problems" in response.get_json()["detail"]


def assert_clipped(text, key):
    assert key not in text
    assert key[:MAX_QUOTED] + "…" in text


def test_a_long_unknown_key_is_quoted_cut(client):
    key = "k" * 10_000
    response = client.post("/v1/legal-moves", json={**MID_DEAL, key: 1})
    assert response.status_code == 400
    assert len(response.get_data()) < 1000
    body = response.get_json()
    [error] = body["errors"]
    assert error["pointer"] == "/" + key[:MAX_QUOTED] + "…"
    assert_clipped(body["detail"], key)


def test_a_long_nested_key_is_cut_in_its_own_segment(client):
    key = "k" * 10_000
    contract = {"taker": 0, "kind": "H", key: 1}
    body = client.post("/v1/legal-moves", json={**MID_DEAL, "contract": contract}).get_json()
    [error] = body["errors"]
    assert error["pointer"] == "/contract/" + key[:MAX_QUOTED] + "…"
    assert error["message"] == f'Unknown field "{key[:MAX_QUOTED]}…".'
    assert error["params"]["field"] == key[:MAX_QUOTED] + "…"


def test_a_long_key_given_twice_is_quoted_cut(client):
    key = "k" * 10_000
    data = f'{{"{key}": 1, "{key}": 2}}'.encode()
    response = client.post("/v1/legal-moves", data=data, content_type="application/json")
    assert response.status_code == 400
    assert len(response.get_data()) < 1000
    assert_clipped(response.get_json()["errors"][0]["message"], key)


def test_a_long_unknown_name_is_quoted_cut(client):
    name = "n" * 3000
    for path in (f"/v1/rulesets/{name}", f"/docs/assets/{name}"):
        response = client.get(path)
        assert response.status_code == 404
        assert_clipped(response.get_json()["detail"], name)
