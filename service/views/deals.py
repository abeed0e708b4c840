from flask import Blueprint

from service.json_body import json_body
from service.operations import DEAL
from service.responses import json_response

bp = Blueprint("deals", __name__, url_prefix="/v1")


@bp.post("/deals")
def deals():
    return json_response(DEAL.run(json_body()))
