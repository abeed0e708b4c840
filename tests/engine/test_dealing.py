"""Fair, reproducible dealing: the documented algorithm, re-derived here from its text."""

import hashlib

import pytest

from engine import MalformedInput, new_deal as deal, legal_moves
from engine.rules.cards import CARD_CODES
from engine.deal.dealing import SeedStream, _shuffled_number_by_number, shuffled_deck


def reference_deck(seed):
    """engine/deal/dealing.py's docstring, implemented as plainly as possible."""
    text = str(seed).encode()
    numbers, block = [], 0

    def next32():
        nonlocal block
        if not numbers:
            digest = hashlib.sha256(b"atout-deal-v1:" + text + b":" + str(block).encode())
            block += 1
            numbers.extend(int.from_bytes(digest.digest()[i:i + 4], "big")
                           for i in range(28, -4, -4))
        return numbers.pop()

    def uniform(n):
        while True:
            x = next32()
            if x < 2 ** 32 - 2 ** 32 % n:
                return x % n

    deck = list(range(32))
    for i in range(31, 0, -1):
        j = uniform(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@pytest.mark.parametrize("seed", [0, 1, 42, 2 ** 63, "table-7/hand-3", "é"])
def test_the_shuffle_is_the_documented_algorithm(seed):
    assert shuffled_deck(SeedStream(seed)) == reference_deck(seed)


def test_a_rejected_number_is_redrawn_from_the_stream():
    fast, slow = SeedStream(9), SeedStream(9)
    for stream in (fast, slow):
        stream._refill()
        stream.numbers[5] = 2 ** 32 - 1  # above every limit: must be rejected
    assert shuffled_deck(fast) == _shuffled_number_by_number(slow)
    assert fast.position == slow.position == 32


def test_packets_follow_the_reference_deck():
    deck = [CARD_CODES[c] for c in reference_deck(7)]
    # dealer 0: packets of 3 to seats 1, 2, 3, 0, then of 2; then the turn-up, then the stock
    expected = {1: deck[0:3] + deck[12:14], 2: deck[3:6] + deck[14:16],
                3: deck[6:9] + deck[16:18], 0: deck[9:12] + deck[18:20]}
    state = deal({"rules": "classic", "dealer": 0, "seed": 7})
    assert [sorted(h) for h in state["hands"]] == [sorted(expected[s]) for s in range(4)]
    assert state["turn_up"] == deck[20] and state["stock"] == deck[21:]


def test_golden_deal_is_identical_everywhere():
    # pinned: any change to the algorithm breaks every client's verification
    assert deal({"rules": "classic", "dealer": 0, "seed": 7}) == {
        "rules": "classic", "dealer": 0,
        "hands": [["7S", "9H", "AH", "9C", "TC"], ["8H", "8D", "QD", "AD", "7C"],
                  ["QS", "AS", "TH", "TD", "KD"], ["9S", "TS", "JS", "JC", "AC"]],
        "turn_up": "9D", "auction": [], "tricks": [],
        "stock": ["7H", "KC", "JH", "JD", "KH", "8S", "8C", "QC", "KS", "QH", "7D"]}


def test_packets_and_sizes_per_family():
    classic = deal({"rules": "classic", "seed": 1})
    assert [len(h) for h in classic["hands"]] == [5, 5, 5, 5] and len(classic["stock"]) == 11
    coinche = deal({"rules": "coinche", "seed": 1, "dealer": 2})
    assert [len(h) for h in coinche["hands"]] == [8] * 4 and coinche["stock"] == []
    assert "turn_up" not in coinche
    bulgarian = deal({"rules": "bulgarian", "seed": 1})
    assert [len(h) for h in bulgarian["hands"]] == [5] * 4 and len(bulgarian["stock"]) == 12


def test_every_card_dealt_once_and_the_state_is_playable():
    for seed in range(50):
        state = deal({"rules": "classic", "seed": seed})
        cards = [c for h in state["hands"] for c in h] + [state["turn_up"]] + state["stock"]
        assert len(set(cards)) == 32
        assert legal_moves(state)["phase"] == "bidding"


def test_the_cut_picks_the_dealer_from_the_seed():
    dealers = {deal({"rules": "classic", "seed": s})["dealer"] for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert deal({"rules": "classic", "seed": 5})["dealer"] == deal(
        {"rules": "classic", "seed": 5})["dealer"]


@pytest.mark.parametrize("seed", [-1, 1.5, None, True, "x" * 257, 2 ** 256,
                                  pytest.param(10 ** 5000, id="5000-digits")])
def test_bad_seeds_are_rejected(seed):
    with pytest.raises(MalformedInput) as error:
        deal({"rules": "classic", "seed": seed})
    assert error.value.pointer == "/seed"
