from typing import Any

from flask import Blueprint, Response, current_app

from service.operations.batch_cost import MAX_BATCH_WORK, batch_work
from service.http.strict_json import json_body
from service.operations.registry import BY_PATH, load
from service.http.problems import Problem, batch_too_costly, internal_error
from service.http.responses import json_response, language, localized
from service.schemas.batch import BatchAnswer, BatchRequest

bp = Blueprint("batch", __name__, url_prefix="/v1")

BATCH_REQUEST = BatchRequest()
BATCH_ANSWER = BatchAnswer()


def _answer(sub_request: dict[str, Any], lang: str) -> dict[str, Any]:
    """A sub-request's status and body, as its own endpoint would have answered."""
    try:
        return {"status": 200, "body": BY_PATH[sub_request["path"]].run(sub_request["body"])}
    except Problem as problem:
        return {"status": problem.status, "body": problem.body(lang)}
    except Exception:  # a bug: the other sub-requests still get their answers
        current_app.logger.exception("unexpected error in a %s sub-request",
                                     sub_request["path"])
        return {"status": 500, "body": internal_error().body(lang)}


@bp.post("/batch")
def batch() -> Response:
    requests = load(BATCH_REQUEST, json_body())["requests"]
    lang = language()
    work = batch_work(requests)
    if work > MAX_BATCH_WORK:
        raise batch_too_costly(work, MAX_BATCH_WORK)
    answer = BATCH_ANSWER.dump({"responses": [_answer(r, lang) for r in requests]})
    return localized(json_response(answer), lang)
