"""The double-dummy solver against plain minimax (no pruning, no table, no classes)."""

import random

import pytest

from engine.rules.cards import cards_in, codes, table_for
from engine.rules.play import legal_cards
from engine.rules.ruleset import PRESETS
from engine.search.solver import TABLE_OWNER, _converge, classes, solve
from tests.engine.helpers import hand, names, parse_card

SETTINGS = [(rules, kind) for rules in PRESETS.values() for kind in rules.contract_kinds]


def brute(table, undertrump, hands, trick, leader):
    """The mover's team's points from the trick in progress on, by full enumeration."""
    seat = (leader + len(trick)) % 4
    best = None
    for card in cards_in(legal_cards(table, undertrump, hands[seat], trick)):
        value = brute_after(table, undertrump, hands, trick, leader, seat, card)
        best = value if best is None else max(best, value)
    return best


def brute_after(table, undertrump, hands, trick, leader, seat, card):
    hands = list(hands)
    hands[seat] ^= 1 << card
    trick = trick + [card]
    total = left_after(table, hands, trick)
    if len(trick) < 4:  # the next seat is an opponent
        return total - brute(table, undertrump, hands, trick, leader)
    winner = (leader + table.winning_index(trick)) % 4
    if any(hands):
        won = table.trick_points(trick) + brute(table, undertrump, hands, [], winner)
    else:
        won = total
    return won if winner % 2 == seat % 2 else total - won


def left_after(table, hands, trick):
    """All the points still to be won: cards in hands and on the table, and the bonus."""
    cards = [c for h in hands for c in cards_in(h)] + list(trick)
    return table.trick_points(cards) + table.last_trick


def random_position(rng, rules, kind, tricks_left):
    """A random deal played at random down to ``tricks_left`` tricks (plus some cards of
    the next trick)."""
    table = table_for(kind, rules.all_trump_points, rules.no_trump_points)
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[8 * k:8 * k + 8]) for k in range(4)]
    leader = rng.randrange(4)
    for _ in range(8 - tricks_left):
        trick = []
        for k in range(4):
            seat = (leader + k) % 4
            card = rng.choice(cards_in(legal_cards(table, rules.undertrump, hands[seat], trick)))
            trick.append(card)
            hands[seat] ^= 1 << card
        leader = (leader + table.winning_index(trick)) % 4
    trick = []
    for k in range(rng.randrange(4)):
        seat = (leader + k) % 4
        card = rng.choice(cards_in(legal_cards(table, rules.undertrump, hands[seat], trick)))
        trick.append(card)
        hands[seat] ^= 1 << card
    return table, hands, trick, leader


@pytest.mark.parametrize("rules,kind", SETTINGS, ids=[f"{r.preset}-{k}" for r, k in SETTINGS])
def test_agrees_with_brute_force_on_end_positions(rules, kind):
    rng = random.Random(f"{rules.preset}-{kind}")
    for i in range(18):
        table, hands, trick, leader = random_position(rng, rules, kind, 1 + i % 3)
        solution = solve(table, rules.undertrump, hands, trick, leader)
        seat = (leader + len(trick)) % 4
        expected = {card: brute_after(table, rules.undertrump, hands, trick, leader, seat, card)
                    for card in cards_in(legal_cards(table, rules.undertrump, hands[seat], trick))}
        assert solution.cards == expected, (codes(hands[0]), codes(hands[1]), codes(hands[2]),
                                            codes(hands[3]), trick, leader)
        assert solution.value == max(expected.values())
        alone = solve(table, rules.undertrump, hands, trick, leader, every_card=False)
        assert alone.value == solution.value
        assert [expected[c] for c in alone.cards] == [alone.value]


def test_values_split_the_points_left_between_the_teams():
    # after any card, what the mover's team does not take the other team takes
    rng = random.Random(5)
    rules = PRESETS["bulgarian"]
    for kind in rules.contract_kinds:
        table, hands, trick, leader = random_position(rng, rules, kind, 4)
        total = left_after(table, hands, trick)
        solution = solve(table, rules.undertrump, hands, trick, leader)
        assert 0 <= solution.value <= total


def test_cashing_the_ace_loses_the_last_trick():
    hearts = table_for("H")
    hands = [hand("AS 7H"), hand("TS 9H"), hand("KS 8H"), hand("QS TH")]
    solution = solve(hearts, "forced", hands, [], 0)
    # 7H: the nine wins 24, then the ace falls with the ten, 28 + the 10 of the last trick
    assert solution.cards == {parse_card("7H"): 38, parse_card("AS"): 28}
    assert solution.value == 38


def test_a_card_on_the_table_counts_for_the_trick_winner():
    # seat 3 to play last to a trick worth 25: overtaking with the ace takes it all
    spades = table_for("S")
    trick = [parse_card(c) for c in ("TH", "7H", "KH")]
    hands = [0, 0, 0, hand("AH")]
    hands[0], hands[1], hands[2] = 0, 0, 0
    solution = solve(spades, "forced", hands, trick, 0)
    assert solution.cards == {parse_card("AH"): 10 + 0 + 4 + 11 + 10}


