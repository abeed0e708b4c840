"""openapi.yaml is valid, describes exactly the routes served, and its examples are true."""

from urllib.parse import urljoin

import pytest
from openapi_spec_validator import validate

import engine
from service import create_app
from service.operations.registry import BY_PATH
from service.http.problems import MAX_ERRORS
from service.schemas import vocabulary
from service.schemas.batch import BATCHABLE_PATHS
from tests.service.examples import MID_DEAL
from tests.service.spec import (
    component, operation, request_validator, resolve, response_validator, spec, validator)
from tests.service.test_codes import CASES, HTTP_CASES

FRAMEWORK_METHODS = {"HEAD", "OPTIONS"}


def test_the_spec_is_valid_openapi_3_1():
    assert spec()["openapi"].startswith("3.1")
    validate(spec())


# The documentation page answers at /docs and /docs/ alike; the spec names it once.
SAME_PAGE = {"/docs/": "/docs"}


def served_operations(app):
    found = set()
    for rule in app.url_map.iter_rules():
        path = rule.rule.replace("<", "{").replace(">", "}")
        path = SAME_PAGE.get(path, path)
        found |= {(path, method.lower()) for method in rule.methods - FRAMEWORK_METHODS}
    return found


def documented_operations():
    return {(path, method) for path, item in spec()["paths"].items() for method in item}


def test_every_route_served_is_documented_and_back(app):
    assert served_operations(app) == documented_operations()


def test_the_docs_page_is_reached_with_a_trailing_slash_too(client):
    # A redirect, not the page itself: the page loads its assets by relative address.
    redirect = client.get("/docs/")
    assert redirect.status_code == 301
    target = urljoin("http://localhost/docs/", redirect.headers["Location"])
    assert target == "http://localhost/docs"  # as a browser resolves it (RFC 3986 §5.2)
    response = client.get(target)
    assert response.status_code == 200
    assert response.mimetype == "text/html"


def test_every_operation_is_batchable():
    assert set(BY_PATH) == set(BATCHABLE_PATHS)
    assert set(schemas()["BatchPath"]["enum"]) == set(BATCHABLE_PATHS)


def schemas():
    return spec()["components"]["schemas"]


def test_the_closed_vocabularies_agree():
    assert schemas()["CanonicalCard"]["enum"] == list(vocabulary.CARDS)
    assert schemas()["Preset"]["enum"] == list(vocabulary.PRESETS)
    assert schemas()["ContractKind"]["enum"] == list(vocabulary.CONTRACT_KINDS)
    assert schemas()["Suit"]["enum"] == list(vocabulary.SUITS)
    overrides = schemas()["RulesetOverrides"]["properties"]
    for name, choices in vocabulary.RULESET_CHOICES.items():
        assert resolve(overrides[name])["enum"] == list(choices), name
    assert set(overrides) == {"preset", "contract_kinds", "dealer_must_name_in_round_two",
                              "target", "hand_limit", *vocabulary.RULESET_CHOICES,
                              # the jass family's flags and numbers
                              "partner_exemption", "must_beat_plain", "dealer_must",
                              "trump_sequence_priority", "four_jacks", "pit_bonus",
                              "deals_per_game",
                              # Baloot's flags, numbers and list
                              "ashkal_on_ace", "hokum_confirm", "doubling_levels",
                              "sun_double_limit",
                              # Pilotta's and Bazaar Blot's numbers
                              "bid_ceiling", "no_trump_bid_factor"}
    assert set(schemas()["Ruleset"]["properties"]) == set(overrides)
    card = component("Card")
    for spelling in vocabulary.CARD_SPELLINGS:
        card.validate(spelling)
    for wrong in ("1S", "TT", "JHH", "11S", "10", "", "T S"):
        assert not card.is_valid(wrong), wrong


def test_the_limits_agree():
    state = schemas()["DealState"]["properties"]
    assert schemas()["Hand"]["maxItems"] == vocabulary.MAX_HAND_CARDS
    assert schemas()["Trick"]["maxItems"] == 4
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


def media_examples(media):
    if "example" in media:
        yield media["example"]
    yield from (example["value"] for example in media.get("examples", {}).values())


def responses():
    for path, item in spec()["paths"].items():
        for method, operation_ in item.items():
            for status, response in operation_["responses"].items():
                yield pytest.param(path, method, status, resolve(response),
                                   id=f"{method.upper()} {path} {status}")


