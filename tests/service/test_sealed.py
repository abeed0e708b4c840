"""Sealed tables: whole matches in every preset played by four separate clients, each holding
only its seat key (a trusted backend's table) or its own secret, and the broadcast token; no answer to a seat shows a card of another seat
before it is public; every revealed deal matches its commitment and replays, through
/v1/deals and /v1/play, to the same score."""

import base64
import random

import pytest

from service import create_app
from service.sealed.keys import DRAWN, SETTING, Keyring, draw_for_workers
from service.sealed.seats import action_text, commitment as seat_commitment, relay_proof
from service.sealed.table import commitment
from service.sealed.tokens import digest
from tests.service.test_match_loop import QUICK


def post(client, path, body, status=200):
    response = client.post(path, json=body)
    assert response.status_code == status, response.get_json()
    return response.get_json()


def key(byte):
    return base64.b64encode(bytes([byte]) * 32).decode()


class Seat:
    """One player's client: its credentials (its seat key, or its seat and secret), and the
    token it last heard on the relay."""

    def __init__(self, client, credentials, rng, relay_key=None):
        self.client, self.key, self.rng, self.relay_key = client, credentials, rng, relay_key
        self.answers = []

    def proof(self, token, what):
        """The relay's proof for this seat doing ``what`` at ``token`` (the test plays the
        relay too)."""
        if self.relay_key is None:
            return {}
        return {"relay_proof": relay_proof(self.relay_key, digest(token), self.key["seat"], what)}

    def reveal(self, token):
        return post(self.client, "/v1/sealed/reveal",
                    {"table": token, **self.key, **self.proof(token, "reveal")})

    def view(self, token):
        answer = post(self.client, "/v1/sealed/view", {"table": token, **self.key})
        assert answer["token_digest"] == digest(token)
        self.answers.append(answer)
        return answer["view"]

    def act(self, token, view):
        action = self.rng.choice(view["legal"])
        answer = post(self.client, "/v1/sealed/act",
                      {"table": token, **self.key, "action": action,
                       **self.proof(token, action_text(action))})
        assert answer["token_digest"] == digest(token)
        self.answers.append(answer)
        return answer


def deal(client, token, relay_key):
    """The relay deals the table once every seat revealed: the dealt token's answer."""
    return post(client, "/v1/sealed/deal", {"table": token, "relay_proof": relay_proof(
        relay_key, digest(token), "relay", "deal")})


def cards_in(value):
    """Every card code anywhere in a JSON value."""
    if isinstance(value, str):
        return {value} if len(value) == 2 and value[1] in "SHDC" else set()
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return set().union(*map(cards_in, value)) if value else set()
    return set()


def check_secrets(seat, answers, held, deal_number):
    """No answer to ``seat`` shows a card another seat was dealt (or the stock holds) that
    was not public when it answered: played, or turned up. ``held``: each seat's eight cards
(or five) and what stock was never dealt. ``answers``: ``(answer, cards
    public then)``; the deal's own reveal, once it is over, is public."""
    hidden = set().union(*(set(h) for s, h in enumerate(held) if s != seat))
    for answer, public in answers:
        shown = answer.get("view", answer)
        if shown["deal_number"] != deal_number:  # the act that ended the deal: its events
            answer = answer["events"]            # (its view is of the next deal)
        elif "view" in answer:  # an earlier deal's reveal is public; no card of this deal
            answer = {**answer, "view": {**shown, "previous": None}}
        else:
            answer = {**shown, "previous": None}
        leaked = cards_in(answer) & hidden - public
        assert not leaked, (seat, leaked)


def replay(client, record):
    """The revealed deal, dealt again by /v1/deals from its seed and played by /v1/play."""
    answer = post(client, "/v1/deals", {"rules": record["rules"], "dealer": record["dealer"],
                                        "seed": record["seed"],
                                        "match_totals": record.get("match_totals")})
    # the commitment is to the dealt state, less what /v1/deals answers beside its fields
    dealt = {k: v for k, v in answer.items() if k not in ("phase", "to_act", "legal")}
    assert {k: v for k, v in record.items() if k not in ("auction", "tricks", "seed")} == {
        k: v for k, v in dealt.items() if k not in ("auction", "tricks")}
    state, events, held = dealt, [], [*dealt["hands"], dealt.get("stock", [])]
    for action in record["auction"] + [c for trick in record["tricks"] for c in trick]:
        answer = post(client, "/v1/play", {"state": state, "action": action})
        if answer["phase"] == "play" and not answer["state"]["tricks"]:
            held = answer["state"]["hands"] + [[]]  # the stock dealt: eight cards each
        state, events = answer["state"], answer["events"]
    return dealt, held, [e for e in events if e["type"] in ("hand_scored", "thrown_in")][0]