def test_doubled_no_trump_counts_double_and_twenty_for_the_last_trick():
    nt = table_for("NT", no_trump_points="doubled")
    hands = [hand("AS"), hand("7S"), hand("8S"), hand("TS")]
    assert solve(nt, "free", hands, [], 0).value == 22 + 20 + 20


def test_undertrump_rule_changes_the_value():
    # seat 2 is void in clubs, holds only a low trump and a ten; seat 1 ruffed the ace
    hearts = table_for("H")
    trick = [parse_card("AC"), parse_card("JH")]
    hands = [hand("7D 8D"), hand("9D KD"), hand("7H TD"), hand("8C AD")]
    forced = solve(hearts, "forced", hands, trick, 0)
    free = solve(hearts, "free", hands, trick, 0)
    assert set(forced.cards) == {parse_card("7H")}
    assert set(free.cards) == {parse_card("7H"), parse_card("TD")}


def test_classes_merge_equal_neighbours_of_one_hand():
    hearts = table_for("H")
    owner = [TABLE_OWNER] * 32
    for card in cards_in(hand("AS KS QS 9S 8S 7S")):
        owner[card] = 0
    live = hand("AS KS QS 9S 8S 7S")
    # 9 8 7 are worth nothing and nobody splits them; K and Q differ in points
    assert names(classes(hearts, owner, live)) == "9S QS KS AS"
    owner[parse_card("8S")] = 2  # the partner's card splits them
    assert names(classes(hearts, owner, live)) == "7S 8S 9S QS KS AS"


def test_classes_are_split_by_a_card_on_the_table():
    hearts = table_for("H")
    owner = [TABLE_OWNER] * 32
    for card in cards_in(hand("9S 7S")):
        owner[card] = 1
    # 8S lies on the table between them: 9S beats it, 7S does not
    assert names(classes(hearts, owner, hand("9S 8S 7S"))) == "7S 8S 9S"
    # once it is dead (played to an earlier trick) they are one class
    assert names(classes(hearts, owner, hand("9S 7S"))) == "9S"


def test_classes_in_trumps_keep_the_trump_order():
    # in trumps 8 and 7 are neighbours worth nothing; Q (3) and K (4) are not merged
    hearts = table_for("H")
    owner = [TABLE_OWNER] * 32
    for card in cards_in(hand("8H 7H QH KH")):
        owner[card] = 0
    assert names(classes(hearts, owner, hand("8H 7H QH KH"))) == "8H QH KH"


def test_every_legal_card_is_valued_also_the_merged_ones():
    hearts = table_for("H")
    hands = [hand("7S 8S 9S"), hand("AS KD QD"), hand("7D 8D 9D"), hand("7C 8C 9C")]
    solution = solve(hearts, "forced", hands, [], 0)
    assert set(solution.cards) == {parse_card(c) for c in ("7S", "8S", "9S")}
    assert len(set(solution.cards.values())) == 1


def test_a_king_and_a_queen_side_by_side_are_not_one_card():
    # seat 1 must follow the ace with KS or QS; its partner takes the last trick with 8D,
    # so the card it keeps for that trick counts for its team: the king is worth one more
    hearts = table_for("H")
    hands = [hand("7D"), hand("KS QS"), hand("7C 8C"), hand("8D 9D")]
    solution = solve(hearts, "forced", hands, [parse_card("AS")], 0)
    assert solution.cards == {parse_card("QS"): 4 + 10, parse_card("KS"): 3 + 10}


@pytest.mark.parametrize("value", [0, 1, 57, 161, 162])
def test_null_window_tests_converge_on_the_exact_value_from_any_guess(value):
    # a fail-soft search: a test that fails returns a loose bound, never a wrong one
    def search(alpha, beta):
        if beta <= value:
            return max(beta, value - (value - beta) // 2), "best"
        return (value + beta) // 2, None

    for guess in range(0, 163, 7):
        found, card = _converge(search, guess, 162)
        assert found == value
        assert card == ("best" if value else None)


def test_a_set_stop_event_ends_a_solve_from_inside():
    import threading

    from engine import SearchStopped
    from engine.deal.dealing import SeedStream, shuffled_deck
    for seed in range(100):  # a full deal that tries far more cards than either core's
        deck = shuffled_deck(SeedStream(seed))  # look at the event (every CHECK_EVERY)
        hands = [sum(1 << c for c in deck[8 * k:8 * k + 8]) for k in range(4)]
        if solve(table_for("H"), "forced", hands, [], 0).nodes > 200_000:
            break
    stop = threading.Event()
    stop.set()
    with pytest.raises(SearchStopped):
        solve(table_for("H"), "forced", hands, [], 0, stop=stop)
