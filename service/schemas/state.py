"""The deal state (API.md) and the contract, as requests and as answers."""

from marshmallow import fields

from service.schemas.base import AnswerSchema, RequestSchema
from service.schemas.fields import (
    Card, Checked, Contract, Rules, Seat, auction_problem, card_list_problem, hands_problem,
    tricks_problem)
from service.schemas.vocabulary import MAX_STOCK_CARDS

class DealStateSchema(RequestSchema):
    rules = Rules(required=True)
    dealer = Seat(required=True)
    hands = Checked(hands_problem)
    turn_up = Card(allow_none=True)
    auction = Checked(auction_problem)
    contract = Contract()
    tricks = Checked(tricks_problem)
    stock = Checked(card_list_problem(MAX_STOCK_CARDS))


class ContractAnswer(AnswerSchema):
    taker = fields.Integer()
    kind = fields.String()
    bid = fields.Raw()
    multiplier = fields.Integer()


class DealStateAnswer(AnswerSchema):
    rules = fields.Raw()
    dealer = fields.Integer()
    hands = fields.Raw()
    turn_up = fields.Raw()
    auction = fields.Raw()
    contract = fields.Nested(ContractAnswer)
    tricks = fields.Raw()
    stock = fields.Raw()
