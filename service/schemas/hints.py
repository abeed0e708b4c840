"""``POST /v1/hints``: a deal state and whose view in, the legal actions ranked out."""

from marshmallow import fields

from engine import vocabulary
from service.schemas.base import AnswerSchema, RequestSchema, document_problem
from service.schemas.deals import seed_problem
from service.schemas.fields import integer_problem, one_of_problem, seat_problem
from service.schemas.state import deal_state_problem

# The engine's bounds, checked here too so that a request out of bounds costs nothing.
# The engine stops at whichever of the two comes first.
(MIN_HINT_SAMPLES, MAX_HINT_SAMPLES, _), (MIN_HINT_BUDGET_MS, MAX_HINT_BUDGET_MS, _) = (
    vocabulary.HINT_SAMPLES, vocabulary.HINT_BUDGET_MS)


class HintsRequest(RequestSchema):
    problem = staticmethod(document_problem({
        "state": deal_state_problem,
        "seat": seat_problem,
        "samples": integer_problem(MIN_HINT_SAMPLES, MAX_HINT_SAMPLES),
        "budget_ms": integer_problem(MIN_HINT_BUDGET_MS, MAX_HINT_BUDGET_MS),
        # the same seeds as /v1/deals: a client that seeds its deals can seed its hints
        "seed": seed_problem,
        # a named bot level instead of samples and budget_ms (the engine refuses both)
        "level": one_of_problem(sorted(vocabulary.BOT_LEVELS)),
        "objective": one_of_problem(("points", "score")),
    }, required=("state",),
        # null is taken as absent, as in the deal state: the engine's default
        nullable=("seat", "samples", "budget_ms", "seed", "level", "objective")))


class HintsAnswer(AnswerSchema):
    # Raw: base.AnswerSchema then dumps the engine's plain values without a per-field call
    seat = fields.Raw()
    phase = fields.Raw()
    method = fields.Raw()
    samples = fields.Raw()
    core = fields.Raw()
    consistent_share = fields.Raw()
    actions = fields.Raw()
