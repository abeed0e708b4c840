"""Property tests over random deals in every preset, driven through the public API:
deal from a seed, random legal calls, random legal cards, score."""

import random

from hypothesis import given, settings
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
    """An oracle written from docs/rules.md section 6, independent of engine/rules/play.py."""
    table = deal_.table
    led = trick[0] >> 3
    suit_of = lambda c: c >> 3  # noqa: E731
    is_trump = lambda c: table.cut_mask >> c & 1  # noqa: E731
    held = [c for c in range(32) if hand >> c & 1]
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
