"""The Python kit against the real service on the loopback, and against servers that
misbehave: each failure gives the exception its README documents, after the time it
documents (a 4xx at once; a 429 after its Retry-After; silence or a dripping answer after
``timeout``; a closed port after the retries' backoff, 0.375-0.5 s then 0.75-1 s)."""

import asyncio
import random
import sys
import time

import pytest

from tests.clients.kits import (PYTHON_KIT, Dripping, Silent, atout, closed_port,
                                rate_limited_then_ok)

sys.path.insert(0, str(PYTHON_KIT))
import atout_client  # noqa: E402
from atout_client import models  # noqa: E402

SLACK = 1.5  # seconds a loaded two-core machine may add to a documented wait


@pytest.fixture(scope="module")
def server():
    served = atout()
    yield served.url
    served.close()


@pytest.fixture
def client(server):
    with atout_client.Client(server, timeout=10) as client:
        yield client


def test_a_deal_takes_the_rules_as_a_plain_string_and_answers_a_typed_state(client):
    dealt = client.deal("classic", seed=7, dealer=0)
    assert isinstance(dealt, models.DealAnswer)
    assert (dealt.dealer, dealt.turn_up, dealt.to_act, dealt.legal) == (0, "9D", 1, ["pass", "take"])
    assert dealt.hands[0] == ["7S", "9H", "AH", "9C", "TC"]
    assert dealt.state is dealt


def test_an_answer_turns_into_its_json_document_and_back(client):
    dealt = client.deal("classic", seed=7, dealer=0)
    played = client.play(dealt.state, "take", seat=1)
    document = played.to_dict()
    assert document["events"][:2] == [{"type": "call", "seat": 1, "call": "take"},
                                      {"type": "contract", "contract": {"taker": 1, "kind": "D"}}]
    assert models.PlayAnswer.from_dict(document) == played
    assert [type(e).__name__ for e in played.events] == ["CallEvent", "ContractEvent",
                                                          "DealCompletedEvent"]
    assert isinstance(played.events[1].contract, models.Contract)


def test_an_answers_state_goes_back_as_it_came(client):
    dealt = client.deal("classic", seed=7, dealer=0)
    played = client.play(dealt, "take")
    assert client.legal_moves(played.state).legal == played.legal
    assert client.legal_moves(played.state.to_dict()).to_act == played.to_act


def test_every_post_operation_answers_its_model(client):
    contract = {"taker": 0, "kind": "S"}
    assert client.resolve_trick("classic", contract, 1, ["AH", "7S", "TH", "KH"]).winner == 2
    hands = [["8S", "9S", "KS", "7D", "8D", "KD", "AD", "9C"],
             ["TS", "JS", "9H", "TH", "KH", "7C", "JC", "QC"],
             ["7S", "7H", "8H", "9D", "TD", "JD", "TC", "AC"],
             ["QS", "AS", "JH", "QH", "AH", "QD", "8C", "KC"]]
    declared = client.declarations("classic", {"taker": 0, "kind": "H"}, 3, hands)
    assert declared.declarations[2][0].kind == "tierce" and declared.points == [20, 0]
    scored = client.score_hand({"rules": "classic", "contract": {"taker": 0, "kind": "H"},
                                "tricks_won": [5, 3], "card_points": [90, 62],
                                "last_trick": 0, "declarations": [20, 0], "belote": [0, 20]})
    assert isinstance(scored, models.HandScore) and scored.score == [120, 82]
    match = client.score_match("classic", [{"dealer": 0, "outcome": "thrown_in"}])
    assert (match.totals, match.next_dealer) == ([0, 0], 1)
    batch = client.batch([{"path": "/v1/tricks/resolve",
                           "body": {"rules": "classic", "contract": contract, "leader": 1,
                                    "cards": ["AH", "7S", "TH", "XH"]}}])
    assert batch.responses[0].status == 400 and batch.responses[0].body["code"] == "not_a_card"
    state = {"rules": "classic", "dealer": 3,
             "hands": [["7H", "8D", "9D"], ["KD", "9C", "TC"], ["9H", "KC", "AC"],
                       ["TH", "7D", "8C"]], "turn_up": "KS", "auction": ["take"],
             "tricks": [["JH", "AH", "8H", "QH"], ["QC", "JC", "7C", "8S"],
                        ["9S", "QS", "AS", "JS"], ["TD", "QD", "JD", "AD"],
                        ["7S", "KH", "KS", "TS"]]}
    hints = client.hints(state)
    assert hints.method == "exact" and hints.actions[0].value == 106
    assert client.dd_table("contree", 3, hands).leader == 0
    dealt = client.deal("classic", seed=7, dealer=0)
    assert client.check_record(text=f"atout-deal/1 rules=classic dealer=0 hands="
                                    f"{'/'.join(''.join(h) for h in dealt.hands)} turn_up=9D "
                                    f"stock={''.join(dealt.stock)} auction=pass,pass,pass,pass,"
                                    f"pass,pass,pass,pass tricks= seed=7").phase == "thrown_in"


