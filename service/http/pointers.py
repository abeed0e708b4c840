"""marshmallow's nested error messages as RFC 6901 JSON pointers.

Every key of the messages is a key of the request: ``RequestSchema`` rejects a non-object
itself, so marshmallow never files an error under its own ``"_schema"`` key, which a
client's field of that name could not be told from. A key is quoted at most
``MAX_QUOTED`` characters long.

>>> errors_at({"hands": {1: {2: ["Not a card."]}}, "foo/x": ["Unknown field."],
...            "_schema": ["Unknown field."]})
[('/hands/1/2', 'Not a card.'), ('/foo~1x', 'Unknown field.'), ('/_schema', 'Unknown field.')]
>>> from service.schemas.base import UNKNOWN_FIELD
>>> [(where, message, message.params) for where, message in errors_at({"hand": [UNKNOWN_FIELD]})]
[('/hand', 'Unknown field "hand".', {'field': 'hand'})]
>>> from service.schemas.base import unknown_field
>>> [(m, m.params) for _, m in errors_at({"dealr": [unknown_field("dealr", ["dealer"])]})]
[('Unknown field "dealr". Did you mean "dealer"?', {'field': 'dealr', 'did_you_mean': ['dealer']})]
>>> errors_at(["Expected a JSON object."])
[('', 'Expected a JSON object.')]
"""

from typing import Any

from engine.errors import either, pointer_token, shown
from service.http.problems import MAX_ERRORS, MAX_QUOTED, clip
from service.schemas.base import Message


def escape(key: object) -> str:
    return clip(pointer_token(key))


def errors_at(messages: Any, pointer: str = "",
              limit: int = MAX_ERRORS + 1) -> list[Any]:
    """``[(pointer, message)…]`` for a marshmallow ``ValidationError.messages`` value: the
    first ``limit`` of them, one more than a problem lists, so that it knows there are more.
    A message that carries a reason code (``schemas.base.Message``) is kept as it is, an
    unknown field's given the field's name as a parameter."""
    found: list[Any] = []
    _collect(messages, pointer, found, limit)
    return found


def _collect(messages: Any, pointer: str, found: list[Any], limit: int,
             key: object = None) -> None:
    if isinstance(messages, dict):
        for child, value in messages.items():
            if len(found) >= limit:
                return
            _collect(value, f"{pointer}/{escape(child)}", found, limit, child)
    elif isinstance(messages, list):
        for message in messages:
            if len(found) >= limit:
                return
            _collect(message, pointer, found, limit, key)
    else:
        if getattr(messages, "code", None) == "unknown_field" and key is not None:
            field = clip(str(key))
            text = f"Unknown field {shown(field, MAX_QUOTED + 10)}."
            near = messages.params.get("did_you_mean")
            if near:
                text += f" Did you mean {either(near, 'or')}?"
            messages = Message(text, "unknown_field", field=field,
                               **({"did_you_mean": near} if near else {}))
        found.append((pointer, messages if isinstance(messages, str) else str(messages)))
