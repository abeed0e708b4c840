"""Property tests over random deals in every preset, driven through the public API:
deal from a seed, random legal calls, random legal cards, score."""

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine import new_deal as deal, legal_moves, play, score_hand
from engine.rules.cards import SUIT_NAMES, card_name, parse_card, table_for
from engine.rules.ruleset import PRESETS, resolve_rules
from engine.deal.state import Deal

PRESET_NAMES = sorted(PRESETS)


def playout(preset, seed):
    """Play one random deal to its end; return the states seen, the actions and events."""
    rng = random.Random(seed)
    state = deal({"rules": preset, "seed": seed})
    states, actions, events = [state], [], []
    while True:
        moves = legal_moves(state)
        if moves["phase"] in ("complete", "thrown_in"):
            return states, actions, events, moves["phase"]
        action = rng.choice(moves["legal"])
        answer = play({"state": state, "action": action})
        state = answer["state"]
        states.append(state)
        actions.append(action)
        events.extend(answer["events"])


def plays_of(events):
    return [e for e in events if e["type"] == "card"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32))
def test_every_card_is_played_exactly_once(preset, seed):
    states, _, events, phase = playout(preset, seed)
    if phase == "complete":
        played = [e["card"] for e in plays_of(events)]
        assert len(played) == 32 and len(set(played)) == 32
        assert [c for t in states[-1]["tricks"] for c in t] == played


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32))
def test_card_points_add_up_to_the_deal_total(preset, seed):
    states, _, events, phase = playout(preset, seed)
    if phase != "complete":
        return
    rules = resolve_rules(preset)
    kind = states[-1]["contract"]["kind"]
    table = table_for(kind, rules.all_trump_points, rules.no_trump_points)
    tricks = [e for e in events if e["type"] == "trick_won"]
    assert len(tricks) == 8
    assert sum(t["points"] + t["last_trick_bonus"] for t in tricks) == table.total
    capot = events[-1]["result"]["capot"]
    winners = {t["team"] for t in tricks}
    assert (capot is None) == (len(winners) == 2)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32))
def test_the_legal_set_is_never_empty_and_inside_the_hand(preset, seed):
    states, _, _, _ = playout(preset, seed)
    for state in states:
        moves = legal_moves(state)
        if moves["phase"] in ("bidding", "play"):
            assert moves["legal"]
        if moves["phase"] == "play" and state["hands"][moves["to_act"]] and not state.get("stock"):
            assert set(moves["legal"]) <= set(state["hands"][moves["to_act"]])


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32))
def test_replaying_the_log_gives_the_same_state_and_score(preset, seed):
    states, actions, events, phase = playout(preset, seed)
    state = states[0]
    for action in actions:
        state = play({"state": state, "action": action})["state"]
    assert state == states[-1]
    if phase == "complete":
        assert score_hand(state) == events[-1]["result"]
        # the complete deal with hands omitted scores the same
        bare = {k: v for k, v in state.items() if k != "hands"}
        assert score_hand(bare) == events[-1]["result"]


