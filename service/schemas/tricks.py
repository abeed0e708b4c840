"""``POST /v1/tricks/resolve``: four cards in, who wins them and their points out."""

from marshmallow import fields

from service.schemas.base import AnswerSchema, RequestSchema
from service.schemas.fields import Checked, Contract, Rules, Seat, card_list_problem

_card_list_problem = card_list_problem(4)


def _four_cards_problem(value):
    if type(value) is list and len(value) != 4:
        return "Expected a list of exactly 4 cards, in play order."
    return _card_list_problem(value)


class TrickRequest(RequestSchema):
    rules = Rules(required=True)
    contract = Contract(required=True)
    leader = Seat(required=True)
    cards = Checked(_four_cards_problem, required=True)


class TrickAnswer(AnswerSchema):
    winner = fields.Integer()
    team = fields.Integer()
    points = fields.Integer()
