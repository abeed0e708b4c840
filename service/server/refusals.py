"""The answers the server writes itself, before or without the app: problems like every
other refusal of the service (``application/problem+json``, a stable code), not the
``text/html`` pages gunicorn writes by default."""

import socket
from typing import Any

from service.i18n import negotiate
from service.http.problems import Problem
from service.http.responses import PROBLEM_JSON, encode


def problem_bytes(status: int, title: str, detail: str, code: str | None = None,
                  params: dict[str, Any] | None = None, language: str = "en") -> bytes:
    """A whole HTTP/1.1 answer (head and body) carrying the problem; the connection closes
    after it, since the server could not read the request to its end."""
    # Without a code of its own, the problem takes its status's (service.http.problems).
    problem = Problem(status, title, detail, code=code, params=params)
    body = encode(problem.body(language)).encode()
    head = (f"HTTP/1.1 {status} {title}\r\nConnection: close\r\n"
            f"Content-Type: {PROBLEM_JSON}\r\nContent-Language: {language}\r\n"
            f"Content-Length: {len(body)}\r\n\r\n")
    return head.encode("latin-1") + body


def language_of(request: Any) -> str:
    """The language a parsed gunicorn request asks for (gunicorn ships no types)."""
    header = next((value for name, value in request.headers if name == "ACCEPT-LANGUAGE"),
                  None)
    return negotiate(header)


def write_error(sock: socket.socket, status: int, title: str, detail: str | None) -> None:
    """gunicorn's ``util.write_error``, answering a problem instead of an HTML page."""
    sock.sendall(problem_bytes(status, title, detail or title))
