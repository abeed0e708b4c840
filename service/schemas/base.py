"""Base classes for request and answer schemas."""

from marshmallow import RAISE, Schema, ValidationError

OBJECT_EXPECTED = "Expected a JSON object."


class RequestSchema(Schema):
    """Reads a request document: unknown fields are errors, values are kept as sent."""

    class Meta:
        unknown = RAISE

    def load(self, data, **kwargs):
        # Checked here rather than by marshmallow, which would file the error under its
        # "_schema" key: a client's field named "_schema" would then get the wrong pointer.
        # Nested schemas are loaded through here too.
        if type(data) is not dict:
            raise ValidationError([OBJECT_EXPECTED])
        return super().load(data, **kwargs)


class AnswerSchema(Schema):
    """Writes an answer: only the declared fields of what the engine returned."""