@pytest.mark.parametrize("path, method, status, response", list(responses()))
def test_every_response_has_examples_that_fit_its_schema(path, method, status, response):
    for content_type, media in response["content"].items():
        examples = list(media_examples(media))
        if content_type.startswith("image/"):
            continue  # no text to show
        assert examples, content_type
        for example in examples:
            validator(media["schema"]).validate(example)


def test_every_v1_operation_takes_an_optional_api_key_and_documents_401_429_and_503():
    assert spec()["components"]["securitySchemes"]["ApiKey"] == {
        **spec()["components"]["securitySchemes"]["ApiKey"],
        "type": "apiKey", "in": "header", "name": "X-API-Key"}
    for path, item in spec()["paths"].items():
        for method, operation_ in item.items():
            if path.startswith("/v1/"):
                assert operation_["security"] == [{}, {"ApiKey": []}], (path, method)
                assert {"401", "429", "503"} <= operation_["responses"].keys(), (path, method)
                assert "Retry-After" in resolve(operation_["responses"]["429"])["headers"]
                assert "Retry-After" in resolve(operation_["responses"]["503"])["headers"]
            elif path == "/metrics":
                assert operation_["security"] == [{}, {"MetricsKey": []}]
            else:  # the root's security is the API's: these routes say they need no key
                assert operation_["security"] == [], (path, method)


def test_every_response_carries_a_request_id_and_problems_their_language():
    for path, method, status, response in (p.values for p in responses()):
        assert "X-Request-ID" in response.get("headers", {}), (path, method, status)
        if "application/problem+json" in response["content"]:
            assert {"Content-Language", "Vary"} <= response["headers"].keys(), (path, status)


def references(node):
    if isinstance(node, dict):
        if "$ref" in node:
            yield node["$ref"]
        for value in node.values():
            yield from references(value)
    elif isinstance(node, list):
        for value in node:
            yield from references(value)


def test_references_name_whole_components_only():
    # A $ref into another schema's properties makes generators drop the schema it lands in.
    for ref in references(spec()):
        section, kind, name, *rest = ref.removeprefix("#/").split("/")
        assert (section, rest) == ("components", []), ref
        assert name in spec()["components"][kind], ref


def subschemas(node, inside_component=False):
    """Every schema object below ``node``, with whether it is a component's top level."""
    if isinstance(node, dict):
        yield node, inside_component
        for key, value in node.items():
            if key in ("properties", "patternProperties", "$defs"):
                for child in value.values():
                    yield from subschemas(child)
            elif key in ("items", "additionalProperties", "not", "contains"):
                yield from subschemas(value)
            elif key in ("oneOf", "anyOf", "allOf", "prefixItems"):
                for child in value:
                    yield from subschemas(child)


def every_schema():
    for name, schema in schemas().items():
        yield from ((s, top and s is schema) for s, top in subschemas(schema, True))
    for path, item in spec()["paths"].items():
        for operation_ in item.values():
            for parameter in operation_.get("parameters", []):
                yield from subschemas(resolve(parameter).get("schema", {}))


def test_every_enum_is_a_named_schema():
    inline = [s["enum"] for s, top in every_schema() if "enum" in s and not top]
    assert inline == []


def test_every_variant_has_a_name():
    for schema, _ in every_schema():
        for variant in schema.get("oneOf", []) + schema.get("anyOf", []):
            assert "$ref" in variant or "title" in variant, variant
    for name in ("Call", "Event", "MatchHand", "HandScoreRequest"):
        for variant in schemas()[name]["oneOf"]:
            target = resolve(variant)
            assert "title" in target or "enum" in target, (name, variant)


def test_one_deal_state_for_requests_and_answers():
    state = {"$ref": "#/components/schemas/DealState"}
    assert schemas()["PlayRequest"]["properties"]["state"] == state
    assert schemas()["PlayAnswer"]["properties"]["state"] == state
    assert schemas()["DealAnswer"]["allOf"][0] == state  # its fields at the top level
    assert [n for n in schemas() if "DealState" in n and n != "DealState"] == []


def test_problems_carry_a_code_from_the_error_code_enum():
    problem = schemas()["Problem"]["properties"]
    item = schemas()["ProblemError"]["properties"]
    code = {"$ref": "#/components/schemas/ErrorCode"}
    assert problem["code"] == item["code"] == code
    assert problem["params"] == item["params"] == {"$ref": "#/components/schemas/ErrorParams"}
    assert schemas()["ErrorCode"]["type"] == "string"


