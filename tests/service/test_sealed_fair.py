"""Fair sealed tables: every deal fixed when the table opens (forks of any action give one
next deal), seats that bring their own secrets, one canonical text per token naming its
parent, the deal limit, padded token lengths, and a relay that keeps the latest token."""

import base64
import os
import random
import re
import struct
import zlib

import pytest
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from service.sealed import table as sealed_table, tokens
from service.sealed.seats import action_text, commitment, relay_proof
from service.sealed.tokens import digest
from tests.service.test_match_loop import QUICK
from tests.service.test_sealed import cards_in, deal, post, refused

SECRETS = [f"secret-of-seat-{seat}-{'x' * 16}" for seat in range(4)]
SEATS = [{"commitment": commitment(secret)} for secret in SECRETS]


def as_seat(seat, secret=None):
    return {"seat": seat, "secret": SECRETS[seat] if secret is None else secret}


def view(client, token, seat):
    return post(client, "/v1/sealed/view", {"table": token, **as_seat(seat)})["view"]


RELAY_KEYS = {}  # table id -> relay key: the tests play the relay of every table they open


def proof(token, seat, what):
    return relay_proof(RELAY_KEYS[token.split(".")[2]], digest(token), seat, what)


def act(client, token, seat, action, status=200):
    return post(client, "/v1/sealed/act", {"table": token, **as_seat(seat), "action": action,
                                           "relay_proof": proof(token, seat, action_text(action))},
                status)


def reveal(client, token, seat, status=200):
    return post(client, "/v1/sealed/reveal", {"table": token, **as_seat(seat),
                                              "relay_proof": proof(token, seat, "reveal")}, status)


def open_dealt(client, rules="classic", seats=SEATS, secrets=SECRETS):
    """``(opened, answer)``: a table opened, its players' reveals (seat order), and dealt
    by the relay, ``answer`` the relay's deal (its ``table`` the first dealt token) with
    the view of seat 0, the first player."""
    opened = post(client, "/v1/sealed/tables", {"rules": rules, "seats": seats})
    RELAY_KEYS[opened["table_id"]] = opened["relay_key"]
    token = opened["table"]
    for seat in range(4):
        if "commitment" in seats[seat]:
            answer = post(client, "/v1/sealed/reveal", {
                "table": token, "seat": seat, "secret": secrets[seat],
                "relay_proof": proof(token, seat, "reveal")})
            token = answer["table"]
    dealt = deal(client, token, opened["relay_key"])
    first = next(seat for seat in range(4) if "commitment" in seats[seat])
    seen = post(client, "/v1/sealed/view", {"table": dealt["table"], "seat": first,
                                            "secret": secrets[first]})["view"]
    return opened, {**dealt, "view": seen}


@pytest.mark.slow
@pytest.mark.parametrize("preset", ["classic", "club-501", "contree", "bulgarian"])
def test_forks_of_every_action_of_a_whole_match_give_one_next_deal(client, preset):
    """At every point of a match, every legal action is sent from the same token, an action
    that ends the deal three times; of the forks that end the deal, all deal the same next
    deal (one commitment, one hand for each seat), and forks that do not end it leave the
    same deal."""
    rng = random.Random(preset)
    _, dealt = open_dealt(client, {"preset": preset, "target": QUICK[preset]})
    token, ends = dealt["table"], 0
    while True:
        seen = view(client, token, 0)
        if seen["match"]["finished"]:
            break
        actor = seen["to_act"]
        legal = view(client, token, actor)["legal"]
        next_deals, answers = set(), []
        for action in legal:
            answer = act(client, token, actor, action)
            answers.append(answer)
            after = answer["view"]
            if after["deal_number"] == seen["deal_number"]:
                assert after["commitment"] == seen["commitment"]
            elif not after["match"]["finished"]:
                # the deal's last action (one legal card, or the pass that throws it in):
                # sent twice more from the same token, as a player fishing for a next deal
                for fork in [answer] + [act(client, token, actor, action) for _ in range(2)]:
                    hands = tuple(tuple(view(client, fork["table"], s)["state"]["hands"][s])
                                  for s in range(4))
                    next_deals.add((fork["view"]["deal_number"], fork["view"]["commitment"],
                                    hands))
        assert len(next_deals) <= 1, next_deals
        ends += bool(next_deals)
        # mostly passes in the auction: random bids (capot, doubled) would end a match in a deal
        wise = [a for action, a in zip(legal, answers) if action == "pass" and rng.random() < 0.8]
        token = (wise or answers)[0 if wise else rng.randrange(len(answers))]["table"]
    assert ends >= 2  # the match went through deals ended by forks


