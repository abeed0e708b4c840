"""What roem costs a hint: the CPU of a Klaverjas play hint against the same request
without roem, at the start of tricks 1, 3 and 5. Run by hand:
``python bench/roem_cost.py [deals] [preset]`` (defaults: 8 deals, klaverjas-rotterdam).

Each position is a Klaverjas deal of ``bench/hints.py``'s seeded dealing and random play,
asked in one seat's view (the other hands sampled) with the default ``samples`` and
``budget_ms`` and seed 1. The same request is then answered as Bela would answer it: the
deal read without roem (Bela has none), so the sampled deals, the budget, the position and
its legality are the same and only the search differs (Bela's own play rules would make
the cards already played tell other voids, so other deals). Prints per trick the median CPU (``time.process_time``: every solving thread
counts) of each, the median of the per-position ratios (Klaverjas over Bela; the goal of
issue 32 is at most 1.5) and the samples each solved (a search past the budget solves
fewer deals, which caps its cost: compare those too).
"""

import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.rules.ruleset import PRESETS  # noqa: E402
from engine.search import advice  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hints import TRICKS, one_seat, states  # noqa: E402


def _as_bela(read):
    """``Deal.read`` that leaves roem out, as Bela counts none."""
    bela = PRESETS["bela"]

    def bela_read(doc, prefix=""):
        deal = read(doc, prefix)
        deal.rules = replace(deal.rules, declarations=bela.declarations)
        return deal
    return bela_read


def hint(doc, bela):
    """(CPU seconds, samples solved) of one hint."""
    read = advice.Deal.read
    if bela:
        advice.Deal.read = _as_bela(read)  # type: ignore[method-assign]
    try:
        cpu = time.process_time()
        answer = engine.hints({"state": doc, "seed": 1})
        return time.process_time() - cpu, answer["samples"]
    finally:
        advice.Deal.read = read  # type: ignore[method-assign]


def main(argv):
    count = int(argv[0]) if argv else 8
    preset = argv[1] if len(argv) > 1 else "klaverjas-rotterdam"
    found = {trick: [] for trick in TRICKS}
    for by_trick in states(count, preset):
        for trick, state in by_trick.items():
            doc = one_seat(state)
            found[trick].append((hint(doc, False), hint(doc, True)))
    print(f"Klaverjas hint against the same request without roem (as Bela): {count} "
          f"{preset} deals, one seat's view, default samples and budget")
    for trick, pairs in found.items():
        kj = [k for (k, _), _ in pairs]
        bl = [b for _, (b, _) in pairs]
        ratios = [k / b for (k, _), (b, _) in pairs if b > 0]
        print(f"trick {trick}: CPU median klaverjas {statistics.median(kj) * 1000:,.1f} ms, "
              f"bela {statistics.median(bl) * 1000:,.1f} ms, ratio of medians "
              f"{statistics.median(kj) / statistics.median(bl):.2f}, median ratio "
              f"{statistics.median(ratios):.2f}, total ratio {sum(kj) / sum(bl):.2f}; "
              f"samples solved klaverjas {[s for (_, s), _ in pairs]} "
              f"bela {[s for _, (_, s) in pairs]}")


if __name__ == "__main__":
    main(sys.argv[1:])
