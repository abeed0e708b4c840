from flask import Blueprint

from service.json_body import json_body
from service.operations import SCORE_HAND
from service.responses import json_response

bp = Blueprint("hands", __name__, url_prefix="/v1/hands")


@bp.post("/score")
def score():
    return json_response(SCORE_HAND.run(json_body()))