def test_the_get_operations_answer_rulesets_and_texts(client):
    rulesets = client.list_rulesets()
    assert [r.preset for r in rulesets][:2] == ["classic", "club-501"]
    assert client.get_ruleset("coinche").bidding == "point_auction"
    assert client.health().status == "ok" and client.ready().status == "ok"
    assert client.openapi().startswith("openapi: 3.1.0")
    assert "atout_requests_total" in client.metrics()
    assert client.docs().lower().startswith("<!doctype html>")
    assert client.demo().lower().startswith("<!doctype html>")


def test_a_bad_request_raises_with_its_code_pointer_and_request_id(client):
    dealt = client.deal("classic", seed=7, dealer=0)
    started = time.monotonic()
    with pytest.raises(atout_client.BadRequestError) as raised:
        client.play(dealt, "XX")
    error = raised.value
    assert time.monotonic() - started < SLACK  # not retried
    assert (error.status, error.code, error.pointer) == (400, "not_an_action", "/action")
    assert error.request_id.startswith("py-") and error.detail


def test_an_illegal_card_raises_illegal_action_with_its_params(client):
    dealt = client.deal("classic", seed=7, dealer=0)
    played = client.play(dealt, "take")
    with pytest.raises(atout_client.IllegalActionError) as raised:
        client.play(played.state, "JS", seat=1)  # seat 1 does not hold it
    assert raised.value.status == 422 and raised.value.code == "not_held"
    assert isinstance(raised.value, atout_client.UnprocessableError)


def test_a_wrong_preset_raises_not_found_in_the_language_asked(server):
    details = []
    for language in ("en", "fr"):
        with pytest.raises(atout_client.NotFoundError) as raised:
            atout_client.Client(server, language=language).get_ruleset("belote")
        assert (raised.value.status, raised.value.code) == (404, "not_found")
        details.append(raised.value.detail)
    assert "belote" in details[0] and details[1] != details[0]


def test_a_429_is_retried_after_its_retry_after():
    limited = rate_limited_then_ok(retry_after=1)
    try:
        started = time.monotonic()
        assert atout_client.Client(limited.url, max_retries=1).health().status == "ok"
        waited = time.monotonic() - started
    finally:
        limited.close()
    assert 1.0 <= waited < 1.0 + SLACK and len(limited.hits) == 2


def test_a_429_past_the_retries_raises_rate_limited_with_retry_after():
    limited = rate_limited_then_ok(retry_after=1, limited=5)
    try:
        with pytest.raises(atout_client.RateLimitedError) as raised:
            atout_client.Client(limited.url, max_retries=0).health()
    finally:
        limited.close()
    error = raised.value
    assert (error.status, error.code, error.retry_after, error.request_id) == (
        429, "rate_limited", 1.0, "limited")


def test_a_server_that_never_answers_raises_timed_out_after_the_timeout():
    silent = Silent()
    try:
        started = time.monotonic()
        with pytest.raises(atout_client.TimedOutError) as raised:
            atout_client.Client(silent.url, timeout=1).health()
        waited = time.monotonic() - started
    finally:
        silent.close()
    assert 1.0 <= waited < 1.0 + SLACK  # a timeout is not retried
    assert raised.value.status is None and raised.value.code == "timeout"


