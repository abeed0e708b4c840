"""Hand scoring (docs/rules.md section 8) from the summary form of /v1/hands/score."""

import pytest
from hypothesis import given, strategies as st

from engine.rules.contract import CAPOT_BID, Contract
from engine.errors import ImpossibleState, MalformedInput
from engine.rules.ruleset import resolve_rules
from engine.rules.scoring import HandResult, score_hand


def score(rules, contract, tricks, cards, last, decl=(0, 0), belote=(0, 0)):
    rules = resolve_rules(rules)
    return score_hand(rules, contract, list(tricks), list(cards), last, list(decl), list(belote))


def c(taker, kind, bid=None, mult=1):
    out = {"taker": taker, "kind": kind, "multiplier": mult}
    if bid is not None:
        out["bid"] = bid
    return out


# The reference examples the project started from, copied as written there:
# (#, preset, contract, tricks, cards, last, decl, belote, outcome, capot, score, held)
EXAMPLES = [
    ("1", "classic", c(0, "H"), (5, 3), (90, 62), 0, (20, 0), (0, 20), "made", None, (120, 82), 0),
    ("2", "classic", c(1, "H"), (4, 4), (81, 71), 1, (0, 0), (0, 0), "made", None, (81, 81), 0),
    ("3", "club-501", c(1, "H"), (4, 4), (81, 71), 1, (0, 0), (0, 0), "litige", None, (81, 0), 81),
    ("4", "litige", c(0, "S"), (4, 4), (61, 91), 0, (0, 0), (20, 0), "litige", None, (20, 91), 71),
    ("5", "classic", c(0, "H"), (3, 5), (60, 92), 1, (20, 0), (0, 20), "dedans", None, (0, 202), 0),
    ("6", "classic", c(0, "H"), (3, 5), (60, 92), 1, (20, 0), (20, 0), "dedans", None, (20, 182), 0),
    ("7", "classic", c(0, "H"), (8, 0), (152, 0), 0, (50, 0), (0, 20), "made", 0, (302, 20), 0),
    ("8", "classic", c(0, "H"), (8, 0), (152, 0), 0, (0, 100), (20, 20), "made", 0, (272, 20), 0),
    ("9", "classic", c(0, "H"), (0, 8), (0, 152), 1, (20, 0), (20, 0), "dedans", 1, (20, 252), 0),
    ("10", "club-501", c(0, "H"), (8, 0), (152, 0), 0, (0, 100), (0, 20), "made", 0, (250, 120), 0),
    ("11", "club-501", c(0, "H"), (0, 8), (0, 152), 1, (50, 0), (20, 0), "dedans", 1, (20, 300), 0),
    ("12", "club-501", c(0, "H"), (8, 0), (152, 0), 0, (0, 250), (0, 20), "dedans", 0, (0, 520), 0),
    ("13", "coinche", c(1, "H", 90), (3, 5), (50, 102), 1, (0, 20), (0, 20), "made", None, (50, 240), 0),
    ("14", "coinche", c(1, "H", 120), (4, 4), (80, 72), 1, (0, 20), (20, 0), "dedans", None, (320, 0), 0),
    ("15", "contree", c(0, "S", 90), (4, 4), (80, 72), 0, (0, 0), (0, 0), "made", None, (180, 70), 0),
    ("16", "coinche", c(0, "S", 100, 2), (5, 3), (100, 52), 0, (50, 0), (20, 0), "made", None, (590, 0), 0),
    ("17", "coinche", c(0, "S", 100, 4), (3, 5), (60, 92), 1, (0, 20), (20, 20), "dedans", None, (20, 1080), 0),
    ("18", "coinche", c(0, "H", "capot"), (8, 0), (152, 0), 0, (0, 0), (0, 0), "made", 0, (500, 0), 0),
    ("19", "coinche", c(0, "H", "capot"), (7, 1), (140, 12), 0, (0, 0), (0, 0), "dedans", None, (0, 410), 0),
    ("20", "coinche", c(0, "S", 90), (8, 0), (152, 0), 0, (0, 100), (0, 20), "made", 0, (340, 120), 0),
    ("20a", "contree", c(0, "S", 90), (4, 4), (79, 73), 0, (0, 0), (0, 0), "dedans", None, (0, 250), 0),
    ("20b", "contree", c(0, "S", 100), (3, 5), (60, 92), 1, (0, 0), (20, 0), "dedans", None, (0, 280), 0),
    ("21", "bulgarian", c(0, "S"), (4, 4), (76, 76), 0, (0, 0), (0, 0), "made", None, (9, 7), 0),
    ("22", "bulgarian", c(0, "AT"), (4, 4), (124, 124), 0, (0, 0), (0, 0), "made", None, (13, 13), 0),
    ("23", "bulgarian", c(0, "H"), (4, 4), (75, 77), 0, (0, 0), (0, 0), "made", None, (8, 8), 0),
    ("24", "bulgarian", c(0, "S"), (8, 0), (152, 0), 0, (0, 0), (0, 0), "made", 0, (25, 0), 0),
    ("25", "bulgarian", c(0, "NT"), (8, 0), (240, 0), 0, (0, 0), (0, 0), "made", 0, (35, 0), 0),
    ("26", "bulgarian", c(1, "AT"), (0, 8), (0, 248), 1, (0, 0), (0, 0), "made", 1, (0, 35), 0),
    ("27", "bulgarian", c(0, "S"), (4, 4), (46, 106), 0, (50, 0), (0, 0), "hanging", None, (0, 10), 11),
    ("28", "bulgarian", c(0, "H", None, 2), (3, 5), (50, 102), 1, (0, 0), (0, 0), "dedans", None, (0, 32), 0),
    ("29", "bulgarian", c(0, "S", None, 4), (4, 4), (71, 81), 0, (0, 0), (0, 0), "hanging", None, (0, 0), 64),
    ("30", "bulgarian", c(1, "AT"), (4, 4), (134, 114), 1, (0, 20), (0, 0), "made", None, (14, 14), 0),
    ("31", "bulgarian", c(0, "H"), (3, 5), (40, 112), 1, (0, 0), (20, 0), "dedans", None, (0, 18), 0),
]


