"""An independent review of the rules (docs/rules.md sections 2 to 9), through the public API
only (engine.api).

Every expectation below was worked out by hand from the rules and the HTTP contract before
running the engine; the comment on each test gives the computation.
"""

import pytest

from engine import api
from engine.errors import IllegalAction, ImpossibleState, MalformedInput

AUCTION_FAMILIES = ("coinche", "contree")


# --------------------------------------------------------------------------- helpers

def contract(rules, taker, kind, bid=None, multiplier=None):
    family = rules if isinstance(rules, str) else rules["preset"]
    c = {"taker": taker, "kind": kind}
    if family in AUCTION_FAMILIES:
        c["bid"] = 80 if bid is None else bid
    if multiplier is not None:
        c["multiplier"] = multiplier
    return c


def cards(text):
    return text.split()


def tricks(text):
    return [t.split() for t in text.split("|")] if text else []


def legal_cards(rules, kind, played, seat, hand, dealer=3, taker=0):
    """What `seat` (holding `hand` now) may play after the tricks `played`."""
    hands = [None] * 4
    hands[seat] = cards(hand)
    state = {"rules": rules, "dealer": dealer, "contract": contract(rules, taker, kind),
             "hands": hands, "tricks": tricks(played)}
    answer = api.legal_moves(state)
    assert answer["phase"] == "play"
    assert answer["to_act"] == seat
    return answer["legal"]


def as_set(items):
    return {str(sorted(i.items())) if isinstance(i, dict) else i for i in items}


def calls(*items):
    return as_set(items)


def bidding(rules, auction, dealer=3, turn_up=None):
    state = {"rules": rules, "dealer": dealer, "auction": list(auction)}
    if turn_up:
        state["turn_up"] = turn_up
    return api.legal_moves(state)


def score(rules, deal, taker=0, kind="H", dealer=3, **extra):
    c = contract(rules, taker, kind, **extra)
    return api.score_hand({"rules": rules, "dealer": dealer, "contract": c,
                           "tricks": tricks(deal)})


def summary(rules, c, won, pts, last, decl=(0, 0), belote=(0, 0)):
    return api.score_hand({"rules": rules, "contract": c, "tricks_won": list(won),
                           "card_points": list(pts), "last_trick": last,
                           "declarations": list(decl), "belote": list(belote)})


def declare(rules, hands, kind="H", dealer=3, taker=0):
    return api.declarations({"rules": rules, "contract": contract(rules, taker, kind),
                             "dealer": dealer, "hands": [cards(h) for h in hands]})


def error_of(fn, doc):
    with pytest.raises((MalformedInput, ImpossibleState, IllegalAction)) as info:
        fn(doc)
    return info.value


ALL_PRESETS = ("classic", "club-501", "litige", "coinche", "contree", "bulgarian")
FORCED = ("classic", "club-501", "litige")
FREE = ("coinche", "contree", "bulgarian")


# =========================================================================== §1 table, cards

def test_eldest_leads_first_trick_and_is_derived_from_the_dealer():
    # dealer 1 -> eldest (1+1)%4 = 2 leads trick 1; after 2 leads 7C the next to act is seat 3.
    legal = legal_cards("classic", "H", "7C", 3, "8C AS KS QD JD 7D 8D 9D", dealer=1)
    assert legal == ["8C"]


def test_winner_of_a_trick_leads_the_next():
    # dealer 3: seat 0 leads 7S, seat 1 AS, seat 2 8S, seat 3 9S -> AS wins, seat 1 leads
    # trick 2 with KD; seat 2 acts next and must follow diamonds.
    legal = legal_cards("classic", "H", "7S AS 8S 9S|KD", 2, "TD 7D AH 7C 8C 9C QC")
    assert legal == ["7D", "TD"]


def test_ten_written_10S_is_accepted_and_output_is_canonical():
    # spades trump, leader 0: 10S, JS, AS, 9S -> JS (trump jack) wins, seat 1.
    # points 10 + 20 + 11 + 14 = 55.
    assert api.resolve_trick({"rules": "classic", "contract": {"taker": 0, "kind": "S"},
                              "leader": 0, "cards": ["10S", "JS", "AS", "9S"]}) == \
        {"winner": 1, "team": 1, "points": 55}


def test_legal_cards_are_listed_in_canonical_order():
    # partner (seat 0) master with AS on a plain lead; seat 2 is void in spades -> any card.
    # Canonical order: suits S H D C, ranks 7 8 9 T J Q K A.
    legal = legal_cards("classic", "H", "AS 7S", 2, "JC 9H KD 8D 7H QC 9C TC")
    assert legal == ["7H", "9H", "8D", "KD", "9C", "TC", "JC", "QC"]


def test_ten_written_10_in_a_hand_is_accepted():
    legal = legal_cards("classic", "H", "KD", 1, "10D 7D AS 7C 8C 9C QC KC")
    assert legal == ["7D", "TD"]


# =========================================================================== §2 contracts

@pytest.mark.parametrize("rules", ["classic", "club-501", "litige", "contree"])
@pytest.mark.parametrize("kind", ["NT", "AT"])
def test_no_trump_and_all_trump_exist_only_in_coinche_and_bulgarian(rules, kind):
    err = error_of(api.resolve_trick, {"rules": rules, "contract": contract(rules, 0, kind),
                                       "leader": 0, "cards": ["AS", "KS", "QS", "JS"]})
    assert err.pointer == "/contract/kind"


def test_bulgarian_contract_has_no_bid():
    err = error_of(api.score_hand, {"rules": "bulgarian",
                                    "contract": {"taker": 0, "kind": "H", "bid": 90},
                                    "tricks_won": [4, 4], "card_points": [76, 76],
                                    "last_trick": 0, "declarations": [0, 0], "belote": [0, 0]})
    assert err.pointer == "/contract/bid"


def test_multiplier_is_one_two_or_four():
    err = error_of(api.score_hand, {"rules": "coinche",
                                    "contract": {"taker": 0, "kind": "H", "bid": 90,
                                                 "multiplier": 3},
                                    "tricks_won": [4, 4], "card_points": [76, 76],
                                    "last_trick": 0, "declarations": [0, 0], "belote": [0, 0]})
    assert err.pointer == "/contract/multiplier"


def test_take_or_pass_contract_has_no_multiplier():
    # Only "both auction families add multiplier" (the HTTP contract); a doubled classic contract
    # cannot happen.
    err = error_of(api.score_hand, {"rules": "classic",
                                    "contract": {"taker": 0, "kind": "H", "multiplier": 2},
                                    "tricks_won": [4, 4], "card_points": [76, 76],
                                    "last_trick": 0, "declarations": [0, 0], "belote": [0, 0]})
    assert err.pointer == "/contract/multiplier"


def test_contradictory_override_is_a_client_error():
    # §9: contract_kinds with NT in a take-or-pass ruleset is a client error.
    err = error_of(api.resolve_trick, {"rules": {"preset": "classic",
                                                 "contract_kinds": ["S", "H", "D", "C", "NT"]},
                                       "contract": {"taker": 0, "kind": "H"},
                                       "leader": 0, "cards": ["AS", "KS", "QS", "JS"]})
    assert err.pointer.startswith("/rules")


# =========================================================================== §3 card points

@pytest.mark.parametrize("rules, kind, leader, trick, winner, points", [
    # suit H: the only trump (7H) wins; 11 + 0 + 10 + 2 = 23
    ("classic", "H", 1, "AS 7H TS JS", 2, 23),
    # suit H: JH beats 9H beats AH; 11 + 14 + 0 + 20 = 45
    ("classic", "H", 0, "AH 9H 7S JH", 3, 45),
    # suit H, spade led, discards (AD, AC) never win: 8S wins; 0 + 11 + 0 + 11 = 22
    ("classic", "H", 2, "7S AD 8S AC", 0, 22),
    # coinche AT scaled: spade led, 9S beats AS and TS; JH is a discard; 5 + 14 + 9 + 6 = 34
    ("coinche", "AT", 3, "TS JH 9S AS", 1, 34),
    # bulgarian AT natural: same trick; 10 + 20 + 14 + 11 = 55
    ("bulgarian", "AT", 3, "TS JH 9S AS", 1, 55),
    # coinche NT scaled (A19 T10 K4 Q3 J2): TS beats 9S in plain order; 0 + 19 + 10 + 0 = 29
    ("coinche", "NT", 0, "9S AH TS 7S", 2, 29),
    # bulgarian NT doubled (A22 T20 K8 Q6 J4): 0 + 22 + 20 + 0 = 42
    ("bulgarian", "NT", 0, "9S AH TS 7S", 2, 42),
    # bulgarian NT: A T K Q of one suit = 22 + 20 + 8 + 6 = 56, ace wins
    ("bulgarian", "NT", 1, "KS AS TS QS", 2, 56),
    # coinche natural override of NT: standard plain table; 0 + 11 + 10 + 0 = 21
    ({"preset": "coinche", "no_trump_points": "natural"}, "NT", 0, "9S AH TS 7S", 2, 21),
    # coinche natural override of AT: standard trump table; 10 + 20 + 14 + 11 = 55
    ({"preset": "coinche", "all_trump_points": "natural"}, "AT", 3, "TS JH 9S AS", 1, 55),
    # AT: a lone 7 of the led suit wins against higher cards of other suits; 0+20+0+14 = 34
    ("bulgarian", "AT", 0, "7D JS 8C 9H", 0, 34),
    # NT coinche: J of the led suit wins over discarded aces; 2 + 19 + 19 + 0 = 40
    ("coinche", "NT", 2, "JD AS AH 7D", 2, 40),
])
def test_trick_winner_and_points(rules, kind, leader, trick, winner, points):
    c = contract(rules, 0, kind)
    got = api.resolve_trick({"rules": rules, "contract": c, "leader": leader,
                             "cards": cards(trick)})
    assert got == {"winner": winner, "team": winner % 2, "points": points}


