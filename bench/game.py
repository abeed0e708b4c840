"""Random full deals through the engine's doors, against colver's ``Env`` and against the
engine of an earlier commit, in one run.

Three ratios, each with its goal:

(a) random full contrée deals through ``engine.Game`` against colver's stateful ``Env``
    step API (goal: at least 2×);
(b) the ``atout_rl`` PettingZoo environment stepped by random agents (PettingZoo's loop:
    ``agent_iter``, ``last()``, a legal action drawn from ``infos[agent]["action_mask"]``,
    ``step``) against the same colver ``Env`` (goal: at least 1×);
(c) ``engine.api.play``'s CPU per step in this tree against the same at an earlier commit
    (``--baseline``, by default d237a49, the commit before ``engine.Game`` became the core;
    goal: at least 2×). That commit's ``engine/`` is extracted by ``git archive`` into a
    temporary directory; each engine runs in a process of its own (``python -S``, its root
    first on ``sys.path``: the engine is standard library only), and the two take turns.

A deal is dealt from a seed and played by a uniform random player from the first call to
the last card (or to the throw-in), in the contrée preset (colver plays Contrée); both
sides of a ratio deal the same seeds. Rounds alternate every door (A B C … A B C …) so
that a noisy shared machine slows each alike; every figure is measured in CPU time (time
waiting for the core is not counted) and printed as its median over the rounds with the
rounds' min–max; a ratio's range is that of the rounds' ratios, round by round. colver
(``pip install '.[bench]'``) and the ``rl`` extra are optional: a door whose package is
missing is skipped, and said so.

Run by hand: ``python bench/game.py [seconds per round] [rounds] [--baseline COMMIT]
[--readme]``; ``--readme`` also prints the figures as the Markdown bullet lines of the
README's figure block.
"""

import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from engine import Game  # noqa: E402

PRESET = "contree"
BASELINE = "d237a49"
clock = time.process_time


# -- the doors of this process: each plays random deals for ``seconds`` of CPU ------------

def game_round(seconds, seed):
    choice = random.Random(seed).choice
    deals = steps = 0
    end = clock() + seconds
    while clock() < end:
        game = Game.new(PRESET, seed=seed + deals)
        while not game.is_over:
            game.apply(choice(game.legal_actions()))
            steps += 1
        deals += 1
    return deals, steps


def json_round(seconds, seed):
    choice = random.Random(seed).choice
    deals = steps = 0
    end = clock() + seconds
    while clock() < end:
        state = engine.new_deal({"rules": PRESET, "seed": seed + deals})
        moves = engine.legal_moves(state)
        while moves["phase"] in ("bidding", "play"):
            answer = engine.play({"state": state, "action": choice(moves["legal"])})
            state, moves = answer["state"], answer
            steps += 1
        deals += 1
    return deals, steps


def env_round(seconds, seed):
    from atout_rl.pettingzoo_env import env
    choice = random.Random(seed).choice
    environment = env(PRESET)
    environment.reset(seed=seed)
    deals = steps = 0
    end = clock() + seconds
    while clock() < end:
        environment.reset()
        for agent in environment.agent_iter():
            _, _, terminated, truncated, info = environment.last()
            if terminated or truncated:
                environment.step(None)
                continue
            environment.step(choice(info["action_mask"].nonzero()[0].tolist()))
            steps += 1
        deals += 1
    return deals, steps


def colver_round(seconds, seed):
    import colver
    choice = random.Random(seed).choice
    deals = steps = 0
    end = clock() + seconds
    while clock() < end:
        env = colver.Env.deal(seed=seed + deals)
        while not env.is_terminal():
            env.step(choice(env.legal_actions()))
            steps += 1
        deals += 1
    return deals, steps


# -- engine.api.play in a process of its own, this tree's or an earlier commit's -----------

# The worker: reads "seconds seed" lines, answers each with the steps played and the CPU
# time spent in engine.play alone, as a JSON line.
WORKER = r"""
import json, random, sys, time
sys.path.insert(0, sys.argv[1])
import engine
assert engine.__file__.startswith(sys.argv[1]), engine.__file__
clock = time.process_time
for line in sys.stdin:
    seconds, seed = float(line.split()[0]), int(line.split()[1])
    choice = random.Random(seed).choice
    steps, cpu, deals = 0, 0.0, 0
    end = clock() + seconds
    while clock() < end:
        state = engine.new_deal({"rules": sys.argv[2], "seed": seed + deals})
        moves = engine.legal_moves(state)
        while moves["phase"] in ("bidding", "play"):
            request = {"state": state, "action": choice(moves["legal"])}
            started = clock()
            answer = engine.play(request)
            cpu += clock() - started
            state, moves = answer["state"], answer
            steps += 1
        deals += 1
    print(json.dumps({"steps": steps, "cpu": cpu}), flush=True)
"""


class Worker:
    """A process that runs one engine's ``play`` when asked."""

    def __init__(self, root):
        self.process = subprocess.Popen([sys.executable, "-S", "-c", WORKER, str(root), PRESET],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def run(self, seconds, seed):
        """CPU seconds per ``play`` step over a round."""
        self.process.stdin.write(f"{seconds} {seed}\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("the play worker stopped")
        answer = json.loads(line)
        return answer["cpu"] / max(answer["steps"], 1)

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def baseline_engine(commit, into):
    """``commit``'s ``engine/`` extracted under ``into``; None when git cannot."""
    try:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit, "engine"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True,
                       capture_output=True)
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"the engine of {commit} could not be extracted ({error}): (c) skipped")
        return None
    return into


# -- the run ---------------------------------------------------------------------------

