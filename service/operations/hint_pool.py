"""Long engine calls (hints, and the dd-table and review searches) run off the event loop,
bounded in number, per client and in time.

Under gunicorn's gevent workers, every request of a worker shares one thread: a hint that
searches for its whole time budget (up to seconds) would hold every other request of that
worker, health checks included, until it ends. Run in a native thread instead, the search
gives the interpreter back to the event loop at every switch interval (5 ms), so short
requests keep being answered while it runs. In each worker:

- at most ``HINT_THREADS`` hints search at once, so the loop's share of the interpreter
  stays large; at most ``ATOUT_HINT_QUEUE`` more wait for a thread, and beyond that a hint
  is refused at once (503 ``hints_busy``): a queue without a bound only made every hint
  late (100 maximal hints: the last one started after 147 s);
- one client (API key, else address) has at most ``ATOUT_HINTS_PER_CLIENT`` hints running
  or waiting (429 ``too_many_hints``), so one client cannot fill the queue;
- a hint whose client hangs up, or that is still unanswered ``ATOUT_HINT_DEADLINE``
  seconds after it arrived, is stopped through the engine's stop event
  (``engine.hints(doc, stop)``): its thread is free within milliseconds (503
  ``hint_timeout`` past the deadline; ``hint_cancelled`` for a client that left, which
  nobody reads but the logs).

Elsewhere (tests, Flask's own server, gthread workers) the call runs where it is.
"""

import os
import sys
import time
from collections import Counter
from typing import Any

from engine import SearchStopped
from service.http import problems

HINT_THREADS = 2
DEFAULT_QUEUE = 8
DEFAULT_PER_CLIENT = 2
# A safety net, not a budget: the budget is work, and a 3000 ms budget took 11 s of wall
# time on a 2-core machine with a load average of 11.
DEFAULT_DEADLINE = 30.0
# How often a waiting request looks at its client's socket and the clock.
WATCH_SECONDS = 0.05

_pool = None


def call(function: Any, argument: Any, caller: Any) -> Any:
    """``function(argument)``, off the event loop when there is one. ``caller()`` gives
    who asks, as ``(client, socket)``: the client whose hints are counted (its key, else
    its address) and the connection watched for a hang-up (``None`` when there is none)."""
    monkey = sys.modules.get("gevent.monkey")
    if monkey is None or not monkey.is_module_patched("threading"):
        return function(argument)
    global _pool
    if _pool is None:  # in the worker, after the fork: threads do not survive one
        _pool = HintPool.from_environment()
    client, sock = caller()
    return _pool.run(function, argument, client, sock)


class Stop:
    """The engine's stop event: set by the request's greenlet, read by the search thread
    (one attribute, so no lock: the engine only asks ``is_set()``)."""

    def __init__(self) -> None:
        self.reason: str | None = None

    def is_set(self) -> bool:
        return self.reason is not None


def _search(function: Any, argument: Any, stop: Any) -> tuple[Any, ...]:
    """``(answer, None)`` or ``(None, error)``: an exception raised in a pool thread would
    be printed to the log as a traceback by gevent, an engine error or a stop included."""
    try:
        if stop.is_set():  # stopped while it waited for a thread
            raise SearchStopped
        return function(argument, stop=stop), None
    except Exception as error:  # re-raised in the request's greenlet
        return None, error


class HintPool:
    def __init__(self, threads: Any, queue: Any, per_client: Any, deadline: Any) -> None:
        from gevent.threadpool import ThreadPool
        self.threads = ThreadPool(threads)
        self.capacity = threads + queue
        self.per_client = per_client
        self.deadline = deadline
        self.pending = 0
        self.by_client: Counter[Any] = Counter()

    @classmethod
    def from_environment(cls) -> Any:
        environ = os.environ
        return cls(HINT_THREADS, int(environ.get("ATOUT_HINT_QUEUE", DEFAULT_QUEUE)),
                   int(environ.get("ATOUT_HINTS_PER_CLIENT", DEFAULT_PER_CLIENT)),
                   float(environ.get("ATOUT_HINT_DEADLINE", DEFAULT_DEADLINE)))

    def retry_after(self) -> Any:
        """Seconds until a place is likely free: the hints ahead, two at a time, each
        within the deadline at worst; at least one."""
        return max(1, min(int(self.deadline), self.pending // 2))

    def run(self, function: Any, argument: Any, client: Any, sock: Any) -> Any:
        if self.pending >= self.capacity:
            raise problems.hints_busy(self.capacity, self.retry_after())
        if self.by_client[client] >= self.per_client:
            raise problems.too_many_hints(self.per_client, self.retry_after())
        self.pending += 1
        self.by_client[client] += 1
        try:
            return self._wait(function, argument, sock)
        finally:
            self.pending -= 1
            self.by_client[client] -= 1
            if not self.by_client[client]:
                del self.by_client[client]  # no entry left behind per client ever seen

    def _wait(self, function: Any, argument: Any, sock: Any) -> Any:
        from gevent import Timeout
        stop = Stop()
        give_up = time.monotonic() + self.deadline
        result = self.threads.spawn(_search, function, argument, stop)
        while True:
            try:
                answer, error = result.get(timeout=WATCH_SECONDS)
            except Timeout:
                pass
            else:
                if isinstance(error, SearchStopped):
                    if stop.reason == "deadline":
                        raise problems.hint_timeout(self.deadline, self.retry_after())
                    raise problems.hint_cancelled()
                if error is not None:
                    raise error
                return answer
            if stop.reason is None:
                if time.monotonic() > give_up:
                    stop.reason = "deadline"
                elif _hung_up(sock):
                    stop.reason = "disconnected"


def _hung_up(sock: Any) -> Any:
    """Whether the client closed the connection (``service.server.connection`` can tell;
    under another worker class the hint runs to its end or its deadline)."""
    hung_up = getattr(sock, "hung_up", None)
    return hung_up is not None and hung_up()
