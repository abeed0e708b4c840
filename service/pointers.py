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

from service.problems import clip


def escape(key):
    return clip(str(key).replace("~", "~0").replace("/", "~1"))


def errors_at(messages, pointer=""):
    """``[(pointer, message)…]`` for a marshmallow ``ValidationError.messages`` value."""
    if isinstance(messages, dict):
        found = []
        for key, value in messages.items():
            found.extend(errors_at(value, f"{pointer}/{escape(key)}"))
        return found
    if isinstance(messages, list):
        found = []
        for message in messages:
            found.extend(errors_at(message, pointer))
        return found
    return [(pointer, str(messages))]