# =========================================================================== §4 legal cards

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


# =========================================================================== §5.1 take-or-pass

def test_round_one_calls():
    got = bidding("classic", [], turn_up="QH")
    assert got["phase"] == "bidding" and got["to_act"] == 0
    assert as_set(got["legal"]) == calls("pass", "take")


def test_round_two_names_another_suit_from_the_eldest():
    got = bidding("classic", ["pass"] * 4, turn_up="QH")
    assert got["to_act"] == 0
    assert as_set(got["legal"]) == calls("pass", {"suit": "S"}, {"suit": "D"}, {"suit": "C"})


def test_round_two_dealer_may_pass_in_classic():
    got = bidding("classic", ["pass"] * 7, turn_up="QH")
    assert got["to_act"] == 3
    assert "pass" in got["legal"]


def test_round_two_dealer_must_name_in_club_501():
    got = bidding("club-501", ["pass"] * 7, turn_up="QH", dealer=1)
    assert got["to_act"] == 1
    assert as_set(got["legal"]) == calls({"suit": "S"}, {"suit": "D"}, {"suit": "C"})


@pytest.mark.parametrize("rules", ["classic", "litige",
                                   {"preset": "club-501",
                                    "dealer_must_name_in_round_two": False}])
def test_eight_passes_throw_the_deal_in(rules):
    got = bidding(rules, ["pass"] * 8, turn_up="QH")
    assert got == {"phase": "thrown_in", "to_act": None, "legal": []}


def test_round_two_cannot_name_the_turn_up_suit():
    err = error_of(api.play, {"state": {"rules": "classic", "dealer": 3, "turn_up": "QH",
                                        "auction": ["pass"] * 4},
                              "action": {"suit": "H"}})
    assert isinstance(err, IllegalAction)


def test_take_in_round_one_sets_the_turn_up_suit():
    got = api.play({"state": {"rules": "classic", "dealer": 3, "turn_up": "QH",
                              "auction": ["pass", "pass"]}, "action": "take"})
    assert got["state"]["contract"] == {"taker": 2, "kind": "H"}


def test_round_two_suit_named_by_seat_one():
    got = api.play({"state": {"rules": "classic", "dealer": 3, "turn_up": "QH",
                              "auction": ["pass"] * 5}, "action": {"suit": "C"}})
    assert got["state"]["contract"] == {"taker": 1, "kind": "C"}


def test_a_call_after_the_auction_ended_is_impossible():
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3, "turn_up": "QH",
                                     "auction": ["take", "pass"]})
    assert err.pointer == "/auction/1"


def test_auction_and_contract_must_agree():
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3, "turn_up": "QH",
                                     "auction": ["pass", "take"],
                                     "contract": {"taker": 0, "kind": "H"}})
    assert err.pointer.startswith("/contract")


# deal(classic, dealer 0, seed 7) gives, before the auction:
#   seat 0 7S 9H AH 9C TC | seat 1 8H 8D QD AD 7C | seat 2 QS AS TH TD KD
#   seat 3 9S TS JS JC AC | turn-up 9D | stock 7H KC JH JD KH 8S 8C QC KS QH 7D
SEED7_FIVE = [cards("7S 9H AH 9C TC"), cards("8H 8D QD AD 7C"), cards("QS AS TH TD KD"),
              cards("9S TS JS JC AC")]


def test_deal_shape_for_take_or_pass():
    d = api.deal({"rules": "classic", "dealer": 0, "seed": 7})
    assert [sorted(h) for h in d["hands"]] == [sorted(h) for h in SEED7_FIVE]
    assert d["turn_up"] == "9D" and len(d["stock"]) == 11 and d["auction"] == []


def _sorted_hands(state):
    return [sorted(h) for h in state["hands"]]


def test_completion_round_one_from_the_eldest_whole_packets():
    # seat 1 (eldest) passes, seat 2 takes. Completion from the eldest, whole packets:
    # seat 1 gets 7H KC JH; seat 2 (taker) gets turn-up 9D + JD KH; seat 3 8S 8C QC;
    # seat 0 KS QH 7D.
    d = api.deal({"rules": "classic", "dealer": 0, "seed": 7})
    s = api.play({"state": d, "action": "pass"})["state"]
    s = api.play({"state": s, "action": "take"})["state"]
    want = [SEED7_FIVE[0] + cards("KS QH 7D"), SEED7_FIVE[1] + cards("7H KC JH"),
            SEED7_FIVE[2] + cards("9D JD KH"), SEED7_FIVE[3] + cards("8S 8C QC")]
    assert _sorted_hands(s) == [sorted(h) for h in want]
    assert s["contract"] == {"taker": 2, "kind": "D"}


def test_completion_round_two_taker_gets_the_turn_up_too():
    # four passes, then seat 1 (eldest) names spades: seat 1 gets 9D (turn-up, not trump)
    # + 7H KC; seat 2 JH JD KH; seat 3 8S 8C QC; seat 0 KS QH 7D.
    d = api.deal({"rules": "classic", "dealer": 0, "seed": 7})
    s = d
    for _ in range(4):
        s = api.play({"state": s, "action": "pass"})["state"]
    s = api.play({"state": s, "action": {"suit": "S"}})["state"]
    want = [SEED7_FIVE[0] + cards("KS QH 7D"), SEED7_FIVE[1] + cards("9D 7H KC"),
            SEED7_FIVE[2] + cards("JH JD KH"), SEED7_FIVE[3] + cards("8S 8C QC")]
    assert _sorted_hands(s) == [sorted(h) for h in want]
    assert s["contract"] == {"taker": 1, "kind": "S"}


def test_completion_dealer_takes():
    # seats 1, 2, 3 pass, dealer 0 takes: 1 gets 7H KC JH, 2 JD KH 8S, 3 8C QC KS,
    # dealer 0 gets 9D + QH 7D.
    d = api.deal({"rules": "classic", "dealer": 0, "seed": 7})
    s = d
    for _ in range(3):
        s = api.play({"state": s, "action": "pass"})["state"]
    s = api.play({"state": s, "action": "take"})["state"]
    want = [SEED7_FIVE[0] + cards("9D QH 7D"), SEED7_FIVE[1] + cards("7H KC JH"),
            SEED7_FIVE[2] + cards("JD KH 8S"), SEED7_FIVE[3] + cards("8C QC KS")]
    assert _sorted_hands(s) == [sorted(h) for h in want]


# =========================================================================== §5.2 point auction

def H80():
    return {"bid": 80, "kind": "H"}


def test_point_auction_opening_calls_contree_suits_only():
    got = bidding("contree", [])
    kinds = {c["kind"] for c in got["legal"] if isinstance(c, dict)}
    assert kinds == {"S", "H", "D", "C"}
    assert "coinche" not in got["legal"] and "pass" in got["legal"]


def test_point_auction_bids_must_rise_and_opponent_may_coinche():
    got = bidding("coinche", [H80()])
    assert got["to_act"] == 1
    assert "coinche" in got["legal"] and "surcoinche" not in got["legal"]
    values = {c["bid"] for c in got["legal"] if isinstance(c, dict)}
    assert 80 not in values and 90 in values and "capot" in values


def test_partner_may_not_coinche():
    got = bidding("coinche", [H80(), "pass"])
    assert got["to_act"] == 2 and "coinche" not in got["legal"]


def test_second_opponent_may_coinche_after_passes():
    got = bidding("coinche", [H80(), "pass", "pass"])
    assert got["to_act"] == 3 and "coinche" in got["legal"]


def test_after_coinche_declaring_team_only_pass_or_surcoinche():
    got = bidding("coinche", [H80(), "coinche"])
    assert got["to_act"] == 2
    assert as_set(got["legal"]) == calls("pass", "surcoinche")


