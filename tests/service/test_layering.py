"""service → engine, never back; and the service calls only the engine's facade."""

import ast
import subprocess
import sys
from pathlib import Path

SERVICE = Path(__file__).resolve().parents[2] / "service"


def test_the_engine_loads_without_the_web_stack():
    code = ("import sys, engine; engine.legal_moves; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('flask', 'werkzeug', 'marshmallow', 'service')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_service_imports_only_the_engine_facade_and_errors():
    for path in SERVICE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("engine"):
                assert node.module in ("engine", "engine.errors"), (path, node.module)
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("engine.") , (path, alias.name)
