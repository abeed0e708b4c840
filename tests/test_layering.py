"""The rooms import one way: ``engine.search`` → ``engine.deal`` → ``engine.rules``; the
service calls only the engine's facade; the engine never loads the web stack.

Every import form counts: ``import x.y``, ``from x import y``, ``from x.y import z`` and
``from x import module``, relative ones resolved against the importing module.
"""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parents[1]
# What each room may import of the engine: its own room, the rooms below it, the errors.
SHARED = ("engine.errors", "engine.reasons")
ROOMS = {
    "engine.rules": ("engine.rules",) + SHARED,
    "engine.deal": ("engine.deal", "engine.rules") + SHARED,
    "engine.search": ("engine.search", "engine.deal", "engine.rules") + SHARED,
}
FACADE_MODULES = ("engine", "engine.errors", "engine.vocabulary")


def module_name(path):
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported(source, importer):
    """Every module ``source`` imports, as dotted names: ``from a import b`` names both
    ``a`` and ``a.b``, since ``b`` may be a module."""
    package = importer if importer.count(".") == 0 else importer.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            yield base
            for alias in node.names:
                yield f"{base}.{alias.name}"


def within(name, prefixes):
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def room_faults(source, importer):
    room = next((r for r in ROOMS if within(importer, (r,))), None)
    if room is None:
        return []
    return [name for name in imported(source, importer)
            if within(name, ("engine",)) and name != "engine" and not within(name, ROOMS[room])]


def service_faults(source, importer="service.x"):
    faults = []
    for name in imported(source, importer):
        if not within(name, ("engine",)) or name in FACADE_MODULES:
            continue
        parent, _, leaf = name.rpartition(".")
        if parent == "engine" and leaf in engine.__all__:
            continue  # from engine import play: a facade function
        if within(parent, FACADE_MODULES[1:]):
            continue  # from engine.errors import MalformedInput
        faults.append(name)
    return faults


def sources(folder):
    for path in sorted((ROOT / folder).rglob("*.py")):
        yield module_name(path), path.read_text(encoding="utf-8")


def test_each_room_imports_only_the_rooms_below_it():
    faults = {name: room_faults(text, name) for name, text in sources("engine")}
    assert {name: f for name, f in faults.items() if f} == {}


def test_the_service_imports_only_the_engine_facade():
    faults = {name: service_faults(text, name) for name, text in sources("service")}
    assert {name: f for name, f in faults.items() if f} == {}


@pytest.mark.parametrize("planted", [
    "from engine.rules import ruleset",
    "from engine.rules.cards import SUITS",
    "import engine.deal.state",
    "from engine import rules",
    "from engine import search",
    "from ..engine.search import advice",
])
def test_a_planted_import_behind_the_facade_is_found(planted):
    assert service_faults(planted)


@pytest.mark.parametrize("importer, planted", [
    ("engine.rules.play", "from engine.deal.state import Deal"),
    ("engine.rules.play", "from engine import search"),
    ("engine.rules.play", "from ..search import solver"),
    ("engine.rules.play", "import engine.api"),
    ("engine.deal.state", "from engine.search.advice import advise"),
    ("engine.deal.state", "from engine import api"),
])
def test_an_import_up_the_rooms_is_found(importer, planted):
    assert room_faults(planted, importer)


def test_the_facade_itself_may_be_imported():
    assert service_faults("import engine\nfrom engine import play, vocabulary\n"
                          "from engine.errors import EngineError") == []


def test_the_engine_loads_without_the_web_stack():
    code = ("import sys, engine; engine.legal_moves; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('flask', 'werkzeug', 'marshmallow', 'service')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