def real_problems(client):
    """``(path, method, response)`` for every problem the code table provokes on a
    documented path, and for the problems of the edge (keys, rate limit, readiness)."""
    found = [(path, "post", client.post(path, json=body)) for (path, body), _ in CASES]
    found += [(path, method, getattr(client, method)(path, **kwargs))
              for method, path, kwargs, _ in HTTP_CASES
              if path in spec()["paths"] and method in spec()["paths"][path]]
    edge = create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off", "ATOUT_API_KEYS": "k",
                       "ATOUT_RATE_LIMIT": "1/minute", "ATOUT_CORS_ORIGINS": "https://a.test",
                       "ATOUT_METRICS_KEY": "m", "ATOUT_API_KEY_FAILURES": "1/minute"})
    edge_client = edge.test_client()
    found.append(("/v1/legal-moves", "post", edge_client.post("/v1/legal-moves", json=MID_DEAL)))
    for _ in range(2):
        last = edge_client.post("/v1/legal-moves", json=MID_DEAL, headers={"X-API-Key": "k"})
    found.append(("/v1/legal-moves", "post", last))
    # a wrong metrics key: 401; one more is one too many (1/minute): 429
    found += [("/metrics", "get", edge_client.get("/metrics", headers={"X-API-Key": "no"}))
              for _ in range(2)]
    closed = create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off", "ATOUT_RATE_LIMIT": "9/minute",
                         "ATOUT_RATE_LIMIT_FAILURE": "closed",
                         "ATOUT_RATE_LIMIT_STORAGE": "redis://127.0.0.1:1"}).test_client()
    found += [("/readyz", "get", closed.get("/readyz")),
              ("/v1/legal-moves", "post", closed.post("/v1/legal-moves", json=MID_DEAL))]
    edge.extensions["atout.ready"] = False
    found.append(("/readyz", "get", edge_client.get("/readyz")))
    found.append(("/docs/assets/{name}", "get", client.get("/docs/assets/nothing.css")))
    return found


def test_every_problem_the_service_answers_is_documented_with_its_headers(client):
    statuses = set()
    for path, method, response in real_problems(client):
        status = str(response.status_code)
        statuses.add(status)
        documented = resolve(operation(path, method)["responses"].get(status))
        assert documented, (path, method, status)
        assert response.mimetype == "application/problem+json"
        response_validator(path, method, status, "application/problem+json").validate(
            response.get_json())
        assert set(documented["headers"]) <= set(response.headers.keys()), (path, status)
        assert "Accept-Language" in response.headers.getlist("Vary")
    assert statuses == {"400", "401", "403", "404", "413", "415", "422", "429", "503"}


def test_a_batch_answer_says_the_language_of_its_problems(client):
    answer = client.post("/v1/batch", json={"requests": [{"path": "/v1/legal-moves", "body": {}}]},
                         headers={"Accept-Language": "bg"})
    documented = resolve(operation("/v1/batch", "post")["responses"]["200"])
    assert set(documented["headers"]) <= set(answer.headers.keys())
    assert answer.headers["Content-Language"] == "bg"
    sub = answer.get_json()["responses"][0]
    validator(resolve(operation("/v1/legal-moves", "post")["responses"]["400"])["content"][
        "application/problem+json"]["schema"]).validate(sub["body"])


def test_the_undocumented_statuses_answer_problems_of_the_same_shape(client, monkeypatch):
    # No operation lists 405 (any path, another method) nor 500 (a bug): still problems.
    not_allowed = client.get("/v1/legal-moves")
    assert not_allowed.status_code == 405
    component("Problem").validate(not_allowed.get_json())

    def fail(document):
        raise KeyError("a bug")
    monkeypatch.setattr(engine, "legal_moves", fail)
    failed = client.post("/v1/legal-moves", json=MID_DEAL)
    assert failed.status_code == 500
    component("Problem").validate(failed.get_json())
    batch = client.post("/v1/batch", json={"requests": [{"path": "/v1/legal-moves",
                                                        "body": MID_DEAL}]})
    sub = batch.get_json()["responses"][0]
    assert sub["status"] == 500
    component("Problem").validate(sub["body"])


def test_try_it_out_sends_no_header_the_user_did_not_type():
    # Swagger UI fills a parameter's example in: an English user would get French errors.
    for name, parameter in spec()["components"]["parameters"].items():
        assert "example" not in parameter and "examples" not in parameter, name
        assert "example" not in parameter["schema"] and "default" not in parameter["schema"]