@pytest.mark.parametrize(
    "preset, contract, tricks, cards, last, decl, belote, outcome, capot, expected, held",
    [pytest.param(*row[1:], id="example-" + row[0]) for row in EXAMPLES])
def test_examples(preset, contract, tricks, cards, last, decl, belote, outcome, capot,
                  expected, held):
    result = score(preset, contract, tricks, cards, last, decl, belote)
    assert (result.outcome, result.capot, result.score, result.held_over) == (
        outcome, capot, expected, held)


def test_examples_count():
    assert len(EXAMPLES) == 33


def test_as_dict_and_totals():
    result = score("classic", c(0, "H"), (0, 8), (0, 152), 1, (20, 0), (20, 0))
    assert result == HandResult("dedans", 1, (20, 252), (20, 252), 0)
    assert result.as_dict() == {"outcome": "dedans", "capot": 1, "totals": [20, 252],
                                "score": [20, 252], "held_over": 0}


def test_contract_object_accepted():
    rules = resolve_rules("coinche")
    result = score_hand(rules, Contract(0, "H", CAPOT_BID), (8, 0), (152, 0), 0, (0, 0), (0, 0))
    assert result.score == (500, 0)


# §7.1 capot


def test_capot_252_replaces_cards_and_bonus_swept_defenders_forfeit():
    # takers 1 sweep: 252 + 20 belote; defenders' 50 forfeited, their belote stays
    result = score("litige", c(1, "D"), (0, 8), (0, 152), 1, (50, 0), (20, 20))
    assert result.totals == (20, 272)
    assert (result.outcome, result.capot, result.score) == ("made", 1, (20, 272))


def test_capot_250_club():
    result = score("club-501", c(1, "S"), (0, 8), (0, 152), 1, (0, 20), (0, 20))
    assert result.totals == (0, 290) and result.score == (0, 290)


def test_capot_250_or_higher_deal_total():
    # coinche with natural AT tables: the deal holds 258 > 250
    rules = {"preset": "coinche", "all_trump_points": "natural"}
    result = score(rules, c(0, "AT", 160), (8, 0), (248, 0), 0)
    assert result.totals == (258, 0)
    assert result.score == (420, 0)  # 258 + 160 = 418, rounded to tens


def test_capot_plus_90_not_doubled_in_nt():
    result = score("bulgarian", c(0, "NT"), (0, 8), (0, 240), 1)
    assert result.totals == (0, 350)  # 240 + 20 + 90
    assert (result.outcome, result.capot, result.score) == ("dedans", 1, (0, 35))


# §7.2 take-or-pass


def test_classic_tie_makes():
    result = score("classic", c(0, "S"), (4, 4), (71, 81), 0)
    assert (result.outcome, result.score) == ("made", (81, 81))


