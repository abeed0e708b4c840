"""The rules review of docs/rules.md section 9 (the match), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""

import pytest

from engine import api
from engine.errors import ImpossibleState
from tests.engine.review import error_of


def hand_result(dealer, taker, outcome, sc, held=0):
    return {"dealer": dealer, "taker": taker, "outcome": outcome, "score": list(sc),
            "held_over": held}


def thrown(dealer):
    return {"dealer": dealer, "outcome": "thrown_in"}


def match(rules, *hands):
    return api.score_match({"rules": rules, "hands": list(hands)})


def test_club_501_litige_paid_to_next_defenders():
    # hand 1 litige (takers team 0): 81 held. Hand 2: seat 2 (team 0) takes, so team 1
    # defends and receives 81: team 1 81 + 62 + 81 = 224.
    m = match("club-501", hand_result(3, 0, "litige", (0, 81), 81),
              hand_result(0, 2, "made", (100, 62)))
    assert m["totals"] == [100, 224] and m["held_over"] == 0 and m["next_dealer"] == 1


def test_club_501_litige_paid_even_when_the_next_hand_is_a_litige():
    # hand 2 is a litige too (team 1 took): its defenders (team 0) get the first 81 at once,
    # and hand 2's own 81 waits.
    m = match("club-501", hand_result(3, 0, "litige", (0, 81), 81),
              hand_result(0, 1, "litige", (81, 0), 81))
    assert m["totals"] == [162, 81] and m["held_over"] == 81


def test_club_501_thrown_in_deal_is_not_the_next_played_hand():
    # rule lifted: eight passes, same dealer (0) redeals; the 81 goes to the defenders of the
    # next played hand: seat 3 (team 1) takes, team 0 defends: 62 + 81 = 143.
    rules = {"preset": "club-501", "dealer_must_name_in_round_two": False}
    m = match(rules, hand_result(3, 0, "litige", (0, 81), 81), thrown(0),
              hand_result(0, 3, "made", (62, 100)))
    assert m["totals"] == [143, 181] and m["next_dealer"] == 1


def test_club_501_preset_cannot_throw_in():
    err = error_of(api.score_match, {"rules": "club-501", "hands": [thrown(2)]})
    assert err.pointer.startswith("/hands/0")


def test_redeal_by_same_and_next():
    rules = {"preset": "club-501", "dealer_must_name_in_round_two": False}
    assert match(rules, thrown(2))["next_dealer"] == 2
    assert match("classic", thrown(2))["next_dealer"] == 3
    assert match("coinche", thrown(2))["next_dealer"] == 3
    assert match("bulgarian", thrown(2))["next_dealer"] == 3


@pytest.mark.parametrize("second, totals", [
    # takers (team 1) make it: team 1 wins the hand and gets the 71.
    (hand_result(0, 1, "made", (50, 112)), [70, 274]),
    # takers fail: the defenders (team 0) win the hand and get the 71.
    (hand_result(0, 1, "dedans", (162, 0)), [253, 91]),
])
def test_litige_paid_to_the_winner_of_the_next_hand(second, totals):
    m = match("litige", hand_result(3, 0, "litige", (20, 91), 71), second)
    assert m["totals"] == totals and m["held_over"] == 0


def test_litige_accumulates_on_another_litige():
    # 71 held, then another litige holds 81 more (152), paid to team 0 whose taker makes
    # hand 3: team 0 20 + 81 + 100 + 152 = 353; team 1 91 + 0 + 62 = 153.
    m = match("litige", hand_result(3, 0, "litige", (20, 91), 71),
              hand_result(0, 1, "litige", (81, 0), 81),
              hand_result(1, 2, "made", (100, 62)))
    assert m["history"] == [[20, 91], [101, 91], [353, 153]] and m["held_over"] == 0


def test_litige_held_points_lost_at_the_end():
    m = match("litige", hand_result(3, 0, "made", (900, 0)),
              hand_result(0, 1, "litige", (162, 0), 81))
    assert m["finished"] and m["winner"] == 0 and m["totals"] == [1062, 0]
    assert m["next_dealer"] is None


def test_bulgarian_pot_to_the_higher_hand_score():
    m = match("bulgarian", hand_result(3, 0, "hanging", (0, 10), 11),
              hand_result(0, 1, "made", (7, 9)))
    assert m["totals"] == [7, 30] and m["held_over"] == 0


def test_bulgarian_pot_stays_on_equal_scores_and_grows_on_hanging():
    m = match("bulgarian", hand_result(3, 0, "hanging", (0, 10), 11),
              hand_result(0, 1, "made", (8, 8)))
    assert m["held_over"] == 11 and m["totals"] == [8, 18]
    m = match("bulgarian", hand_result(3, 0, "hanging", (0, 10), 11),
              hand_result(0, 1, "hanging", (8, 0), 8),
              hand_result(1, 2, "made", (9, 7)))
    assert m["totals"] == [36, 17] and m["held_over"] == 0


def test_bulgarian_pot_skips_a_thrown_in_deal():
    m = match("bulgarian", hand_result(3, 0, "hanging", (0, 10), 11), thrown(0),
              hand_result(1, 1, "made", (7, 9)))
    assert m["totals"] == [7, 30] and m["held_over"] == 0


def test_equal_scores_past_the_target_play_on():
    m = match("classic", hand_result(3, 0, "made", (500, 500)),
              hand_result(0, 1, "made", (500, 500)))
    assert not m["finished"] and m["winner"] is None and m["next_dealer"] == 1
    m = match("classic", hand_result(3, 0, "made", (500, 500)),
              hand_result(0, 1, "made", (500, 500)), hand_result(1, 2, "made", (82, 80)))
    assert m["finished"] and m["winner"] == 0


def test_both_past_the_target_the_higher_wins():
    m = match("club-501", hand_result(3, 0, "made", (400, 400)),
              hand_result(0, 1, "made", (110, 162)))
    assert m["finished"] and m["winner"] == 1 and m["totals"] == [510, 562]


@pytest.mark.parametrize("rules, reach", [("classic", 1000), ("litige", 1000),
                                          ("club-501", 501), ("coinche", 2000),
                                          ("contree", 2000), ("bulgarian", 151),
                                          ({"preset": "club-501", "target": 701}, 701)])
def test_targets(rules, reach):
    assert not match(rules, hand_result(3, 0, "made", (reach - 1, 0)))["finished"]
    m = match(rules, hand_result(3, 0, "made", (reach, 0)))
    assert m["finished"] and m["winner"] == 0


def test_club_501_target_range():
    err = error_of(api.score_match, {"rules": {"preset": "club-501", "target": 200},
                                     "hands": []})
    assert err.pointer == "/rules/target"


def _rotation(n, score_of):
    return [hand_result((3 + i) % 4, i % 4, "made", score_of(i)) for i in range(n)]


def test_club_501_hand_limit():
    m = match("club-501", *_rotation(39, lambda i: (10, 0)))
    assert not m["finished"] and m["next_dealer"] == 2
    m = match("club-501", *_rotation(40, lambda i: (10, 0)))
    assert m["finished"] and m["winner"] == 0 and m["totals"] == [400, 0]
    m = match("club-501", *_rotation(40, lambda i: (10, 0) if i % 2 == 0 else (0, 10)))
    assert m["finished"] and m["winner"] is None


def test_club_501_hand_limit_ignores_thrown_in_deals():
    rules = {"preset": "club-501", "dealer_must_name_in_round_two": False}
    hands = [hand_result(3, 0, "made", (10, 0)), thrown(0)] + \
        [hand_result(i % 4, i % 4, "made", (10, 0)) for i in range(38)]
    assert not match(rules, *hands)["finished"]
    assert match(rules, *hands, hand_result(2, 0, "made", (10, 0)))["finished"]


def test_classic_has_no_hand_limit():
    assert not match("classic", *_rotation(41, lambda i: (10, 0)))["finished"]


def test_no_result_after_the_match_is_over():
    err = error_of(api.score_match, {"rules": "classic",
                                     "hands": [hand_result(3, 0, "made", (1000, 62)),
                                               hand_result(0, 1, "made", (81, 81))]})
    assert err.pointer == "/hands/1"


@pytest.mark.parametrize("bad, pointer", [
    (hand_result(3, 0, "made", (81, 81), 50), "/hands/0/held_over"),
    (hand_result(3, 0, "litige", (0, 81), 81), "/hands/0/outcome"),
    (hand_result(3, 0, "hanging", (0, 8), 8), "/hands/0/outcome"),
])
def test_classic_hand_results_that_cannot_happen(bad, pointer):
    err = error_of(api.score_match, {"rules": "classic", "hands": [bad]})
    assert err.pointer == pointer


def test_dealers_must_follow_the_rotation():
    # §8: the deal passes to the next seat after every scored hand: after dealer 3, dealer 0.
    err = error_of(api.score_match, {"rules": "classic",
                                     "hands": [hand_result(3, 0, "made", (81, 81)),
                                               hand_result(2, 1, "made", (81, 81))]})
    assert isinstance(err, ImpossibleState) and err.pointer == "/hands/1/dealer"
