"""club-501: swept takers are inside whatever their declarations; and the auction and the
match score agree on whether a deal can be thrown in."""

import pytest

from engine import ImpossibleState, play, score_hand, score_match


def club_501_summary(declarations, belote):
    # team 0 takes hearts; team 1 takes all eight tricks (152 card points and the last)
    return {"rules": "club-501", "contract": {"taker": 0, "kind": "H"}, "tricks_won": [0, 8],
            "card_points": [0, 152], "last_trick": 1, "declarations": declarations,
            "belote": belote}


def test_defenders_capot_is_a_dedans_whatever_the_takers_declare():
    # Takers: a carré of jacks and a quarte (200 + 50 = 250) and the belote: 270 to the
    # defenders' 250 of capot. Judged on totals they would make; it is a dedans: the
    # defenders score the 250, every declaration (the takers' 250) and their own belote
    # (none): 500; the takers keep only their belote, 20.
    result = score_hand(club_501_summary([250, 0], [20, 0]))
    assert result == {"outcome": "dedans", "capot": 1, "totals": [270, 250],
                      "score": [20, 500], "held_over": 0}


def test_defenders_capot_with_declarations_on_both_sides_of_the_comparison():
    # Only one team scores declarations (compared together): the defenders' 100 here.
    # Defenders: 250 + 100 + their belote 20 = 370; takers: nothing (no belote).
    result = score_hand(club_501_summary([0, 100], [0, 20]))
    assert (result["outcome"], result["score"]) == ("dedans", [0, 370])


def test_takers_capot_is_still_judged_on_totals():
    # The sweep by the takers is unchanged: 250 and their declarations against the
    # defenders' declarations (a tie on 250 is a litige).
    summary = {**club_501_summary([0, 250], [0, 0]), "tricks_won": [8, 0],
               "card_points": [152, 0], "last_trick": 0}
    assert score_hand(summary)["outcome"] == "litige"


def eight_passes(rules):
    return {"state": {"rules": rules, "dealer": 3, "turn_up": "QH", "auction": ["pass"] * 7},
            "action": "pass"}


def test_club_501_with_one_contract_kind_throws_in_and_the_match_takes_it():
    # Hearts only, hearts turned up: the dealer has no other suit to name, so passes.
    rules = {"preset": "club-501", "contract_kinds": ["H"]}
    [*_, thrown] = play(eight_passes(rules))["events"]
    assert thrown == {"type": "thrown_in", "next_dealer": 3,
                      "match_entry": {"dealer": 3, "outcome": "thrown_in"}}
    assert score_match({"rules": rules, "hands": [thrown["match_entry"]]})["next_dealer"] == 3


def test_club_501_never_throws_in_and_the_match_refuses_a_thrown_in_deal():
    with pytest.raises(Exception) as refused:
        play(eight_passes("club-501"))
    assert refused.value.code == "dealer_must_name"
    with pytest.raises(ImpossibleState) as error:
        score_match({"rules": "club-501", "hands": [{"dealer": 3, "outcome": "thrown_in"}]})
    assert error.value.code == "never_thrown_in"


@pytest.mark.parametrize("kinds, turn_up, can", [
    (["H"], "QH", True),     # nothing else to name
    (["H"], "QS", False),    # round two: the dealer names hearts
    (["S", "H"], "QH", False),
])
def test_play_and_match_agree_for_one_contract_kind(kinds, turn_up, can):
    rules = {"preset": "club-501", "contract_kinds": kinds}
    doc = eight_passes(rules)
    doc["state"]["turn_up"] = turn_up
    try:
        thrown = play(doc)["events"][-1]["type"] == "thrown_in"
    except Exception:
        thrown = False
    assert thrown == can
    if not can:  # with one kind, some turn-ups allow it: the match cannot refuse it
        return
    score_match({"rules": rules, "hands": [{"dealer": 3, "outcome": "thrown_in"}]})
