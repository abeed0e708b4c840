"""Sealed tables no seat can steer: before every seat revealed nothing about the deal is
visible (so a seat grinding its secret, or an opener re-opening, learns nothing to choose
by), the deals are fixed by the four reveals and the table id alone (no server key, no
chosen dealer); a seat alone cannot move a table with a relay; a token's length is fixed by
public facts; a bot's turn does the same work and keeps the same pace whatever its hand."""

import base64
import random

import pytest

import engine
from service import create_app
from service.sealed import bots, table as sealed_table, tokens
from service.sealed.seats import action_text, commitment, relay_proof
from service.sealed.tokens import digest
from tests.service.test_sealed import cards_in, deal, post, refused

OTHERS = [f"an-honest-secret-of-seat-{seat}" for seat in range(4)]


def seats_of(secrets):
    return [{"commitment": commitment(secret)} for secret in secrets]


def anonymous(value):
    """An answer less what differs from table to table whatever the deal: ids, tokens,
    digests, commitments (each a hash of something fresh)."""
    if isinstance(value, dict):
        return {k: anonymous(v) for k, v in value.items()
                if k not in ("table", "table_id", "token_digest", "relay_key", "seats")}
    if isinstance(value, list):
        return [anonymous(v) for v in value]
    return value


def test_a_seat_grinding_its_secret_sees_nothing_to_choose_by(client):
    """Best of 20: seat 0 opens 20 tables with 20 secrets of its own beside the three others'
    commitments, and reveals at each (the relay's proof: the grinder is the opener, so the
    relay too, its worst case). Everything it is answered is the same at the 20 tables, but
    for ids: no card, no dealer, no commitment, tokens of one length; its choice among them
    is blind. The deal needs the three others' reveals, which it cannot make."""
    seen = []
    for attempt in range(20):
        secrets = [f"grinding-secret-number-{attempt:02d}", *OTHERS[1:]]
        opened = post(client, "/v1/sealed/tables", {"rules": "classic", "seats": seats_of(secrets)})
        token = opened["table"]
        revealed = post(client, "/v1/sealed/reveal", {
            "table": token, "seat": 0, "secret": secrets[0],
            "relay_proof": relay_proof(opened["relay_key"], digest(token), 0, "reveal")})
        looked = post(client, "/v1/sealed/view", {"table": revealed["table"], "seat": 0,
                                                  "secret": secrets[0]})
        act = {"table": revealed["table"], "seat": 0, "secret": secrets[0], "action": "pass",
               "relay_proof": relay_proof(opened["relay_key"], digest(revealed["table"]), 0,
                                          '"pass"')}
        problem = refused(client, "/v1/sealed/act", act, 422, "reveals_pending")
        assert problem["params"] == {"seats": [1, 2, 3]}
        answers = [opened, revealed, looked]
        assert not any(cards_in(a) for a in answers)
        assert looked["view"]["state"] is None and looked["view"]["commitment"] is None
        seen.append((anonymous(answers), len(opened["table"]), len(revealed["table"])))
    assert all(s == seen[0] for s in seen)


def test_two_players_cannot_choose_the_first_dealer(client):
    problem = refused(client, "/v1/sealed/tables", {"rules": "classic", "dealer": 2,
                      "seats": seats_of(OTHERS)}, 400, "dealer_not_allowed")
    assert problem["params"] == {"players": 4} and problem["errors"][0]["pointer"] == "/dealer"


def dealt_by(client, secrets):
    opened = post(client, "/v1/sealed/tables", {"rules": "classic", "seats": seats_of(secrets)})
    token = opened["table"]
    for seat in (3, 1, 0, 2):  # any order
        token = post(client, "/v1/sealed/reveal", {
            "table": token, "seat": seat, "secret": secrets[seat],
            "relay_proof": relay_proof(opened["relay_key"], digest(token), seat, "reveal")})["table"]
    token = deal(client, token, opened["relay_key"])["table"]
    return opened, post(client, "/v1/sealed/view", {"table": token, "seat": 0,
                                                    "secret": secrets[0]})["view"]


def key(byte):
    return "k:" + base64.b64encode(bytes([byte]) * 32).decode()


