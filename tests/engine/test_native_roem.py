"""The C core's roem search (Klaverjas) against the Python one it follows: the same value,
the same card values and the same differences, in every position tried."""

import random

import pytest

from engine.rules.cards import CARD_CODES, mask_of, parse_card, table_for
from engine.rules.play import legal_cards
from engine.rules.ruleset import PRESETS
from engine.search import solver
from engine.search.roem_solver import (solve_roem_differences, solve_roem_python,
                                       solve_samples_with_roem,
                                       solve_with_roem)

pytestmark = pytest.mark.skipif(solver.core() != "native", reason="the C core is not built")

KLAVERJAS = ("klaverjas-rotterdam", "klaverjas-amsterdam")


def positions(seed, count, size):
    """Random positions of ``size`` cards a hand, up to three of a trick on the table."""
    rng = random.Random(seed)
    for k in range(count):
        rules = PRESETS[KLAVERJAS[k % 2]]
        table = table_for("SHDC"[k % 4])
        cards = list(range(32))
        rng.shuffle(cards)
        hands = [mask_of(cards[8 * s:8 * s + size]) for s in range(4)]
        leader, trick = rng.randrange(4), []
        for n in range(rng.randrange(4)):
            seat = (leader + n) % 4
            card = rng.choice(list(_cards(legal_cards(table, rules.play, hands[seat], trick))))
            hands[seat] ^= 1 << card
            trick.append(card)
        yield rules, table, hands, trick, leader


def _cards(mask):
    return [c for c in range(32) if mask >> c & 1]


@pytest.mark.parametrize("size", [2, 3, 4, 5])
def test_the_c_roem_search_gives_the_python_values(size):
    for rules, table, hands, trick, leader in positions(size, 40, size):
        native = solve_with_roem(table, rules, hands, trick, leader)
        python = solve_roem_python(table, rules, hands, trick, leader)
        assert (native.value, native.cards, native.differences) == (
            python.value, python.cards, python.differences), (hands, trick, leader)


def test_a_run_of_four_and_the_stuk_go_to_the_trick_winner_in_the_c_core():
    hands = [mask_of(parse_card(c) for c in h.split())
             for h in ("TH 7S", "JH 7D", "QH 7C", "KH 8S")]
    solution = solve_with_roem(table_for("H"), PRESETS["klaverjas-rotterdam"], hands, [], 0)
    assert {CARD_CODES[c]: v for c, v in solution.cards.items()} == {"7S": 24, "TH": 0}
    # after TH all four trumps fall: the jack (seat 1) takes 10 + 20 + 3 + 4 card points,
    # a run of four (50) and the stuk (20); seat 1 then leads 7D and takes the last trick
    # (7D 7C 8S 7S, nothing but its 10): 117 to the other team, nothing to seat 0's
    assert solution.differences[parse_card("TH")] == -117


def test_sampled_deals_with_roem_count_on_any_number_of_threads(monkeypatch):
    rng = random.Random(9)
    deals = []
    for _ in range(6):
        cards = list(range(32))
        rng.shuffle(cards)
        deals.append([mask_of(cards[8 * s:8 * s + 4]) for s in range(4)])
    rules, table = PRESETS["klaverjas-rotterdam"], table_for("S")
    answers = []
    for threads in ("1", "2"):
        monkeypatch.setenv("ATOUT_SOLVER_THREADS", threads)
        answers.append(solve_samples_with_roem(table, rules, deals, [], 0, 10 ** 7))
    assert answers[0] == answers[1] and len(answers[0]) == 6
    assert [s.cards for s in answers[0]] == [
        solve_roem_python(table, rules, hands, [], 0).differences for hands in deals]


@pytest.mark.parametrize("size", [3, 5, 6])
def test_the_difference_search_gives_the_exact_search_s_differences(size):
    for rules, table, hands, trick, leader in positions(100 + size, 30, size):
        fast = solve_roem_differences(table, rules, hands, trick, leader)
        assert fast.cards == solve_roem_python(table, rules, hands, trick, leader).differences
        assert fast.value == max(fast.cards.values())


def test_a_klaverjas_review_counts_the_roem_of_the_tricks():
    import engine
    rng = random.Random(3)
    state = engine.new_deal({"rules": "klaverjas-rotterdam", "seed": 3, "dealer": 3})
    state = engine.play({"state": state, "action": {"suit": "S"}})["state"]
    takes = [0, 0]
    while engine.legal_moves(state)["to_act"] is not None:
        answer = engine.play({"state": state, "action": rng.choice(
            engine.legal_moves(state)["legal"])})
        state = answer["state"]
        for event in answer["events"]:
            if event["type"] == "trick_won":
                takes[event["team"]] += event["points"] + event["roem"]
    cards = engine.review({"state": state})["cards"]
    # the last card leaves nothing to choose: its value is what its team took in all,
    # card points, roem and last trick
    last = cards[-1]
    assert last["value"] == takes[last["seat"] % 2] and last["lost"] == 0
    assert all(card["lost"] >= 0 for card in cards)
    assert all((card["card"] in card["best_cards"]) == (card["lost"] == 0) for card in cards)


def low_card_positions(seed, count, size):
    """Positions rich in what roem's equal-card classes must tell apart: hands dealt
    mostly sevens, eights and nines (runs, four of a kind), then tens and the trump's king
    and queen (runs, the stuk)."""
    rng = random.Random(seed)
    for k in range(count):
        rules = PRESETS[KLAVERJAS[k % 2]]
        trump = k % 4
        table = table_for("SHDC"[trump])
        low = [8 * suit + rank for suit in range(4) for rank in range(3)]
        more = [8 * suit + 3 for suit in range(4)] + [8 * trump + 5, 8 * trump + 6]
        rng.shuffle(low)
        rng.shuffle(more)
        low += more
        rest = [c for c in range(32) if c not in low]
        rng.shuffle(rest)
        cards = (low + rest)[:4 * size]
        rng.shuffle(cards)
        hands = [mask_of(cards[size * s:size * s + size]) for s in range(4)]
        yield rules, table, hands, [], rng.randrange(4)


@pytest.mark.parametrize("size", [3, 4, 5])
def test_equal_cards_merged_by_the_difference_search_keep_the_exact_differences(size):
    for rules, table, hands, trick, leader in low_card_positions(200 + size, 40, size):
        fast = solve_roem_differences(table, rules, hands, trick, leader)
        exact = solve_roem_python(table, rules, hands, trick, leader).differences
        assert fast.cards == exact, ([CARD_CODES[c] for c in range(32) if any(
            h >> c & 1 for h in hands)], hands, leader)
