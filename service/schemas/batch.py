"""``POST /v1/batch``: many sub-requests in, their answers in order out."""

from marshmallow import fields

from service.operations import BY_PATH
from service.schemas.base import AnswerSchema, RequestSchema, document_problem
from service.schemas.fields import any_value, items_problem, object_problem, one_of_problem
from service.schemas.vocabulary import MAX_BATCH_REQUESTS

# Every engine-backed endpoint, and only those: not /v1/batch itself.
BATCHABLE_PATHS = tuple(BY_PATH)

_sub_request_problem = object_problem(
    {"path": one_of_problem(BATCHABLE_PATHS), "body": any_value}, ("path", "body"),
    'Expected an object {"path", "body"}.')


def _requests_problem(value):
    if type(value) is not list or len(value) > MAX_BATCH_REQUESTS:
        return f"Expected a list of at most {MAX_BATCH_REQUESTS} sub-requests."
    return items_problem(value, _sub_request_problem)


class BatchRequest(RequestSchema):
    problem = staticmethod(document_problem({"requests": _requests_problem},
                                            required=("requests",)))


class BatchAnswer(AnswerSchema):
    # Each body was already written by its endpoint's answer schema.
    responses = fields.Raw()
