"""gunicorn settings; every one can be changed from the environment.

``ATOUT_BIND`` (default ``127.0.0.1:8000``), ``WEB_CONCURRENCY`` (workers, default: the
cores this process may run on), ``ATOUT_THREADS`` (threads per worker, default 2),
``ATOUT_TIMEOUT`` (seconds, default 30), ``ATOUT_MAX_REQUESTS`` (default 20000).
"""

import os

bind = os.environ.get("ATOUT_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", len(os.sched_getaffinity(0))))
# gthread keeps client connections alive; the work is CPU-bound, so few threads suffice.
worker_class = "gthread"
threads = int(os.environ.get("ATOUT_THREADS", "2"))
timeout = int(os.environ.get("ATOUT_TIMEOUT", "30"))
graceful_timeout = timeout
keepalive = 5
# Recycle workers now and then, at staggered times, so none restarts in step.
max_requests = int(os.environ.get("ATOUT_MAX_REQUESTS", "20000"))
max_requests_jitter = max_requests // 10
preload_app = True  # import once in the arbiter: a broken build fails before forking
accesslog = os.environ.get("ATOUT_ACCESS_LOG") or None  # a path, or "-" for stdout
errorlog = "-"
limit_request_line = 4094
limit_request_fields = 50
# No runtime control socket: it would be shared by every gunicorn of the user, and needs a
# writable home directory.
control_socket_disable = True

# --- The edge's block (service/edge/): metrics from every worker, the app's access log. ---
from service.edge import gunicorn_hooks  # noqa: E402

on_starting = gunicorn_hooks.on_starting
child_exit = gunicorn_hooks.child_exit
on_exit = gunicorn_hooks.on_exit
# The app writes a JSON access log to stderr (ATOUT_ACCESS_LOG=off silences it):
# gunicorn's own would be a second line per request.
accesslog = None
# --- end of the edge's block ---
