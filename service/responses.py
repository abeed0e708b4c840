"""JSON answers, written once and compactly."""

import json

from flask import Response

JSON = "application/json"
PROBLEM_JSON = "application/problem+json"

# ensure_ascii (the default) keeps lone surrogates that a client sent, and that an error
# message may quote, from breaking the UTF-8 encoding of the answer.
encode = json.JSONEncoder(separators=(",", ":")).encode


def json_response(body, status=200):
    return Response(encode(body), status, mimetype=JSON)


def problem_response(problem):
    response = Response(encode(problem.body()), problem.status, mimetype=PROBLEM_JSON)
    response.headers.update(problem.headers)
    return response
