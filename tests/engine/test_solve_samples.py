"""Runs of sampled deals (engine.search.solver.solve_samples): the deals that count are the
first whose solves fit in the budget, one after another, whatever the core and however
many threads solve them."""

import random
import threading

import pytest

from engine import SearchStopped
from engine.search import solver
from engine.rules.ruleset import PRESETS
from engine.search.solver import solve, solve_samples
from tests.engine.test_solver import random_position

native = pytest.mark.skipif(solver._native is None, reason="the C core is not built")


def deals_like(rng, hands, trick, leader, count):
    """``count`` deals in which the mover keeps its hand and the cards of the three other
    seats are dealt again among them, each keeping its number of cards."""
    mover = (leader + len(trick)) % 4
    others = [s for s in range(4) if s != mover]
    unseen = [c for s in others for c in range(32) if hands[s] >> c & 1]
    deals = []
    for _ in range(count):
        rng.shuffle(unseen)
        dealt, at = list(hands), 0
        for s in others:
            size = hands[s].bit_count()
            dealt[s] = sum(1 << c for c in unseen[at:at + size])
            at += size
        deals.append(dealt)
    return deals


def run(rng, tricks_left, count):
    table, hands, trick, leader = random_position(rng, PRESETS["contree"], "H", tricks_left)
    return table, deals_like(rng, hands, trick, leader, count), trick, leader


def expected_count(nodes, budget):
    """How many of the first deals fit, their cards tried counted one after another."""
    for i, cards in enumerate(nodes):
        if cards > budget:
            return i
        budget -= cards
        if not budget:
            return i + 1
    return len(nodes)


@pytest.mark.parametrize("threads", ["1", "2", "3"])
@pytest.mark.parametrize("core", ["native", "python"])
def test_the_deals_that_count_are_the_first_that_fit(monkeypatch, core, threads):
    if core == "native" and solver._native is None:
        pytest.skip("the C core is not built")
    if core == "python":
        monkeypatch.setenv("ATOUT_SOLVER", "python")
    monkeypatch.setenv("ATOUT_SOLVER_THREADS", threads)
    rng = random.Random(f"{core}-{threads}")
    for tricks_left in (2, 3, 4):
        table, deals, trick, leader = run(rng, tricks_left, 12)
        alone = [solve(table, "forced", hands, trick, leader) for hands in deals]
        nodes = [s.nodes for s in alone]
        for budget in sorted({1, sum(nodes), sum(nodes) + 5, *(
                sum(nodes[:k]) + d for k in range(1, 12) for d in (-1, 0, 1))}):
            got = solve_samples(table, "forced", deals, trick, leader, budget)
            count = expected_count(nodes, budget)
            assert got == alone[:count], (budget, count)


@native
def test_threads_give_up_a_deal_past_the_budget_with_the_same_answer(monkeypatch):
    # whole deals: big enough for the C core to look at the budget while it searches
    rng = random.Random(3)
    table, deals, trick, leader = run(rng, 8, 6)
    nodes = [solve(table, "forced", hands, trick, leader).nodes for hands in deals]
    budget = sum(nodes[:3]) + nodes[3] // 2
    answers = []
    for threads in ("1", "2", "4"):
        monkeypatch.setenv("ATOUT_SOLVER_THREADS", threads)
        answers.append(solve_samples(table, "forced", deals, trick, leader, budget))
    assert [len(a) for a in answers] == [3, 3, 3]
    assert answers[0] == answers[1] == answers[2]


@native
def test_a_set_stop_event_ends_every_thread(monkeypatch):
    monkeypatch.setenv("ATOUT_SOLVER_THREADS", "2")
    table, deals, trick, leader = run(random.Random(4), 8, 4)
    stop = threading.Event()
    stop.set()
    with pytest.raises(SearchStopped):
        solve_samples(table, "forced", deals * 10, trick, leader, 10**12, stop=stop)


def test_a_bad_thread_setting_falls_back_to_the_default(monkeypatch):
    monkeypatch.setenv("ATOUT_SOLVER_THREADS", "many")
    assert solver.threads() in (1, 2)
    monkeypatch.setenv("ATOUT_SOLVER_THREADS", "99")
    assert solver.threads() in (1, 16)
