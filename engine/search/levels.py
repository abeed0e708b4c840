"""Named bot levels: what a hint asks of the search for one seat's choice.

A level fixes the samples and the budget of work (``budget_ms``, counted in cards tried, so
the same level gives the same choice on any machine and under any load) for a card and for
a call. The sealed tables' bot seats play at a level, and ``/v1/hints`` takes one by name.

>>> from engine.search.levels import BOT_LEVELS
>>> sorted(BOT_LEVELS)
['casual', 'club', 'expert']
>>> BOT_LEVELS["club"].card_samples, BOT_LEVELS["club"].card_budget_ms
(6, 30)
"""

from typing import NamedTuple


class Level(NamedTuple):
    card_samples: int
    card_budget_ms: int
    call_samples: int
    call_budget_ms: int


BOT_LEVELS = {
    "casual": Level(card_samples=1, card_budget_ms=5, call_samples=10, call_budget_ms=50),
    # a call's budget is one where solved deals nearly always fit (bench/duplicate.py's
    # docs): at 200 ms half the calls of an opening fell back on playouts, at 500 one in 16
    "club": Level(card_samples=6, card_budget_ms=30, call_samples=40, call_budget_ms=500),
    "expert": Level(card_samples=20, card_budget_ms=200, call_samples=40, call_budget_ms=1000),
}
