"""openapi.yaml and the server agree on a chosen first dealer at a sealed table: taken at a
trusted backend's table and a single player's, refused (400 dealer_not_allowed) at two
players or more, which the request schema refuses too, so that a request the schema takes
is never refused with a 400 (schemathesis's positive_data_acceptance)."""

import jsonschema
import pytest

from tests.service.spec import request_validator

PLAYER, BOT = {"commitment": "0" * 64}, {"bot": "club"}
PATH = "/v1/sealed/tables"


@pytest.mark.parametrize("body", [
    {"rules": "classic", "dealer": 3},
    {"rules": "classic", "dealer": 0, "seats": [PLAYER, BOT, BOT, BOT]},
    {"rules": "classic", "dealer": 2, "seats": [BOT, BOT, BOT, PLAYER]},
    {"rules": "classic", "dealer": None, "seats": [PLAYER, PLAYER, PLAYER, BOT]},
    {"rules": "classic", "seats": [PLAYER] * 4},
], ids=["backend", "one-player", "one-player-last", "null-dealer", "no-dealer"])
def test_a_body_the_schema_takes_is_taken(client, body):
    request_validator(PATH).validate(body)
    assert client.post(PATH, json=body).status_code == 200


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_dealer_at_a_table_of_players_is_refused_by_schema_and_server(client, players):
    body = {"rules": "classic", "dealer": 1,
            "seats": [PLAYER] * players + [BOT] * (4 - players)}
    with pytest.raises(jsonschema.ValidationError):
        request_validator(PATH).validate(body)
    response = client.post(PATH, json=body)
    assert response.status_code == 400
    assert [(e["code"], e["pointer"], e["params"]) for e in response.get_json()["errors"]] == [
        ("dealer_not_allowed", "/dealer", {"players": players})]
