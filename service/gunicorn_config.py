"""gunicorn settings; every one can be changed from the environment.

``ATOUT_BIND`` (default ``127.0.0.1:8000``), ``WEB_CONCURRENCY`` (workers, default: the
cores this process may run on), ``ATOUT_WORKER_CLASS`` (default ``service.server.worker.Worker``: gevent with deadlines),
``ATOUT_WORKER_CONNECTIONS`` (open connections per worker, default 5000),
``ATOUT_BODY_TIMEOUT`` and ``ATOUT_SEND_TIMEOUT`` (seconds, default 10: read by the worker),
``ATOUT_THREADS`` (threads per worker, gthread only, default 2), ``ATOUT_TIMEOUT`` (seconds,
default 30), ``ATOUT_MAX_REQUESTS`` (requests before a worker is recycled, default 0: never),
``ATOUT_REUSE_PORT`` (one listening socket per worker, default 0), ``ATOUT_FORWARDED_ALLOW_IPS``
(proxies whose X-Forwarded-* headers are trusted, default ``127.0.0.1,::1``),
``ATOUT_ACCESS_LOG`` (``off`` silences the app's JSON access log on stderr).

docs/deployment.md says why these defaults, with the figures they were chosen by.
"""

import os
import resource

from service.edge import settings
from service.edge.client_address import DEFAULT_TRUSTED

bind = os.environ.get("ATOUT_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", len(os.sched_getaffinity(0))))

# gevent parks every connection that is idle or slow to send in a greenlet that costs a few
# kilobytes, so thousands of them cannot hold the workers from a normal request (a thread per
# connection, as gthread has, is taken for as long as the client likes). Each request is a
# few milliseconds of CPU, so one greenlet running at a time loses nothing. The project's
# subclass puts deadlines on bodies and answers (service/server/worker.py).
worker_class = os.environ.get("ATOUT_WORKER_CLASS", "service.server.worker.Worker")
# Each worker alone can hold 5,000 connections: a burst of slow or idle clients lands
# unevenly on the workers, and a worker that is full stops accepting, new clients included.
worker_connections = int(os.environ.get("ATOUT_WORKER_CONNECTIONS", "5000"))
# Connections the kernel completes before a worker accepts them (capped by the kernel's
# net.core.somaxconn): a burst of thousands overflowed gunicorn's default 2048, and the
# clients beyond it waited for their SYN to be sent again, a second or more later.
backlog = 4096
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


def _open_files_for_every_connection() -> None:
    """Each connection is an open file: the usual soft limit (1024) would refuse clients
    long before ``worker_connections``. Raised (never above the hard limit, which only the
    operator can raise) in the arbiter, and so in every worker it forks."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = worker_connections + 256  # listening sockets, logs, metrics files
    if soft != resource.RLIM_INFINITY and soft < wanted:
        ceiling = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, ceiling), hard))


_open_files_for_every_connection()

# --- The edge's block (service/edge/): metrics from every worker, the app's access log. ---
from service.edge import gunicorn_hooks, shared_store  # noqa: E402

# The limits' counts, in one file every worker shares (unless ATOUT_RATE_LIMIT_STORAGE says
# otherwise): named here, in the arbiter, before the app is loaded and the workers forked.
shared_store.name_file_for_workers()

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