def test_after_coinche_defenders_only_pass():
    got = bidding("coinche", [H80(), "coinche", "pass"])
    assert got["to_act"] == 3 and got["legal"] == ["pass"]


def test_after_coinche_taker_may_still_surcoinche():
    got = bidding("coinche", [H80(), "coinche", "pass", "pass"])
    assert got["to_act"] == 0
    assert as_set(got["legal"]) == calls("pass", "surcoinche")


def test_coinche_then_three_passes_ends():
    got = api.play({"state": {"rules": "coinche", "dealer": 3,
                              "auction": [H80(), "coinche", "pass", "pass"]}, "action": "pass"})
    assert got["state"]["contract"] == {"taker": 0, "kind": "H", "bid": 80, "multiplier": 2}


def test_surcoinche_ends_the_auction():
    got = api.play({"state": {"rules": "coinche", "dealer": 3,
                              "auction": [H80(), "coinche"]}, "action": "surcoinche"})
    assert got["state"]["contract"] == {"taker": 0, "kind": "H", "bid": 80, "multiplier": 4}


def test_three_passes_after_a_bid_end():
    got = api.play({"state": {"rules": "contree", "dealer": 3,
                              "auction": ["pass", {"bid": 90, "kind": "S"}, "pass", "pass"]},
                    "action": "pass"})
    assert got["state"]["contract"]["taker"] == 1
    assert got["state"]["contract"]["bid"] == 90
    assert got["state"]["contract"].get("multiplier", 1) == 1


def test_four_passes_throw_in_point_auction():
    assert bidding("coinche", ["pass"] * 4) == {"phase": "thrown_in", "to_act": None,
                                                "legal": []}


def test_no_bid_after_coinche():
    err = error_of(api.play, {"state": {"rules": "coinche", "dealer": 3,
                                        "auction": [H80(), "coinche"]},
                              "action": {"bid": 90, "kind": "S"}})
    assert isinstance(err, IllegalAction)


def test_coinche_by_partner_is_illegal():
    err = error_of(api.play, {"state": {"rules": "coinche", "dealer": 3,
                                        "auction": [H80(), "pass"]}, "action": "coinche"})
    assert isinstance(err, IllegalAction)


def test_surcoinche_by_defender_is_illegal():
    err = error_of(api.play, {"state": {"rules": "coinche", "dealer": 3,
                                        "auction": [H80(), "coinche", "pass"]},
                              "action": "surcoinche"})
    assert isinstance(err, IllegalAction)


def test_equal_bid_is_illegal():
    err = error_of(api.play, {"state": {"rules": "coinche", "dealer": 3, "auction": [H80()]},
                              "action": {"bid": 80, "kind": "S"}})
    assert isinstance(err, IllegalAction)


def test_after_160_only_capot_bids_remain():
    got = bidding("coinche", [{"bid": 160, "kind": "S"}])
    values = {c["bid"] for c in got["legal"] if isinstance(c, dict)}
    assert values == {"capot"}


def test_after_capot_bid_no_more_bids():
    got = bidding("coinche", [{"bid": "capot", "kind": "S"}])
    assert as_set(got["legal"]) == calls("pass", "coinche")


def test_later_overcall_gives_the_first_bidder_the_right_to_coinche():
    # 0 bids 80H, 1 and 2 pass, 3 bids 90S; seat 0 is now an opponent of the highest bidder.
    got = bidding("coinche", [H80(), "pass", "pass", {"bid": 90, "kind": "S"}])
    assert got["to_act"] == 0 and "coinche" in got["legal"]


def test_a_call_after_the_coinche_auction_ended_is_impossible():
    err = error_of(api.legal_moves, {"rules": "coinche", "dealer": 3,
                                     "auction": [H80(), "coinche", "surcoinche", "pass"]})
    assert err.pointer == "/auction/3"


def test_coinche_deal_is_eight_cards_without_turn_up():
    d = api.deal({"rules": "coinche", "dealer": 0, "seed": 7})
    assert [len(h) for h in d["hands"]] == [8, 8, 8, 8]
    assert "turn_up" not in d or d["turn_up"] is None


# =========================================================================== §5.3 bulgarian

def B(kind):
    return {"bid": kind}


def test_bulgarian_opening_calls():
    got = bidding("bulgarian", [])
    assert as_set(got["legal"]) == calls("pass", B("C"), B("D"), B("H"), B("S"), B("NT"),
                                         B("AT"))


def test_bulgarian_higher_bids_and_contre_for_opponent():
    got = bidding("bulgarian", [B("H")])
    assert as_set(got["legal"]) == calls("pass", B("S"), B("NT"), B("AT"), "contre")


def test_bulgarian_partner_no_contre():
    got = bidding("bulgarian", [B("H"), "pass"])
    assert as_set(got["legal"]) == calls("pass", B("S"), B("NT"), B("AT"))


def test_bulgarian_recontre_by_the_bidders_team_and_bids_still_allowed():
    got = bidding("bulgarian", [B("H"), "contre"])
    assert got["to_act"] == 2
    assert as_set(got["legal"]) == calls("pass", B("S"), B("NT"), B("AT"), "recontre")


def test_bulgarian_after_recontre_no_more_doubling():
    got = bidding("bulgarian", [B("H"), "contre", "recontre"])
    assert as_set(got["legal"]) == calls("pass", B("S"), B("NT"), B("AT"))


def test_bulgarian_higher_bid_cancels_contre():
    # 0 H, 1 contre, 2 S: the contre is gone; seat 3 (opponent of seat 2) may contre again.
    got = bidding("bulgarian", [B("H"), "contre", B("S")])
    assert as_set(got["legal"]) == calls("pass", B("NT"), B("AT"), "contre")
    s = api.play({"state": {"rules": "bulgarian", "dealer": 3,
                            "auction": [B("H"), "contre", B("S"), "pass", "pass"]},
                  "action": "pass"})["state"]
    assert s["contract"]["taker"] == 2 and s["contract"]["kind"] == "S"
    assert s["contract"].get("multiplier", 1) == 1


def test_bulgarian_contre_then_three_passes():
    s = api.play({"state": {"rules": "bulgarian", "dealer": 3,
                            "auction": [B("H"), "contre", "pass", "pass"]},
                  "action": "pass"})["state"]
    assert s["contract"] == {"taker": 0, "kind": "H", "multiplier": 2}


def test_bulgarian_recontre_then_three_passes():
    s = api.play({"state": {"rules": "bulgarian", "dealer": 3,
                            "auction": [B("D"), "contre", "recontre", "pass", "pass"]},
                  "action": "pass"})["state"]
    assert s["contract"] == {"taker": 0, "kind": "D", "multiplier": 4}


def test_bulgarian_after_all_trump_only_pass_or_contre():
    got = bidding("bulgarian", [B("AT")])
    assert as_set(got["legal"]) == calls("pass", "contre")


def test_bulgarian_four_passes_throw_in():
    assert bidding("bulgarian", ["pass"] * 4)["phase"] == "thrown_in"


def test_bulgarian_late_opening_bid_after_three_passes():
    # three passes then seat 3 bids H: three more passes are needed.
    got = bidding("bulgarian", ["pass", "pass", "pass", B("H"), "pass", "pass"])
    assert got["phase"] == "bidding" and got["to_act"] == 2
    s = api.play({"state": {"rules": "bulgarian", "dealer": 3,
                            "auction": ["pass", "pass", "pass", B("H"), "pass", "pass"]},
                  "action": "pass"})["state"]
    assert s["contract"]["taker"] == 3


def test_bulgarian_recontre_by_opponent_is_illegal():
    err = error_of(api.play, {"state": {"rules": "bulgarian", "dealer": 3,
                                        "auction": [B("H"), "contre", "pass"]},
                              "action": "recontre"})
    assert isinstance(err, IllegalAction)


def test_bulgarian_completion_three_cards_each_from_the_eldest():
    # deal(bulgarian, dealer 0, seed 7): same five-card hands as classic seed 7, stock
    # 9D 7H KC JH JD KH 8S 8C QC KS QH 7D. Seat 1 bids H, three passes -> completion from the
    # eldest (seat 1): 1 gets 9D 7H KC, 2 JH JD KH, 3 8S 8C QC, 0 KS QH 7D.
    d = api.deal({"rules": "bulgarian", "dealer": 0, "seed": 7})
    assert d["stock"] == cards("9D 7H KC JH JD KH 8S 8C QC KS QH 7D")
    s = api.play({"state": d, "action": B("H")})["state"]
    for _ in range(3):
        s = api.play({"state": s, "action": "pass"})["state"]
    want = [SEED7_FIVE[0] + cards("KS QH 7D"), SEED7_FIVE[1] + cards("9D 7H KC"),
            SEED7_FIVE[2] + cards("JH JD KH"), SEED7_FIVE[3] + cards("8S 8C QC")]
    assert _sorted_hands(s) == [sorted(h) for h in want]


