"""A bot plays whole matches with no Belote rules of its own: one /v1/deals per deal, one
/v1/play per action, one /v1/matches/score per deal, the match entry copied from the events.
"""

import random
from collections import Counter

import pytest

# A low target for each preset, inside the range its table allows, so a match is short.
QUICK = {"classic": 500, "club-501": 301, "litige": 500, "coinche": 1500, "contree": 1500,
         "bulgarian": 51}


class CountingClient:
    def __init__(self, client):
        self.client = client
        self.calls = Counter()

    def post(self, path, body):
        self.calls[path] += 1
        response = self.client.post(path, json=body)
        assert response.status_code == 200, response.get_json()
        return response.get_json()


def play_match(http, rules, match_seed, rng):
    """The whole client: deal, act until the deal ends, record it, until the match ends."""
    entries, dealer, actions = [], None, 0
    while True:
        # Reproducible seeds: the match's seed and the number of the deal in the match.
        request = {"rules": rules, "seed": f"{match_seed}/{len(entries)}"}
        if dealer is not None:
            request["dealer"] = dealer
        dealt = http.post("/v1/deals", request)
        state, legal, seat = dealt, dealt["legal"], dealt["to_act"]
        while True:
            answer = http.post("/v1/play", {"state": state, "action": rng.choice(legal),
                                            "seat": seat})
            actions += 1
            state, legal, seat = answer["state"], answer["legal"], answer["to_act"]
            ended = [e for e in answer["events"] if e["type"] in ("hand_scored", "thrown_in")]
            if ended:
                entries.append(ended[0]["match_entry"])
                break
        match = http.post("/v1/matches/score", {"rules": rules, "hands": entries})
        if match["finished"]:
            return match, entries, actions
        dealer = match["next_dealer"]


@pytest.mark.parametrize("preset", sorted(QUICK))
def test_a_bot_plays_a_whole_match_with_one_call_per_action(client, preset):
    http = CountingClient(client)
    rules = {"preset": preset, "target": QUICK[preset]}
    match, entries, actions = play_match(http, rules, f"test-{preset}", random.Random(preset))
    assert match["winner"] in (0, 1) and max(match["totals"]) >= QUICK[preset]
    assert http.calls == {"/v1/deals": len(entries), "/v1/play": actions,
                          "/v1/matches/score": len(entries)}


def test_the_same_match_seed_deals_the_same_match(client):
    rules = {"preset": "classic", "target": 100}
    first = play_match(CountingClient(client), rules, "again", random.Random(1))
    second = play_match(CountingClient(client), rules, "again", random.Random(1))
    assert first == second