def open_four(client, rules, rng, secrets_of_seats):
    """``(opened, seats)``: a table opened with four seat keys handed out, or, with
    ``secrets_of_seats``, from the four players' commitments alone (each client keeps its
    secret; the opener's answer holds no card and no seat's key), then dealt by the four
    reveals: ``opened["table"]`` is then the dealt token, ``opened["actions"]`` its
    actions."""
    if not secrets_of_seats:
        opened = post(client, "/v1/sealed/tables", {"rules": rules})
        return opened, [Seat(client, {"seat_key": k}, rng) for k in opened["seat_keys"]]
    secrets = [f"{rng.getrandbits(192):048x}" for _ in range(4)]
    opened = post(client, "/v1/sealed/tables", {"rules": rules, "seats": [
        {"commitment": seat_commitment(secret)} for secret in secrets]})
    assert "seat_keys" not in opened and not cards_in(opened)
    seats = [Seat(client, {"seat": s, "secret": secret}, rng, opened["relay_key"])
             for s, secret in enumerate(secrets)]
    token = opened["table"]
    for seat in seats:
        answer = seat.reveal(token)
        token = answer["table"]
    assert answer["view"]["state"] is None  # the last reveal shows its seat nothing
    answer = deal(client, token, opened["relay_key"])
    assert not cards_in(answer)  # the relay sees no card
    return {**opened, "table": answer["table"], "commitment": answer["commitment"],
            "actions": 5}, seats


@pytest.mark.parametrize("secrets_of_seats", [False, True], ids=["seat_keys", "secrets"])
@pytest.mark.parametrize("preset", sorted(QUICK))
def test_whole_matches_through_sealed_tables_only(client, preset, secrets_of_seats):
    rng = random.Random(preset)
    rules = {"preset": preset, "target": QUICK[preset]}
    opened, seats = open_four(client, rules, rng, secrets_of_seats)
    # what the relay broadcasts: the latest token only
    token, actions = opened["table"], opened.get("actions", 0)
    commitments, deal_answers, public = [opened["commitment"]], [[] for _ in seats], set()
    while True:
        views = [s.view(token) for s in seats]
        assert all(v["actions"] == actions and v["table_id"] == opened["table_id"] for v in views)
        assert [v["seat"] for v in views] == [0, 1, 2, 3]
        if views[0]["match"]["finished"]:
            break
        public |= cards_in(views[0]["state"].get("turn_up"))
        for seat, v in enumerate(views):
            deal_answers[seat].append((v, set(public)))
            assert v["commitment"] == commitments[-1]
            assert (v["legal"] is not None) == (v["to_act"] == seat)
        actor = views[0]["to_act"]
        answer = seats[actor].act(token, views[actor])
        # the relay broadcasts the new token and the public events
        public |= {e["card"] for e in answer["events"] if e["type"] == "card"}
        deal_answers[actor].append((answer, set(public)))
        token, actions = answer["table"], actions + 1
        assert token.split(".")[3] == str(actions)
        assert token.split(".")[4] == answer["token_digest"]  # its parent, in the clear
        if any(e["type"] in ("hand_scored", "thrown_in") for e in answer["events"]):
            previous = answer["view"]["previous"]
            record = previous["record"]
            dealt, held, ending = replay(client, record)
            assert commitment(dealt, record["seed"]) == previous["commitment"] == commitments[-1]
            assert ending["match_entry"] == previous["match_entry"]
            for seat in range(4):
                check_secrets(seat, deal_answers[seat], held, previous["deal_number"])
            deal_answers, public = [[] for _ in seats], set()
            public = cards_in(answer["view"]["state"].get("turn_up"))
            deal_answers[actor].append(({**answer["view"], "previous": None}, set(public)))
            commitments.append(answer["view"]["commitment"])
    assert views[0]["match"]["winner"] in (0, 1)
    assert max(views[0]["match"]["totals"]) >= QUICK[preset]


@pytest.fixture
def table(client):
    opened = post(client, "/v1/sealed/tables", {"rules": "classic", "dealer": 0})
    return opened