def test_dedans_defenders_score_everything_but_takers_belote():
    result = score("classic", c(0, "C"), (3, 5), (50, 102), 1, (20, 0), (20, 0))
    assert result.totals == (90, 112)
    assert (result.outcome, result.score) == ("dedans", (20, 182))  # 162 + the takers' 20
    result = score("classic", c(1, "C"), (5, 3), (102, 50), 0, (0, 0), (20, 20))
    assert result.totals == (132, 70)
    assert (result.outcome, result.score) == ("dedans", (182, 20))  # 162 + own 20


def test_club_dedans_after_capot_defenders_get_250():
    result = score("club-501", c(1, "H"), (0, 8), (0, 152), 1, (250, 0), (0, 20))
    assert result.totals == (250, 270) and result.outcome == "made"
    # the sweeping takers fall short on the defenders' carré and belote
    result = score("club-501", c(1, "H"), (0, 8), (0, 152), 1, (250, 0), (20, 0))
    assert result.totals == (270, 250)
    assert (result.outcome, result.score) == ("dedans", (520, 0))


def test_club_strictly_outscore_litige_defender_flavour():
    result = score("club-501", c(0, "S"), (4, 4), (71, 81), 0, (0, 0), (0, 0))
    assert (result.outcome, result.score, result.held_over) == ("litige", (0, 81), 81)


def test_litige_next_winner_flavour_takers_belote_at_once():
    result = score("litige", c(1, "H"), (4, 4), (91, 61), 1, (0, 0), (0, 20))
    assert result.totals == (91, 91)
    assert (result.outcome, result.score, result.held_over) == ("litige", (91, 20), 71)


def test_litige_belote_held_when_it_goes_to_winners():
    rules = {"preset": "litige", "belote_on_failure": "winners"}
    result = score(rules, c(1, "H"), (4, 4), (91, 61), 1, (0, 0), (0, 20))
    assert (result.score, result.held_over) == ((91, 0), 91)


def test_take_or_pass_rounding_tens_override():
    result = score({"preset": "classic", "rounding": "tens"}, c(0, "H"), (5, 3), (75, 77), 0)
    assert result.totals == (85, 77) and result.score == (90, 80)


# §7.3 point auction


def test_coinche_rounding_five_up_and_four_down():
    result = score("coinche", c(0, "H", 80), (4, 4), (75, 77), 0)
    assert result.totals == (85, 77) and result.score == (170, 80)  # 165 → 170, 77 → 80
    result = score("coinche", c(0, "H", 80), (4, 4), (74, 78), 0)
    assert result.totals == (84, 78) and result.score == (160, 80)  # 164 → 160


def test_auction_judged_on_exact_points():
    result = score("coinche", c(1, "D", 90), (4, 4), (73, 79), 1)
    assert result.totals == (73, 89) and result.outcome == "dedans"
    assert result.score == (250, 0)


def test_failed_auction_defenders_get_every_declaration():
    # takers' 50 counted toward the comparison, then goes to the defenders
    result = score("coinche", c(0, "S", 160), (5, 3), (100, 52), 0, (50, 0), (0, 0))
    assert result.totals == (160, 52) and result.outcome == "made"
    result = score("coinche", c(0, "S", 160), (5, 3), (90, 62), 0, (50, 0), (0, 0))
    assert result.totals == (150, 62)
    assert (result.outcome, result.score) == ("dedans", (0, 370))


def test_capot_bid_needs_eight_tricks_even_past_250():
    result = score("coinche", c(0, "H", "capot"), (7, 1), (150, 2), 0, (100, 0), (20, 0))
    assert result.totals == (280, 2)
    # 160 + 250, plus the takers' 100 of declarations; the takers keep their belote
    assert (result.outcome, result.capot, result.score) == ("dedans", None, (20, 510))


def test_coinched_made_contree_defenders_belote_to_takers():
    result = score("contree", c(0, "S", 100, 2), (5, 3), (100, 52), 0, (0, 0), (0, 20))
    assert (result.outcome, result.score) == ("made", (540, 0))
    result = score("coinche", c(0, "S", 100, 2), (5, 3), (100, 52), 0, (0, 0), (0, 20))
    assert (result.outcome, result.score) == ("made", (520, 20))


def test_uncoinched_made_defenders_keep_belote_in_contree():
    result = score("contree", c(0, "S", 80), (5, 3), (100, 52), 0, (0, 0), (0, 20))
    assert result.score == (190, 70)  # 110 + 80; 72 → 70


