"""openapi.yaml passes Redocly's recommended rules with no error and no warning, five listed
exceptions aside (.redocly.lint-ignore.yaml says why). The CLI is a test tool:
npm ci --prefix tests/tools/redocly."""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
CLI = ROOT / "tests/tools/redocly/node_modules/@redocly/cli/bin/cli.js"


@pytest.fixture(scope="module")
def report():
    """Redocly's JSON report on openapi.yaml: the totals and every problem found."""
    node = shutil.which("node")
    if node is None or not CLI.exists():
        pytest.skip("needs Node.js and Redocly's CLI: npm ci --prefix tests/tools/redocly")
    env = {**os.environ, "REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true",
           "NO_COLOR": "1"}
    done = subprocess.run([node, str(CLI), "lint", "openapi.yaml", "--config", "redocly.yaml",
                           "--format", "json"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    try:
        return json.loads(done.stdout)
    except ValueError:
        pytest.fail(f"Redocly wrote no JSON report:\n{done.stdout}\n{done.stderr}")


def listed(report, severity):
    return [f"{p['ruleId']}: {p['message']} at "
            f"{p['location'][0]['pointer'] if p.get('location') else '?'}"
            for p in report["problems"] if p["severity"] == severity]


@pytest.mark.slow  # Node.js reads the whole spec: about 3 s
def test_openapi_yaml_has_no_error_under_redoclys_recommended_rules(report):
    assert not listed(report, "error"), "\n".join(listed(report, "error"))
    assert report["totals"]["errors"] == 0
    assert report["totals"]["ignored"] == len(IGNORED)


@pytest.mark.slow
def test_openapi_yaml_has_no_warning_under_redoclys_recommended_rules(report):
    # e.g. no-invalid-media-type-examples: an example the schema it illustrates refuses
    assert not listed(report, "warn"), "\n".join(listed(report, "warn"))
    assert report["totals"]["warnings"] == 0


# The only problems .redocly.lint-ignore.yaml may set aside (it says why).
IGNORED = {f"#/paths/~1{page}/get/responses"
           for page in ("healthz", "readyz", "openapi.yaml", "docs", "demo")}


def test_only_the_fixed_pages_lack_a_4xx_answer():
    ignored = yaml.safe_load((ROOT / ".redocly.lint-ignore.yaml").read_text())
    assert list(ignored) == ["openapi.yaml"]
    assert list(ignored["openapi.yaml"]) == ["operation-4xx-response"]
    assert set(ignored["openapi.yaml"]["operation-4xx-response"]) == IGNORED


def test_the_lint_runs_redoclys_recommended_rules_unchanged():
    settings = (ROOT / "redocly.yaml").read_text()
    lines = [line.strip() for line in settings.splitlines()
             if line.strip() and not line.lstrip().startswith("#")]
    assert lines == ["extends:", "- recommended"]
