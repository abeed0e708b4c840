"""The rules review of docs/rules.md section 8 (scoring a hand), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""

import pytest

from engine import api
from engine.errors import IllegalAction, ImpossibleState
from tests.engine.review import B, DEAL_C, DEAL_D, cards, contract, error_of, score, summary, tricks


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
    d = api.new_deal({"rules": "classic", "dealer": 0, "seed": 7})
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
