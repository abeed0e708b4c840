from flask import Blueprint

from service.json_body import json_body
from service.operations import SCORE_MATCH
from service.responses import json_response

bp = Blueprint("matches", __name__, url_prefix="/v1/matches")


@bp.post("/score")
def score():
    return json_response(SCORE_MATCH.run(json_body()))
