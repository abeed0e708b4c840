"""The jass family (docs/rules.md, Klaverjas and Bela): one test per named rule, every worked
example with its figures worked out by hand."""

import pytest

import engine
from engine.rules.cards import codes, mask_of, parse_card, table_for
from engine.deal.dealing import SeedStream, shuffled_deck
from engine.errors import IllegalAction, ImpossibleState, MalformedInput
from engine.rules.play import legal_cards
from engine.rules.roem import trick_roem
from engine.rules.ruleset import PRESETS, resolve_rules
from engine.deal.state import Deal

ROTTERDAM, AMSTERDAM, BELA = "klaverjas-rotterdam", "klaverjas-amsterdam", "bela"


def cards(text):
    return [parse_card(c) for c in text.split()]


def legal(preset, trick, hand, kind="H"):
    rules = resolve_rules(preset)
    return set(codes(legal_cards(table_for(kind), rules.play, mask_of(cards(hand)), cards(trick))))


def summary(preset, taker, tricks, points, last, *extra):
    doc = {"rules": preset, "contract": {"taker": taker, "kind": "H"}, "tricks_won": list(tricks),
           "card_points": list(points), "last_trick": last}
    name = preset if isinstance(preset, str) else preset["preset"]
    if name.startswith("klaverjas"):
        doc["roem"] = list(extra[0])
    else:
        doc["declarations"], doc["belote"] = list(extra[0]), list(extra[1])
    return engine.score_hand(doc)


# -- scoring: the worked examples ---------------------------------------------------------

@pytest.mark.parametrize("name,preset,taker,tricks,points,last,roem,totals,outcome,score", [
    ("K1", AMSTERDAM, 0, (5, 3), (90, 62), 0, (20, 0), (120, 62), "made", (120, 62)),
    ("K2", ROTTERDAM, 0, (4, 4), (70, 82), 0, (0, 20), (80, 102), "dedans", (0, 182)),
    ("K3", AMSTERDAM, 1, (4, 4), (81, 71), 1, (0, 0), (81, 81), "dedans", (162, 0)),
    ("K4", ROTTERDAM, 0, (4, 4), (66, 86), 0, (50, 20), (126, 106), "made", (126, 106)),
    ("K5", AMSTERDAM, 0, (8, 0), (152, 0), 0, (40, 0), (202, 0), "made", (302, 0)),
    ("K6", ROTTERDAM, 1, (8, 0), (152, 0), 0, (20, 0), (182, 0), "dedans", (282, 0)),
    ("K7", AMSTERDAM, 1, (3, 5), (75, 77), 1, (100, 0), (175, 87), "dedans", (262, 0)),
])
def test_klaverjas_worked_examples(name, preset, taker, tricks, points, last, roem, totals,
                                   outcome, score):
    result = summary(preset, taker, tricks, points, last, roem)
    assert (result["outcome"], result["totals"], result["score"]) == (
        outcome, list(totals), list(score)), name


def test_roem_decides_nat():
    # K4 without its 50 of roem: 76 against 106, the makers are nat
    assert summary(ROTTERDAM, 0, (4, 4), (66, 86), 0, (0, 20))["score"] == [0, 182]


def test_pit_for_the_makers_only():
    rules = {"preset": ROTTERDAM, "pit_scope": "makers_only"}
    assert summary(rules, 1, (8, 0), (152, 0), 0, (20, 0))["score"] == [182, 0]


def test_a_pit_names_the_sweeping_team():
    assert summary(AMSTERDAM, 0, (8, 0), (152, 0), 0, (40, 0))["capot"] == 0


