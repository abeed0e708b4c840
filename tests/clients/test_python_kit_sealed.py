"""The Python kit's sealed tables against the real service: a seat proves itself with its
own secret, the relay keeps each table's latest token and refuses a stale token, a fork
(a client that acts twice on one token), a table opened twice and a table it never saw
opened; a whole match plays with players in this process and server bot seats."""

import random
import sys

import pytest
import yaml

from tests.clients.kits import PYTHON_KIT, ROOT, atout

sys.path.insert(0, str(PYTHON_KIT))
import atout_client  # noqa: E402
from atout_client import Relay, RelayRefused, SealedSeat, commitment, new_secret  # noqa: E402
from atout_client.sealed import TokenHeader, token_digest  # noqa: E402

SPEC = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
pytestmark = pytest.mark.skipif(
    "seats" not in SPEC["components"]["schemas"]["OpenTableRequest"]["properties"],
    reason="the service's sealed tables take no seat commitments yet (fair tables)")


@pytest.fixture(scope="module")
def client():
    served = atout()
    with atout_client.Client(served.url, timeout=30) as client:
        yield client
    served.close()


def four_players(client, relay=None):
    """Four seats, a table the relay opened, the four reveals and the relay's deal:
    ``(seats, opened, relay)``, ``opened.table`` the dealt token (the relay's latest)."""
    relay = relay or Relay()
    seats = [SealedSeat(client, n, new_secret()) for n in range(4)]
    opened = client.open_sealed_table("classic",
                                      seats=[{"commitment": s.commitment} for s in seats])
    token = relay.opened(opened)
    for seat in seats:
        revealed = seat.reveal(token, relay.proof(token, seat.seat, "reveal"))
        assert revealed.view.state is None  # the last reveal shows its seat nothing
        token = relay.accept(revealed.table)
    opened.table = relay.accept(client.deal_at_sealed_table(token, relay.deal_proof(token)).table)
    return seats, opened, relay


def to_act(seats, token):
    return seats[seats[0].view(token).to_act]


def test_a_commitment_is_the_sha256_of_the_prefixed_secret():
    # printf 'atout-seat-v1:aaaaaaaaaaaaaaaa' | sha256sum
    assert commitment("a" * 16) == "4e9a611e9d5a41867d54c3e60e2cbf959f997d88c0f32c7baab877e5e9a00e1b"
    assert len(new_secret()) == 43 and new_secret() != new_secret()


def test_a_seat_sees_its_own_hand_only_by_its_secret(client):
    seats, opened, _ = four_players(client)
    assert opened.seat_keys is None and opened.relay_key and opened.to_act is None
    view = seats[0].view(opened.table)
    assert view.seat == 0 and view.state.hands[0] and view.state.hands[1] is None
    with pytest.raises(atout_client.PermissionDeniedError) as raised:
        SealedSeat(client, 1, new_secret()).view(opened.table)
    assert raised.value.code == "seat_secret_invalid"


def test_the_relay_takes_each_child_and_refuses_a_stale_token(client):
    seats, opened, relay = four_players(client)
    first = opened.table
    seat = to_act(seats, first)
    action = seat.view(first).legal[0]
    acted = seat.act(first, action, relay.proof(first, seat.seat, action))
    assert TokenHeader(acted.table).parent == token_digest(first)
    assert relay.accept(acted.table) == relay.latest(opened.table_id) == acted.table
    with pytest.raises(RelayRefused, match="not a child"):
        relay.accept(first)  # stale: the table has moved on


def test_the_relay_lets_one_move_per_token_and_a_seat_alone_cannot_act(client):
    seats, opened, relay = four_players(client)
    seat = to_act(seats, opened.table)
    view = seat.view(opened.table)
    with pytest.raises(atout_client.PermissionDeniedError) as raised:
        seat.act(opened.table, view.legal[-1])  # a private trial: no relay's proof
    assert raised.value.code == "relay_proof_invalid"
    proof = relay.proof(opened.table, seat.seat, view.legal[0])
    with pytest.raises(RelayRefused, match="one move per token"):
        relay.proof(opened.table, seat.seat, view.legal[-1])
    one = seat.act(opened.table, view.legal[0], proof)
    relay.accept(one.table)
    assert relay.latest(opened.table_id) == one.table