# =========================================================================== §6 declarations

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
D_TIED_TIERCES_0_3 = ["AS KS QS JC 7D KC TH KH", "9H 8D JD JH 8S QH 8C 9C",
                      "TC 9S AC 8H TS 7S 7H TD", "AD KD QD 7C AH 9D JS QC"]
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


# =========================================================================== §7 complete deals

# Complete deals, dealer 3 (seat 0 leads trick 1), written trick by trick in play order.
# DEAL_A: seat 0 wins all eight tricks.
#   start hands: 0 JH AH AS KS AD KD AC KC (carré A)   1 7H KH 7S 9S 7D 9D 7C 9C (four 7s)
#                2 9H TH TS QS TD QD TC QC (carré T)   3 8H QH 8S JS 8D JD 8C JC (four 8s)
#   hearts trick 1: J 7 9 8 = 34; trick 2: A K T Q = 28; spades A 7 T 8 = 21, K 9 Q J = 9,
#   same for diamonds and clubs: 34+28+3*(21+9) = 152, +10 last. No belote (KH 1, QH 3).
DEAL_A = ("JH 7H 9H 8H|AH KH TH QH|AS 7S TS 8S|KS 9S QS JS|"
          "AD 7D TD 8D|KD 9D QD JD|AC 7C TC 8C|KC 9C QC JC")
# DEAL_B: seat 0 wins all eight tricks; team 1 holds the stronger declaration.
#   0 JH AH AS KS AD KD AC KC (carré A 100)  1 9H 7H 7S 9S 7D 9D 7C 9C (carré 9, 150)
#   2 8H TH TS QS TD QD TC QC (carré T 100)  3 QH KH 8S JS 8D JD 8C JC (belote, hearts)
DEAL_B = ("JH 9H 8H QH|AH 7H TH KH|AS 7S TS 8S|KS 9S QS JS|"
          "AD 7D TD 8D|KD 9D QD JD|AC 7C TC 8C|KC 9C QC JC")
# DEAL_C: 81-81 under hearts, no declarations, no belote.
#   team 0 wins J987 H (34), A T 8 7 S (21), A T 8 7 D (21), 9 7 Q J C (5, QC of seat 2) = 81
#   team 1 (seat 3) wins Q A K T H (28), K Q J 9 S (9), K Q J 9 D (9), A T K 8 C (25) + 10 = 81
DEAL_C = ("JH 9H 8H 7H|AS 7S TS 8S|AD 7D TD 8D|9C 7C QC JC|"
          "QH AH KH TH|KS QS JS 9S|KD QD JD 9D|AC TC KC 8C")
# DEAL_D: as DEAL_C but the club trick 9 Q 7 J goes to seat 1 (QC): team 0 76, team 1 86.
DEAL_D = ("JH 9H 8H 7H|AS 7S TS 8S|AD 7D TD 8D|9C QC 7C JC|"
          "QH KH AH TH|KS QS JS 9S|KD QD JD 9D|AC TC KC 8C")
# DEAL_E (hearts): start hands 0 KH QH 7C 8C 9C 7S 8S 7D (belote, tierce 9-7 C)
#   1 AD KD QD JD JH 9H AS TS (quarte A-J D)  2 AH TH 8H 9S JS TD 9D QC
#   3 7H QS KS 8D JC TC KC AC.   Card points: team 0 41, team 1 121 incl. last.  Tricks: 1 KH 9H 8H 7H -> seat 1 (9H): 18; 2 JH TH 8D QH -> seat 1: 33;
#   3 AD 9D JC 7D -> 1: 13; 4 AS 9S QS 7S -> 1: 14; 5 TS JS KS 8S -> 1: 16;
#   6 KD TD KC 7C -> 2 (TD): 18; 7 AH TC 8C JD -> 2: 23; 8 QC AC 9C QD -> 3 (AC): 17 + 10.
#   team 0 = 18 + 23 = 41; team 1 = 18+33+13+14+16+17+10 = 121.
#   Declarations: team 1's quarte (50) beats team 0's tierce -> team 1 scores 50.
#   Belote: seat 0 -> team 0, 20.   totals: team 0 41 + 20 = 61; team 1 121 + 50 = 171.
DEAL_E = ("KH 9H 8H 7H|JH TH 8D QH|AD 9D JC 7D|AS 9S QS 7S|"
          "TS JS KS 8S|KD TD KC 7C|AH TC 8C JD|QC AC 9C QD")
# DEAL_F (all trump): 0 JH 9H AH TH 7D AS 9S JS (tierce J-9 H)
#   1 KS QS TD AD KD QD JD 9D (six-card quinte A-9 D; belotes S and D)
#   2 7H 8H QH KH 8D 7S 8S TS (belote H)   3 all eight clubs (quinte A-T + tierce 9-7; belote C)
#   Play: 1 JH KS 7H 7C (KS discarded) -> 0; 2 9H QS 8H 8C -> 0; 3 AH TD QH QC (QH follows,
#   QC discarded) -> 0; 4 TH AD KH KC -> 0; 5 7D KD 8D TC (KD follows) -> 1 (KD);
#   6 QD 7S 9C AS -> 1; 7 JD 8S AC 9S -> 1; 8 9D TS JC JS -> 1.
#   natural AT points (J20 9 14 A11 T10 K4 Q3): team 0 24+17+27+29 = 97;
#   team 1 14+28+45+64 = 151 + 10 = 161.   scaled (J14 9 9 A6 T5 K3 Q1): 57 and 95 + 10 = 105.
DEAL_F = ("JH KS 7H 7C|9H QS 8H 8C|AH TD QH QC|TH AD KH KC|"
          "7D KD 8D TC|QD 7S 9C AS|JD 8S AC 9S|9D TS JC JS")
# DEAL_H (all trump capot): 0 holds every J and 9, 1 every A and T, 2 every K and Q,
#   3 every 8 and 7. Seat 0 leads J then 9 of each suit and wins all eight tricks.
DEAL_H = ("JS AS KS 8S|9S TS QS 7S|JH AH KH 8H|9H TH QH 7H|"
          "JD AD KD 8D|9D TD QD 7D|JC AC KC 8C|9C TC QC 7C")


def result(answer):
    return answer["outcome"], answer["capot"], answer["totals"], answer["score"], \
        answer["held_over"]


@pytest.mark.parametrize("rules, taker, want", [
    # capot 252 + carrés A and T (200) = 452; made.
    ("classic", 0, ("made", 0, [452, 0], [452, 0], 0)),
    # takers swept: dedans, defenders take 252 + 200 declarations.
    ("classic", 1, ("dedans", 0, [452, 0], [452, 0], 0)),
    ("litige", 0, ("made", 0, [452, 0], [452, 0], 0)),
    # club-501 capot is 250: 450.
    ("club-501", 0, ("made", 0, [450, 0], [450, 0], 0)),
    # coinche bid 80: 250 + 200 = 450 >= 80 -> 450 + 80 = 530.
    ("coinche", 0, ("made", 0, [450, 0], [530, 0], 0)),
    # contrée: only belote declared (none here): 250 + 80 = 330.
    ("contree", 0, ("made", 0, [250, 0], [330, 0], 0)),
    # bulgarian: 162 + 90 + carrés 200 = 452 -> 45 (suit: 2 rounds down).
    ("bulgarian", 0, ("made", 0, [452, 0], [45, 0], 0)),
])
def test_deal_a_capot(rules, taker, want):
    assert result(score(rules, DEAL_A, taker=taker)) == want


@pytest.mark.parametrize("rules, taker, want", [
    # classic: team 1's carré 9 (150) is the strongest, team 1 is swept -> nobody scores
    # declarations; belote of team 1 stays: [252, 20].
    ("classic", 0, ("made", 0, [252, 20], [252, 20], 0)),
    ("litige", 0, ("made", 0, [252, 20], [252, 20], 0)),
    # swept takers: dedans, defenders 252 + 0 declarations; takers keep their belote.
    ("classic", 1, ("dedans", 0, [252, 20], [252, 20], 0)),
    # club-501: no forfeiture: team 1 150 + 20 = 170; 250 > 170 made.
    ("club-501", 0, ("made", 0, [250, 170], [250, 170], 0)),
    # club-501, team 1 takes and is swept: 170 < 250 dedans: defenders 250 + 150 (every
    # declaration that scored) = 400; takers their belote 20.
    ("club-501", 1, ("dedans", 0, [250, 170], [400, 20], 0)),
    # coinche bid 80: no forfeiture; 250 + 80 = 330; defenders 170.
    ("coinche", 0, ("made", 0, [250, 170], [330, 170], 0)),
    # bulgarian: carrés separate: team 1's carré 9 scores 150; 252 vs 170 made -> 25, 17.
    ("bulgarian", 0, ("made", 0, [252, 170], [25, 17], 0)),
    # bulgarian, team 1 takes: 170 < 252 inside: defenders 422 -> 42.
    ("bulgarian", 1, ("dedans", 0, [252, 170], [42, 0], 0)),
])
def test_deal_b_capot_with_stronger_declaration_on_the_swept_side(rules, taker, want):
    assert result(score(rules, DEAL_B, taker=taker)) == want


