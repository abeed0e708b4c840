"""The synchronous client, on the standard library's ``http.client``.

One kept-alive connection per thread; a call either answers its typed result or raises an
``AtoutError``.
"""

import http.client
import io
import threading
import time

from . import _transport as t
from .errors import NetworkError, TimedOutError
from .operations import Operations


class _DeadlineReader(io.RawIOBase):
    """A socket's reading end that gives each of its reads what is left of the call's
    budget, and none once it is spent: a server dripping its headers or body one byte at a
    time, each byte in time for the socket's own timeout, still cannot hold a call past
    its deadline."""

    def __init__(self, sock, deadline):
        super().__init__()
        self._sock, self._raw, self.deadline = sock, sock.makefile("rb", buffering=0), deadline

    def readable(self):
        return True

    def readinto(self, buffer):
        left = t.time_left(self.deadline)
        if left is not None:
            if left <= 0:
                raise TimeoutError
            self._sock.settimeout(left)
        return self._raw.readinto(buffer)

    def close(self):
        if not self.closed:
            self._raw.close()
        super().close()


class _Socket:
    """What ``HTTPResponse`` is given in place of the socket: ``makefile`` answers a
    buffered ``_DeadlineReader``."""

    def __init__(self, sock, deadline):
        self._sock, self._deadline = sock, deadline

    def makefile(self, mode="rb", *_args, **_kwargs):
        return io.BufferedReader(_DeadlineReader(self._sock, self._deadline))


class _Deadlined:
    """A connection whose answers are read within ``deadline`` (``None``: no limit)."""

    deadline = None

    def response_class(self, sock, *args, **kwargs):
        return http.client.HTTPResponse(_Socket(sock, self.deadline), *args, **kwargs)


class _HTTPConnection(_Deadlined, http.client.HTTPConnection):
    pass


class _HTTPSConnection(_Deadlined, http.client.HTTPSConnection):
    pass


class Client(Operations):
    """Atout at ``base_url``.

    ``api_key`` is sent as ``X-API-Key``, ``language`` as ``Accept-Language`` (``"fr"``,
    ``"bg"``: the problems' texts), ``headers`` as they are. ``timeout`` (seconds, 30 by
    default; ``None``: no limit) is the whole call's budget, its retries and their waits
    included: past it, ``TimedOutError``. ``max_retries`` (2 by default) retries of an
    answer 429, 502, 503 or 504 (after its ``Retry-After``, or a backoff of 0.5 s, 1 s,
    2 s …) and of a connection that failed, while the wait ends within the budget; a wait
    that would not (a ``Retry-After: 60`` with 2 s left) raises the answer's error at once,
    its ``retry_after`` the wait asked. Every operation is a pure function of its body, so
    a retry is always safe. Usable from many threads; ``close()`` (or ``with``) ends the
    connections.

    >>> Client("http://127.0.0.1:8000", api_key="k", timeout=5).settings.headers["X-API-Key"]
    'k'
    """

    def __init__(self, base_url=t.DEFAULT_BASE_URL, api_key=None, *, timeout=t.DEFAULT_TIMEOUT,
                 max_retries=t.DEFAULT_MAX_RETRIES, language=None, headers=None):
        self.settings = t.Settings(base_url, api_key, timeout, max_retries, language, headers)
        self._local = threading.local()
        self._opened = []
        self._lock = threading.Lock()

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def close(self):
        """Close every connection this client opened (it opens new ones if used again)."""
        with self._lock:
            opened, self._opened = self._opened, []
        for connection in opened:
            connection.close()
        self._local = threading.local()

    def _connection(self):
        connection = getattr(self._local, "connection", None)
        if connection is None:
            s = self.settings
            kind = _HTTPSConnection if s.https else _HTTPConnection
            connection = kind(s.host, s.port, timeout=s.timeout)
            self._local.connection = connection
            with self._lock:
                self._opened.append(connection)
        return connection

    def _exchange(self, method, path, data, headers, deadline):
        connection = self._connection()
        reused = connection.sock is not None
        try:
            self._budget(connection, deadline)
            connection.request(method, self.settings.prefix + path, body=data, headers=headers)
            self._budget(connection, deadline)
            response = connection.getresponse()
            chunks = []
            while True:
                self._budget(connection, deadline)
                chunk = response.read(65536)
                if not chunk:
                    return response.status, response.headers, b"".join(chunks)
                chunks.append(chunk)
        except TimeoutError:
            connection.close()
            raise TimedOutError(f"no answer from {self.settings.base_url} within the call's "
                                f"{self.settings.timeout} s", code="timeout",
                                request_id=headers["X-Request-ID"]) from None
        except (OSError, http.client.HTTPException) as error:
            connection.close()
            if reused:  # the server closed a kept-alive connection: once more, on a new one
                return self._exchange(method, path, data, headers, deadline)
            raise NetworkError(f"cannot reach {self.settings.base_url}: {error}",
                               code="network_error",
                               request_id=headers["X-Request-ID"]) from error

    @staticmethod
    def _budget(connection, deadline):
        """Give the connection's next waits what is left of the call's budget (so that no
        wait, however many there are, ends past ``deadline``); raise when none is left."""
        left = t.time_left(deadline)
        if left is not None and left <= 0:
            raise TimeoutError
        connection.deadline = deadline
        connection.timeout = left
        if connection.sock is not None:
            connection.sock.settimeout(left)

    def _call(self, method, path, body, kind):
        request_id = t.new_request_id()
        data = t.encode(body)
        headers = t.request_headers(self.settings, request_id, data)
        deadline = t.deadline_of(self.settings)
        attempt = 0
        while True:
            try:
                status, answer_headers, raw = self._exchange(method, path, data, headers,
                                                             deadline)
            except TimedOutError:
                raise
            except NetworkError:
                delay = None if attempt >= self.settings.max_retries else t.within(
                    t.backoff(attempt, None), deadline)
                if delay is None:
                    raise
            else:
                delay = t.retry_delay(status, answer_headers, attempt,
                                      self.settings.max_retries, deadline)
                if delay is None:
                    return t.answer(status, answer_headers, raw, kind, request_id)
            time.sleep(delay)
            attempt += 1
