"""``POST /v1/batch``: many sub-requests in, their answers in order out."""

from typing import Any

from marshmallow import fields

from service.operations.registry import BY_PATH
from service.schemas.base import AnswerSchema, Found, Message, RequestSchema, document_problem
from service.schemas.fields import (
    any_value, items_problem, list_expected, object_problem, one_of_problem)
from service.schemas.vocabulary import MAX_BATCH_REQUESTS

# Every engine-backed endpoint, and only those: not /v1/batch itself.
BATCHABLE_PATHS = tuple(BY_PATH)

_sub_request_problem = object_problem(
    {"path": one_of_problem(BATCHABLE_PATHS), "body": any_value}, ("path", "body"),
    Message('Expected an object {"path", "body"}.', "object_expected"))
_REQUESTS_EXPECTED = list_expected("sub-requests", MAX_BATCH_REQUESTS)


def _requests_problem(value: Any) -> Found | None:
    if type(value) is not list or len(value) > MAX_BATCH_REQUESTS:
        return _REQUESTS_EXPECTED
    return items_problem(value, _sub_request_problem)


class BatchRequest(RequestSchema):
    problem = staticmethod(document_problem({"requests": _requests_problem},
                                            required=("requests",)))


class BatchAnswer(AnswerSchema):
    # Each body was already written by its endpoint's answer schema.
    responses = fields.Raw()
