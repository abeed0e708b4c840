"""``POST /v1/play``: a deal state and one action in, the next state and its events out."""

from typing import Any

from marshmallow import fields

from service.schemas.base import AnswerSchema, Found, Message, RequestSchema, document_problem
from service.schemas.fields import (NOT_A_CARD, call_problem, card_problem, seat_problem,
                                    suggesting)
from service.schemas.hands import HandScoreAnswer
from service.schemas.state import ContractAnswer, DealStateAnswer, deal_state_problem
from service.schemas.vocabulary import CALL_WORDS


NOT_AN_ACTION = Message("Expected a call (pass, take, coinche, ...) or a card code such as "
                        "JH. " + NOT_A_CARD, "not_an_action")


def action_problem(value: Any) -> Found | None:
    """A call (its JSON form) or a card code."""
    if type(value) is str:
        if card_problem(value) is None or call_problem(value) is None:
            return None
        return suggesting(NOT_AN_ACTION, value, CALL_WORDS)  # a misspelt call, say "pas"
    return call_problem(value)


class PlayRequest(RequestSchema):
    problem = staticmethod(document_problem(
        {"state": deal_state_problem, "action": action_problem, "seat": seat_problem},
        required=("state", "action"), nullable=("seat",)))


class EventAnswer(AnswerSchema):
    type = fields.String()
    seat = fields.Integer()
    call = fields.Raw()
    contract = fields.Nested(ContractAnswer)
    next_dealer = fields.Integer()
    card = fields.String()
    team = fields.Integer()
    points = fields.Integer()
    last_trick_bonus = fields.Integer()
    roem = fields.Integer()
    roem_kinds = fields.List(fields.String())
    result = fields.Nested(HandScoreAnswer)
    # the item /v1/matches/score takes for this deal, as the engine wrote it
    match_entry = fields.Raw()


class PlayAnswer(AnswerSchema):
    state = fields.Nested(DealStateAnswer)
    events = fields.List(fields.Nested(EventAnswer))
    # what /v1/legal-moves would answer for the new state (legal: null for an unknown hand)
    phase = fields.Raw()
    to_act = fields.Raw()
    legal = fields.Raw()
