import pytest

import engine
from service import create_app
from service.schemas.vocabulary import PRESETS, RULESET_CHOICES
from tests.service.spec import component


def test_every_preset_with_all_its_fields(client):
    response = client.get("/v1/rulesets")
    assert response.status_code == 200
    body = response.get_json()
    component("Rulesets").validate(body)
    assert body == engine.rulesets()
    assert [r["preset"] for r in body] == list(PRESETS)


@pytest.mark.parametrize("name", PRESETS)
def test_one_preset(client, name):
    response = client.get(f"/v1/rulesets/{name}")
    assert response.status_code == 200
    component("Ruleset").validate(response.get_json())
    assert response.get_json() == engine.ruleset(name)


@pytest.mark.parametrize("name", ["belote", "CLASSIC", "classic ", "%00"])
def test_an_unknown_preset_is_404(client, name):
    response = client.get(f"/v1/rulesets/{name}")
    assert response.status_code == 404
    assert response.mimetype == "application/problem+json"


def test_the_service_vocabulary_is_the_engine_s():
    rulesets = engine.rulesets()
    assert {r["preset"] for r in rulesets} == set(PRESETS)
    for field, choices in RULESET_CHOICES.items():
        assert {r[field] for r in rulesets if field in r} <= set(choices), field


def test_preset_answers_are_written_once(client, monkeypatch):
    def not_asked(*args):
        raise AssertionError("the presets do not change: no need to ask the engine again")
    monkeypatch.setattr(engine, "rulesets", not_asked)
    monkeypatch.setattr(engine, "ruleset", not_asked)
    assert client.get("/v1/rulesets").status_code == 200
    assert client.get("/v1/rulesets/coinche").status_code == 200


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset_s_listing_is_accepted_back_as_rules(preset):
    # A client that fetched a preset's fields and sends them back as its rules plays the
    # very same game: same deal, same fields.
    client = create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off"}).test_client()
    listing = client.get(f"/v1/rulesets/{preset}").get_json()
    by_listing = client.post("/v1/deals", json={"rules": listing, "seed": 7})
    by_name = client.post("/v1/deals", json={"rules": preset, "seed": 7})
    assert by_listing.status_code == 200, by_listing.get_json()
    assert by_listing.get_json()["hands"] == by_name.get_json()["hands"]


@pytest.mark.parametrize("preset", ["klaverjas-rotterdam", "klaverjas-amsterdam"])
@pytest.mark.parametrize("value", [200, 100])
def test_four_jacks_takes_200_or_100(preset, value):
    client = create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off"}).test_client()
    response = client.post("/v1/deals", json={"rules": {"preset": preset, "four_jacks": value},
                                              "seed": 1})
    assert response.status_code == 200, response.get_json()


@pytest.mark.parametrize("value", ["200", 150, True, 200.5])
def test_four_jacks_refuses_anything_else(value):
    client = create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off"}).test_client()
    response = client.post("/v1/deals", json={"rules": {"preset": "klaverjas-rotterdam",
                                                        "four_jacks": value}, "seed": 1})
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["pointer"] == "/rules/four_jacks"


def test_a_family_field_other_than_the_preset_s_own_still_contradicts_it():
    client = create_app({"TESTING": True, "ATOUT_ACCESS_LOG": "off"}).test_client()
    response = client.post("/v1/deals", json={"rules": {"preset": "classic",
                                                        "four_jacks": 100}, "seed": 1})
    assert response.status_code == 422
    assert response.get_json()["errors"][0]["code"] == "contradicts_family"
