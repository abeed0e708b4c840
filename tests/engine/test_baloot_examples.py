"""RULES §12.12, every worked example with its hand-computed figures: the scores E1-E17,
projects, legal cards, auctions A1-A9, the Sun gate and the match."""

from dataclasses import replace

import pytest

import engine
from engine.errors import IllegalAction
from engine.rules.bidding import Auction
from engine.rules.cards import parse_card
from engine.rules.contract import Contract
from engine.rules.game_points import score_baloot
from engine.rules.play import legal_cards
from engine.rules.projects import baloot_scores, compare_projects, hand_projects
from engine.rules.ruleset import PRESETS, resolve_rules
from tests.engine.helpers import cards, hand, names

BALOOT = PRESETS["baloot"]


def scored(kind, abnat_cards, projects=(0, 0), baloot=(0, 0), multiplier=1, tricks=(4, 4),
           last=0, rules=BALOOT):
    """The score of a hand from the table's columns: cards include the last 10."""
    card_points = list(abnat_cards)
    card_points[last] -= 10
    result = score_baloot(rules, Contract(0, kind, None, multiplier), tricks,
                          tuple(card_points), last, projects, baloot)
    return result.outcome, result.totals, result.score


# (example, mode, cards B-D, projects raw, baloot 20s, multiplier, tricks, last) -> outcome,
# abnat, score
SCORES = [
    ("E1", "H", (100, 62), (0, 0), (0, 0), 1, (4, 4), 0, "made", (100, 62), (10, 6)),
    ("E2", "H", (86, 76), (0, 0), (0, 0), 1, (4, 4), 0, "made", (86, 76), (8, 8)),
    ("E3", "H", (77, 85), (0, 0), (0, 0), 1, (4, 4), 0, "dedans", (77, 85), (0, 16)),
    ("E4", "H", (81, 81), (0, 0), (0, 0), 1, (4, 4), 0, "made", (81, 81), (8, 8)),
    ("E5", "H", (72, 90), (20, 0), (20, 0), 1, (4, 4), 0, "made", (112, 90), (11, 9)),
    ("E6", "H", (92, 70), (0, 100), (0, 0), 1, (4, 4), 0, "dedans", (92, 170), (0, 26)),
    ("E7", "NT", (76, 54), (0, 0), (0, 0), 1, (4, 4), 0, "made", (76, 54), (16, 10)),
    ("E8", "NT", (65, 65), (0, 0), (0, 0), 1, (4, 4), 0, "made", (65, 65), (12, 14)),
    ("E9", "NT", (90, 40), (200, 0), (0, 0), 1, (4, 4), 0, "made", (290, 40), (58, 8)),
    ("E10", "NT", (60, 70), (0, 0), (0, 0), 1, (4, 4), 0, "dedans", (60, 70), (0, 26)),
    ("E11", "H", (162, 0), (0, 0), (20, 0), 1, (8, 0), 0, "made", (182, 0), (27, 0)),
    ("E12", "NT", (130, 0), (20, 0), (0, 0), 1, (8, 0), 0, "made", (150, 0), (48, 0)),
    ("E13", "H", (100, 62), (0, 0), (0, 20), 2, (4, 4), 0, "made", (100, 82), (32, 2)),
    ("E14", "H", (81, 81), (0, 0), (0, 0), 3, (4, 4), 0, "dedans", (81, 81), (0, 48)),
    ("E15", "NT", (70, 60), (0, 0), (0, 0), 2, (4, 4), 0, "made", (70, 60), (52, 0)),
    ("E16", "H", (0, 162), (20, 0), (20, 0), 1, (0, 8), 1, "dedans", (40, 162), (2, 27)),
    ("E17", "H", (70, 92), (0, 0), (20, 0), "gahwa", (4, 4), 0, "gahwa", (90, 92), (0, 0)),
]


@pytest.mark.parametrize("example", SCORES, ids=[e[0] for e in SCORES])
def test_each_worked_score_of_the_table(example):
    _, kind, abnat, projects, baloot, mult, tricks, last, outcome, totals, score = example
    assert scored(kind, abnat, projects, baloot, mult, tricks, last) == (outcome, totals, score)


