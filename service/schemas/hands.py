"""``POST /v1/hands/score``: a complete deal state or a summary in, the hand's result out."""

from marshmallow import fields

from engine import api
from service.schemas.base import AnswerSchema, RequestSchema, document_problem
from service.schemas.fields import contract_problem, pair_problem, rules_problem, team_problem
from service.schemas.state import DealStateSchema
from service.schemas.vocabulary import MAX_POINTS

_points_problem = pair_problem(0, MAX_POINTS)
_SUMMARY_FIELDS = {
    "rules": rules_problem,
    "contract": contract_problem,
    "tricks_won": pair_problem(0, 8),
    "card_points": _points_problem,
    "last_trick": team_problem,
    "declarations": _points_problem,
    "belote": _points_problem,
}


class HandSummarySchema(RequestSchema):
    problem = staticmethod(document_problem(_SUMMARY_FIELDS, required=_SUMMARY_FIELDS))


_SUMMARY_ONLY = api.SUMMARY_ONLY  # the engine's own rule for telling the forms apart


class HandScoreRequest:
    """Either form: a body naming any summary-only field is read as a summary."""

    def __init__(self):
        self.summary = HandSummarySchema()
        self.deal_state = DealStateSchema()

    def load(self, data):
        is_summary = isinstance(data, dict) and not _SUMMARY_ONLY.isdisjoint(data)
        return (self.summary if is_summary else self.deal_state).load(data)


class HandScoreAnswer(AnswerSchema):
    outcome = fields.String()
    capot = fields.Raw()
    totals = fields.Raw()
    score = fields.Raw()
    held_over = fields.Integer()