def test_deal_b_coinche_swept_takers_can_still_make_on_declarations():
    # team 1 takes 80 coinched; swept, but total 150 + 20 = 170 >= 80 -> made:
    # (160 + 80) x 2 = 480 + 150 declarations + 20 belote = 650; defenders 0.
    assert result(score("coinche", DEAL_B, taker=1, multiplier=2)) == \
        ("made", 0, [250, 170], [0, 650], 0)


def test_deal_b_contree_failed_takers_lose_their_belote():
    # contrée, team 1 takes 80 and is swept: total 20 (belote) < 80 -> defenders
    # 160 + 80 + the takers' belote 20 = 260.
    assert result(score("contree", DEAL_B, taker=1)) == ("dedans", 0, [250, 20], [260, 0], 0)


@pytest.mark.parametrize("rules, taker, want", [
    ("classic", 0, ("made", None, [81, 81], [81, 81], 0)),
    ("club-501", 0, ("litige", None, [81, 81], [0, 81], 81)),
    ("club-501", 1, ("litige", None, [81, 81], [81, 0], 81)),
    ("litige", 0, ("litige", None, [81, 81], [0, 81], 81)),
    # bulgarian hanging: defenders 81 -> 8, held 81 -> 8.
    ("bulgarian", 0, ("hanging", None, [81, 81], [0, 8], 8)),
    # coinche 80: 81 >= 80 made: 161 -> 160, defenders 81 -> 80.
    ("coinche", 0, ("made", None, [81, 81], [160, 80], 0)),
])
def test_deal_c_tie(rules, taker, want):
    assert result(score(rules, DEAL_C, taker=taker)) == want


def test_deal_c_coinche_bid_90_fails_on_81():
    assert result(score("coinche", DEAL_C, bid=90)) == ("dedans", None, [81, 81], [0, 250], 0)


@pytest.mark.parametrize("rules, taker, extra, want", [
    ("classic", 0, {}, ("dedans", None, [76, 86], [0, 162], 0)),
    ("classic", 1, {}, ("made", None, [76, 86], [76, 86], 0)),
    ("club-501", 0, {}, ("dedans", None, [76, 86], [0, 162], 0)),
    # coinche 80 taker 0: 76 < 80 -> 160 + 80 = 240.
    ("coinche", 0, {}, ("dedans", None, [76, 86], [0, 240], 0)),
    # contrée 80 taker 1: 86 + 80 = 166 -> 170; 76 -> 80.
    ("contree", 1, {}, ("made", None, [76, 86], [80, 170], 0)),
    # coinche 80 x2 taker 1 made: (160 + 80) x 2 = 480.
    ("coinche", 1, {"multiplier": 2}, ("made", None, [76, 86], [0, 480], 0)),
    # bulgarian taker 0 inside: 162 -> 16.
    ("bulgarian", 0, {}, ("dedans", None, [76, 86], [0, 16], 0)),
    # bulgarian taker 1 made: 76 and 86 both end in 6 -> the smaller rounds down: 7, 9.
    ("bulgarian", 1, {}, ("made", None, [76, 86], [7, 9], 0)),
])
def test_deal_d(rules, taker, extra, want):
    assert result(score(rules, DEAL_D, taker=taker, **extra)) == want


@pytest.mark.parametrize("rules, taker, extra, want", [
    # dedans: defenders 162 + 50 (every scoring declaration) + own belote 0 = 212; the
    # takers keep their belote 20.
    ("classic", 0, {}, ("dedans", None, [61, 171], [20, 212], 0)),
    ("litige", 0, {}, ("dedans", None, [61, 171], [20, 212], 0)),
    ("club-501", 0, {}, ("dedans", None, [61, 171], [20, 212], 0)),
    ("classic", 1, {}, ("made", None, [61, 171], [61, 171], 0)),
    # coinche 80: 61 < 80: 160 + 80 + 50 = 290; takers' belote 20 stays.
    ("coinche", 0, {}, ("dedans", None, [61, 171], [20, 290], 0)),
    # coinche 80 x2: 480 + 50 = 530; takers' belote 20.
    ("coinche", 0, {"multiplier": 2}, ("dedans", None, [61, 171], [20, 530], 0)),
    # contrée 80: totals 61 / 121 (no quarte in contrée); 160 + 80 + takers' belote 20 = 260.
    ("contree", 0, {}, ("dedans", None, [61, 121], [0, 260], 0)),
    # contrée 80 x4: (160 + 80) x 4 = 960 + belote 20 = 980.
    ("contree", 0, {"multiplier": 4}, ("dedans", None, [61, 121], [0, 980], 0)),
    # bulgarian taker 0: inside: 61 + 171 = 232 -> 23.
    ("bulgarian", 0, {}, ("dedans", None, [61, 171], [0, 23], 0)),
    # bulgarian taker 0 contre: 232 -> 23, x2 = 46.
    ("bulgarian", 0, {"multiplier": 2}, ("dedans", None, [61, 171], [0, 46], 0)),
    # bulgarian taker 1: made 61 -> 6, 171 -> 17.
    ("bulgarian", 1, {}, ("made", None, [61, 171], [6, 17], 0)),
    # bulgarian taker 1 contre, made: the higher team scores both: 232 -> 23 x 2 = 46.
    ("bulgarian", 1, {"multiplier": 2}, ("made", None, [61, 171], [0, 46], 0)),
])
def test_deal_e_declarations_and_belote(rules, taker, extra, want):
    assert result(score(rules, DEAL_E, taker=taker, **extra)) == want


def test_deal_f_bulgarian_all_trump_belote_only_when_led_or_followed():
    # belotes: seat 1 KS discarded first (no), KD followed (yes, team 1 20); seat 2 QH followed
    # (yes, team 0 20); seat 3 QC discarded first (no). Sequences (length first): seat 1's
    # six-card quinte beats seat 3's five-card one and team 0's tierce: team 1 scores
    # 100 + 120 = 220. totals: team 0 97 + 20 = 117; team 1 161 + 220 + 20 = 401.
    # team 1 takes: made: 117 -> 12 (AT: 7 rounds up), 401 -> 40.
    assert result(score("bulgarian", DEAL_F, taker=1, kind="AT")) == \
        ("made", None, [117, 401], [12, 40], 0)


def test_deal_f_bulgarian_all_trump_inside():
    # team 0 takes: 117 < 401 inside: 518 -> 52 (AT: 8 rounds up).
    assert result(score("bulgarian", DEAL_F, taker=0, kind="AT")) == \
        ("dedans", None, [117, 401], [0, 52], 0)


def test_deal_f_coinche_all_trump_scaled_every_belote_counts():
    # coinche AT scaled: cards 57 / 105; belotes (holder, all pairs): team 0 20, team 1 60;
    # declarations: team 1's A-high quintes beat the tierce: 220.
    # totals 77 / 385; team 1 bids 160 AT: 385 + 160 = 545 -> 550; 77 -> 80.
    assert result(score("coinche", DEAL_F, taker=1, kind="AT", bid=160)) == \
        ("made", None, [77, 385], [80, 550], 0)


def test_deal_f_coinche_all_trump_failed():
    # team 0 bids 80 AT: 77 < 80: defenders 160 + 80 + 220 + 60 = 520, takers' belote 20.
    assert result(score("coinche", DEAL_F, taker=0, kind="AT")) == \
        ("dedans", None, [77, 385], [20, 520], 0)


def test_deal_h_bulgarian_all_trump_capot():
    # 258 + 90 = 348; carrés: team 0's carré J beats team 1's carré A -> team 0 scores J, 9,
    # K and Q carrés: 200 + 150 + 100 + 100 = 550; belotes: seat 2 follows with K or Q of
    # each suit: 4 x 20 = 80. 348 + 550 + 80 = 978 -> 98.
    assert result(score("bulgarian", DEAL_H, kind="AT")) == ("made", 0, [978, 0], [98, 0], 0)


def test_deal_h_coinche_all_trump_capot_bid_scaled():
    # scaled AT 162 < 250 -> 250; + 550 + 80 = 880; capot bid made: 880 + 250 = 1130.
    assert result(score("coinche", DEAL_H, kind="AT", bid="capot")) == \
        ("made", 0, [880, 0], [1130, 0], 0)


