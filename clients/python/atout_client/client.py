"""The synchronous client, on the standard library's ``http.client``.

One kept-alive connection per thread; a call either answers its typed result or raises an
``AtoutError``.
"""

import http.client
import threading
import time

from . import _transport as t
from .errors import NetworkError, TimedOutError
from .operations import Operations


class Client(Operations):
    """Atout at ``base_url``.

    ``api_key`` is sent as ``X-API-Key``, ``language`` as ``Accept-Language`` (``"fr"``,
    ``"bg"``: the problems' texts), ``headers`` as they are. ``timeout`` (seconds, 30 by
    default) bounds the wait for the connection and for each read of an answer: past it,
    ``TimedOutError``, not retried. ``max_retries`` (2 by default) retries of an answer
    429, 502, 503 or 504 (after its ``Retry-After``, or a backoff of 0.5 s, 1 s, 2 s …)
    and of a connection that failed; every operation is a pure function of its body, so a
    retry is always safe. Usable from many threads; ``close()`` (or ``with``) ends the
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
            kind = http.client.HTTPSConnection if s.https else http.client.HTTPConnection
            connection = kind(s.host, s.port, timeout=s.timeout)
            self._local.connection = connection
            with self._lock:
                self._opened.append(connection)
        return connection

    def _exchange(self, method, path, data, headers):
        connection = self._connection()
        reused = connection.sock is not None
        try:
            connection.request(method, self.settings.prefix + path, body=data, headers=headers)
            response = connection.getresponse()
            return response.status, response.headers, response.read()
        except TimeoutError:
            connection.close()
            raise TimedOutError(f"no answer from {self.settings.base_url} within "
                                f"{self.settings.timeout} s", code="timeout",
                                request_id=headers["X-Request-ID"]) from None
        except (OSError, http.client.HTTPException) as error:
            connection.close()
            if reused:  # the server closed a kept-alive connection: once more, on a new one
                return self._exchange(method, path, data, headers)
            raise NetworkError(f"cannot reach {self.settings.base_url}: {error}",
                               code="network_error",
                               request_id=headers["X-Request-ID"]) from error

    def _call(self, method, path, body, kind):
        request_id = t.new_request_id()
        data = t.encode(body)
        headers = t.request_headers(self.settings, request_id, data)
        attempt = 0
        while True:
            try:
                status, answer_headers, raw = self._exchange(method, path, data, headers)
            except TimedOutError:
                raise
            except NetworkError:
                if attempt >= self.settings.max_retries:
                    raise
                delay = t.backoff(attempt, None)
            else:
                delay = t.retry_delay(status, answer_headers, attempt, self.settings.max_retries)
                if delay is None:
                    return t.answer(status, answer_headers, raw, kind, request_id)
            time.sleep(delay)
            attempt += 1
