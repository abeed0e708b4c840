"""A client that knows only its own hand plays whole deals through /v1/play.

The table (the test, knowing every card through the engine) chooses each action; the client
sends it with its own view of the deal: its hand, the others null, no stock. Whoever acts,
every answer is a 200 (or, for a random action that breaks a rule, a clean 4xx problem), the
client's seat gets its legal actions whenever it is to act, and the deal is scored from that
partial view exactly as from the whole one.
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.rules.ruleset import PRESETS

CARDS = [r + s for s in "SHDC" for r in "789TJQKA"]
CALLS = ["pass", "take", "coinche", "surcoinche", "contre", "recontre", {"suit": "S"},
         {"bid": 80, "kind": "H"}, {"bid": "capot", "kind": "NT"}, {"bid": "AT"}]


def view_of(state, seat, stock):
    """What ``seat`` knows of a deal state: its own hand, the public cards, and the stock
    only if ``stock`` (a client that deals, or is dealt the rest by the server)."""
    view = {key: value for key, value in state.items() if stock or key != "stock"}
    view["hands"] = [hand if s == seat else None for s, hand in enumerate(state["hands"])]
    return view


def check_answer(response):
    assert response.status_code in (200, 400, 422), response.get_json()
    if response.status_code != 200:
        body = response.get_json()
        assert response.mimetype == "application/problem+json"
        assert body["code"] and body["errors"]
    return response.get_json()


def public(events):
    """The events both views share: belote is announced only from a known hand, and the
    stock is dealt only where the state carries it."""
    return [e for e in events if e["type"] not in ("belote", "rebelote", "deal_completed")]


@pytest.mark.parametrize("preset", sorted(PRESETS))
@settings(max_examples=8, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])  # a stateless client
@given(seed=st.integers(0, 2 ** 32), seat=st.integers(0, 3), stock=st.booleans())
def test_a_single_view_plays_a_whole_deal(client, preset, seed, seat, stock):
    rng = random.Random(seed)
    full = engine.new_deal({"rules": preset, "seed": seed})
    view = view_of(full, seat, stock)
    last = None
    while True:
        table = engine.legal_moves(full)
        if table["phase"] not in ("bidding", "play"):
            break
        if table["to_act"] == seat or rng.random() < 0.2:  # a stray action: never a 500
            stray = rng.choice(CARDS + CALLS)
            check_answer(client.post("/v1/play", json={"state": view, "action": stray}))
        action = rng.choice(table["legal"])
        response = client.post("/v1/play", json={"state": view, "action": action})
        assert response.status_code == 200, response.get_json()
        answer = response.get_json()
        played = engine.play({"state": full, "action": action})
        full = played["state"]
        assert public(answer["events"]) == public(played["events"])
        assert (answer["phase"], answer["to_act"]) == (played["phase"], played["to_act"])
        view = answer["state"]
        if answer["to_act"] == seat and view["hands"][seat] is not None:
            assert answer["legal"] == played["legal"]
        elif answer["phase"] == "play":
            assert answer["legal"] is None
        if view["hands"][seat] is None:
            # only without the stock: the client is dealt the rest of its hand
            # (Baloot: the deal is completed when the contract is bought, before its doubling)
            assert not stock and (answer["phase"] == "play" or any(
                e["type"] == "bought" for e in answer["events"]))
            view["hands"][seat] = full["hands"][seat]
        last = answer["events"][-1]
    assert last["type"] == ("hand_scored" if table["phase"] == "complete" else "thrown_in")
    assert last == played["events"][-1]


def test_the_last_card_with_the_other_hands_unknown_scores_the_deal(client):
    state = {"rules": "classic", "dealer": 3, "contract": {"taker": 1, "kind": "H"},
             "hands": [["7S"], None, None, None],
             "tricks": [["AS", "7H", "7D", "7C"], ["8H", "8D", "8C", "KS"],
                        ["9H", "9D", "9C", "QS"], ["TH", "TD", "TC", "JS"],
                        ["JH", "JD", "JC", "TS"], ["AH", "QD", "QC", "9S"],
                        ["KH", "KD", "KC", "8S"], ["QH", "AD", "AC"]]}
    answer = client.post("/v1/play", json={"state": state, "action": "7S"}).get_json()
    assert (answer["phase"], answer["to_act"], answer["legal"]) == ("complete", None, [])
    scored = answer["events"][-1]
    # every card is known once the eighth trick is played: team 1 took them all
    assert scored["type"] == "hand_scored" and scored["result"]["capot"] == 1
    assert scored["match_entry"] == {"dealer": 3, "taker": 1, "outcome": "made",
                                     "score": scored["result"]["score"], "held_over": 0}


def test_a_card_from_an_unknown_hand_is_checked_against_what_the_state_shows(client):
    state = {"rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
             "tricks": [["AS", "7D", "KS", "8S"], ["TS"]]}
    codes = {card: client.post("/v1/play", json={"state": state, "action": card}).get_json()
             for card in ("9S", "KS", "QD")}
    assert codes["9S"]["code"] == "contradicts_earlier_play"  # seat 1 showed out of spades
    assert codes["KS"]["code"] == "card_elsewhere"
    assert codes["QD"]["events"] == [{"type": "card", "seat": 1, "card": "QD"}]
    assert codes["QD"]["legal"] is None