def test_the_deal_is_fixed_by_the_four_reveals_and_no_server_key():
    """Two servers with their own keys (a restart, a replica) deal the same; a change of
    any one secret deals another deal, from another drawn dealer or not."""
    one = create_app({"TESTING": True, "ATOUT_SEALED_KEYS": key(1)}).test_client()
    other = create_app({"TESTING": True, "ATOUT_SEALED_KEYS": key(2)}).test_client()
    opened, first = dealt_by(one, OTHERS)
    again, second = dealt_by(other, OTHERS)
    assert opened["table_id"] == again["table_id"]
    assert (first["commitment"], first["state"]) == (second["commitment"], second["state"])
    for seat in range(4):
        changed = list(OTHERS)
        changed[seat] += "-another"
        assert dealt_by(one, changed)[1]["commitment"] != first["commitment"]


def test_a_seat_alone_cannot_move_a_table_and_the_relay_alone_cannot_act_for_it(client):
    """The private pass: the relay's proof names the token, the seat and the action, so the
    seat cannot send another action (nor the same from another token) without the relay
    having let it first; the relay's key without the seat's secret is refused too."""
    opened2 = post(client, "/v1/sealed/tables", {"rules": "classic", "seats": seats_of(OTHERS)})
    token = opened2["table"]
    for seat in range(4):
        token = post(client, "/v1/sealed/reveal", {
            "table": token, "seat": seat, "secret": OTHERS[seat],
            "relay_proof": relay_proof(opened2["relay_key"], digest(token), seat, "reveal")})["table"]
    relay_key = opened2["relay_key"]
    token = deal(client, token, relay_key)["table"]
    seat = post(client, "/v1/sealed/view", {"table": token, "seat": 0,
                                            "secret": OTHERS[0]})["view"]["to_act"]
    me = {"table": token, "seat": seat, "secret": OTHERS[seat]}
    let = relay_proof(relay_key, digest(token), seat, action_text("take"))
    for body in ({**me, "action": "pass"},  # no proof: no private trial
                 {**me, "action": "pass", "relay_proof": let},  # the proof of another action
                 {**me, "action": "pass", "relay_proof": "0" * 64}):
        assert not cards_in(refused(client, "/v1/sealed/act", body, 403, "relay_proof_invalid"))
    partner = (seat + 2) % 4
    refused(client, "/v1/sealed/act", {**me, "seat": partner, "secret": OTHERS[partner],
            "action": "take", "relay_proof": let}, 403, "relay_proof_invalid")
    refused(client, "/v1/sealed/act", {**me, "secret": "the relay guessing a secret",
            "action": "take", "relay_proof": let}, 403, "seat_secret_invalid")
    refused(client, "/v1/sealed/reveal", {**me, "relay_proof": relay_proof(
        relay_key, digest(token), seat, "reveal")}, 422, "seat_revealed")
    assert post(client, "/v1/sealed/act", {**me, "action": "take", "relay_proof": let})["table"]


def real_states(count, rng):
    """``count`` tables (their token states) met playing random legal actions."""
    found = []
    while len(found) < count:
        preset = rng.choice(["classic", "contree", "bulgarian", "baloot", "bela"])
        table = {"rules": preset, "seats": None, "seat_kid": "k", "contributions": None,
                 "relay_key": None, "dealer": None, "secret": f"{rng.getrandbits(256):064x}",
                 "deal": 0, "entries": [], "previous": None, "ended_by": None,
                 "state": None, "commitment": None}
        sealed_table._first_deal(table)
        for _ in range(rng.randrange(40)):
            if sealed_table.match(table)["finished"]:
                break
            moves = engine.legal_moves(table["state"])
            answer = engine.play({"state": table["state"], "action": rng.choice(moves["legal"])})
            sealed_table._moved(table, answer)
        found.append(table)
    return found


def shuffled(table, rng):
    """The same public facts, the hidden cards dealt anew among the hidden places."""
    deal = table["state"]
    places = [("hands", s) for s in range(4)] + [("stock", None)] * ("stock" in deal)
    if deal.get("talon"):
        places += [("talon", s) for s in range(4) if deal["talon"][s]]
    lists = [deal[k] if s is None else deal[k][s] for k, s in places]
    cards = [c for cards in lists for c in cards]
    rng.shuffle(cards)
    new = {**deal, "hands": [list(h) for h in deal["hands"]]}
    if deal.get("talon"):
        new["talon"] = [list(t) if t else t for t in deal["talon"]]
    for (k, s), old in zip(places, lists):
        taken, cards = cards[:len(old)], cards[len(old):]
        if s is None:
            new[k] = taken
        else:
            new[k][s] = taken
    return {**table, "state": new, "secret": f"{rng.getrandbits(256):064x}"}