def test_e2_per_team_gives_the_86_one_less_when_both_end_in_6():
    per_team = replace(BALOOT, game_points="per_team")
    assert scored("H", (86, 76), rules=per_team)[2] == (8, 8)
    assert scored("NT", (65, 65), rules=per_team)[2] == (13, 13)  # E8


def test_e4_a_tie_with_takers_fall_is_a_khasara():
    assert scored("H", (81, 81), rules=replace(BALOOT, tie="takers_fall"))[2] == (0, 16)


def test_e13_and_e16_winners_take_the_baloot_when_one_team_takes_the_whole_hand():
    winners = replace(BALOOT, belote_on_failure="winners")
    assert scored("H", (100, 62), baloot=(0, 20), multiplier=2, rules=winners)[2] == (34, 0)
    assert scored("H", (0, 162), (20, 0), (20, 0), tricks=(0, 8), last=1,
                  rules=winners)[2] == (0, 29)


def test_e17_flat_152_gives_the_winner_152():
    result = score_baloot(replace(BALOOT, gahwa="flat_152"), Contract(0, "H", None, "gahwa"),
                          (4, 4), (70, 82), 1, (0, 0), (20, 0))
    assert (result.outcome, result.team, result.score) == ("gahwa", 1, (0, 152))


# -- projects -----------------------------------------------------------------------------

def project_teams(hands, kind, dealer, rules=BALOOT):
    found = compare_projects([hand(h) for h in hands], kind, rules, dealer)
    return found.team, found.game_points


def test_a_sequence_hundred_beats_four_aces_unless_top_card():
    hands = ["AS AH AD AC 7S 8H 9D 7C", "KC QC JC TC 9C 8S 8D 7H", "", ""]
    assert project_teams(hands, "D", 0) == (1, (0, 10))
    assert project_teams(hands, "D", 0, replace(BALOOT, hundred_rank="top_card")) == (0, (10, 0))


def test_an_exact_tie_goes_to_the_earlier_seat_from_the_eldest_trumps_aside():
    hands = ["", "QC JC TC 7S 8S 7D 8D 7H", "QH JH TH 9S TS 9D TD 8H", ""]
    assert project_teams(hands, "H", 0) == (1, (0, 2))
    assert project_teams(hands, "H", 1) == (0, (2, 0))


def test_the_king_serves_once_four_kings_beat_the_sira_and_absorb_the_baloot():
    held = hand("KS QS JS KH KD KC 7D 8C")
    assert [(p.kind, names(p.cards)) for p in hand_projects(held, "S", BALOOT)] == [
        ("hundred", "KS KH KD KC")]
    assert not baloot_scores(held, "S", BALOOT)


def test_four_kings_and_a_fifty_beat_the_hundred():
    held = hand("KH QH JH TH 9H KS KD KC")
    assert sum(p.game_points(False) for p in hand_projects(held, "S", BALOOT)) == 15


def test_baloot_absorption_under_either_field():
    only = replace(BALOOT, baloot_absorbed_by="hundred_only")
    for text, any_project, hundred_only in (("AH KH QH JH TH 7S 8D 9C", False, False),
                                            ("KH QH JH 7S 8D 9C TC AC", False, True),
                                            ("QH JH TH 9H 8H KH 7S 7D", False, False)):
        assert baloot_scores(hand(text), "H", BALOOT) is any_project, text
        assert baloot_scores(hand(text), "H", only) is hundred_only, text


def test_four_aces_are_a_four_hundred_in_sun_a_hundred_in_hokum_and_eight_in_a_row_one_hundred():
    aces = hand("AS AH AD AC 7S 8H 9D 7C")
    assert [(p.kind, p.points, p.game_points(True)) for p in hand_projects(aces, "NT", BALOOT)] \
        == [("four_hundred", 200, 40)]
    assert [(p.kind, p.game_points(False)) for p in hand_projects(aces, "H", BALOOT)] == [
        ("hundred", 10)]
    suit = hand("AH KH QH JH TH 9H 8H 7H")
    assert [p.kind for p in hand_projects(suit, "S", BALOOT)] == ["hundred"]


# -- legal cards (Hokum hearts; team 0 = seats 0 and 2) -----------------------------------

def legal(trick, held, kind="H", closed=False, rules=BALOOT):
    table = rules.tables[(kind, "closed") if closed else kind]
    return names(legal_cards(table, rules.play, hand(held), cards(trick)))


