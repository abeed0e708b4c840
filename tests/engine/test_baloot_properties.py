"""Properties of random Baloot deals under random house rules (RULES §12.13): every card
once, points adding up to 162 or 130, legal sets never empty, the deal's score equal to
its summary's, a record's replay reproducing the score, projects and baloot consistent."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.rules.ruleset import CHOICES, FLAGS, resolve_rules

FIELDS = {  # every overridable §12.13 field with more than one value
    "ashkal_on_ace": [True, False], "sun_priority": ["none", "earlier_opponents"],
    "hokum_confirm": [True, False], "sun_over_hokum_on_ace": ["anyone", "eldest_only"],
    "round2_answers": ["all_others", "later_seats"], "redeal_by": ["next", "same"],
    "doubling_levels": [[2, 3, 4, "gahwa"], [2]], "sun_double_limit": [0, 100, 150],
    "lock_chooser": ["raiser", "buyer"], "trump_led_climb": ["always", "unless_partner", "never"],
    "undertrump": ["forced", "free"], "hundred_rank": ["sequence_first", "top_card"],
    "baloot_absorbed_by": ["any_project", "hundred_only"],
    "game_points": ["count_defenders", "per_team"], "khasara_test": ["abnat", "game_points"],
    "tie": ["takers_make", "takers_fall"], "double_projects": ["level", "double_only"],
    "belote_on_failure": ["holder", "winners"], "gahwa": ["wins_match", "flat_152"],
    "direction": ["clockwise", "counter_clockwise"],
    "contract_kinds": [["S", "H", "D", "C", "NT"], ["S", "H", "NT"], ["NT"], ["S", "H", "D", "C"]],
    "target": [0, 152, 500],
}


def house_rules(rng):
    chosen = {name: rng.choice(values) for name, values in FIELDS.items() if rng.random() < 0.4}
    return {"preset": "baloot", **chosen}


def play_random(rules, seed, totals):
    rng = random.Random(seed)
    state = engine.new_deal({"rules": rules, "seed": seed, "match_totals": totals})
    events = []
    while True:
        moves = engine.legal_moves(state)
        if moves["phase"] in ("complete", "thrown_in"):
            return state, events, moves["phase"]
        assert moves["legal"], moves  # never empty while someone is to act
        # passing less often reaches the doubling and the play more often
        legal = moves["legal"]
        action = rng.choice([a for a in legal if a != "pass"] or legal) if rng.random() < 0.4 \
            else rng.choice(legal)
        answer = engine.play({"state": state, "action": action})
        state, events = answer["state"], events + answer["events"]


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_random_deals_under_random_house_rules(seed):
    rng = random.Random(seed)
    rules = house_rules(rng)
    totals = [rng.choice([0, 90, 110, 140]), rng.choice([0, 90, 110, 140])]
    state, events, phase = play_random(rules, seed, totals)
    if phase == "thrown_in":
        assert events[-1]["match_entry"] == {"dealer": state["dealer"], "outcome": "thrown_in"}
        return
    cards = [c for trick in state["tricks"] for c in trick]
    assert len(cards) == 32 and len(set(cards)) == 32
    sun = state["contract"]["kind"] == "NT"
    won = [e for e in events if e["type"] == "trick_won"]
    assert sum(e["points"] + e["last_trick_bonus"] for e in won) == (130 if sun else 162)
    result = engine.score_hand(state)
    assert result == events[-1]["result"]
    # the summary of the same deal scores the same
    points, tricks, last = [0, 0], [0, 0], None
    for e in won:
        points[e["team"]] += e["points"]
        tricks[e["team"]] += 1
        last = e["team"]
    hands = [[] for _ in range(4)]
    for e in events:
        if e["type"] == "card":
            hands[e["seat"]].append(e["card"])
    found = engine.declarations({"rules": rules, "contract": state["contract"],
                                 "dealer": state["dealer"], "hands": hands})
    summary = engine.score_hand({"rules": rules, "contract": state["contract"],
                                 "tricks_won": tricks, "card_points": points,
                                 "last_trick": last, "declarations": found["points"],
                                 "belote": found["belote"]})
    assert summary == result
    if sun:
        assert found["belote"] == [0, 0]
    assert found["baloot_game_points"] == [b // 10 for b in found["belote"]]
    # the record replays to the same score
    record = {**engine.new_deal({"rules": rules, "seed": seed,
                             "match_totals": totals}),
              "auction": state["auction"], "tricks": state["tricks"], "seed": seed}
    replayed = engine.check_record({"text": engine.check_record({"record": record})["text"]})
    assert replayed["result"] == result


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_every_field_overrides_and_its_values_resolve(seed):
    rng = random.Random(seed)
    rules = resolve_rules(house_rules(rng))
    for name in FIELDS:
        value = getattr(rules, name)
        assert value is not None
    assert rules.bidding == "baloot_auction" and rules.declarations == "projects"


def test_each_field_is_a_ruleset_field_with_its_values():
    for name, values in FIELDS.items():
        if name in CHOICES:
            assert set(values) <= set(CHOICES[name]), name
        for value in values:
            resolve_rules({"preset": "baloot", name: value})
    assert {"ashkal_on_ace", "hokum_confirm"} <= set(FLAGS)
