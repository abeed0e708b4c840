"""A point-auction bid the schema allows (80, 90, … 240, openapi.yaml's BidPoints) above the
ruleset's `bid_ceiling` breaks the rules: a 422 `contract_bid_above_ceiling` (a contract) or
`bid_above_ceiling` (a call), never a 400, in every preset with a point auction and on every
endpoint that reads a contract. The expectations are written out by hand."""

import pytest

from tests.service.test_baloot import answer  # checked against the spec both ways

HANDS = [["7S", "8S", "9S", "KH", "QH", "7D", "8D", "7C"],
         ["TS", "JS", "QS", "KS", "9D", "TD", "8C", "9C"],
         ["AS", "7H", "8H", "9H", "JD", "QD", "TC", "JC"],
         ["TH", "JH", "AH", "KD", "AD", "QC", "KC", "AC"]]
# Every ruleset with a point auction, its ceiling 160: the presets, and Pilotta (240 by
# default) brought down to 160.
RULES = ["coinche", "contree", "bazar-blot", {"preset": "pilotta", "bid_ceiling": 160}]
IDS = ["coinche", "contree", "bazar-blot", "pilotta-160"]
BIDS = [170, 200, 240]


def contract(bid):
    return {"taker": 0, "kind": "H", "bid": bid}


def state(rules, bid):
    return {"rules": rules, "dealer": 3, "hands": HANDS, "contract": contract(bid)}


def summary(rules, bid):
    figures = {"rules": rules, "contract": contract(bid), "tricks_won": [5, 3],
               "card_points": [90, 62], "last_trick": 0}
    if rules in ("coinche", "contree"):
        figures.update(declarations=[0, 0], belote=[0, 0])
    return figures


# (path, body, pointer) for each endpoint that reads a contract
ENDPOINTS = {
    "tricks/resolve": lambda r, b: ("/v1/tricks/resolve", {
        "rules": r, "contract": contract(b), "leader": 1, "cards": ["AH", "7S", "TH", "KH"]},
        "/contract/bid"),
    "declarations": lambda r, b: ("/v1/declarations", {
        "rules": r, "contract": contract(b), "dealer": 3, "hands": HANDS}, "/contract/bid"),
    "hands/score summary": lambda r, b: ("/v1/hands/score", summary(r, b), "/contract/bid"),
    "hands/score state": lambda r, b: ("/v1/hands/score", state(r, b), "/contract/bid"),
    "legal-moves": lambda r, b: ("/v1/legal-moves", state(r, b), "/contract/bid"),
    "play": lambda r, b: ("/v1/play", {"state": state(r, b), "action": "AH"},
                          "/state/contract/bid"),
    "hints": lambda r, b: ("/v1/hints", {"state": state(r, b)}, "/state/contract/bid"),
    "review": lambda r, b: ("/v1/review", {"state": state(r, b)}, "/state/contract/bid"),
}


@pytest.mark.parametrize("bid", BIDS)
@pytest.mark.parametrize("rules", RULES, ids=IDS)
@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_a_contract_bid_above_the_ceiling_is_a_422(client, endpoint, rules, bid):
    path, body, pointer = ENDPOINTS[endpoint](rules, bid)
    problem = answer(client, path, body, 422)
    assert [(e["code"], e["pointer"], e["params"]) for e in problem["errors"]] == [
        ("contract_bid_above_ceiling", pointer, {"bid": bid, "ceiling": 160})]


@pytest.mark.parametrize("rules", RULES, ids=IDS)
def test_a_call_above_the_ceiling_is_a_422(client, rules):
    body = {"rules": rules, "dealer": 3, "hands": HANDS, "auction": [{"bid": 170, "kind": "H"}]}
    problem = answer(client, "/v1/legal-moves", body, 422)
    assert [(e["code"], e["pointer"]) for e in problem["errors"]] == [
        ("bid_above_ceiling", "/auction/0")]


@pytest.mark.parametrize("bid", [170, 240])
def test_pilotta_s_own_ceiling_takes_bids_to_240(client, bid):
    scored = answer(client, "/v1/hands/score", summary("pilotta", bid))
    assert scored["outcome"] == "dedans"
    assert answer(client, "/v1/legal-moves", state("pilotta", bid))["phase"] == "play"


@pytest.mark.parametrize("bid", [250, 165, 70])
def test_a_bid_no_ruleset_allows_is_still_a_400(client, bid):
    # outside BidPoints: the schema refuses it too
    body = ENDPOINTS["tricks/resolve"]("coinche", bid)[1]
    response = client.post("/v1/tricks/resolve", json=body)
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["pointer"] == "/contract/bid"
