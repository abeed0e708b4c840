"""``POST /v1/records/check``: a deal record, or its one-line text, in; both forms, the state
it ends in and its score out (engine/deal/records.py)."""

from marshmallow import fields

from service.schemas.base import OBJECT_EXPECTED, AnswerSchema, RequestSchema, document_problem
from service.schemas.sealed import text_problem
from service.schemas.vocabulary import MAX_RECORD_TEXT


class RecordRequest(RequestSchema):
    # one of the two; the engine says so when both or neither are sent, and reads the record
    problem = staticmethod(document_problem(
        {"record": lambda value: None if type(value) is dict else OBJECT_EXPECTED,
         "text": text_problem(MAX_RECORD_TEXT)}))


class RecordAnswer(AnswerSchema):
    record = fields.Raw()
    text = fields.Raw()
    state = fields.Raw()
    phase = fields.Raw()
    result = fields.Raw()
    match_entry = fields.Raw()
