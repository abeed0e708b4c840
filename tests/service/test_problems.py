"""Every error is an RFC 9457 problem: Flask's own, the engine's, and the unexpected."""

import pytest

import engine
from engine.errors import IllegalAction, ImpossibleState, MalformedInput
from tests.service.examples import BODIES, MID_DEAL, SUMMARY
from tests.service.spec import component

PROBLEM = component("Problem")


def assert_problem(response, status):
    assert response.status_code == status
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    PROBLEM.validate(body)
    assert body["status"] == status
    return body


def test_unknown_path_is_404(client):
    body = assert_problem(client.get("/v2/legal-moves"), 404)
    assert body["type"] == "about:blank"
    assert body["title"] == "Not Found"


@pytest.mark.parametrize("method, path, allowed", [
    ("get", "/v1/legal-moves", {"POST"}),
    ("put", "/v1/batch", {"POST"}),
    ("delete", "/v1/rulesets", {"GET", "HEAD"}),
    ("post", "/healthz", {"GET", "HEAD"}),
    ("patch", "/v1/rulesets/classic", {"GET", "HEAD"}),
])
def test_wrong_method_is_405_with_allow(client, method, path, allowed):
    response = getattr(client, method)(path)
    assert_problem(response, 405)
    assert allowed <= {m.strip() for m in response.headers["Allow"].split(",")}


def test_unknown_fields_are_rejected_with_their_pointer(client):
    response = client.post("/v1/legal-moves", json={**MID_DEAL, "trump": "H",
                                                    "contract": {"taker": 0, "kind": "H", "x": 1}})
    body = assert_problem(response, 400)
    assert {"pointer": "/trump", "message": 'Unknown field "trump".', "code": "unknown_field",
            "params": {"field": "trump"}} in body["errors"]
    assert {"pointer": "/contract/x", "message": 'Unknown field "x".', "code": "unknown_field",
            "params": {"field": "x"}} in body["errors"]


def test_a_hand_of_nine_passes_the_schema_and_is_422(client):
    hands = [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C", "7D", "8D"], None, None]
    body = assert_problem(client.post("/v1/legal-moves", json={**MID_DEAL, "hands": hands}), 422)
    assert body["type"] == "urn:atout:problem:impossible-state"
    assert body["errors"][0]["pointer"] == "/hands/1"
    assert "9 cards" in body["detail"]


def test_an_illegal_card_is_422_pointing_at_the_action(client):
    body = assert_problem(client.post("/v1/play", json={"state": MID_DEAL, "action": "JH"}), 422)
    assert body["type"] == "urn:atout:problem:illegal-action"
    assert body["errors"] == [{"pointer": "/action", "message": body["detail"],
                               "code": "must_follow",
                               "params": {"seat": 1, "card": "JH", "suit": "D"}}]
    assert (body["code"], body["params"]) == ("must_follow", body["errors"][0]["params"])


def test_a_card_held_twice_is_422(client):
    hands = [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C"], ["AS", "7D", "8D", "9D", "JD",
                                                              "AD", "7H"], None]
    body = assert_problem(client.post("/v1/legal-moves", json={**MID_DEAL, "hands": hands}), 422)
    assert body["errors"][0]["pointer"].startswith(("/hands/2", "/tricks/0"))


@pytest.mark.parametrize("error, status, type_", [
    (MalformedInput("bad seat", "/dealer"), 400, "urn:atout:problem:invalid-request"),
    (ImpossibleState("no such deal", "/hands/2"), 422, "urn:atout:problem:impossible-state"),
    (IllegalAction("not now", "/action"), 422, "urn:atout:problem:illegal-action"),
])
def test_engine_errors_map_to_problems(client, monkeypatch, error, status, type_):
    def refuse(document):
        raise error
    monkeypatch.setattr(engine, "legal_moves", refuse)
    body = assert_problem(client.post("/v1/legal-moves", json=MID_DEAL), status)
    assert body["type"] == type_
    assert body["detail"] == error.message
    assert body["errors"] == [{"pointer": error.pointer, "message": error.message,
                               "code": error.code, "params": {"reason": error.message}}]


