"""The table of ruleset fields (engine/rules/ruleset.py FIELDS) is the one place a field's
values are written: the record, the engine's and the service's override checks, openapi.yaml
and docs/rules.md all agree with it."""

import dataclasses
import re
from pathlib import Path

import pytest
import yaml

from engine.errors import ImpossibleState, MalformedInput
from engine.rules.ruleset import FIELDS, PRESETS, TARGET_RANGES, Ruleset, resolve_rules
from service.schemas.fields import rules_problem

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))["components"][
    "schemas"]
RULES_DOC = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
FIELDS_SECTION = RULES_DOC[RULES_DOC.index("\n## 10. "):RULES_DOC.index("\n## 11. ")]
FAMILIES = sorted({rules.family for rules in PRESETS.values()})


def resolved(node):
    while "$ref" in node:
        node = SCHEMAS[node["$ref"].rsplit("/", 1)[1]]
    return node


def test_every_field_of_the_record_is_in_the_table_once():
    assert [f.name for f in dataclasses.fields(Ruleset)] == sorted(
        FIELDS, key=[f.name for f in dataclasses.fields(Ruleset)].index)
    assert set(FIELDS) == {f.name for f in dataclasses.fields(Ruleset)}


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_openapi_yaml_offers_what_the_table_allows(name):
    field, schema = FIELDS[name], SCHEMAS["RulesetOverrides"]["properties"][name]
    schema = resolved(schema)
    if field.flag:
        assert schema == {"type": "boolean"}
    elif field.span is not None:
        options = schema.get("anyOf", [schema])
        number = next(o for o in options if o.get("type") == "integer")
        assert (number["minimum"], number["maximum"]) == field.span
        assert any(o.get("type") == "null" for o in options) == field.nullable
    elif name == "target":
        assert (schema["minimum"], schema["maximum"]) == (
            min(low for low, _ in TARGET_RANGES.values()),
            max(high for _, high in TARGET_RANGES.values()))
    elif field.choices:
        assert resolved(schema)["enum"] == list(field.choices)


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_the_field_s_section_of_docs_rules_md_exists_and_lists_it(name):
    section = FIELDS[name].section
    assert re.search(rf"^##+ {re.escape(section)}\. ", RULES_DOC, re.M) or re.search(
        rf"^### {re.escape(section)} ", RULES_DOC, re.M), section
    row = re.search(rf"^\| `{name}` \| (.*?) \|", FIELDS_SECTION, re.M)
    assert row, name
    for choice in FIELDS[name].choices:
        assert f"`{choice}`" in row.group(1) or f'`"{choice}"`' in row.group(1), choice


@pytest.mark.parametrize("name", sorted(n for n, f in FIELDS.items() if f.families))
def test_a_field_of_some_families_only_is_refused_in_the_others(name):
    field = FIELDS[name]
    candidates = ([True, False] if field.flag else list(field.span) if field.span is not None
                  else list(field.choices) if field.choices
                  else [[2], [2, 3, 4, "gahwa"]])  # doubling_levels
    for preset, rules in PRESETS.items():
        if rules.family in field.families:
            continue
        # the preset's own value, as its listing shows it, is accepted back: not this test's
        own = rules.as_dict().get(name)
        others = [value for value in candidates if value != own]
        if not others:
            continue  # a field of one value: nothing else to send
        spec = {"preset": preset, name: others[0]}
        with pytest.raises(ImpossibleState) as refused:
            resolve_rules(spec)
        assert (refused.value.code, refused.value.pointer) == ("contradicts_family", "/" + name)


@pytest.mark.parametrize("family", FAMILIES)
def test_a_value_the_family_does_not_allow_is_a_contradiction(family):
    preset = next(p for p, r in PRESETS.items() if r.family == family)
    for name, field in FIELDS.items():
        for value in set(field.choices) - set(field.by_family.get(family, field.choices)):
            with pytest.raises(ImpossibleState) as refused:
                resolve_rules({"preset": preset, name: value})
            assert refused.value.pointer == "/" + name


def test_four_jacks_takes_its_two_numbers_and_nothing_else():
    # The service's check once compared four_jacks with strings, refusing every value.
    for value in (200, 100):
        assert rules_problem({"preset": "klaverjas-rotterdam", "four_jacks": value}) is None
        assert resolve_rules({"preset": "klaverjas-rotterdam", "four_jacks": value}
                             ).four_jacks == value
    for value in (150, "100", True, None):
        assert set(rules_problem({"preset": "klaverjas-rotterdam", "four_jacks": value})) == {
            "four_jacks"}
        with pytest.raises(MalformedInput, match="^four_jacks must be 200 or 100$"):
            resolve_rules({"preset": "klaverjas-rotterdam", "four_jacks": value})


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_the_service_accepts_every_value_the_table_allows(name):
    field = FIELDS[name]
    values = list(field.choices) + ([True, False] if field.flag else []) + (
        list(field.span) if field.span else []) + ([None] if field.nullable else [])
    for value in values:
        problems = rules_problem({"preset": "classic", name: value}) or {}
        assert name not in problems, value
