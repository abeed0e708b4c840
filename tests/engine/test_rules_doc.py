"""Every worked example of docs/rules.md, run through the engine: the figures the document
gives, worked out by hand, are the engine's."""

import re
from pathlib import Path

import pytest

import engine
from engine.rules.cards import codes, mask_of, parse_card, table_for
from engine.rules.play import legal_cards
from engine.rules.ruleset import resolve_rules

RULES_DOC = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


def summary(rules, contract, tricks_won, card_points, last_trick, declarations=(0, 0),
            belote=(0, 0)):
    return {"rules": rules, "contract": contract, "tricks_won": list(tricks_won),
            "card_points": list(card_points), "last_trick": last_trick,
            "declarations": list(declarations), "belote": list(belote)}


HEARTS_0 = {"taker": 0, "kind": "H"}
SPADES_0 = {"taker": 0, "kind": "S"}

# example number, summary, (outcome, capot, score, held_over)
HANDS = [
    (1, summary("classic", HEARTS_0, (5, 3), (90, 62), 0, (20, 0), (0, 20)),
     ("made", None, [120, 82], 0)),
    (2, summary("classic", SPADES_0, (4, 4), (71, 81), 0), ("made", None, [81, 81], 0)),
    (2, summary("litige", SPADES_0, (4, 4), (71, 81), 0), ("litige", None, [0, 81], 81)),
    (2, summary("club-501", SPADES_0, (4, 4), (71, 81), 0), ("litige", None, [0, 81], 81)),
    (3, summary("classic", HEARTS_0, (3, 5), (60, 92), 1, (0, 20), (20, 0)),
     ("dedans", None, [20, 182], 0)),
    (4, summary("classic", HEARTS_0, (8, 0), (152, 0), 0, (20, 0), (20, 0)),
     ("made", 0, [292, 0], 0)),
    (4, summary("classic", HEARTS_0, (8, 0), (152, 0), 0, (0, 50)), ("made", 0, [252, 0], 0)),
    (4, summary("classic", HEARTS_0, (8, 0), (152, 0), 0, (0, 50), (20, 0)),
     ("made", 0, [272, 0], 0)),
    (5, summary("club-501", HEARTS_0, (8, 0), (152, 0), 0, (0, 50), (0, 20)),
     ("made", 0, [250, 70], 0)),
    (6, summary("club-501", HEARTS_0, (0, 8), (0, 152), 1, (0, 0), (20, 0)),
     ("dedans", 1, [20, 250], 0)),
    (6, summary("club-501", HEARTS_0, (0, 8), (0, 152), 1, (250, 0), (20, 0)),
     ("dedans", 1, [20, 500], 0)),
    (7, summary("coinche", {"taker": 0, "kind": "H", "bid": 100}, (6, 2), (100, 52), 0,
                (0, 0), (20, 0)), ("made", None, [230, 50], 0)),
    (8, summary("coinche", {"taker": 1, "kind": "S", "bid": 120}, (4, 4), (80, 72), 1,
                (0, 20), (20, 0)), ("dedans", None, [320, 0], 0)),
    (9, summary("coinche", {"taker": 0, "kind": "H", "bid": 90}, (4, 4), (79, 73), 0),
     ("dedans", None, [0, 250], 0)),
    (10, summary("coinche", {"taker": 0, "kind": "D", "bid": 90, "multiplier": 2}, (5, 3),
                 (95, 57), 0, (0, 0), (0, 20)), ("made", None, [500, 20], 0)),
    (10, summary("contree", {"taker": 0, "kind": "D", "bid": 90, "multiplier": 2}, (5, 3),
                 (95, 57), 0, (0, 0), (0, 20)), ("made", None, [520, 0], 0)),
    (11, summary("coinche", {"taker": 0, "kind": "S", "bid": "capot"}, (8, 0), (152, 0), 0),
     ("made", 0, [500, 0], 0)),
    (12, summary("bulgarian", SPADES_0, (5, 3), (76, 76), 0), ("made", None, [9, 7], 0)),
    (13, summary("bulgarian", {"taker": 0, "kind": "AT"}, (4, 4), (124, 124), 0),
     ("made", None, [13, 13], 0)),
    (14, summary("bulgarian", SPADES_0, (4, 4), (46, 106), 0, (50, 0)),
     ("hanging", None, [0, 10], 11)),
    (15, summary("bulgarian", HEARTS_0, (3, 5), (50, 102), 1, (0, 0), (20, 0)),
     ("dedans", None, [0, 18], 0)),
    (16, summary("bulgarian", {"taker": 0, "kind": "H", "multiplier": 2}, (5, 3), (90, 62), 0),
     ("made", None, [32, 0], 0)),
    (17, summary("bulgarian", SPADES_0, (8, 0), (152, 0), 0), ("made", 0, [25, 0], 0)),
    (18, summary("bulgarian", {"taker": 0, "kind": "NT"}, (5, 3), (150, 90), 0),
     ("made", None, [17, 9], 0)),
]


