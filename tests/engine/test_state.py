"""The deal state (DealState): phases, whose turn, and every impossible state rejected with
its reason and location."""

import pytest

from engine import IllegalAction, ImpossibleState, MalformedInput, legal_moves, play, score_hand

API_EXAMPLE = {
    "rules": "classic", "dealer": 3,
    "hands": [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C"], None, None],
    "turn_up": "QH", "auction": ["take"], "contract": {"taker": 0, "kind": "H"},
    "tricks": [["AS", "7S", "KS", "8S"], ["TD"]],
}

# A whole classic deal, dealer 3, seat 0 takes hearts. Hands before the first trick:
# seat 0: JH 9H AH TH 7S 8S 9S AS   seat 1: KH QH 7H 8H 7D 8D 9D AD
# seat 2: KS QS TS JS TD KD QD JD   seat 3: 7C 8C 9C TC JC QC KC AC
FULL_TRICKS = [
    ["JH", "7H", "TS", "7C"],   # seat 0 leads trumps; seat 1 climbs? cannot beat J: any trump
    ["9H", "8H", "JS", "8C"],   # 0 wins again
    ["AH", "QH", "QS", "9C"],   # seat 1: belote (Q then K later), 0 wins
    ["TH", "KH", "KS", "TC"],   # rebelote, 0 wins (T beats K)
    ["AS", "7D", "TD", "JC"],   # 0 wins with the ace of spades
    ["9S", "8D", "KD", "QC"],   # 0 wins: the 9 of spades, only spade
    ["8S", "9D", "QD", "KC"],   # 0 wins
    ["7S", "AD", "JD", "AC"],   # 0 wins the last: a capot
]


def complete(**changes):
    return {"rules": "classic", "dealer": 3, "auction": ["take"], "turn_up": "AH",
            "tricks": FULL_TRICKS, **changes}


def rejected(doc, error=ImpossibleState, call=legal_moves):
    with pytest.raises(error) as caught:
        call(doc)
    return caught.value.pointer, caught.value.message


def test_the_api_example_seat_one_must_follow_diamonds():
    assert legal_moves(API_EXAMPLE) == {"phase": "play", "to_act": 1, "legal": ["QD", "KD"]}


def test_a_complete_deal_with_hands_omitted():
    assert legal_moves(complete()) == {"phase": "complete", "to_act": None, "legal": []}


def test_a_complete_deal_scores_from_its_tricks():
    # seat 0 wins all eight tricks: capot 252; seat 1's belote (KH QH) stays with team 1
    result = score_hand(complete())
    assert result == {"outcome": "made", "capot": 0, "totals": [252, 20],
                      "score": [252, 20], "held_over": 0}


def test_the_first_card_of_the_belote_announces_it():
    state = complete(tricks=FULL_TRICKS[:2] + [["AH"]],
                     hands=[["TH", "7S", "8S", "9S", "AS"], ["KH", "QH", "7D", "8D", "9D", "AD"],
                            ["KS", "QS", "TD", "KD", "QD", "JD"],
                            ["9C", "TC", "JC", "QC", "KC", "AC"]])
    assert legal_moves(state)["legal"] == ["QH", "KH"]  # cannot beat the ace: any trump
    answer = play({"state": state, "action": "QH"})
    assert answer["events"] == [{"type": "card", "seat": 1, "card": "QH"},
                                {"type": "belote", "seat": 1}]
    assert answer["state"]["hands"][1] == ["KH", "7D", "8D", "9D", "AD"]


def test_the_second_card_of_the_belote_announces_rebelote():
    state = complete(tricks=FULL_TRICKS[:3] + [["TH"]],
                     hands=[["7S", "8S", "9S", "AS"], ["KH", "7D", "8D", "9D", "AD"],
                            ["KS", "TD", "KD", "QD", "JD"], ["TC", "JC", "QC", "KC", "AC"]])
    answer = play({"state": state, "action": "KH"})
    assert answer["events"][1] == {"type": "rebelote", "seat": 1}


def test_last_card_scores_the_hand():
    state = complete(tricks=FULL_TRICKS[:7] + [["7S", "AD", "JD"]],
                     hands=[[], [], [], ["AC"]])
    answer = play({"state": state, "action": "AC"})
    kinds = [e["type"] for e in answer["events"]]
    assert kinds == ["card", "trick_won", "hand_scored"]
    assert answer["events"][1] == {"type": "trick_won", "seat": 0, "team": 0, "points": 0 + 11 + 2 + 11,
                                   "last_trick_bonus": 10}
    assert answer["events"][2]["result"]["capot"] == 0
    assert legal_moves(answer["state"])["phase"] == "complete"


def test_a_card_in_two_places():
    doc = dict(API_EXAMPLE, hands=[None, ["JH", "9H", "AS", "KD", "QD", "8C", "7C"], None, None])
    pointer, message = rejected(doc)
    assert pointer == "/tricks/0/0" and "two places" in message


def test_a_card_twice_in_one_hand():
    doc = dict(API_EXAMPLE, hands=[None, ["JH", "JH", "TS", "KD", "QD", "8C", "7C"], None, None])
    assert rejected(doc)[0] == "/hands/1/1"


def test_a_hand_of_nine():
    doc = dict(API_EXAMPLE, hands=[None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C", "AC", "KC"],
                                   None, None])
    pointer, message = rejected(doc)
    assert pointer == "/hands/1" and "holds 9 cards; it should hold 7" in message


def test_a_trick_card_that_was_not_legal_when_played():
    # seat 1 discarded a club on the spade lead while holding... its known hand proves it
    doc = dict(API_EXAMPLE, tricks=[["AS", "7C", "KS", "8S"], ["TD"]],
               hands=[None, ["JH", "9H", "TS", "KD", "QD", "8C", "7S"], None, None])
    pointer, message = rejected(doc)
    assert pointer == "/tricks/0/1" and "must follow spades" in message


def test_only_the_last_trick_may_be_incomplete():
    doc = dict(API_EXAMPLE, hands=None, tricks=[["AS", "7S"], ["TD"]])
    assert rejected(doc)[0] == "/tricks/0"


def test_the_auction_must_agree_with_the_contract():
    doc = dict(API_EXAMPLE, contract={"taker": 1, "kind": "H"})
    assert rejected(doc)[0] == "/contract"


def test_cards_need_a_contract():
    doc = dict(API_EXAMPLE)
    del doc["contract"]
    doc["auction"] = ["pass"]
    assert rejected(doc)[0] == "/tricks/0/0"


def test_the_turn_up_goes_to_the_taker():
    doc = dict(API_EXAMPLE, hands=[None, ["JH", "QH", "TS", "KD", "QD", "8C", "7C"], None, None])
    pointer, message = rejected(doc)
    assert pointer == "/hands/1/1" and "taker" in message


@pytest.mark.parametrize("change, pointer", [
    ({"dealer": 4}, "/dealer"),
    ({"rules": "belote"}, "/rules"),
    ({"rules": {"preset": "classic", "target": "5"}}, "/rules/target"),
    ({"hands": [None, ["XX"], None, None]}, "/hands/1/0"),
    ({"tricks": [["AS", "7S", "KS", "8S", "9S"]]}, "/tricks/0"),
    ({"auction": ["take", "bogus"]}, "/auction/1"),
    ({"colour": "red"}, "/colour"),
])
def test_malformed_fields_are_named(change, pointer):
    assert rejected(dict(API_EXAMPLE, **change), MalformedInput)[0] == pointer


def test_the_hand_to_act_must_be_known():
    doc = dict(API_EXAMPLE, hands=None)
    assert rejected(doc)[0] == "/hands/1"


def test_an_illegal_card_is_refused_with_the_reason():
    with pytest.raises(IllegalAction) as caught:
        play({"state": API_EXAMPLE, "action": "JH"})
    assert caught.value.pointer == "/action"
    assert caught.value.message == "seat 1 cannot play JH: must follow diamonds"


def test_ten_accepted_on_input_canonical_on_output():
    doc = dict(API_EXAMPLE, hands=[None, ["JH", "9H", "10S", "KD", "QD", "8C", "7C"], None, None])
    answer = play({"state": doc, "action": "kd"})
    assert answer["state"]["hands"][1] == ["TS", "9H", "JH", "QD", "7C", "8C"]
    assert answer["state"]["tricks"] == [["AS", "7S", "KS", "8S"], ["TD", "KD"]]


def test_no_action_once_the_deal_is_over():
    assert rejected({"state": complete(), "action": "AS"}, IllegalAction, play)[0] == "/action"


def test_a_card_during_the_auction_or_a_call_during_the_play_breaks_the_rules():
    bidding = {"rules": "classic", "dealer": 3, "turn_up": "QH", "auction": []}
    assert rejected({"state": bidding, "action": "JH"}, IllegalAction, play)[0] == "/action"
    assert rejected({"state": API_EXAMPLE, "action": "pass"}, IllegalAction, play)[0] == "/action"
    assert rejected({"state": API_EXAMPLE, "action": {"suit": "S"}}, IllegalAction,
                    play)[0] == "/action"
    assert rejected({"state": API_EXAMPLE, "action": "XX"}, MalformedInput, play)[0] == "/action"


def test_a_card_played_from_an_unknown_hand_is_recorded():
    # A client that knows only its own hand sends the others' cards as they are played.
    doc = dict(API_EXAMPLE, hands=None)
    answer = play({"state": doc, "action": "KD"})
    assert answer["state"]["tricks"][-1] == ["TD", "KD"] and answer["legal"] is None


def test_asking_the_legal_cards_of_an_unknown_hand_points_at_it():
    assert rejected(dict(API_EXAMPLE, hands=None))[0] == "/hands/1"


def test_a_target_the_preset_does_not_allow_breaks_the_rules():
    doc = dict(API_EXAMPLE, rules={"preset": "club-501", "target": 2000})
    assert rejected(doc)[0] == "/rules/target"


def test_a_point_auction_contract_needs_its_bid():
    doc = {"rules": "coinche", "dealer": 0, "contract": {"taker": 0, "kind": "H"}}
    assert rejected(doc)[0] == "/contract/bid"


def test_a_replayed_auction_refuses_the_same_call_every_time():
    # the second read answers from the replay memo: same reason, pointer and params
    state = {"rules": "classic", "dealer": 3, "turn_up": "QH", "auction": ["pass", "take", "pass"]}
    errors = []
    for _ in range(2):
        with pytest.raises(ImpossibleState) as caught:
            legal_moves(state)
        errors.append((caught.value.code, caught.value.pointer, caught.value.params))
    assert errors[0] == errors[1] and errors[0][1] == "/auction/2"
    assert legal_moves({**state, "auction": ["pass"]}) == legal_moves(
        {**state, "auction": ["pass"]})


def test_a_ruleset_holds_its_fields_alone():
    from dataclasses import fields, replace

    from engine.rules.ruleset import PRESETS, resolve_rules
    bela = PRESETS["bela"]
    assert set(vars(bela)) == {f.name for f in fields(bela)}
    freer = type(bela)(**dict(vars(bela), undertrump="free"))
    assert freer.play.undertrump == "free" and freer == replace(bela, undertrump="free")
    same = resolve_rules({"preset": "bela"})
    assert same == bela and hash(same) == hash(bela) and same is not bela


def test_asking_for_the_legal_actions_leaves_the_deal_as_it_was():
    # A finished auction with the stock still to deal: the answer is of the completed
    # deal, but the deal asked about stays in its phase, with its stock and short hands.
    from engine import new_deal as seeded_deal
    from engine.deal.game import legal_actions
    from engine.deal.state import COMPLETING, Deal

    doc = {**seeded_deal({"rules": "classic", "seed": 1}), "auction": ["take"]}
    asked = Deal.read(doc)
    before = asked.as_dict()
    assert asked.phase == COMPLETING
    assert len(legal_actions(asked)) == 8  # seat 0, eldest, holds its eight cards
    assert asked.phase == COMPLETING and asked.as_dict() == before
