"""What the kits' tests share: where the kits are, a real service on the loopback, and
stand-in servers that misbehave on purpose (a 429, silence)."""

import os
import socket
import subprocess
import threading
from pathlib import Path

from werkzeug.serving import WSGIRequestHandler, make_server

ROOT = Path(__file__).resolve().parents[2]
PYTHON_KIT = ROOT / "clients" / "python"
TYPESCRIPT_KIT = ROOT / "clients" / "typescript"
NODE_TOOLS = ROOT / "tests" / "tools" / "node_modules" / ".bin"


class _Quiet(WSGIRequestHandler):
    def log(self, *args):
        pass


class Served:
    """A WSGI app served on 127.0.0.1 in a thread: ``url`` while open."""

    def __init__(self, app):
        self.httpd = make_server("127.0.0.1", 0, app, threaded=True, request_handler=_Quiet)
        self.url = f"http://127.0.0.1:{self.httpd.server_port}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.thread.join(timeout=10)


def atout():
    from service import create_app
    return Served(create_app({"ATOUT_ACCESS_LOG": "off"}))


def rate_limited_then_ok(retry_after, limited=1):
    """A server answering 429 (``Retry-After: retry_after``) to the first ``limited``
    requests, then 200 ``{"status": "ok"}``; ``hits`` lists when each request came."""
    import json
    import time
    hits = []

    def app(environ, start_response):
        hits.append(time.monotonic())
        if len(hits) <= limited:
            body = json.dumps({"type": "about:blank", "title": "Too Many Requests",
                               "status": 429, "detail": "Over the limit.",
                               "code": "rate_limited",
                               "params": {"limit": "1/second", "retry_after": retry_after},
                               "errors": []}).encode()
            start_response("429 Too Many Requests", [
                ("Content-Type", "application/problem+json"),
                ("Retry-After", str(retry_after)), ("X-Request-ID", "limited")])
            return [body]
        start_response("200 OK", [("Content-Type", "application/json")])
        return [b'{"status": "ok"}']

    served = Served(app)
    served.hits = hits
    return served


class Silent:
    """A server that accepts connections and never answers."""

    def __init__(self):
        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen(16)
        self.url = f"http://127.0.0.1:{self.socket.getsockname()[1]}"

    def close(self):
        self.socket.close()


def closed_port():
    """The URL of a loopback port nothing listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return f"http://127.0.0.1:{port}"


def run(command, cwd, timeout=600, **env):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, "NO_COLOR": "1", **env}, check=False)


class Dripping:
    """A server that answers each request one byte every ``every`` seconds: its headers
    at once and then its body (``headers_too``: the status line and headers as well),
    never done before ``budget`` seconds, when it stops by itself. ``url`` while open;
    ``close()`` stops it at once."""

    def __init__(self, every=0.25, budget=20.0, headers_too=False):
        import time
        self.every, self.headers_too = every, headers_too
        self.stop_at = time.monotonic() + budget
        self.stopped = threading.Event()
        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen(16)
        self.socket.settimeout(0.1)
        self.url = f"http://127.0.0.1:{self.socket.getsockname()[1]}"
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _over(self):
        import time
        return self.stopped.is_set() or time.monotonic() >= self.stop_at

    def _serve(self):
        with self.socket:
            while not self._over():
                try:
                    connection, _ = self.socket.accept()
                except TimeoutError:
                    continue
                except OSError:
                    return
                threading.Thread(target=self._drip, args=(connection,), daemon=True).start()

    def _drip(self, connection):
        head = (b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                b"Content-Length: 4096\r\n\r\n")
        body = b'{"status": "ok", "padding": "' + b"x" * 4064 + b'"}'
        with connection:
            try:
                connection.settimeout(2)
                connection.recv(65536)
                if not self.headers_too:
                    connection.sendall(head)
                for byte in (head if self.headers_too else b"") + body:
                    if self.stopped.wait(self.every) or self._over():
                        return
                    connection.sendall(bytes([byte]))
            except OSError:
                return

    def close(self):
        self.stopped.set()
        self.thread.join(timeout=10)