def test_four_separate_clients_the_opener_sees_no_card_and_no_key(client):
    opened, dealt = open_dealt(client)
    assert set(opened) == {"table", "table_id", "commitment", "dealer", "events", "to_act",
                           "seats", "relay_key"}
    assert not cards_in(opened) and opened["seats"] == SEATS
    opened = {**opened, "table": dealt["table"]}
    hands = [view(client, opened["table"], s)["state"]["hands"] for s in range(4)]
    for seat, seen in enumerate(hands):  # each seat sees its own eight... five cards only
        assert [h is not None for h in seen] == [s == seat for s in range(4)]
    # the token alone, or a wrong secret, shows nothing
    for body, code in (({**as_seat(1, "not-the-secret-of-1")}, "seat_secret_invalid"),
                       ({**as_seat(1, SECRETS[2])}, "seat_secret_invalid"),
                       ({"seat_key": "k"}, "seat_key_invalid")):
        problem = refused(client, "/v1/sealed/view", {"table": opened["table"], **body}, 403,
                          code)
        assert not cards_in(problem)


def test_the_same_four_secrets_give_the_same_table_and_deals(client):
    first, first_dealt = open_dealt(client)
    again, again_dealt = open_dealt(client)
    assert first["table"] != again["table"]  # another nonce...
    assert first["table_id"] == again["table_id"]  # ...the same table
    assert first_dealt["view"]["commitment"] == again_dealt["view"]["commitment"]
    assert (view(client, first_dealt["table"], 2)["state"]
            == view(client, again_dealt["table"], 2)["state"])
    secrets = [*SECRETS[:2], "a fresh secret of seat 2", SECRETS[3]]
    renewed, renewed_dealt = open_dealt(client, seats=[{"commitment": commitment(s)}
                                                       for s in secrets], secrets=secrets)
    assert renewed["table_id"] != first["table_id"]
    assert renewed_dealt["view"]["commitment"] != first_dealt["view"]["commitment"]


def test_a_token_has_one_text_and_names_its_parent(client):
    opened, dealt = open_dealt(client)
    assert opened["table"].split(".")[4] == "0" * 64
    token = dealt["table"]
    answer = act(client, token, dealt["view"]["to_act"], "pass")
    child = answer["table"]
    assert child.split(".")[4] == answer["token_digest"] == digest(token)
    # the last character's unused low bits: a text decoding to the same bytes is refused
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    last = alphabet.index(child[-1])
    unused = {2: 0b1111, 3: 0b11}.get(len(child.rsplit(".", 1)[1]) % 4, 0)
    assert unused, "the sealed part's length leaves unused bits in its last character"
    for bits in range(1, unused + 1):
        twin = child[:-1] + alphabet[last | bits]
        refused(client, "/v1/sealed/view", {"table": twin, **as_seat(0)}, 400,
                "table_token_invalid")
    # the parent is authenticated with the rest
    forged = child.replace(answer["token_digest"], "f" * 64)
    refused(client, "/v1/sealed/view", {"table": forged, **as_seat(0)}, 400, "table_token_invalid")
    assert view(client, child, 0)["actions"] == 6  # four reveals, the deal, one call


class Relay:
    """The relay of docs/clients.md: keeps the latest token of each table, takes a new one
    only when it is a child of that one."""
    SHAPE = re.compile(r"atout2\.[A-Za-z0-9_-]{1,16}\.([A-Za-z0-9_-]{16})\.(0|[1-9][0-9]*)"
                       r"\.([0-9a-f]{64})\.[A-Za-z0-9_-]+\Z")

    def __init__(self):
        self.latest = {}

    def post(self, token):
        shape = self.SHAPE.match(token)
        if shape is None:
            return False
        table_id, actions, parent = shape[1], int(shape[2]), shape[3]
        held = self.latest.get(table_id)
        if held is None:
            ok = actions == 0 and parent == "0" * 64
        else:
            ok = parent == digest(held) and actions > int(held.split(".")[3])
        if ok:
            self.latest[table_id] = token
        return ok


