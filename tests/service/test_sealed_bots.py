"""Bot seats: played by the server within each /act, choosing from their own seat's view
only; one player and three bots play a whole match with nothing but the player's secret."""

import random

import pytest

import engine
from service.sealed import bots, table as sealed_table
from service.sealed.seats import commitment
from tests.service.test_sealed import cards_in, post, refused

SECRET = "the-only-secret-at-this-table"
ONE_AND_THREE_BOTS = [{"commitment": commitment(SECRET)}, {"bot": "casual"},
                      {"bot": "club"}, {"bot": "casual"}]


def me(token, **more):
    return {"table": token, "seat": 0, "secret": SECRET, **more}


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["classic", "bulgarian"])
def test_one_player_and_three_bots_play_a_whole_match(client, preset):
    rules = {"preset": preset, "target": {"classic": 300, "bulgarian": 31}[preset]}
    opened = post(client, "/v1/sealed/tables", {"rules": rules, "seats": ONE_AND_THREE_BOTS,
                                                "dealer": 0})
    assert opened["to_act"] is None and "relay_key" not in opened  # one player: no relay
    opened = post(client, "/v1/sealed/reveal", me(opened["table"]))  # the bots' drawn already
    assert opened["view"]["to_act"] == 0  # seats 1 to 3 bid first: the server played them
    # the bots' calls, and cards too when one of them took: the bots' contributions are
    # drawn afresh for each table, so the deal is any deal
    played = [e for e in opened["events"] if "seat" in e]
    assert played[0]["seat"] == 1 and {e["seat"] for e in played} <= {1, 2, 3}
    assert all(e["bot"] == ONE_AND_THREE_BOTS[e["seat"]]["bot"] for e in played)
    token, actions, rng = opened["table"], 1 + len(played), random.Random(preset)
    while True:
        seen = post(client, "/v1/sealed/view", me(token))["view"]
        assert seen["actions"] == actions
        if seen["match"]["finished"]:
            break
        assert seen["to_act"] == 0, seen  # after every answer, the player is to act
        answer = post(client, "/v1/sealed/act", me(token, action=rng.choice(seen["legal"])))
        played = [e for e in answer["events"] if e.get("bot")]
        assert {e["seat"] for e in played} <= {1, 2, 3}
        assert all(e["bot"] == ONE_AND_THREE_BOTS[e["seat"]]["bot"] for e in played)
        actions += 1 + len(played)
        token = answer["table"]
        assert int(token.split(".")[3]) == actions
    assert seen["match"]["winner"] in (0, 1)


def test_a_bot_seat_is_nobody_s_to_look_at_or_act_for(client):
    opened = post(client, "/v1/sealed/tables", {"rules": "classic", "seats": ONE_AND_THREE_BOTS})
    for seat in (1, 2, 3):
        problem = refused(client, "/v1/sealed/view", {"table": opened["table"], "seat": seat,
                          "secret": SECRET}, 403, "seat_is_bot")
        assert problem["params"] == {"seat": seat, "level": ONE_AND_THREE_BOTS[seat]["bot"]}
        assert not cards_in(problem)


def test_a_table_needs_a_player_and_bot_levels_are_named(client):
    problem = refused(client, "/v1/sealed/tables", {"rules": "classic",
                      "seats": [{"bot": "casual"}] * 4}, 400, "seat_player_expected")
    assert problem["errors"][0]["pointer"] == "/seats"
    problem = refused(client, "/v1/sealed/tables", {"rules": "classic",
                      "seats": [*ONE_AND_THREE_BOTS[:3], {"bot": "grandmaster"}]}, 400,
                      "one_of_expected")
    assert problem["errors"][0]["pointer"] == "/seats/3/bot"
    problem = refused(client, "/v1/sealed/tables", {"rules": "classic",
                      "seats": [{"commitment": "ABC"}, *ONE_AND_THREE_BOTS[1:]]}, 400,
                      "commitment_expected")
    assert problem["errors"][0]["pointer"] == "/seats/0/commitment"


def shuffled_others(state, seat, rng):
    """``state`` with every card the bot at ``seat`` cannot see dealt anew among the other
    seats and the stock, each keeping its count; the turned-up card stays with its holder
    (it is public)."""
    turn_up = state.get("turn_up")
    places = [s for s in range(4) if s != seat]
    hidden = [c for s in places for c in state["hands"][s] if c != turn_up]
    hidden += [c for c in state.get("stock", [])]
    rng.shuffle(hidden)
    hands = [list(h) for h in state["hands"]]
    for s in places:
        keep = [c for c in hands[s] if c == turn_up]
        hands[s] = keep + [hidden.pop() for _ in range(len(hands[s]) - len(keep))]
    new = {**state, "hands": hands}
    if "stock" in state:
        new["stock"] = [hidden.pop() for _ in state["stock"]]
    return new


def bot_action(state, secret="ab" * 32):
    table = {"rules": state["rules"], "seats": [{"commitment": "0" * 64}] + [{"bot": "club"}] * 3,
             "secret": secret, "deal": 0, "entries": [], "previous": None, "ended_by": None,
             "state": state, "commitment": "", "seat_kid": None}
    events = []
    sealed_table._play_bots(table, 7, events)
    return events[0]


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_a_bot_chooses_the_same_whatever_the_hands_it_cannot_see(seed):
    """A bot to call, and a bot to lead the first trick: the other hands (and the stock)
    dealt anew in every way that keeps its view gives the same choice."""
    rng = random.Random(seed)
    dealt = engine.new_deal({"rules": "classic", "dealer": 0, "seed": f"bots-{seed}"})
    playing = engine.play({"state": dealt, "action": "take", "seat": 1})["state"]
    for state in (dealt, playing):  # seat 1 to call, then to lead (it took)
        seat = engine.legal_moves(state)["to_act"]
        assert seat == 1 and len(engine.legal_moves(state)["legal"]) > 1
        chosen = bot_action(state)
        for _ in range(2):
            other = shuffled_others(state, seat, rng)
            assert bots.seat_view(other, seat) == bots.seat_view(state, seat)
            assert bot_action(other) == chosen


def test_a_bot_turn_past_its_time_takes_its_first_legal_action_and_says_so(monkeypatch):
    monkeypatch.setattr(bots, "TURN_SECONDS", 0.0)
    dealt = engine.new_deal({"rules": "classic", "dealer": 0, "seed": "bots-0"})
    event = bot_action(dealt)
    assert event == {"type": "call", "seat": 1, "call": "pass", "bot": "club", "hurried": True}


def test_the_bots_after_one_action_share_a_bound_of_the_clock(monkeypatch):
    monkeypatch.setattr(bots, "ACT_SECONDS", 0.0)
    dealt = engine.new_deal({"rules": "classic", "dealer": 0, "seed": "bots-0"})
    assert bot_action(dealt)["hurried"] is True
