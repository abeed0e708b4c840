"""engine.hints: the answer's shape, its methods, its inputs."""

import pytest

from engine import IllegalAction, ImpossibleState, MalformedInput, hints, legal_moves
from engine.rules.cards import table_for
from engine.search.solver import solve
from engine.deal.state import Deal
from tests.engine.helpers import hand, parse_card

# seat 2 to lead the third trick of a hearts contract (seat 0 took the queen turned up)
PLAY = {"rules": "classic", "dealer": 3, "turn_up": "QH", "auction": ["take"],
        "tricks": [["8S", "9S", "JS", "7S"], ["AS", "TS", "KS", "QS"]],
        "hands": [["AH", "QH", "7D", "8D", "9D", "TD"], ["JH", "8H", "9C", "TC", "JC", "QC"],
                  ["7H", "9H", "JD", "QD", "KD", "AD"], ["TH", "KH", "7C", "8C", "KC", "AC"]]}


def hidden(state, *seats):
    return dict(state, hands=[None if s in seats else h for s, h in enumerate(state["hands"])])


def test_all_hands_shown_is_exact_and_is_the_solver_plus_points_won():
    answer = hints({"state": PLAY, "budget_ms": 5000})
    assert (answer["seat"], answer["phase"], answer["method"], answer["samples"]) == (
        2, "play", "exact", 1)
    deal = Deal.read(PLAY)
    solution = solve(deal.table, "forced", deal.hands, [], 2)
    won = 11 + 10 + 4 + 3 + 2  # the second trick went to seat 2's ace; the first to its jack
    values = {a["action"]: a["value"] for a in answer["actions"]}
    assert values == {c: won + solution.cards[parse_card(c)] for c in values}
    assert [a["value"] for a in answer["actions"]] == sorted(values.values(), reverse=True)
    assert sorted(values) == sorted(legal_moves(PLAY)["legal"])


def test_one_hidden_hand_is_known_from_the_rest():
    assert hints({"state": hidden(PLAY, 1), "budget_ms": 5000}) == hints(
        {"state": PLAY, "budget_ms": 5000})


def test_hidden_hands_are_sampled_and_the_seed_makes_it_reproducible():
    doc = {"state": hidden(PLAY, 0, 1, 3), "samples": 6, "seed": "table 4",
           "budget_ms": 5000}
    answer = hints(doc)
    assert answer["method"] == "sampled" and answer["samples"] == 6
    assert answer == hints(doc)
    assert sorted(a["action"] for a in answer["actions"]) == sorted(legal_moves(PLAY)["legal"])


def test_a_mid_trick_hint_counts_the_cards_on_the_table():
    state = dict(PLAY, tricks=PLAY["tricks"] + [["AD"]],
                 hands=[PLAY["hands"][0], PLAY["hands"][1],
                        ["7H", "9H", "JD", "QD", "KD"], PLAY["hands"][3]])
    answer = hints({"state": state, "budget_ms": 5000})
    assert answer["seat"] == 3  # void in diamonds: must trump
    values = {a["action"]: a["value"] for a in answer["actions"]}
    deal = Deal.read(state)
    solution = solve(deal.table, "forced", deal.hands, [parse_card("AD")], 2)
    # seat 3's team has won nothing yet; the ace on the table goes to whoever wins
    assert values == {c: solution.cards[parse_card(c)] for c in ("TH", "KH")}


def test_bidding_hints_value_every_legal_call():
    state = {"rules": "classic", "dealer": 3, "turn_up": "7H", "auction": [],
             "hands": [["JH", "9H", "AH", "TH", "AS"], None, None, None]}
    answer = hints({"state": state, "samples": 30, "budget_ms": 5000})
    assert answer["phase"] == "bidding" and answer["method"] == "sampled"
    assert [a["action"] for a in answer["actions"]] == ["take", "pass"]  # a sure contract
    assert answer["actions"][0]["value"] > 0