def test_a_relay_keeps_the_latest_token_and_refuses_forks_and_reopenings(client):
    relay = Relay()
    opened = post(client, "/v1/sealed/tables", {"rules": "classic", "seats": SEATS})
    RELAY_KEYS[opened["table_id"]] = opened["relay_key"]
    assert relay.post(opened["table"])
    again = post(client, "/v1/sealed/tables", {"rules": "classic", "seats": SEATS})
    assert not relay.post(again["table"])  # the same seats re-opened: the same table id
    token = opened["table"]
    for seat in range(4):
        answer = reveal(client, token, seat)
        token = answer["table"]
        assert relay.post(token)
    token = deal(client, token, opened["relay_key"])["table"]
    assert relay.post(token)
    seat = view(client, token, 0)["to_act"]
    passed = act(client, token, seat, "pass")["table"]
    took = act(client, token, seat, "take")["table"]  # the forking client
    assert relay.post(passed)
    assert not relay.post(took) and not relay.post(passed)  # a fork, then a replay
    following = act(client, passed, (seat + 1) % 4, "pass")["table"]
    assert relay.post(following) and not relay.post(opened["table"])


def pass_through(client, token, limit):
    """Every seat passes every deal until the table ends: ``(token, its last view)``."""
    for _ in range(limit):
        seen = view(client, token, 0)
        if seen["match"]["finished"]:
            return token, seen
        answer = act(client, token, seen["to_act"], "pass")
        token = answer["table"]
    raise AssertionError("the table did not end")


@pytest.mark.slow
def test_endless_thrown_in_deals_end_at_the_deal_limit_by_rule(client):
    _, dealt = open_dealt(client)
    token, seen = pass_through(client, dealt["table"], 10_000)
    match = seen["match"]
    assert len(match["hands"]) == sealed_table.DEAL_LIMIT == seen["deal_limit"] == 200
    assert all(entry["outcome"] == "thrown_in" for entry in match["hands"])
    assert (match["finished"], match["winner"], match["ended_by"]) == (True, None, "deal_limit")
    assert seen["to_act"] is None and seen["legal"] is None
    refused(client, "/v1/sealed/act", {"table": token, **as_seat(0), "action": "pass",
                                       "relay_proof": proof(token, 0, '"pass"')}, 422,
            "table_finished")


def test_a_table_of_ten_thousand_thrown_in_deals_is_a_clean_4xx(app, client):
    """No token holds 10,000 deals: the server will not seal one (and had it sealed one,
    or one past a size it reads, it answers 413, never a 500)."""
    keyring = app.extensions["atout.sealed"]
    state = {"rules": "classic", "seats": SEATS, "seat_kid": None, "secret": "00" * 32,
             "deal": 0, "entries": [], "previous": None, "ended_by": None}
    _, dealt = open_dealt(client)
    state["state"] = view(client, dealt["table"], 0)["state"]
    big = {**state, "entries": [{"dealer": d % 4, "outcome": "thrown_in"} for d in range(10_000)]}
    with pytest.raises(tokens.TokenError) as refusal:
        tokens.seal(keyring, "t" * 16, 80_000, big, tokens.ROOT)
    assert refusal.value.code == "table_too_large"
    # a state past what a token reads, sealed by hand with the server's key
    header = f"atout2.{keyring.current_kid}.{'t' * 16}.80000.{tokens.ROOT}"
    hidden, public = tokens.split(big)
    plain = (struct.pack(">I", len(hidden)) + hidden
             + zlib.compress(public + b" " * tokens.MAX_PLAIN, 9))
    nonce = os.urandom(12)
    sealed = nonce + AESGCM(keyring.token_keys[keyring.current_kid]).encrypt(
        nonce, plain, header.encode())
    forged = header + "." + base64.urlsafe_b64encode(sealed).rstrip(b"=").decode()
    for path, body in (("/v1/sealed/view", {}), ("/v1/sealed/act", {"action": "pass"})):
        refused(client, path, {"table": forged, **as_seat(0), **body}, 413, "table_too_large")


@pytest.mark.parametrize("secret", ["short", "x" * 257, "\ud800" + "x" * 20, 12345678901234567])
def test_a_secret_that_is_no_seat_s_secret_shape_is_a_400(client, secret):
    opened = post(client, "/v1/sealed/tables", {"rules": "classic", "seats": SEATS})
    problem = refused(client, "/v1/sealed/view", {"table": opened["table"], "seat": 0,
                      "secret": secret}, 400, "secret_expected")
    assert problem["errors"][0]["pointer"] == "/secret"


def test_a_secret_in_any_script_proves_its_seat(client):
    secret = "секрет-de-sièges-🂡-" * 2
    seats = [{"commitment": commitment(secret)}, *SEATS[1:]]
    opened = post(client, "/v1/sealed/tables", {"rules": "classic", "seats": seats})
    answer = post(client, "/v1/sealed/view", {"table": opened["table"], "seat": 0,
                                              "secret": secret})
    assert answer["view"]["seat"] == 0
