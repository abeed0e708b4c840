"""JSON answers, written once and compactly."""

import json
from typing import Any

from flask import Response, has_request_context, request

from service.i18n import negotiate
from service.http.problems import Problem

JSON = "application/json"
PROBLEM_JSON = "application/problem+json"

# ensure_ascii (the default) keeps lone surrogates that a client sent, and that an error
# message may quote, from breaking the UTF-8 encoding of the answer.
encode = json.JSONEncoder(separators=(",", ":")).encode


def json_response(body: Any, status: int = 200) -> Response:
    return Response(encode(body), status, mimetype=JSON)


def language() -> str:
    """The language the current request asks for its texts in."""
    if not has_request_context():
        return "en"
    return negotiate(request.headers.get("Accept-Language"))


def localized(response: Response, language: str) -> Response:
    """Mark an answer whose texts follow ``Accept-Language``."""
    response.headers["Content-Language"] = language
    response.vary.add("Accept-Language")
    return response


def problem_response(problem: Problem) -> Response:
    lang = language()
    response = Response(encode(problem.body(lang)), problem.status, mimetype=PROBLEM_JSON)
    response.headers.update(problem.headers)
    return localized(response, lang)
