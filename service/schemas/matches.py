"""``POST /v1/matches/score``: a match's hand results in, its totals and state out."""

from marshmallow import fields

from service.schemas.base import AnswerSchema, RequestSchema
from service.schemas.fields import (
    MISSING, UNKNOWN_FIELD, Checked, Rules, integer_problem, one_of_problem, pair_problem,
    seat_problem, team_problem)
from service.schemas.vocabulary import MAX_MATCH_HANDS, MAX_POINTS

PLAYED_OUTCOMES = ("made", "dedans", "litige", "hanging")
_points_problem = integer_problem(0, MAX_POINTS)
_pair_problem = pair_problem(0, MAX_POINTS)
_outcome_problem = one_of_problem(PLAYED_OUTCOMES + ("thrown_in",))


def _capot_problem(value):
    return None if value is None else team_problem(value)


# A played hand as /v1/hands/score answers it, plus its dealer and taker.
_PLAYED_FIELDS = {"dealer": seat_problem, "taker": seat_problem, "outcome": _outcome_problem,
                  "score": _pair_problem, "held_over": _points_problem,
                  "capot": _capot_problem, "totals": _pair_problem}
_PLAYED_REQUIRED = ("dealer", "taker", "outcome", "score")
_THROWN_IN_FIELDS = {"dealer": seat_problem, "outcome": _outcome_problem}


def hand_result_problem(value):
    if type(value) is not dict:
        return "Expected a hand result object."
    thrown_in = value.get("outcome") == "thrown_in"
    known = _THROWN_IN_FIELDS if thrown_in else _PLAYED_FIELDS
    required = ("dealer", "outcome") if thrown_in else _PLAYED_REQUIRED
    found = {name: MISSING for name in required if name not in value}
    for name, field_value in value.items():
        check = known.get(name)
        problem = UNKNOWN_FIELD if check is None else check(field_value)
        if problem is not None:
            found[name] = problem
    return found or None


def _hands_problem(value):
    if type(value) is not list or len(value) > MAX_MATCH_HANDS:
        return f"Expected a list of at most {MAX_MATCH_HANDS} hand results."
    found = {i: p for i, hand in enumerate(value) if (p := hand_result_problem(hand)) is not None}
    return found or None


class MatchRequest(RequestSchema):
    rules = Rules(required=True)
    hands = Checked(_hands_problem, required=True)


class MatchAnswer(AnswerSchema):
    totals = fields.Raw()
    history = fields.Raw()
    held_over = fields.Integer()
    finished = fields.Boolean()
    winner = fields.Raw()
    next_dealer = fields.Raw()
