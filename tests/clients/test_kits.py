"""The client kits of clients/: their generated code is what openapi.yaml generates today,
each installs from the checkout, and the bot of each README plays a whole match against the
real service on the loopback.

openapi-python-client comes with the `test` extra; openapi-typescript, tsc and npm with
`npm ci --prefix tests/tools` (and Node.js). A tool that is not there skips its test, saying
so. After a change to openapi.yaml: `.venv/bin/python clients/regenerate.py`."""

import filecmp
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from service import create_app

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "clients"))
import regenerate  # noqa: E402 - clients/regenerate.py, the one way to generate the kits

PYTHON_KIT = ROOT / "clients" / "python"
TYPESCRIPT_KIT = ROOT / "clients" / "typescript"
NODE_TOOLS = ROOT / "tests" / "tools" / "node_modules" / ".bin"
REFRESH = "openapi.yaml changed: run `.venv/bin/python clients/regenerate.py` and commit"
TIMEOUT = 600


def run(command, cwd, **env):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT,
                          env={**os.environ, "NO_COLOR": "1", **env}, check=False)


def readme_code(kit, language):
    text = (kit / "README.md").read_text(encoding="utf-8")
    return re.search(rf"```{language}\n(.*?)```", text, re.S).group(1)


@pytest.fixture(scope="module")
def server():
    httpd = make_server("127.0.0.1", 0, create_app({"ATOUT_ACCESS_LOG": "off"}), threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()
    thread.join(timeout=10)


def differences(comparison, where=""):
    found = [f"{where}{name}" for name in comparison.diff_files + comparison.left_only
             + comparison.right_only if name != "__pycache__"]
    for name, sub in comparison.subdirs.items():
        if name != "__pycache__":
            found += differences(sub, f"{where}{name}/")
    return found


def test_the_python_kit_is_what_openapi_yaml_generates(tmp_path):
    if importlib.util.find_spec("openapi_python_client") is None:
        pytest.skip("openapi-python-client is not installed: pip install -e '.[test]'")
    package, output = regenerate.generate_python(tmp_path)
    assert "warning" not in output.lower(), output
    assert differences(filecmp.dircmp(package, PYTHON_KIT / "atout_client")) == [], REFRESH


def test_the_typescript_types_are_what_openapi_yaml_generates(tmp_path):
    if not regenerate.OPENAPI_TYPESCRIPT.exists():
        pytest.skip("openapi-typescript is not installed: npm ci --prefix tests/tools")
    generated = regenerate.generate_typescript(tmp_path)
    assert generated.read_text() == (TYPESCRIPT_KIT / "src" / "schema.d.ts").read_text(), REFRESH


def test_the_python_kit_installs_and_its_readme_bot_plays_a_match(server, tmp_path):
    target = tmp_path / "site"
    installed = run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                     "--target", str(target), str(PYTHON_KIT)], tmp_path)
    if installed.returncode != 0 and "setuptools" in installed.stderr and (
            "No matching distribution" in installed.stderr):
        pytest.skip("pip cannot fetch setuptools to build the kit (no package index)")
    assert installed.returncode == 0, installed.stderr
    (tmp_path / "bot.py").write_text(readme_code(PYTHON_KIT, "python"), encoding="utf-8")
    # the kit as installed, with the test environment's httpx and attrs
    played = run([sys.executable, "bot.py", server], tmp_path,
                 PYTHONPATH=os.pathsep.join([str(target), *sys.path]))
    assert played.returncode == 0, played.stderr
    assert re.fullmatch(r"team [01] wins \d+ to \d+\n", played.stdout), played.stdout


def test_the_typescript_kit_installs_and_its_readme_bot_plays_a_match(server, tmp_path):
    npm, node, tsc = shutil.which("npm"), shutil.which("node"), NODE_TOOLS / "tsc"
    if npm is None or node is None or not tsc.exists():
        pytest.skip("Node.js, npm and tsc are needed: npm ci --prefix tests/tools")
    (tmp_path / "package.json").write_text('{"name": "bot", "private": true, "type": "module"}')
    installed = run([npm, "install", "--offline", "--no-audit", "--no-fund",
                     "--no-package-lock", str(TYPESCRIPT_KIT)], tmp_path)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    code = readme_code(TYPESCRIPT_KIT, "ts")
    (tmp_path / "bot.ts").write_text(code.replace("http://127.0.0.1:8000", server))
    compiled = run([str(tsc), "--strict", "--target", "es2022", "--module", "nodenext",
                    "--moduleResolution", "nodenext", "bot.ts"], tmp_path)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    played = run([node, "bot.js"], tmp_path)
    assert played.returncode == 0, played.stderr
    lines = played.stdout.splitlines()
    assert re.fullmatch(r"team [01] wins \d+ to \d+ in \d+ deals", lines[0]), lines
    assert re.fullmatch(r"sealed: team [01] wins \d+ to \d+", lines[1]), lines
