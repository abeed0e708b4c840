"""Facts the docs state that the code decides: each is read from the page and checked
against what the code says or answers, so that a change to one fails until the other
follows (the bench figures are tests/test_readme_figures.py's)."""

import gzip
import re
from pathlib import Path

import yaml

import engine
from engine.search.levels import BOT_LEVELS

ROOT = Path(__file__).resolve().parent.parent
# The documented sizes may lag a small change of the rulesets' listing, not a new preset.
SIZE_TOLERANCE = 0.05


def number(text):
    return int(text.replace(",", ""))


def missing_presets(text):
    presets = [ruleset["preset"] for ruleset in engine.rulesets()]
    return [name for name in presets
            if not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text)]


def test_the_spec_headline_and_the_readme_name_every_preset():
    info = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))["info"]
    missing = missing_presets(info["summary"])
    assert not missing, f"openapi.yaml's info.summary (the first line of /docs) lacks {missing}"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    intro = readme[:readme.index("\n## ")]
    assert not missing_presets(intro), f"the README's first lines lack {missing_presets(intro)}"


def test_the_bot_levels_budgets_are_the_engines():
    text = " ".join((ROOT / "docs" / "clients.md").read_text(encoding="utf-8").split())
    samples = re.search(r"`casual` samples (\d+) deal per card and (\d+) per call, `club` (\d+) "
                        r"and (\d+), `expert` (\d+) and (\d+)", text)
    budgets = re.search(r"work budgets of (\d+), (\d+) and (\d+) ms a card and (\d+), (\d+) "
                        r"and (\d+) ms a call", text)
    assert samples and budgets, "docs/clients.md no longer states the bot levels' figures"
    levels = [BOT_LEVELS[name] for name in ("casual", "club", "expert")]
    assert [int(n) for n in samples.groups()] == [
        n for level in levels for n in (level.card_samples, level.call_samples)]
    assert [int(n) for n in budgets.groups()] == [
        *(level.card_budget_ms for level in levels), *(level.call_budget_ms for level in levels)]


def test_the_gzip_sizes_of_the_rulesets_are_what_the_service_answers(client):
    text = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8")
    stated = re.search(r"`/v1/rulesets`: ([\d,]+) bytes, ([\d,]+) gzipped", text)
    assert stated, "docs/operations.md no longer states the sizes of /v1/rulesets"
    plain = client.get("/v1/rulesets")
    packed = client.get("/v1/rulesets", headers={"Accept-Encoding": "gzip"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.data) == plain.data
    for documented, answered in zip(map(number, stated.groups()), (plain.data, packed.data)):
        assert abs(documented - len(answered)) <= SIZE_TOLERANCE * len(answered), (
            f"docs/operations.md says {documented:,} bytes, the service answers "
            f"{len(answered):,}: write the figures the block below it prints")