@pytest.mark.slow
def test_a_token_s_length_is_fixed_by_public_facts_alone(app):
    """300 real states, each sealed with its hidden cards (and secret) drawn anew 5 times:
    one length per state (the issue's leak: the size class changed with the hidden cards)."""
    keyring, rng = app.extensions["atout.sealed"], random.Random(3000)
    for table in real_states(300, rng):
        lengths = {len(tokens.seal(keyring, "t" * 16, 9, shuffled(table, rng), tokens.ROOT))
                   for _ in range(5)}
        assert len(lengths) == 1, lengths


def test_a_bot_does_the_same_work_and_keeps_the_same_pace_whatever_its_hand(monkeypatch):
    """A bot with a single legal card and one with a choice: the same search asked (samples,
    budget) and a turn that ends at the same time of a stopped clock (the pace), so neither
    the work nor the time tells them apart (balanced accuracy 50 %)."""
    clock = {"now": 100.0}
    monkeypatch.setattr(bots.time, "monotonic", lambda: clock["now"])
    monkeypatch.setattr(bots.time, "sleep", lambda s: clock.update(now=clock["now"] + s))
    asked = []
    real_hints = engine.hints

    def counted(doc, stop=None):
        asked.append((doc["samples"], doc["budget_ms"]))
        return real_hints(doc, stop)
    monkeypatch.setattr(bots.engine, "hints", counted)
    single, several = [], []
    for seed in range(12):
        state = engine.new_deal({"rules": "classic", "dealer": 0, "seed": f"pace-{seed}"})
        state = engine.play({"state": state, "action": "take", "seat": 1})["state"]
        for card in range(7):  # into the play: some turns with one legal card
            moves = engine.legal_moves(state)
            if moves["phase"] != "play":
                break
            seat, start = moves["to_act"], clock["now"]
            asked.clear()
            bots.choose(bots.seat_view(state, seat), seat, "club", "ab" * 32, card,
                        moves["legal"], "play")
            bots.pace(start, "club", "play", start + 100)
            (single if len(moves["legal"]) == 1 else several).append(
                (tuple(asked), clock["now"] - start))
            state = engine.play({"state": state, "action": moves["legal"][0]})["state"]
    assert single and several
    assert set(single) == set(several) and len(set(single)) == 1


POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}


def strength(hand, turn_up):
    """A hand's first-round worth to its holder: its cards' points, the turned-up card's
    suit as trumps (the jack 20, the nine 14), other suits' jacks and nines 2 and 0."""
    trumps = turn_up[1]
    return sum(POINTS[c[0]] if c[1] == trumps else {"J": 2, "9": 0}.get(c[0], POINTS[c[0]])
               for c in hand)


def looks(client, answers, secret):
    """What the last revealer makes of what it was answered: the strength of its hand if
    any answer, or a view of any token it holds, shows it; else None."""
    for answer in answers:
        token = answer.get("table")
        seen = [answer.get("view")]
        if token:
            response = client.post("/v1/sealed/view", json={"table": token, "seat": 3,
                                                             "secret": secret})
            seen.append(response.get_json().get("view"))
        for view in seen:
            if view and view.get("state") and view["state"]["hands"][3]:
                return strength(view["state"]["hands"][3], view["state"]["turn_up"])
    return None