def breaks_the_named_rule(reason, deal_, hand, trick, card):
    """An oracle written from docs/rules.md section 6, independent of engine/rules/play.py,
    and from Baloot's closed Hokum (section 12.7), the one rule that restricts a lead."""
    table = deal_.table
    suit_of = lambda c: c >> 3  # noqa: E731
    is_trump = lambda c: table.cut_mask >> c & 1  # noqa: E731
    held = [c for c in range(32) if hand >> c & 1]
    if not trick:
        return ("the Hokum is closed" in reason and deal_.contract.closed and is_trump(card)
                and not all(is_trump(c) for c in held))
    led = trick[0] >> 3
    if reason.startswith("must follow"):
        return SUIT_NAMES[led] in reason and suit_of(card) != led and any(
            suit_of(c) == led for c in held)
    if reason.startswith("must beat"):
        named = next(c for c in trick if card_name(c) in reason)
        beats = lambda c: suit_of(c) == led and table.order[c] > table.order[named]  # noqa: E731
        return not beats(card) and any(beats(c) for c in held)
    if reason.startswith("must overtrump"):
        named = next(c for c in trick if card_name(c) in reason)
        over = lambda c: is_trump(c) and table.order[c] > table.order[named]  # noqa: E731
        return not over(card) and any(over(c) for c in held) and not any(
            suit_of(c) == led for c in held)
    if reason.startswith("may not trump under"):
        named = next(c for c in trick if card_name(c) in reason)
        lower = lambda c: is_trump(c) and table.order[c] < table.order[named]  # noqa: E731
        return lower(card) and not all(lower(c) for c in held)
    if reason.startswith("must play a trump") or reason.startswith("must trump"):
        return not is_trump(card) and any(is_trump(c) for c in held) and not any(
            suit_of(c) == led for c in held)
    return False


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32))
@example("baloot", 360)  # a closed Hokum: trumps refused to a lead (the oracle once knew no lead rule)
def test_an_illegal_card_breaks_the_rule_its_reason_names(preset, seed):
    from engine.rules.play import why_illegal
    from engine.reasons import render
    states, _, _, _ = playout(preset, seed)
    for state in states:
        current = Deal.read(state)
        if current.phase != "play" or current.hands[current.to_act] is None:
            continue
        trick = current.tricks[-1] if current.tricks and len(current.tricks[-1]) < 4 else []
        hand = current.hands[current.to_act]
        for card in range(32):
            if not hand >> card & 1:
                continue
            reason = why_illegal(current.table, current.rules.play, hand, trick, card)
            in_legal = [parse_card(c) for c in legal_moves(state)["legal"]]
            assert (reason is None) == (card in in_legal)
            if reason:
                text = render(reason[0], {"seat": 0, "card": "7S", **reason[1]}).split(": ", 1)[1]
                assert breaks_the_named_rule(text, current, hand, trick, card), reason


def hokum_leaning(rng, legal):
    """A random action, Baloot's auction leaning to a Hokum (random calls mostly end in a
    Sun, which has no baloot)."""
    hokum = [a for a in legal if isinstance(a, dict) and "hokum" in a]
    if hokum and rng.random() < 0.5:
        return rng.choice(hokum)
    return rng.choice([a for a in legal if a not in ("sun", "ashkal")] or legal)


def belotes_by_action(events_per_action):
    """``{(type, seat): [index of the action that emitted it, …]}`` of belote and rebelote."""
    found: dict = {}
    for i, events in enumerate(events_per_action):
        for e in events:
            if e["type"] in ("belote", "rebelote"):
                found.setdefault((e["type"], e["seat"]), []).append(i)
    return found


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2 ** 32), st.integers(0, 3))
@example("classic", 96, 0)  # seat 3's belote, hidden from seat 0, was never announced
def test_a_seat_s_view_announces_belote_and_rebelote_once_public_cards_prove_them(
        preset, seed, seat):
    rng = random.Random(seed)
    state = deal({"rules": preset, "seed": seed})
    while (moves := legal_moves(state))["phase"] == "bidding":
        state = play({"state": state, "action": hokum_leaning(rng, moves["legal"])})["state"]
    if moves["phase"] != "play":
        return
    view = {**state, "hands": [h if s == seat else None for s, h in enumerate(state["hands"])]}
    view.pop("stock", None)
    full_events, view_events = [], []
    while (moves := legal_moves(state))["phase"] == "play":
        action = rng.choice(moves["legal"])
        answer, seen = (play({"state": s, "action": action}) for s in (state, view))
        state, view = answer["state"], seen["state"]
        full_events.append(answer["events"])
        view_events.append(seen["events"])
    full, shown = belotes_by_action(full_events), belotes_by_action(view_events)
    # by the end every card is public: the same announcements, by the same seats
    assert {k: len(v) for k, v in shown.items()} == {k: len(v) for k, v in full.items()}
    for (kind, holder), at in shown.items():
        if holder == seat:  # its own hand: as the full deal says, card for card
            assert at == full[kind, holder]
            continue
        # both at the card that proves them: never before the pair's second card, and at
        # it unless Baloot's projects might still absorb the baloot
        assert at == shown["rebelote", holder]
        proof = full["rebelote", holder]
        assert all(a >= p for a, p in zip(at, proof))
        if preset != "baloot":
            assert at == proof