def test_point_auction_hints_list_every_bid():
    state = {"rules": "coinche", "dealer": 3, "auction": [],
             "hands": [["JH", "9H", "AH", "TH", "KH", "QH", "AS", "AC"], None, None, None]}
    answer = hints({"state": state, "samples": 5, "budget_ms": 5000})
    actions = [a["action"] for a in answer["actions"]]
    assert sorted(map(str, actions)) == sorted(map(str, legal_moves(state)["legal"]))
    assert answer["actions"][0]["action"] != "pass"


def test_seat_must_be_the_seat_to_act():
    with pytest.raises(IllegalAction) as caught:
        hints({"state": PLAY, "seat": 1})
    assert caught.value.pointer == "/seat"
    assert hints({"state": PLAY, "seat": 2})["seat"] == 2


def test_the_hand_to_act_must_be_shown():
    with pytest.raises(ImpossibleState) as caught:
        hints({"state": hidden(PLAY, 2)})
    assert caught.value.pointer == "/state/hands/2"


@pytest.mark.parametrize("field,value", [("samples", 0), ("samples", 201), ("samples", "5"),
                                         ("budget_ms", 0), ("budget_ms", 5001),
                                         ("samples", True), ("seed", 1.5), ("seed", [1])])
def test_bounds_are_checked(field, value):
    with pytest.raises(MalformedInput) as caught:
        hints({"state": PLAY, field: value})
    assert caught.value.pointer == "/" + field


def test_null_options_are_the_defaults():
    assert hints({"state": PLAY, "seat": None, "samples": None, "budget_ms": 5000,
                  "seed": None}) == hints({"state": PLAY, "budget_ms": 5000})
    assert hints({"state": PLAY, "budget_ms": None})["seat"] == 2


def test_unknown_fields_and_bad_states_are_pointed_at():
    with pytest.raises(MalformedInput) as caught:
        hints({"state": PLAY, "depth": 3})
    assert caught.value.pointer == "/depth"
    with pytest.raises(MalformedInput) as caught:
        hints({"seat": 0})
    assert caught.value.pointer == "/state"
    with pytest.raises(ImpossibleState) as caught:
        hints({"state": dict(PLAY, dealer=0)})  # the tricks no longer fit the hands
    assert caught.value.pointer.startswith("/state/")


def test_nobody_to_act_is_an_error():
    thrown = {"rules": "classic", "dealer": 0, "turn_up": "7H", "auction": ["pass"] * 8}
    with pytest.raises(IllegalAction) as caught:
        hints({"state": thrown})
    assert caught.value.pointer == "/state"


def test_the_value_of_a_merged_card_is_reported_too():
    hearts = table_for("H")
    solution = solve(hearts, "forced", [hand("7S 8S"), hand("AS KD"), hand("7D 8D"),
                                        hand("7C 8C")], [], 0)
    assert set(solution.cards) == {parse_card("7S"), parse_card("8S")}


def test_a_budget_spent_inside_the_first_solve_falls_back_to_playouts():
    # eight tricks to solve for each sample cannot fit in one millisecond
    state = {"rules": "classic", "dealer": 3, "turn_up": "7H", "auction": ["take"],
             "hands": [["JH", "9H", "AH", "TH", "AS", "7H", "8S", "KD"], None, None, None]}
    answer = hints({"state": state, "budget_ms": 1, "samples": 8})
    assert answer["method"] == "playouts" and answer["samples"] == 8
    assert sorted(a["action"] for a in answer["actions"]) == sorted(state["hands"][0])
    assert all(0 <= a["value"] <= 162 for a in answer["actions"])


@pytest.mark.parametrize("preset", ["classic", "club-501", "litige", "coinche", "contree",
                                    "bulgarian", "klaverjas-rotterdam", "klaverjas-amsterdam",
                                    "bela"])
