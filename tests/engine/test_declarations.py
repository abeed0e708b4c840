"""Declarations (docs/rules.md section 7): every expectation below is worked out by hand from
the rules."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.rules.cards import SUITS, codes, mask_of, parse_card
from engine.rules.contract import Contract
from engine.rules.declarations import (
    Declaration, belote_holders, compare, declaration_key, hand_declarations)
from engine.rules.ruleset import PRESETS

CLASSIC, CLUB, COINCHE = PRESETS["classic"], PRESETS["club-501"], PRESETS["coinche"]
CONTREE, BULGARIAN = PRESETS["contree"], PRESETS["bulgarian"]


def hand(text):
    return mask_of(parse_card(c) for c in text.split())


def deal(*hands):
    masks = [hand(h) for h in hands]
    assert len(masks) == 4 and all(bin(m).count("1") == 8 for m in masks)
    assert masks[0] | masks[1] | masks[2] | masks[3] == (1 << 32) - 1  # 32 distinct cards
    return masks


def declared(text, kind="H", rules=CLASSIC):
    """(kind, points, cards) of each declaration, strongest first."""
    return [(d.kind, d.points, " ".join(codes(d.cards)))
            for d in hand_declarations(hand(text), Contract(0, kind), rules)]


def total(text, kind="H", rules=CLASSIC):
    return sum(d.points for d in hand_declarations(hand(text), Contract(0, kind), rules))


# Seats 0 and 1 hold A-K-Q tierces, of diamonds and of clubs; seats 2 and 3 hold nothing.
TIED = deal("QD KD AD 7S 9S 7H 9H JC", "QC KC AC 8S TS 8H TH 7D",
            "JS KS JH KH 8D TD 7C 9C", "QS AS QH AH 9D JD 8C TC")


# §6.1 values -----------------------------------------------------------------------------

def test_tierce_is_20():
    assert declared("7S 8S 9S JH KH 7D 9D JC") == [("tierce", 20, "7S 8S 9S")]


def test_quarte_is_50():
    assert declared("TD JD QD KD 7S 9H 7C 9C") == [("quarte", 50, "TD JD QD KD")]


def test_quinte_is_100():
    assert declared("9C TC JC QC KC 7S 9H 7D") == [("quinte", 100, "9C TC JC QC KC")]


@pytest.mark.parametrize("rank, points", [("J", 200), ("9", 150), ("A", 100), ("T", 100),
                                          ("K", 100), ("Q", 100)])
def test_carre_values(rank, points):
    # sevens (or eights beside the nines) cannot make a sequence with the carré
    others = "7S 7H 7D 7C" if rank != "9" else "8S 8H 8D 8C"
    four = " ".join(rank + s for s in SUITS)
    assert declared(f"{four} {others}") == [("carre", points, four)]


def test_four_eights_or_sevens_declare_nothing():
    assert declared("7S 7H 7D 7C 8S 8H 8D 8C") == []
    assert declared("7S 7H 7D 7C 9S JH KD AC") == []


# §6.2 a hand's declarations --------------------------------------------------------------

def test_six_card_run_is_one_quinte_of_six():
    [d] = hand_declarations(hand("7H 8H 9H TH JH QH AS 9D"), Contract(0, "S"), CLASSIC)
    assert (d.kind, d.points, d.length, d.top, d.suit) == ("quinte", 100, 6, 5, 1)
    assert d.cards == hand("7H 8H 9H TH JH QH")


def test_seven_card_run_is_one_quinte_of_seven():
    [d] = hand_declarations(hand("8C 9C TC JC QC KC AC 7S"), Contract(0, "S"), CLASSIC)
    assert (d.kind, d.points, d.length, d.top, d.suit) == ("quinte", 100, 7, 7, 3)


def test_eight_card_suit_is_quinte_and_tierce():
    assert declared("7S 8S 9S TS JS QS KS AS") == [
        ("quinte", 100, "TS JS QS KS AS"), ("tierce", 20, "7S 8S 9S")]
    assert total("7S 8S 9S TS JS QS KS AS") == 120


def test_carre_of_jacks_beats_the_king_queen_jack_tierce_it_would_break():
    assert declared("JS QS KS JH JD JC 7H 9D") == [("carre", 200, "JS JH JD JC")]


def test_carre_and_sequence_share_no_card_but_both_declare_when_apart():
    # Q-K-A of spades would break the carré of aces; 7-8-9 of spades does not.
    assert declared("7S 8S 9S AS AH AD AC 9C") == [
        ("carre", 100, "AS AH AD AC"), ("tierce", 20, "7S 8S 9S")]


def test_carre_of_queens_and_quinte_through_the_queen_prefers_the_carre():
    # Carré Q (100) leaves T J / K A of spades: nothing. The quinte T-A (100) leaves three
    # queens. Equal points, and a carré ranks above a sequence of equal value.
    assert declared("TS JS QS KS AS QH QD QC") == [("carre", 100, "QS QH QD QC")]


def test_two_carres_with_a_run_through_them():
    # Carrés J and Q (300) against J-Q-K of spades (20) plus nothing: the carrés win.
    assert declared("JS QS JH QH JD QD JC QC") == [
        ("carre", 200, "JS JH JD JC"), ("carre", 100, "QS QH QD QC")]


# §6.3 ranking ----------------------------------------------------------------------------

def test_declaration_key_order():
    s = Contract(0, "S")
    key = lambda text: declaration_key(  # noqa: E731
        hand_declarations(hand(text), s, CLASSIC)[0], s, CLASSIC)
    carre_j, carre_9 = key("JS JH JD JC 7S 7H 7D 7C"), key("9S 9H 9D 9C 7S 7H 7D 7C")
    carres = [key(f"{r}S {r}H {r}D {r}C 7S 7H 7D 7C") for r in "ATKQ"]
    quinte_a_plain = key("TH JH QH KH AH 7S 7D 7C")
    quinte_a_trump = key("TS JS QS KS AS 7H 7D 7C")
    assert carre_j > carre_9 > carres[0] > carres[1] > carres[2] > carres[3]
    assert carres[3] > quinte_a_trump > quinte_a_plain  # carré beats sequence of equal value
    assert quinte_a_plain > key("9H TH JH QH KH 7S 7D 7C")  # higher top card


def test_carre_beats_quinte_of_equal_value():
    hands = deal("AS AH AD AC 7S 9S 7D 9C", "9H TH JH QH KH 8S TS 8D",
                 "JS KS 7H 9D JD KD JC KC", "QS 8H TD QD 7C 8C TC QC")
    result = compare(hands, Contract(1, "S"), CLASSIC, dealer=0)
    assert result.team == 0 and result.points == (100, 0)


def test_higher_set_wins():
    # Seat 0: quarte 7-T of spades (50); seat 1: quarte 9-Q of hearts (50), the higher.
    hands = deal("7S 8S 9S TS AH AD 7C 9C", "9H TH JH QH JS KS 7D 8C",
                 "QS AS 7H JC 8D TD QD AC", "KH 9D JD KD TC 8H QC KC")
    assert [len(hand_declarations(h, Contract(0, "D"), CLASSIC)) for h in hands] == [1, 1, 0, 0]
    result = compare(hands, Contract(0, "D"), CLASSIC, dealer=3)
    assert result.team == 1 and result.points == (0, 50)


def test_trump_sequence_beats_plain_sequence():
    # A-K-Q of diamonds (seat 0) against A-K-Q of clubs (seat 1): trumps decide, not seats.
    for dealer in range(4):
        assert compare(TIED, Contract(2, "D"), CLASSIC, dealer).team == 0
        assert compare(TIED, Contract(2, "C"), CLASSIC, dealer).points == (0, 20)


def test_stronger_team_scores_all_its_declarations_and_the_other_none():
    # Team 0: seat 0 quarte (50), seat 2 tierce (20); team 1: seat 1 tierce (20).
    hands = deal("7S 8S 9S TS AH AD 7C 9C", "QC KC AC 7H 9H JS 7D 9D",
                 "QS KS JH QH KH JD TC 8D", "AS 8H TH TD 8C QD KD JC")
    result = compare(hands, Contract(0, "D"), CLASSIC, dealer=0)
    assert [sum(d.points for d in decls) for decls in result.per_seat] == [50, 20, 20, 0]
    assert result.team == 0 and result.points == (70, 0)


# §6.3 exact ties -------------------------------------------------------------------------

@pytest.mark.parametrize("dealer, team", [
    (3, 0),   # eldest 0 holds it
    (0, 1),   # eldest 1 holds it; the dealer's own tierce comes last
    (1, 0),   # order 2 3 0 1: seat 0 first
    (2, 0),   # order 3 0 1 2: seat 0, of the dealer's team, first
])
def test_first_speaker_tie_goes_to_the_earliest_from_the_eldest(dealer, team):
    result = compare(TIED, Contract(2, "H"), CLASSIC, dealer)
    assert result.team == team
    assert result.points == ((20, 0) if team == 0 else (0, 20))


def test_first_speaker_tie_when_the_dealers_partner_speaks_first():
    # Move the tied tierces to seats 1 (dealer 3's partner) and 2: dealer 3, eldest 0,
    # order 0 1 2 3, so seat 1 of the dealer's team wins.
    hands = [TIED[2], TIED[0], TIED[1], TIED[3]]
    result = compare(hands, Contract(0, "S"), CLASSIC, dealer=3)
    assert result.team == 1 and result.points == (0, 20)


def test_nobody_tie():
    for dealer in range(4):
        result = compare(TIED, Contract(2, "H"), CLUB, dealer)
        assert result.team is None and result.points == (0, 0)
        assert [len(d) for d in result.per_seat] == [1, 1, 0, 0]


def test_nobody_declares():
    hands = deal("JS KS 7H 9D JD KD JC KC", "QS 8H TD QD 7C 8C TC QC",
                 "7S 9S JH 9C AS AH AD 9H", "8S TS QH KH 7D TH 8D AC")
    result = compare(hands, Contract(0, "S"), CLASSIC, dealer=0)
    assert result.per_seat == ((), (), (), ()) and result.team is None
    assert result.points == (0, 0)


def test_only_one_team_declares():
    hands = [TIED[0], TIED[2], TIED[1], TIED[3]]    # both tierces with team 0
    result = compare(hands, Contract(0, "S"), CLUB, dealer=0)
    assert result.team == 0 and result.points == (40, 0)


# §6.3 bulgarian: carrés and sequences separately ----------------------------------------------

def test_bulgarian_longer_sequence_beats_higher_top():
    # Seat 0: 7-Q of hearts (six cards, top Q); seat 1: T-A of spades (five cards, top A).
    hands = deal("7H 8H 9H TH JH QH 7S 9D", "TS JS QS KS AS 8S KH 7D",
                 "TD JD KD 7C 9C JC KC 9S", "8D QD AD 8C TC QC AC AH")
    contract = Contract(0, "D")
    assert compare(hands, contract, CLASSIC, dealer=0).points == (0, 100)  # higher top
    result = compare(hands, contract, BULGARIAN, dealer=0)
    assert result.team == 0 and result.points == (100, 0)                  # longer run


def test_bulgarian_carres_and_sequences_go_to_different_teams():
    # Seat 0: carré J (200) + tierce 7-9 D (20); seat 1: carré Q (100) + quarte 7-T S (50).
    hands = deal("JS JH JD JC 7D 8D 9D AC", "7S 8S 9S TS QS QH QD QC",
                 "7H 8H TH 9C KC KS TD AD", "9H KH AH 7C 8C TC AS KD")
    contract = Contract(0, "H")
    result = compare(hands, contract, BULGARIAN, dealer=0)
    assert result.team == 1 and result.points == (200, 50)
    together = compare(hands, contract, CLASSIC, dealer=0)  # one comparison: J carré wins
    assert together.team == 0 and together.points == (220, 0)


def test_bulgarian_equal_sequences_score_nothing_even_in_trumps():
    result = compare(TIED, Contract(0, "D"), BULGARIAN, dealer=3)
    assert result.team is None and result.points == (0, 0)


def test_bulgarian_equal_sequences_do_not_stop_carres():
    # Seat 0: carré of aces and 8-9-T of spades; seat 1: 8-9-T of hearts, an equal tierce.
    hands = deal("AS AH AD AC 8S 9S TS 7D", "8H 9H TH 7S JS 8D TD QC",
                 "QS KS 7H JH 9D JD 7C 9C", "QH KH 8C TC JC KC QD KD")
    result = compare(hands, Contract(0, "C"), BULGARIAN, dealer=0)
    assert result.team is None and result.points == (100, 0)


# contracts without declarations ------------------------------------------------------------

def test_no_trump_has_no_declarations_and_no_belote():
    for rules in (COINCHE, BULGARIAN):
        assert declared("7S 8S 9S TS JS QS KS AS", "NT", rules) == []
        result = compare(TIED, Contract(0, "NT"), rules, dealer=0)
        assert result.team is None and result.points == (0, 0)
        assert belote_holders([hand("KS QS KH QH KD QD KC QC"), 0, 0, 0],
                              Contract(0, "NT"), rules) == (0, 0)


def test_contree_declares_only_belote():
    assert declared("JS JH JD JC 7S 8S 9S AC", "S", CONTREE) == []
    assert compare(TIED, Contract(0, "S"), CONTREE, dealer=0).points == (0, 0)
    assert belote_holders([0, hand("KS QS 7H 8H 9H 7C 8C 9C"), 0, 0],
                          Contract(0, "S"), CONTREE) == (0, 20)


def test_all_trump_declarations_count():
    # AT: every sequence is in trumps, so two A-K-Q tierces tie exactly.
    result = compare(TIED, Contract(0, "AT"), CLASSIC, dealer=0)
    assert result.team == 1 and result.points == (0, 20)


# belote --------------------------------------------------------------------------------------

def test_belote_in_a_suit_contract():
    hands = [hand("KH QH 7S 8S 9D JD 7C AC"), hand("KS QS 8H 9H 7D 8D 8C 9C"), 0, 0]
    assert belote_holders(hands, Contract(1, "H"), CLASSIC) == (20, 0)
    assert belote_holders(hands, Contract(1, "S"), CLASSIC) == (0, 20)
    assert belote_holders(hands, Contract(1, "D"), CLASSIC) == (0, 0)


def test_belote_split_between_partners_is_no_belote():
    hands = [hand("KH 7S"), 0, hand("QH 8S"), 0]
    assert belote_holders(hands, Contract(0, "H"), CLASSIC) == (0, 0)


def test_belote_in_all_trump_counts_every_pair():
    hands = [0, hand("KS QS KD QD 7H 8H 7C 8C"), hand("KC QC"), 0]
    assert belote_holders(hands, Contract(0, "AT"), COINCHE) == (20, 40)


def test_belote_counts_alongside_a_sequence_using_its_cards():
    h = hand("JH QH KH 7S 9S 7D 9D 7C")
    assert declared("JH QH KH 7S 9S 7D 9D 7C") == [("tierce", 20, "JH QH KH")]
    assert belote_holders([h, 0, 0, 0], Contract(0, "H"), CLASSIC) == (20, 0)


def test_bulgarian_all_trump_belote_needs_the_first_card_led_or_following_suit():
    hands = [hand("KS QS KD QD KH QH 7S 8S"), 0, 0, 0]
    at = Contract(0, "AT")
    # Spades: QS led by seat 0 (counts). Diamonds: KD follows a diamond lead (counts).
    # Hearts: void in clubs, seat 0 discards QH on a club lead (does not count, though KH
    # later follows suit). Each trick is led by the previous one's winner (J, then 9...).
    tricks = [(0, "QS 9S TS JS"), (3, "7D KD 8D 9D"), (2, "9C TC QH JC"), (1, "7H 8H 9H KH")]
    tricks = [(leader, [parse_card(c) for c in cards.split()]) for leader, cards in tricks]
    assert belote_holders(hands, at, BULGARIAN, tricks) == (40, 0)
    assert belote_holders(hands, at, BULGARIAN) == (60, 0)          # nothing played yet
    assert belote_holders(hands, at, BULGARIAN, tricks[:2]) == (60, 0)  # hearts unplayed
    assert belote_holders(hands, at, COINCHE, tricks) == (60, 0)    # coinche: held is enough


# property: a hand's declarations are a valid, maximal, optimal set ------------------------

VALUES = {3: 20, 4: 50}
CARRE = {2: 150, 3: 100, 4: 200, 5: 100, 6: 100, 7: 100}


def candidates(h):
    """Every sequence (any run of 3+ inside a suit) and carré the cards of h could form."""
    out = []
    for suit in range(4):
        for low in range(8):
            for length in range(3, 9 - low):
                cards = ((1 << length) - 1) << (8 * suit + low)
                if h & cards == cards:
                    kind = {3: "tierce", 4: "quarte"}.get(length, "quinte")
                    out.append(Declaration(kind, cards, VALUES.get(length, 100),
                                           low + length - 1, suit, length))
    for rank, points in CARRE.items():
        cards = 0x01010101 << rank
        if h & cards == cards:
            out.append(Declaration("carre", cards, points, rank, None, 4))
    return out


def best_score(cands, key, chosen=(), used=0, start=0):
    """Brute force over every disjoint set: (points, strongest key, cards) at its best."""
    best = (sum(d.points for d in chosen), max(map(key, chosen), default=()),
            sum(d.length for d in chosen))
    for i in range(start, len(cands)):
        if not cands[i].cards & used:
            best = max(best, best_score(cands, key, chosen + (cands[i],),
                                        used | cands[i].cards, i + 1))
    return best


# Uniform hands rarely hold long runs or carrés; two denser pools make them common.
POOLS = [list(range(32)), list(range(16)), [c for c in range(32) if c & 7 >= 3]]
HANDS = st.sampled_from(POOLS).flatmap(
    lambda pool: st.sets(st.sampled_from(pool), min_size=8, max_size=8))


@settings(max_examples=600, deadline=None)
@given(HANDS,
       st.sampled_from(["S", "H", "D", "C", "AT"]), st.sampled_from([CLASSIC, BULGARIAN]))
def test_declarations_are_disjoint_maximal_and_optimal(cards, kind, rules):
    h = mask_of(cards)
    decls = hand_declarations(h, Contract(0, kind), rules)
    used = 0
    for d in decls:
        assert d.cards & used == 0 and d.cards & h == d.cards
        used |= d.cards
        n = bin(d.cards).count("1")
        assert n == d.length
        if d.kind == "carre":
            assert d.cards == 0x01010101 << d.top and d.points == CARRE[d.top]
        else:
            assert d.cards == ((1 << n) - 1) << (8 * d.suit + d.top - n + 1)
            assert (d.kind, d.points) == (
                {3: ("tierce", 20), 4: ("quarte", 50)}.get(n, ("quinte", 100)))
    assert not candidates(h & ~used)   # nothing more could be declared
    key = lambda d: declaration_key(d, Contract(0, kind), rules)  # noqa: E731
    keys = [key(d) for d in decls]
    assert keys == sorted(keys, reverse=True)
    score = (sum(d.points for d in decls), max(keys, default=()), sum(d.length for d in decls))
    assert score == best_score(candidates(h), key)
