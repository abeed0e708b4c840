"""``POST /v1/hands/score``: a complete deal state or a summary in, the hand's result out."""

from marshmallow import fields

from service.schemas.base import AnswerSchema, RequestSchema
from service.schemas.fields import Contract, Pair, Rules, Team
from service.schemas.state import DealStateSchema
from service.schemas.vocabulary import MAX_POINTS


class HandSummarySchema(RequestSchema):
    rules = Rules(required=True)
    contract = Contract(required=True)
    tricks_won = Pair(0, 8, required=True)
    card_points = Pair(0, MAX_POINTS, required=True)
    last_trick = Team(required=True)
    declarations = Pair(0, MAX_POINTS, required=True)
    belote = Pair(0, MAX_POINTS, required=True)


_SUMMARY_ONLY = frozenset(("tricks_won", "card_points", "last_trick", "declarations", "belote"))


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
