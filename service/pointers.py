"""marshmallow's nested error messages as RFC 6901 JSON pointers.

Every key of the messages is a key of the request: ``RequestSchema`` rejects a non-object
itself, so marshmallow never files an error under its own ``"_schema"`` key, which a
client's field of that name could not be told from. A key is quoted at most
``MAX_QUOTED`` characters long.

>>> errors_at({"hands": {1: {2: ["Not a card."]}}, "foo/x": ["Unknown field."],
...            "_schema": ["Unknown field."]})
[('/hands/1/2', 'Not a card.'), ('/foo~1x', 'Unknown field.'), ('/_schema', 'Unknown field.')]
>>> errors_at(["Expected a JSON object."])
[('', 'Expected a JSON object.')]
"""

from engine.errors import shown
from service.problems import clip
from service.schemas.base import Message


def escape(key):
    return clip(str(key).replace("~", "~0").replace("/", "~1"))


def errors_at(messages, pointer="", key=None):
    """``[(pointer, message)…]`` for a marshmallow ``ValidationError.messages`` value; a
    message that carries a reason code (``schemas.base.Message``) is kept as it is, an
    unknown field's given the field's name as a parameter."""
    if isinstance(messages, dict):
        found = []
        for child, value in messages.items():
            found.extend(errors_at(value, f"{pointer}/{escape(child)}", child))
        return found
    if isinstance(messages, list):
        found = []
        for message in messages:
            found.extend(errors_at(message, pointer, key))
        return found
    if getattr(messages, "code", None) == "unknown_field" and key is not None:
        messages = Message(messages, "unknown_field", field=shown(clip(str(key))))
    return [(pointer, messages if isinstance(messages, str) else str(messages))]
