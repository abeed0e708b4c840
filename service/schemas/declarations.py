"""``POST /v1/declarations``: four full hands in, what each seat declares and who scores."""

from typing import Any

from marshmallow import fields

from service.schemas.base import AnswerSchema, Found, RequestSchema, document_problem
from service.schemas.fields import (
    contract_problem, hand_problem, list_length_expected, rules_problem, seat_problem)

_FOUR_HANDS_EXPECTED = list_length_expected(
    "Expected a list of 4 hands, one per seat, each a list of 8 cards.", 4)


def four_hands_problem(value: Any) -> Found | None:
    if type(value) is not list or len(value) != 4:
        return _FOUR_HANDS_EXPECTED
    found = {seat: p for seat, hand in enumerate(value) if (p := hand_problem(hand)) is not None}
    return found or None


_DECLARATIONS_FIELDS = {"rules": rules_problem, "contract": contract_problem,
                        "dealer": seat_problem, "hands": four_hands_problem}


class DeclarationsRequest(RequestSchema):
    problem = staticmethod(document_problem(_DECLARATIONS_FIELDS, required=_DECLARATIONS_FIELDS))


class DeclarationAnswer(AnswerSchema):
    kind = fields.String()
    cards = fields.Raw()
    points = fields.Integer()
    game_points = fields.Integer()  # Baloot's projects


class DeclarationsAnswer(AnswerSchema):
    declarations = fields.List(fields.List(fields.Nested(DeclarationAnswer)))
    belote = fields.Raw()
    team = fields.Raw()
    points = fields.Raw()
    game_points = fields.Raw()          # Baloot: GP per team
    baloot_game_points = fields.Raw()   # Baloot: 2 per scoring baloot, per team