@pytest.mark.parametrize("name,taker,tricks,points,last,decl,bela,totals,outcome,score", [
    ("B1", 0, (5, 3), (90, 62), 0, (50, 0), (0, 20), (150, 82), "made", (150, 82)),
    ("B2", 1, (5, 3), (82, 70), 0, (0, 20), (0, 0), (92, 90), "dedans", (182, 0)),
    ("B3", 0, (4, 4), (71, 81), 0, (0, 0), (0, 0), (81, 81), "dedans", (0, 162)),
    ("B4", 0, (8, 0), (152, 0), 0, (100, 0), (0, 20), (352, 20), "made", (352, 20)),
    ("B5", 1, (8, 0), (152, 0), 0, (0, 50), (0, 0), (252, 0), "dedans", (252, 0)),
    ("B6", 0, (4, 4), (80, 72), 1, (0, 0), (20, 0), (100, 82), "made", (100, 82)),
    ("B7", 0, (3, 5), (60, 92), 1, (20, 0), (20, 0), (100, 102), "dedans", (0, 202)),
])
def test_bela_worked_examples(name, taker, tricks, points, last, decl, bela, totals, outcome,
                              score):
    result = summary(BELA, taker, tricks, points, last, decl, bela)
    assert (result["outcome"], result["totals"], result["score"]) == (
        outcome, list(totals), list(score)), name


def test_bela_tie_hanging_by_field():
    result = summary({"preset": BELA, "tie": "litige_next_winner"}, 0, (4, 4), (71, 81), 0,
                     (0, 0), (0, 0))
    assert (result["outcome"], result["score"], result["held_over"]) == ("litige", [0, 81], 81)


def test_swept_declarations_to_the_sweeper():
    result = summary({"preset": BELA, "swept_declarations": "to_sweeper"}, 1, (8, 0), (152, 0),
                     0, (0, 50), (0, 0))
    assert result["score"] == [302, 0]


def test_without_the_bela_the_takers_fall():
    assert summary(BELA, 0, (4, 4), (80, 72), 1, (0, 0), (0, 0))["outcome"] == "dedans"


def test_roem_beyond_what_tricks_hold_is_refused():
    with pytest.raises(ImpossibleState) as error:
        summary(ROTTERDAM, 0, (5, 3), (90, 62), 0, (0, 700))
    assert error.value.pointer == "/roem/1"


# -- roem ----------------------------------------------------------------------------------

@pytest.mark.parametrize("trick,preset,points", [
    ("QH KH JH 7C", ROTTERDAM, 40),
    ("TH JH QH KH", ROTTERDAM, 70),
    ("AH KH QH 7D", ROTTERDAM, 40),
    ("9H TH JH 8C", ROTTERDAM, 20),
    ("7S 8S 9S TS", ROTTERDAM, 50),
    ("KS QS JD 7C", ROTTERDAM, 0),
    ("KH QH 7S 8C", ROTTERDAM, 20),
    ("JS JH JD JC", AMSTERDAM, 200),
    ("JS JH JD JC", ROTTERDAM, 100),
    ("7S 7H 7D 7C", ROTTERDAM, 100),
    ("JH 9H AH 7S", ROTTERDAM, 0),      # trump order does not make a run
    ("9S JS QS KS", ROTTERDAM, 20),     # three of four in a row
])
def test_roem_of_one_trick(trick, preset, points):
    assert trick_roem(cards(trick), 1, PRESETS[preset])[0] == points


def test_four_of_a_kind_high_ranks_only():
    rules = resolve_rules({"preset": ROTTERDAM, "four_of_a_kind_ranks": "high"})
    assert trick_roem(cards("7S 7H 7D 7C"), 1, rules) == (0, ())
    assert trick_roem(cards("QS QH QD QC"), 1, rules) == (100, ("four_of_a_kind",))


def test_resolve_trick_answers_roem():
    answer = engine.resolve_trick({"rules": ROTTERDAM, "contract": {"taker": 0, "kind": "H"},
                                   "leader": 1, "cards": ["TH", "JH", "QH", "KH"]})
    assert answer == {"winner": 2, "team": 0, "points": 37, "roem": 70,
                      "roem_kinds": ["four_in_a_row", "stuk"]}
    classic = engine.resolve_trick({"rules": "classic", "contract": {"taker": 0, "kind": "H"},
                                    "leader": 1, "cards": ["TH", "JH", "QH", "KH"]})
    assert "roem" not in classic


