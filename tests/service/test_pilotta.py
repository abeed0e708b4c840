"""Pilotta and Bazaar Blot over HTTP (docs/rules.md, section 14): every endpoint answers in
the shapes the spec declares — deals, legal moves, play to the last card, tricks,
declarations, hand and match scores, records, hints, review, the double-dummy table and a
sealed table with bot seats — and the listing goes back as rules."""

import random

import pytest

from service.sealed.seats import commitment
from tests.service.test_baloot import answer  # checked against the spec both ways
from tests.service.test_sealed import post

PRESETS = ["pilotta", "bazar-blot"]


def play_out(client, state, rng):
    events = []
    while True:
        moves = answer(client, "/v1/legal-moves", state)
        if moves["phase"] in ("complete", "thrown_in"):
            return state, events, moves
        assert moves["legal"]
        bids = [a for a in moves["legal"] if a != "pass"]
        action = (rng.choice(bids[:8]) if moves["phase"] == "bidding" and bids
                  and rng.random() < 0.4 else "pass" if moves["phase"] == "bidding"
                  else rng.choice(moves["legal"]))
        played = answer(client, "/v1/play", {"state": state, "action": action})
        state, events = played["state"], events + played["events"]


@pytest.mark.parametrize("preset", PRESETS)
def test_the_listing_is_accepted_back_as_rules(client, preset):
    listing = client.get(f"/v1/rulesets/{preset}").get_json()
    assert listing["preset"] == preset and "ashkal_on_ace" not in listing
    assert "bid_ceiling" in listing and "all_trump_points" not in listing
    dealt = answer(client, "/v1/deals", {"rules": listing, "seed": 1, "dealer": 0})
    assert dealt["phase"] == "bidding" and [len(h) for h in dealt["hands"]] == [8] * 4


@pytest.mark.parametrize("preset, field, value", [
    ("pilotta", "all_trump_points", "natural"), ("pilotta", "contract_kinds", ["S", "NT"]),
    ("bazar-blot", "contract_kinds", ["S", "AT"]), ("bazar-blot", "rounding", "tens"),
    ("pilotta", "four_jacks", 200), ("bazar-blot", "sun_priority", "none")])
def test_an_override_contradicting_the_family_is_a_422(client, preset, field, value):
    refused = answer(client, "/v1/deals", {"rules": {"preset": preset, field: value},
                                           "seed": 1}, 422)
    assert refused["errors"][0]["code"] == "contradicts_family"
    assert refused["errors"][0]["pointer"] == f"/rules/{field}"


def test_a_pilotta_field_in_another_family_is_a_422(client):
    refused = answer(client, "/v1/deals", {"rules": {"preset": "coinche", "split_six":
                                                     "defenders"}, "seed": 1}, 422)
    assert refused["errors"][0]["pointer"] == "/rules/split_six"


@pytest.mark.parametrize("preset", PRESETS)
def test_random_deals_play_to_the_last_card_and_score(client, preset):
    rng = random.Random(preset)
    scored = 0
    for seed in range(6):
        dealt = answer(client, "/v1/deals", {"rules": preset, "seed": seed})
        assert dealt["stock"] == []
        state, events, moves = play_out(client, dealt, rng)
        if moves["phase"] == "thrown_in":
            continue
        scored += 1
        result = events[-1]["result"]
        assert answer(client, "/v1/hands/score", state) == result
        assert result["held_over"] == 0 and "raw" in result
        record = {**dealt, "seed": seed, "auction": state["auction"], "tricks": state["tricks"]}
        checked = answer(client, "/v1/records/check", {"record": record})
        assert checked["result"] == result
        match = answer(client, "/v1/matches/score", {"rules": preset, "hands": [
            {"dealer": state["dealer"], **result}]})
        assert match["totals"] == result["score"]
    assert scored