def median_range(values, form="{:,.0f}"):
    return (f"{form.format(statistics.median(values))} "
            f"(rounds {form.format(min(values))}–{form.format(max(values))})")


def ratio(numerators, denominators):
    """The ratio of the medians, and the range of the rounds' own ratios."""
    each = [n / d for n, d in zip(numerators, denominators)]
    return statistics.median(numerators) / statistics.median(denominators), min(each), max(each)


def main(seconds=2.0, rounds=5, baseline=BASELINE, readme=False):
    doors = {"engine.Game": game_round, "JSON functions": json_round}
    try:
        import atout_rl.pettingzoo_env  # noqa: F401
        doors["atout_rl env"] = env_round
    except ImportError:
        print("the rl extra is not installed: pip install '.[rl]' to time atout_rl's env")
    try:
        import colver  # noqa: F401
        doors["colver Env"] = colver_round
    except ImportError:
        print("colver is not installed: pip install '.[bench]' to compare with its Env")
    load, cores = os.getloadavg()[0], len(os.sched_getaffinity(0))
    scratch = Path(tempfile.mkdtemp(prefix="atout-bench-"))
    workers = {}
    try:
        if baseline_engine(baseline, scratch) is not None:
            workers = {"this tree": Worker(ROOT), baseline: Worker(scratch)}
        rates = {name: [] for name in doors}
        step_us = {name: [] for name in doors}
        play_us = {name: [] for name in workers}
        for r in range(rounds):
            seed = 1000 * r
            for name, run in doors.items():
                started = clock()
                deals, steps = run(seconds, seed)
                spent = clock() - started
                rates[name].append(deals / spent)
                step_us[name].append(1e6 * spent / max(steps, 1))
            # the two engines take turns, the first one changing every round
            for name in (list(workers) if r % 2 == 0 else list(workers)[::-1]):
                play_us[name].append(1e6 * workers[name].run(seconds, seed))
    finally:
        for worker in workers.values():
            worker.close()
        shutil.rmtree(scratch, ignore_errors=True)

    print(f"random full {PRESET} deals, {rounds} alternating rounds of {seconds} s of CPU, "
          f"one core (load average {load:.1f} on {cores} cores when the run began):")
    for name in doors:
        print(f"  {name:15} {median_range(rates[name])} deals per CPU second, "
              f"{statistics.median(step_us[name]):.1f} µs a step")
    figures = {}
    if "colver Env" in doors:
        figures["a"] = ratio(rates["engine.Game"], rates["colver Env"])
        print("(a) engine.Game / colver Env:   {:.2f}× (rounds {:.2f}–{:.2f}; goal ≥ 2×)"
              .format(*figures["a"]))
        if "atout_rl env" in doors:
            figures["b"] = ratio(rates["atout_rl env"], rates["colver Env"])
            print("(b) atout_rl env / colver Env:  {:.2f}× (rounds {:.2f}–{:.2f}; goal ≥ 1×)"
                  .format(*figures["b"]))
    else:
        print("(a), (b): skipped, colver is not installed")
    print("    engine.Game / JSON functions: {:.2f}× (rounds {:.2f}–{:.2f})".format(
        *ratio(rates["engine.Game"], rates["JSON functions"])))
    if workers:
        print("engine.api.play, CPU per step, each engine in a process of its own, "
              "alternating:")
        for name in workers:
            print(f"  {name:15} {median_range(play_us[name], '{:.1f}')} µs")
        figures["c"] = ratio(play_us[baseline], play_us["this tree"])
        print(("(c) " + baseline + " / this tree:  {:.2f}× (rounds {:.2f}–{:.2f}; goal ≥ 2×)")
              .format(*figures["c"]))
    if readme:
        game = statistics.median(rates["engine.Game"])
        json_x = game / statistics.median(rates["JSON functions"])
        if "a" in figures:
            print(f"- random full {PRESET} deals through `engine.Game`: {game:,.0f} deals per "
                  f"CPU second, {figures['a'][0]:.2f}× colver's `Env` step API "
                  f"({statistics.median(rates['colver Env']):,.0f}; rounds "
                  f"{figures['a'][1]:.2f}–{figures['a'][2]:.2f}), {json_x:.1f}× the JSON "
                  f"functions, medians of {rounds} alternating rounds on one core "
                  f"(`bench/game.py`);")
        if "b" in figures:
            print(f"- the `atout_rl` PettingZoo environment stepped by random agents "
                  f"({PRESET}): {statistics.median(rates['atout_rl env']):,.0f} deals per CPU "
                  f"second, {figures['b'][0]:.2f}× colver's `Env` (rounds "
                  f"{figures['b'][1]:.2f}–{figures['b'][2]:.2f}) (`bench/game.py`);")
        if "c" in figures:
            print(f"- `engine.api.play`: {statistics.median(play_us['this tree']):.1f} µs of CPU "
                  f"a step, against {statistics.median(play_us[baseline]):.1f} µs at "
                  f"{baseline}: {figures['c'][0]:.2f}× its speed (rounds "
                  f"{figures['c'][1]:.2f}–{figures['c'][2]:.2f}), the two engines in "
                  f"alternating rounds, each in a process of its own (`bench/game.py`);")


if __name__ == "__main__":
    arguments = sys.argv[1:]
    readme = "--readme" in arguments
    baseline = BASELINE
    if "--baseline" in arguments:
        at = arguments.index("--baseline")
        baseline = arguments[at + 1]
        del arguments[at:at + 2]
    numbers = [a for a in arguments if a != "--readme"]
    main(*(float(a) if i == 0 else int(a) for i, a in enumerate(numbers)),
         baseline=baseline, readme=readme)
