"""What a batch costs, estimated from its item counts before any of it is run.

The body size (1 MiB) bounds what a batch holds, not what it costs: a sub-request costs
about the same whatever its size, except a match, which costs about a tenth of that per
hand, and a hint, which costs its time budget. A batch whose estimate is over
``MAX_BATCH_WORK`` is refused whole (413), before its sub-requests are read. The budget
holds every batch of valid sub-requests other than hints that fits in 1 MiB (1000
sub-requests, or about 20,000 match hands in all) with room to spare;
bench/costs.py measures it. A hint costs its time budget (``budget_ms``, 1000 when not
given), so a batch holds hints worth about 160 ms in all: a client wanting more sends
``/v1/hints`` requests of its own. A double-dummy table costs a fixed estimate (one fits
in a batch), a review its cards played.

>>> batch_work([{"path": "/v1/legal-moves", "body": {}}] * 1000)
10000
>>> batch_work([{"path": "/v1/matches/score", "body": {"hands": [{}] * 1000}}] * 341)
344410
>>> batch_work([{"path": "/v1/hints", "body": {"state": {}, "budget_ms": 50}}] * 4)
60040
>>> batch_work([{"path": "/v1/review", "body": {"state": {"tricks": [["JH", "7H"]]}}}])
1210
"""

from typing import Any

from engine import vocabulary

PER_SUB_REQUEST = 10
PER_MATCH_HAND = 1
# A hint runs for up to its time budget; a unit is about 3 µs of a worker's time.
PER_HINT_MS = 300
MAX_BATCH_WORK = 50_000


def _match_work(body: Any) -> Any:
    hands = body.get("hands") if type(body) is dict else None
    return PER_MATCH_HAND * len(hands) if type(hands) is list else 0


def _hint_work(body: Any) -> Any:
    budget = body.get("budget_ms") if type(body) is dict else None
    name = body.get("level") if type(body) is dict else None
    level = vocabulary.BOT_LEVELS.get(name) if type(name) is str else None
    if level is not None:  # its larger budget, a call's or a card's
        budget = max(level.card_budget_ms, level.call_budget_ms)
    return PER_HINT_MS * (budget if type(budget) is int and budget > 0 else vocabulary.HINT_BUDGET_MS[2])


# A double-dummy table solves every contract kind of a deal and follows one best line of
# play per kind: about 100 ms of the compiled core in a four-kind preset, so a batch holds
# one. A review solves the position before each card played: about 2 ms a card.
DD_TABLE_WORK = PER_HINT_MS * 100
PER_REVIEWED_CARD = PER_HINT_MS * 2


def _review_work(body: Any) -> Any:
    state = body.get("state") if type(body) is dict else None
    tricks = state.get("tricks") if type(state) is dict else None
    if type(tricks) is not list:
        return 0
    return PER_REVIEWED_CARD * sum(len(t) for t in tricks if type(t) is list)


# Sub-requests of other paths cost PER_SUB_REQUEST: their lists are bounded by the schemas
# to a few dozen items, which cost less than the sub-request itself.
_EXTRA_WORK = {"/v1/matches/score": _match_work, "/v1/hints": _hint_work,
               "/v1/dd-table": lambda body: DD_TABLE_WORK, "/v1/review": _review_work}


def batch_work(requests: Any) -> Any:
    """The work estimate of a batch's (already checked) sub-requests."""
    work = PER_SUB_REQUEST * len(requests)
    for sub_request in requests:
        extra = _EXTRA_WORK.get(sub_request["path"])
        if extra is not None:
            work += extra(sub_request["body"])
    return work
