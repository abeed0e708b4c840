"""Engine throughput, on one core: random full deals per second, the median time of one
legal-cards call, and ``engine.play`` actions per second through its JSON documents. Run
by hand: ``python bench/engine.py [seconds] [--readme]``; ``--readme`` also prints the
figures as the Markdown bullet lines of the README's figure block.

A deal here is what a server does for one hand: deal from a seed, a fixed contract
(seat 0 takes hearts), 32 random legal cards in 8 tricks, declarations and belote, and
the hand score. An action through JSON is what ``/v1/play`` asks of the engine: a whole
deal state document read and checked, one call or card applied, the next state, its
events and the next legal actions written back as documents; the actions are those of
random deals of every preset, from the first call to the last card.
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.rules.cards import table_for  # noqa: E402
from engine.rules.contract import Contract  # noqa: E402
from engine.deal.dealing import SeedStream, shuffled_deck  # noqa: E402
from engine.rules.declarations import belote_holders, compare  # noqa: E402
from engine.rules.play import legal_cards  # noqa: E402
from engine.rules.roem import trick_roem  # noqa: E402
from engine.rules.ruleset import PRESETS  # noqa: E402
from engine.rules.scoring import score_hand  # noqa: E402

RULES = PRESETS["classic"]
CONTRACT = Contract(taker=0, kind="H")
TABLE = table_for("H")
BITS = tuple(1 << c for c in range(32))
CARD_OF = {1 << c: c for c in range(32)}  # a one-card mask's card, in one look-up
ORDER = tuple(tuple((leader + k) % 4 for k in range(4)) for leader in range(4))


def one_deal(seed, rng, dealer=3, rules=RULES):
    """One deal played to its score by a random player: each card drawn uniformly from
    what ``legal_cards`` allows. The player is kept cheap (a few bit operations per card)
    so that the figure times the engine, not the bench."""
    deck = shuffled_deck(SeedStream(seed))
    hands = [sum(map(BITS.__getitem__, deck[i:i + 8])) for i in (0, 8, 16, 24)]
    start = list(hands)
    table, play, random, card_of = TABLE, rules.play, rng.random, CARD_OF
    roem = [0, 0] if rules.declarations == "roem" else None  # Klaverjas: roem per trick
    leader = (dealer + 1) % 4
    won, points, tricks = [0, 0], [0, 0], []
    for _ in range(8):
        trick = []
        for seat in ORDER[leader]:
            legal = legal_cards(table, play, hands[seat], trick)
            if legal & (legal - 1):  # more than one legal card: skip a random number
                k = int(random() * legal.bit_count())
                while k:
                    legal &= legal - 1
                    k -= 1
            low = legal & -legal  # the card drawn, as its bit
            hands[seat] ^= low
            trick.append(card_of[low])
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


def play_requests(count=2000, seed=4):
    """``count`` /v1/play documents: the actions of random deals of every preset."""
    rng = random.Random(seed)
    requests, deal_seed = [], 0
    while len(requests) < count:
        preset = sorted(PRESETS)[deal_seed % len(PRESETS)]
        state = engine.new_deal({"rules": preset, "seed": deal_seed})
        deal_seed += 1
        while (legal := engine.legal_moves(state)["legal"]) and len(requests) < count:
            request = {"state": state, "action": rng.choice(legal)}
            requests.append(request)
            state = engine.play(request)["state"]
    return requests


def actions_per_second(seconds, rounds=5):
    """``engine.play`` calls per second over ``play_requests``: best and median round."""
    requests = play_requests()
    play = engine.play
    rates = []
    for _ in range(rounds):
        count, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds / rounds:
            for request in requests:
                play(request)
            count += len(requests)
        rates.append(count / (time.perf_counter() - start))
    return max(rates), statistics.median(rates)


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if a != "--readme"]
    seconds = float(arguments[0]) if arguments else 5.0
    best, median = deals_per_second(seconds)
    legal_us = legal_call_median() / 1000
    play_best, play_median = actions_per_second(seconds)
    print(f"deals per second (one core): best {best:,.0f}, median {median:,.0f}")
    print(f"median legal-cards call: {legal_us:.2f} µs")
    print(f"engine.play over JSON documents (one core): best {play_best:,.0f} actions/s, "
          f"median {play_median:,.0f}")
    if "--readme" in sys.argv:
        print(f"- the engine (`bench/engine.py`): {median:,.0f} random full deals per second "
              f"on one core (median round; best {best:,.0f}); {legal_us:.2f} µs per "
              f"legal-cards call; `engine.play` over JSON documents {play_median:,.0f} "
              f"actions per second (best {play_best:,.0f});")
    # The jass family's presets beside classic (the target: within 20 %), measured in turns
    # so that a shared machine's load falls on each alike
    jass = ("klaverjas-rotterdam", "klaverjas-amsterdam", "bela")
    rates = {name: [] for name in ("classic",) + jass}
    for _ in range(3):
        for name in rates:
            rates[name].append(deals_per_second(seconds / 3, 1, PRESETS[name])[0])
    for name in jass:
        print(f"{name}: best {max(rates[name]):,.0f} deals per second, "
              f"{max(rates[name]) / max(rates['classic']):.0%} of classic measured in turns")
