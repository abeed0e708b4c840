"""A batch answers each sub-request exactly as its endpoint would, in order."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from service.schemas.vocabulary import MAX_BATCH_REQUESTS
from tests.service.examples import BODIES, MID_DEAL, TRICK
from tests.service.spec import response_validator

BATCH_ANSWER = response_validator("/v1/batch", "post", 200, "application/json")


def batch(client, requests):
    # json.dumps keeps key order (the test client's json= sorts keys), and error order
    # follows key order.
    response = client.post("/v1/batch", data=json.dumps({"requests": requests}),
                           content_type="application/json")
    assert response.status_code == 200, response.get_json()
    BATCH_ANSWER.validate(response.get_json())
    return response.get_json()["responses"]


def test_answers_come_back_in_order(client):
    requests = [{"path": path, "body": body} for path, body in sorted(BODIES.items())]
    responses = batch(client, requests * 2)
    assert [r["status"] for r in responses] == [200] * len(requests) * 2
    for request, response in zip(requests * 2, responses):
        assert response["body"] == client.post(request["path"], json=request["body"]).get_json()


def test_sub_request_errors_are_problems_inside_a_200(client):
    responses = batch(client, [
        {"path": "/v1/tricks/resolve", "body": TRICK},
        {"path": "/v1/tricks/resolve", "body": {**TRICK, "cards": ["AH", "7S", "TH", "XH"]}},
        {"path": "/v1/play", "body": {"state": MID_DEAL, "action": "JH"}},
    ])
    assert [r["status"] for r in responses] == [200, 400, 422]
    assert responses[1]["body"]["errors"][0]["pointer"] == "/cards/3"
    assert responses[2]["body"]["type"] == "urn:atout:problem:illegal-action"


def test_a_sub_request_that_fails_unexpectedly_is_a_bare_500_in_its_slot(
        client, monkeypatch, caplog):
    answer = engine.legal_moves

    def crash_for_seat_2(document):
        if document["dealer"] == 2:
            raise KeyError("secret internals")
        return answer(document)
    monkeypatch.setattr(engine, "legal_moves", crash_for_seat_2)
    requests = [{"path": "/v1/legal-moves", "body": {**MID_DEAL, "dealer": d}} for d in (3, 2)]
    responses = batch(client, requests + [{"path": "/v1/tricks/resolve", "body": TRICK}])
    assert [r["status"] for r in responses] == [200, 500, 200]
    problem = responses[1]["body"]
    assert problem["type"] == "about:blank" and problem["errors"] == []
    assert "secret" not in json.dumps(responses)
    assert "secret internals" in caplog.text  # logged for the operator


def test_an_empty_batch(client):
    assert batch(client, []) == []


def test_a_full_batch(client):
    responses = batch(client, [{"path": "/v1/legal-moves", "body": MID_DEAL}] * MAX_BATCH_REQUESTS)
    assert len(responses) == MAX_BATCH_REQUESTS
    assert all(r == responses[0] for r in responses)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 300) | st.sampled_from(
        ["classic", "coinche", "JH", "10s", "take", "pass", "H", "NT", "capot", ""]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["rules", "dealer", "hands", "contract", "tricks", "x", "preset"]),
        inner, max_size=4),
    max_leaves=12)


@st.composite
def sub_requests(draw):
    path = draw(st.sampled_from(sorted(BODIES)))
    body = json.loads(json.dumps(BODIES[path]))
    if draw(st.booleans()):  # change one top-level field, or add one
        key = draw(st.sampled_from(sorted(body) + ["extra"]))
        body[key] = draw(JSON_VALUES)
    elif draw(st.booleans()):
        body = draw(JSON_VALUES)
    return {"path": path, "body": body}


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(sub_requests(), min_size=1, max_size=4))
def test_a_sub_request_is_answered_as_its_endpoint_answers_it(client, requests):
    for request, response in zip(requests, batch(client, requests)):
        direct = client.post(request["path"], data=json.dumps(request["body"]),
                             content_type="application/json")
        assert (response["status"], response["body"]) == (direct.status_code, direct.get_json())