# -- legal cards ---------------------------------------------------------------------------

@pytest.mark.parametrize("trick,hand,rotterdam,amsterdam", [
    ("KS AS 7S", "8H QD 7C", "8H", "8H QD 7C"),
    ("KS 9H", "AH 8D 7C", "AH", "8D 7C"),
    ("KS 9H 7S", "JH 7H QD", "JH", "JH QD"),
    ("KS 9H 7S", "7H 8H", "7H 8H", "7H 8H"),
    ("8H JH", "9H 7H AS", "9H 7H", "9H 7H"),
    ("8D 7D", "AD 9D KH", "AD 9D", "AD 9D"),
])
def test_klaverjas_legal_cards(trick, hand, rotterdam, amsterdam):
    assert legal(ROTTERDAM, trick, hand) == set(rotterdam.split())
    assert legal(AMSTERDAM, trick, hand) == set(amsterdam.split())


@pytest.mark.parametrize("trick,hand,allowed", [
    ("JS 8S", "TS QS 9S AH", "TS QS"),
    ("JS 7H", "TS QS 9S AH", "TS QS 9S"),
    ("QD 8H", "QH AH 7H KC", "QH AH"),
    ("QD 9H", "QH AH 7H KC", "QH AH 7H"),
    ("KS AS", "8H QD", "8H"),           # no partner exemption: trump the partner's trick
])
def test_bela_legal_cards(trick, hand, allowed):
    assert legal(BELA, trick, hand) == set(allowed.split())


def test_rotterdam_with_free_undertrump_is_a_valid_ruleset():
    rules = {"preset": ROTTERDAM, "undertrump": "free"}
    assert resolve_rules(rules).play.undertrump == "free"


def test_the_french_presets_read_the_same_fields():
    assert [PRESETS[p].play[:3] for p in ("classic", "coinche")] == [
        (True, "forced", False), (True, "free", False)]


def test_an_amsterdam_undertrump_is_refused_with_its_reason():
    state = {"rules": AMSTERDAM, "dealer": 3, "contract": {"taker": 0, "kind": "H"},
             "hands": [None, None, ["7H", "8D", "9D", "TD", "JD", "QD", "KD", "AD"], None],
             "tricks": [["KS", "9H"]]}
    with pytest.raises(IllegalAction) as error:
        engine.play({"state": state, "action": "7H"})
    assert error.value.code == "must_not_undertrump"


# -- overrides -----------------------------------------------------------------------------

def test_amsterdam_with_forced_undertrump_is_a_contradiction():
    with pytest.raises(ImpossibleState) as error:
        resolve_rules({"preset": AMSTERDAM, "undertrump": "forced"})
    assert (error.value.code, error.value.pointer) == ("rules_contradiction", "/undertrump")
    assert "trump_obligation amsterdam contradicts undertrump forced" in error.value.message


def test_naming_an_obligation_brings_its_partner_exemption():
    rules = resolve_rules({"preset": ROTTERDAM, "trump_obligation": "amsterdam",
                           "undertrump": "last_resort"})
    assert rules.play == PRESETS[AMSTERDAM].play
    with pytest.raises(ImpossibleState):
        resolve_rules({"preset": ROTTERDAM, "partner_exemption": True})


def test_jass_fields_outside_their_family_are_refused():
    with pytest.raises(ImpossibleState) as error:
        resolve_rules({"preset": "classic", "all_pass": "forced_dealer"})
    assert error.value.code == "contradicts_family"
    # the value as sent, a plain JSON value, quoted once in the message
    assert error.value.params["value"] == "forced_dealer"
    assert error.value.message == 'all_pass "forced_dealer" contradicts take_or_pass bidding'
    with pytest.raises(ImpossibleState):
        resolve_rules({"preset": BELA, "tie": "makers_fail"})
    with pytest.raises(MalformedInput):
        resolve_rules({"preset": ROTTERDAM, "four_jacks": 150})