def test_deal_h_coinche_all_trump_capot_natural_table_258():
    # natural AT: the deal's 258 is above 250: 258 + 550 + 80 = 888; + 250 = 1138 -> 1140.
    rules = {"preset": "coinche", "all_trump_points": "natural"}
    assert result(score(rules, DEAL_H, kind="AT", bid="capot")) == \
        ("made", 0, [888, 0], [1140, 0], 0)


def test_deal_a_bulgarian_no_trump_capot_no_declarations():
    # NT: same winners (every trick is one suit). 240 + 20 + 90 = 350 -> 35; the carrés do
    # not count in NT.
    assert result(score("bulgarian", DEAL_A, kind="NT")) == ("made", 0, [350, 0], [35, 0], 0)


def test_deal_a_coinche_no_trump_capot_bid():
    # coinche NT scaled: 162 < 250 -> 250; capot bid made: 250 + 250 = 500.
    assert result(score("coinche", DEAL_A, kind="NT", bid="capot")) == \
        ("made", 0, [250, 0], [500, 0], 0)


@pytest.mark.parametrize("rules, taker, extra, want", [
    # bulgarian NT doubled: team 0 4 + 42 + 42 + 10 = 98; team 1 56 + 18 + 18 + 50 + 20 = 162.
    ("bulgarian", 0, {}, ("dedans", None, [98, 162], [0, 26], 0)),
    ("bulgarian", 1, {}, ("made", None, [98, 162], [10, 16], 0)),
    # coinche NT scaled: team 0 2 + 29 + 29 + 5 = 65; team 1 36 + 9 + 9 + 33 + 10 = 97.
    # team 1 bids 90: 97 + 90 = 187 -> 190; 65 -> 70 (5 rounds up).
    ("coinche", 1, {"bid": 90}, ("made", None, [65, 97], [70, 190], 0)),
])
def test_deal_c_no_trump(rules, taker, extra, want):
    assert result(score(rules, DEAL_C, taker=taker, kind="NT", **extra)) == want


def test_deal_c_coinche_natural_no_trump_table():
    # natural NT (130 per deal): team 0 2 + 21 + 21 + 5 = 49, team 1 28 + 9 + 9 + 25 + 10 = 81.
    rules = {"preset": "coinche", "no_trump_points": "natural"}
    assert result(score(rules, DEAL_C, taker=1, kind="NT")) == \
        ("made", None, [49, 81], [50, 160], 0)


def test_complete_deal_with_an_illegal_card_is_rejected_with_its_pointer():
    # all trump, dealer 3. Trick 2: seat 0 leads AS, seat 1 plays 7S although it holds JS
    # (played in trick 3), and J beats A in AT -> the only illegal card is /tricks/1/1.
    # (trick 1 J987 H -> 0; 2 A 7 8 T S -> 0; 3 9S JS KS QS -> 1; then ascending tricks.)
    bad = ("JH 9H 8H 7H|AS 7S 8S TS|9S JS KS QS|7D 8D QD KD|"
           "TD AD 9D JD|7C 8C QC KC|TC AC 9C JC|QH KH TH AH")
    for rules in ("coinche", "bulgarian"):
        err = error_of(api.score_hand, {"rules": rules, "dealer": 3,
                                        "contract": contract(rules, 0, "AT"),
                                        "tricks": tricks(bad)})
        assert isinstance(err, ImpossibleState) and err.pointer == "/tricks/1/1"


def test_complete_deal_with_a_revoke_is_rejected():
    # DEAL_D altered: in trick 2 seat 1 plays 7D on the spade lead although it holds 7S
    # (played on the diamond lead in trick 3): /tricks/1/1.
    bad = ("JH 9H 8H 7H|AS 7D TS 8S|AD 7S TD 8D|9C QC 7C JC|"
           "QH KH AH TH|KS QS JS 9S|KD QD JD 9D|AC TC KC 8C")
    err = error_of(api.score_hand, {"rules": "classic", "dealer": 3,
                                    "contract": {"taker": 0, "kind": "H"},
                                    "tricks": tricks(bad)})
    assert err.pointer == "/tricks/1/1"


def test_phase_complete_after_eight_tricks():
    got = api.legal_moves({"rules": "classic", "dealer": 3,
                           "contract": {"taker": 0, "kind": "H"}, "tricks": tricks(DEAL_C)})
    assert got == {"phase": "complete", "to_act": None, "legal": []}


def test_playing_the_last_card_scores_the_hand():
    t = tricks(DEAL_D)
    last = t[-1].pop()   # 8C by seat 2
    hands = [[], [], [last], []]
    got = api.play({"state": {"rules": "classic", "dealer": 3,
                              "contract": {"taker": 0, "kind": "H"}, "hands": hands,
                              "tricks": t}, "action": last})
    scored = [e for e in got["events"] if "score" in str(e.get("type", ""))]
    assert scored, got["events"]
    flat = str(scored)
    assert "dedans" in flat and "162" in flat


def test_contract_is_derived_from_a_bulgarian_auction_in_a_complete_deal():
    # auction: 0 H, 1 contre, 3 passes -> taker 0, H, x2. DEAL_D: 76 / 86, higher team (1)
    # scores both: 162 -> 16, x2 = 32.
    got = api.score_hand({"rules": "bulgarian", "dealer": 3,
                          "auction": [B("H"), "contre", "pass", "pass", "pass"],
                          "tricks": tricks(DEAL_D)})
    assert result(got) == ("dedans", None, [76, 86], [0, 32], 0)


def test_turn_up_must_be_in_the_takers_start_hand():
    # DEAL_C: seat 0 takes QH in round one, but QH is led by seat 2 in trick 5: impossible.
    err = error_of(api.score_hand, {"rules": "classic", "dealer": 3, "turn_up": "QH",
                                    "auction": ["take"], "tricks": tricks(DEAL_C)})
    assert isinstance(err, ImpossibleState) and err.pointer == "/tricks/4/0"
    # round two: the taker (seat 0, names H) takes the turn-up too: QC played by seat 2.
    err = error_of(api.score_hand, {"rules": "classic", "dealer": 3, "turn_up": "QC",
                                    "auction": ["pass"] * 4 + [{"suit": "H"}],
                                    "tricks": tricks(DEAL_C)})
    assert isinstance(err, ImpossibleState) and err.pointer == "/tricks/3/2"
    # TC was played by seat 0: fine.
    ok = api.score_hand({"rules": "classic", "dealer": 3, "turn_up": "TC",
                         "auction": ["pass"] * 4 + [{"suit": "H"}], "tricks": tricks(DEAL_C)})
    assert ok["score"] == [81, 81]


def test_stock_is_dealt_before_the_first_lead():
    # seed 7, dealer 0, auction pass (1), take (2): the completed eldest (seat 1) holds
    # 8H 8D QD AD 7C + 7H KC JH and leads: any card.
    d = api.deal({"rules": "classic", "dealer": 0, "seed": 7})
    d["auction"] = ["pass", "take"]
    got = api.legal_moves(d)
    assert got == {"phase": "play", "to_act": 1,
                   "legal": ["7H", "8H", "JH", "8D", "QD", "AD", "7C", "KC"]}


def test_play_announces_belote_on_the_first_of_the_pair():
    st = {"rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
          "hands": [cards("KH QH 7S 8S 9S 7D 8D 9D"), None, None, None], "tricks": []}
    events = api.play({"state": st, "action": "KH"})["events"]
    assert {"type": "belote", "seat": 0} in events


def test_play_no_belote_event_for_a_bulgarian_all_trump_discard():
    # AT: seat 1, void in hearts, discards KS holding QS: this belote does not count.
    st = {"rules": "bulgarian", "dealer": 3, "contract": {"taker": 0, "kind": "AT"},
          "hands": [None, cards("KS QS 7D 8D 9D TD JD QD"), None, None], "tricks": [["AH"]]}
    events = api.play({"state": st, "action": "KS"})["events"]
    assert not [e for e in events if e["type"] in ("belote", "rebelote")]


def test_play_rejects_a_card_breaking_the_rules():
    st = {"rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
          "hands": [None, cards("KH QH 7S 8S 9S 7D 8D 9D"), None, None], "tricks": [["AD"]]}
    err = error_of(api.play, {"state": st, "action": "7S"})
    assert isinstance(err, IllegalAction)


# =========================================================================== §7 summaries

def test_club_501_swept_takers_tie_on_declarations_is_a_litige():
    # takers capot 250; defenders 250 of declarations -> 250-250: litige. Defenders score
    # 250 at once, the takers' 250 (no belote) is held over.
    got = summary("club-501", {"taker": 0, "kind": "H"}, (8, 0), (152, 0), 0, (0, 250))
    assert result(got) == ("litige", 0, [250, 250], [0, 250], 250)


