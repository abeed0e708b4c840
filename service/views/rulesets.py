from flask import Blueprint

import engine
from service.problems import Problem
from service.responses import json_response
from service.schemas.rulesets import RulesetAnswer

bp = Blueprint("rulesets", __name__, url_prefix="/v1/rulesets")

RULESET = RulesetAnswer()


@bp.get("")
def rulesets():
    return json_response(RULESET.dump(engine.rulesets(), many=True))


@bp.get("/<name>")
def ruleset(name):
    preset = engine.ruleset(name)
    if preset is None:
        raise Problem(404, "Not Found", f"There is no preset named {name!r}; "
                      "GET /v1/rulesets lists them.")
    return json_response(RULESET.dump(preset))
