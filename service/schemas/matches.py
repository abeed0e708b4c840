"""``POST /v1/matches/score``: a match's hand results in, its totals and state out."""

from collections.abc import Iterable
from typing import Any

from marshmallow import fields

from service.schemas.base import (AnswerSchema, Check, Found, Message, RequestSchema,
                                  document_problem)
from service.schemas.fields import (
    fields_problem, integer_problem, items_problem, list_expected, nullable,
    one_of_problem, pair_problem, rules_problem,
    seat_problem, team_problem)
from service.schemas.vocabulary import MAX_MATCH_HANDS, MAX_POINTS

PLAYED_OUTCOMES = ("made", "dedans", "litige", "hanging")
_points_problem = integer_problem(0, MAX_POINTS)
_pair_problem = pair_problem(0, MAX_POINTS)
_outcome_problem = one_of_problem(PLAYED_OUTCOMES + ("thrown_in", "belot", "gahwa"))

# A played hand as /v1/hands/score answers it, plus its dealer and taker.
_PLAYED_FIELDS = {"dealer": seat_problem, "taker": seat_problem, "outcome": _outcome_problem,
                  "score": _pair_problem, "held_over": _points_problem,
                  "capot": nullable(team_problem), "totals": _pair_problem,
                  "raw": _pair_problem}  # Pilotta's points before the tens, not read
# taker: the engine asks for it where the match needs it (a 422 taker_missing), Pilotta
# holding nothing over does not
_PLAYED_REQUIRED = ("dealer", "outcome", "score")
_THROWN_IN_FIELDS = {"dealer": seat_problem, "outcome": _outcome_problem}
_THROWN_IN_REQUIRED = ("dealer", "outcome")
_BELOT_FIELDS = {"dealer": seat_problem, "outcome": _outcome_problem, "team": team_problem}
_BELOT_REQUIRED = ("dealer", "outcome", "team")
# Baloot's gahwa: the match for team (a score only with gahwa flat_152)
_GAHWA_FIELDS = {**_BELOT_FIELDS, "taker": seat_problem, "score": _pair_problem, "capot": nullable(team_problem),
                 "totals": _pair_problem, "held_over": _points_problem}


_RESULT_EXPECTED = Message("Expected a hand result object.", "object_expected")
_HANDS_EXPECTED = list_expected("hand results", MAX_MATCH_HANDS)


def hand_result_problem(value: Any, played_required: Iterable[str] = _PLAYED_REQUIRED
                        ) -> Found | None:
    if type(value) is not dict:
        return _RESULT_EXPECTED
    if value.get("outcome") == "thrown_in":
        return fields_problem(value, _THROWN_IN_FIELDS, _THROWN_IN_REQUIRED)
    if value.get("outcome") == "belot":
        return fields_problem(value, _BELOT_FIELDS, _BELOT_REQUIRED)
    if value.get("outcome") == "gahwa":
        return fields_problem(value, _GAHWA_FIELDS, _BELOT_REQUIRED)
    return fields_problem(value, _PLAYED_FIELDS, played_required)


def _hands_problem(value: Any, item_problem: Check = hand_result_problem) -> Found | None:
    if type(value) is not list or len(value) > MAX_MATCH_HANDS:
        return _HANDS_EXPECTED
    return items_problem(value, item_problem)


_MATCH = document_problem({"rules": rules_problem, "hands": _hands_problem},
                          required=("rules", "hands"))


class MatchRequest(RequestSchema):
    problem = staticmethod(_MATCH)


class MatchAnswer(AnswerSchema):
    # Sums over up to MAX_MATCH_HANDS hands, so bounded by MAX_MATCH_POINTS, not by
    # MAX_POINTS as one hand's figures are (openapi.yaml: MatchPoints, not Points).
    totals = fields.List(fields.Integer())
    history = fields.List(fields.List(fields.Integer()))
    held_over = fields.Integer()
    finished = fields.Boolean()
    winner = fields.Raw()
    next_dealer = fields.Raw()
