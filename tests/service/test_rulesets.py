import pytest

import engine
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
        assert {r[field] for r in rulesets} <= set(choices), field


def test_preset_answers_are_written_once(client, monkeypatch):
    def not_asked(*args):
        raise AssertionError("the presets do not change: no need to ask the engine again")
    monkeypatch.setattr(engine, "rulesets", not_asked)
    monkeypatch.setattr(engine, "ruleset", not_asked)
    assert client.get("/v1/rulesets").status_code == 200
    assert client.get("/v1/rulesets/coinche").status_code == 200
