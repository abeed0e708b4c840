"""POST /v1/dd-table and POST /v1/review: the engine's analysis behind the service's checks,
alone and in a batch, costed by the batch's work cap."""

import engine
from tests.service.spec import response_validator

HANDS = [["8S", "9S", "KS", "7D", "8D", "KD", "AD", "9C"],
         ["TS", "JS", "9H", "TH", "KH", "7C", "JC", "QC"],
         ["7S", "7H", "8H", "9D", "TD", "JD", "TC", "AC"],
         ["QS", "AS", "JH", "QH", "AH", "QD", "8C", "KC"]]
PLAYED = {"rules": "classic", "dealer": 3, "turn_up": "KS", "auction": ["take"],
          "hands": [["7H", "8D", "9D"], ["KD", "9C", "TC"], ["9H", "KC", "AC"],
                    ["TH", "7D", "8C"]],
          "tricks": [["JH", "AH", "8H", "QH"], ["QC", "JC", "7C", "8S"],
                     ["9S", "QS", "AS", "JS"], ["TD", "QD", "JD", "AD"],
                     ["7S", "KH", "KS", "TS"]]}


def post(client, path, body, status=200):
    response = client.post(path, json=body)
    assert response.status_code == status, response.get_json()
    media = "application/json" if status == 200 else "application/problem+json"
    response_validator(path, "post", status, media).validate(response.get_json())
    return response.get_json()


def test_the_dd_table_is_the_engine_s():
    from service.app import create_app
    client = create_app({"TESTING": True}).test_client()
    body = {"rules": "coinche", "dealer": 1, "hands": HANDS}
    assert post(client, "/v1/dd-table", body) == engine.dd_table(body)


def test_the_dd_table_checks_its_hands(client):
    problem = post(client, "/v1/dd-table", {"rules": "classic", "dealer": 0,
                                            "hands": HANDS[:3]}, 400)
    assert [e["pointer"] for e in problem["errors"]] == ["/hands"]
    problem = post(client, "/v1/dd-table", {"rules": "classic", "dealer": 0,
                                            "hands": [HANDS[0], HANDS[0]] + HANDS[2:]}, 422)
    assert problem["code"] == "card_in_two_places"


def test_a_review_is_the_engine_s_and_needs_every_hand(client):
    assert post(client, "/v1/review", {"state": PLAYED}) == engine.review({"state": PLAYED})
    hidden = dict(PLAYED, hands=[None] + PLAYED["hands"][1:])
    problem = post(client, "/v1/review", {"state": hidden}, 422)
    assert problem["code"] == "hand_unknown"
    assert [e["pointer"] for e in problem["errors"]] == ["/state/hands/0"]


def test_both_are_batchable_and_a_table_is_costed(client):
    requests = [{"path": "/v1/dd-table", "body": {"rules": "classic", "dealer": 0,
                                                  "hands": HANDS}},
                {"path": "/v1/review", "body": {"state": PLAYED}}]
    answer = post(client, "/v1/batch", {"requests": requests})
    assert [r["status"] for r in answer["responses"]] == [200, 200]
    assert answer["responses"][1]["body"] == engine.review({"state": PLAYED})
    problem = post(client, "/v1/batch", {"requests": requests[:1] * 2}, 413)
    assert problem["code"] == "batch_too_costly"
