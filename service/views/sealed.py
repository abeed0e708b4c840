"""``/v1/sealed/*``: sealed tables (service/sealed/). The keyring is read from the settings
once, when the blueprint is registered on an app."""

from flask import Blueprint, current_app, request

from engine.errors import EngineError
from service.http import problems
from service.http.strict_json import json_body
from service.operations import hint_pool
from service.operations.registry import caller, load
from service.http.responses import json_response
from service.schemas.sealed import (
    OpenTableRequest, RevealRequest, SeatActionRequest, SeatViewRequest)
from service.sealed import table
from service.sealed.keys import SETTING, Keyring
from service.sealed.tokens import TokenError, digest

bp = Blueprint("sealed", __name__, url_prefix="/v1/sealed")
_OPEN, _VIEW, _ACT = OpenTableRequest(), SeatViewRequest(), SeatActionRequest()
_REVEAL = RevealRequest()


@bp.record_once
def _keyring(state):
    configured = state.app.config.get(SETTING)
    state.app.extensions["atout.sealed"] = (Keyring.parse(configured) if configured
                                            else Keyring.from_environment())


def _body(schema):
    request.max_content_length = current_app.config["ATOUT_MAX_SINGLE_BODY"]
    return load(schema, json_body())


def _offload(work):
    """The bots' searches off the event loop, bounded as hints are (hint_pool)."""
    return hint_pool.call(lambda _, stop=None: work(stop), None, caller)


def _answer(work, *args):
    try:
        return json_response(work(current_app.extensions["atout.sealed"], *args))
    except TokenError as error:
        raise problems.sealed_refused(error.code, error.params) from None
    except EngineError as error:
        raise problems.from_engine(error) from None


@bp.post("/tables")
def open_table():
    body = _body(_OPEN)
    return _answer(table.open_table, body["rules"], body.get("dealer"), body.get("seats"),
                   _offload)


def _credentials(body):
    return {key: body[key] for key in ("seat_key", "seat", "secret", "relay_proof")
            if key in body}


def _seat_view(keyring, token, credentials):
    table_id, actions, state, seat = table.read(keyring, token, credentials)
    return {"token_digest": digest(token),
            "view": table.view(table_id, actions, state, seat)}


@bp.post("/view")
def seat_view():
    body = _body(_VIEW)
    return _answer(_seat_view, body["table"], _credentials(body))


@bp.post("/act")
def seat_action():
    body = _body(_ACT)
    return _answer(table.act, body["table"], _credentials(body), body["action"], _offload)


@bp.post("/reveal")
def reveal():
    body = _body(_REVEAL)
    return _answer(table.reveal, body["table"], _credentials(body), _offload)
