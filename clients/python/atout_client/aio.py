"""The asynchronous twin of ``Client``, on ``asyncio`` streams (HTTP/1.1, one connection
per call). Imported only when ``AsyncClient`` is first used, so that ``import
atout_client`` stays quick for synchronous code."""

import asyncio

from . import _transport as t
from .errors import NetworkError, TimedOutError
from .operations import Operations


class _Headers(dict):
    """An answer's headers, read whatever their case."""

    def get(self, name, default=None):
        return super().get(name.lower(), default)


async def _read_body(reader, headers):
    if "chunked" in headers.get("transfer-encoding", "").lower():
        chunks = []
        while True:
            size = int((await reader.readline()).split(b";")[0].strip() or b"0", 16)
            if size == 0:
                while (await reader.readline()).strip():
                    pass
                return b"".join(chunks)
            chunks.append(await reader.readexactly(size))
            await reader.readexactly(2)
    if headers.get("content-length") is not None:
        return await reader.readexactly(int(headers["content-length"]))
    return await reader.read()


class AsyncClient(Operations):
    """``Client``'s twin: the same settings and methods, each answering an awaitable.

    ``timeout`` is, as there, the whole call's budget: its exchanges, retries and waits.
    ``await client.close()`` is there for symmetry: no connection outlives its call.
    """

    def __init__(self, base_url=t.DEFAULT_BASE_URL, api_key=None, *, timeout=t.DEFAULT_TIMEOUT,
                 max_retries=t.DEFAULT_MAX_RETRIES, language=None, headers=None):
        self.settings = t.Settings(base_url, api_key, timeout, max_retries, language, headers)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *_):
        await self.close()

    async def close(self):
        """Nothing to close: each call's connection closes with it."""

    async def _exchange(self, method, path, data, headers, deadline):
        s = self.settings
        head = [f"{method} {s.prefix}{path} HTTP/1.1", f"Host: {s.host}:{s.port}",
                "Connection: close", f"Content-Length: {len(data or b'')}"]
        head += [f"{name}: {value}" for name, value in headers.items()]
        message = ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + (data or b"")
        writer = None
        try:
            left = t.time_left(deadline)
            async with asyncio.timeout(None if left is None else max(left, 0)):
                reader, writer = await asyncio.open_connection(s.host, s.port,
                                                               ssl=True if s.https else None)
                writer.write(message)
                await writer.drain()
                status_line = await reader.readline()
                if not status_line:
                    raise ConnectionResetError("the server closed the connection")
                status = int(status_line.split()[1])
                answer_headers = _Headers()
                while (line := await reader.readline()).strip():
                    name, _, value = line.decode("latin-1").partition(":")
                    answer_headers[name.strip().lower()] = value.strip()
                return status, answer_headers, await _read_body(reader, answer_headers)
        except TimeoutError:
            raise TimedOutError(f"no answer from {s.base_url} within the call's {s.timeout} s",
                                code="timeout", request_id=headers["X-Request-ID"]) from None
        except (OSError, ValueError, IndexError, asyncio.IncompleteReadError) as error:
            raise NetworkError(f"cannot reach {s.base_url}: {error}", code="network_error",
                               request_id=headers["X-Request-ID"]) from error
        finally:
            if writer is not None:
                writer.close()

    async def _call_async(self, method, path, body, kind):
        request_id = t.new_request_id()
        data = t.encode(body)
        headers = t.request_headers(self.settings, request_id, data)
        deadline = t.deadline_of(self.settings)
        attempt = 0
        while True:
            try:
                status, answer_headers, raw = await self._exchange(method, path, data, headers,
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
            await asyncio.sleep(delay)
            attempt += 1

    def _call(self, method, path, body, kind):
        return self._call_async(method, path, body, kind)