UNLESS = replace(BALOOT, trump_led_climb="unless_partner")
FREE = replace(BALOOT, undertrump="free")
LEGAL = [  # trick, hand, legal, rules
    ("AS", "KS 7S JH", "7S KS", BALOOT),
    ("AS 9S", "8H QD 7C", "8H QD 7C", BALOOT),
    ("AS", "8H QD 7C", "8H", BALOOT),
    ("AS 9H", "JH 7H QD", "JH", BALOOT),
    ("AS 9H", "8H 7H QD", "7H 8H", BALOOT),
    ("AS 9H", "8H 7H QD", "7H 8H QD", FREE),
    ("8H", "9H 7H AS", "9H", BALOOT),
    ("8H 7D", "AH 7H", "AH", BALOOT),
    ("8H 7D", "AH 7H", "7H AH", UNLESS),
    ("JH", "9H 7H", "7H 9H", BALOOT),
    ("AS 9H 7S", "8H QD", "8H QD", BALOOT),
]


@pytest.mark.parametrize("trick, held, expected, rules", LEGAL)
def test_each_worked_legal_set(trick, held, expected, rules):
    assert legal(trick, held, rules=rules) == expected


def test_a_closed_hokum_forbids_a_trump_lead_while_holding_a_plain_card():
    assert legal("", "JH 9H AS", closed=True) == "AS"
    assert legal("", "JH 9H", closed=True) == "9H JH"
    assert legal("", "JH 9H AS") == "AS 9H JH"  # open: any lead


def test_sun_follows_suit_and_void_plays_anything():
    assert legal("7D", "AD KC", kind="NT") == "AD"
    assert legal("7D", "KC QS", kind="NT") == "QS KC"


# -- auctions (dealer 0; speakers 1, 2, 3, 0; turned 8S) --------------------------------

def auction(calls, turned="8S", rules=BALOOT, totals=(0, 0)):
    card = parse_card(turned)
    bidding = Auction(rules, 0, "SHDC"[card >> 3], card, totals)
    for call in calls:
        bidding.call(call)
    return bidding


P, SUN, ASHKAL = ("pass",), ("sun",), ("ashkal",)


def test_a1_a_confirmed_hokum_then_the_defenders_may_double():
    bidding = auction([P, ("hokum", "S"), P, P, P, ("hokum", "S")])
    assert bidding.settled == Contract(2, "S", receiver=2)
    assert bidding.to_act == 3 and ("double", "open") in bidding.legal()
    bidding.call(P)
    assert bidding.to_act == 1


def test_a2_sun_over_a_pending_hokum_and_no_double_at_0_0():
    bidding = auction([("hokum", "S"), SUN])
    assert bidding.finished and bidding.contract == Contract(2, "NT", receiver=2)


def test_a3_ashkal_by_the_third_speaker():
    assert auction([P, P, ASHKAL]).contract == Contract(3, "NT", receiver=1)


def test_a4_round_two_hokum_answered_by_all_others_or_later_seats():
    calls = [P] * 5 + [("hokum", "H")]
    bidding = auction(calls)
    assert bidding.to_act == 3
    for _ in range(3):
        bidding.call(P)
    assert bidding.to_act == 2
    bidding.call(("hokum", "H"))
    assert bidding.settled == Contract(2, "H", receiver=2)
    later = auction(calls + [P, P], rules=replace(BALOOT, round2_answers="later_seats"))
    assert later.to_act == 2 and later.legal() == [("hokum", "H"), SUN]


def test_a5_eight_passes_throw_in_and_the_next_seat_deals():
    assert auction([P] * 8).thrown_in
    state = {"rules": "baloot", "dealer": 0, "turn_up": "8S", "auction": ["pass"] * 7}
    events = engine.play({"state": state, "action": "pass"})["events"]
    assert events[-1]["next_dealer"] == 1


def test_a6_no_ashkal_on_a_turned_ace():
    assert ASHKAL not in auction([P, P], turned="AS").legal()
    assert ASHKAL not in auction([P, P, P], turned="AS").legal()
    assert ASHKAL in auction([P, P, P], turned="AS",
                             rules=replace(BALOOT, ashkal_on_ace=True)).legal()


