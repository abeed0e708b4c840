"""The engine-backed operations: read the body with a schema, make one engine call, write
the answer with a schema. Each endpoint and each batch sub-request goes through ``run``,
so a sub-request is validated exactly as its endpoint would validate it."""

from marshmallow import ValidationError
from typing import Any

import engine
from engine.errors import EngineError
from service.operations import hint_pool
from service.http import problems
from service.edge.rate_limit import RateLimit
from service.http.pointers import errors_at
from service.schemas.analysis import DdTableAnswer, DdTableRequest, ReviewAnswer, ReviewRequest
from service.schemas.declarations import DeclarationsAnswer, DeclarationsRequest
from service.schemas.deals import DealAnswer, DealRequest
from service.schemas.hands import HandScoreAnswer, HandScoreRequest
from service.schemas.hints import HintsAnswer, HintsRequest
from service.schemas.legal_moves import LegalMovesAnswer
from service.schemas.matches import MatchAnswer, MatchRequest
from service.schemas.play import PlayAnswer, PlayRequest
from service.schemas.records import RecordAnswer, RecordRequest
from service.schemas.state import DealStateSchema
from service.schemas.tricks import TrickAnswer, TrickRequest


def load(schema: Any, body: Any) -> Any:
    """The request document ``schema`` reads from ``body``, or a 400 problem."""
    try:
        return schema.load(body)
    except ValidationError as error:
        raise problems.invalid_request(errors_at(error.messages)) from None


class Operation:
    """``strict_engine``: the engine refuses every document the request schema refuses
    (tests/service/test_strict_engine.py holds it to that over random documents), so the
    schema need only run when the engine refuses one, to say what is wrong in its words:
    the answers are those of checking with the schema first, without checking a valid
    document twice (a sixth of what a batch of legal-move questions cost)."""

    def __init__(self, request_schema: Any, engine_function: Any, answer_schema: Any, long_running: bool = False,
                 strict_engine: bool = False) -> None:
        self.request_schema = request_schema
        # Looked up on each call, not bound here, so tests can stand in for the engine.
        self.engine_function = engine_function
        self.answer_schema = answer_schema
        self.long_running = long_running  # run off the event loop (service/operations/hint_pool.py)
        self.strict_engine = strict_engine

    def run(self, body: Any) -> Any:
        """The answer document for a request body (decoded JSON), or a ``Problem``."""
        if self.strict_engine:
            try:
                answer = getattr(engine, self.engine_function)(body)
            except Exception as error:
                load(self.request_schema, body)  # the schema's 400 comes first, as ever
                if isinstance(error, EngineError):
                    raise problems.from_engine(error) from None
                raise
            return self.answer_schema.dump(answer)
        document = load(self.request_schema, body)
        try:
            function = getattr(engine, self.engine_function)
            answer = (hint_pool.call(function, document, caller) if self.long_running
                      else function(document))
        except EngineError as error:
            raise problems.from_engine(error) from None
        return self.answer_schema.dump(answer)


def caller() -> tuple[Any, ...]:
    """Who asks, for the hints' pool: the key the edge checked, else the address as the edge
    reads it (its trusted proxies), and the connection, watched for a hang-up."""
    from flask import current_app, request
    environ = request.environ
    client_address = current_app.extensions["atout.edge"]["client_address"]
    return (RateLimit.identity(environ.get("atout.api_key"), client_address(environ)),
            environ.get("gunicorn.socket"))


# Schema instances are built once here: building one per request costs more than a load.
LEGAL_MOVES = Operation(DealStateSchema(), "legal_moves", LegalMovesAnswer(),
                        strict_engine=True)
PLAY = Operation(PlayRequest(), "play", PlayAnswer(), strict_engine=True)
RESOLVE_TRICK = Operation(TrickRequest(), "resolve_trick", TrickAnswer())
DECLARATIONS = Operation(DeclarationsRequest(), "declarations", DeclarationsAnswer())
SCORE_HAND = Operation(HandScoreRequest(), "score_hand", HandScoreAnswer())
SCORE_MATCH = Operation(MatchRequest(), "score_match", MatchAnswer())
DEAL = Operation(DealRequest(), "open_deal", DealAnswer())
HINTS = Operation(HintsRequest(), "hints", HintsAnswer(), long_running=True)
# Whole deals solved double dummy: tenths of a second, run off the event loop as hints are.
DD_TABLE = Operation(DdTableRequest(), "dd_table", DdTableAnswer(), long_running=True)
REVIEW = Operation(ReviewRequest(), "review", ReviewAnswer(), long_running=True)
CHECK_RECORD = Operation(RecordRequest(), "check_record", RecordAnswer())

BY_PATH = {
    "/v1/legal-moves": LEGAL_MOVES,
    "/v1/play": PLAY,
    "/v1/tricks/resolve": RESOLVE_TRICK,
    "/v1/declarations": DECLARATIONS,
    "/v1/hands/score": SCORE_HAND,
    "/v1/matches/score": SCORE_MATCH,
    "/v1/deals": DEAL,
    "/v1/hints": HINTS,
    "/v1/dd-table": DD_TABLE,
    "/v1/review": REVIEW,
    "/v1/records/check": CHECK_RECORD,
}