def test_tricks_declarations_and_a_summary(client):
    trick = answer(client, "/v1/tricks/resolve", {
        "rules": "bazar-blot", "contract": {"taker": 0, "kind": "NT"}, "leader": 1,
        "cards": ["7D", "AD", "KC", "QS"]})
    assert trick == {"winner": 2, "team": 0, "points": 26}
    found = answer(client, "/v1/declarations", {
        "rules": "bazar-blot", "contract": {"taker": 0, "kind": "NT"}, "dealer": 3,
        "hands": [["7S", "8S", "7H", "8H", "7D", "8D", "7C", "8C"],
                  ["9S", "TS", "9H", "TH", "9D", "TD", "9C", "TC"],
                  ["AS", "KS", "QS", "JH", "QH", "KH", "JD", "QD"],
                  ["JS", "AH", "KD", "AD", "JC", "QC", "KC", "AC"]]})
    # four nines, four tens and a quarte of clubs against two tierces: declared in NT too
    assert (found["team"], found["points"], found["belote"]) == (1, [0, 300], [0, 0])
    scored = answer(client, "/v1/hands/score", {
        "rules": "pilotta", "contract": {"taker": 0, "kind": "S", "bid": 100},
        "tricks_won": [4, 4], "card_points": [76, 76], "last_trick": 0,
        "declarations": [20, 0], "belote": [0, 0]})
    assert scored == {"outcome": "made", "capot": None, "totals": [106, 76],
                      "score": [21, 7], "held_over": 0, "raw": [206, 76]}
    bare = answer(client, "/v1/hands/score", {
        "rules": "pilotta", "contract": {"taker": 0, "kind": "H", "bid": 240},
        "tricks_won": [5, 3], "card_points": [90, 62], "last_trick": 0})
    assert (bare["outcome"], bare["score"]) == ("dedans", [0, 40])
    refused = answer(client, "/v1/hands/score", {
        "rules": "bazar-blot", "contract": {"taker": 0, "kind": "S", "bid": 170},
        "tricks_won": [5, 3], "card_points": [90, 62], "last_trick": 0}, 422)
    assert refused["errors"][0]["code"] == "contract_bid_above_ceiling"


@pytest.mark.parametrize("preset", PRESETS)
def test_hints_review_and_the_double_dummy_table(client, preset):
    dealt = answer(client, "/v1/deals", {"rules": preset, "seed": 3, "dealer": 3})
    hint = answer(client, "/v1/hints", {"state": dealt, "budget_ms": 50})
    assert hint["phase"] == "bidding" and hint["actions"]
    state = {**dealt, "auction": [{"bid": 80, "kind": "H"}, "pass", "pass", "pass"]}
    card_hint = answer(client, "/v1/hints", {"state": state, "budget_ms": 200})
    assert card_hint["method"] == "exact"
    table = answer(client, "/v1/dd-table", {"rules": preset, "dealer": 3,
                                            "hands": dealt["hands"]})
    assert [row["kind"] for row in table["contracts"]] == (
        ["S", "H", "D", "C"] if preset == "pilotta" else ["S", "H", "D", "C", "NT"])
    assert all(sum(row["points"]) == 162 for row in table["contracts"])
    assert table["core"] in ("native", "python")
    played, _, _ = play_out(client, state, random.Random(preset))
    reviewed = answer(client, "/v1/review", {"state": played})
    assert len(reviewed["cards"]) == 32


@pytest.mark.slow
@pytest.mark.parametrize("preset", PRESETS)
def test_one_player_and_three_bots_play_a_whole_match(client, preset):
    secret = "pilotta-and-bazar-blot-secret"
    seats = [{"commitment": commitment(secret)}, {"bot": "casual"}, {"bot": "casual"},
             {"bot": "casual"}]
    opened = post(client, "/v1/sealed/tables", {"rules": {"preset": preset, "target": 101},
                                                "seats": seats, "dealer": 0})
    token = post(client, "/v1/sealed/reveal", {"table": opened["table"], "seat": 0,
                                               "secret": secret})["table"]  # then dealt
    rng = random.Random(preset)
    while True:
        seen = post(client, "/v1/sealed/view", {"table": token, "seat": 0,
                                                "secret": secret})["view"]
        if seen["match"]["finished"]:
            break
        action = "pass" if seen["phase"] == "bidding" else rng.choice(seen["legal"])
        token = post(client, "/v1/sealed/act", {"table": token, "seat": 0, "secret": secret,
                                                "action": action})["table"]
    assert seen["match"]["winner"] in (0, 1)
    assert max(seen["match"]["totals"]) >= 101