def test_coinche_failed_takers_keep_belote():
    result = score("coinche", c(0, "S", 100), (3, 5), (60, 92), 1, (0, 0), (20, 0))
    assert result.score == (20, 260)


# §7.4 bulgarian


def test_bulgarian_both_end_in_6_smaller_rounds_down():
    result = score("bulgarian", c(1, "D"), (4, 4), (66, 86), 1)
    assert result.totals == (66, 96) and result.score == (6, 10)
    result = score("bulgarian", c(0, "D"), (5, 3), (96, 56), 0)
    assert result.totals == (106, 56) and result.score == (11, 5)
    result = score("bulgarian", c(0, "D"), (5, 3), (95, 57), 0)
    assert result.totals == (105, 57) and result.score == (10, 6)  # 5 down, 7 up


def test_bulgarian_both_end_in_4_smaller_rounds_up():
    result = score("bulgarian", c(1, "AT"), (4, 4), (104, 144), 1)
    assert result.totals == (104, 154) and result.score == (11, 15)


def test_bulgarian_at_and_nt_five_up():
    result = score("bulgarian", c(0, "AT"), (4, 4), (135, 113), 1)
    assert result.totals == (135, 123) and result.score == (14, 12)
    result = score("bulgarian", c(0, "NT"), (4, 4), (125, 115), 1)
    assert result.totals == (125, 135) and result.outcome == "dedans"
    result = score("bulgarian", c(0, "NT"), (5, 3), (145, 95), 1)
    assert result.totals == (145, 115) and result.score == (15, 12)


def test_bulgarian_hanging_106_106_contested():
    result = score("bulgarian", c(1, "C"), (4, 4), (96, 56), 0, (0, 50), (0, 0))
    assert result.totals == (106, 106)
    assert (result.outcome, result.score, result.held_over) == ("hanging", (10, 0), 11)


def test_bulgarian_hanging_154_154_all_trump_contested():
    result = score("bulgarian", c(0, "AT"), (4, 4), (104, 144), 1, (50, 0), (0, 0))
    assert result.totals == (154, 154)
    assert (result.outcome, result.score, result.held_over) == ("hanging", (0, 15), 16)


def test_bulgarian_hanging_uncontested_digit():
    result = score("bulgarian", c(0, "H"), (4, 4), (71, 81), 0)
    assert (result.score, result.held_over) == ((0, 8), 8)


def test_bulgarian_hanging_takers_belote_held():
    result = score("bulgarian", c(0, "H"), (4, 4), (61, 91), 0, (0, 0), (20, 0))
    assert result.totals == (91, 91)
    assert (result.outcome, result.score, result.held_over) == ("hanging", (0, 9), 9)


def test_bulgarian_one_figure_rounding_inside():
    result = score("bulgarian", c(0, "AT"), (3, 5), (100, 148), 1, (0, 0), (0, 20))
    assert result.totals == (100, 178) and result.score == (0, 28)  # 278 → 28
    result = score("bulgarian", c(1, "NT"), (5, 3), (150, 90), 1, (0, 0), (0, 0))
    assert result.totals == (150, 110) and result.score == (26, 0)  # 260 → 26


def test_bulgarian_contre_made_scores_both_totals_doubled():
    result = score("bulgarian", c(0, "S", None, 2), (5, 3), (100, 52), 0)
    assert result.totals == (110, 52)
    assert (result.outcome, result.score) == ("made", (32, 0))


def test_bulgarian_recontre_all_trump_inside():
    result = score("bulgarian", c(0, "AT", None, 4), (3, 5), (100, 148), 1)
    assert (result.outcome, result.score) == ("dedans", (0, 104))  # 258 → 26 × 4


def test_bulgarian_contre_hanging_holds_both_totals():
    result = score("bulgarian", c(1, "AT", None, 2), (4, 4), (104, 144), 1, (50, 0), (0, 0))
    assert result.totals == (154, 154)
    assert (result.outcome, result.score, result.held_over) == ("hanging", (0, 0), 62)


# take-or-pass conservation: nothing is created or lost, only moved or held


@given(tricks0=st.integers(1, 7), points0=st.integers(0, 152), last=st.integers(0, 1),
       decl=st.sampled_from([(0, 0), (20, 0), (0, 50), (100, 0)]),
       belote=st.sampled_from([(0, 0), (20, 0), (0, 20)]), taker=st.integers(0, 3),
       preset=st.sampled_from(["classic", "club-501", "litige"]))
