"""``GET /v1/rulesets``: the presets with every field (docs/rules.md §10), each field typed
as the engine's table of fields (``engine.vocabulary.RULESET_FIELDS``) says."""

from typing import Any

from marshmallow import Schema, fields

import engine

from service.schemas.base import AnswerSchema
from service.schemas.fields import RulesetField
from service.schemas.vocabulary import RULESET_FIELDS


def _field(field: RulesetField) -> fields.Field[Any]:
    if field.name == "contract_kinds":
        return fields.List(fields.String())
    if field.name == "target":
        return fields.Integer()
    if field.flag:
        return fields.Boolean()
    if field.nullable or field.name == "doubling_levels":  # null, or a list
        return fields.Raw()
    if field.span is not None or (field.choices and type(field.choices[0]) is int):
        return fields.Integer()
    return fields.String()


# In the order of the record, as the engine lists a preset that names every field
_ORDER = [name for ruleset in engine.rulesets()[:1] for name in ruleset]
RulesetAnswer: type[Schema] = AnswerSchema.from_dict(
    {name: _field(RULESET_FIELDS[name]) for name in _ORDER}, name="RulesetAnswer")
