"""Random full deals through the engine's public doors, in one process, alternating: the
``engine.Game`` object, the JSON functions (``engine.new_deal`` / ``legal_moves`` /
``play``, each reading the whole state document as ``/v1/play`` does), and colver's
stateful ``Env`` step API when colver is installed (``pip install '.[bench]'``).

A deal is dealt from a seed and played by a uniform random player from the first call to
the last card (or to the throw-in), in the contrée preset (colver plays Contrée). Rounds
alternate A B C A B C … so that a noisy shared machine slows each door alike; the figure
of each is its median rate over the rounds. Run by hand:
``python bench/game.py [seconds per round] [rounds] [--readme]``; ``--readme`` also prints
the figures as the Markdown bullet lines of the README's figure block.
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine import Game  # noqa: E402

PRESET = "contree"


def game_round(seconds, seed):
    rng = random.Random(seed)
    choice = rng.choice
    deals = steps = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        game = Game.new(PRESET, seed=seed + deals)
        while not game.is_over:
            game.apply(choice(game.legal_actions()))
            steps += 1
        deals += 1
    return deals, steps


def json_round(seconds, seed):
    rng = random.Random(seed)
    choice = rng.choice
    deals = steps = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        state = engine.new_deal({"rules": PRESET, "seed": seed + deals})
        moves = engine.legal_moves(state)
        while moves["phase"] in ("bidding", "play"):
            answer = engine.play({"state": state, "action": choice(moves["legal"])})
            state, moves = answer["state"], answer
            steps += 1
        deals += 1
    return deals, steps


def colver_round(seconds, seed):
    import colver
    rng = random.Random(seed)
    choice = rng.choice
    deals = steps = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        env = colver.Env.deal(seed=seed + deals)
        while not env.is_terminal():
            env.step(choice(env.legal_actions()))
            steps += 1
        deals += 1
    return deals, steps


def main(seconds=2.0, rounds=5, readme=False):
    doors = {"Game object": game_round, "JSON functions": json_round}
    try:
        import colver  # noqa: F401
        doors["colver Env"] = colver_round
    except ImportError:
        print("colver is not installed: pip install '.[bench]' to compare with its Env")
    rates = {name: [] for name in doors}
    steps_per_deal = {name: [] for name in doors}
    for r in range(rounds):
        for name, run in doors.items():
            started = time.perf_counter()
            deals, steps = run(seconds, 1000 * r)
            rates[name].append(deals / (time.perf_counter() - started))
            steps_per_deal[name].append(steps / max(deals, 1))
    median = {name: statistics.median(values) for name, values in rates.items()}
    print(f"random full deals ({PRESET}), {rounds} alternating rounds of {seconds} s, one core:")
    for name in doors:
        print(f"  {name:15} {median[name]:8.0f} deals/s  "
              f"({statistics.mean(steps_per_deal[name]):.1f} actions a deal; rounds "
              f"{min(rates[name]):.0f}-{max(rates[name]):.0f})")
    print(f"  Game object / JSON functions: {median['Game object'] / median['JSON functions']:.2f}x")
    if "colver Env" in median:
        print(f"  Game object / colver Env:     {median['Game object'] / median['colver Env']:.2f}x")
        print(f"  JSON functions / colver Env:  "
              f"{median['JSON functions'] / median['colver Env']:.2f}x")
    if readme:
        against = (f", {median['Game object'] / median['colver Env']:.2f}× colver's `Env` step "
                   f"API ({median['colver Env']:,.0f} deals/s)" if "colver Env" in median
                   else " (colver not installed)")
        print(f"- random full {PRESET} deals through `engine.Game`: {median['Game object']:,.0f} "
              f"deals/s, {median['Game object'] / median['JSON functions']:.1f}× the JSON "
              f"functions{against}, medians of {rounds} alternating rounds on one core "
              f"(`bench/game.py`);")


if __name__ == "__main__":
    numbers = [a for a in sys.argv[1:] if a != "--readme"]
    main(*(float(a) if i == 0 else int(a) for i, a in enumerate(numbers)),
         readme="--readme" in sys.argv)
