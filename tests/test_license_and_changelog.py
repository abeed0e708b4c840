"""The project says one licence everywhere, and its changelog names the API's version."""

import json
import re
import tomllib
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]


def spec():
    return yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))


def test_the_licence_is_mit_in_the_repository_the_package_and_the_spec():
    assert (ROOT / "LICENSE").read_text().startswith("MIT License\n")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == "MIT"
    assert spec()["info"]["license"] == {"name": "MIT", "identifier": "MIT"}
    kit = ROOT / "clients/typescript/package.json"
    if kit.exists():
        assert json.loads(kit.read_text())["license"] == "MIT"


def test_the_changelog_has_an_entry_for_the_apis_version():
    version = spec()["info"]["version"]
    assert version == tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    headings = re.findall(r"^## (\S+)", (ROOT / "CHANGELOG.md").read_text(), re.M)
    assert version in headings, headings


def test_the_spec_names_its_servers_and_who_needs_a_key():
    document = spec()
    assert [s["url"] for s in document["servers"]] == ["/", "http://127.0.0.1:8000"]
    assert document["security"] == [{}, {"ApiKey": []}]
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if path.startswith("/v1/"):  # keys apply: the root's security, or the same
                assert operation.get("security", document["security"]) == [{}, {"ApiKey": []}]
            elif path == "/metrics":
                assert operation["security"] == [{}, {"MetricsKey": []}]
            else:
                assert operation["security"] == [], (path, method)
    assert all(tag.get("description") for tag in document["tags"])
