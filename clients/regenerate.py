"""Regenerates the client kits' generated code from openapi.yaml: the Python package
``clients/python/atout_client`` (openapi-python-client, configured by
``clients/python/openapi-python-client.yaml``) and the TypeScript types
``clients/typescript/src/schema.d.ts`` (openapi-typescript, from ``npm ci --prefix
tests/tools``). Run it after any change to openapi.yaml:

    .venv/bin/python clients/regenerate.py

tests/clients/test_kits.py regenerates both into a temporary folder and fails, naming this
script, when the checked-in code differs.
"""

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "openapi.yaml"
PYTHON_KIT = ROOT / "clients" / "python"
PACKAGE = "atout_client"
TYPES = ROOT / "clients" / "typescript" / "src" / "schema.d.ts"
OPENAPI_TYPESCRIPT = ROOT / "tests" / "tools" / "node_modules" / ".bin" / "openapi-typescript"


def _run(command, cwd):
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "NO_COLOR": "1"}, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{command[0]} failed:\n{done.stdout}{done.stderr}")
    return done


def generate_python(into):
    """The generated package, written to ``into``/atout_client; the generator's output."""
    done = _run([sys.executable, "-m", "openapi_python_client", "generate", "--path", str(SPEC),
                 "--meta", "none", "--output-path", PACKAGE,
                 "--config", str(PYTHON_KIT / "openapi-python-client.yaml")], into)
    return Path(into) / PACKAGE, done.stdout + done.stderr


def generate_typescript(into):
    """The generated types, written to ``into``/schema.d.ts."""
    _run([str(OPENAPI_TYPESCRIPT), str(SPEC), "--output", "schema.d.ts"], into)
    return Path(into) / "schema.d.ts"


def main():
    with tempfile.TemporaryDirectory() as work:
        package, _ = generate_python(work)
        shutil.rmtree(PYTHON_KIT / PACKAGE, ignore_errors=True)
        shutil.copytree(package, PYTHON_KIT / PACKAGE)
        if OPENAPI_TYPESCRIPT.exists():
            shutil.copyfile(generate_typescript(work), TYPES)
        else:
            print("openapi-typescript is not installed (npm ci --prefix tests/tools): "
                  "the TypeScript types were left as they are", file=sys.stderr)


if __name__ == "__main__":
    main()
