"""Base classes for request and answer schemas."""

from marshmallow import RAISE, Schema, fields

OBJECT_EXPECTED = "Expected a JSON object."


class RequestSchema(Schema):
    """Reads a request document: unknown fields are errors, values are kept as sent."""

    class Meta:
        unknown = RAISE

    error_messages = {"type": OBJECT_EXPECTED}


class Object(fields.Nested):
    """A nested request object, with the same wording as the top level for a non-object."""

    default_error_messages = {"type": OBJECT_EXPECTED}


class AnswerSchema(Schema):
    """Writes an answer: only the declared fields of what the engine returned."""
