"""Double-dummy solver speed: median and p95 solve time of random full deals (all eight
tricks), and of the same deals from trick 5 (four tricks played at random first), each
with every legal card of the opening lead valued (what a hint needs) and for the value
of the position only. Run by hand:
``python bench/solver.py [deals] [kind] [preset]`` (defaults: 100 deals, H, classic).

Times are CPU seconds of this process (``time.process_time``): on a shared machine the
wall clock also counts the other processes. Deals come from the engine's seeded
dealing, seeds 0, 1, 2…, so every run solves the same deals.
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.cards import cards_in, table_for  # noqa: E402
from engine.dealing import SeedStream, shuffled_deck  # noqa: E402
from engine.play import legal_cards  # noqa: E402
from engine.rules import PRESETS  # noqa: E402
from engine.solver import solve  # noqa: E402


def positions(count, table, undertrump):
    """(full deal hands, hands at trick 5, leader at trick 5) for seeds 0…count-1."""
    rng = random.Random(5)
    for seed in range(count):
        deck = shuffled_deck(SeedStream(seed))
        hands = [sum(1 << c for c in deck[8 * k:8 * k + 8]) for k in range(4)]
        later, leader = list(hands), 0
        for _ in range(4):
            trick = []
            for k in range(4):
                seat = (leader + k) % 4
                card = rng.choice(cards_in(legal_cards(table, undertrump, later[seat], trick)))
                trick.append(card)
                later[seat] ^= 1 << card
            leader = (leader + table.winning_index(trick)) % 4
        yield hands, later, leader


def timed(table, undertrump, hands, leader, every_card=True):
    start = time.process_time()
    solution = solve(table, undertrump, hands, [], leader, every_card=every_card)
    return time.process_time() - start, solution.nodes


def report(name, times, nodes):
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    print(f"{name}: median {statistics.median(times) * 1000:,.1f} ms, "
          f"p95 {p95 * 1000:,.1f} ms, max {times[-1] * 1000:,.1f} ms "
          f"(median {statistics.median(nodes):,.0f} cards tried)")


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    kind = sys.argv[2] if len(sys.argv) > 2 else "H"
    rules = PRESETS[sys.argv[3] if len(sys.argv) > 3 else "classic"]
    table = table_for(kind, rules.all_trump_points, rules.no_trump_points)
    runs = {name: ([], []) for name in ("full", "full value", "late", "late value")}
    for hands, later, leader in positions(count, table, rules.play):
        for name, position, lead in (("full", hands, 0), ("late", later, leader)):
            for every_card, suffix in ((True, ""), (False, " value")):
                t, n = timed(table, rules.play, position, lead, every_card)
                runs[name + suffix][0].append(t)
                runs[name + suffix][1].append(n)
    print(f"{count} deals, {rules.preset} {kind} (CPU time)")
    report("full deal (8 tricks), every card valued", *runs["full"])
    report("full deal (8 tricks), value only       ", *runs["full value"])
    report("from trick 5, every card valued        ", *runs["late"])
    report("from trick 5, value only               ", *runs["late value"])
