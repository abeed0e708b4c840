"""Properties of random Pilotta and Bazaar Blot deals under random house rules (docs/rules.md,
section 14): every card once, points adding up to the table's total, legal sets never empty,
the deal's score equal to its summary's and to the rules' arithmetic, a record's replay
reproducing the score."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.rules.ruleset import resolve_rules

FIELDS = {  # every overridable field of section 14.13 with more than one value
    "direction": ["clockwise", "counter_clockwise"], "deal_packets": ["3-2-3", "4-4"],
    "bid_ceiling": [80, 160, 240], "redeal_by": ["next", "same"],
    "no_trump_points": ["scaled", "natural"], "partner_exemption": [True, False],
    "undertrump": ["forced", "free"], "no_trump_declarations": ["none", "all"],
    "carre_values": ["standard", "flat_100"], "sequence_rank": ["length", "value"],
    "trump_sequence_priority": [True, False], "declaration_tie": ["nobody", "first_speaker"],
    "belote_on_failure": ["winners", "holder"], "success": ["at_least", "more_than"],
    "failure_transfer": ["all", "cards"],
    "bid_bonus": ["made_and_failed", "made", "failed", "none"],
    "contra_score": ["bid_multiplied", "pool_multiplied"], "swept_takers": ["fail", "by_total"],
    "no_trump_bid_factor": [1, 2], "split_six": ["takers", "defenders"],
    "target": [101, 351, 1001], "match_tie": ["play_on", "draw"],
}
KINDS = {"pilotta": [["S", "H", "D", "C"], ["H", "C"]],
         "bazar-blot": [["S", "H", "D", "C", "NT"], ["NT"], ["S", "NT"], ["D"]]}


def house_rules(rng, preset):
    chosen = {name: rng.choice(values) for name, values in FIELDS.items() if rng.random() < 0.3}
    if preset == "pilotta":
        chosen.pop("no_trump_points", None)  # allowed, but read in no contract of Pilotta
    if rng.random() < 0.3:
        chosen["contract_kinds"] = rng.choice(KINDS[preset])
    return {"preset": preset, **chosen}


def play_random(rules, seed, dealer=None):
    rng = random.Random(seed)
    state = engine.new_deal({"rules": rules, "seed": seed, **(
        {} if dealer is None else {"dealer": dealer})})
    events = []
    while True:
        moves = engine.legal_moves(state)
        if moves["phase"] in ("complete", "thrown_in"):
            return state, events, moves["phase"]
        assert moves["legal"], moves  # never empty while someone is to act
        legal = moves["legal"]
        bids = [a for a in legal if a != "pass"]
        # bid now and then, mostly low, so that auctions end and doubles happen
        if moves["phase"] == "bidding" and bids and rng.random() < 0.35:
            action = rng.choice(bids[:12])
        else:
            action = rng.choice(legal) if moves["phase"] == "play" else "pass"
        answer = engine.play({"state": state, "action": action})
        state, events = answer["state"], events + answer["events"]


def expected_raw(rules, contract, totals, cards, decl, bel, tricks, capot):
    """The arithmetic of section 14.8, written out again from the text."""
    t, d = contract["taker"] % 2, 1 - contract["taker"] % 2
    capot_bid = contract["bid"] == "capot"
    v = 250 if capot_bid else contract["bid"]
    if capot_bid:
        made = capot == t
    else:
        made = not (rules.swept_takers == "fail" and tricks[t] == 0) and (
            totals[t] >= v if rules.success == "at_least" else totals[t] > v and totals[t] >= 82)
    if contract["kind"] == "NT":
        v *= rules.no_trump_bid_factor
    m, pool, raw = contract["multiplier"], sum(totals), [0, 0]
    if m > 1:
        w = t if made else d
        k = bel[1 - w] if rules.belote_on_failure == "holder" else 0
        raw[1 - w] = k
        raw[w] = pool - k + v * m if rules.contra_score == "bid_multiplied" else (pool - k) * m
    elif made:
        raw[t] = totals[t] + (v if rules.bid_bonus in ("made_and_failed", "made") else 0)
        raw[d] = totals[d]
    else:
        bonus = v if rules.bid_bonus in ("made_and_failed", "failed") else 0
        if rules.failure_transfer == "cards":
            raw[t] = decl[t] + bel[t]
            raw[d] = cards[0] + cards[1] + decl[d] + bel[d] + bonus
        else:
            k = bel[t] if rules.belote_on_failure == "holder" else 0
            raw[t], raw[d] = k, pool - k + bonus
    return ("made" if made else "dedans"), raw


def check_deal(rules_doc, seed):
    rules = resolve_rules(rules_doc)
    state, events, phase = play_random(rules_doc, seed)
    if phase == "thrown_in":
        assert state["auction"] == ["pass"] * 4
        return None
    cards = [c for trick in state["tricks"] for c in trick]
    assert len(cards) == 32 and len(set(cards)) == 32
    kind = state["contract"]["kind"]
    deal_total = 130 if kind == "NT" and rules.no_trump_points == "natural" else 162
    won = [e for e in events if e["type"] == "trick_won"]
    assert sum(e["points"] + e["last_trick_bonus"] for e in won) == deal_total
    result = engine.score_hand(state)
    assert result == events[-1]["result"]
    points, tricks, last = [0, 0], [0, 0], None
    for e in won:
        points[e["team"]] += e["points"]
        tricks[e["team"]] += 1
        last = e["team"]
    hands = [[] for _ in range(4)]
    for e in events:
        if e["type"] == "card":
            hands[e["seat"]].append(e["card"])
    found = engine.declarations({"rules": rules_doc, "contract": state["contract"],
                                 "dealer": state["dealer"], "hands": hands})
    summary = engine.score_hand({"rules": rules_doc, "contract": state["contract"],
                                 "tricks_won": tricks, "card_points": points,
                                 "last_trick": last, "declarations": found["points"],
                                 "belote": found["belote"]})
    assert summary == result
    if kind == "NT":
        assert found["belote"] == [0, 0]
        if rules.no_trump_declarations == "none":
            assert found["points"] == [0, 0]
    # the figures, worked out again from the text
    capot = 0 if tricks[0] == 8 else 1 if tricks[1] == 8 else None
    with_last = [points[0] + 10 * (last == 0), points[1] + 10 * (last == 1)]
    if capot is not None:
        with_last = [250, 0] if capot == 0 else [0, 250]
    totals = [with_last[t] + found["points"][t] + found["belote"][t] for t in (0, 1)]
    assert result["totals"] == totals
    outcome, raw = expected_raw(rules, state["contract"], totals, with_last, found["points"],
                                found["belote"], tricks, capot)
    assert (result["outcome"], result["raw"], result["capot"]) == (outcome, raw, capot)
    taker_team = state["contract"]["taker"] % 2
    six_up = taker_team if rules.split_six == "takers" else 1 - taker_team
    assert result["score"] == [r // 10 + (r % 10 >= 7 or (r % 10 == 6 and t == six_up))
                               for t, r in enumerate(raw)]
    assert result["held_over"] == 0
    # the record replays to the same score
    record = {**engine.new_deal({"rules": rules_doc, "seed": seed}),
              "auction": state["auction"], "tricks": state["tricks"], "seed": seed}
    replayed = engine.check_record({"text": engine.check_record({"record": record})["text"]})
    assert replayed["result"] == result
    return result


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_random_pilotta_deals_under_random_house_rules(seed):
    check_deal(house_rules(random.Random(seed), "pilotta"), seed)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_random_bazar_blot_deals_under_random_house_rules(seed):
    check_deal(house_rules(random.Random(seed), "bazar-blot"), seed)


def test_the_presets_themselves_over_many_deals():
    for preset in ("pilotta", "bazar-blot"):
        outcomes = set()
        for seed in range(40):
            result = check_deal(preset, seed)
            if result is not None:
                outcomes.add(result["outcome"])
        assert outcomes == {"made", "dedans"}, preset


def test_a_match_of_random_deals_ends_at_the_target():
    for preset, target in (("pilotta", 351), ("bazar-blot", 301)):
        items, dealer, seed = [], 0, 0
        while True:
            state, _, phase = play_random(preset, seed, dealer)
            seed += 1
            if phase == "thrown_in":
                items.append({"dealer": state["dealer"], "outcome": "thrown_in"})
            else:
                result = engine.score_hand(state)
                items.append({"dealer": state["dealer"], "taker": state["contract"]["taker"],
                              **result})
            match = engine.score_match({"rules": preset, "hands": items})
            if match["finished"]:
                assert max(match["totals"]) >= target
                break
            dealer = match["next_dealer"]
            assert dealer == (items[-1]["dealer"] + 1) % 4


@pytest.mark.slow
def test_the_double_dummy_table_is_the_same_in_both_cores(monkeypatch):
    """The C core reads Pilotta's play (no partner exemption, a forced undertrump) and
    Bazaar Blot's as the Python search does: the same table, ``core`` saying which."""
    from engine.search import solver
    if solver._native is None:
        return  # the C core is not built: the Python answer is the only one
    for preset in ("pilotta", "bazar-blot"):
        for seed in range(1):
            dealt = engine.new_deal({"rules": preset, "seed": f"dd-{seed}", "dealer": 3})
            request = {"rules": preset, "dealer": 3, "hands": dealt["hands"]}
            fast = engine.dd_table(request)
            monkeypatch.setenv("ATOUT_SOLVER", "python")
            slow = engine.dd_table(request)
            monkeypatch.delenv("ATOUT_SOLVER")
            assert (fast["core"], slow["core"]) == ("native", "python")
            assert fast["contracts"] == slow["contracts"]
