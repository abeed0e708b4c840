"""The jass family over HTTP: the additions of the contract (talon, roem, belot, 16-deal
matches) answered in the shapes the spec declares."""

import random

from tests.service.spec import request_validator, response_validator


def answer(client, path, body, status=200):
    request_validator(path).validate(body)
    response = client.post(path, json=body)
    assert response.status_code == status, response.get_json()
    response_validator(path, "post", status, response.mimetype).validate(response.get_json())
    return response.get_json()


def test_a_bela_deal_carries_the_talon_until_the_call(client):
    dealt = answer(client, "/v1/deals", {"rules": "bela", "seed": 3, "dealer": 1})
    assert [len(t) for t in dealt["talon"]] == [2] * 4 and "stock" not in dealt
    moves = answer(client, "/v1/legal-moves", dealt)
    assert moves["to_act"] == 2 and moves["legal"][0] == "pass"
    played = answer(client, "/v1/play", {"state": dealt, "action": {"suit": "C"}})
    assert "talon" not in played["state"]
    assert [len(h) for h in played["state"]["hands"]] == [8] * 4


def test_a_klaverjas_deal_played_through_to_its_score(client):
    rng = random.Random(4)
    state = answer(client, "/v1/deals", {"rules": "klaverjas-amsterdam", "seed": 4})
    roem, events = [0, 0], []
    while True:
        moves = answer(client, "/v1/legal-moves", state)
        if moves["phase"] == "complete":
            break
        played = answer(client, "/v1/play", {"state": state, "action": rng.choice(moves["legal"])})
        state, events = played["state"], events + played["events"]
    for event in events:
        if event["type"] == "trick_won":
            roem[event["team"]] += event["roem"]
    result = answer(client, "/v1/hands/score", state)
    assert sum(result["totals"]) == 162 + sum(roem)
    assert events[-1]["result"] == result


def test_a_trick_s_roem(client):
    assert answer(client, "/v1/tricks/resolve", {
        "rules": "klaverjas-rotterdam", "contract": {"taker": 0, "kind": "H"}, "leader": 0,
        "cards": ["JS", "JH", "JD", "JC"]}) == {
            "winner": 1, "team": 1, "points": 26, "roem": 100, "roem_kinds": ["four_jacks"]}


def test_a_klaverjas_summary_takes_roem_not_declarations(client):
    summary = {"rules": "klaverjas-rotterdam", "contract": {"taker": 1, "kind": "H"},
               "tricks_won": [8, 0], "card_points": [152, 0], "last_trick": 0, "roem": [20, 0]}
    assert answer(client, "/v1/hands/score", summary)["score"] == [282, 0]
    wrong = dict(summary, declarations=[0, 0], belote=[0, 0])
    del wrong["roem"]
    response = client.post("/v1/hands/score", json=wrong)
    # fields the spec's HandSummary has, which this ruleset does not count: 422, not 400
    assert response.status_code == 422
    error = response.get_json()["errors"][0]
    assert error["pointer"] in ("/declarations", "/belote")
    assert error["code"] == "contradicts_family"


def test_a_summary_of_another_family_refuses_roem_as_a_contradiction(client):
    summary = {"rules": "classic", "contract": {"taker": 1, "kind": "H"}, "tricks_won": [8, 0],
               "card_points": [152, 0], "last_trick": 0, "declarations": [0, 0],
               "belote": [0, 0], "roem": [20, 0]}
    response = client.post("/v1/hands/score", json=summary)
    assert response.status_code == 422
    assert response.get_json()["errors"][0]["pointer"] == "/roem"


def test_a_belot_ends_the_match(client):
    state = {"rules": "bela", "dealer": 0, "contract": {"taker": 2, "kind": "S"},
             "hands": [["7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"],
                       ["7H", "8H", "9H", "TH", "JH", "QH", "KH", "7D"],
                       ["AH", "8D", "9D", "TD", "JD", "QD", "KD", "AD"],
                       ["7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"]]}
    assert answer(client, "/v1/legal-moves", state) == {
        "phase": "complete", "to_act": None, "legal": []}
    assert answer(client, "/v1/hands/score", state) == {"outcome": "belot", "team": 1}
    match = answer(client, "/v1/matches/score", {"rules": "bela", "hands": [
        {"dealer": 0, "outcome": "belot", "team": 1}]})
    assert (match["finished"], match["winner"], match["next_dealer"]) == (True, 1, None)


def test_a_boompje_ends_level(client):
    hands = [{"dealer": i % 4, "taker": 0, "outcome": "made", "score": [81, 81]}
             for i in range(16)]
    match = answer(client, "/v1/matches/score", {"rules": "klaverjas-rotterdam", "hands": hands})
    assert (match["finished"], match["winner"]) == (True, None)


def test_batch_and_hints_serve_the_presets(client):
    body = {"requests": [{"path": "/v1/deals", "body": {"rules": p, "seed": 1}}
                         for p in ("klaverjas-rotterdam", "klaverjas-amsterdam", "bela")]}
    dealt = [r["body"] for r in answer(client, "/v1/batch", body)["responses"]]
    for state in dealt:
        hint = answer(client, "/v1/hints", {"state": state, "samples": 2, "budget_ms": 200})
        assert hint["phase"] == "bidding" and hint["actions"]


def test_a_contradicting_override_is_refused_with_a_pointer(client):
    response = client.post("/v1/legal-moves", json={
        "rules": {"preset": "klaverjas-amsterdam", "undertrump": "forced"}, "dealer": 0})
    body = response.get_json()
    assert response.status_code == 422 and body["code"] == "rules_contradiction"
    assert body["errors"][0]["pointer"] == "/rules/undertrump"
