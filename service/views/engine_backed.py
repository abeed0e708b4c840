"""The engine-backed endpoints: one POST route per operation of ``BY_PATH``, each reading
its JSON body and answering what the operation returns."""

from collections.abc import Callable

from flask import Blueprint, Response, current_app

from service.http.strict_json import json_body
from service.operations.registry import BY_PATH, Operation
from service.http.responses import json_response

bp = Blueprint("engine_backed", __name__)


def _view(operation: Operation) -> Callable[[], Response]:
    def view() -> Response:
        limit = current_app.config["ATOUT_MAX_SINGLE_BODY"]
        return json_response(operation.run(json_body(limit)))
    return view


for _path, _operation in BY_PATH.items():
    # The engine function's name is unique and says what the endpoint does.
    bp.add_url_rule(_path, endpoint=_operation.engine_function, view_func=_view(_operation),
                    methods=["POST"])
