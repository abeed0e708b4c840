"""``/v1/sealed/*``: sealed tables (service/sealed/). The keyring is read from the settings
once, when the blueprint is registered on an app.

Nothing in a length: a sealed answer is never compressed (``Cache-Control: no-transform``,
which service/http/compression.py honours, as should any proxy) and is padded with
trailing spaces (JSON's own whitespace) to the length it would have if the seat's legal
cards were its whole hand, so its size on the wire is fixed by public facts alone (the
number of cards each seat holds, the auction and tricks, the match), never by which cards
the seat holds nor how many of them it may play.
"""

from collections.abc import Callable
from typing import Any

from flask import Blueprint, Response, current_app, request

from engine.errors import EngineError
from service.http import problems
from service.http.responses import JSON, encode
from service.http.strict_json import json_body
from service.operations import hint_pool
from service.operations.registry import caller, load
from service.schemas.sealed import (
    OpenTableRequest, SealedDealRequest, RevealRequest, SeatActionRequest, SeatViewRequest)
from service.sealed import seats, table
from service.sealed.keys import SETTING, Keyring
from service.sealed.tokens import TokenError, digest

bp = Blueprint("sealed", __name__, url_prefix="/v1/sealed")
_OPEN, _VIEW, _ACT = OpenTableRequest(), SeatViewRequest(), SeatActionRequest()
_REVEAL, _DEAL = RevealRequest(), SealedDealRequest()
# not to be compressed (nor transformed) on the way: a compressed length tells the cards
NO_TRANSFORM = "no-store, no-transform"


@bp.record_once
def _keyring(state: Any) -> None:
    configured = state.app.config.get(SETTING)
    state.app.extensions["atout.sealed"] = (Keyring.parse(configured) if configured
                                            else Keyring.from_environment())


def _raw() -> Any:
    request.max_content_length = current_app.config["ATOUT_MAX_SINGLE_BODY"]
    return json_body()


def _body(schema: Any) -> Any:
    return load(schema, _raw())


def _offload(work: Callable[[Any], Any]) -> Any:
    """The bots' searches off the event loop, bounded as hints are (hint_pool)."""
    return hint_pool.call(lambda _, stop=None: work(stop), None, caller)


def _public_length(answer: dict[str, Any]) -> int:
    """The length of ``answer`` were the seat's legal cards its whole hand: in the play
    the legal cards are some of the hand, whose size is public; a call's legal calls
    follow from the auction and the turned-up card, public both."""
    view = answer.get("view")
    if not isinstance(view, dict) or view.get("phase") != "play" or not view.get("legal"):
        return len(encode(answer))
    hand = view["state"]["hands"][view["seat"]]
    return len(encode({**answer, "view": {**view, "legal": hand}}))


def padded(answer: dict[str, Any]) -> Response:
    """``answer`` as JSON padded to its public length, never compressed."""
    text = encode(answer)
    response = Response(text + " " * (_public_length(answer) - len(text)), 200, mimetype=JSON)
    response.headers["Cache-Control"] = NO_TRANSFORM
    return response


def _problem(error: TokenError | EngineError) -> problems.Problem:
    problem = (problems.sealed_refused(error.code, error.params)
               if isinstance(error, TokenError) else problems.from_engine(error))
    refusal = getattr(error, "relay_refusal", None)
    if refusal is not None:
        problem.extra = {"relay_refusal": refusal}
    return problem


def _answer(work: Callable[..., dict[str, Any]], *args: Any) -> Response:
    try:
        return padded(work(current_app.extensions["atout.sealed"], *args))
    except (TokenError, EngineError) as error:
        raise _problem(error) from None


@bp.post("/tables")
def open_table() -> Response:
    body = _body(_OPEN)
    return _answer(table.open_table, body["rules"], body.get("dealer"), body.get("seats"),
                   _offload)


def _credentials(body: dict[str, Any]) -> dict[str, Any]:
    return {key: body[key] for key in ("seat_key", "seat", "secret", "relay_proof")
            if key in body}


def _seat_view(keyring: Keyring, token: str, credentials: dict[str, Any]) -> dict[str, Any]:
    table_id, actions, state, seat = table.read(keyring, token, credentials)
    return {"token_digest": digest(token),
            "view": table.view(table_id, actions, state, seat)}


@bp.post("/view")
def seat_view() -> Response:
    body = _body(_VIEW)
    return _answer(_seat_view, body["table"], _credentials(body))


def _refused_action(problem: problems.Problem, body: Any) -> problems.Problem:
    """A 400 for an action no table takes (its shape), sent with the relay's proof by the
    seat it proves: the refusal carries the server's proof of it, as a 422 does, so the
    relay may let another move. Any other 400 (a credential's shape) proves nothing."""
    if not problem.errors or any(not pointer.startswith("/action")
                                 for pointer, *_ in problem.errors):
        return problem
    try:
        keyring = current_app.extensions["atout.sealed"]
        token = body["table"]
        _, _, state, seat = table.read(keyring, token, body)
        what = seats.action_text(body["action"])
        table.relayed(state, token, seat, what, body)
    except Exception:  # noqa: BLE001 -- anything amiss: no proof, the 400 as it was
        return problem
    if state["relay_key"] is not None:
        problem.extra = {"relay_refusal": seats.refusal_proof(state["relay_key"], digest(token),
                                                              seat, what)}
    return problem


@bp.post("/act")
def seat_action() -> Response:
    raw = _raw()
    try:
        body = load(_ACT, raw)
    except problems.Problem as problem:
        raise _refused_action(problem, raw) from None
    return _answer(table.act, body["table"], _credentials(body), body["action"], _offload)


@bp.post("/reveal")
def reveal() -> Response:
    body = _body(_REVEAL)
    return _answer(table.reveal, body["table"], _credentials(body), _offload)


@bp.post("/deal")
def deal() -> Response:
    body = _body(_DEAL)
    return _answer(table.deal, body["table"], {"relay_proof": body["relay_proof"]}, _offload)
