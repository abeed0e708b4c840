"""``POST /v1/deals``: rules, a seed and maybe a dealer in, a fresh deal state out."""

from typing import Any

from marshmallow import fields

from service.schemas.base import Message, RequestSchema, document_problem
from service.schemas.fields import match_totals_problem, rules_problem, seat_problem
from service.schemas.state import DealStateAnswer
from service.schemas.vocabulary import MAX_SEED, MAX_SEED_TEXT

SEED_MESSAGE = Message(f"Expected an integer from 0 to {MAX_SEED} or a string of at most "
                       f"{MAX_SEED_TEXT} characters.", "seed_expected",
                       low=0, high=MAX_SEED, max_length=MAX_SEED_TEXT)


def seed_problem(value: Any) -> Message | None:
    """A check for a seed: the ones /v1/deals takes, which /v1/hints takes too."""
    if type(value) is int and 0 <= value <= MAX_SEED:
        return None
    if type(value) is str and len(value) <= MAX_SEED_TEXT:
        return None
    return SEED_MESSAGE


class DealRequest(RequestSchema):
    problem = staticmethod(document_problem(
        {"rules": rules_problem, "dealer": seat_problem, "seed": seed_problem,
         "match_totals": match_totals_problem},  # Baloot: the Sun double's gate
        required=("rules", "seed"), nullable=("dealer", "match_totals")))  # null: cut for the dealer


class DealAnswer(DealStateAnswer):
    # what /v1/legal-moves answers for the dealt state: the auction's first seat and calls
    phase = fields.Raw()
    to_act = fields.Raw()
    legal = fields.Raw()
