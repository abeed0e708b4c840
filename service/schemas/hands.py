"""``POST /v1/hands/score``: a complete deal state or a summary in, the hand's result out."""

from typing import Any

from marshmallow import fields

from engine import vocabulary
from service.schemas.base import AnswerSchema, Found, RequestSchema, document_problem
from service.schemas.fields import (
    contract_problem, names_pilotta, pair_problem, rules_problem, team_problem)
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
    "roem": _points_problem,  # Klaverjas, in place of declarations and belote
}
_REQUIRED = ("rules", "contract", "tricks_won", "card_points", "last_trick")


_FULL = document_problem(_SUMMARY_FIELDS, required=_REQUIRED + ("declarations", "belote"))
_BARE = document_problem(_SUMMARY_FIELDS, required=_REQUIRED)


def _summary_problem(document: Any) -> Found | None:
    # Pilotta's family reads missing declarations and belote as [0, 0]
    pilotta = type(document) is dict and names_pilotta(document.get("rules"))
    return (_BARE if pilotta else _FULL)(document)


class HandSummarySchema(RequestSchema):
    problem = staticmethod(_summary_problem)


class RoemSummarySchema(RequestSchema):
    """Klaverjas: roem in place of declarations and belote (the engine refuses the one
    the ruleset does not count)."""
    problem = staticmethod(document_problem(_SUMMARY_FIELDS, required=_REQUIRED + ("roem",)))


_SUMMARY_ONLY = vocabulary.SUMMARY_ONLY  # the engine's own rule for telling the forms apart


class HandScoreRequest:
    """Either form: a body naming any summary-only field is read as a summary."""

    def __init__(self) -> None:
        self.summary = HandSummarySchema()
        self.roem_summary = RoemSummarySchema()
        self.deal_state = DealStateSchema()

    def load(self, data: Any) -> dict[str, Any]:
        is_summary = isinstance(data, dict) and not _SUMMARY_ONLY.isdisjoint(data)
        if is_summary and "roem" in data:
            return self.roem_summary.load(data)
        return (self.summary if is_summary else self.deal_state).load(data)


class HandScoreAnswer(AnswerSchema):
    outcome = fields.String()
    capot = fields.Raw()
    totals = fields.Raw()
    score = fields.Raw()
    held_over = fields.Integer()
    team = fields.Integer()  # Bela's belot, Baloot's gahwa: the team that wins the match
    raw = fields.Raw()  # Pilotta and Bazaar Blot: the points before the tens
