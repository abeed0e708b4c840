"""The engine's errors: every one is a ValueError carrying where and why.

``MalformedInput`` means the input cannot be read at all (an unknown card code, a seat
of 7, an unknown ruleset field); ``ImpossibleState`` means it reads but describes a deal
that cannot happen; ``IllegalAction`` means the state is fine but the requested call or
card breaks a rule. Each carries ``errors``: a list of ``(pointer, message)`` pairs where
``pointer`` is an RFC 6901 JSON pointer into the caller's input.
"""


import json


def shown(value, limit=60):
    """A value as a message quotes it: JSON, cut short.

    >>> shown({"bid": 80, "kind": "H"}), shown("x" * 100, 10)
    ('{"bid": 80, "kind": "H"}', '"xxxxxxxx…')
    """
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):  # not JSON, or an integer too long to write out
        text = type(value).__name__
    return text if len(text) <= limit else text[:limit - 1] + "…"


class EngineError(ValueError):
    def __init__(self, message, pointer=""):
        super().__init__(message)
        self.message = message
        self.pointer = pointer

    @property
    def errors(self):
        return [(self.pointer, self.message)]

    def at(self, prefix):
        """The same error, its pointer placed under ``prefix`` (for nested documents)."""
        return type(self)(self.message, prefix + self.pointer)


class MalformedInput(EngineError):
    """The input cannot be read: wrong notation, out-of-range value, unknown field."""


class ImpossibleState(EngineError):
    """The input reads, but no real deal could be in that state."""


class IllegalAction(EngineError):
    """The state is possible, but the requested call or card breaks a rule."""