@pytest.mark.parametrize("headers_too", [False, True], ids=["body", "headers"])
def test_a_server_that_drips_its_answer_cannot_hold_a_call_past_its_timeout(headers_too):
    # One byte every 0.25 s, each in time for any per-read timeout: only a deadline for the
    # whole call stops it. The server would drip for minutes; it stops itself after 15 s.
    dripping = Dripping(every=0.25, budget=15, headers_too=headers_too)

    def timed(call):
        started = time.monotonic()
        with pytest.raises(atout_client.TimedOutError) as raised:
            call()
        assert raised.value.code == "timeout" and raised.value.status is None
        return time.monotonic() - started

    try:
        waits = [timed(atout_client.Client(dripping.url, timeout=1).health),
                 timed(lambda: asyncio.run(
                     atout_client.AsyncClient(dripping.url, timeout=1).health()))]
    finally:
        dripping.close()
    assert all(1.0 <= waited < 1.0 + SLACK for waited in waits), waits


def test_a_closed_port_raises_network_error_after_the_retries():
    started = time.monotonic()
    with pytest.raises(atout_client.NetworkError) as raised:
        atout_client.Client(closed_port(), max_retries=2).health()
    waited = time.monotonic() - started
    assert 0.375 + 0.75 <= waited < 1.5 + SLACK
    assert not isinstance(raised.value, atout_client.TimedOutError)
    assert raised.value.code == "network_error" and raised.value.request_id.startswith("py-")


def test_a_proxy_page_that_is_not_a_problem_still_raises_its_kind():
    error = atout_client.errors.error_from_answer(502, {}, b"<html>Bad Gateway</html>")
    assert isinstance(error, atout_client.UnavailableError) and error.code is None
    assert atout_client.errors.error_from_answer(431, {}, b"").status == 431


def test_an_unknown_field_of_a_model_is_refused_by_name():
    with pytest.raises(TypeError, match="has no field 'dealr'"):
        models.DealState(rules="classic", dealr=0)


def test_play_match_plays_a_whole_match_with_a_bot_per_seat(client):
    rng = random.Random(3)
    seen = set()

    def bot_of(seat):
        def bot(answer):
            seen.add(seat)
            assert answer.to_act == seat
            return rng.choice(answer.legal)
        return bot

    match, entries = atout_client.play_match(client, {"preset": "classic", "target": 300},
                                             [bot_of(seat) for seat in range(4)], seed="t")
    assert match.finished and max(match.totals) >= 300 and seen == {0, 1, 2, 3}
    assert client.score_match({"preset": "classic", "target": 300}, entries) == match


def test_the_async_client_plays_a_match_and_raises_the_same_errors(server):
    async def scenario():
        async with atout_client.AsyncClient(server, timeout=10) as client:
            rng = random.Random(5)
            match, _ = await atout_client.play_match_async(
                client, {"preset": "coinche", "target": 500}, lambda a: rng.choice(a.legal))
            dealt = await client.deal("classic", seed=7, dealer=0)
            try:
                await client.play(dealt, "XX")
            except atout_client.BadRequestError as error:
                return match, error
    match, error = asyncio.run(scenario())
    assert match.finished and (error.code, error.pointer) == ("not_an_action", "/action")


def test_the_async_client_times_out_and_retries_as_the_sync_one():
    silent, limited = Silent(), rate_limited_then_ok(retry_after=1)

    async def scenario():
        started = time.monotonic()
        try:
            await atout_client.AsyncClient(silent.url, timeout=1).health()
        except atout_client.TimedOutError:
            timed_out = time.monotonic() - started
        started = time.monotonic()
        health = await atout_client.AsyncClient(limited.url, max_retries=1).health()
        return timed_out, time.monotonic() - started, health

    try:
        timed_out, waited, health = asyncio.run(scenario())
    finally:
        silent.close()
        limited.close()
    assert 1.0 <= timed_out < 1.0 + SLACK
    assert 1.0 <= waited < 1.0 + SLACK and health.status == "ok"


