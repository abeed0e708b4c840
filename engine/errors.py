"""The engine's errors: every one is a ValueError carrying where and why.

``MalformedInput`` means the input cannot be read at all (an unknown card code, a seat
of 7, an unknown ruleset field); ``ImpossibleState`` means it reads but describes a deal
that cannot happen; ``IllegalAction`` means the state is fine but the requested call or
card breaks a rule. Each carries ``errors``: a list of ``(pointer, message)`` pairs where
``pointer`` is an RFC 6901 JSON pointer into the caller's input, and the machine-readable
reason: ``code`` (a key of ``engine.reasons.REASONS``) and its ``params``.

>>> error = IllegalAction.of("must_follow", "/action", seat=1, card="JH", suit="D")
>>> error.message, error.code, error.params
('seat 1 cannot play JH: must follow diamonds', 'must_follow', {'seat': 1, 'card': 'JH', 'suit': 'D'})
>>> MalformedInput("bad seat").code, MalformedInput("bad seat").params
('invalid_request', {'reason': 'bad seat'})
"""


import json
from typing import Any, Protocol, Self

# Re-exported (the "as" says so): the service reaches the reasons through the facade.
from engine.reasons import (REASONS as REASONS, Renderer as Renderer, closest as closest,
                            either as either, render as render)


def shown(value: object, limit: int = 60) -> str:
    """A value as a message quotes it: JSON, cut short.

    >>> shown({"bid": 80, "kind": "H"}), shown("x" * 100, 10)
    ('{"bid": 80, "kind": "H"}', '"xxxxxxxx…')
    """
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):  # not JSON, or an integer too long to write out
        text = type(value).__name__
    return text if len(text) <= limit else text[:limit - 1] + "…"


def pointer_token(key: object) -> str:
    """``key`` as one token of an RFC 6901 JSON pointer: ``~`` written ``~0``, ``/`` ``~1``.
    The one escape of the engine's pointers and of the service's.

    >>> "/" + pointer_token("a/b~c")
    '/a~1b~0c'
    """
    return str(key).replace("~", "~0").replace("/", "~1")


def plain(value: object, limit: int = 60) -> object:
    """A value the client sent, as an error's parameter: itself, a plain JSON value, when
    its JSON is short; else that JSON cut short, as text.

    >>> plain("hand"), plain({"bid": 85, "kind": "H"}), plain("x" * 100, 10)
    ('hand', {'bid': 85, 'kind': 'H'}, '"xxxxxxxx…')
    """
    text = shown(value, limit)
    return value if not text.endswith("…") and text != type(value).__name__ else text


def suggested(value: object, names: Any) -> dict[str, list[str]]:
    """``{"did_you_mean": [...]}``, the names ``value`` is likely a misspelling of, or
    ``{}``: the optional parameter of any reason.

    >>> suggested("dealr", ["dealer", "hands"]), suggested(3, ["dealer"])
    ({'did_you_mean': ['dealer']}, {})
    """
    names = closest(value, names)
    return {"did_you_mean": names} if names else {}


def unknown_field(key: object, pointer: str, fields: Any) -> "MalformedInput":
    """The refusal of ``key``, not one of ``fields``, at ``pointer``."""
    return MalformedInput.of("unknown_field", pointer, field=plain(key), **suggested(key, fields))


class EngineError(ValueError):
    # The reason of an error raised with a message only: the message is its one parameter.
    GENERIC = "invalid_request"

    def __init__(self, message: str, pointer: str = "", code: str | None = None,
                 params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.pointer = pointer
        if code is None:
            code, params = self.GENERIC, {"reason": message}
        self.code = code
        self.params = params if params is not None else {}

    @classmethod
    def of(cls, code: str, pointer: str = "", **params: Any) -> Self:
        """The error for a reason of the registry, its English message rendered."""
        return cls(render(code, params), pointer, code, params)

    @property
    def errors(self) -> list[tuple[str, str]]:
        return [(self.pointer, self.message)]

    def at(self, prefix: str) -> Self:
        """The same error, its pointer placed under ``prefix`` (for nested documents)."""
        return type(self)(self.message, prefix + self.pointer, self.code, self.params)


class MalformedInput(EngineError):
    """The input cannot be read: wrong notation, out-of-range value, unknown field."""


class ImpossibleState(EngineError):
    """The input reads, but no real deal could be in that state."""

    GENERIC = "impossible_state"


class IllegalAction(EngineError):
    """The state is possible, but the requested call or card breaks a rule."""

    GENERIC = "illegal_action"


class SearchStopped(Exception):
    """The caller's ``stop`` event was set while a search ran (``engine.hints(doc, stop)``):
    the search gave up. Not an ``EngineError``: nothing is wrong with the request, the
    server chose to stop it (a 503, not a 4xx)."""


class _Stop(Protocol):
    def is_set(self) -> bool: ...


def check_stop(stop: _Stop | None) -> None:
    """Raise ``SearchStopped`` once ``stop`` (None, or an object with ``is_set()``) is set:
    what a search looks at between two units of its work."""
    if stop is not None and stop.is_set():
        raise SearchStopped