def test_coinche_failed_contract_defenders_capot_scores_160_plus_bid():
    # defenders sweep an 80 contract: totals 0 / 250, but a failed contract pays 160 + 80.
    got = summary("coinche", {"taker": 0, "kind": "H", "bid": 80}, (0, 8), (0, 152), 1)
    assert result(got) == ("dedans", 1, [0, 250], [0, 240], 0)


def test_coinche_rounding_five_up_on_both_sides():
    # 75 + 10 = 85 >= 80 made: 85 + 80 = 165 -> 170; defenders 77 -> 80.
    got = summary("coinche", {"taker": 0, "kind": "H", "bid": 80}, (4, 4), (75, 77), 0)
    assert result(got) == ("made", None, [85, 77], [170, 80], 0)


def test_coinche_judged_on_exact_points_before_rounding():
    # 75 + 10 = 85 would round to 90, but the contract is judged on exact points first:
    # 85 < 90 fails: defenders 160 + 90 = 250.
    got = summary("coinche", {"taker": 0, "kind": "H", "bid": 90}, (4, 4), (75, 77), 0)
    assert result(got) == ("dedans", None, [85, 77], [0, 250], 0)


def test_contree_made_coinched_takes_the_defenders_belote():
    # contrée 80 x2 made (110 vs 72): winners (160 + 80) x 2 = 480 + the losing defenders'
    # belote 20 (prenable) = 500; defenders 0.
    got = summary("contree", {"taker": 0, "kind": "H", "bid": 80, "multiplier": 2},
                  (5, 3), (100, 52), 0, belote=(0, 20))
    assert result(got) == ("made", None, [110, 72], [500, 0], 0)


def test_coinche_made_coinched_losers_keep_their_belote():
    # coinche (holder): takers 480, defenders keep their belote 20.
    got = summary("coinche", {"taker": 0, "kind": "H", "bid": 80, "multiplier": 2},
                  (5, 3), (100, 52), 0, belote=(0, 20))
    assert result(got) == ("made", None, [110, 72], [480, 20], 0)


def test_bulgarian_all_trump_equal_totals_in_the_contested_digit():
    # AT 154-154: defenders' share rounded down (15), held share up (16).
    got = summary("bulgarian", {"taker": 0, "kind": "AT"}, (4, 4), (104, 144), 1, (50, 0))
    assert result(got) == ("hanging", None, [154, 154], [0, 15], 16)


def test_bulgarian_no_trump_five_rounds_up():
    # NT 125 / 135 (taker 1 made): 13 / 14.
    got = summary("bulgarian", {"taker": 1, "kind": "NT"}, (4, 4), (125, 115), 1)
    assert result(got) == ("made", None, [125, 135], [13, 14], 0)


def test_bulgarian_doubled_tie_in_the_contested_digit_holds_both_shares():
    # suit 106-106 (46 + 10 + a quarte against 106), x2: both totals held over: one rounds
    # down (10), the other up (11): (10 + 11) x 2 = 42 held, nothing scored.
    got = summary("bulgarian", {"taker": 0, "kind": "S", "multiplier": 2}, (4, 4), (46, 106), 0,
                  (50, 0))
    assert result(got) == ("hanging", None, [106, 106], [0, 0], 42)


def test_bulgarian_hanging_holds_the_takers_belote_too():
    # takers 61 + 10 + 20 belote = 91, defenders 91: defenders 9 now, 9 held (belote inside).
    got = summary("bulgarian", {"taker": 0, "kind": "H"}, (4, 4), (61, 91), 0, belote=(20, 0))
    assert result(got) == ("hanging", None, [91, 91], [0, 9], 9)


def test_bulgarian_capot_doubled():
    # 152 + 10 + 90 = 252 vs 0, x2: the higher team scores both: 252 -> 25, x2 = 50.
    got = summary("bulgarian", {"taker": 0, "kind": "H", "multiplier": 2}, (8, 0), (152, 0), 0)
    assert result(got) == ("made", 0, [252, 0], [50, 0], 0)


def test_bulgarian_all_trump_recontre_sum_rounds_as_one_figure():
    # AT 134 / 124 x4: both to the takers: 258 -> 26 (AT: 8 up), x4 = 104.
    got = summary("bulgarian", {"taker": 0, "kind": "AT", "multiplier": 4}, (4, 4), (124, 124),
                  0)
    assert result(got) == ("made", None, [134, 124], [104, 0], 0)


def test_litige_preset_defenders_capot():
    # litige, takers swept: defenders 252, takers keep their belote.
    got = summary("litige", {"taker": 0, "kind": "H"}, (0, 8), (0, 152), 1, belote=(20, 0))
    assert result(got) == ("dedans", 1, [20, 252], [20, 252], 0)


@pytest.mark.parametrize("field, value, pointer", [
    ("card_points", [90, 70], "/card_points"),           # 160 != 152
    ("card_points", [150, 2], "/card_points/1"),         # team 1 won no trick
    ("last_trick", 1, "/last_trick"),                    # team 1 won no trick
    ("tricks_won", [7, 0], "/tricks_won"),               # not 8 tricks
    ("declarations", [20, 50], "/declarations"),         # only one team scores (together)
    ("belote", [40, 0], "/belote/0"),                    # one K-Q of trumps in a suit contract
])
def test_summary_impossible_figures(field, value, pointer):
    doc = {"rules": "classic", "contract": {"taker": 0, "kind": "H"}, "tricks_won": [8, 0],
           "card_points": [152, 0], "last_trick": 0, "declarations": [0, 0], "belote": [0, 0]}
    doc[field] = value
    err = error_of(api.score_hand, doc)
    assert isinstance(err, ImpossibleState) and err.pointer == pointer


@pytest.mark.parametrize("rules, contract_doc, pts", [
    ("bulgarian", {"taker": 0, "kind": "NT"}, [80, 72]),      # NT table holds 240
    ("coinche", {"taker": 0, "kind": "AT", "bid": 80}, [124, 124]),  # scaled AT holds 152
])
def test_summary_card_points_must_match_the_contract_table(rules, contract_doc, pts):
    err = error_of(api.score_hand, {"rules": rules, "contract": contract_doc,
                                    "tricks_won": [4, 4], "card_points": pts, "last_trick": 0,
                                    "declarations": [0, 0], "belote": [0, 0]})
    assert err.pointer == "/card_points"


@pytest.mark.parametrize("rules, kind", [("contree", "H"), ("coinche", "NT")])
def test_summary_declarations_where_none_are_allowed(rules, kind):
    err = error_of(api.score_hand, {"rules": rules, "contract": {"taker": 0, "kind": kind,
                                                                 "bid": 80},
                                    "tricks_won": [4, 4], "card_points": [80, 72],
                                    "last_trick": 0, "declarations": [50, 0], "belote": [0, 0]})
    assert err.pointer == "/declarations/0"


@pytest.mark.parametrize("value", [10, 30, 1000])
def test_summary_unreachable_declaration_points(value):
    # a team's scored declarations are a sum of 20, 50, 100, 150, 200 over two hands of 8
    # cards: 10 and 30 cannot be made; the most is carré J + carré 9 + carré A + carré T = 550.
    err = error_of(api.score_hand, {"rules": "classic", "contract": {"taker": 0, "kind": "H"},
                                    "tricks_won": [4, 4], "card_points": [80, 72],
                                    "last_trick": 0, "declarations": [value, 0],
                                    "belote": [0, 0]})
    assert isinstance(err, ImpossibleState) and err.pointer == "/declarations/0"


# =========================================================================== hostile states

def test_hand_size_must_match_the_tricks_played():
    # seat 1 played TS in trick 1, so holds 7 cards, not 8.
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3,
                                     "contract": {"taker": 0, "kind": "H"},
                                     "hands": [None, cards("7S 8S 9S 7D 8D 9D 7C 8C"), None,
                                               None],
                                     "tricks": [["AS", "TS", "JS", "QS"], ["KS"]]})
    assert isinstance(err, ImpossibleState) and err.pointer == "/hands/1"


def test_a_card_both_held_and_played_is_impossible():
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3,
                                     "contract": {"taker": 0, "kind": "H"},
                                     "hands": [None, cards("AS 8S 9S 7D 8D 9D 7C 8C"), None,
                                               None],
                                     "tricks": [["AS"]]})
    assert isinstance(err, ImpossibleState)
    assert err.pointer in ("/tricks/0/0", "/hands/1/0")


def test_no_card_before_the_auction_ends():
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3, "turn_up": "QH",
                                     "auction": ["pass"], "tricks": [["AS"]]})
    assert err.pointer.startswith("/tricks")


def test_known_hand_revoke_is_detected():
    # seat 1 (hand known) discarded 7D on the spade lead while holding... its remaining hand
    # shows no spade, but it played QS in trick 2 -> it held a spade in trick 1.
    err = error_of(api.legal_moves, {
        "rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
        "hands": [None, cards("8D 9D TD JD QD KD"), cards("7C 8C 9C TC JC QC KC"), None],
        "tricks": [["AS", "7D", "8S", "9S"], ["KS", "QS"]]})
    assert isinstance(err, ImpossibleState) and err.pointer == "/tricks/0/1"


