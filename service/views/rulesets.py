"""The presets never change while the service runs: their answers are written once."""

from flask import Blueprint, Response

import engine
from engine.errors import either, suggested
from service.http.problems import Problem, clip
from service.http.responses import JSON, encode
from service.schemas.rulesets import RulesetAnswer

bp = Blueprint("rulesets", __name__, url_prefix="/v1/rulesets")

_PRESETS = RulesetAnswer().dump(engine.rulesets(), many=True)
_ALL = encode(_PRESETS)
_BY_NAME = {preset["preset"]: encode(preset) for preset in _PRESETS}


@bp.get("")
def rulesets() -> Response:
    return Response(_ALL, mimetype=JSON)


@bp.get("/<name>")
def ruleset(name: str) -> Response:
    body = _BY_NAME.get(name)
    if body is None:
        near = suggested(name, _BY_NAME)
        detail = f"There is no preset named {clip(name)!r}; GET /v1/rulesets lists them."
        if near:
            detail += f" Did you mean {either(near['did_you_mean'], 'or')}?"
        raise Problem(404, "Not Found", detail, code="not_found", params=near)
    return Response(body, mimetype=JSON)
