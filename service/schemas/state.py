"""The deal state (openapi.yaml's DealState) and the contract, as requests and as answers."""

from typing import Any

from marshmallow import fields

from service.schemas.base import AnswerSchema, RequestSchema, document_problem
from service.schemas.fields import (
    auction_problem, card_list_problem, card_problem, contract_problem, hands_problem,
    match_totals_problem, rules_problem, seat_problem, tricks_problem)
from service.schemas.vocabulary import MAX_STOCK_CARDS


def _not_read(value: Any) -> None:
    return None


deal_state_problem = document_problem({
    "rules": rules_problem,
    "dealer": seat_problem,
    "hands": hands_problem,
    "turn_up": card_problem,
    "auction": auction_problem,
    "contract": contract_problem,
    "tricks": tricks_problem,
    "stock": card_list_problem(MAX_STOCK_CARDS),
    "talon": hands_problem,  # Bela: per seat, its two face-down cards (or null)
    "match_totals": match_totals_problem,  # Baloot: the match before this hand (Sun gate)
    # what /v1/deals answers beside a state's fields: not read, so any value passes
    "phase": _not_read, "to_act": _not_read, "legal": _not_read,
}, required=("rules", "dealer"),
    # null is taken as absent, as the engine takes it: "not known" or "none yet"
    nullable=("hands", "turn_up", "auction", "contract", "tricks", "stock", "talon", "to_act",
              "legal", "phase", "match_totals"))


class DealStateSchema(RequestSchema):
    problem = staticmethod(deal_state_problem)


class ContractAnswer(AnswerSchema):
    taker = fields.Integer()
    kind = fields.String()
    bid = fields.Raw()
    multiplier = fields.Raw()  # Baloot: 1, 2, 3, 4 or "gahwa"
    receiver = fields.Integer()  # Baloot
    closed = fields.Boolean()    # Baloot


class DealStateAnswer(AnswerSchema):
    rules = fields.Raw()
    dealer = fields.Integer()
    hands = fields.Raw()
    turn_up = fields.Raw()
    auction = fields.Raw()
    contract = fields.Nested(ContractAnswer)
    tricks = fields.Raw()
    stock = fields.Raw()
    talon = fields.Raw()
    match_totals = fields.Raw()
