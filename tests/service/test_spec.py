"""openapi.yaml is valid, describes exactly the routes served, and its examples are true."""

import pytest
from openapi_spec_validator import validate

from service.operations import BY_PATH
from service.problems import MAX_ERRORS
from service.schemas import vocabulary
from service.schemas.batch import BATCHABLE_PATHS
from tests.service.spec import component, operation, request_validator, response_validator, spec

FRAMEWORK_METHODS = {"HEAD", "OPTIONS"}


def test_the_spec_is_valid_openapi_3_1():
    assert spec()["openapi"].startswith("3.1")
    validate(spec())


def served_operations(app):
    found = set()
    for rule in app.url_map.iter_rules():
        path = rule.rule.replace("<", "{").replace(">", "}")
        found |= {(path, method.lower()) for method in rule.methods - FRAMEWORK_METHODS}
    return found


def documented_operations():
    return {(path, method) for path, item in spec()["paths"].items() for method in item}


def test_every_route_served_is_documented_and_back(app):
    assert served_operations(app) == documented_operations()


def test_every_operation_is_batchable():
    assert set(BY_PATH) == set(BATCHABLE_PATHS)
    enum = spec()["components"]["schemas"]["BatchRequest"]["properties"]["requests"]["items"][
        "properties"]["path"]["enum"]
    assert set(enum) == set(BATCHABLE_PATHS)


def schemas():
    return spec()["components"]["schemas"]


def test_the_closed_vocabularies_agree():
    assert schemas()["CanonicalCard"]["enum"] == list(vocabulary.CARDS)
    assert schemas()["Preset"]["enum"] == list(vocabulary.PRESETS)
    assert schemas()["ContractKind"]["enum"] == list(vocabulary.CONTRACT_KINDS)
    assert schemas()["Suit"]["enum"] == list(vocabulary.SUITS)
    overrides = schemas()["RulesetOverrides"]["properties"]
    for name, choices in vocabulary.RULESET_CHOICES.items():
        assert overrides[name]["enum"] == list(choices), name
    assert set(overrides) == {"preset", "contract_kinds", "dealer_must_name_in_round_two",
                              "target", "hand_limit", *vocabulary.RULESET_CHOICES}
    assert set(schemas()["Ruleset"]["properties"]) == set(overrides)
    card = component("Card")
    for spelling in vocabulary.CARD_SPELLINGS:
        card.validate(spelling)
    for wrong in ("1S", "TT", "JHH", "11S", "10", "", "T S"):
        assert not card.is_valid(wrong), wrong


def test_the_limits_agree():
    state = schemas()["DealState"]["properties"]
    assert schemas()["Hand"]["maxItems"] == vocabulary.MAX_HAND_CARDS
    assert state["tricks"]["maxItems"] == vocabulary.MAX_TRICKS
    assert state["auction"]["maxItems"] == vocabulary.MAX_AUCTION_CALLS
    assert state["stock"]["maxItems"] == vocabulary.MAX_STOCK_CARDS
    assert schemas()["MatchRequest"]["properties"]["hands"]["maxItems"] == vocabulary.MAX_MATCH_HANDS
    assert schemas()["BatchRequest"]["properties"]["requests"]["maxItems"] == (
        vocabulary.MAX_BATCH_REQUESTS)
    assert schemas()["Points"]["maximum"] == vocabulary.MAX_POINTS
    assert schemas()["MatchPoints"]["maximum"] == vocabulary.MAX_MATCH_POINTS
    assert schemas()["Problem"]["properties"]["errors"]["maxItems"] == MAX_ERRORS


def request_examples():
    for path, item in spec()["paths"].items():
        body = item.get("post", {}).get("requestBody")
        if body:
            for name, example in body["content"]["application/json"]["examples"].items():
                yield pytest.param(path, name, example["value"], id=f"{path} {name}")


@pytest.mark.parametrize("path, name, body", list(request_examples()))
def test_request_examples_fit_the_spec_and_get_their_documented_answer(client, path, name, body):
    request_validator(path).validate(body)
    response = client.post(path, json=body)
    assert response.status_code == 200, response.get_json()
    response_validator(path, "post", 200, "application/json").validate(response.get_json())
    documented = operation(path, "post")["responses"]["200"]["content"]["application/json"].get(
        "examples", {})
    if name in documented:
        assert response.get_json() == documented[name]["value"]


def test_error_examples_fit_the_problem_schema():
    for response in spec()["components"]["responses"].values():
        for media in response["content"].values():
            if "example" in media:
                component("Problem").validate(media["example"])