def refused(client, path, body, status, code, language="en"):
    response = client.post(path, json=body, headers={"Accept-Language": language})
    problem = response.get_json()
    assert (response.status_code, problem["code"]) == (status, code), problem
    return problem


def test_a_seat_not_to_act_is_refused_naming_both_seats(client, table):
    problem = refused(client, "/v1/sealed/act", {"table": table["table"],
                      "seat_key": table["seat_keys"][3], "action": "pass"}, 422, "not_your_turn")
    assert problem["params"] == {"asked": 3, "seat": 1}
    assert problem["errors"][0]["pointer"] == "/seat_key"


def test_tampered_tokens_foreign_keys_and_wrong_seat_keys_are_4xx(client, table):
    token, seat_key = table["table"], table["seat_keys"][1]
    head, sealed = token.rsplit(".", 1)
    flipped = sealed[:10] + ("A" if sealed[10] != "A" else "B") + sealed[11:]
    for bad in (head + "." + flipped, token.replace(".0.", ".5.", 1), "nonsense", token + "x"):
        refused(client, "/v1/sealed/view", {"table": bad, "seat_key": seat_key}, 400,
                "table_token_invalid")
    refused(client, "/v1/sealed/view", {"table": token.replace(".example.", ".other.", 1),
                                        "seat_key": seat_key}, 400, "table_key_unknown")
    other = post(client, "/v1/sealed/tables", {"rules": "classic"})
    problem = refused(client, "/v1/sealed/act", {"table": token, "action": "pass",
                      "seat_key": other["seat_keys"][1]}, 403, "seat_key_invalid", "fr")
    assert problem["title"] == "Interdit" and "[" not in problem["detail"]
    # another server's token, under the same key id: not its key, so not its token
    stranger = create_app({"TESTING": True, "ATOUT_SEALED_KEYS": f"example:{key(9)}"}).test_client()
    refused(stranger, "/v1/sealed/view", {"table": token, "seat_key": seat_key}, 400,
            "table_token_invalid")


def test_keys_rotate_several_accepted_one_current():
    old = create_app({"TESTING": True, "ATOUT_SEALED_KEYS": f"k1:{key(1)}"}).test_client()
    table = post(old, "/v1/sealed/tables", {"rules": "classic", "dealer": 0})
    rotated = create_app({"TESTING": True,
                          "ATOUT_SEALED_KEYS": f"k2:{key(2)},k1:{key(1)}"}).test_client()
    body = {"table": table["table"], "seat_key": table["seat_keys"][1], "action": "pass"}
    moved = post(rotated, "/v1/sealed/act", body)
    assert moved["table"].startswith("atout2.k2.")  # sealed anew with the current key
    retired = create_app({"TESTING": True, "ATOUT_SEALED_KEYS": f"k2:{key(2)}"}).test_client()
    problem = refused(retired, "/v1/sealed/view", {"table": moved["table"],
                      "seat_key": table["seat_keys"][1]}, 400, "table_key_unknown")
    assert problem["params"] == {"kid": "k1"}  # the seat keys' key is gone


def test_a_token_stays_small(client, table):
    # padded: 1,536 bytes of compressed state, 12 of nonce and 16 of tag, 2,086 characters
    # of unpadded base64, after a dot and the header (98 characters for this key id and
    # table id at action 0)
    assert len(table["table"]) == 98 + 1 + 2086


def test_with_no_keys_set_the_gunicorn_master_draws_one_for_every_worker():
    environ = {}
    draw_for_workers(environ)
    drawn = environ[DRAWN]
    draw_for_workers(environ)  # once: a restarted worker inherits the same
    assert environ[DRAWN] == drawn
    first, second = Keyring.from_environment(environ), Keyring.from_environment(environ)
    assert first.token_keys == second.token_keys
    configured = {SETTING: f"k1:{key(1)}"}
    draw_for_workers(configured)
    assert DRAWN not in configured and Keyring.from_environment(configured).current_kid == "k1"


@pytest.mark.parametrize("setting", ["k1", "k1:c2hvcnQ=", f"bad kid:{key(1)}",
                                     f"k1:{key(1)},k1:{key(2)}"])
def test_a_wrong_key_setting_stops_the_service_at_start(setting):
    with pytest.raises(ValueError, match="ATOUT_SEALED_KEYS"):
        create_app({"TESTING": True, "ATOUT_SEALED_KEYS": setting})
