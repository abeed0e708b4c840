"""openapi.yaml makes clean clients for whoever generates their own: openapi-python-client
(PyPI) and openapi-typescript (npm) generate from it without a single warning, and what they
generate builds and reads the service's real answers. (The kits of clients/ are the
project's own: the Python one is written by hand, the TypeScript one's types are
openapi-typescript's.)

openapi-python-client comes with the `test` extra; openapi-typescript and tsc with
`npm ci --prefix tests/tools` (tests/tools/package.json: test tooling, not part of the product).
A tool that is not installed skips its test, saying so."""

import importlib
import importlib.util
import os
import shutil
import subprocess
import sys

import pytest

from tests.service.spec import SPEC_PATH

ROOT = SPEC_PATH.parent
# openapi-python-client reads only JSON-like bodies: the spec's own YAML is text to a client;
# no formatter is installed with the tests, so the code is checked as generated.
GENERATOR_CONFIG = """\
project_name_override: atout-client
package_name_override: atout_client
content_type_overrides:
  application/yaml: text/plain
post_hooks: []
"""
NODE_TOOLS = ROOT / "tests" / "tools" / "node_modules" / ".bin"
NODE_INSTALL = "run `npm ci --prefix tests/tools` (needs Node.js and npm)"
TIMEOUT = 180  # seconds; each tool takes one or two on an idle machine


def run(command, cwd):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT,
                          env={**os.environ, "NO_COLOR": "1"}, check=False)


def node_tool(name):
    local = NODE_TOOLS / name
    return str(local) if local.exists() else shutil.which(name)


@pytest.fixture(scope="module")
def python_client(tmp_path_factory):
    if importlib.util.find_spec("openapi_python_client") is None:
        pytest.skip("openapi-python-client is not installed: pip install -e '.[test]'")
    where = tmp_path_factory.mktemp("python_client")
    (where / "generator.yaml").write_text(GENERATOR_CONFIG, encoding="utf-8")
    done = run([sys.executable, "-m", "openapi_python_client", "generate",
                "--path", str(SPEC_PATH), "--meta", "none", "--output-path", "atout_client",
                "--config", "generator.yaml"], where)
    return where, done


def test_openapi_python_client_generates_without_warning(python_client):
    _, done = python_client
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "warning" not in output.lower(), output


def test_the_python_client_reads_real_answers(python_client, client):
    where, done = python_client
    assert done.returncode == 0, done.stdout + done.stderr
    sys.path.insert(0, str(where))
    try:
        models = importlib.import_module("atout_client.models")
    finally:
        sys.path.remove(str(where))
    rulesets = client.get("/v1/rulesets").get_json()
    assert [models.Ruleset.from_dict(r).to_dict() for r in rulesets] == rulesets
    dealt = client.post("/v1/deals", json={"rules": "classic", "dealer": 0, "seed": 7}).get_json()
    assert models.DealAnswer.from_dict(dealt).to_dict() == dealt
    played = client.post("/v1/play", json={"state": dealt, "action": "take"}).get_json()
    answer = models.PlayAnswer.from_dict(played)
    assert [type(e).__name__ for e in answer.events][:2] == ["CallEvent", "ContractEvent"]
    problem = client.get("/v1/rulesets/belote").get_json()
    assert models.Problem.from_dict(problem).to_dict() == problem


def test_openapi_typescript_generates_without_warning_and_compiles(tmp_path):
    generator = node_tool("openapi-typescript")
    if generator is None:
        pytest.skip(f"openapi-typescript is not installed: {NODE_INSTALL}")
    done = run([generator, str(SPEC_PATH), "--output", "atout.d.ts"], tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    # Its only output on success is its banner and one line naming what it wrote.
    noise = [line for line in (done.stdout + done.stderr).splitlines()
             if line.strip() and not line.startswith(("✨", "🚀"))]
    assert noise == []
    types = (tmp_path / "atout.d.ts").read_text(encoding="utf-8")
    for name in ("DealState", "Ruleset", "PlayAnswer", "CallEvent", "ErrorCode"):
        assert f"        {name}: " in types, name
    compiler = node_tool("tsc")
    if compiler is None:
        pytest.skip(f"tsc (typescript) is not installed: {NODE_INSTALL}")
    compiled = run([compiler, "--strict", "--noEmit", "atout.d.ts"], tmp_path)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
