"""marshmallow's nested error messages as RFC 6901 JSON pointers.

>>> errors_at({"hands": {1: {2: ["Not a card."]}}, "foo/x": ["Unknown field."],
...            "_schema": ["Expected a JSON object."]})
[('/hands/1/2', 'Not a card.'), ('/foo~1x', 'Unknown field.'), ('', 'Expected a JSON object.')]
"""

from marshmallow.exceptions import SCHEMA


def escape(key):
    return str(key).replace("~", "~0").replace("/", "~1")


def errors_at(messages, pointer=""):
    """``[(pointer, message)…]`` for a marshmallow ``ValidationError.messages`` value."""
    if isinstance(messages, dict):
        found = []
        for key, value in messages.items():
            found.extend(errors_at(value, pointer if key == SCHEMA else f"{pointer}/{escape(key)}"))
        return found
    if isinstance(messages, list):
        found = []
        for message in messages:
            found.extend(errors_at(message, pointer))
        return found
    return [(pointer, str(messages))]
