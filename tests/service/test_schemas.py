"""The request and answer schemas read and write exactly what marshmallow's own field by
field machinery did, though they skip it for speed."""

import json

import pytest
from marshmallow import Schema

import engine
from service.operations.registry import BY_PATH
from service.schemas.batch import BatchAnswer
from service.schemas.legal_moves import LegalMovesAnswer
from tests.service.examples import BODIES, MID_DEAL


def errors(client, body, path="/v1/legal-moves"):
    response = client.post(path, data=json.dumps(body), content_type="application/json")
    assert response.status_code == 400, response.get_json()
    return [(e["pointer"], e["message"]) for e in response.get_json()["errors"]]


def test_errors_come_in_field_order_then_unknown_keys_as_sent(client):
    body = {"zz": 1, "tricks": "x", "dealer": None, "aa": 2, "hands": 7}
    assert errors(client, body) == [
        ("/rules", "Missing data for required field."),
        ("/dealer", "Field may not be null."),
        ("/hands", "Expected a list of 4 items, one per seat: a list of cards, or null when unknown."),
        ("/tricks", "Expected a list of at most 9 tricks, each a list of at most 4 cards."),
        ("/zz", 'Unknown field "zz".'),
        ("/aa", 'Unknown field "aa".'),
    ]


def test_a_deal_state_nested_in_a_play_request_points_under_state(client):
    body = {"action": "take", "state": {**MID_DEAL, "dealer": None, "x": 1}}
    assert errors(client, body, "/v1/play") == [
        ("/state/dealer", "Field may not be null."), ("/state/x", 'Unknown field "x".')]
    assert errors(client, {"action": "take", "state": None}, "/v1/play") == [
        ("/state", "Field may not be null.")]


def test_the_turn_up_may_be_null(client, monkeypatch):
    monkeypatch.setattr(engine, "legal_moves", lambda document: {})
    body = {**MID_DEAL, "turn_up": None}
    response = client.post("/v1/legal-moves", json=body)
    assert response.status_code == 200


@pytest.mark.parametrize("answer", [
    {"phase": "play", "to_act": 1, "legal": ["QD"]},
    {"phase": "play", "to_act": None, "legal": [], "internal": 1},  # undeclared: left out
    {"legal": ["QD"], "phase": "bidding"},                          # missing: left out
    {},
])
def test_a_plain_answer_is_dumped_as_marshmallow_dumps_it(answer):
    schema = LegalMovesAnswer()
    assert json.dumps(schema.dump(answer)) == json.dumps(Schema.dump(schema, answer))


def test_a_batch_answer_is_dumped_as_marshmallow_dumps_it():
    answer = {"responses": [{"status": 200, "body": {"phase": "play"}}], "x": 1}
    assert BatchAnswer().dump(answer) == Schema.dump(BatchAnswer(), answer)


@pytest.mark.parametrize("path", sorted(BODIES))
def test_every_answer_schema_dumps_as_marshmallow_does(path):
    schema = BY_PATH[path].answer_schema
    answer = getattr(engine, BY_PATH[path].engine_function)(BODIES[path])
    assert json.dumps(schema.dump(answer)) == json.dumps(Schema.dump(schema, answer))


def test_null_optional_fields_of_a_deal_state_are_taken_as_absent(client):
    state = {"rules": "classic", "dealer": 3, "turn_up": "QH", "hands": None, "auction": None,
             "contract": None, "tricks": None, "stock": None}
    response = client.post("/v1/legal-moves", json=state)
    assert response.status_code == 200
    assert response.get_json() == {"phase": "bidding", "to_act": 0, "legal": ["pass", "take"]}


def test_a_null_dealer_is_cut_for(client):
    cut = client.post("/v1/deals", json={"rules": "classic", "seed": 3, "dealer": None})
    assert cut.status_code == 200
    assert cut.get_json() == client.post("/v1/deals", json={"rules": "classic", "seed": 3}).get_json()
