"""docs/rules.md section 6: what a player may play, and who wins the trick. Hearts are trumps
unless a test says otherwise; every expectation is worked out by hand."""

import pytest

from engine.rules.play import legal_cards, play_rules, trick_winner, why_illegal
from engine.reasons import render
from tests.engine.helpers import cards, hand, names, table

HEARTS = table("H")


def legal(trick, held, kind="H", undertrump="forced"):
    return names(legal_cards(table(kind), undertrump, hand(held), cards(trick)))


def test_the_leader_plays_any_card():
    assert legal("", "7S AH KD") == "7S AH KD"


def test_holding_the_led_plain_suit_any_card_of_it():
    # a plain suit never has to be beaten: the 7 is as good as the ace
    assert legal("KS", "7S AS 9H") == "7S AS"


def test_must_climb_on_a_trump_lead_when_able():
    # nine of trumps led: only the jack beats it; the ace and 7 do not
    assert legal("9H", "7H AH JH KS") == "JH"


def test_must_climb_even_over_the_partner():
    # seat order: leader 9H, opponent 7H, partner (of the player) ... here the partner led
    # the 9 and the opponent played low: the player must still beat the nine
    assert legal("9H 7H", "8H JH AS") == "JH"


def test_trump_lead_unable_to_beat_plays_any_trump():
    assert legal("JH", "7H AH KS") == "7H AH"


def test_void_in_trumps_on_a_trump_lead_plays_anything():
    assert legal("JH", "7S AD KC") == "7S AD KC"


def test_void_must_ruff_when_opponent_master():
    assert legal("AS", "7H KD QC") == "7H"


def test_void_partner_master_plays_anything():
    # partner led the ace of spades and the opponent discarded: the player is free
    assert legal("AS 7D", "7H KD QC") == "7H KD QC"


def test_void_partner_master_with_trump_plays_anything():
    # an opponent led, the partner ruffed, the other opponent discarded: the player is
    # free, with no need to overtrump the partner
    assert legal("AS 9H 7D", "JH 7H KD") == "7H JH KD"


def test_must_overtrump_an_opponents_trump():
    # spade led by the partner, opponent ruffed with the 9 of hearts: only the jack beats it
    assert legal("7S 9H", "JH 8H KD") == "JH"


def test_forced_undertrump_when_unable_to_overtrump():
    assert legal("7S JH", "8H 7H KD") == "7H 8H"


def test_free_undertrump_allows_any_card():
    assert legal("7S JH", "8H 7H KD", undertrump="free") == "7H 8H KD"


def test_free_undertrump_must_still_overtrump_when_able():
    assert legal("7S 9H", "JH 8H KD", undertrump="free") == "JH"


def test_void_without_trumps_plays_anything():
    assert legal("AS 9H", "KD QC") == "KD QC"


def test_all_trump_every_suit_climbs_and_nothing_cuts():
    assert legal("9S", "AS JS 7H", kind="AT") == "JS"
    assert legal("9S", "7H KD", kind="AT") == "7H KD"


def test_no_trump_nothing_climbs_nothing_cuts():
    assert legal("9S", "AS 7S 7H", kind="NT") == "7S AS"
    assert legal("9S", "7H KD", kind="NT") == "7H KD"


@pytest.mark.parametrize("trick, held, card, reason", [
    ("KS", "7S AS 9H", "9H", "must follow spades"),
    ("9H", "7H JH", "7H", "must beat the nine of hearts"),
    ("7S 9H", "JH 8H KD", "8H", "must overtrump the nine of hearts"),
    ("AS", "7H KD", "KD", "must trump (hearts): void in spades"),
    ("7S JH", "8H KD", "KD", "must play a trump (hearts), even a lower one than the jack of hearts"),
    ("", "7H", "8H", "does not hold the eight of hearts"),
])
def test_the_reason_names_the_rule(trick, held, card, reason):
    code, params = why_illegal(HEARTS, "forced", hand(held), cards(trick), cards(card)[0])
    assert reason_text(code, params, card) == reason


