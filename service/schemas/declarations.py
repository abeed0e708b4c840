"""``POST /v1/declarations``: four full hands in, what each seat declares and who scores."""

from marshmallow import fields

from service.schemas.base import AnswerSchema, RequestSchema
from service.schemas.fields import Checked, Contract, Rules, Seat, hand_problem


def _four_hands_problem(value):
    if type(value) is not list or len(value) != 4:
        return "Expected a list of 4 hands, one per seat, each a list of 8 cards."
    found = {seat: p for seat, hand in enumerate(value) if (p := hand_problem(hand)) is not None}
    return found or None


class DeclarationsRequest(RequestSchema):
    rules = Rules(required=True)
    contract = Contract(required=True)
    dealer = Seat(required=True)
    hands = Checked(_four_hands_problem, required=True)


class DeclarationAnswer(AnswerSchema):
    kind = fields.String()
    cards = fields.Raw()
    points = fields.Integer()


class DeclarationsAnswer(AnswerSchema):
    declarations = fields.List(fields.List(fields.Nested(DeclarationAnswer)))
    belote = fields.Raw()
    team = fields.Raw()
    points = fields.Raw()