def test_the_six_presets_keep_their_values():
    assert PRESETS["classic"].play.partner_exemption and PRESETS["classic"].pit_bonus == 0
    assert all(PRESETS[p].game_end == "target" for p in
               ("classic", "club-501", "litige", "coinche", "contree", "bulgarian"))


# -- bidding -------------------------------------------------------------------------------

def klaverjas_bidding(rules, auction):
    return engine.legal_moves({"rules": rules, "dealer": 3, "auction": auction})


def test_pass_round_then_the_eldest_must_name():
    assert klaverjas_bidding(ROTTERDAM, [])["legal"] == [
        "pass", {"suit": "S"}, {"suit": "H"}, {"suit": "D"}, {"suit": "C"}]
    forced = klaverjas_bidding(ROTTERDAM, ["pass"] * 4)
    assert forced["to_act"] == 0 and "pass" not in forced["legal"]
    done = engine.play({"state": {"rules": ROTTERDAM, "dealer": 3, "auction": ["pass"] * 4},
                        "action": {"suit": "D"}})
    assert done["state"]["contract"] == {"taker": 0, "kind": "D"} and done["to_act"] == 0


def test_all_pass_forced_dealer_and_redeal():
    dealer = klaverjas_bidding({"preset": ROTTERDAM, "all_pass": "forced_dealer"}, ["pass"] * 4)
    assert dealer["to_act"] == 3 and "pass" not in dealer["legal"]
    redeal = klaverjas_bidding({"preset": ROTTERDAM, "all_pass": "redeal"}, ["pass"] * 4)
    assert redeal["phase"] == "thrown_in"


def test_eldest_must_name_at_once():
    moves = klaverjas_bidding({"preset": AMSTERDAM, "trump_choice": "eldest_must"}, [])
    assert moves["to_act"] == 0 and "pass" not in moves["legal"]


def test_the_taker_does_not_lead_the_eldest_does():
    answer = engine.play({"state": {"rules": ROTTERDAM, "dealer": 3, "auction": ["pass", "pass"]},
                          "action": {"suit": "S"}})
    assert answer["state"]["contract"]["taker"] == 2 and answer["to_act"] == 0


def test_bela_dealer_must_call():
    moves = engine.legal_moves({"rules": BELA, "dealer": 3, "auction": ["pass"] * 3})
    assert moves["to_act"] == 3 and "pass" not in moves["legal"]
    free = engine.play({"state": {"rules": {"preset": BELA, "dealer_must": False}, "dealer": 3,
                                  "auction": ["pass"] * 3}, "action": "pass"})
    assert free["phase"] == "thrown_in"


# -- dealing -------------------------------------------------------------------------------

def test_klaverjas_deals_3_2_3_from_the_eldest():
    state = engine.new_deal({"rules": ROTTERDAM, "dealer": 1, "seed": "boompje"})
    deck = [codes(1 << c)[0] for c in shuffled_deck(SeedStream("boompje"))]
    order = [2, 3, 0, 1]
    expected = {s: [] for s in range(4)}
    top = 0
    for size in (3, 2, 3):
        for seat in order:
            expected[seat] += deck[top:top + size]
            top += size
    assert [set(h) for h in state["hands"]] == [set(expected[s]) for s in range(4)]
    assert "stock" not in state and "turn_up" not in state and "talon" not in state


