"""The JSON access log: one line per request on the logger ``atout.access`` (stderr).

Never the body, the query string or any header value but the request id: the path alone
names the operation, and a query or a header may hold a secret (an API key).
"""

import json
import logging
import sys
import time

LOGGER = "atout.access"
MAX_PATH = 256  # a request line may be 4 kB; the log line stays short
_encode = json.JSONEncoder(separators=(",", ":")).encode


def access_logger():
    """The logger, writing bare JSON lines to stderr unless the operator set it up."""
    logger = logging.getLogger(LOGGER)
    if not logger.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
        logger.propagate = False  # one line, not a second copy through the root logger
    return logger


def line(method, path, status, duration_ms, request_id, remote, size):
    now = time.time()
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(now)) + f".{int(now % 1 * 1000):03d}Z"
    return _encode({"time": stamp, "method": method, "path": path[:MAX_PATH], "status": status,
                    "duration_ms": round(duration_ms, 3), "request_id": request_id,
                    "remote": remote, "bytes": size})
