"""CORS for ``/v1/*``: which web pages may call the API from a browser.

Origins are configured (``*`` by default: the API is public and stateless); credentials
are never allowed, so no cookie or HTTP authentication is ever sent along. A preflight
(``OPTIONS`` with ``Access-Control-Request-Method``) is answered 204 before any key or rate
limit check: a browser sends none of its headers then. Every other answer of ``/v1/*``,
errors included, carries the headers, so that a page can read a problem's details.
"""

from collections.abc import Collection, Mapping
from typing import Protocol

from flask import Response

ALLOW_METHODS = "GET, POST, OPTIONS"
ALLOW_HEADERS = "Content-Type, X-API-Key, X-Request-ID, Accept-Language"
EXPOSE_HEADERS = "X-Request-ID, Retry-After, Content-Language"
DEFAULT_MAX_AGE = 86400


class HeaderFields(Protocol):
    """The header fields of an answer being made: werkzeug's ``Headers``, or what has its
    ``add`` and ``update`` (service/http/fast_path.py)."""

    def add(self, key: str, value: str, /) -> None: ...

    def update(self, fields: Mapping[str, str], /) -> None: ...


class Cors:
    def __init__(self, origins: Collection[str], max_age: int = DEFAULT_MAX_AGE) -> None:
        self.any_origin = "*" in origins
        self.origins = frozenset(origins)
        self.max_age = str(max_age)

    def allowed_origin(self, origin: str | None) -> str | None:
        """The value of Access-Control-Allow-Origin for a request from ``origin``, or None."""
        if self.any_origin:
            return "*"
        return origin if origin in self.origins else None

    def add_headers(self, headers: HeaderFields, origin: str | None) -> None:
        """Adds the headers of an actual (not preflight) answer to ``headers``."""
        if not self.any_origin:
            # The answer depends on the origin: a shared cache must keep one per origin.
            headers.add("Vary", "Origin")
        allowed = self.allowed_origin(origin)
        if allowed is not None:  # add, not set: no view sets them, so no search
            headers.add("Access-Control-Allow-Origin", allowed)
            headers.add("Access-Control-Expose-Headers", EXPOSE_HEADERS)

    def preflight(self, origin: str | None) -> Response:
        """The 204 answer to a preflight; without CORS headers for an origin not allowed,
        which the browser takes as a refusal."""
        response = Response(status=204)
        headers = response.headers
        del headers["Content-Type"]  # no body
        if not self.any_origin:
            headers["Vary"] = "Origin"
        allowed = self.allowed_origin(origin)
        if allowed is not None:
            headers["Access-Control-Allow-Origin"] = allowed
            headers["Access-Control-Allow-Methods"] = ALLOW_METHODS
            headers["Access-Control-Allow-Headers"] = ALLOW_HEADERS
            headers["Access-Control-Max-Age"] = self.max_age
        return response
