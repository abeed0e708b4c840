"""A store for the limits that every worker of one server shares: a SQLite file, by
default in memory-backed ``/dev/shm``, for the ``limits`` library (``sqlite://`` URIs).

Each worker counted in its own memory before, so a limit of N a minute let N through per
worker. A file every worker opens counts once for them all, with no server to run: each
count is one SQL statement (an upsert returning the new count), atomic under SQLite's own
lock, in write-ahead-log mode with no sync to disk (nothing is worth keeping across a
restart: the counts only live for their window). Expired counts are deleted every
``SWEEP_EVERY`` counts. bench/limit_store.py measures what a count costs.

``sqlite:///path/to/file`` names the file; ``sqlite://`` alone, the one gunicorn's config
named for all its workers (``ATOUT_RATE_LIMIT_FILE``, in a directory made as the server
starts and removed as it stops), or else a new one in a temporary directory.

>>> from limits import parse
>>> from limits.strategies import FixedWindowRateLimiter
>>> limiter = FixedWindowRateLimiter(SharedFileStorage("sqlite://:memory:"))  # no file left
>>> [limiter.hit(parse("2/minute"), "test", "a") for _ in range(3)]
[True, True, False]
>>> limiter.get_window_stats(parse("2/minute"), "test", "a").remaining
0
"""

import fcntl
import os
import sqlite3
import tempfile
import time
from pathlib import Path
from typing import Any, cast

from limits.storage import Storage

FILE_VARIABLE = "ATOUT_RATE_LIMIT_FILE"
MEMORY = ":memory:"  # SQLite's database of one connection: for examples
LOCK_POLL = 0.00005  # seconds between two tries of a taken lock
SWEEP_EVERY = 1000  # counts between two deletions of what has expired (per worker)
SCHEMA = ("CREATE TABLE IF NOT EXISTS counts "
          "(key TEXT PRIMARY KEY, count INTEGER NOT NULL, expires REAL NOT NULL) WITHOUT ROWID")
INCREMENT = ("INSERT INTO counts (key, count, expires) VALUES (?1, ?2, ?3 + ?4) "
             "ON CONFLICT (key) DO UPDATE SET "
             "count = CASE WHEN expires <= ?3 THEN ?2 ELSE count + ?2 END, "
             "expires = CASE WHEN expires <= ?3 THEN ?3 + ?4 ELSE expires END "
             "RETURNING count, expires")


_created: list[Path] = []


def default_uri() -> str:
    """The store of the limits when none is set: the server's shared file under gunicorn,
    each process's memory elsewhere (one process has no one to share with)."""
    named = os.environ.get(FILE_VARIABLE)
    return f"sqlite://{named}" if named else "memory://"


def name_file_for_workers() -> None:
    """In gunicorn's arbiter, before any worker is forked: one file for every worker."""
    if not os.environ.get(FILE_VARIABLE):
        path = default_file()
        _created.append(Path(path).parent)
        os.environ[FILE_VARIABLE] = path


def remove_files() -> None:
    """At the server's exit: the directory ``name_file_for_workers`` made."""
    import shutil
    for directory in _created:
        shutil.rmtree(directory, ignore_errors=True)


def default_file() -> str:
    """The file every worker of this server shares: the one gunicorn's config named, or
    else a new one (then only this process and the ones it forks count in it)."""
    named = os.environ.get(FILE_VARIABLE)
    if named:
        return named
    directory = Path("/dev/shm") if os.path.isdir("/dev/shm") and \
        os.access("/dev/shm", os.W_OK) else None
    return str(Path(tempfile.mkdtemp(prefix="atout-limits-", dir=directory)) / "limits.db")


