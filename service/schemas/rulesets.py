"""``GET /v1/rulesets``: the presets with every field (docs/rules.md §10)."""

from marshmallow import fields

from service.schemas.base import AnswerSchema


class RulesetAnswer(AnswerSchema):
    preset = fields.String()
    bidding = fields.String()
    contract_kinds = fields.List(fields.String())
    declaration_comparison = fields.String()
    sequence_rank = fields.String()
    undertrump = fields.String()
    all_trump_points = fields.String()
    no_trump_points = fields.String()
    capot = fields.String()
    success = fields.String()
    tie = fields.String()
    declarations = fields.String()
    declaration_tie = fields.String()
    belote_on_failure = fields.String()
    dealer_must_name_in_round_two = fields.Boolean()
    redeal_by = fields.String()
    rounding = fields.String()
    target = fields.Integer()
    hand_limit = fields.Raw()
    all_trump_belote = fields.String()
