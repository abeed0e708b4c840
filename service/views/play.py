from flask import Blueprint

from service.json_body import json_body
from service.operations import PLAY
from service.responses import json_response

bp = Blueprint("play", __name__, url_prefix="/v1")


@bp.post("/play")
def play():
    return json_response(PLAY.run(json_body()))
