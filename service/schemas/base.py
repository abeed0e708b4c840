"""Base classes for request and answer schemas, and the check of a whole request document."""

from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any, TypeAlias, cast

from marshmallow import Schema, ValidationError, fields
from marshmallow.decorators import POST_DUMP, PRE_DUMP

from engine.errors import suggested
from service.http.problems import MAX_ERRORS


class Message(str):
    """A message of the checks, carrying the ``code`` and ``params`` of its reason (codes of
    ``service.http.problems.CODES``), so that a problem can say it in another language.

    >>> message = Message("Expected an integer from 0 to 3.", "integer_expected", low=0, high=3)
    >>> message, message.code, message.params
    ('Expected an integer from 0 to 3.', 'integer_expected', {'low': 0, 'high': 3})
    """

    code: str
    params: dict[str, Any]

    def __new__(cls, text: str, code: str, **params: Any) -> "Message":
        message = super().__new__(cls, text)
        message.code = code
        message.params = params
        return message


OBJECT_EXPECTED = Message("Expected a JSON object.", "object_expected")
UNKNOWN_FIELD = Message("Unknown field.", "unknown_field")


# What a check finds wrong with a value: a message, or those of its parts by list index or
# object key; a check returns None for a value it takes.
Found: TypeAlias = Message | dict[Any, "Found"]
Check = Callable[[Any], Found | None]
Converter = Callable[[Any], Any]


def unknown_field(key: str, fields: Iterable[str]) -> Message:
    """``UNKNOWN_FIELD``, with the ``fields`` that ``key`` is likely a misspelling of
    (``service.http.pointers`` writes the key into the text)."""
    near = suggested(key, fields)
    return Message("Unknown field.", "unknown_field", **near) if near else UNKNOWN_FIELD
MISSING = Message("Missing data for required field.", "missing_field")
NULL = Message("Field may not be null.", "null_not_allowed")
_ABSENT = object()
# A problem lists at most MAX_ERRORS errors: a check stops looking once it has found more
# than that at one level (each one is at least one error), so that a body of a million bad
# items costs what one of twenty-one does. The errors listed are the same.
ENOUGH = MAX_ERRORS + 1


def document_problem(checks: Mapping[str, Check], required: Collection[str] = (),
                     nullable: Collection[str] = ()) -> Check:
    """A check for a request document (an object) whose fields ``checks`` names, each with
    the check of its value: problems in field order (a required one missing, a null value
    where none is allowed, a value its check refuses), then each unknown key as sent. The
    messages and order are marshmallow's for one marshmallow field per key, except that
    marshmallow listed unknown keys in set order, which changes from process to process.
    Unknown keys stop being listed once there are ``ENOUGH`` problems."""
    required = frozenset(required)
    nullable = frozenset(nullable)

    def problem(document: Any) -> Found | None:
        if type(document) is not dict:
            return OBJECT_EXPECTED
        found: dict[str, Found] = {}
        for name, check in checks.items():
            value = document.get(name, _ABSENT)
            if value is _ABSENT:
                if name in required:
                    found[name] = MISSING
            elif value is None:
                if name not in nullable:
                    found[name] = NULL
            elif (field_problem := check(value)) is not None:
                found[name] = field_problem
        if not checks.keys() >= document.keys():
            for key in document:
                if key not in checks:
                    found[key] = unknown_field(key, checks)
                    if len(found) >= ENOUGH:
                        break
        return found or None
    return problem


def as_messages(problem: Found) -> dict[Any, Any] | list[Message]:
    """marshmallow's message form: every message in a list, nested by key."""
    if isinstance(problem, dict):
        return {key: as_messages(value) for key, value in problem.items()}
    return [problem]


class RequestSchema(Schema):
    """Reads a request document: ``problem``, one function of the whole document (as
    ``document_problem`` makes), finds what is wrong with it; the document is kept as sent.

    One check per document rather than one marshmallow field per key: the batch endpoint
    validates every sub-request, and marshmallow's per-field machinery cost more than all
    the checks together. With no fields declared, marshmallow's own load would read
    nothing and only run the hooks: ``load`` runs the check itself, which halves what a
    request spends reading its document (bench/service.py)."""

    problem: Any = None  # in each subclass: staticmethod(document_problem(...))

    def load(self, data: Any, **kwargs: Any) -> dict[str, Any]:
        # Checked here rather than by marshmallow, which would file the error under its
        # "_schema" key: a client's field named "_schema" would then get the wrong pointer.
        if type(data) is not dict:
            raise ValidationError([OBJECT_EXPECTED])
        problem = self.problem(data)
        if problem is not None:
            # A dict keyed by field: marshmallow files it as the document's own messages.
            raise ValidationError(as_messages(problem))
        return data


class AnswerSchema(Schema):
    """Writes an answer: only the declared fields of what the engine returned.

    marshmallow's dump of a dict, for the fields answers use (Raw, Integer, String,
    Boolean, Nested and List of them, no hooks), is the declared keys it has, in declared
    order, each value unchanged when it already has the field's type, None kept as None:
    that is worked out here once per schema, as a plan of one converter per key, without
    marshmallow's per-field calls, which cost /v1/play as much as the engine did. Anything
    else (another type of value, another kind of field) goes through marshmallow itself."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        plain = not (self.many or self._hooks[PRE_DUMP] or self._hooks[POST_DUMP]) and all(
            field.data_key is None and field.attribute is None
            for field in self.dump_fields.values())
        self._plan: tuple[tuple[str, Converter | None], ...] | None = None
        if plain:
            plan = tuple((key, _converter(field)) for key, field in self.dump_fields.items())
            if all(converter is not _UNPLANNED for _, converter in plan):
                self._plan = plan

    def dump(self, obj: Any, *, many: bool | None = None) -> Any:
        if self._plan is None or many or type(obj) is not dict:
            return super().dump(obj, many=many)
        return {key: value if convert is None or value is None else convert(value)
                for key, convert in self._plan if (value := obj.get(key, _ABSENT)) is not _ABSENT}


_UNPLANNED: Any = object()  # a field with no converter: the schema dumps through marshmallow
_EXACT = {fields.Integer: int, fields.String: str, fields.Boolean: bool}


def _converter(field: Any) -> Converter | None:
    """A function of a non-null value giving what ``field`` dumps it as (None: the value
    itself), or ``_UNPLANNED``."""
    kind = type(field)
    if kind is fields.Raw:
        return None
    if kind in _EXACT:
        exact, serialize = _EXACT[kind], field._serialize
        return lambda value: value if type(value) is exact else serialize(value, None, None)
    if kind is fields.Nested and not field.many and isinstance(field.schema, AnswerSchema):
        return field.schema.dump
    if kind is fields.List:
        inner = _converter(field.inner)
        if inner is _UNPLANNED:
            return _UNPLANNED
        if inner is None:
            return list
        return lambda items: [None if item is None else inner(item) for item in items]
    return cast(Converter, _UNPLANNED)  # a sentinel, only ever compared by identity
