"""Bot seats: the server plays them within each ``/act``, from their own seat's view only.

A bot at a level chooses with ``engine.hints`` on the view its seat gets (its hand and what
is public: every other hand and talon null, no stock) with the level's samples and work
budget (``engine.vocabulary.BOT_LEVELS``) and a seed derived from the table's deal key and
the number of actions taken, taking the best-ranked action: the same table gives the same
choice on any machine. A bot with a single legal action searches all the same, and every
bot turn lasts at least its level's pace (``pace_seconds``), so how long a bot took says
nothing of its hand. A bot's turn is bounded by ``TURN_SECONDS`` of the clock as well, and
all the bots' turns after one action by ``ACT_SECONDS`` (under the server's 30 s worker
timeout): past it (a machine far slower or busier than the budgets assume) the bot takes
its first legal action, and the answer says so (``"hurried": true`` on the bot's event).
"""

from typing import Any
import hashlib
import hmac
import time

import engine
from engine.vocabulary import BOT_LEVELS

TURN_SECONDS = 3.0
ACT_SECONDS = 12.0
# A bot turn's floor, in units of its work budget (budget_ms of the reference machine's
# work): the search spends at most its budget, and sampling and the answer add to it.
PACE = 1.5


class _Deadline:
    """The stop ``engine.hints`` looks at: set once the bot's turn has had its time, or
    when ``stop`` (the hints pool's, for a client that hung up) is set."""

    def __init__(self, seconds: float, stop: Any = None) -> None:
        self.end = time.monotonic() + seconds
        self.stop = stop

    def is_set(self) -> bool:
        return time.monotonic() > self.end or (self.stop is not None and self.stop.is_set())


def seat_view(state: dict[str, Any], seat: int) -> dict[str, Any]:
    """The deal as ``seat`` sees it: its own hand (and talon), every other one null, no
    stock."""
    seen = {key: value for key, value in state.items() if key != "stock"}
    seen["hands"] = [hand if s == seat else None for s, hand in enumerate(state["hands"])]
    if state.get("talon") is not None:
        seen["talon"] = [t if s == seat else None for s, t in enumerate(state["talon"])]
    return seen


def _settings(level: str, phase: str) -> tuple[int, int]:
    params = BOT_LEVELS[level]
    return ((params.card_samples, params.card_budget_ms) if phase == "play"
            else (params.call_samples, params.call_budget_ms))


def pace_seconds(level: str, phase: str) -> float:
    """The least a bot turn lasts: the same for every hand at a level and phase."""
    return _settings(level, phase)[1] / 1000 * PACE


def choose(view: dict[str, Any], seat: int, level: str, secret: str, actions: int,
           legal: list[Any], phase: str, seconds: float = TURN_SECONDS,
           stop: Any = None) -> tuple[Any, bool]:
    """``(action, hurried)``: the bot's choice in ``view`` (its seat's view, nothing more).
    The search runs whatever the number of legal actions: the same work for one choice as
    for many.

    >>> view = seat_view(engine.new_deal({"rules": "classic", "dealer": 0, "seed": "s"}), 1)
    >>> choose(view, 1, "casual", "00" * 32, 0, ["pass", "take"], "bidding")[0] in ("pass", "take")
    True
    """
    if seconds <= 0:
        return legal[0], True
    samples, budget = _settings(level, phase)
    seed = hmac.new(bytes.fromhex(secret), f"bot:{actions}".encode(), hashlib.sha256).hexdigest()
    try:
        hint = engine.hints({"state": view, "seat": seat, "samples": samples,
                             "budget_ms": budget, "seed": seed[:16]},
                            _Deadline(min(seconds, TURN_SECONDS), stop))
    except engine.SearchStopped:
        return legal[0], True
    return hint["actions"][0]["action"], False


def pace(started: float, level: str, phase: str, end: float) -> None:
    """Waits until the bot turn begun at ``started`` has lasted its pace (not past ``end``,
    the bound of all the bots' turns)."""
    left = min(started + pace_seconds(level, phase), end) - time.monotonic()
    if left > 0:
        time.sleep(left)
