"""``/v1/sealed/*``: the requests of sealed tables (their answers are the service's own
documents, written as they are built)."""

import re
from collections.abc import Iterable, Mapping
from typing import Any

from engine.vocabulary import BOT_LEVELS
from service.schemas.base import Check, Found, Message, RequestSchema, document_problem
from service.schemas.fields import (
    list_length_expected, one_of_problem, rules_problem, seat_problem)
from service.schemas.play import action_problem
from service.sealed.seats import MAX_SECRET, MIN_SECRET
from service.sealed.tokens import MAX_TOKEN

MAX_SEAT_KEY = 64  # a seat key is 43 characters
MAX_RELAY_PROOF = 64  # 64 hex digits
_HEX64 = re.compile(r"[0-9a-f]{64}\Z")


def text_problem(max_length: int) -> Check:
    message = Message(f"Expected a string of at most {max_length} characters.", "text_expected",
                      max_length=max_length)
    return lambda value: None if type(value) is str and len(value) <= max_length else message


SECRET_EXPECTED = Message(f"Expected a seat's secret: a string of {MIN_SECRET} to {MAX_SECRET} "
                          "characters.", "secret_expected", min_length=MIN_SECRET,
                          max_length=MAX_SECRET)
COMMITMENT_EXPECTED = Message("Expected a commitment: the SHA-256 of the seat's secret, "
                              "64 lowercase hex digits.", "commitment_expected")
SEAT_EXPECTED = Message('Expected a seat: {"commitment": "<64 hex>"} for a player, or '
                        '{"bot": "<level>"} for a seat the server plays.', "seat_expected",
                        levels=sorted(BOT_LEVELS))
PLAYER_EXPECTED = Message("At least one seat must be a player's (a commitment): the server "
                          "does not play a table of bots alone.", "seat_player_expected")
CREDENTIALS_CONFLICT = Message("Send seat_key (a trusted backend's table) or seat and secret "
                               "(a table whose seats brought their own), not both.",
                               "seat_credentials_conflict")
_SEATS_EXPECTED = list_length_expected("Expected a list of 4 seats, seat 0's first.", 4)
_level_problem = one_of_problem(sorted(BOT_LEVELS), "a bot level: " + ", ".join(sorted(BOT_LEVELS)))


def secret_problem(value: Any) -> Message | None:
    """A secret's commitment hashes its UTF-8 bytes: a lone surrogate (JSON ``\\ud800``) has
    none."""
    if type(value) is not str or not MIN_SECRET <= len(value) <= MAX_SECRET:
        return SECRET_EXPECTED
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return SECRET_EXPECTED
    return None


def _seat_problem(value: Any) -> Found | None:
    if type(value) is not dict or len(value) != 1 or not value.keys() <= {"commitment", "bot"}:
        return SEAT_EXPECTED
    if "bot" in value:
        return None if _level_problem(value["bot"]) is None else {"bot": _level_problem(value["bot"])}  # type: ignore[dict-item]
    commitment = value["commitment"]
    if type(commitment) is str and _HEX64.match(commitment):
        return None
    return {"commitment": COMMITMENT_EXPECTED}


def seats_problem(value: Any) -> Found | None:
    if type(value) is not list or len(value) != 4:
        return _SEATS_EXPECTED
    found = {i: problem for i, seat in enumerate(value) if (problem := _seat_problem(seat))}
    if not found and all("bot" in seat for seat in value):
        return PLAYER_EXPECTED
    return found or None


_OPEN_PROBLEM = document_problem(
    {"rules": rules_problem, "dealer": seat_problem, "seats": seats_problem},
    required=("rules",), nullable=("dealer",))  # dealer null: cut by the table's secret


def _credentials_problem(extra: Mapping[str, Check], required: Iterable[str] = ()) -> Check:
    checks = {"table": text_problem(MAX_TOKEN), "seat_key": text_problem(MAX_SEAT_KEY),
              "seat": seat_problem, "secret": secret_problem, **extra}
    by_key = document_problem(checks, required=("table", "seat_key", *required))
    by_secret = document_problem(checks, required=("table", "seat", "secret", *required))

    def problem(document: Any) -> Found | None:
        """A seat is named by its seat key, or by its number and secret."""
        if type(document) is dict and "seat_key" in document:
            found = by_key(document)
            if "seat" in document or "secret" in document:
                # the problems of a document (a dict, as it is one) or None
                found = {**(found or {}), "seat_key": CREDENTIALS_CONFLICT}  # type: ignore[dict-item]
            return found
        return by_secret(document)
    return problem


class OpenTableRequest(RequestSchema):
    problem = staticmethod(_OPEN_PROBLEM)


class SeatViewRequest(RequestSchema):
    problem = staticmethod(_credentials_problem({}))


# the relay's proof: checked against the table's relay key, which only the server reads
_RELAY = {"relay_proof": text_problem(MAX_RELAY_PROOF)}


class SeatActionRequest(RequestSchema):
    problem = staticmethod(_credentials_problem({"action": action_problem, **_RELAY},
                                                ("action",)))


class SealedDealRequest(RequestSchema):
    """The relay deals a table with a relay once every seat revealed: its proof alone."""
    problem = staticmethod(document_problem(
        {"table": text_problem(MAX_TOKEN), **_RELAY}, required=("table", "relay_proof")))


class RevealRequest(RequestSchema):
    """Only a seat with a secret reveals: a trusted backend's table has nothing to reveal."""
    problem = staticmethod(document_problem(
        {"table": text_problem(MAX_TOKEN), "seat": seat_problem, "secret": secret_problem,
         **_RELAY}, required=("table", "seat", "secret")))
