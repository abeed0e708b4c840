"""The JSON access log: one line per request on the logger ``atout.access`` (stderr).

Never the body, the query string or any header value but the request id: the path alone
names the operation, and a query or a header may hold a secret (an API key).
"""

import logging
import sys
import threading
import time
from collections.abc import Callable
from json.encoder import encode_basestring_ascii
from typing import TextIO

LOGGER = "atout.access"
MAX_PATH = 256  # a request line may be 4 kB; the log line stays short
_string = encode_basestring_ascii  # a JSON string, quotes and escapes included
# the last second stamped, and its text: strftime once a second
_clock: list[int | str | None] = [None, ""]
# One request: method, path, status, duration in ms, request id, client address, bytes.
RequestLog = Callable[["str | None", str, int, float, str, "str | None", "int | None"], None]


class _LineHandler(logging.StreamHandler[TextIO]):
    """Writes the message as it is: the line is JSON already, no formatting to do."""

    lock: threading.RLock  # made by Handler.__init__

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.write(record.msg)
        except Exception:
            self.handleError(record)

    def write(self, text: str) -> None:
        with self.lock:  # two threads of a worker may log at once
            self.stream.write(text + "\n")  # stderr is line-buffered: one write a line


def request_logger() -> RequestLog:
    """A function that logs one request; the logger writes bare JSON lines to stderr unless
    the operator gave it handlers of their own."""
    logger = logging.getLogger(LOGGER)
    own = None
    if not logger.handlers:
        own = _LineHandler(sys.stderr)
        logger.addHandler(own)
        logger.setLevel(logging.INFO)
        logger.propagate = False  # one line, not a second copy through the root logger
    make_record, handle, enabled = logger.makeRecord, logger.handle, logger.isEnabledFor
    handlers, filters = logger.handlers, logger.filters

    def log(method: str | None, path: str, status: int, duration_ms: float, request_id: str,
            remote: str | None, size: int | None) -> None:
        if not enabled(logging.INFO):
            return
        text = line(method, path, status, duration_ms, request_id, remote, size)
        if own is not None and len(handlers) == 1 and handlers[0] is own and not filters:
            # Set up as we left it: the line goes straight to the handler. A LogRecord
            # (its thread, process, stack lookups) cost more than the rest of the log.
            own.write(text)
        else:
            # args None (typeshed wants a tuple): the message is the line, nothing to format
            handle(make_record(LOGGER, logging.INFO, "", 0, text, None, None))  # type: ignore[arg-type]
    return log


def line(method: str | None, path: str, status: int, duration_ms: float, request_id: str,
         remote: str | None, size: int | None) -> str:
    """One log line, written by hand: json.dumps of a dict cost three times as much.

    >>> line("GET", '/a"b', 404, 1.5, "r-1", None, 12)[35:]
    '"method":"GET","path":"/a\\\\"b","status":404,"duration_ms":1.500,"request_id":"r-1","remote":null,"bytes":12}'
    """
    now = time.time()
    second = int(now)
    if second != _clock[0]:
        _clock[:] = [second, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second))]
    return (f'{{"time":"{_clock[1]}.{int((now - second) * 1000):03d}Z",'
            f'"method":{_text(method)},"path":{_text(path[:MAX_PATH])},"status":{status},'
            f'"duration_ms":{duration_ms:.3f},"request_id":{_text(request_id)},'
            f'"remote":{_text(remote)},"bytes":{"null" if size is None else size}}}')


def _text(value: str | None) -> str:
    return "null" if value is None else _string(value)
