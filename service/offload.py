"""Long engine calls (hints) run off the event loop.

Under gunicorn's gevent workers, every request of a worker shares one thread: a hint that
searches for its whole time budget (up to seconds) would hold every other request of that
worker, health checks included, until it ends. Run in a native thread instead, the search
gives the interpreter back to the event loop at every switch interval (5 ms), so short
requests keep being answered while it runs. At most ``HINT_THREADS`` run at once in a
worker, so the loop's share of the interpreter stays large; more wait for a thread without
blocking the loop. Elsewhere (tests, Flask's own server, gthread workers) the call runs
where it is.
"""

import sys

HINT_THREADS = 2

_pool = None


def call(function, argument):
    """``function(argument)``, off the event loop when there is one."""
    monkey = sys.modules.get("gevent.monkey")
    if monkey is None or not monkey.is_module_patched("threading"):
        return function(argument)
    return _threads().apply(function, (argument,))


def _threads():
    global _pool
    if _pool is None:  # in the worker, after the fork: threads do not survive one
        from gevent.threadpool import ThreadPool
        _pool = ThreadPool(HINT_THREADS)
    return _pool