def test_bela_deals_six_and_a_two_card_talon():
    state = engine.new_deal({"rules": BELA, "dealer": 0, "seed": 5})
    deck = [codes(1 << c)[0] for c in shuffled_deck(SeedStream(5))]
    assert [len(h) for h in state["hands"]] == [6] * 4
    assert state["talon"][1] == sorted(deck[24:26], key=lambda c: parse_card(c))
    assert state == engine.new_deal({"rules": BELA, "dealer": 0, "seed": 5})
    called = engine.play({"state": state, "action": {"suit": "H"}})
    assert [e["type"] for e in called["events"]] == ["call", "contract", "deal_completed"]
    assert "talon" not in called["state"]
    assert [set(h) for h in called["state"]["hands"]] == [
        set(h) | set(t) for h, t in zip(state["hands"], state["talon"])]


# -- belot and the match -------------------------------------------------------------------

BELOT_STATE = {"rules": BELA, "dealer": 0, "auction": [],
               "hands": [["7S", "8S", "9S", "TS", "JS", "QS"],
                         ["7H", "8H", "9H", "TH", "JH", "QH"],
                         ["7D", "8D", "9D", "TD", "JD", "QD"],
                         ["7C", "8C", "9C", "TC", "JC", "QC"]],
               "talon": [["KS", "AS"], ["KH", "AH"], ["KD", "AD"], ["KC", "AC"]]}


def test_a_belot_wins_the_match_at_once():
    answer = engine.play({"state": BELOT_STATE, "action": {"suit": "C"}})
    belot = answer["events"][-1]
    assert (belot["type"], belot["seat"], belot["team"]) == ("belot", 1, 1)
    assert answer["phase"] == "complete" and answer["to_act"] is None
    assert engine.score_hand(answer["state"]) == {"outcome": "belot", "team": 1}
    match = engine.score_match({"rules": BELA, "hands": [
        {"dealer": 3, "taker": 0, "outcome": "made", "score": [990, 0]}, belot["match_entry"]]})
    assert (match["finished"], match["winner"]) == (True, 1)


def test_belot_is_a_declaration_kind():
    hands = [h + t for h, t in zip(BELOT_STATE["hands"], BELOT_STATE["talon"])]
    answer = engine.declarations({"rules": BELA, "contract": {"taker": 1, "kind": "H"},
                                  "dealer": 0, "hands": hands})
    assert answer["declarations"][1][0]["kind"] == "belot"


def test_bela_declaration_comparisons():
    def compare(hands, kind="H"):
        return engine.declarations({"rules": BELA, "contract": {"taker": 0, "kind": kind},
                                    "dealer": 0, "hands": hands})
    # four kings (100) against a quint of trumps (100): four of a kind wins
    fours = compare([["KS", "KH", "KD", "KC", "7S", "8S", "AD", "7C"],
                     ["QH", "JH", "TH", "9H", "8H", "9S", "JS", "8C"],
                     ["TS", "AS", "7D", "9D", "JD", "9C", "JC", "AC"],
                     ["QS", "7H", "AH", "8D", "TD", "QD", "TC", "QC"]])
    assert (fours["team"], fours["points"]) == (0, [100, 0])
    # Q-J-T of clubs (seat 1, eldest) against Q-J-T of hearts, trumps (seat 2): seat 1 first
    tie = compare([["7S", "9S", "JS", "7D", "9D", "JD", "KD", "AC"],
                   ["QC", "JC", "TC", "7H", "9H", "KS", "8D", "AD"],
                   ["QH", "JH", "TH", "8S", "AS", "TD", "QD", "7C"],
                   ["TS", "QS", "8H", "KH", "AH", "8C", "9C", "KC"]])
    assert (tie["team"], tie["points"]) == (1, [0, 20])


@pytest.mark.parametrize("scores,finished,winner", [
    ([(160, 0)] * 15 + [(2514 - 2400, 2488)], True, 0),
    ([(0, 0)] * 15 + [(2500, 2500)], True, None),
    ([(100, 62)] * 15, False, None),
])
def test_a_boompje_of_16_deals(scores, finished, winner):
    hands = [{"dealer": i % 4, "taker": 0, "outcome": "made", "score": list(s)}
             for i, s in enumerate(scores)]
    match = engine.score_match({"rules": ROTTERDAM, "hands": hands})
    assert (match["finished"], match["winner"]) == (finished, winner)