@pytest.mark.parametrize("path", sorted(BODIES))
def test_an_unexpected_error_is_a_bare_500(client, monkeypatch, caplog, path):
    def crash(document):
        raise KeyError("secret internals")
    for name in ("legal_moves", "play", "resolve_trick", "declarations", "score_hand",
                 "score_match", "open_deal"):
        monkeypatch.setattr(engine, name, crash)
    response = client.post(path, json=BODIES[path])
    body = assert_problem(response, 500)
    text = response.get_data(as_text=True)
    assert "secret" not in text and "Traceback" not in text and body["errors"] == []
    assert "secret internals" in caplog.text  # logged for the operator


@pytest.mark.parametrize("path, body, pointer", [
    ("/v1/legal-moves", {"rules": "classic", "dealer": 0, "_schema": 1}, "/_schema"),
    ("/v1/legal-moves", {"rules": "classic", "dealer": 0,
                         "contract": {"taker": 0, "kind": "H", "_schema": 1}}, "/contract/_schema"),
    ("/v1/legal-moves", {"rules": {"preset": "classic", "_schema": 1}, "dealer": 0},
     "/rules/_schema"),
    ("/v1/play", {"state": {"rules": "classic", "dealer": 0, "_schema": 1}, "action": "take"},
     "/state/_schema"),
    ("/v1/batch", {"requests": [{"path": "/v1/deals", "body": {}, "_schema": 1}]},
     "/requests/0/_schema"),
])
def test_a_field_named_like_marshmallow_s_own_key_gets_its_own_pointer(client, path, body,
                                                                      pointer):
    body = assert_problem(client.post(path, json=body), 400)
    assert body["errors"] == [{"pointer": pointer, "message": 'Unknown field "_schema".',
                               "code": "unknown_field", "params": {"field": "_schema"}}]


def test_a_field_named_like_marshmallow_s_own_key_in_a_sub_request(client):
    response = client.post("/v1/batch", json={"requests": [{"path": "/v1/legal-moves", "body": {
        "rules": "classic", "dealer": 0, "_schema": 1}}]})
    [answer] = response.get_json()["responses"]
    assert answer["status"] == 400
    assert answer["body"]["errors"] == [{"pointer": "/_schema",
                                         "message": 'Unknown field "_schema".',
                                         "code": "unknown_field",
                                         "params": {"field": "_schema"}}]


@pytest.mark.parametrize("body, pointer", [
    ({**SUMMARY, "rules": "coinche"}, "/contract/bid"),  # a point-auction contract has a bid
    ({**SUMMARY, "rules": {"preset": "club-501", "target": 2000}}, "/rules/target"),
    ({**SUMMARY, "rules": {"preset": "classic", "bidding": "point_auction"}}, "/rules/bidding"),
])
def test_rules_and_contracts_are_checked_against_the_preset_as_422(client, body, pointer):
    body = assert_problem(client.post("/v1/hands/score", json=body), 422)
    assert body["type"] == "urn:atout:problem:impossible-state"
    assert body["errors"][0]["pointer"] == pointer


@pytest.mark.parametrize("body, code, params", [
    ({"rules": "classic", "dealer": 0, "hand": []}, "unknown_field",
     {"field": "hand", "did_you_mean": ["hands"]}),
    ({"state": {"rules": "classic", "dealer": 3, "turn_up": "QH"}, "action": "coinche"},
     "wrong_auction_family", {"call": "coinche", "bidding": "take_or_pass"}),
    ({"state": {"rules": "coinche", "dealer": 3}, "action": {"bid": 85, "kind": "H"}},
     "not_a_bid", {"bids": [80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200,
                            210, 220, 230, 240, "capot"],
                   "kinds": ["S", "H", "D", "C", "NT", "AT"]}),
])
def test_params_are_plain_json_values_and_english_names_them(client, body, code, params):
    path = "/v1/play" if "action" in body else "/v1/legal-moves"
    problem = client.post(path, json=body).get_json()
    assert (problem["code"], problem["params"]) == (code, params)
    shown = {"unknown_field": '"hand"', "wrong_auction_family": '"coinche"',
             "not_a_bid": "240"}[code]
    assert shown in problem["detail"]