def test_a7_sun_answers_a_pending_hokum():
    assert auction([P, ("hokum", "S"), SUN]).contract == Contract(3, "NT", receiver=3)


def test_a8_ashkal_only_from_the_other_team_in_round_two():
    bidding = auction([P] * 4 + [("hokum", "H"), P])
    assert ASHKAL not in bidding.legal()  # seat 3, the bidder's partner
    bidding.call(P)
    bidding.call(ASHKAL)
    assert bidding.contract == Contract(0, "NT", receiver=2)


def test_a9_the_dealers_round_two_hokum():
    bidding = auction([P] * 7 + [("hokum", "H")])
    assert bidding.to_act == 1
    for _ in range(3):
        bidding.call(P)
    bidding.call(("hokum", "H"))
    assert bidding.to_act == 1  # seat 1 may double first
    later = auction([P] * 7 + [("hokum", "H")], rules=replace(BALOOT, round2_answers="later_seats"))
    assert later.to_act == 0 and later.legal() == [("hokum", "H"), SUN]


@pytest.mark.parametrize("totals, open_", [((110, 90), True), ((95, 90), False),
                                           ((120, 105), False), ((101, 100), True)])
def test_the_sun_gate(totals, open_):
    bidding = auction([P, SUN], totals=totals)  # seat 2, team 0, buys a Sun
    assert (not bidding.finished) is open_
    if open_:
        assert bidding.legal() == [P, ("double",)]


def test_sun_priority_lets_an_earlier_opponent_take_the_sun():
    rules = replace(BALOOT, sun_priority="earlier_opponents")
    bidding = auction([P, SUN], rules=rules)
    assert bidding.to_act == 1 and bidding.legal() == [P, SUN]
    bidding.call(SUN)
    assert bidding.contract == Contract(1, "NT", receiver=1)
    assert auction([P, SUN, P], rules=rules).contract == Contract(2, "NT", receiver=2)


def test_eldest_only_on_a_turned_ace():
    rules = replace(BALOOT, sun_over_hokum_on_ace="eldest_only")
    bidding = auction([P, ("hokum", "S")], turned="AS", rules=rules)
    assert bidding.legal() == [P]
    with pytest.raises(IllegalAction):
        bidding.call(SUN)


# -- the doubling chain -----------------------------------------------------------------

BOUGHT = [P, ("hokum", "S"), P, P, P, ("hokum", "S")]


def test_the_chain_to_gahwa_alternates_teams_and_the_last_lock_named_applies():
    bidding = auction(BOUGHT + [("double", "closed"), ("triple", "open"), P,
                                ("four", "closed")])
    assert bidding.to_act == 2 and bidding.legal() == [P, ("gahwa",)]
    bidding.call(P)
    bidding.call(P)
    assert bidding.contract == Contract(2, "S", None, 4, 2, True)
    assert auction(BOUGHT + [("double", "closed"), ("triple", "open"), P, ("four", "closed"),
                             ("gahwa",)]).contract == Contract(2, "S", None, "gahwa", 2, False)


def test_lock_chooser_buyer_asks_the_taker_once_the_chain_ends():
    rules = replace(BALOOT, lock_chooser="buyer")
    bidding = auction(BOUGHT + [("double",), P, P], rules=rules)
    assert bidding.to_act == 2 and bidding.legal() == [("open",), ("closed",)]
    bidding.call(("closed",))
    assert bidding.contract == Contract(2, "S", None, 2, 2, True)


def test_doubling_levels_2_ends_the_chain_at_the_double():
    rules = replace(BALOOT, doubling_levels=(2,))
    assert auction(BOUGHT + [("double", "open")], rules=rules).contract.multiplier == 2


def test_an_override_outside_the_table_and_a_baloot_field_elsewhere_are_refused():
    for spec in ({"preset": "baloot", "success": "more_than"},
                 {"preset": "baloot", "contract_kinds": ["S", "AT"]},
                 {"preset": "baloot", "undertrump": "last_resort"},
                 {"preset": "baloot", "no_trump_points": "scaled"},
                 {"preset": "classic", "gahwa": "flat_152"}):
        with pytest.raises(engine.ImpossibleState):
            resolve_rules(spec)
    assert resolve_rules({"preset": "baloot", "doubling_levels": [2]}).doubling_levels == (2,)
    # levels of the chain but not a chain Baloot plays: any other value is a 422 (§13.12)
    with pytest.raises(engine.ImpossibleState):
        resolve_rules({"preset": "baloot", "doubling_levels": [2, 3]})
    with pytest.raises(engine.MalformedInput):  # not levels at all
        resolve_rules({"preset": "baloot", "doubling_levels": [5]})