def test_klaverjas_to_a_target():
    rules = {"preset": AMSTERDAM, "game_end": "target", "target": 1500}
    hands = [{"dealer": 0, "taker": 0, "outcome": "made", "score": [1480, 1390]},
             {"dealer": 1, "taker": 0, "outcome": "made", "score": [80, 62]}]
    match = engine.score_match({"rules": rules, "hands": hands})
    assert (match["totals"], match["finished"], match["winner"]) == ([1560, 1452], True, 0)


@pytest.mark.parametrize("before,hand,finished,winner", [
    ((950, 870), (120, 42), True, 0),
    ((990, 995), (50, 112), True, 1),
    ((1000, 1000), (50, 50), False, None),
])
def test_bela_match_to_1001(before, hand, finished, winner):
    hands = [{"dealer": 0, "taker": 0, "outcome": "made", "score": list(before)},
             {"dealer": 1, "taker": 0, "outcome": "made", "score": list(hand)}]
    match = engine.score_match({"rules": BELA, "hands": hands})
    assert (match["finished"], match["winner"]) == (finished, winner)


def test_trick_events_carry_roem():
    state = {"rules": ROTTERDAM, "dealer": 3, "contract": {"taker": 0, "kind": "H"},
             "hands": [["7S", "8S", "9S", "TS", "JS", "QS", "KS"],
                       ["7D", "8D", "9D", "TD", "JD", "QD", "KD"],
                       ["7C", "8C", "9C", "TC", "JC", "QC", "KC"],
                       ["KH", "AS", "AD", "AC", "AH", "7H", "8H", "9H"]],
             "tricks": [["TH", "JH", "QH"]]}
    answer = engine.play({"state": state, "action": "KH"})
    won = answer["events"][-1]
    assert (won["type"], won["seat"], won["roem"], won["roem_kinds"]) == (
        "trick_won", 1, 70, ["four_in_a_row", "stuk"])


# -- properties over random deals ----------------------------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.engine.test_properties import playout  # noqa: E402


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([ROTTERDAM, AMSTERDAM, BELA]), st.integers(0, 2 ** 32))
def test_a_deal_is_worth_162_plus_its_roem_or_bonuses(preset, seed):
    states, _, events, phase = playout(preset, seed)
    if phase != "complete" or events[-1]["type"] == "belot":
        return
    tricks = [e for e in events if e["type"] == "trick_won"]
    result = events[-1]["result"]
    cards = sum(t["points"] + t["last_trick_bonus"] for t in tricks)
    assert cards == 162
    if preset == BELA:
        decl = engine.score_hand(states[-1])  # the same deal scored from its state
        assert decl == result
        assert sum(result["totals"]) >= 162 + (90 if result["capot"] is not None else 0)
        return
    roem = [0, 0]
    for t in tricks:
        roem[t["team"]] += t["roem"]
    team_cards = [0, 0]
    for t in tricks:
        team_cards[t["team"]] += t["points"] + t["last_trick_bonus"]
    assert result["totals"] == [team_cards[0] + roem[0], team_cards[1] + roem[1]]
    assert sum(result["totals"]) == 162 + sum(roem)
    pit = 100 if result["capot"] is not None else 0
    assert sum(result["score"]) == 162 + sum(roem) + pit


# -- the solver ----------------------------------------------------------------------------

import random  # noqa: E402

from engine.rules.cards import cards_in  # noqa: E402
from engine.search.roem_solver import solve_with_roem  # noqa: E402
from engine.search.solver import solve  # noqa: E402


def brute(table, rules, hands, trick, leader, with_roem):
    """(mine, theirs) for the mover's team: plain minimax on the difference, no pruning."""
    seat = (leader + len(trick)) % 4
    best = None
    for card in cards_in(legal_cards(table, rules.play, hands[seat], trick)):
        value = brute_after(table, rules, hands, trick, leader, seat, card, with_roem)
        if best is None or value[0] - value[1] > best[0] - best[1]:
            best = value
    return best


