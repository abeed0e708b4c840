"""The rules review of docs/rules.md section 10 (every field of a ruleset), through the public
API only (engine.api). Every expectation was worked out by hand from the rules and the
HTTP contract before running the engine; the comment on each test gives the computation.
"""


from engine import api
from tests.engine.review import DEAL_C, D_TIED_TIERCES_0_3, cards, declare, error_of, legal_cards, tricks


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
    a = api.new_deal({"rules": "classic", "seed": 7})
    assert a == api.new_deal({"rules": "classic", "seed": 7})
    assert a["dealer"] in (0, 1, 2, 3)
    b = api.new_deal({"rules": "bulgarian", "dealer": 2, "seed": 11})
    assert [len(h) for h in b["hands"]] == [5, 5, 5, 5] and len(b["stock"]) == 12
    assert b.get("turn_up") is None