# -- the match ------------------------------------------------------------------------

def match(*scores, rules="baloot"):
    hands = [{"dealer": i % 4, "taker": 0, "outcome": "made", "score": list(s)}
             for i, s in enumerate(scores)]
    return engine.score_match({"rules": rules, "hands": hands})


def test_the_match_to_152():
    assert not match((140, 80), (10, 6))["finished"]
    assert match((140, 80), (10, 6), (8, 8))["totals"] == [158, 94]
    assert match((140, 80), (10, 6), (8, 8))["winner"] == 0
    assert match((144, 148), (12, 14))["winner"] == 1
    assert not match((140, 146), (12, 6))["finished"]
    gahwa = engine.score_match({"rules": "baloot", "hands": [
        {"dealer": 0, "taker": 1, "outcome": "made", "score": [0, 150]},
        {"dealer": 1, "outcome": "gahwa", "team": 0}]})
    assert gahwa["finished"] and gahwa["winner"] == 0


# -- every other field, one behaviour each --------------------------------------------------

def test_khasara_test_game_points_judges_on_game_points_before_abnat():
    # 116 to 116 abnat (B: 46 cards, a fifty, a baloot): a tie, made under abnat; in game
    # points B has 16 - 12 + 5 + 2 = 11 against D's 12: a khasara, D 16 + 5, B's baloot 2
    args = ("H", (46, 116), (50, 0), (20, 0))
    assert scored(*args)[::2] == ("made", (11, 12))
    assert scored(*args, rules=replace(BALOOT, khasara_test="game_points"))[::2] == (
        "dedans", (2, 21))


def test_double_projects_double_only_multiplies_projects_at_x2_only():
    only = replace(BALOOT, double_projects="double_only")
    # x3 won by B (the tripling team): 16 x 3 + the sira's 2 x 3, or x 1
    assert scored("H", (100, 62), (20, 0), multiplier=3)[2] == (54, 0)
    assert scored("H", (100, 62), (20, 0), multiplier=3, rules=only)[2] == (50, 0)
    assert scored("H", (100, 62), (20, 0), multiplier=2, rules=only)[2] == (36, 0)


def test_hokum_confirm_false_lets_the_hokum_stand_once_answered():
    bidding = auction([P, ("hokum", "S"), P, P, P], rules=replace(BALOOT, hokum_confirm=False))
    assert bidding.settled == Contract(2, "S", receiver=2) and bidding.to_act == 3


def test_sun_double_limit_moves_the_gate():
    rules = replace(BALOOT, sun_double_limit=150)
    assert auction([P, SUN], rules=rules, totals=(110, 90)).finished  # 110 is not above 150
    assert not auction([P, SUN], rules=rules, totals=(151, 150)).finished


def test_trump_led_climb_never_frees_any_trump():
    never = replace(BALOOT, trump_led_climb="never")
    assert legal("8H", "9H 7H AS", rules=never) == "7H 9H"


def test_redeal_by_same_keeps_the_dealer_after_a_throw_in():
    state = {"rules": {"preset": "baloot", "redeal_by": "same"}, "dealer": 0, "turn_up": "8S",
             "auction": ["pass"] * 7}
    assert engine.play({"state": state, "action": "pass"})["events"][-1]["next_dealer"] == 0


def test_contract_kinds_without_suits_or_sun_take_their_calls_away():
    only_sun = replace(BALOOT, contract_kinds=("NT",))
    assert auction([], rules=only_sun).legal() == [P, SUN]
    no_sun = replace(BALOOT, contract_kinds=("S", "H", "D", "C"))
    assert auction([P, P], rules=no_sun).legal() == [P, ("hokum", "S")]


def test_direction_is_presentation_only():
    state = {"rules": {"preset": "baloot", "direction": "clockwise"}, "dealer": 0,
             "turn_up": "8S", "auction": []}
    assert engine.legal_moves(state) == engine.legal_moves({**state, "rules": "baloot"})
