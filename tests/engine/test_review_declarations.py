"""The rules review of docs/rules.md section 7 (declarations and belote), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""

import pytest

from engine import api
from engine.errors import ImpossibleState
from tests.engine.review import D_TIED_TIERCES_0_3, declare, error_of


# Hands are 4 x 8 cards; the filler cards were checked to hold no run of 3 and no carré.
D_PARTITION_JACKS = ["JS TS 9S 8S 7S JH JD JC", "TC 8D AC 7C QC TD 9H 7D",
                     "AH TH QS QH KS 9C AD 9D", "KC QD KD 7H KH AS 8C 8H"]
D_PARTITION_KINGS = ["AS KS QS JS TS KH KD KC", "TC 8D AC 7C JC TD 9H 7D",
                     "AH TH 7S JH 8S 9C AD 9D", "QC JD QD 7H QH 9S 8C 8H"]
D_EIGHT_CARD_SUIT = ["AS KS QS JS TS 9S 8S 7S", "9C 8H QD JH JD 7D 7H JC",
                     "QH 8C 9H TD AC TC KD 7C", "KC KH QC 9D AH 8D TH AD"]
D_SIX_RUN = ["AS KS QS JS TS 9S AH 9D", "QH 8D 7C KC 8S KD TD QD",
             "7S JH QC TH JC 7H 8H 9C", "AD 9H JD KH 8C AC 7D TC"]
D_EIGHTS_SEVENS = ["8S 8H 8D 8C 7S 7H 7D 7C", "AH QD JD KC TH 9C AC KS",
                   "KD QC 9D JH 9S JC AD TS", "QS QH KH TC JS 9H AS TD"]
D_TWO_CARRES = ["JS JH JD JC 9S 9H 9D 9C", "8H KS 8D 7S AD QD KH QH",
                "TD AC 8S TH KD AH AS 7D", "QS QC 7H 7C TC KC TS 8C"]
D_CARRE_ACES_TIERCE = ["AS KS QS JS AH AD AC QC", "QH 9C 8D KC 8S TD KD 7D",
                       "8H TC QD JH 9H JD 9D 9S", "TH JC 7S 7C 8C TS 7H KH"]
# carré of queens vs quinte A-T of spades sharing QS: both 100, nothing else left over.
D_CARRE_OR_QUINTE = ["AS KS QS JS TS QH QD QC", "TC 8D AC 7C JC TD 9H 7D",
                     "AH TH 7S JH 8S 9C AD 9D", "KC JD KD 7H KH 9S 8C 8H"]
D_QUARTE_VS_TIERCES = ["AD KD QD JD JS 9D JH 8S", "AS KS QS TS QC 9S 8H 7S",
                       "9C 8C 7C AH TD AC JC QH", "KC 7H KH 7D 8D 9H TC TH"]
D_CARRE_T_VS_K = ["TS TH TD TC 9C AH AC AD", "KS KH KD KC JC 8D AS QH",
                  "JH 7H 7S 8H 8S 8C QD 7D", "QC 9D JD JS 9H 9S 7C QS"]
D_QUINTE_A_VS_K = ["KD QD JD TD 9D 8H 8C KH", "AS KS QS JS TS 8S 7H QC",
                   "9S TH 7S 8D 9C AC JC AH", "KC 9H 7D AD 7C JH TC QH"]
D_TRUMP_TIERCE = ["QS JS TS 8C AS AD JC 7H", "QH JH TH QC 8S TD 9D KS",
                  "9S AC 8D JD 9C 8H 7S KC", "TC 7D QD AH 9H KD KH 7C"]
D_CARRE_VS_QUINTE = ["AS AH AD AC KC 8C TH 7C", "KD QD JD TD 9D QS TC 7H",
                     "KH KS 7S 7D QC JH 9C 9S", "QH 8D JS 8H JC 8S 9H TS"]
D_SIX_VS_FIVE = ["KS QS JS TS 9S 8S 7C QH", "AD KD QD JD TD 8H 8C 7D",
                 "7H KH JH TH 9D JC AC 7S", "QC TC AH AS 9C 9H 8D KC"]
D_CARRE_AND_TIERCE_VS_TIERCE = ["QH QS QD QC 9C 8C 7C AH", "KD JD TD 9D 7H TS 7D TH",
                                "9S 8H AS KS KH TC AC 7S", "JC AD 9H 8S 8D JS JH KC"]
D_BELOTES = ["KH QH JH AS 7H AC 8S JC", "AH QC 9S QS 9C 9H 8D 7S",
             "KD QD JD TD TS 8C 8H TH", "9D AD 7D JS KC 7C KS TC"]
# all four hands hold an A-high quinte in different suits; seat 2 a lower one in trumps.
D_FOUR_QUINTES = ["AS KS QS JS TS 9S AD KH", "AC KC QC JC TC 8D 7D 7H",
                  "8S 7S AH QH JH TH 9H 8H", "KD QD JD TD 9D 9C 8C 7C"]


def decls(answer, seat):
    return sorted((d["kind"], tuple(d["cards"]), d["points"]) for d in answer["declarations"][seat])


def test_best_partition_carre_of_jacks_and_quarte():
    # JS TS 9S 8S 7S + JH JD JC: quinte J-7 (100) or carré J (200) + quarte T-7 (50) = 250.
    a = declare("classic", D_PARTITION_JACKS)
    assert decls(a, 0) == [("carre", ("JS", "JH", "JD", "JC"), 200),
                           ("quarte", ("7S", "8S", "9S", "TS"), 50)]
    assert a["points"] == [250, 0] and a["team"] == 0


def test_best_partition_carre_of_kings_and_tierce():
    # A K Q J T of spades + KH KD KC: quinte (100) or carré K (100) + tierce Q-J-T (20).
    a = declare("classic", D_PARTITION_KINGS)
    assert decls(a, 0) == [("carre", ("KS", "KH", "KD", "KC"), 100),
                           ("tierce", ("TS", "JS", "QS"), 20)]


def test_eight_card_suit_is_a_quinte_and_a_tierce():
    # 8 spades: quinte A-T + tierce 9-7 = 120 (the A-high quinte ranks above a J-high one).
    a = declare("classic", D_EIGHT_CARD_SUIT)
    assert decls(a, 0) == [("quinte", ("TS", "JS", "QS", "KS", "AS"), 100),
                           ("tierce", ("7S", "8S", "9S"), 20)]


def test_six_card_run_is_one_quinte_holding_all_six():
    a = declare("classic", D_SIX_RUN)
    assert decls(a, 0) == [("quinte", ("9S", "TS", "JS", "QS", "KS", "AS"), 100)]


def test_four_eights_and_four_sevens_declare_nothing():
    a = declare("classic", D_EIGHTS_SEVENS)
    assert a["declarations"][0] == []


def test_two_carres_jacks_and_nines():
    a = declare("classic", D_TWO_CARRES)
    assert decls(a, 0) == [("carre", ("9S", "9H", "9D", "9C"), 150),
                           ("carre", ("JS", "JH", "JD", "JC"), 200)]
    assert a["points"] == [350, 0]


def test_carre_of_aces_and_tierce():
    # AS KS QS JS + AH AD AC: carré A (100) + tierce K-Q-J (20), not the quarte A-J (50).
    a = declare("classic", D_CARRE_ACES_TIERCE)
    assert decls(a, 0) == [("carre", ("AS", "AH", "AD", "AC"), 100),
                           ("tierce", ("JS", "QS", "KS"), 20)]


def test_equal_points_partition_prefers_the_carre():
    # A K Q J T of spades + QH QD QC: quinte (100) or carré Q (100), QS in either, nothing
    # else: equal points -> the stronger declaration: on equal value a carré beats a sequence.
    a = declare("classic", D_CARRE_OR_QUINTE)
    assert decls(a, 0) == [("carre", ("QS", "QH", "QD", "QC"), 100)]


def test_team_with_the_stronger_declaration_scores_both_partners():
    # seat 0 quarte A-J D (50) beats seat 1's tierce; seat 2's tierce counts for team 0: 70.
    a = declare("classic", D_QUARTE_VS_TIERCES)
    assert a["team"] == 0 and a["points"] == [70, 0]


def test_carre_of_tens_beats_carre_of_kings():
    a = declare("classic", D_CARRE_T_VS_K)
    assert a["team"] == 0 and a["points"] == [100, 0]


def test_quinte_ace_high_beats_king_high():
    a = declare("classic", D_QUINTE_A_VS_K)
    assert a["team"] == 1 and a["points"] == [0, 100]


def test_trump_sequence_beats_equal_plain_one():
    # hearts trump: seat 1's Q-J-T of hearts beats seat 0's Q-J-T of spades.
    a = declare("classic", D_TRUMP_TIERCE)
    assert a["team"] == 1 and a["points"] == [0, 20]


def test_carre_beats_sequence_of_equal_value():
    # seat 0 carré A (100) vs seat 1 quinte K-9 (100): carré wins.
    a = declare("classic", D_CARRE_VS_QUINTE)
    assert a["team"] == 0 and a["points"] == [100, 0]


@pytest.mark.parametrize("rules", ["classic", "litige"])
def test_exact_tie_first_speaker_counts_from_the_eldest(rules):
    # dealer 0 -> eldest 1; order 1, 2, 3, 0. Seat 0 (A-K-Q S) and seat 3 (A-K-Q D) tie, both
    # plain under hearts: seat 3 speaks before seat 0 -> team 1 scores 20.
    a = declare(rules, D_TIED_TIERCES_0_3, dealer=0)
    assert a["team"] == 1 and a["points"] == [0, 20]


@pytest.mark.parametrize("rules", ["classic", "litige"])
def test_exact_tie_first_speaker_when_seat_zero_is_eldest(rules):
    # same hands, dealer 3 -> eldest 0 holds a tied tierce -> team 0.
    a = declare(rules, D_TIED_TIERCES_0_3, dealer=3)
    assert a["team"] == 0 and a["points"] == [20, 0]


@pytest.mark.parametrize("rules", ["club-501", "coinche"])
def test_exact_tie_nobody_scores(rules):
    a = declare(rules, D_TIED_TIERCES_0_3, dealer=0)
    assert a["team"] is None and a["points"] == [0, 0]


@pytest.mark.parametrize("dealer, team", [(3, 0), (0, 1)])
def test_tie_between_quintes_of_different_length_value_ranking(dealer, team):
    # classic: seat 0's six-card A-9 spades and seat 1's A-T clubs are both A-high plain
    # quintes: an exact tie (length is not compared under sequence_rank: value). Team 0 also
    # has seat 2's Q-8 trump quinte, seat 3 K-9 D + 9-7 C. dealer 3 -> seat 0 speaks first ->
    # team 0 scores 100 + 100 = 200; dealer 0 -> seat 1 first -> team 1: 100 + 120 = 220.
    a = declare("classic", D_FOUR_QUINTES, dealer=dealer)
    assert a["team"] == team
    assert a["points"] == ([200, 0] if team == 0 else [0, 220])


def test_contree_declares_only_belote():
    # contrée: seat 0 K-Q-J of hearts under hearts: no tierce, but belote 20; seat 2's quarte
    # is not declared.
    a = declare("contree", D_BELOTES, kind="H")
    assert a["declarations"] == [[], [], [], []]
    assert a["belote"] == [20, 0] and a["points"] == [0, 0] and a["team"] is None


@pytest.mark.parametrize("rules", ["coinche", "bulgarian"])
def test_no_trump_has_no_declarations_and_no_belote(rules):
    a = declare(rules, D_BELOTES, kind="NT")
    assert a["declarations"] == [[], [], [], []]
    assert a["belote"] == [0, 0] and a["points"] == [0, 0]


@pytest.mark.parametrize("rules", ["coinche", "bulgarian"])
def test_all_trump_every_king_queen_pair_is_a_belote(rules):
    # AT: seat 0 KH QH and seat 2 KD QD are two belotes for team 0 (40); seat 0's tierce
    # K-Q-J H (20) and seat 2's quarte K-T D (50) -> team 0, 70.
    a = declare(rules, D_BELOTES, kind="AT")
    assert a["belote"] == [40, 0]
    assert a["points"] == [70, 0]


def test_belote_kq_may_also_be_in_a_sequence():
    # hearts: seat 0 K-Q-J of hearts is a tierce (20) AND a belote (20).
    a = declare("classic", D_BELOTES, kind="H")
    assert decls(a, 0) == [("tierce", ("JH", "QH", "KH"), 20)]
    assert a["belote"] == [20, 0]
    # team 0 also has seat 2's quarte K-T D (50): 70.
    assert a["points"] == [70, 0]


def test_bulgarian_compares_carres_and_sequences_separately():
    # seat 0 carré A (100), seat 1 quinte K-9 D (100): carrés -> team 0, sequences -> team 1.
    a = declare("bulgarian", D_CARRE_VS_QUINTE)
    assert a["points"] == [100, 100]
    assert a["team"] == 1  # the contract: in bulgarian the team winning the sequence comparison


def test_bulgarian_sequences_rank_by_length_first():
    # seat 0 six-card K-8 spades vs seat 1 five-card A-T diamonds: bulgarian -> longer wins
    # (team 0); classic -> both quintes, A-high wins (team 1).
    b = declare("bulgarian", D_SIX_VS_FIVE)
    c = declare("classic", D_SIX_VS_FIVE)
    assert (b["team"], b["points"]) == (0, [100, 0])
    assert (c["team"], c["points"]) == (1, [0, 100])


def test_bulgarian_equal_sequences_nobody_trumpness_ignored():
    # spades trump: seat 0 Q-J-T spades (trumps) vs seat 1 Q-J-T hearts: equal -> nobody.
    a = declare("bulgarian", D_TRUMP_TIERCE, kind="S")
    assert a["points"] == [0, 0]


def test_bulgarian_carre_team_and_sequence_team_differ():
    # seat 0 carré Q (100) + tierce 9-7 C (20); seat 1 tierce J-9 D (20). Carrés -> team 0
    # (100). Sequences: both tierces, same length, J > 9 -> team 1 (20); seat 0's tierce lost.
    a = declare("bulgarian", D_CARRE_AND_TIERCE_VS_TIERCE)
    assert a["points"] == [100, 20] and a["team"] == 1


def test_declarations_reject_a_card_in_two_hands():
    hands = [h.split() for h in D_SIX_RUN]
    hands[2] = ["AS"] + hands[2][1:]
    err = error_of(api.declarations, {"rules": "classic",
                                      "contract": {"taker": 0, "kind": "H"},
                                      "dealer": 3, "hands": hands})
    assert isinstance(err, ImpossibleState) and err.pointer.startswith("/hands/2")
