"""``POST /v1/tricks/resolve``: four cards in, who wins them and their points out."""

from typing import Any

from marshmallow import fields

from service.schemas.base import AnswerSchema, Found, RequestSchema, document_problem
from service.schemas.fields import (
    card_list_problem, contract_problem, list_length_expected, rules_problem, seat_problem)

_card_list_problem = card_list_problem(4)
_FOUR_CARDS_EXPECTED = list_length_expected("Expected a list of exactly 4 cards, in play order.",
                                            4)


def _four_cards_problem(value: Any) -> Found | None:
    if type(value) is list and len(value) != 4:
        return _FOUR_CARDS_EXPECTED
    return _card_list_problem(value)


_TRICK_FIELDS = {"rules": rules_problem, "contract": contract_problem, "leader": seat_problem,
                 "cards": _four_cards_problem}


class TrickRequest(RequestSchema):
    problem = staticmethod(document_problem(_TRICK_FIELDS, required=_TRICK_FIELDS))


class TrickAnswer(AnswerSchema):
    winner = fields.Integer()
    team = fields.Integer()
    points = fields.Integer()
    roem = fields.Integer()
    roem_kinds = fields.List(fields.String())
