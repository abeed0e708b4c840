"""Under gunicorn with two workers, /metrics adds up the requests of both, whichever answers."""

import http.client
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAX_REQUESTS = 400


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read().decode()
    finally:
        connection.close()


@pytest.fixture
def server(tmp_path):
    metrics_dir = tmp_path / "metrics"
    metrics_dir.mkdir()
    (metrics_dir / "counter_1.db").write_bytes(b"left by an earlier run")
    port = free_port()
    env = {**os.environ, "WEB_CONCURRENCY": "2", "ATOUT_ACCESS_LOG": "off",
           "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir)}
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "--config", "python:service.gunicorn_config",
         "--bind", f"127.0.0.1:{port}", "service:create_app()"],
        cwd=ROOT, env=env, start_new_session=True,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if get(port, "/readyz")[0] == 200:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline or process.poll() is not None:
                pytest.fail("the server did not start within 30 s")
            time.sleep(0.1)
        yield port, metrics_dir
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def count(text):
    for line in text.splitlines():
        if line.startswith('atout_requests_total{endpoint="/healthz",status="200"} '):
            return float(line.split()[-1])
    return 0.0


def test_metrics_cover_every_worker(server):
    port, metrics_dir = server
    assert not (metrics_dir / "counter_1.db").exists()  # emptied when gunicorn started
    sent, writers = 0, set()
    while len(writers) < 2 and sent < MAX_REQUESTS:  # a new connection each: both take some
        assert get(port, "/healthz")[0] == 200
        sent += 1
        writers = {path.stem.rsplit("_", 1)[1] for path in metrics_dir.glob("counter_*.db")}
    assert len(writers) == 2, f"one worker took all {sent} connections"
    for _ in range(6):
        status, text = get(port, "/metrics")
        assert status == 200
        assert count(text) == sent
