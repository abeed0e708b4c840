"""The C core of the solver (engine/search/_native.c) against the Python one and brute force.

The Python solver is the reference; the C core must give the very same values on every
position, under every preset, contract kind and play-rule override. The play rules
beyond the French ones (§10.4 and §11.4: no partner exemption, an undertrump only as a
last resort, a plain suit to beat), which ``legal_cards`` has too, are also checked
against plain minimax over this file's own reading of those rules.
"""

import itertools
import random
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from engine.search import solver
from engine.rules.cards import SUIT_MASKS, cards_in
from engine.rules.play import legal_cards
from engine.rules.ruleset import CHOICES, PRESETS
from engine.search.solver import rule_flags, solve
from tests.engine.test_solver import random_position

native = pytest.mark.skipif(solver._native is None, reason="the C core is not built")

SETTINGS = [(rules, kind, undertrump, at, nt)
            for rules in PRESETS.values() for kind in rules.contract_kinds
            for undertrump in CHOICES["undertrump"]
            for at in (CHOICES["all_trump_points"] if kind == "AT" else ("natural",))
            for nt in (CHOICES["no_trump_points"] if kind == "NT" else ("natural",))]


def both(monkeypatch, *args, **options):
    monkeypatch.setenv("ATOUT_SOLVER", "python")
    assert solver.core() == "python"
    slow = solve(*args, **options)
    monkeypatch.delenv("ATOUT_SOLVER")
    assert solver.core() == "native"
    return slow, solve(*args, **options)


@native
@pytest.mark.parametrize("rules,kind,undertrump,at,nt", SETTINGS,
                         ids=[f"{s[0].preset}-{s[1]}-{s[2]}-{s[3]}-{s[4]}" for s in SETTINGS])
