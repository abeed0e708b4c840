from flask import Blueprint

from service.responses import json_response

bp = Blueprint("health", __name__)


@bp.get("/healthz")
def healthz():
    return json_response({"status": "ok"})
