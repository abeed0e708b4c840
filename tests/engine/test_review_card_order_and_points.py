"""The rules review of docs/rules.md section 4 (card order and card points), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""

import pytest

from engine import api
from tests.engine.review import cards, contract


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