def test_the_last_revealer_keeping_the_best_of_n_openings_gains_nothing(client):
    """The attack of the issue, measured: seat 3 reveals last at N openings (each with a
    secret of its own beside the same three others'), keeps every answer and may view every
    token it holds, and picks the opening that looks best to it; the relay then deals. Its
    pick's first hand is no stronger than the first opening's: what it saw was the same at
    every opening (no card, no event, tokens of one length), so its choice is blind, while
    an attacker who saw its hand would gain several points on average (the measure's
    power)."""
    trials, openings = 6, 5
    picked, first, best = [], [], []
    for trial in range(trials):
        strengths, sights, answers_seen = [], [], []
        for attempt in range(openings):
            secrets = [*OTHERS[:3], f"last-revealer-{trial:02d}-{attempt:02d}-xxxx"]
            opened = post(client, "/v1/sealed/tables", {"rules": "classic",
                                                        "seats": seats_of(secrets)})
            token, answers = opened["table"], [opened]
            for seat in range(4):
                answer = post(client, "/v1/sealed/reveal", {
                    "table": token, "seat": seat, "secret": secrets[seat],
                    "relay_proof": relay_proof(opened["relay_key"], digest(token), seat,
                                               "reveal")})
                token = answer["table"]
            answers.append(answer)  # the last reveal's answer: the attacker's alone
            assert not any(cards_in(a) for a in answers) and not answer["events"]
            # nor can it deal for itself: only the relay's proof deals
            refused(client, "/v1/sealed/deal", {"table": token, "relay_proof": relay_proof(
                "a guessed relay key", digest(token), "relay", "deal")}, 403,
                "relay_proof_invalid")
            sights.append(looks(client, answers, secrets[3]))
            answers_seen.append((anonymous(answers), len(token)))
            dealt = deal(client, token, opened["relay_key"])  # what the relay then does
            view = post(client, "/v1/sealed/view", {"table": dealt["table"], "seat": 3,
                                                    "secret": secrets[3]})["view"]
            strengths.append(strength(view["state"]["hands"][3], view["state"]["turn_up"]))
        assert sights == [None] * openings  # nothing to choose by...
        assert all(seen == answers_seen[0] for seen in answers_seen)  # ...the same answers
        choice = max(range(openings), key=lambda n: (sights[n] or 0, -n))
        picked.append(strengths[choice])
        first.append(strengths[0])
        best.append(max(strengths))
    assert picked == first  # no gain: the pick is the first opening, whatever the deals
    assert sum(best) - sum(first) >= 5 * trials  # had it seen its hands, it would gain


def test_bot_seats_re_opened_deal_the_same(client):
    """A bot's contribution is fixed by the table: the same seats opened again (a player
    hoping for other bots' draws) deal the same deal."""
    secret = "the-only-player-of-this-table"
    seats = [{"commitment": commitment(secret)}, {"bot": "casual"}, {"bot": "casual"},
             {"bot": "casual"}]
    dealt = []
    for _ in range(2):
        opened = post(client, "/v1/sealed/tables", {"rules": "classic", "seats": seats})
        answer = post(client, "/v1/sealed/reveal", {"table": opened["table"], "seat": 0,
                                                    "secret": secret})
        dealt.append((answer["view"]["commitment"], answer["view"]["state"]["hands"][0]))
    assert dealt[0] == dealt[1]


def redealt(table, rng):
    """``shuffled``, drawn again until the deal is a possible one (a seat that showed a
    void holds none of that suit), or None."""
    for _ in range(200):
        other = shuffled(table, rng)
        try:
            engine.legal_moves(other["state"])
        except engine.EngineError:
            continue
        return other
    return None


def seat_keys(app, table_id):
    keyring = app.extensions["atout.sealed"]
    return [keyring.seat_key(keyring.current_kid, table_id, s) for s in range(4)]


@pytest.mark.slow
def test_a_sealed_answer_s_length_is_fixed_by_public_facts_alone(app, client):
    """80 real tables, each sealed with its hidden cards dealt anew 4 times: every seat's
    view, and the answer to a pass in the auction, are of one length whatever the cards,
    asked with and without gzip (a sealed answer is never compressed)."""
    keyring, rng = app.extensions["atout.sealed"], random.Random(4000)
    compared = 0
    for table in real_states(80, rng):
        table = {**table, "seat_kid": keyring.current_kid}
        keys = seat_keys(app, "t" * 16)
        lengths = {}
        for attempt in range(4):
            drawn = redealt(table, rng) if attempt else table
            if drawn is None:
                continue
            sealed = tokens.seal(keyring, "t" * 16, 9, drawn, tokens.ROOT)
            moves = engine.legal_moves(table["state"])
            asked = [("/v1/sealed/view", {"table": sealed, "seat_key": keys[s]}, s)
                     for s in range(4)]
            if moves["phase"] == "bidding" and "pass" in moves["legal"]:
                asked.append(("/v1/sealed/act", {"table": sealed, "action": "pass",
                                                 "seat_key": keys[moves["to_act"]]}, "act"))
            for path, body, name in asked:
                for encoding in ("gzip", "identity"):
                    response = client.post(path, json=body,
                                           headers={"Accept-Encoding": encoding})
                    assert response.status_code == 200, response.get_json()
                    assert "Content-Encoding" not in response.headers
                    lengths.setdefault((name, encoding), set()).add(len(response.data))
        assert all(len(found) == 1 for found in lengths.values()), lengths
        compared += 1
    assert compared == 80