def test_random_games_get_a_hint_for_every_legal_action(preset):
    # a whole deal driven by engine.play, every seat asking for hints from its own view
    import random

    from engine import new_deal as deal, play
    rng = random.Random(preset)
    for game in range(1):
        state = deal({"rules": preset, "seed": f"{preset}-{game}"})
        while True:
            moves = legal_moves(state)
            seat = moves["to_act"]
            if seat is None:
                break
            view = dict(state, hands=[h if s == seat else None
                                      for s, h in enumerate(state["hands"])])
            view.pop("stock", None)
            view.pop("talon", None)
            answer = hints({"state": view, "samples": 2, "budget_ms": 50, "seed": game})
            assert answer["seat"] == seat and answer["phase"] == moves["phase"]
            actions = [a["action"] for a in answer["actions"]]
            assert sorted(map(str, actions)) == sorted(map(str, moves["legal"]))
            # a random choice keeps the auctions varied (the best call might always pass)
            action = rng.choice(moves["legal"]) if rng.random() < 0.5 else actions[0]
            state = play({"state": state, "action": action})["state"]


def test_a_dealt_state_with_hands_and_stock_is_exact_in_the_auction():
    from engine import new_deal as deal
    state = deal({"rules": "classic", "seed": 11})
    answer = hints({"state": state, "budget_ms": 5000})
    assert (answer["phase"], answer["method"], answer["samples"]) == ("bidding", "exact", 1)
    # without the stock, the cards to come are sampled
    answer = hints({"state": dict(state, stock=None), "samples": 3, "budget_ms": 5000})
    assert (answer["method"], answer["samples"]) == ("sampled", 3)


def test_the_rule_of_thumb_player():
    from engine.search.playouts import thumb_card
    hearts = table_for("H")
    # it can win: the strongest winner
    assert thumb_card(hearts, "forced", hand("AS TS 7S"), [parse_card("KS")]) == parse_card("AS")
    # it cannot: the cheapest card
    assert thumb_card(hearts, "forced", hand("QS 8S"), [parse_card("AS")]) == parse_card("8S")
    # on lead: its strongest card outside trumps
    assert thumb_card(hearts, "forced", hand("JH TD 7C"), []) == parse_card("TD")


def test_a_known_deal_without_time_to_solve_is_played_out_once():
    from engine import new_deal as deal, play
    state = play({"state": deal({"rules": "classic", "seed": 4, "dealer": 3}),
                  "action": "take"})["state"]
    answer = hints({"state": state, "budget_ms": 1})
    assert (answer["method"], answer["samples"]) == ("playouts", 1)


class _StopAfter:
    """A stop event set from the ``after``-th look on: proves the search looks often."""

    def __init__(self, after):
        self.looks, self.after = 0, after

    def is_set(self):
        self.looks += 1
        return self.looks > self.after


@pytest.mark.parametrize("after", [0, 1, 3])
def test_a_set_stop_event_ends_the_search_with_search_stopped(after):
    from engine import SearchStopped
    from engine.errors import EngineError
    assert not issubclass(SearchStopped, (EngineError, ValueError))  # not the request's fault
    # a full deal, every hand hidden but the mover's: many samples, long solves
    state = {"rules": "classic", "dealer": 3, "turn_up": "7H", "auction": ["take"],
             "hands": [["JH", "9H", "AH", "TH", "AS", "7H", "8S", "KD"], None, None, None]}
    stop = _StopAfter(after)
    with pytest.raises(SearchStopped):
        hints({"state": state, "samples": 200, "budget_ms": 5000}, stop=stop)
    # the auction phase looks between samples too
    with pytest.raises(SearchStopped):
        hints({"state": {"rules": "classic", "dealer": 3, "turn_up": "QH",
                         "hands": [["AH", "JH", "9H", "7S", "8D"], None, None, None]},
               "samples": 200}, stop=_StopAfter(after))