def test_the_relay_refuses_a_table_opened_twice_and_one_it_never_saw(client):
    seats, opened, relay = four_players(client)
    again = client.open_sealed_table("classic",
                                     seats=[{"commitment": s.commitment} for s in seats])
    assert again.table_id == opened.table_id
    with pytest.raises(RelayRefused):
        relay.accept(again.table)
    seat = to_act(seats, opened.table)
    action = seat.view(opened.table).legal[0]
    acted = seat.act(opened.table, action, relay.proof(opened.table, seat.seat, action))
    with pytest.raises(RelayRefused, match="never opened"):
        Relay().accept(acted.table)
    with pytest.raises(RelayRefused, match="not a table token"):
        relay.accept("atout1.example.x.0.y")


def test_a_whole_sealed_match_with_one_player_and_three_server_bots(client):
    rng = random.Random(2)
    view = atout_client.play_sealed_match(
        client, {"preset": "classic", "target": 300},
        [lambda v: rng.choice(v.legal), "casual", "casual", "casual"])
    assert view.match.finished and view.seat == 0
    assert view.previous.record.seed is not None  # the last deal revealed


def test_a_whole_sealed_match_with_four_players_in_this_process(client):
    rng = random.Random(4)
    view = atout_client.play_sealed_match(client, {"preset": "classic", "target": 300},
                                          [lambda v: rng.choice(v.legal)] * 4)
    assert view.match.finished and max(view.match.totals) >= 300


def test_a_whole_sealed_match_with_the_async_client():
    import asyncio
    served = atout()
    rng = random.Random(6)

    async def play():
        async with atout_client.AsyncClient(served.url, timeout=30) as client:
            return await atout_client.play_sealed_match_async(
                client, {"preset": "classic", "target": 300},
                [lambda v: rng.choice(v.legal), "casual", lambda v: rng.choice(v.legal), "casual"])
    try:
        view = asyncio.run(play())
    finally:
        served.close()
    assert view.match.finished and max(view.match.totals) >= 300


def test_the_relay_recovers_after_a_refused_move_and_only_then(client):
    """A move the server refuses (a card not held: 422; an action of no shape: 400) leaves
    the table where it was; with the server's proof of the refusal the relay lets another
    move at that token, and the table goes on. A seat's word alone, or the refusal of
    another move, changes nothing: a move played is never 'refused'."""
    seats, opened, relay = four_players(client)
    token = opened.table
    seat = to_act(seats, token)
    legal = seat.view(token).legal
    for bad, kind in (("TS" if "TS" not in legal else "7C", atout_client.UnprocessableError),
                      ({"no": "such action"}, atout_client.BadRequestError)):
        with pytest.raises(kind) as raised:
            seat.act(token, bad, relay.proof(token, seat.seat, bad))
        with pytest.raises(RelayRefused, match="one move per token"):
            relay.proof(token, seat.seat, legal[0])  # stuck until the refusal is shown
        with pytest.raises(RelayRefused, match="not the server's refusal"):
            relay.refused(token, "0" * 64)  # a seat's word
        assert relay.refused(token, raised.value)
    acted = seat.act(token, legal[0], relay.proof(token, seat.seat, legal[0]))
    token = relay.accept(acted.table)
    assert relay.latest(opened.table_id) == token
    # a move played has no refusal to show: the next seat's move cannot be swapped
    following = to_act(seats, token)
    action = following.view(token).legal[0]
    following.act(token, action, relay.proof(token, following.seat, action))
    with pytest.raises(RelayRefused):
        relay.refused(token, None)


def test_reopening_a_table_makes_its_earlier_tokens_worthless(client):
    """The last revealer withholds its reveal's answer (which shows it nothing anyway) and
    the table is opened again, here with a new secret of that seat: the relay refuses
    every token of the first opening from then on."""
    relay = Relay()
    seats = [SealedSeat(client, n, new_secret()) for n in (0, 2)]
    table = [{"commitment": seats[0].commitment}, {"bot": "casual"},
             {"commitment": seats[1].commitment}, {"bot": "casual"}]
    first = client.open_sealed_table("classic", seats=table)
    token = relay.opened(first)
    token = relay.accept(seats[0].reveal(token, relay.proof(token, 0, "reveal")).table)
    withheld = seats[1].reveal(token, relay.proof(token, 2, "reveal"))
    assert withheld.view.state is None and not withheld.events
    seats[1] = SealedSeat(client, 2, new_secret())
    table[2] = {"commitment": seats[1].commitment}
    again = client.open_sealed_table("classic", seats=table)
    relay.opened(again, replacing=first.table_id)
    with pytest.raises(RelayRefused, match="re-opened"):
        relay.accept(withheld.table)
    with pytest.raises(RelayRefused, match="re-opened"):
        relay.deal_proof(withheld.table)
