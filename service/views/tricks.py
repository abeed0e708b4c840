from flask import Blueprint

from service.json_body import json_body
from service.operations import RESOLVE_TRICK
from service.responses import json_response

bp = Blueprint("tricks", __name__, url_prefix="/v1/tricks")


@bp.post("/resolve")
def resolve():
    return json_response(RESOLVE_TRICK.run(json_body()))
