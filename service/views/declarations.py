from flask import Blueprint

from service.json_body import json_body
from service.operations import DECLARATIONS
from service.responses import json_response

bp = Blueprint("declarations", __name__, url_prefix="/v1")


@bp.post("/declarations")
def declarations():
    return json_response(DECLARATIONS.run(json_body()))
