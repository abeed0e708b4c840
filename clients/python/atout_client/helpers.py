"""The match loop: deal, ask each seat's bot, play, score, until the match is won.

    from atout_client import Client, play_match
    bot = lambda answer: "take" if "take" in answer.legal else answer.legal[0]
    match, entries = play_match(Client(), "classic", bot)

A bot that only ever passes throws in every deal and never ends a match: after
``MAX_THROWN_IN`` deals thrown in in a row, the loop raises ``StalledMatchError``.
"""

from .errors import StalledMatchError

MAX_THROWN_IN = 100  # deals thrown in in a row; a bot that ever bids gets nowhere near


def _bot_of(bots, seat):
    return bots[seat] if isinstance(bots, (list, tuple)) else bots


class _Stalls:
    """Counts the deals thrown in in a row; raises past ``limit``."""

    def __init__(self, limit):
        if limit < 1:
            raise ValueError("max_thrown_in is 1 or more")
        self.limit, self.in_a_row = limit, 0

    def add(self, entry, entries):
        self.in_a_row = self.in_a_row + 1 if entry.outcome == "thrown_in" else 0
        if self.in_a_row >= self.limit:
            raise StalledMatchError(
                f"{self.in_a_row} deals in a row were thrown in (every seat passed): the "
                f"bots never bid, so the match cannot end; play_match stops after "
                f"max_thrown_in={self.limit}", thrown_in=self.in_a_row, entries=entries)


def _legal(answer):
    if answer.legal is None:
        raise ValueError(f"seat {answer.to_act}'s legal actions are unknown")
    return answer


def play_match(client, rules, bots, *, seed="match", dealer=None, max_thrown_in=MAX_THROWN_IN):
    """Play a whole match at an open table and answer ``(match, entries)``: the last
    ``MatchAnswer`` and every deal's entry.

    ``bots`` is one callable for every seat, or four (one per seat): each gets the answer
    of the last call (a ``DealAnswer`` or ``PlayAnswer``, with ``state``, ``to_act`` and
    ``legal``) and answers the action of ``to_act``, one of ``legal``. Deal ``n`` is dealt
    from the seed ``f"{seed}/{n}"``, so the same seed and bots replay the same match. One
    ``deal`` per deal, one ``play`` per action (naming its seat), one ``score_match`` per
    deal. Every hand is in the state each bot sees: for hidden hands, use sealed tables.
    After ``max_thrown_in`` (100) deals thrown in in a row, raises ``StalledMatchError``
    (bots that never bid cannot end a match).
    """
    entries, stalls = [], _Stalls(max_thrown_in)
    while True:
        answer = client.deal(rules, f"{seed}/{len(entries)}", dealer=dealer)
        entry = None
        while entry is None:
            action = _bot_of(bots, answer.to_act)(_legal(answer))
            answer = client.play(answer.state, action, seat=answer.to_act)
            entry = answer.match_entry
        entries.append(entry)
        stalls.add(entry, entries)
        match = client.score_match(rules, entries)
        if match.finished:
            return match, entries
        dealer = match.next_dealer


async def play_match_async(client, rules, bots, *, seed="match", dealer=None,
                           max_thrown_in=MAX_THROWN_IN):
    """``play_match`` with an ``AsyncClient``; a bot may answer an awaitable."""
    import inspect
    entries, stalls = [], _Stalls(max_thrown_in)
    while True:
        answer = await client.deal(rules, f"{seed}/{len(entries)}", dealer=dealer)
        entry = None
        while entry is None:
            action = _bot_of(bots, answer.to_act)(_legal(answer))
            if inspect.isawaitable(action):
                action = await action
            answer = await client.play(answer.state, action, seat=answer.to_act)
            entry = answer.match_entry
        entries.append(entry)
        stalls.add(entry, entries)
        match = await client.score_match(rules, entries)
        if match.finished:
            return match, entries
        dealer = match.next_dealer