@pytest.mark.parametrize("number, hand, expected", HANDS)
def test_each_worked_hand_scores_as_the_document_says(number, hand, expected):
    result = engine.score_hand(hand)
    assert (result["outcome"], result["capot"], result["score"], result["held_over"]) == (
        expected)


def test_the_raw_totals_of_example_1():
    assert engine.score_hand(HANDS[0][1])["totals"] == [120, 82]


MATCHES = [
    (19, "litige", [
        {"dealer": 0, "taker": 1, "outcome": "litige", "score": [81, 0], "held_over": 81},
        {"dealer": 1, "outcome": "thrown_in"},
        {"dealer": 2, "taker": 3, "outcome": "dedans", "score": [162, 0]}],
     {"totals": [324, 0], "held_over": 0, "next_dealer": 3}),
    (20, "club-501", [
        {"dealer": 0, "taker": 1, "outcome": "litige", "score": [81, 0], "held_over": 81},
        {"dealer": 1, "taker": 2, "outcome": "made", "score": [100, 62]}],
     {"totals": [181, 143], "held_over": 0, "next_dealer": 2}),
]


@pytest.mark.parametrize("number, rules, hands, expected", MATCHES)
def test_each_worked_match_adds_up_as_the_document_says(number, rules, hands, expected):
    result = engine.score_match({"rules": rules, "hands": hands})
    assert {key: result[key] for key in expected} == expected


def test_the_trick_and_declaration_examples():
    trick = engine.resolve_trick({"rules": "classic", "contract": SPADES_0, "leader": 1,
                                  "cards": ["AH", "7S", "TH", "KH"]})
    assert trick == {"winner": 2, "team": 0, "points": 25}
    found = engine.declarations({
        "rules": "classic", "contract": HEARTS_0, "dealer": 3, "hands": [
            ["8S", "9S", "KS", "7D", "8D", "KD", "AD", "9C"],
            ["TS", "JS", "9H", "TH", "KH", "7C", "JC", "QC"],
            ["7S", "7H", "8H", "9D", "TD", "JD", "TC", "AC"],
            ["QS", "AS", "JH", "QH", "AH", "QD", "8C", "KC"]]})
    assert (found["team"], found["points"]) == (0, [20, 0])
    assert found["declarations"][2] == [{"kind": "tierce", "cards": ["9D", "TD", "JD"],
                                         "points": 20}]


def test_every_worked_example_of_the_document_is_tested():
    numbers = {int(n) for n in re.findall(r"\*\*Example (\d+)", RULES_DOC.read_text("utf-8"))}
    tested = {(p.values if hasattr(p, "values") else p)[0] for p in HANDS + MATCHES}
    assert numbers == tested


