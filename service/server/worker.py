"""``service.server.worker.Worker``: gunicorn's gevent worker with deadlines and the
service's own refusals.

gevent parks each connection in a greenlet of a few kilobytes, so thousands of idle or
slow clients cost memory, not a thread each. What this class adds:

- a request body must arrive within ``ATOUT_BODY_TIMEOUT`` seconds of its head (408 problem,
  then the connection is closed), an answer must be taken within ``ATOUT_SEND_TIMEOUT``
  (else the connection is dropped): ``service.server.connection``; the body is read whole
  before the app is called (``service.server.prebuffer``);
- a request refused before its body was read whole (a body over the limit) is answered
  with ``Connection: close`` and the rest of its body is never parsed: gunicorn read it to
  its end, copying its buffer at every 1 KiB, before the next request (two clients looping
  3 MB bodies left a worker 52 normal requests in 15 s); bench/big_bodies.py;
- the framing checks of ``service.server.framing`` (chunk sizes, bare LF, versions, Host);
- every answer the server writes itself is a problem (``service.server.refusals``);
- a turn of the event loop between two requests of a connection (``FAIR_TURN_SECONDS``);
- glibc's allocator set to give large buffers back (``service.server.memory``).

The head of each request is bounded by gunicorn's keep-alive timeout already.
"""

import os
import socket
from typing import Any

import gevent
from gunicorn import util
from gunicorn.http import wsgi
from gunicorn.workers.ggevent import GeventWorker

from service.server import framing, memory, refusals
from service.server.connection import BodyTimeout, Connection
from service.server.prebuffer import prebuffer

DEFAULT_BODY_TIMEOUT = 10.0
DEFAULT_SEND_TIMEOUT = 10.0
# Between two requests of one keep-alive connection, a turn of the event loop: a fast
# client's next request is often already in the socket when its answer is written, and
# reading it at once let a few connections run back to back while the others starved
# (under wrk at 16 connections, p99 0.3-1.3 s for a p50 of 50-80 ms). A timer, unlike
# sleep(0), makes the loop poll the sockets first, so every ready connection gets its turn.
FAIR_TURN_SECONDS = 0.00001


def seconds(name: str, default: float) -> float:
    return float(os.environ.get(name, default))


# gunicorn ships no types: its classes are Any, subclassed all the same, and its requests
# and listeners Any.
class Worker(GeventWorker):  # type: ignore[misc]

    def init_process(self) -> None:
        self.body_timeout = seconds("ATOUT_BODY_TIMEOUT", DEFAULT_BODY_TIMEOUT)
        self.send_timeout = seconds("ATOUT_SEND_TIMEOUT", DEFAULT_SEND_TIMEOUT)
        memory.tune()
        framing.install()
        # gunicorn writes its own error pages through this one function (a module global,
        # replaced in this worker process only).
        util.write_error = refusals.write_error
        wsgi.Response = Response  # what gunicorn answers each request with
        super().init_process()

    def handle(self, listener: Any, client: socket.socket, addr: Any) -> None:
        super().handle(listener, Connection(client, self.body_timeout, self.send_timeout),
                       addr)

    def handle_request(self, listener_name: str, req: Any, sock: Connection,
                       addr: Any) -> bool:
        refusal = framing.head_refusal(req)
        if refusal is not None:
            status, title, detail, code = refusal
            self.log.info("Refused a request from ip=%s: %s", addr[0], detail)
            sock.sendall(refusals.problem_bytes(status, title, detail, code,
                                                language=refusals.language_of(req)))
            sock.linger_close()  # its body, if any, is never read
            raise StopIteration()
        sock.start_request(req)
        try:
            try:
                prebuffer(req, sock)
            except BodyTimeout as late:
                self.log.info("Body timeout from ip=%s: %s", addr[0], late.description)
                sock.sendall(refusals.problem_bytes(408, "Request Timeout", late.description,
                                                    language=refusals.language_of(req)))
                raise StopIteration() from None
            kept: bool = super().handle_request(listener_name, req, sock, addr)
        finally:
            sock.end_request()
            if getattr(req, "body_left", False):
                # The answer said Connection: close (Response.send_headers): the rest of
                # the body is never parsed, only let go of (Connection.linger_close).
                sock.linger_close()
        gevent.sleep(FAIR_TURN_SECONDS)
        return kept

    def handle_error(self, req: Any, client: Connection, addr: Any,
                     exc: BaseException) -> None:
        if isinstance(exc, framing.ChunkTooLarge):  # met while draining an unread body
            client.sendall(refusals.problem_bytes(413, "Content Too Large", exc.description))
            return
        super().handle_error(req, client, addr, exc)


class Response(wsgi.Response):  # type: ignore[misc]
    """gunicorn's answer, its head sent with the first bytes of its body (or at its end):
    the same bytes in one send rather than two (``Connection.hold_next``)."""

    def send_headers(self) -> None:
        if not self.headers_sent:
            if getattr(self.req, "body_left", False):
                # Refused before its body was read whole (over the limit, broken off): the
                # answer closes the connection rather than the server reading a body of
                # any size to find where the next request starts.
                self.must_close = True
            self.sock.hold_next()
        super().send_headers()