def test_an_unset_stop_event_changes_nothing():
    import threading
    doc = {"state": hidden(PLAY, 0, 1, 3), "samples": 6, "seed": 3, "budget_ms": 5000}
    assert hints(doc, stop=threading.Event()) == hints(doc)


def test_a_dealer_who_must_name_a_suit_is_never_made_to_pass_by_the_hint_s_auction():
    # club-501: the dealer names a suit in round two; the hint's own auction used to pass
    # for it and fail with dealer_must_name (found from outside with seeds 0 to 39)
    state = {"rules": "club-501", "dealer": 1, "turn_up": "8C", "tricks": [],
             "hands": [None, None, None, ["9S", "9H", "QH", "7D", "8D"]],
             "auction": ["pass"] * 5}
    for seed in range(40):
        answer = hints({"state": state, "samples": 8, "budget_ms": 150, "seed": seed})
        assert sorted(map(str, (a["action"] for a in answer["actions"]))) == sorted(
            map(str, legal_moves(state)["legal"]))
    # the dealer itself, last to speak in round two, is offered no pass
    dealer = dict(state, auction=["pass"] * 7, hands=[None, ["9S", "9H", "QH", "7D", "8D"],
                                                      None, None])
    answer = hints({"state": dealer, "samples": 4})
    assert "pass" not in [a["action"] for a in answer["actions"]]


def _burn(seconds):
    import time
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        sum(i * i for i in range(1000))


def test_the_same_request_gets_byte_identical_answers_idle_and_beside_a_cpu_burner():
    # budgets count work, never the clock: a loaded machine gives the same answer
    import json
    import multiprocessing
    state = {"rules": "classic", "dealer": 3, "turn_up": "7H", "auction": ["take"],
             "hands": [["JH", "9H", "AH", "TH", "AS", "7H", "8S", "KD"], None, None, None]}
    # a budget that binds: the samples solved depend on the work spent, not the time
    opening = {"rules": "classic", "dealer": 3, "turn_up": "7H", "auction": [],
               "hands": [["JH", "9H", "AH", "TS", "AS"], None, None, None]}
    docs = [{"state": state, "samples": 200, "budget_ms": 40, "seed": 7},
            {"state": state, "samples": 3, "budget_ms": 1, "seed": 7},
            # the auction: deals solved until the budget binds, or all played out
            {"state": opening, "samples": 200, "budget_ms": 300, "seed": 7},
            {"state": opening, "samples": 8, "budget_ms": 1, "seed": 7}]
    idle = [json.dumps(hints(doc)) for doc in docs]
    burners = [multiprocessing.Process(target=_burn, args=(30,)) for _ in range(3)]
    for burner in burners:
        burner.start()
    try:
        loaded = [json.dumps(hints(doc)) for doc in docs]
    finally:
        for burner in burners:
            burner.terminate()
            burner.join()
    assert loaded == idle
    assert 1 < json.loads(idle[0])["samples"] < 200  # the work budget did cut it short
    assert 1 < json.loads(idle[2])["samples"] < 200
    assert [json.loads(answer)["method"] for answer in idle[2:]] == ["sampled", "playouts"]


def test_a_bela_state_showing_every_talon_is_exact_in_the_call():
    from engine import new_deal as deal
    state = deal({"rules": "bela", "seed": 2})
    answer = hints({"state": state, "budget_ms": 5000})
    assert (answer["phase"], answer["method"], answer["samples"]) == ("bidding", "exact", 1)
    hidden = dict(state, talon=None)
    assert hints({"state": hidden, "samples": 3, "budget_ms": 5000})["method"] == "sampled"


def test_klaverjas_call_hints_count_roem():
    # the playouts behind a call's value are scored with the roem of their tricks
    from engine.search.playouts import playout
    from engine.rules.ruleset import PRESETS
    hands = [1 << parse_card(c) for c in "TH JH QH KH".split()]  # one trick, seat 0 leading
    assert playout(PRESETS["klaverjas-rotterdam"], "H", hands, 0)[3] == (0, 70)