def brute_after(table, rules, hands, trick, leader, seat, card, with_roem):
    hands = list(hands)
    hands[seat] ^= 1 << card
    trick = trick + [card]
    if len(trick) < 4:
        theirs, mine = brute(table, rules, hands, trick, leader, with_roem)
        return mine, theirs
    index, points = table.trick_result(trick)
    if with_roem:
        points += trick_roem(trick, table.trump, rules)[0]
    winner = (leader + index) % 4
    if not any(hands):
        points += table.last_trick
        mine, theirs = 0, 0
    else:
        mine, theirs = brute(table, rules, hands, [], winner, with_roem)
    mine += points
    return (theirs, mine) if (winner - seat) % 2 else (mine, theirs)


def endings(preset, count, tricks_left):
    rng = random.Random(f"{preset}-{tricks_left}")
    rules = PRESETS[preset]
    table = table_for("H")
    for _ in range(count):
        deck = list(range(32))
        rng.shuffle(deck)
        hands = [mask_of(deck[8 * s:8 * s + 8]) for s in range(4)]
        leader, trick = 0, []
        for _ in range(4 * (8 - tricks_left) + rng.randrange(3)):
            seat = (leader + len(trick)) % 4
            card = rng.choice(cards_in(legal_cards(table, rules.play, hands[seat], trick)))
            hands[seat] ^= 1 << card
            trick.append(card)
            if len(trick) == 4:
                leader = (leader + table.winning_index(trick)) % 4
                trick = []
        yield rules, table, hands, trick, leader


@pytest.mark.parametrize("preset", [ROTTERDAM, AMSTERDAM])
def test_the_roem_solver_is_exact(preset):
    for rules, table, hands, trick, leader in endings(preset, 12, 3):
        seat = (leader + len(trick)) % 4
        solution = solve_with_roem(table, rules, hands, trick, leader)
        for card, value in solution.cards.items():
            expected = brute_after(table, rules, hands, trick, leader, seat, card, True)
            assert value == expected[0]


@pytest.mark.parametrize("preset", [BELA, ROTTERDAM, AMSTERDAM])
def test_the_card_point_solver_is_exact_under_jass_play_rules(preset):
    # whichever core answers (the C core reads the same fields as flags)
    for rules, table, hands, trick, leader in endings(preset, 12, 3):
        seat = (leader + len(trick)) % 4
        solution = solve(table, rules.play, hands, trick, leader)
        for card, value in solution.cards.items():
            assert value == brute_after(table, rules, hands, trick, leader, seat, card,
                                        False)[0]


def test_klaverjas_hints_count_roem():
    # a deal played at random to its seventh trick, every hand shown: the hint values are
    # the roem solver's differences (the mover's team's take less the other's), plus the
    # card points and roem the mover's team already won less the other team's
    rng = random.Random(7)
    state = engine.new_deal({"rules": ROTTERDAM, "seed": 7, "dealer": 3})
    state = engine.play({"state": state, "action": {"suit": "H"}})["state"]
    won = [0, 0]
    for _ in range(24):
        answer = engine.play({"state": state, "action": rng.choice(
            engine.legal_moves(state)["legal"])})
        state = answer["state"]
        for event in answer["events"]:
            if event["type"] == "trick_won":
                won[event["team"]] += event["points"] + event["roem"]
    hint = engine.hints({"state": state})
    assert hint["method"] == "exact"
    deal = Deal.read(state)
    seat = deal.to_act
    solution = solve_with_roem(deal.table, deal.rules, deal.hands, [], seat)
    assert {a["action"]: a["value"] for a in hint["actions"]} == {
        codes(1 << c)[0]: won[seat % 2] - won[1 - seat % 2] + v
        for c, v in solution.differences.items()}
