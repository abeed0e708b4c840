"""What the costliest requests cost, against typical ones: run by hand,
``python bench/costs.py [repeats]`` (default 3: the best of 3 is kept).

In process, through the Flask app (no HTTP, no gunicorn): the CPU time of the app's handling
of each request, from the bytes in to the bytes out. Every hostile body is at most the
largest body the service reads (1 MiB). The costliest case is compared with two yardsticks:

- a typical request: one POST /v1/legal-moves of a mid-deal state;
- a typical batch: POST /v1/batch of 1000 legal-move sub-requests (its purpose: many
  evaluations per request).

A batch is many requests by design (1000 legal-move sub-requests cost a few hundred
single requests), so batches are held against the typical batch, other requests against
the typical request. Target: ~50 x at most. A body of 1 MiB costs its JSON decoding
whatever it holds (about 20-50 ms here), which is what the worst single request costs.
"""

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from service import create_app  # noqa: E402  (after the path: the bench runs from a checkout)

MIB = 1024 * 1024
MID_DEAL = {
    "rules": "classic", "dealer": 3,
    "hands": [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C"], None, None],
    "turn_up": "QH", "auction": ["take"], "contract": {"taker": 0, "kind": "H"},
    "tricks": [["AS", "7S", "KS", "8S"], ["TD"]],
}
COMPLETE_DEAL = {
    "rules": "classic", "dealer": 3, "turn_up": "KD", "auction": ["take"],
    "tricks": [["9C", "QC", "AC", "KC"], ["TC", "8C", "AD", "JC"], ["KD", "7C", "JD", "QD"],
               ["TD", "AH", "8D", "KH"], ["9D", "QH", "7D", "TH"], ["8H", "JH", "KS", "9H"],
               ["AS", "9S", "JS", "7S"], ["QS", "8S", "TS", "7H"]],
}
PLAYED_HAND = {"dealer": 0, "taker": 1, "outcome": "made", "score": [81, 81]}


def fill(path, body, count=None):
    """A batch of ``count`` copies of one sub-request, or as many as fit in 1 MiB (at most
    1000, the batch's own cap)."""
    one = len(json.dumps({"path": path, "body": body})) + 1
    if count is None:
        count = min(1000, (MIB - 20) // one)
    return "/v1/batch", {"requests": [{"path": path, "body": body}] * count}


def match_hands(item, count=1000):
    return {"rules": "classic", "hands": [item] * count}


def dealer_chain(count):
    """``count`` valid played hands in dealing order."""
    return [{**PLAYED_HAND, "dealer": i % 4} for i in range(count)]


def largest_valid_match():
    """The most valid played hands a match of 1 MiB holds (the match never ends: level)."""
    return {"rules": "classic", "hands": [
        {"dealer": i % 4, "taker": 0, "outcome": "made", "score": [0, 0]} for i in range(1000)]}


CASES = {
    # Yardsticks.
    "typical: legal-moves": ("/v1/legal-moves", MID_DEAL),
    "typical: batch of 1000 legal-moves": fill("/v1/legal-moves", MID_DEAL, 1000),
    # Single requests at their limits.
    "matches/score, 1000 valid hands": ("/v1/matches/score", largest_valid_match()),
    "matches/score, 1000 empty hands": ("/v1/matches/score", match_hands({})),
    "legal-moves, 60,000 unknown keys": (
        "/v1/legal-moves", {**MID_DEAL, **{f"k{i}": 0 for i in range(60000)}}),
    "legal-moves, 128 bad cards": (
        "/v1/legal-moves", {**MID_DEAL, "hands": [[0] * 32] * 4}),
    # Batches at 1 MiB.
    "batch: matches/score x 1000 empty hands": fill("/v1/matches/score", match_hands({})),
    "batch: matches/score x 1000 hands of 0": fill("/v1/matches/score", match_hands(0)),
    "batch: matches/score, valid hands": fill("/v1/matches/score", largest_valid_match()),
    "batch: matches/score x 60 valid hands": fill(
        "/v1/matches/score", {"rules": "classic", "hands": dealer_chain(60)}),
    "batch: hands/score of complete deals": fill("/v1/hands/score", COMPLETE_DEAL),
    "batch: play of a last card": fill("/v1/play", {
        "state": {**COMPLETE_DEAL, "tricks": COMPLETE_DEAL["tricks"][:7] + [
            ["QS", "8S", "TS"]]}, "action": "7H"}),
    "batch: legal-moves, 128 bad cards": fill(
        "/v1/legal-moves", {**MID_DEAL, "hands": [[0] * 32] * 4}),
    "batch: legal-moves, 64-call auctions": fill(
        "/v1/legal-moves", {"rules": "coinche", "dealer": 0, "auction": ["pass"] * 64}),
    "batch: 1000 bad paths": fill("/v1/nothing", {}),
}


def cost(client, path, data, repeats):
    """The best CPU time (ms) of ``repeats`` requests, the status and the answer's size."""
    best = float("inf")
    for _ in range(repeats):
        begin = time.process_time()
        response = client.post(path, data=data, content_type="application/json")
        answer = response.get_data()
        best = min(best, time.process_time() - begin)
    return 1000 * best, response.status_code, len(answer)


def main():
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    client = create_app({"ATOUT_ACCESS_LOG": "off"}).test_client()
    client.post("/v1/legal-moves", json=MID_DEAL)  # warm up
    results = {}
    print(f"{'case':42} {'body':>9} {'status':>6} {'answer':>9} {'CPU ms':>9}")
    for name, (path, body) in CASES.items():
        data = json.dumps(body, separators=(",", ":")).encode()
        assert len(data) <= MIB, (name, len(data))
        ms, status, size = results[name] = cost(client, path, data, repeats)
        print(f"{name:42} {len(data):9,} {status:6} {size:9,} {ms:9.2f}")
    single = results["typical: legal-moves"][0]
    batch = results["typical: batch of 1000 legal-moves"][0]
    singles = {n: r for n, r in results.items()
               if not n.startswith(("typical", "batch"))}
    batches = {n: r for n, r in results.items() if n.startswith("batch")}
    worst_single = max(singles, key=lambda n: singles[n][0])
    worst_batch = max(batches, key=lambda n: batches[n][0])
    print(f"worst single request: {worst_single}: {singles[worst_single][0] / single:.0f} x "
          f"a typical request ({single:.2f} ms)")
    print(f"worst batch: {worst_batch}: {batches[worst_batch][0] / batch:.1f} x a typical "
          f"batch ({batch:.1f} ms)")


if __name__ == "__main__":
    main()
