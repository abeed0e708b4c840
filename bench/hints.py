"""Hint speed: play hints at tricks 1, 3 and 5, in one seat's view (the other hands
hidden: sampled deals) and with every hand shown (exact), each a request with the
defaults of ``/v1/hints`` (its ``samples`` and ``budget_ms``). Run by hand:
``python bench/hints.py [deals] [preset] [samples] [--readme]`` (defaults: 30 deals,
contree, the default ``samples``; with ``samples`` given, ``--readme`` prints the one-seat
line only).

The deals come from the engine's seeded dealing (seeds 0, 1, 2…, dealer 3): seat 0 bids
the cheapest contract in its longest suit and the others pass; the first tricks are
played by random legal cards from a fixed seed, so every run asks the same hints. Each
hint is asked at the start of its trick, of the seat to lead (a one-seat view: that
seat's hand and the tricks played).

Prints, per trick and view, the samples solved (median and least), how many hints fell
back on rule-of-thumb playouts (the budget ran out inside the first solve), and the
median and p95 time per hint, CPU (``time.process_time``) and wall clock: on a shared
machine the wall clock also counts the other processes. ``--readme`` prints the
README's figure lines (Markdown bullets) instead.
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.search import advice, solver  # noqa: E402

TRICKS = (1, 3, 5)


def states(count, preset):
    """Per deal, the states at the start of tricks 1, 3 and 5 (every hand shown)."""
    rng = random.Random(5)
    for seed in range(count):
        state = engine.new_deal({"rules": preset, "dealer": 3, "seed": seed})
        hand = state["hands"][0]
        suit = max("SHDC", key=lambda s: sum(card[-1] == s for card in hand))
        bid = next(call for call in engine.legal_moves(state)["legal"]  # a bid or a suit
                   if isinstance(call, dict) and suit in (call.get("kind"), call.get("suit")))
        state = engine.play({"state": state, "action": bid})["state"]
        while engine.legal_moves(state)["phase"] == "bidding":
            state = engine.play({"state": state, "action": "pass"})["state"]
        found = {}
        for trick in range(1, max(TRICKS) + 1):
            if trick in TRICKS:
                found[trick] = state
            for _ in range(4):
                move = rng.choice(engine.legal_moves(state)["legal"])
                state = engine.play({"state": state, "action": move})["state"]
        yield found


def one_seat(state):
    """The state as the seat to act sees it."""
    seat = engine.legal_moves(state)["to_act"]
    seen = dict(state, hands=[h if s == seat else None for s, h in enumerate(state["hands"])])
    seen.pop("stock", None)
    return seen


class _Fallbacks:
    """Counts the hints that fell back on rule-of-thumb playouts."""

    def __init__(self):
        self.count = 0
        self.playouts = advice._playout_values

    def __call__(self, *args):
        self.count += 1
        return self.playouts(*args)


def run(deals, samples):
    """{(trick, view): (samples solved, CPU times, wall times, fallbacks)}."""
    fallbacks = _Fallbacks()
    advice._playout_values = fallbacks
    runs = {}
    try:
        for by_trick in deals:
            for trick, state in by_trick.items():
                for view, doc in (("one seat", one_seat(state)), ("all hands", state)):
                    request = {"state": doc, "seed": 1}
                    if samples is not None:
                        request["samples"] = samples
                    before = fallbacks.count
                    cpu, wall = time.process_time(), time.perf_counter()
                    answer = engine.hints(request)
                    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
                    solved, cpus, walls, fell = runs.setdefault((trick, view), ([], [], [], [0]))
                    solved.append(answer["samples"])
                    cpus.append(cpu)
                    walls.append(wall)
                    fell[0] += fallbacks.count - before
    finally:
        advice._playout_values = fallbacks.playouts
    return runs


def stats(times):
    times = sorted(times)
    return statistics.median(times) * 1000, times[min(len(times) - 1, int(0.95 * len(times)))] * 1000


def ms(value):
    return f"{value:,.1f} ms" if value < 10 else f"{value:,.0f} ms"


def main(argv):
    readme = "--readme" in argv
    args = [a for a in argv if not a.startswith("--")]
    count = int(args[0]) if args else 30
    preset = args[1] if len(args) > 1 else "contree"
    samples = int(args[2]) if len(args) > 2 else None
    asked = samples or advice.SAMPLES[2]
    budget = advice.BUDGET_MS[2]
    runs = run(list(states(count, preset)), samples)
    setting = (f"{count} {preset} deals, requests of {asked} samples and budget_ms {budget}, "
               f"{solver.core()} core")
    if readme:
        views = (("one seat", "in one seat's view (the other hands sampled)"),
                 ("all hands", "with every hand shown (exact)"))
        # an exact hint solves one deal whatever it asks: its line comes with the default
        for view, what in views[:1] if samples is not None else views:
            parts = []
            for trick in TRICKS:
                solved, cpus, walls, fell = runs[(trick, view)]
                cpu, wall = stats(cpus), stats(walls)
                done = (f"{statistics.median(solved):.0f} samples solved (least {min(solved)}"
                        f", {fell[0]} playout fallbacks), " if view == "one seat" else "")
                parts.append(f"trick {trick}: {done}wall {ms(wall[0])} median / "
                             f"{ms(wall[1])} p95, CPU {ms(cpu[0])} / {ms(cpu[1])}")
            print(f"- a play hint {what} at the start of a trick ({setting}): "
                  + "; ".join(parts) + " (`bench/hints.py`)")
        return
    print(f"play hints at the start of tricks {', '.join(map(str, TRICKS))} ({setting})")
    for (trick, view), (solved, cpus, walls, fell) in sorted(runs.items()):
        cpu, wall = stats(cpus), stats(walls)
        print(f"trick {trick}, {view:9}: samples solved median {statistics.median(solved):.0f}"
              f" (least {min(solved)}), playout fallbacks {fell[0]}; per hint CPU median "
              f"{cpu[0]:,.1f} ms p95 {cpu[1]:,.1f} ms, wall median {wall[0]:,.1f} ms "
              f"p95 {wall[1]:,.1f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])
