"""Wrong shapes are 400s pointing at the culprit, before the engine is asked."""

import pytest

import engine
from service.schemas.vocabulary import CARDS, MAX_BATCH_REQUESTS
from tests.service.examples import (
    BODIES, DEAL, DECLARATIONS, MATCH, MID_DEAL, SUMMARY, TRICK)


def with_(body, **changes):
    return {**body, **changes}


BAD = [  # path, body, the pointer the first error must name
    ("/v1/legal-moves", with_(MID_DEAL, dealer=4), "/dealer"),
    ("/v1/legal-moves", with_(MID_DEAL, dealer=True), "/dealer"),
    ("/v1/legal-moves", with_(MID_DEAL, dealer=1.5), "/dealer"),
    ("/v1/legal-moves", with_(MID_DEAL, dealer="1"), "/dealer"),
    ("/v1/legal-moves", {k: v for k, v in MID_DEAL.items() if k != "dealer"}, "/dealer"),
    ("/v1/legal-moves", {k: v for k, v in MID_DEAL.items() if k != "rules"}, "/rules"),
    ("/v1/legal-moves", with_(MID_DEAL, rules="belote"), "/rules"),
    ("/v1/legal-moves", with_(MID_DEAL, rules={"target": 701}), "/rules/preset"),
    ("/v1/legal-moves", with_(MID_DEAL, rules={"preset": "classic", "trumps": 1}), "/rules/trumps"),
    ("/v1/legal-moves", with_(MID_DEAL, rules={"preset": "classic", "undertrump": "maybe"}),
     "/rules/undertrump"),
    ("/v1/legal-moves", with_(MID_DEAL, rules={"preset": "classic", "target": 10 ** 9}),
     "/rules/target"),
    ("/v1/legal-moves", with_(MID_DEAL, hands=[None, None, None]), "/hands"),
    ("/v1/legal-moves", with_(MID_DEAL, hands=[None, ["JH"] * 33, None, None]), "/hands/1"),
    ("/v1/legal-moves", with_(MID_DEAL, hands=[None, ["JH", "1H"], None, None]), "/hands/1/1"),
    ("/v1/legal-moves", with_(MID_DEAL, hands=[None, ["JH", ["9H"]], None, None]), "/hands/1/1"),
    ("/v1/legal-moves", with_(MID_DEAL, turn_up="QX"), "/turn_up"),
    ("/v1/legal-moves", with_(MID_DEAL, auction=["take", "redouble"]), "/auction/1"),
    ("/v1/legal-moves", with_(MID_DEAL, auction=[{"bid": 85, "kind": "H"}]), "/auction/0/bid"),
    ("/v1/legal-moves", with_(MID_DEAL, auction=[{"bid": 90, "kind": "X"}]), "/auction/0/kind"),
    ("/v1/legal-moves", with_(MID_DEAL, auction=[{"suit": "H", "bid": 80}]), "/auction/0/bid"),
    ("/v1/legal-moves", with_(MID_DEAL, auction=["pass"] * 65), "/auction"),
    ("/v1/legal-moves", with_(MID_DEAL, contract={"taker": 0}), "/contract/kind"),
    ("/v1/legal-moves", with_(MID_DEAL, contract={"taker": 0, "kind": "H", "multiplier": 5}),
     "/contract/multiplier"),
    ("/v1/legal-moves", with_(MID_DEAL, contract=["H"]), "/contract"),
    ("/v1/legal-moves", with_(MID_DEAL, tricks=[["AS"]] * 10), "/tricks"),
    ("/v1/legal-moves", with_(MID_DEAL, tricks=[["AS", "7S", "KS", "8S", "9S"]]), "/tricks/0"),
    ("/v1/legal-moves", with_(MID_DEAL, stock=["7S"] * 33), "/stock"),
    ("/v1/play", {"state": MID_DEAL}, "/action"),
    ("/v1/play", {"state": MID_DEAL, "action": "QQ"}, "/action"),
    ("/v1/play", {"state": with_(MID_DEAL, dealer=9), "action": "QD"}, "/state/dealer"),
    ("/v1/play", {"state": [], "action": "QD"}, "/state"),
    ("/v1/tricks/resolve", with_(TRICK, cards=["AH", "7S", "TH"]), "/cards"),
    ("/v1/tricks/resolve", with_(TRICK, leader=-1), "/leader"),
    ("/v1/declarations", with_(DECLARATIONS, hands=[None] * 4), "/hands/0"),
    ("/v1/hands/score", with_(SUMMARY, last_trick=2), "/last_trick"),
    ("/v1/hands/score", with_(SUMMARY, tricks_won=[5, 3, 0]), "/tricks_won"),
    ("/v1/hands/score", {k: v for k, v in SUMMARY.items() if k != "belote"}, "/belote"),
    ("/v1/hands/score", with_(SUMMARY, dealer=0), "/dealer"),
    ("/v1/matches/score", with_(MATCH, hands=[{"dealer": 0, "outcome": "won"}]),
     "/hands/0/outcome"),
    ("/v1/matches/score", with_(MATCH, hands=[{"dealer": 0, "outcome": "made"}]), "/hands/0/score"),
    ("/v1/matches/score", with_(MATCH, hands=[{"dealer": 0, "outcome": "thrown_in", "taker": 1}]),
     "/hands/0/taker"),
    ("/v1/matches/score", with_(MATCH, hands=[{"dealer": 0, "outcome": "thrown_in"}] * 1001),
     "/hands"),
    ("/v1/deals", with_(DEAL, seed=-1), "/seed"),
    ("/v1/deals", with_(DEAL, seed="x" * 257), "/seed"),
    ("/v1/deals", with_(DEAL, seed=2 ** 64), "/seed"),
    ("/v1/batch", {"requests": [{"path": "/v1/batch", "body": {}}]}, "/requests/0/path"),
    ("/v1/batch", {"requests": [{"path": "/v1/deals"}]}, "/requests/0/body"),
    ("/v1/batch", {"requests": [{"path": "/v1/deals", "body": {}}] * (MAX_BATCH_REQUESTS + 1)},
     "/requests"),
]


@pytest.mark.parametrize("path, body, pointer", BAD)
def test_wrong_shapes_are_400_with_a_pointer(client, monkeypatch, path, body, pointer):
    def not_reached(document):
        raise AssertionError("the engine must not see a body of the wrong shape")
    for name in ("legal_moves", "play", "resolve_trick", "declarations", "score_hand",
                 "score_match", "open_deal"):
        monkeypatch.setattr(engine, name, not_reached)
    response = client.post(path, json=body)
    assert response.status_code == 400, response.get_json()
    errors = response.get_json()["errors"]
    assert pointer in [e["pointer"] for e in errors], errors


@pytest.mark.parametrize("path", sorted(BODIES))
def test_valid_shapes_reach_the_engine(client, monkeypatch, path):
    seen = []
    for name in ("legal_moves", "play", "resolve_trick", "declarations", "score_hand",
                 "score_match", "open_deal"):
        monkeypatch.setattr(engine, name, lambda document: seen.append(document) or {})
    assert client.post(path, json=BODIES[path]).status_code == 200
    assert seen == [BODIES[path]]  # passed on as sent


def test_every_card_spelling_is_accepted(client, monkeypatch):
    monkeypatch.setattr(engine, "legal_moves", lambda document: {})
    spellings = [c for card in CARDS for c in (card, card.lower(), card.replace("T", "10"))]
    for start in range(0, len(spellings), 32):
        hand = spellings[start:start + 32]
        body = with_(MID_DEAL, hands=[hand, None, None, None])
        assert client.post("/v1/legal-moves", json=body).status_code == 200, hand