def _preset_table():
    """The preset table's presets (its header) and rows (field -> one cell per preset)."""
    lines = RULES_DOC.read_text("utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("| field | `classic`"))
    header = [c.strip().strip("`") for c in lines[start].strip("|").split("|")][1:]
    rows = {}
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        cells = [c.strip().strip("`") for c in line.strip("|").split("|")]
        rows[cells[0]] = dict(zip(header, cells[1:]))
    return header, rows


def test_the_preset_table_is_the_engine_s():
    header, rows = _preset_table()
    presets = {ruleset["preset"]: ruleset for ruleset in engine.rulesets()}
    # A preset the document describes before its engine lands (Baloot, on its own branch):
    # its column, and the fields only it brings, wait for it; every other cell is compared.
    pending = set(header) - set(presets)
    fields = set(next(iter(presets.values()))) - {"preset"}
    assert set(presets) <= set(header)
    assert fields <= set(rows) if pending else fields == set(rows)
    for name, ruleset in presets.items():
        for field in fields & set(ruleset):  # Baloot lists only the fields it names
            value = ruleset[field]
            written = (" ".join(map(str, value)) if isinstance(value, list)
                       else "null" if value is None else str(value).lower())
            assert rows[field][name] == written, (name, field)


# -- the jass family (sections 11 and 12): the tables of the document, row by row --------

def _section(number):
    text = RULES_DOC.read_text("utf-8")
    start = text.index(f"\n## {number}. ")
    end = text.find("\n## ", start + 1)
    return text[start:end if end > 0 else None]


def _rows(number, first):
    """The cells of the table rows of a section whose first cell matches ``first``."""
    for line in _section(number).splitlines():
        cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and re.fullmatch(first, cells[0]):
            yield cells


def _pair(text):
    return [int(x) for x in text.split("–")]


def test_the_klaverjas_deals_of_the_document():
    rows = list(_rows(11, r"K\d"))
    assert [r[0] for r in rows] == [f"K{n}" for n in range(1, 8)]
    for name, preset, taker, tricks, cards, last, roem, totals, outcome, score in rows:
        result = engine.score_hand({
            "rules": f"klaverjas-{preset}", "contract": {"taker": int(taker), "kind": "H"},
            "tricks_won": _pair(tricks), "card_points": _pair(cards), "last_trick": int(last),
            "roem": _pair(roem)})
        assert (result["totals"], result["outcome"], result["score"]) == (
            _pair(totals), outcome, _pair(score)), name


def test_the_bela_hands_of_the_document():
    rows = list(_rows(12, r"B\d"))
    assert [r[0] for r in rows] == [f"B{n}" for n in range(1, 8)]
    for name, caller, tricks, cards, last, decl, bela, totals, outcome, score in rows:
        result = engine.score_hand({
            "rules": "bela", "contract": {"taker": int(caller), "kind": "H"},
            "tricks_won": _pair(tricks), "card_points": _pair(cards), "last_trick": int(last),
            "declarations": _pair(decl), "belote": _pair(bela)})
        assert (result["totals"], result["outcome"], result["score"]) == (
            _pair(totals), outcome, _pair(score)), name


def _legal(rules, trick, hand):
    """The legal cards of a hand shown in part: the table gives only the cards that matter."""
    allowed = legal_cards(table_for("H"), resolve_rules(rules).play,
                          mask_of(map(parse_card, hand.split())),
                          [parse_card(c) for c in trick.split()])
    return set(codes(allowed))


def test_the_legal_cards_of_the_document():
    klaverjas = list(_rows(11, r"[0-9TJQKA][SHDC]( [0-9TJQKA][SHDC])*"))
    assert len(klaverjas) == 6 + 8  # six legal-card cases, then eight roem tricks
    for trick, hand, rotterdam, amsterdam in (r for r in klaverjas if len(r) == 4):
        assert _legal("klaverjas-rotterdam", trick, hand) == set(rotterdam.split()), trick
        assert _legal("klaverjas-amsterdam", trick, hand) == set(amsterdam.split()), trick
    bela = list(_rows(12, r"[0-9TJQKA][SHDC]( [0-9TJQKA][SHDC])*"))
    assert len(bela) == 4
    for trick, hand, allowed in bela:
        assert _legal("bela", trick, hand) == set(allowed.split()), trick


def test_the_roem_of_the_document():
    rows = [r for r in _rows(11, r"[0-9TJQKA][SHDC]( [0-9TJQKA][SHDC])*") if len(r) == 2]
    for trick, roem in rows:
        answer = engine.resolve_trick({"rules": "klaverjas-rotterdam", "leader": 0,
                                       "contract": {"taker": 0, "kind": "H"},
                                       "cards": trick.split()})
        assert answer["roem"] == int(roem), trick


def test_the_jass_matches_of_the_document():
    def made(dealer, score):
        return {"dealer": dealer, "taker": 0, "outcome": "made", "score": score}
    boompje = [made(i % 4, [160, 155]) for i in range(15)] + [made(3, [114, 163])]
    result = engine.score_match({"rules": "klaverjas-rotterdam", "hands": boompje})
    assert (result["totals"], result["winner"]) == ([2514, 2488], 0)
    level = [made(i % 4, [0, 0]) for i in range(15)] + [made(3, [2500, 2500])]
    result = engine.score_match({"rules": "klaverjas-amsterdam", "hands": level})
    assert (result["finished"], result["winner"]) == (True, None)
    bela = engine.score_match({"rules": "bela", "hands": [made(0, [990, 995]),
                                                          made(1, [50, 112])]})
    assert (bela["totals"], bela["winner"]) == ([1040, 1107], 1)


# -- Baloot (section 13): the tables of the document, row by row -----------------------

def _baloot():
    if "baloot" not in {ruleset["preset"] for ruleset in engine.rulesets()}:
        pytest.skip("the baloot preset is not in this engine yet")


def _multiplier(text):
    return text if text == "gahwa" else int(text)


def _baloot_hand(rules, row):
    _, kind, times, tricks, cards, last, projects, baloot = row[:8]
    contract = {"taker": 0, "kind": kind, "multiplier": _multiplier(times)}
    return engine.score_hand({
        "rules": rules, "contract": contract, "tricks_won": _pair(tricks),
        "card_points": _pair(cards), "last_trick": int(last),
        "declarations": _pair(projects), "belote": _pair(baloot)})


def test_the_baloot_hands_of_the_document():
    _baloot()
    rows = list(_rows(13, r"H\d+"))
    hands = [r for r in rows if len(r) == 12]
    assert [r[0] for r in hands] == [f"H{n}" for n in range(1, 18)]
    for row in hands:
        name, *_, abnat, kaboot, outcome, score = row
        result = _baloot_hand("baloot", row)
        assert (result["totals"], result["capot"], result["outcome"], result["score"]) == (
            _pair(abnat), None if kaboot == "–" else int(kaboot), outcome, _pair(score)), name
        if outcome == "gahwa":  # the buyers' 90 do not beat 92: team 1 wins the match
            assert result["team"] == 1, name
    by_name = {r[0]: r for r in hands}
    variants = [r for r in rows if len(r) == 3]
    assert len(variants) == 6
    for name, field, score in variants:
        field, value = field.split()
        result = _baloot_hand({"preset": "baloot", field: value}, by_name[name])
        assert result["score"] == _pair(score), (name, field)


def test_the_baloot_legal_cards_of_the_document():
    _baloot()
    rows = list(_rows(13, r"(H|H closed|NT)"))
    assert len(rows) == 13
    for contract, trick, hand, allowed, _, other in rows:
        kind, *closed = contract.split()
        other = other.replace("`", "")
        for rules, expected in [("baloot", allowed)] + (
                [({"preset": "baloot", **dict([other.split(":")[0].split()])},
                  other.split(":")[1])] if other != "—" else []):
            ruleset = resolve_rules(rules)
            table = ruleset.tables[(kind, "closed") if closed else kind]
            cards = [] if trick == "—" else [parse_card(c) for c in trick.split()]
            legal = legal_cards(table, ruleset.play, mask_of(map(parse_card, hand.split())),
                                cards)
            assert set(codes(legal)) == set(expected.split()), (contract, trick, hand, rules)


def test_the_baloot_fields_of_the_document():
    _baloot()
    baloot = next(r for r in engine.rulesets() if r["preset"] == "baloot")
    rows = {cells[0]: cells[2] for cells in _rows(13, r"[a-z_0-9]+")
            if len(cells) == 3 and cells[0] != "field"}
    assert len(rows) == 40
    for field, written in rows.items():
        value = baloot[field]
        assert written == (" ".join(map(str, value)) if isinstance(value, list)
                           else str(value).lower()), field
    # every field the preset lets a request name is in the table
    for field in baloot:
        if field not in rows and field != "preset":
            with pytest.raises(engine.errors.ImpossibleState):
                resolve_rules({"preset": "baloot", field: baloot[field]})


def _deal(*hands):
    return [h.split() for h in hands]


# Four hands with no project but the ones the example names (checked by hand).
ACES_AND_A_RUN = _deal("AS AH AD AC KS 9S KH 9H", "KC QC JC TC 9C 7S 7H 7D",
                       "QS TS QH TH KD JD 9D 8C", "JS 8S JH 8H QD TD 8D 7C")
TWO_SIRAS = _deal("QS TS AH 9H QD TD AC 9C", "QC JC TC AS 8S AD 8D 7H",
                  "QH JH TH KS 9S KD 9D 7C", "JS 7S KH 8H JD 7D KC 8C")


def _projects(rules, kind, dealer, hands):
    return engine.declarations({"rules": rules, "contract": {"taker": 0, "kind": kind},
                                "dealer": dealer, "hands": hands})


def test_the_baloot_project_rankings_of_the_document():
    _baloot()
    found = _projects("baloot", "D", 0, ACES_AND_A_RUN)
    assert (found["team"], found["game_points"]) == (1, [0, 10])
    found = _projects({"preset": "baloot", "hundred_rank": "top_card"}, "D", 0, ACES_AND_A_RUN)
    assert (found["team"], found["game_points"]) == (0, [10, 0])
    assert _projects("baloot", "H", 0, TWO_SIRAS)["game_points"] == [0, 2]
    assert _projects("baloot", "H", 1, TWO_SIRAS)["game_points"] == [2, 0]


def _seat_0(cards, kind="H", rules="baloot"):
    """Seat 0's projects (kind, game points, cards) and team 0's baloot, the other 24 cards
    dealt round the other seats."""
    held = cards.split()
    rest = [c for c in (r + s for s in "SHDC" for r in "AKQJT987") if c not in held]
    hands = [held] + [rest[i::3] for i in range(3)]
    found = _projects(rules, kind, 3, hands)
    return (sorted((d["kind"], d["game_points"], frozenset(d["cards"]))
                   for d in found["declarations"][0]), found["belote"][0])


def test_the_baloot_project_sets_of_the_document():
    _baloot()
    kings = ("hundred", 10, frozenset("KS KH KD KC".split()))
    assert _seat_0("KS QS JS KH KD KC 7H 8D", "S") == ([kings], 0)
    assert _seat_0("KH QH JH TH 9H KS KD KC", "S") == (
        sorted([kings, ("fifty", 5, frozenset("QH JH TH 9H".split()))]), 0)
    hundred = ("hundred", 10, frozenset("AH KH QH JH TH".split()))
    for absorbed_by in ("any_project", "hundred_only"):
        rules = {"preset": "baloot", "baloot_absorbed_by": absorbed_by}
        assert _seat_0("AH KH QH JH TH 7S 8D 7C", rules=rules) == ([hundred], 0)
        assert _seat_0("KH QH JH TH 9H 8H 7S 7D", rules=rules)[1] == 0
    sira = ("sira", 2, frozenset("KH QH JH".split()))
    assert _seat_0("KH QH JH 7S 9S 7D 9D 7C") == ([sira], 0)
    assert _seat_0("KH QH JH 7S 9S 7D 9D 7C", rules={
        "preset": "baloot", "baloot_absorbed_by": "hundred_only"}) == ([sira], 20)
    aces = frozenset("AS AH AD AC".split())
    assert _seat_0("AS AH AD AC 8S 7H 9D 7C", "NT") == ([("four_hundred", 40, aces)], 0)
    assert _seat_0("AS AH AD AC 8S 7H 9D 7C", "D") == ([("hundred", 10, aces)], 0)
    assert _seat_0("AH KH QH JH TH 9H 8H 7H", "S") == (
        [("hundred", 10, frozenset("AH KH QH JH TH 9H 8H 7H".split()))], 0)


def test_the_baloot_matches_of_the_document():
    _baloot()

    def made(dealer, score):
        return {"dealer": dealer, "taker": 0, "outcome": "made", "score": score}

    def result(*hands):
        answer = engine.score_match({"rules": "baloot", "hands": list(hands)})
        return answer["totals"], answer["finished"], answer["winner"]

    assert result(made(0, [140, 80]), made(1, [10, 6])) == ([150, 86], False, None)
    assert result(made(0, [140, 80]), made(1, [10, 6]), made(2, [8, 8])) == (
        [158, 94], True, 0)
    assert result(made(0, [144, 148]), made(1, [12, 14])) == ([156, 162], True, 1)
    assert result(made(0, [140, 146]), made(1, [12, 6])) == ([152, 152], False, None)
    assert result(made(0, [0, 150]), {"dealer": 1, "outcome": "gahwa", "team": 0})[1:] == (
        True, 0)


# -- Pilotta and Bazaar Blot (section 14): the tables of the document, row by row -------

def _pilotta_hand(rules, row):
    _, contract, tricks, cards, last, decl, pil = row[:7]
    bid, kind, *times = contract.split()
    return engine.score_hand({
        "rules": rules, "contract": {"taker": 0, "kind": kind,
                                     "bid": bid if bid == "capot" else int(bid),
                                     "multiplier": int(times[0][1:]) if times else 1},
        "tricks_won": _pair(tricks), "card_points": _pair(cards), "last_trick": int(last),
        "declarations": _pair(decl), "belote": _pair(pil)})


@pytest.mark.parametrize("preset, letter, count", [("pilotta", "P", 13),
                                                   ("bazar-blot", "B", 14)])
def test_the_pilotta_family_hands_of_the_document(preset, letter, count):
    rows = list(_rows(14, rf"{letter}\d+"))
    hands = [r for r in rows if len(r) == 11]
    assert [r[0] for r in hands] == [f"{letter}{n}" for n in range(1, count + 1)]
    for row in hands:
        name, *_, totals, outcome, raw, score = row
        result = _pilotta_hand(preset, row)
        assert (result["totals"], result["outcome"], result["raw"], result["score"]) == (
            _pair(totals), outcome, _pair(raw), _pair(score)), name
    by_name = {r[0]: r for r in hands}
    variants = [r for r in rows if len(r) == 3]
    assert len(variants) == (10 if preset == "pilotta" else 4)
    for name, field, score in variants:
        field, value = field.split()
        value = int(value) if value.isdigit() else value
        result = _pilotta_hand({"preset": preset, field: value}, by_name[name])
        assert result["score"] == _pair(score), (name, field)


def test_the_pilotta_legal_cards_of_the_document():
    rows = list(_rows(14, r"[0-9TJQKA][SHDC]( [0-9TJQKA][SHDC])*"))
    assert len(rows) == 10
    for trick, hand, pilotta, coinche in rows:
        assert _legal("pilotta", trick, hand) == set(pilotta.split()), trick
        assert _legal("coinche", trick, hand) == set(coinche.split()), trick
        assert _legal("bazar-blot", trick, hand) == set(coinche.split()), trick


def test_the_pilotta_fields_of_the_document():
    listed = {r["preset"]: r for r in engine.rulesets()}
    rows = {cells[0]: cells[2:4] for cells in _rows(14, r"[a-z_0-9]+")
            if len(cells) == 4 and cells[0] != "field"}
    for preset, column in (("pilotta", 0), ("bazar-blot", 1)):
        assert set(rows) == set(listed[preset]) - {"preset"}
        for field, written in rows.items():
            value = listed[preset][field]
            assert written[column] == (" ".join(map(str, value)) if isinstance(value, list)
                                       else "null" if value is None
                                       else str(value).lower()), (preset, field)


def test_the_pilotta_matches_of_the_document():
    def match(rules, before, hand):
        return engine.score_match({"rules": rules, "hands": [
            {"dealer": 0, "outcome": "made", "score": before},
            {"dealer": 1, "outcome": "made", "score": hand}]})
    assert match("pilotta", [340, 300], [18, 6])["winner"] == 0
    assert match("pilotta", [340, 342], [16, 14])["finished"] is False
    drawn = match({"preset": "pilotta", "match_tie": "draw"}, [340, 342], [16, 14])
    assert (drawn["totals"], drawn["finished"], drawn["winner"]) == ([356, 356], True, None)