def test_take_or_pass_conserves_points(tricks0, points0, last, decl, belote, taker, preset):
    result = score(preset, c(taker, "S"), (tricks0, 8 - tricks0), (points0, 152 - points0),
                   last, decl, belote)
    assert sum(result.score) + result.held_over == sum(result.totals) == 162 + sum(decl) + sum(
        belote)


# validation


GOOD = dict(rules="classic", contract=c(0, "H"), tricks=(5, 3), cards=(90, 62), last=0,
            decl=(20, 0), belote=(0, 20))


@pytest.mark.parametrize("change, error, pointer", [
    (dict(tricks=(5, 4)), ImpossibleState, "/tricks_won"),
    (dict(tricks=(9, -1)), MalformedInput, "/tricks_won/0"),
    (dict(tricks=(5, "3")), MalformedInput, "/tricks_won/1"),
    (dict(tricks=[8]), MalformedInput, "/tricks_won"),
    (dict(cards=(90, -62)), MalformedInput, "/card_points/1"),
    (dict(cards=(90, 61)), ImpossibleState, "/card_points"),
    (dict(cards=(100, 150), rules="bulgarian", contract=c(0, "NT"), decl=(0, 0),
          belote=(0, 0)), ImpossibleState, "/card_points"),
    (dict(tricks=(8, 0), cards=(150, 2)), ImpossibleState, "/card_points/1"),
    (dict(tricks=(8, 0), cards=(152, 0), last=1), ImpossibleState, "/last_trick"),
    (dict(last=2), MalformedInput, "/last_trick"),
    (dict(last=True), MalformedInput, "/last_trick"),
    (dict(decl=(-20, 0)), MalformedInput, "/declarations/0"),
    (dict(decl=(25, 0)), ImpossibleState, "/declarations/0"),
    (dict(decl=(20, 50)), ImpossibleState, "/declarations"),
    (dict(rules="contree", contract=c(0, "H", 80), decl=(0, 20)), ImpossibleState,
     "/declarations/1"),
    (dict(rules="bulgarian", contract=c(0, "NT"), cards=(120, 120), decl=(20, 0),
          belote=(0, 0)), ImpossibleState, "/declarations/0"),
    (dict(belote=(0, 10)), ImpossibleState, "/belote/1"),
    (dict(belote=(40, 0)), ImpossibleState, "/belote/0"),
    (dict(belote=(0, -20)), MalformedInput, "/belote/1"),
    (dict(rules="bulgarian", contract=c(0, "NT"), cards=(120, 120), decl=(0, 0),
          belote=(20, 0)), ImpossibleState, "/belote/0"),
    (dict(rules="bulgarian", contract=c(0, "AT"), cards=(120, 128), decl=(0, 0),
          belote=(100, 0)), ImpossibleState, "/belote/0"),
    (dict(rules="coinche", contract=c(0, "H")), ImpossibleState, "/contract/bid"),
    (dict(contract=c(0, "H", 80)), ImpossibleState, "/contract/bid"),
    (dict(rules="coinche", contract=c(0, "H", 85)), MalformedInput, "/contract/bid"),
    (dict(rules="coinche", contract=c(0, "H", 170)), ImpossibleState, "/contract/bid"),
    (dict(contract=c(0, "H", None, 2)), ImpossibleState, "/contract/multiplier"),
    (dict(rules="coinche", contract=c(0, "H", 80, 3)), MalformedInput, "/contract/multiplier"),
    (dict(contract=c(0, "NT")), ImpossibleState, "/contract/kind"),
    (dict(rules="contree", contract=c(0, "AT", 80)), ImpossibleState, "/contract/kind"),
    (dict(contract=c(0, "X")), MalformedInput, "/contract/kind"),
    (dict(contract=c(4, "H")), MalformedInput, "/contract/taker"),
    (dict(contract={"taker": 0, "kind": "H", "trump": "H"}), MalformedInput, "/contract/trump"),
    (dict(contract="H"), MalformedInput, "/contract"),
])
def test_validation(change, error, pointer):
    args = {**GOOD, **change}
    with pytest.raises(error) as caught:
        score(args["rules"], args["contract"], args["tricks"], args["cards"], args["last"],
              args["decl"], args["belote"])
    assert type(caught.value) is error
    assert caught.value.pointer == pointer


def test_validation_good_baseline():
    assert score(*GOOD.values()).score == (120, 82)


def test_all_trump_belote_up_to_80():
    result = score("bulgarian", c(0, "AT"), (5, 3), (150, 98), 0, (0, 0), (80, 0))
    assert result.totals == (240, 98) and result.score == (24, 10)
