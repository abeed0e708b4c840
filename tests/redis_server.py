"""A throw-away ``redis-server`` on a free loopback port, for the tests of the Redis store."""

import contextlib
import shutil
import socket
import subprocess
import time

import pytest

HOST = "127.0.0.1"


def free_port():
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def redis_server():
    """Yields ``(uri, process)``; skips the test when Debian's redis-server is absent."""
    server = shutil.which("redis-server")
    if server is None:
        pytest.skip("redis-server is not on PATH (Debian: apt-get install redis-server)")
    port = free_port()
    process = subprocess.Popen(
        [server, "--port", str(port), "--bind", HOST, "--save", "", "--appendonly", "no",
         "--protected-mode", "yes"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                with socket.create_connection((HOST, port), timeout=1) as s:
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("redis-server did not start within 10 s")
            time.sleep(0.05)
        yield f"redis://{HOST}:{port}", process
    finally:
        process.kill()  # SIGKILL ends a process stopped by SIGSTOP too
        process.wait(timeout=10)
