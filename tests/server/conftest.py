"""The real server (``atout-serve``: gunicorn with the project's settings) on a free
loopback port, for the tests about what only a real server does: sockets, framing, workers."""

import contextlib
import http.client
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

HOST = "127.0.0.1"
STARTUP_SECONDS = 30


class Server:
    def __init__(self, port, log_path, pid=None):
        self.port = port
        self.log_path = log_path
        self.pid = pid

    def workers(self, expected=None):
        """The pids of the server's workers; with ``expected``, once that many are up (the
        server answers as soon as one worker does, and the others may still be forking on
        a busy machine: up to 30 s of looks)."""
        for _ in range(300):
            children = Path(f"/proc/{self.pid}/task/{self.pid}/children").read_text()
            pids = [int(pid) for pid in children.split()]
            if expected is None or len(pids) >= expected:
                return pids
            time.sleep(0.1)
        return pids

    def log(self):
        return self.log_path.read_text(errors="replace")

    def connect(self, timeout=5):
        return socket.create_connection((HOST, self.port), timeout=timeout)

    def raw(self, data, timeout=5):
        """Sends ``data`` on a new connection; the bytes received until the server closes
        it (or ``timeout`` seconds pass with nothing received)."""
        with self.connect(timeout) as connection:
            connection.sendall(data)
            received = b""
            try:
                while chunk := connection.recv(65536):
                    received += chunk
            except TimeoutError:
                pass
        return received


def free_port():
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def _stop(process):
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=15)
    except ProcessLookupError:
        pass
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=5)


@contextlib.contextmanager
def running_server(log_path, *arguments, env=None):
    """``atout-serve`` on a free loopback port, with ``arguments`` for gunicorn and
    ``env`` added to the environment."""
    port = free_port()
    command = [sys.executable, "-c", "from service.serve import main; main()",
               "--bind", f"{HOST}:{port}", *arguments]
    root = Path(__file__).resolve().parents[2]
    with log_path.open("wb") as log:
        process = subprocess.Popen(command, cwd=root, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True, env={**os.environ, **(env or {})})
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while True:
            try:
                connection = http.client.HTTPConnection(HOST, port, timeout=1)
                connection.request("GET", "/healthz")
                if connection.getresponse().status == 200:
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"the server did not start:\n{log_path.read_text()}")
                time.sleep(0.1)
        yield Server(port, log_path, process.pid)
    finally:
        _stop(process)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with running_server(tmp_path_factory.mktemp("server") / "gunicorn.log") as running:
        yield running
