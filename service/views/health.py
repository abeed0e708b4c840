from flask import Blueprint, Response, current_app

from service import edge
from service.http.problems import not_ready
from service.http.responses import json_response

bp = Blueprint("health", __name__)


@bp.get("/healthz")
def healthz() -> Response:
    return json_response({"status": "ok"})


@bp.get("/readyz")
def readyz() -> Response:
    # Ready once create_app has finished: the blueprints, the edge and the handlers are in.
    if not current_app.extensions.get("atout.ready"):
        raise not_ready()
    return json_response(edge.readiness(current_app))
