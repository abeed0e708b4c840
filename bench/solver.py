"""Double-dummy solver speed: median and p95 solve time of random full deals (all eight
tricks), and of the same deals from trick 5 (four tricks played at random first), each
with every legal card of the opening lead valued (what a hint needs) and for the value
of the position only. Run by hand:
``python bench/solver.py [deals] [kind] [preset] [--python] [--readme]`` (defaults: 100
deals, H, contree).

Each core the engine has is timed: the C core when the package was built with a
compiler, and with ``--python`` the pure-Python one too (slow: minutes for 100 deals).
When colver (``pip install colver==0.11.1``, a Belote contrée engine with a Rust
double-dummy solver; never a test dependency) is installed, it solves the same full
deals with every opening card valued, and the ratio of the medians is printed.

Times are CPU seconds of this process (``time.process_time``): on a shared machine the
wall clock also counts the other processes. Deals come from the engine's seeded
dealing, seeds 0, 1, 2…, so every run solves the same deals. ``--readme`` prints the
README's figure lines (Markdown bullets) instead of the report.
"""

import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.search import solver  # noqa: E402
from engine.rules.cards import SUITS, cards_in  # noqa: E402
from engine.deal.dealing import SeedStream, shuffled_deck  # noqa: E402
from engine.rules.play import legal_cards  # noqa: E402
from engine.rules.ruleset import PRESETS  # noqa: E402

# colver numbers a suit's cards 7 8 9 J Q K T A; the engine 7 8 9 T J Q K A
COLVER_RANK = (0, 1, 2, 6, 3, 4, 5, 7)


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
    solution = solver.solve(table, undertrump, hands, [], leader, every_card=every_card)
    return time.process_time() - start, solution.nodes


def run_core(core, deals, table, undertrump):
    """{run name: (times, cards tried)} for one core over the deals."""
    os.environ["ATOUT_SOLVER"] = core
    assert solver.core() == core
    runs = {name: ([], []) for name in ("full", "full value", "late", "late value")}
    for hands, later, leader in deals:
        for name, position, lead in (("full", hands, 0), ("late", later, leader)):
            for every_card, suffix in ((True, ""), (False, " value")):
                t, n = timed(table, undertrump, position, lead, every_card)
                runs[name + suffix][0].append(t)
                runs[name + suffix][1].append(n)
    return runs


DD_TABLE_DEALS = 20  # a whole table solves every kind: fewer deals keep the run short


def run_dd_tables(deals, rules):
    """CPU times of ``engine.dd_table`` on the first deals (dealer 3: seat 0 leads)."""
    from engine.rules.cards import codes
    times = []
    for hands, _later, _leader in deals[:DD_TABLE_DEALS]:
        doc = {"rules": rules.preset, "dealer": 3, "hands": [codes(h) for h in hands]}
        start = time.process_time()
        engine.dd_table(doc)
        times.append(time.process_time() - start)
    return times


def run_colver(deals, kind):
    """CPU times of colver's solve of each full deal (every opening card valued), or
    None when colver is not installed or cannot play the contract kind."""
    try:
        import colver
    except ImportError:
        return None
    if kind not in SUITS:
        return None
    times = []
    for hands, _later, _leader in deals:
        cards = [[8 * (c >> 3) + COLVER_RANK[c & 7] for c in cards_in(h)] for h in hands]
        env = colver.Env.deal_with_hands(3, cards)  # dealer 3: seat 0 leads, as above
        env.set_contract(SUITS.index(kind), 80, 0, 0)
        env.set_phase_playing()
        start = time.process_time()
        env.solve_scores()
        times.append(time.process_time() - start)
    return times


def stats(times):
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return statistics.median(times) * 1000, p95 * 1000, times[-1] * 1000


def rate(core_runs):
    """Cards tried per millisecond of CPU over every solve of a core."""
    times = sum(sum(t) for t, _ in core_runs.values())
    return sum(sum(n) for _, n in core_runs.values()) / (times * 1000)


def report(name, times, nodes=None):
    median, p95, top = stats(times)
    tried = "" if nodes is None else f" (median {statistics.median(nodes):,.0f} cards tried)"
    print(f"{name}: median {median:,.1f} ms, p95 {p95:,.1f} ms, max {top:,.1f} ms{tried}")


def readme(count, rules, kind, runs, colver_times):
    """The README's figure lines."""
    where = f"{count} deals, {rules.preset} {kind}, CPU time"
    for core, core_runs in runs.items():
        full, late = stats(core_runs["full"][0]), stats(core_runs["late"][0])
        print(f"- double-dummy solver, {core} core, every card valued ({where}): whole deal "
              f"{full[0]:,.1f} ms median, {full[1]:,.1f} ms p95; from trick 5 "
              f"{late[0]:,.2f} ms median (`bench/solver.py`)")
    if colver_times and "native" in runs:
        ours, theirs = stats(runs["native"]["full"][0]), stats(colver_times)
        print(f"- the same whole deals solved by colver 0.11.1 (Rust): {theirs[0]:,.1f} ms "
              f"median, {theirs[1]:,.1f} ms p95: the native core takes "
              f"{ours[0] / theirs[0]:.2f}× its median time (`bench/solver.py`)")


def main(argv):
    flags = {a for a in argv if a.startswith("--")}
    args = [a for a in argv if not a.startswith("--")]
    count = int(args[0]) if args else 100
    kind = args[1] if len(args) > 1 else "H"
    rules = PRESETS[args[2] if len(args) > 2 else "contree"]
    table = rules.tables[kind]
    deals = list(positions(count, table, rules.play))
    cores = (["native"] if solver._native is not None else []) + (
        ["python"] if "--python" in flags or solver._native is None else [])
    runs = {core: run_core(core, deals, table, rules.play) for core in cores}
    tables = run_dd_tables(deals, rules)  # with the last core timed
    colver_times = run_colver(deals, kind) if rules.preset == "contree" else None
    if "--readme" in flags:
        readme(count, rules, kind, runs, colver_times)
        median, p95, _ = stats(tables)
        print(f"- a whole double-dummy table (/v1/dd-table, {rules.preset}, every kind and "
              f"taker, highest bids; {len(tables)} deals, {solver.core()} core): "
              f"{median:,.0f} ms median, {p95:,.0f} ms p95 (`bench/solver.py`)")
        return
    print(f"{count} deals, {rules.preset} {kind} (CPU time)")
    for core, core_runs in runs.items():
        print(f"{core} core ({rate(core_runs):,.0f} cards tried per ms of CPU, all runs: "
              f"what engine/search/advice.py's CARDS_PER_MS should read):")
        report("  full deal (8 tricks), every card valued", *core_runs["full"])
        report("  full deal (8 tricks), value only       ", *core_runs["full value"])
        report("  from trick 5, every card valued        ", *core_runs["late"])
        report("  from trick 5, value only               ", *core_runs["late value"])
    report(f"whole dd-table ({rules.preset}, {len(tables)} deals, {solver.core()} core)",
           tables)
    if colver_times:
        report("colver 0.11.1, full deal, every card valued", colver_times)
        if "native" in runs:
            ratio = stats(runs["native"]["full"][0])[0] / stats(colver_times)[0]
            print(f"native core / colver, median full deal: {ratio:.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
