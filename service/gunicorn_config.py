"""gunicorn settings; every one can be changed from the environment.

``ATOUT_BIND`` (default ``127.0.0.1:8000``), ``WEB_CONCURRENCY`` (workers, default: the
cores this process may run on), ``ATOUT_WORKER_CLASS`` (default ``gevent``),
``ATOUT_WORKER_CONNECTIONS`` (open connections per gevent worker, default 1000),
``ATOUT_THREADS`` (threads per worker, gthread only, default 2), ``ATOUT_TIMEOUT`` (seconds,
default 30), ``ATOUT_MAX_REQUESTS`` (requests before a worker is recycled, default 0: never),
``ATOUT_REUSE_PORT`` (one listening socket per worker, default 0), ``ATOUT_FORWARDED_ALLOW_IPS``
(proxies whose X-Forwarded-* headers are trusted, default ``127.0.0.1,::1``),
``ATOUT_ACCESS_LOG`` (``off`` silences the app's JSON access log on stderr).

docs/deployment.md says why these defaults, with the figures they were chosen by.
"""

import os

from service.edge import settings
from service.edge.client_address import DEFAULT_TRUSTED

bind = os.environ.get("ATOUT_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", len(os.sched_getaffinity(0))))

# gevent parks every connection that is idle or slow to send in a greenlet that costs a few
# kilobytes, so hundreds of them cannot hold the workers from a normal request (a thread per
# connection, as gthread has, is taken for as long as the client likes). Each request is a
# few milliseconds of CPU, so one greenlet running at a time loses nothing.
worker_class = os.environ.get("ATOUT_WORKER_CLASS", "gevent")
worker_connections = int(os.environ.get("ATOUT_WORKER_CONNECTIONS", "1000"))
threads = int(os.environ.get("ATOUT_THREADS", "2"))
timeout = int(os.environ.get("ATOUT_TIMEOUT", "30"))
graceful_timeout = timeout
keepalive = 5

# No recycling by default: the service keeps no state that grows (bench/soak.py measures the
# workers' memory), and a recycled worker hands its keep-alive clients to the other workers.
max_requests = int(os.environ.get("ATOUT_MAX_REQUESTS", "0"))
max_requests_jitter = max_requests // 10

# One shared listening socket. With a socket per worker (SO_REUSEPORT) the kernel assigns each
# connection by a hash, blind to load: in bench/service.py, all four keep-alive clients landed
# on one worker in 5 measures of 22; in 2 of 27 with gevent workers on a shared socket.
reuse_port = settings.is_on(os.environ.get("ATOUT_REUSE_PORT"), default=False)

preload_app = True  # import once in the arbiter: a broken build fails before forking
forwarded_allow_ips = os.environ.get("ATOUT_FORWARDED_ALLOW_IPS", DEFAULT_TRUSTED)
errorlog = "-"
limit_request_line = 4094
limit_request_fields = 50
# The heartbeat files live in memory: no writable disk needed (a read-only root filesystem).
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
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

# --- Sealed tables (service/sealed/): with no ATOUT_SEALED_KEYS, one key drawn here, in the
# master, for every worker to inherit, so that each reads the others' table tokens. ---
from service.sealed import keys as sealed_keys  # noqa: E402

sealed_keys.draw_for_workers()
# --- end of the sealed tables' block ---