def test_a_429_longer_than_the_budget_raises_at_once_with_its_wait():
    limited = rate_limited_then_ok(retry_after=60, limited=5)
    try:
        started = time.monotonic()
        with pytest.raises(atout_client.RateLimitedError) as raised:
            atout_client.Client(limited.url, timeout=2, max_retries=2).health()
        waited = time.monotonic() - started
    finally:
        limited.close()
    assert waited < 2 and len(limited.hits) == 1  # not 60 s of sleep, not past the budget
    assert (raised.value.retry_after, raised.value.code) == (60.0, "rate_limited")


def test_one_budget_covers_every_retry_and_its_wait():
    # Five retries of 1 s each would take 5 s; a budget of 2.5 s leaves room for one or two.
    limited = rate_limited_then_ok(retry_after=1, limited=9)

    def timed(make):
        started = time.monotonic()
        with pytest.raises(atout_client.RateLimitedError):
            make()
        return time.monotonic() - started

    async def from_async():
        await atout_client.AsyncClient(limited.url, timeout=2.5, max_retries=5).health()

    try:
        waits = [timed(atout_client.Client(limited.url, timeout=2.5, max_retries=5).health),
                 timed(lambda: asyncio.run(from_async()))]
    finally:
        limited.close()
    assert all(1.0 <= waited < 2.5 + 1.0 for waited in waits), waits
    assert len(limited.hits) <= 6


def test_the_budget_decides_each_retry_by_the_time_left():
    from atout_client import _transport as t
    soon = time.monotonic() + 2
    assert t.retry_delay(429, {"Retry-After": "60"}, 0, 2, soon) is None
    assert t.retry_delay(429, {"Retry-After": "1"}, 0, 2, soon) == 1.0
    assert t.retry_delay(429, {"Retry-After": "1"}, 2, 2, soon) is None  # no retries left
    assert t.retry_delay(503, {}, 0, 2, time.monotonic() + 0.1) is None  # backoff 0.375+ s
    assert t.retry_delay(429, {"Retry-After": "30"}, 0, 2, None) == 30.0  # no budget


def test_play_match_stops_a_match_of_bots_that_only_pass(server):
    with atout_client.Client(server, timeout=10) as client:
        with pytest.raises(atout_client.StalledMatchError) as raised:
            atout_client.play_match(client, "classic", lambda answer: "pass", seed="passing")
    error = raised.value
    assert isinstance(error, atout_client.AtoutError) and error.code == "stalled_match"
    assert error.thrown_in == atout_client.helpers.MAX_THROWN_IN == 100
    assert len(error.entries) == 100 and error.status is None
    assert "thrown in" in str(error) and "/hands" not in str(error)
    assert "None" not in str(error) and str(error).startswith("stalled_match: 100 deals")

    async def scenario():
        async with atout_client.AsyncClient(server, timeout=10) as client:
            await atout_client.play_match_async(client, "coinche", lambda answer: "pass",
                                                max_thrown_in=3)
    with pytest.raises(atout_client.StalledMatchError) as raised:
        asyncio.run(scenario())
    assert raised.value.thrown_in == 3 and len(raised.value.entries) == 3


def test_the_example_at_the_top_of_the_helpers_plays_a_match(server):
    import textwrap
    example = textwrap.dedent(atout_client.helpers.__doc__.split("\n\n")[1])
    assert "play_match(Client()" in example
    scope = {}
    exec(example.replace("Client()", f"Client({server!r})"), scope)  # noqa: S102
    assert scope["match"].finished and scope["entries"]


def test_the_text_of_an_error_names_its_pointer_once(client, server):
    dealt = client.deal("classic", seed=7, dealer=0)
    texts = []
    for language in ("en", "fr", "ar"):
        with pytest.raises(atout_client.BadRequestError) as raised:
            atout_client.Client(server, language=language).play(dealt, "XX")
        texts.append(str(raised.value))
    assert all(text.count("/action") == 1 for text in texts), texts
    assert texts[0].startswith("400 not_an_action")
    error = atout_client.errors.error_from_answer(422, {}, b'{"detail": "Follow suit.", '
                                                  b'"code": "must_follow", "errors": '
                                                  b'[{"pointer": "/action"}]}')
    assert str(error).startswith("422 must_follow at /action: Follow suit.")
