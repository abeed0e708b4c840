"""``POST /v1/batch``: many sub-requests in, their answers in order out."""

from marshmallow import fields

from service.schemas.base import AnswerSchema, RequestSchema
from service.schemas.fields import MISSING, UNKNOWN_FIELD, Checked
from service.schemas.vocabulary import MAX_BATCH_REQUESTS

BATCHABLE_PATHS = ("/v1/legal-moves", "/v1/play", "/v1/tricks/resolve", "/v1/declarations",
                   "/v1/hands/score", "/v1/matches/score", "/v1/deals")
_PATHS = frozenset(BATCHABLE_PATHS)
_BAD_PATH = "Expected one of " + ", ".join(BATCHABLE_PATHS) + "."


def _sub_request_problem(value):
    if type(value) is not dict:
        return 'Expected an object {"path", "body"}.'
    found = {name: MISSING for name in ("path", "body") if name not in value}
    found.update((name, UNKNOWN_FIELD) for name in value if name not in ("path", "body"))
    if "path" in value and not (type(value["path"]) is str and value["path"] in _PATHS):
        found["path"] = _BAD_PATH
    return found or None


def _requests_problem(value):
    if type(value) is not list or len(value) > MAX_BATCH_REQUESTS:
        return f"Expected a list of at most {MAX_BATCH_REQUESTS} sub-requests."
    found = {i: p for i, item in enumerate(value)
             if (p := _sub_request_problem(item)) is not None}
    return found or None


class BatchRequest(RequestSchema):
    requests = Checked(_requests_problem, required=True)


class BatchAnswer(AnswerSchema):
    # Each body was already written by its endpoint's answer schema.
    responses = fields.Raw()
