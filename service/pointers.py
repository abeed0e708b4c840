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

from service.problems import MAX_ERRORS, clip


def escape(key):
    return clip(str(key).replace("~", "~0").replace("/", "~1"))


def errors_at(messages, pointer="", limit=MAX_ERRORS + 1):
    """``[(pointer, message)…]`` for a marshmallow ``ValidationError.messages`` value: the
    first ``limit`` of them, one more than a problem lists, so that it knows there are more."""
    found = []
    _collect(messages, pointer, found, limit)
    return found


def _collect(messages, pointer, found, limit):
    if isinstance(messages, dict):
        for key, value in messages.items():
            if len(found) >= limit:
                return
            _collect(value, f"{pointer}/{escape(key)}", found, limit)
    elif isinstance(messages, list):
        for message in messages:
            if len(found) >= limit:
                return
            _collect(message, pointer, found, limit)
    else:
        found.append((pointer, str(messages)))