def reason_text(code, params, card):
    """The reason part of the English message."""
    return render(code, {"seat": 0, "card": card, **params}).split(": ", 1)[1]


def test_a_legal_card_has_no_reason():
    assert why_illegal(HEARTS, "forced", hand("JH 8H"), cards("7S 9H"), cards("JH")[0]) is None


@pytest.mark.parametrize("kind, leader, trick, winner", [
    ("H", 0, "AS TS KS QS", 0),         # highest of the led suit
    ("H", 0, "AS 7H KS QS", 1),          # the lowest trump beats the ace
    ("H", 2, "AS 7H 8H QS", 0),          # the highest trump: 8 beats 7 (leader 2, seat 0 plays third)
    ("H", 1, "7S AD AC AH", 0),          # discards never win; trump ace wins (4th card: seat 0)
    ("H", 0, "9H JH AH TH", 1),          # trump order J 9 A T
    ("S", 0, "TD AD KD QD", 1),          # plain order A T K
    ("AT", 0, "AS 9S 9H JH", 1),         # AT: only the led suit wins, in trump order
    ("NT", 3, "9S AS JH AH", 0),         # NT: plain order, no cut
])
def test_who_wins_the_trick(kind, leader, trick, winner):
    assert trick_winner(table(kind), leader, cards(trick)) == winner


def test_card_points_and_deal_totals():
    assert table("H").trick_points(cards("JH 9H AS TS")) == 20 + 14 + 11 + 10
    assert table("S").trick_points(cards("JH 9H AS TS")) == 2 + 0 + 11 + 10
    assert table("H").total == 162
    assert table("AT").total == 258
    assert table("NT", no_trump_points="doubled").total == 260
    assert table("AT", all_trump_points="scaled").total == 162
    assert table("NT", no_trump_points="scaled").total == 162
    assert table("NT").total == 130


@pytest.mark.parametrize("trick, held, card, best", [
    # Trumps led with the eight, overtrumped by the nine: the 7 must beat the nine, the
    # trick's best trump, not the eight that was led.
    ("8H 9H", "7H JH KS", "7H", "9H"),
    # A discarded ace of spades, highest of its suit, is no trump: the best is still the 9.
    ("8H AS 9H", "7H JH KS", "7H", "9H"),
    # Nothing beat the led card: it is the best, whatever the discard and the lower trump
    # played after it.
    ("9H 7S", "7H JH KS", "7H", "9H"),
    ("9H AS 8H", "7H JH KS", "7H", "9H"),
])
def test_must_beat_names_the_best_card_of_the_led_suit(trick, held, card, best):
    assert why_illegal(HEARTS, "forced", hand(held), cards(trick), cards(card)[0]) == (
        "must_beat", {"best": best})


def test_the_ace_of_trumps_led_is_still_beaten_by_the_jack_and_the_nine():
    # Trump order J 9 A T K Q 8 7: over a led ace only the jack and nine climb.
    assert legal("AH", "9H 7H KS") == "9H"


def test_must_trump_names_the_trump_suit_when_it_is_spades():
    # Spades are suit 0: the reason names them, not a default.
    assert why_illegal(table("S"), "forced", hand("7S 8D"), cards("AH"), cards("8D")[0]) == (
        "must_trump", {"trump": "S", "led": "H"})


def test_an_undertrump_with_the_ace_is_refused_when_a_plain_card_is_left():
    # Undertrump only as a last resort: the opponent's nine of trumps masters the spade
    # lead; the ace of trumps is below it, and the seat still holds a diamond.
    last_resort = play_rules(True, "last_resort", False)
    assert why_illegal(HEARTS, last_resort, hand("AH 8D"), cards("KS 9H"), cards("AH")[0]) == (
        "must_not_undertrump", {"master": "9H"})
