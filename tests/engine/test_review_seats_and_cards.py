"""The rules review of docs/rules.md section 2 (seats, teams and cards), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""


from engine import api
from tests.engine.review import legal_cards


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
