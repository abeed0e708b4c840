"""``POST /v1/dd-table`` and ``POST /v1/review``: double-dummy analysis of whole deals."""

from marshmallow import fields

from service.schemas.base import AnswerSchema, RequestSchema, document_problem
from service.schemas.declarations import four_hands_problem
from service.schemas.fields import rules_problem, seat_problem
from service.schemas.state import deal_state_problem

_DD_TABLE_FIELDS = {"rules": rules_problem, "dealer": seat_problem, "hands": four_hands_problem}


class DdTableRequest(RequestSchema):
    problem = staticmethod(document_problem(_DD_TABLE_FIELDS, required=_DD_TABLE_FIELDS))


class DdTableAnswer(AnswerSchema):
    # Raw: the engine's plain values, dumped without a per-field call
    leader = fields.Raw()
    core = fields.Raw()
    contracts = fields.Raw()


class ReviewRequest(RequestSchema):
    problem = staticmethod(document_problem({"state": deal_state_problem}, required=("state",)))


class ReviewAnswer(AnswerSchema):
    core = fields.Raw()
    cards = fields.Raw()
    teams = fields.Raw()