def test_unknown_hand_revoke_is_still_impossible():
    # trick 1: seat 0 AS, seat 1 discards 7D (so void in spades), 2 8S, 3 9S; trick 2: seat 0
    # KS, seat 1 QS -> seat 1 held QS in trick 1 and had to follow: the state cannot happen,
    # whatever the rest of seat 1's hand.
    err = error_of(api.legal_moves, {
        "rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
        "hands": [None, None, cards("7C 8C 9C TC JC QC KC"), None],
        "tricks": [["AS", "7D", "8S", "9S"], ["KS", "QS"]]})
    assert isinstance(err, ImpossibleState)
    assert err.pointer in ("/tricks/0/1", "/tricks/1/1")


def test_unknown_hand_failure_to_climb_is_impossible():
    # hearts trump: seat 0 leads QH, seat 1 plays 7H; in trick 2 seat 1 plays JH -> it held JH
    # in trick 1 and had to beat QH.
    err = error_of(api.legal_moves, {
        "rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
        "hands": [None, None, cards("7C 8C 9C TC JC QC KC"), None],
        "tricks": [["QH", "7H", "8S", "9S"], ["KH", "JH"]]})
    assert isinstance(err, ImpossibleState)
    assert err.pointer in ("/tricks/0/1", "/tricks/1/1")


def test_unknown_hand_failure_to_trump_is_impossible():
    # hearts trump: seat 1, void in spades (discards 7D) with seat 0 (an opponent) master,
    # later plays 7H -> it held a trump and had to play it in trick 1.
    err = error_of(api.legal_moves, {
        "rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
        "hands": [None, None, cards("7C 8C 9C TC JC QC KC"), None],
        "tricks": [["AS", "7D", "8S", "9S"], ["KS", "7H"]]})
    assert isinstance(err, ImpossibleState)
    assert err.pointer in ("/tricks/0/1", "/tricks/1/1")


@pytest.mark.parametrize("doc, pointer", [
    ({"rules": "classic", "dealer": 4, "contract": {"taker": 0, "kind": "H"}, "tricks": []},
     "/dealer"),
    ({"rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
      "tricks": [["AS", "7S", "8S", "9S", "TS"]]}, "/tricks/0"),
    ({"rules": "nope", "dealer": 3, "auction": []}, "/rules"),
])
def test_malformed_states(doc, pointer):
    err = error_of(api.legal_moves, doc)
    assert isinstance(err, MalformedInput) and err.pointer == pointer


def test_resolve_trick_rejects_a_bad_card_and_a_duplicate():
    err = error_of(api.resolve_trick, {"rules": "classic", "contract": {"taker": 0, "kind": "H"},
                                       "leader": 0, "cards": ["1S", "7S", "8S", "9S"]})
    assert isinstance(err, MalformedInput) and err.pointer == "/cards/0"
    err = error_of(api.resolve_trick, {"rules": "classic", "contract": {"taker": 0, "kind": "H"},
                                       "leader": 0, "cards": ["AS", "7S", "AS", "9S"]})
    assert isinstance(err, ImpossibleState) and err.pointer.startswith("/cards")


def test_point_auction_needs_no_turn_up_and_take_or_pass_needs_one():
    err = error_of(api.legal_moves, {"rules": "classic", "dealer": 3, "auction": []})
    assert err.pointer == "/turn_up"
    err = error_of(api.legal_moves, {"rules": "coinche", "dealer": 3, "auction": [],
                                     "turn_up": "QH"})
    assert err.pointer == "/turn_up"


def test_turn_up_accepts_10_and_bidding_starts():
    assert bidding("classic", [], turn_up="10H")["legal"] == ["pass", "take"]


def test_coinche_complete_deal_needs_a_bid():
    err = error_of(api.score_hand, {"rules": "coinche", "dealer": 3,
                                    "contract": {"taker": 0, "kind": "H"},
                                    "tricks": tricks(DEAL_C)})
    assert err.pointer == "/contract/bid"


# =========================================================================== §8 the match

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



# =========================================================================== §9 rulesets

def test_preset_fields_named_in_rules_md():
    want = {
        "classic": dict(bidding="take_or_pass", undertrump="forced", capot="252",
                        success="at_least", tie="takers_make", declaration_tie="first_speaker",
                        dealer_must_name_in_round_two=False, redeal_by="next", target=1000),
        "club-501": dict(bidding="take_or_pass", undertrump="forced", capot="250",
                         success="more_than", tie="litige_next_defender",
                         declaration_tie="nobody", dealer_must_name_in_round_two=True,
                         redeal_by="same", target=501, hand_limit=40),
        "litige": dict(capot="252", success="more_than", tie="litige_next_winner",
                       declaration_tie="first_speaker", target=1000),
        "coinche": dict(bidding="point_auction", undertrump="free", all_trump_points="scaled",
                        no_trump_points="scaled", capot="250", declaration_tie="nobody",
                        belote_on_failure="holder", rounding="tens", target=2000),
        "contree": dict(bidding="point_auction", contract_kinds=["S", "H", "D", "C"],
                        declarations="belote_only", belote_on_failure="winners",
                        rounding="tens", target=2000),
        "bulgarian": dict(bidding="bulgarian_auction", declaration_comparison="separate",
                          sequence_rank="length", undertrump="free",
                          all_trump_points="natural", no_trump_points="doubled",
                          capot="plus_90", tie="hanging", belote_on_failure="winners",
                          rounding="bulgarian_tens", target=151),
    }
    for name, fields in want.items():
        preset = api.ruleset(name)
        for key, value in fields.items():
            assert preset[key] == value, (name, key)


def test_override_undertrump_free_in_classic():
    rules = {"preset": "classic", "undertrump": "free"}
    got = legal_cards(rules, "H", "AS 9H", 2, "AH 7H KD 8D QC 9C TC 7C")
    assert set(got) == set(cards("AH 7H KD 8D QC 9C TC 7C"))


def test_override_declaration_tie_nobody_in_classic():
    rules = {"preset": "classic", "declaration_tie": "nobody"}
    a = declare(rules, D_TIED_TIERCES_0_3, dealer=0)
    assert a["team"] is None and a["points"] == [0, 0]


def test_override_contradicting_the_tie_rule_is_a_client_error():
    # success: more_than with tie: takers_make leaves an exact tie undefined: a client error
    # naming the rules, never a silent default (§9).
    err = error_of(api.score_hand, {"rules": {"preset": "classic", "success": "more_than"},
                                    "dealer": 3, "contract": {"taker": 0, "kind": "H"},
                                    "tricks": tricks(DEAL_C)})
    assert err.pointer.startswith("/rules")


def test_play_rebelote_on_the_second_of_the_pair():
    # trick 1: seat 0 KH (belote), 7H, 8H, seat 3 discards TS -> seat 0 wins, leads QH.
    st = {"rules": "classic", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
          "hands": [cards("QH 7S 8S 9S 7D 8D 9D"), None, None, None],
          "tricks": [["KH", "7H", "8H", "TS"]]}
    assert {"type": "rebelote", "seat": 0} in api.play({"state": st, "action": "QH"})["events"]


def test_bulgarian_suit_contract_belote_counts_when_ruffing():
    # the all-trump restriction is for AT only: in a hearts contract, seat 1 ruffs a spade
    # with KH holding QH: belote.
    st = {"rules": "bulgarian", "dealer": 3, "contract": {"taker": 0, "kind": "H"},
          "hands": [None, cards("KH QH 7D 8D 9D TD JD QD"), None, None], "tricks": [["AS"]]}
    assert {"type": "belote", "seat": 1} in api.play({"state": st, "action": "KH"})["events"]


def test_coinche_all_trump_belote_counts_even_on_a_discard():
    st = {"rules": "coinche", "dealer": 3, "contract": {"taker": 0, "kind": "AT", "bid": 80},
          "hands": [None, cards("KS QS 7D 8D 9D TD JD QD"), None, None], "tricks": [["AH"]]}
    assert {"type": "belote", "seat": 1} in api.play({"state": st, "action": "KS"})["events"]


def test_deal_is_deterministic_and_cuts_for_the_dealer():
    a = api.deal({"rules": "classic", "seed": 7})
    assert a == api.deal({"rules": "classic", "seed": 7})
    assert a["dealer"] in (0, 1, 2, 3)
    b = api.deal({"rules": "bulgarian", "dealer": 2, "seed": 11})
    assert [len(h) for h in b["hands"]] == [5, 5, 5, 5] and len(b["stock"]) == 12
    assert b.get("turn_up") is None
