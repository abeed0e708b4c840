"""Regenerates the TypeScript kit's types, ``clients/typescript/src/schema.d.ts``, from
openapi.yaml with openapi-typescript (``npm ci --prefix tests/tools``). Run it after any
change to openapi.yaml:

    .venv/bin/python clients/regenerate.py

tests/clients/test_typescript_kit.py regenerates them into a temporary folder and fails,
naming this script, when the checked-in file differs. The Python kit is written by hand:
tests/clients/test_python_kit_drift.py says what to add to it.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "openapi.yaml"
TYPES = ROOT / "clients" / "typescript" / "src" / "schema.d.ts"
OPENAPI_TYPESCRIPT = ROOT / "tests" / "tools" / "node_modules" / ".bin" / "openapi-typescript"


def generate_typescript(into):
    """The generated types, written to ``into``/schema.d.ts."""
    done = subprocess.run([str(OPENAPI_TYPESCRIPT), str(SPEC), "--output", "schema.d.ts"],
                          cwd=into, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "NO_COLOR": "1"}, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"openapi-typescript failed:\n{done.stdout}{done.stderr}")
    return Path(into) / "schema.d.ts"


def main():
    if not OPENAPI_TYPESCRIPT.exists():
        sys.exit("openapi-typescript is not installed: npm ci --prefix tests/tools")
    with tempfile.TemporaryDirectory() as work:
        shutil.copyfile(generate_typescript(work), TYPES)


if __name__ == "__main__":
    main()
