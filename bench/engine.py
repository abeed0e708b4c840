"""Engine throughput, on one core: random full deals per second, and the median time of
one legal-cards call. Run by hand: ``python bench/engine.py [seconds]``.

A deal here is what a server does for one hand: deal from a seed, a fixed contract
(seat 0 takes hearts), 32 random legal cards in 8 tricks, declarations and belote, and
the hand score.
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.cards import table_for  # noqa: E402
from engine.contract import Contract  # noqa: E402
from engine.dealing import SeedStream, shuffled_deck  # noqa: E402
from engine.declarations import belote_holders, compare  # noqa: E402
from engine.play import legal_cards  # noqa: E402
from engine.roem import trick_roem  # noqa: E402
from engine.rules import PRESETS  # noqa: E402
from engine.scoring import score_hand  # noqa: E402

RULES = PRESETS["classic"]
CONTRACT = Contract(taker=0, kind="H")
TABLE = table_for("H")
BITS = tuple(1 << c for c in range(32))
ORDER = tuple(tuple((leader + k) % 4 for k in range(4)) for leader in range(4))


def one_deal(seed, rng, dealer=3, rules=RULES):
    deck = shuffled_deck(SeedStream(seed))
    hands = [sum(map(BITS.__getitem__, deck[i:i + 8])) for i in (0, 8, 16, 24)]
    start = list(hands)
    table, undertrump, random, bits = TABLE, rules.play, rng.random, BITS
    roem = [0, 0] if rules.declarations == "roem" else None  # Klaverjas: roem per trick
    leader = (dealer + 1) % 4
    won, points, tricks = [0, 0], [0, 0], []
    for _ in range(8):
        trick = []
        for seat in ORDER[leader]:
            legal = legal_cards(table, undertrump, hands[seat], trick)
            if legal & (legal - 1):  # more than one legal card: skip a random number
                k = int(random() * legal.bit_count())
                while k:
                    legal &= legal - 1
                    k -= 1
            card = (legal & -legal).bit_length() - 1
            hands[seat] ^= bits[card]
            trick.append(card)
        tricks.append((leader, trick))
        best, trick_points = table.trick_result(trick)
        leader = (leader + best) & 3
        won[leader & 1] += 1
        points[leader & 1] += trick_points
        if roem is not None:
            roem[leader & 1] += trick_roem(trick, table.trump, rules)[0]
    if roem is not None:
        return score_hand(rules, CONTRACT, tuple(won), tuple(points), leader & 1,
                          tuple(roem), (0, 0), check=False)
    declared = compare(start, CONTRACT, rules, dealer)
    belote = belote_holders(start, CONTRACT, rules, tricks)
    return score_hand(rules, CONTRACT, tuple(won), tuple(points), leader & 1,
                      declared.points, belote, check=False)


def deals_per_second(seconds, rounds=5, rules=RULES):
    """Deals per second in each of ``rounds`` runs: shared machines are noisy, so the
    best and the median round are both reported."""
    rng = random.Random(1)
    rates, seed = [], 0
    for _ in range(rounds):
        count, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds / rounds:
            for _ in range(200):
                one_deal(seed, rng, rules=rules)
                seed += 1
                count += 1
        rates.append(count / (time.perf_counter() - start))
    return max(rates), statistics.median(rates)


def legal_call_median():
    rng = random.Random(2)
    samples = []
    for n in range(2000):
        deck = shuffled_deck(SeedStream(n))
        hand = sum(1 << c for c in deck[:8])
        trick = deck[8:8 + rng.randrange(4)]
        t0 = time.perf_counter_ns()
        for _ in range(100):
            legal_cards(TABLE, "forced", hand, trick)
        samples.append((time.perf_counter_ns() - t0) / 100)
    return statistics.median(samples)


if __name__ == "__main__":
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    best, median = deals_per_second(seconds)
    print(f"deals per second (one core): best {best:,.0f}, median {median:,.0f}")
    print(f"median legal-cards call: {legal_call_median() / 1000:.2f} µs")
    # The jass family's presets against classic, same deals (the target: within 20 %)
    for name in ("klaverjas-rotterdam", "klaverjas-amsterdam", "bela"):
        rate, _ = deals_per_second(seconds, rules=PRESETS[name])
        print(f"{name}: best {rate:,.0f} deals per second, {rate / best:.0%} of classic")
