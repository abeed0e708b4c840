"""``/v1/sealed/*``: the requests of sealed tables (their answers are the service's own
documents, written as they are built)."""

from service.schemas.base import Message, RequestSchema, document_problem
from service.schemas.fields import rules_problem, seat_problem
from service.schemas.play import action_problem
from service.sealed.tokens import MAX_TOKEN

MAX_SEAT_KEY = 64  # a seat key is 43 characters


def text_problem(max_length):
    message = Message(f"Expected a string of at most {max_length} characters.", "text_expected",
                      max_length=max_length)
    return lambda value: None if type(value) is str and len(value) <= max_length else message


_TABLE = {"table": text_problem(MAX_TOKEN), "seat_key": text_problem(MAX_SEAT_KEY)}


class OpenTableRequest(RequestSchema):
    problem = staticmethod(document_problem(
        {"rules": rules_problem, "dealer": seat_problem}, required=("rules",),
        nullable=("dealer",)))  # null: the first deal's seed cuts for the dealer


class SeatViewRequest(RequestSchema):
    problem = staticmethod(document_problem(_TABLE, required=("table", "seat_key")))


class SeatActionRequest(RequestSchema):
    problem = staticmethod(document_problem(
        {**_TABLE, "action": action_problem}, required=("table", "seat_key", "action")))
