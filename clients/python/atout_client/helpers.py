"""The match loop: deal, ask each seat's bot, play, score, until the match is won.

    from atout_client import Client, play_match
    match, entries = play_match(Client(), "classic", lambda answer: answer.legal[0])
"""


def _bot_of(bots, seat):
    return bots[seat] if isinstance(bots, (list, tuple)) else bots


def play_match(client, rules, bots, *, seed="match", dealer=None):
    """Play a whole match at an open table and answer ``(match, entries)``: the last
    ``MatchAnswer`` and every deal's entry.

    ``bots`` is one callable for every seat, or four (one per seat): each gets the answer
    of the last call (a ``DealAnswer`` or ``PlayAnswer``, with ``state``, ``to_act`` and
    ``legal``) and answers the action of ``to_act``, one of ``legal``. Deal ``n`` is dealt
    from the seed ``f"{seed}/{n}"``, so the same seed and bots replay the same match. One
    ``deal`` per deal, one ``play`` per action (naming its seat), one ``score_match`` per
    deal. Every hand is in the state each bot sees: for hidden hands, use sealed tables.
    """
    entries = []
    while True:
        answer = client.deal(rules, f"{seed}/{len(entries)}", dealer=dealer)
        entry = None
        while entry is None:
            if answer.legal is None:
                raise ValueError(f"seat {answer.to_act}'s legal actions are unknown")
            action = _bot_of(bots, answer.to_act)(answer)
            answer = client.play(answer.state, action, seat=answer.to_act)
            entry = answer.match_entry
        entries.append(entry)
        match = client.score_match(rules, entries)
        if match.finished:
            return match, entries
        dealer = match.next_dealer


async def play_match_async(client, rules, bots, *, seed="match", dealer=None):
    """``play_match`` with an ``AsyncClient``; a bot may answer an awaitable."""
    import inspect
    entries = []
    while True:
        answer = await client.deal(rules, f"{seed}/{len(entries)}", dealer=dealer)
        entry = None
        while entry is None:
            if answer.legal is None:
                raise ValueError(f"seat {answer.to_act}'s legal actions are unknown")
            action = _bot_of(bots, answer.to_act)(answer)
            if inspect.isawaitable(action):
                action = await action
            answer = await client.play(answer.state, action, seat=answer.to_act)
            entry = answer.match_entry
        entries.append(entry)
        match = await client.score_match(rules, entries)
        if match.finished:
            return match, entries
        dealer = match.next_dealer
