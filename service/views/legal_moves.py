from flask import Blueprint

from service.json_body import json_body
from service.operations import LEGAL_MOVES
from service.responses import json_response

bp = Blueprint("legal_moves", __name__, url_prefix="/v1")


@bp.post("/legal-moves")
def legal_moves():
    return json_response(LEGAL_MOVES.run(json_body()))