def test_both_cores_value_every_card_alike(monkeypatch, rules, kind, undertrump, at, nt):
    # 2,000 positions and more over all settings, most of them late (quick in Python)
    rng = random.Random(f"{rules.preset}-{kind}-{undertrump}-{at}-{nt}")
    rules = rules.__class__(**dict(rules.__dict__, undertrump=undertrump,
                                   all_trump_points=at, no_trump_points=nt))
    per_setting = -(-2000 // len(SETTINGS))
    for i in range(per_setting):
        table, hands, trick, leader = random_position(rng, rules, kind, 1 + i % 5)
        every_card = i % 4 != 3
        slow, fast = both(monkeypatch, table, undertrump, hands, trick, leader,
                          every_card=every_card)
        assert fast.value == slow.value
        if every_card:
            assert fast.cards == slow.cards
        else:  # one best card each, maybe not the same one
            assert list(fast.cards.values()) == [fast.value]
            card = next(iter(fast.cards))
            assert legal_cards(table, undertrump, hands[(leader + len(trick)) % 4],
                               trick) >> card & 1


@native
def test_both_cores_agree_on_whole_deals(monkeypatch):
    rng = random.Random(12)
    for kind in ("H", "NT", "AT"):
        table, hands, trick, leader = random_position(rng, PRESETS["contree"], kind, 6)
        slow, fast = both(monkeypatch, table, "forced", hands, trick, leader)
        assert fast.cards == slow.cards


# -- the rules of §10.4 and §11.4, as flags of the C core -------------------------------

def rules_legal(table, flags, hand, trick):
    """RULES' legal(H, trick) for the French, Rotterdam, Amsterdam and Bela obligations,
    written from the text, independently of engine/search/_native.c."""
    if not trick:
        return hand
    keys = table.keys[trick[0] >> 3]
    master = max(range(len(trick)), key=lambda i: (keys[trick[i]], -i))
    top = trick[master]
    trumped = table.cut_mask >> top & 1
    led = trick[0]
    same = hand & SUIT_MASKS[led >> 3]
    if same:
        climbs = table.climb_mask >> led & 1 or (flags & solver.MUST_BEAT_PLAIN and not trumped)
        higher = same & table.above[top] if climbs else 0
        return higher or same
    trumps = hand & table.cut_mask
    if not trumps or table.cut_mask >> led & 1:
        return hand
    lower = trumps & ~table.above[top] if trumped else 0
    higher = trumps & ~lower
    under = flags & 3
    if master == len(trick) - 2 and not flags & solver.NO_PARTNER_EXEMPTION:
        if under == 2:
            return (hand & ~lower) or hand
        return hand
    if not trumped:
        return trumps
    if higher:
        return higher
    return {0: trumps, 1: hand, 2: (hand & ~trumps) or hand}[under]


def minimax(table, flags, hands, trick, leader):
    """Per legal card, the mover's team's points from the trick in progress on."""
    seat = (leader + len(trick)) % 4
    values = {}
    for card in cards_in(rules_legal(table, flags, hands[seat], trick)):
        after = list(hands)
        after[seat] ^= 1 << card
        played = trick + [card]
        left = table.trick_points([c for h in after for c in cards_in(h)] + played)
        left += table.last_trick
        if len(played) < 4:
            values[card] = left - max(minimax(table, flags, after, played, leader).values())
            continue
        winner = (leader + table.winning_index(played)) % 4
        won = left
        if any(after):
            won = table.trick_points(played) + max(
                minimax(table, flags, after, [], winner).values())
        values[card] = won if winner % 2 == seat % 2 else left - won
    return values


FLAGS = [rule_flags(u, p, b) for u, p, b in itertools.product(
    ("forced", "free", "last_resort"), (True, False), (False, True))]


@native
@pytest.mark.parametrize("flags", FLAGS)
def test_the_c_core_plays_the_rules_of_every_trump_obligation(flags):
    rng = random.Random(flags)
    for i in range(40):
        kind = ("H", "S", "NT", "AT")[i % 4]
        table, hands, trick, leader = random_position(rng, PRESETS["classic"], kind, 1 + i % 3)
        seat = (leader + len(trick)) % 4
        if not rules_legal(table, flags, hands[seat], trick):
            continue
        expected = minimax(table, flags, hands, trick, leader)
        found = solve(table, "forced", hands, trick, leader, flags=flags)
        assert found.cards == expected


def test_the_reading_of_the_rules_is_the_engine_s_where_they_meet():
    # the test's legal(H, trick) is legal_cards for the flags legal_cards knows
    rng = random.Random(3)
    for i in range(300):
        rules = PRESETS["classic"]
        table, hands, trick, leader = random_position(rng, rules, ("H", "NT", "AT")[i % 3],
                                                      1 + i % 4)
        seat = (leader + len(trick)) % 4
        for undertrump in ("forced", "free"):
            assert rules_legal(table, rule_flags(undertrump), hands[seat], trick) == \
                legal_cards(table, undertrump, hands[seat], trick)


@native
def test_the_c_core_counts_its_work_and_stops(monkeypatch):
    import threading

    from engine import SearchStopped
    table, hands, trick, leader = random_position(random.Random(5), PRESETS["classic"], "H", 8)
    done = solve(table, "forced", hands, trick, leader)
    assert done == solve(table, "forced", hands, trick, leader)  # same work, same count
    with pytest.raises(solver.OutOfWork):
        solve(table, "forced", hands, trick, leader, cap=done.nodes // 2)
    stop = threading.Event()
    stop.set()
    with pytest.raises(SearchStopped):
        solve(table, "forced", hands, trick, leader, stop=stop)


def test_the_package_installs_without_a_c_compiler(tmp_path):
    # a compiler that does not exist: the build of the extension fails, the install not
    root = Path(__file__).resolve().parents[2]
    env = {"CC": str(tmp_path / "no-such-cc"), "PATH": "/usr/bin:/bin",
           "PYTHONPATH": "", "HOME": str(tmp_path)}
    build = subprocess.run([sys.executable, "setup.py", "build_ext", "--build-lib",
                            str(tmp_path / "lib"), "--build-temp", str(tmp_path / "tmp")],
                           cwd=root, env=env, capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    assert "C solver core was not built" in build.stderr
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    assert not list((tmp_path / "lib").rglob("*" + suffix))


@native
def test_threads_that_come_and_go_share_the_tables_of_the_c_core():
    # each thread that ever solved used to keep a table of its own (tens of MB) for good
    import threading
    table, hands, trick, leader = random_position(random.Random(2), PRESETS["classic"], "H", 3)

    def resident():
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * 4096

    def one():
        solve(table, "forced", hands, trick, leader)
    one()
    before = resident()
    for _ in range(20):
        thread = threading.Thread(target=one)
        thread.start()
        thread.join()
    assert resident() - before < 20 * 2 ** 20
