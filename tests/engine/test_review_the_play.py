"""The rules review of docs/rules.md section 6 (the play), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""

import pytest

from tests.engine.review import ALL_PRESETS, FORCED, FREE, cards, legal_cards


def test_trump_lead_climb_over_partner():
    # §4.1.1: trump (H) led, partner seat 0 master with QH; seat 2 holds KH and 8H: must beat
    # the QH even though the partner is master -> KH only.
    assert legal_cards("classic", "H", "QH 7H", 2, "8H KH AS 7D 8D 9C TC JC") == ["KH"]


def test_trump_lead_climb_over_the_best_trump_not_the_led_card():
    # 7H led, JH played by seat 1; seat 2 holds 9H and 8H: neither beats JH -> any heart.
    assert legal_cards("classic", "H", "7H JH", 2, "8H 9H AS 7D 8D 9C TC QC") == ["8H", "9H"]


def test_trump_lead_after_a_discard_climb_over_the_led_trump():
    # QH led, seat 1 discards AS (void); seat 2 must beat QH: KH, not 8H.
    assert legal_cards("classic", "H", "QH AS", 2, "8H KH KS 7D 8D 9C TC QC") == ["KH"]


def test_trump_lead_void_in_trumps_any_card():
    assert legal_cards("classic", "H", "JH", 1, "AS 7D 8D 9C TC QC KS QS") == \
        ["QS", "KS", "AS", "7D", "8D", "9C", "TC", "QC"]


@pytest.mark.parametrize("rules", ALL_PRESETS[:5] + ("bulgarian",))
def test_plain_lead_partner_master_void_any_card(rules):
    # partner seat 0 master with AS; seat 2 void in spades holds trumps -> any card (§4.1.2.1,
    # §4.2.1).
    got = legal_cards(rules, "H", "AS 7S", 2, "JC 9H KD 8D 7H QC 9C TC")
    assert set(got) == set(cards("JC 9H KD 8D 7H QC 9C TC"))


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_plain_lead_partner_master_by_trump_void_any_card(rules):
    # 7S led by 0, seat 1 trumps 9H, seat 2 follows AS: seat 1 is master; seat 3 (partner of
    # 1) void in spades, holding JH that could overtrump: free to play anything.
    got = legal_cards(rules, "H", "7S 9H AS", 3, "JH 7H KD 8D QC 9C TC 7C")
    assert set(got) == set(cards("JH 7H KD 8D QC 9C TC 7C"))


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_must_overtrump_when_able(rules):
    # AS led by 0, seat 1 trumps 9H; seat 2 void in spades holds JH, 7H: JH only.
    assert legal_cards(rules, "H", "AS 9H", 2, "JH 7H KD 8D QC 9C TC 7C") == ["JH"]


@pytest.mark.parametrize("rules", FORCED)
def test_forced_undertrump(rules):
    # AS led, seat 1 trumps 9H; seat 2 holds AH and 7H, neither beats 9H: undertrump forced
    # -> AH or 7H.
    assert legal_cards(rules, "H", "AS 9H", 2, "AH 7H KD 8D QC 9C TC 7C") == ["7H", "AH"]


@pytest.mark.parametrize("rules", FREE)
def test_free_undertrump(rules):
    # same trick; undertrump free -> any card.
    got = legal_cards(rules, "H", "AS 9H", 2, "AH 7H KD 8D QC 9C TC 7C")
    assert set(got) == set(cards("AH 7H KD 8D QC 9C TC 7C"))


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_opponent_master_with_plain_card_must_trump(rules):
    # 7S led by 0, seat 1 plays AS (master, opponent of seat 2); seat 2 void in spades:
    # any trump (no need to climb: no trump in the trick) -> 7H or JH.
    assert legal_cards(rules, "H", "7S AS", 2, "JH 7H KD 8D QC 9C TC 7C") == ["7H", "JH"]


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_overtrump_the_highest_trump_in_the_trick(rules):
    # 7S led, seat 1 trumps 8H, seat 2 overtrumps QH (seat 2 master, opponent of seat 3);
    # seat 3 void in spades holds 9H and 7H: 9H beats QH -> 9H only.
    assert legal_cards(rules, "H", "7S 8H QH", 3, "9H 7H AD 8D QC 9C TC 7C") == ["9H"]


@pytest.mark.parametrize("rules", FORCED)
def test_forced_undertrump_against_an_overtrump(rules):
    # 7S led, seat 1 trumps 9H, seat 2 overtrumps JH; seat 3 (opponent of the master) holds
    # AH and 8H: cannot beat JH, undertrump forced -> 8H or AH.
    assert legal_cards(rules, "H", "7S 9H JH", 3, "AH 8H AD 8D QC 9C TC 7C") == ["8H", "AH"]


@pytest.mark.parametrize("rules", FORCED)
def test_forced_undertrump_with_the_partners_trump_beaten(rules):
    # 7S led by 0, seat 1 trumps 7H, seat 2 overtrumps 9H, seat 3's partner (seat 1) is not
    # master: seat 3 holds 8H only as trump -> 8H.
    assert legal_cards(rules, "H", "7S 7H 9H", 3, "8H AD 8D QC 9C TC 7C KD") == ["8H"]


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_holding_led_plain_suit_follow_it_even_if_opponent_trumped(rules):
    # 7S led, seat 1 trumps JH; seat 2 holds 8S and AS: must follow spades, any spade.
    assert legal_cards(rules, "H", "7S JH", 2, "8S AS 9H KD 8D QC 9C TC") == ["8S", "AS"]


@pytest.mark.parametrize("rules", ALL_PRESETS)
def test_opponent_master_void_no_trump_any_card(rules):
    got = legal_cards(rules, "H", "7S AS", 2, "AD KD 8D QC 9C TC 7C JC")
    assert set(got) == set(cards("AD KD 8D QC 9C TC 7C JC"))


@pytest.mark.parametrize("rules", ["coinche", "bulgarian"])
def test_all_trump_climb_over_partner(rules):
    # AT: AD led by 0 (master), seat 1 follows 7D; seat 2 holds 9D and KD: must beat AD in
    # trump order (J 9 A T K Q 8 7) -> 9D only, even though the partner is master.
    assert legal_cards(rules, "AT", "AD 7D", 2, "9D KD AS 8C 9C TC 7C JC") == ["9D"]


@pytest.mark.parametrize("rules", ["coinche", "bulgarian"])
def test_all_trump_climb_in_any_suit(rules):
    # AT: QD led; seat 1 holds KD and 8D: K beats Q -> KD only.
    assert legal_cards(rules, "AT", "QD", 1, "KD 8D AS 8C 9C TC 7C JC") == ["KD"]


@pytest.mark.parametrize("rules", ["coinche", "bulgarian"])
def test_all_trump_climb_over_the_best_card_not_the_led_one(rules):
    # AT: TS led, 9S played; seat 2 holds AS and KS: AS beats TS but not 9S -> no card beats
    # the best -> any spade.
    assert legal_cards(rules, "AT", "TS 9S", 2, "AS KS 8D 8C 9C TC 7C JC") == ["KS", "AS"]


@pytest.mark.parametrize("rules", ["coinche", "bulgarian"])
@pytest.mark.parametrize("kind", ["AT", "NT"])
def test_all_trump_and_no_trump_void_any_card(rules, kind):
    got = legal_cards(rules, kind, "QD", 1, "AS 8C 9C TC 7C JC 7H 8H")
    assert set(got) == set(cards("AS 8C 9C TC 7C JC 7H 8H"))


@pytest.mark.parametrize("rules", ["coinche", "bulgarian"])
def test_no_trump_no_climbing(rules):
    # NT: KD led; seat 1 holds AD and 7D: any diamond.
    assert legal_cards(rules, "NT", "KD", 1, "AD 7D JS 8C 9C TC 7C JC") == ["7D", "AD"]


def test_bulgarian_must_trump_an_opponent_plain_master():
    # §4.2.3: 7S led, seat 1 AS master; seat 2 void in spades holding a trump: any trump.
    assert legal_cards("bulgarian", "H", "7S AS", 2, "QH 8D QC 9C TC 7C JC AD") == ["QH"]


def test_legal_cards_in_a_later_trick_with_known_history():
    # trick 1 (dealer 3): 0 AH, 1 7H, 2 8H, 3 9H -> 9H (trump H) wins; seat 3 leads KS in
    # trick 2; seat 0 holds 7 cards, no spade, trumps JH: opponent master with a plain card
    # -> must trump: JH.
    assert legal_cards("classic", "H", "AH 7H 8H 9H|KS", 0, "JH 7D 8D 9D 7C 8C 9C") == ["JH"]