def test_the_engine_s_unknown_fields_are_plain_too():
    with pytest.raises(engine.MalformedInput) as raised:
        engine.play({"state": {"rules": "classic", "dealer": 0}, "action": "take", "hand": 1})
    assert raised.value.params == {"field": "hand"}
    assert raised.value.message == 'unknown field "hand"'


# A near-miss name: (path, body, pointer, code, the names suggested); the code and pointer
# are those the name had before suggestions.
NEAR_MISSES = [
    ("/v1/legal-moves", {"rules": "klaverjas", "dealer": 0}, "/rules", "one_of_expected",
     ["klaverjas-rotterdam", "klaverjas-amsterdam"]),
    ("/v1/legal-moves", {"rules": "Classic", "dealer": 0}, "/rules", "one_of_expected",
     ["classic"]),
    ("/v1/legal-moves", {"rules": "classic", "dealer": 0, "turnup": "QH"}, "/turnup",
     "unknown_field", ["turn_up"]),
    ("/v1/legal-moves", {"rules": {"preset": "classic", "undertrum": "free"}, "dealer": 0},
     "/rules/undertrum", "unknown_field", ["undertrump"]),
    ("/v1/legal-moves", {"rules": {"preset": "classic", "undertrump": "fre"}, "dealer": 0},
     "/rules/undertrump", "one_of_expected", ["free"]),
    ("/v1/legal-moves", {"rules": "classic", "dealer": 3, "turn_up": "QH", "auction": ["pas"]},
     "/auction/0", "not_a_call", ["pass"]),
    ("/v1/play", {"state": {"rules": "classic", "dealer": 3, "turn_up": "QH"}, "action": "tak"},
     "/action", "not_an_action", ["take"]),
]


@pytest.mark.parametrize("language, said", [
    ("en", "Did you mean"), ("fr", "vouliez-vous dire"), ("bg", "може би имахте предвид"),
    ("ar", "هل تقصد")])
@pytest.mark.parametrize("path, body, pointer, code, near", NEAR_MISSES,
                         ids=[case[2] for case in NEAR_MISSES])
def test_a_near_miss_name_is_answered_with_the_closest_names(client, path, body, pointer,
                                                              code, near, language, said):
    problem = client.post(path, json=body, headers={"Accept-Language": language}).get_json()
    error = problem["errors"][0]
    assert (error["pointer"], error["code"]) == (pointer, code)
    assert error["params"]["did_you_mean"] == near
    assert said in error["message"] and all(f'"{name}"' in error["message"] for name in near)


def test_a_name_near_nothing_suggests_nothing(client):
    problem = client.post("/v1/legal-moves", json={"rules": "zzzzzz", "dealer": 0}).get_json()
    assert "did_you_mean" not in problem["params"] and "mean" not in problem["detail"]


def test_a_preset_page_names_the_closest_preset(client):
    for language in ("en", "fr", "bg", "ar"):
        response = client.get("/v1/rulesets/Classic", headers={"Accept-Language": language})
        problem = response.get_json()
        assert response.status_code == 404 and problem["code"] == "not_found"
        assert problem["params"] == {"did_you_mean": ["classic"]}
        assert '"classic"' in problem["detail"]
    assert client.get("/v1/rulesets/nothing").get_json()["params"] == {}


def test_the_engine_s_errors_name_the_closest_names_too():
    with pytest.raises(engine.MalformedInput) as raised:
        engine.play({"state": {"rules": "classic", "dealr": 0}, "action": "take"})
    assert raised.value.params == {"field": "dealr", "did_you_mean": ["dealer"]}
    assert raised.value.message == 'unknown field "dealr"; did you mean "dealer"?'
    with pytest.raises(engine.MalformedInput) as raised:
        engine.legal_moves({"rules": "klaverjas", "dealer": 0})
    assert raised.value.params["did_you_mean"] == ["klaverjas-rotterdam", "klaverjas-amsterdam"]
    assert raised.value.message == ('unknown preset "klaverjas"; did you mean '
                                    '"klaverjas-rotterdam" or "klaverjas-amsterdam"?')
