"""schemathesis with every check over the real server (gunicorn, 2 workers): no 5xx, no
schema-valid request refused but as schemathesis.toml says (ST202), no answer its schema
rejects (ST108). A short run (a few examples an operation): the full figures come from the
same command with more examples (docs/deployment.md).

The same cases on every run and every machine: a fixed seed, deterministic generation and
no example database (a failure found once is not replayed first on one checkout only),
bound by the count of examples and never by time: no --max-time, and a request timeout far
above the slowest answer (a double-dummy table is bounded by work, a few seconds on a busy
machine), so a slow machine is never a failure."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.server.conftest import HOST, running_server

ROOT = Path(__file__).resolve().parents[2]
SCHEMATHESIS = Path(sys.executable).parent / "schemathesis"


@pytest.mark.skipif(not SCHEMATHESIS.exists() and not shutil.which("schemathesis"),
                    reason="schemathesis is not installed")
def test_every_check_passes_over_the_real_server(tmp_path):
    env = {"WEB_CONCURRENCY": "2", "ATOUT_ACCESS_LOG": "off"}
    with running_server(tmp_path / "log", env=env) as server:
        run = subprocess.run(
            [str(SCHEMATHESIS), "run", f"http://{HOST}:{server.port}/openapi.yaml",
             "--checks", "all", "-n", "5", "--seed", "1",
             "--generation-deterministic",  # which keeps no example database either
             "--request-timeout", "300", "--no-color"],
            cwd=ROOT, capture_output=True, text=True, timeout=900)
        log = server.log()
    assert run.returncode == 0, run.stdout[-6000:]
    assert "Traceback" not in log