class SharedFileStorage(Storage):
    STORAGE_SCHEME = ["sqlite"]

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False,
                 timeout: float = 1.0, **_: Any) -> None:
        super().__init__(uri, wrap_exceptions=wrap_exceptions)
        path = (uri or "sqlite://").split("://", 1)[1] if uri else ""
        self.path = path or default_file()
        self.timeout = float(timeout)
        self._pid: int | None = None
        self._lock: int | None
        self._db: sqlite3.Connection | None
        self._lock = self._db = None
        self._counted = 0
        self._connection()  # creates the file and its table now: a bad path fails at start

    @property
    def base_exceptions(self) -> type[Exception]:
        return sqlite3.Error

    def _connection(self) -> sqlite3.Connection:
        # One connection a process, opened again after a fork (a connection is not to be
        # shared across one). Not one a thread: gevent's threading.local is a greenlet's,
        # and a connection per client connection would leak files. Each statement is one
        # transaction, and SQLite serializes a connection's use by threads (gthread).
        if self._pid != os.getpid():
            self._pid = os.getpid()
            # An open file of this process's own: flock excludes open files, and one
            # inherited through fork would be the parent's and every sibling's.
            self._lock = os.open(self.path + ".lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC,
                                 0o600) if self.path != MEMORY else None
            connection = sqlite3.connect(self.path, timeout=self.timeout,
                                         isolation_level=None, check_same_thread=False)
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA synchronous=OFF")
            connection.execute(SCHEMA)
            self._db = connection
        return cast(sqlite3.Connection, self._db)  # this process's, opened above

    def _take_lock(self) -> None:
        """The workers' lock, waited for at most ``timeout`` seconds (a worker stopped while
        holding it must not hold every other): then the store fails, and serves open. Taken
        only by a store that has one (not ``:memory:``)."""
        try:
            fcntl.flock(cast(int, self._lock), fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            pass
        deadline = time.monotonic() + self.timeout
        while True:
            time.sleep(LOCK_POLL)
            try:
                fcntl.flock(cast(int, self._lock), fcntl.LOCK_EX | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise sqlite3.OperationalError("the limits' file lock was not let go "
                                                   f"within {self.timeout:g} s") from None

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        return self.incr_with_expiry(key, expiry, amount)[0]

    def incr_with_expiry(self, key: str, expiry: int, amount: int = 1) -> tuple[int, float]:
        """``(count, when the window ends)`` after counting ``amount``: in one statement
        what ``incr``, ``get`` and ``get_expiry`` tell in three."""
        connection = self._connection()
        # The workers take turns on a lock of their own, tried every 50 µs (and a dead
        # worker's is let go with it). SQLite's own lock is tried after sleeps that grow
        # (1, 2, 5, 10 ms...): under load a waiting worker kept finding it taken and failed
        # ("database is locked": 2 workers counting at once lost half the counts).
        lock = self._lock
        if lock is not None:
            self._take_lock()
        try:
            row: tuple[int, float] = connection.execute(
                INCREMENT, (key, amount, time.time(), expiry)).fetchone()
        finally:
            if lock is not None:
                fcntl.flock(lock, fcntl.LOCK_UN)
        self._counted += 1
        if self._counted % SWEEP_EVERY == 0:
            connection.execute("DELETE FROM counts WHERE expires <= ?", (time.time(),))
        return row

    def _row(self, key: str) -> tuple[int, float] | None:
        row: tuple[int, float] | None = self._connection().execute(
            "SELECT count, expires FROM counts WHERE key = ? AND expires > ?",
            (key, time.time())).fetchone()
        return row

    def get(self, key: str) -> int:
        row = self._row(key)
        return row[0] if row else 0

    def get_expiry(self, key: str) -> float:
        row = self._row(key)
        return row[1] if row else time.time()

    def check(self) -> bool:
        return bool(self._connection().execute("SELECT 1").fetchone() == (1,))

    def reset(self) -> int:
        return self._connection().execute("DELETE FROM counts").rowcount

    def clear(self, key: str) -> None:
        self._connection().execute("DELETE FROM counts WHERE key = ?", (key,))
