"""The demo table (/demo): served without internet, and played through a whole hand in a real
headless browser (Debian's chromium, driven by Playwright) against the real service on loopback."""

import json
import os
import re
import shutil
import threading
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from service import create_app

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 30_000  # for any one wait in the browser; a whole hand takes a few seconds
MAX_TURNS = 40       # a person's turns over every deal the test may need; 8 cards + calls per deal
# Where the screenshots go: a temporary folder, or docs/ when ATOUT_DEMO_SCREENSHOTS=docs
# (docs/demo.md shows them; see there how they are refreshed).
SCREENSHOTS = os.environ.get("ATOUT_DEMO_SCREENSHOTS")
VIEWPORT = {"width": 900, "height": 760}
PHONE = {"width": 390, "height": 844}  # a phone's screen, on which a hand plays without scrolling
TOUCH_PX = 44  # the least width and height of anything a finger presses (WCAG 2.5.5)


def test_the_page_needs_no_internet(client):
    page = client.get("/demo")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert not re.search(r"(src|href)=\"(https?:)?//", html)
    for reference in re.findall(r"(?:src|href)=\"([^\"]+)\"", html):
        if reference.startswith("data:"):  # inside the page: nothing fetched
            continue
        asset = client.get("/" + reference)
        assert asset.status_code == 200 and asset.mimetype == "text/javascript", reference
        script = asset.get_data(as_text=True)
        assert "http://" not in script and "https://" not in script


def test_the_page_carries_its_icon(client):
    html = client.get("/demo").get_data(as_text=True)
    icon = re.search(r'<link rel="icon" href="([^"]+)">', html)
    assert icon and icon.group(1).startswith("data:image/svg+xml,")


def test_an_unknown_demo_file_is_a_404_problem(client):
    for path in ("/demo/index.html", "/demo/..%2Fopenapi.yaml", "/demo/demo.css"):
        response = client.get(path)
        assert response.status_code == 404, path
        assert response.mimetype == "application/problem+json"


@pytest.fixture(scope="module")
def server():
    """The service on a free loopback port, in a thread, for as long as the module's tests."""
    httpd = make_server("127.0.0.1", 0, create_app(), threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()
    thread.join(timeout=10)


def post(base, path, body):
    """The service's answer to a POST, read the way a client reads it (status, JSON)."""
    request = urllib.request.Request(base + path, json.dumps(body).encode(),
                                     {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


@pytest.fixture
def screenshots(tmp_path):
    folder = Path(__file__).resolve().parents[2] / SCREENSHOTS if SCREENSHOTS else tmp_path
    folder.mkdir(exist_ok=True)
    return folder


@pytest.fixture
def browser_page(tmp_path):
    sync_api = pytest.importorskip(
        "playwright.sync_api",
        reason="the demo test drives chromium with the playwright package (pip install .[test])")
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (apt-get install -y chromium)")
    with sync_api.sync_playwright() as playwright:
        # A fresh profile each time: nothing cached from an earlier run.
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True,
            args=CHROMIUM_ARGS, viewport=VIEWPORT)
        context.set_default_timeout(TIMEOUT_MS)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        # No 404 or other refusal of anything the page or the browser fetches (the icon too).
        page.on("response", lambda response: response.status >= 400 and errors.append(
            f"{response.status} {response.url}"))
        yield page
        context.close()
        assert not errors, errors


SETTLED = """() => {
    const table = document.getElementById("table");
    if (document.body.dataset.busy !== "false") return false;
    return table.dataset.toAct === "0" || table.dataset.phase === "complete"
        || table.dataset.phase === "thrown_in";
}"""


def page_state(page):
    return json.loads(page.get_attribute("#table", "data-state"))


def as_keys(actions):
    """Calls (strings or objects) as a set: objects compared by content."""
    return {json.dumps(a, sort_keys=True) for a in actions}


def enabled_actions(page, selector):
    return as_keys(json.loads(b.get_attribute("data-action"))
                   for b in page.query_selector_all(selector) if b.is_enabled())


def offered_calls(page):
    """Every call the page offers: its call buttons, and each level and kind of the bid
    picker (a level chosen, the kinds it enables)."""
    offered = enabled_actions(page, "#calls button")
    if page.is_visible("#bid-picker"):
        levels = page.eval_on_selector_all("#bid-level option", "os => os.map(o => o.value)")
        assert len(page.query_selector_all("#auction-area button")) <= 12  # not 44 buttons
        for level in levels:
            page.select_option("#bid-level", level)
            offered |= enabled_actions(page, "#bid-kinds button")
        page.select_option("#bid-level", levels[0])  # back to the lowest, as it opened
    return offered


def make_call(page, call):
    if isinstance(call, dict) and "kind" in call:
        page.select_option("#bid-level", str(call["bid"]))
        page.click(f"#bid-kinds button[data-kind='{call['kind']}']")
    else:
        next(b for b in page.query_selector_all("#calls button")
             if json.loads(b.get_attribute("data-action")) == call).click()


def hand_is_readable(page):
    """Your cards shown at full strength (not greyed out) while you make a call."""
    return page.eval_on_selector_all(
        "#hand .card", "cs => cs.every(c => getComputedStyle(c).opacity === '1')")


# Every control in view smaller than a finger: what it is, and its size.
SMALL_TARGETS = """px => [...document.querySelectorAll("button, select, input, a[href]")]
    .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== "hidden")
    .map(e => [e.id || e.dataset.action || e.textContent.trim(), e.getBoundingClientRect()])
    .filter(([, r]) => r.width < px || r.height < px)
    .map(([name, r]) => `${name}: ${Math.round(r.width)}x${Math.round(r.height)}`)"""

# What must be in view to play, and is not, without scrolling: the contract and the score,
# the table, your cards, your calls and the hint.
OUT_OF_VIEW = """() => {
    const wanted = ["#summary", "#board", "#hand", "#auction-area", "#tools",
                    ...[...document.querySelectorAll("#hand .card, #auction-area button")]];
    const out = wanted.map(w => typeof w === "string" ? document.querySelector(w) : w)
        .filter(e => e.getClientRects().length)
        .filter(e => { const r = e.getBoundingClientRect();
                       return r.top < 0 || r.bottom > innerHeight || r.right > innerWidth; })
        .map(e => e.id || e.dataset.face || e.dataset.action);
    if (scrollY !== 0 || document.documentElement.scrollWidth > innerWidth) out.push("scrolled");
    return out;
}"""


def check_the_screen(page):
    """The contract, the score and the whole table in view, every control a finger wide."""
    assert page.evaluate(SMALL_TARGETS, TOUCH_PX) == []
    assert page.evaluate(OUT_OF_VIEW) == []


def on_a_phone(page, name, screenshots):
    """The same moment on a phone's screen: all of it in view, then its screenshot."""
    page.set_viewport_size(PHONE)
    page.evaluate("window.scrollTo(0, 0)")
    check_the_screen(page)
    page.screenshot(path=str(screenshots / name))
    page.set_viewport_size(VIEWPORT)


def check_the_auction_so_far(page, state):
    """Each seat that has spoken shows its last call at the seat, and the contract line the
    last bid made (the auction runs from the eldest, seat after seat)."""
    last = {}
    for turn, call in enumerate(state["auction"]):
        last[(state["dealer"] + 1 + turn) % 4] = call
    for seat in range(4):
        bubble = page.query_selector(f"#seat-{seat} .said")
        if seat in last:
            assert bubble and json.loads(bubble.get_attribute("data-call")) == last[seat], seat
        else:
            assert bubble is None, seat
    bids = [c for c in state["auction"] if isinstance(c, dict) or c == "take"]
    shown = page.get_attribute("#contract", "data-bid")
    if bids:
        assert json.loads(shown) == bids[-1]
        assert page.text_content("#contract").startswith("bidding: ")
    else:
        assert shown == "" and page.text_content("#contract") == "none yet"


def a_call(legal):
    """The person takes at the first chance, so that the deal is played rather than thrown in."""
    for call in legal:
        if call == "take" or isinstance(call, dict):
            return call
    return "pass"


@pytest.mark.parametrize("rules", ["classic", "coinche", "bulgarian"])  # the three auctions
def test_a_whole_hand_in_a_real_browser(browser_page, server, rules, screenshots):
    page = browser_page
    # No pause between actions, and bots that think briefly (each asks /v1/hints).
    # This seed has East deal: North and West speak first, and the auction's screenshot
    # shows their calls at their seats, and yours under your hand.
    page.goto(f"{server}/demo?delay=0&think=100&seed=saturday&rules={rules}")
    page.wait_for_selector("body[data-ready='true']")
    page.click("#new-match")
    hinted = heard = due = False  # due: a call was made before one of the person's turns
    shot = set()
    for _ in range(MAX_TURNS):
        page.wait_for_function(SETTLED)
        phase = page.get_attribute("#table", "data-phase")
        state = page_state(page)
        if phase == "complete":
            break
        if phase == "thrown_in":
            deal = page.get_attribute("#table", "data-deal")
            page.click("#next-deal")
            page.wait_for_function(
                "deal => document.getElementById('table').dataset.deal !== deal", arg=deal)
            continue
        status, moves = post(server, "/v1/legal-moves", state)
        assert status == 200 and moves["to_act"] == 0, moves
        if phase == "bidding":
            assert offered_calls(page) == as_keys(moves["legal"])
            assert hand_is_readable(page)
            # a call's name may be written right to left: each button finds its own direction
            assert all(b.get_attribute("dir") == "auto"
                       for b in page.query_selector_all("#auction-area button"))
            assert len(page.query_selector_all("#hand .card svg")) == len(state["hands"][0])
            # the others' hands face down, one back a card
            for seat in (1, 2, 3):
                backs = page.query_selector_all(f"#seat-{seat} .back")
                assert len(backs) == len(state["hands"][seat])
            if state.get("turn_up"):  # beside the deck, not in a trick slot
                assert page.get_attribute("#deck #turn-up", "data-face") == state["turn_up"]
                assert not page.query_selector_all("#trick .card")
            check_the_auction_so_far(page, state)
            heard |= len(page.query_selector_all(".seat .said")) > 0
            due |= bool(state.get("auction"))
            check_the_screen(page)
            if "auction" not in shot:
                page.screenshot(path=str(screenshots / f"demo-{rules}-auction.png"))
                on_a_phone(page, f"demo-phone-{rules}-auction.png", screenshots)
                shot.add("auction")
            make_call(page, a_call(moves["legal"]))
        else:
            cards = page.query_selector_all("#hand .card")
            assert {c.get_attribute("data-card") for c in cards} == set(state["hands"][0])
            # the auction is over: the contract in view, no call left at the seats
            assert page.text_content("#contract") not in ("none yet", "")
            assert not page.query_selector_all(".seat .said")
            clickable = {c.get_attribute("data-card") for c in cards if c.is_enabled()}
            assert clickable == set(moves["legal"])  # only legal cards can be clicked
            illegal = [c for c in cards if not c.is_enabled()]
            if illegal:  # a click on an illegal card does nothing
                illegal[0].click(force=True)
                page.wait_for_function(SETTLED)
                assert page_state(page) == state
            # each card on the table says who played it
            for slot in page.query_selector_all("#trick .slot"):
                assert slot.query_selector(".who").text_content() == ["You", "East", "North", "West"][
                    int(slot.get_attribute("data-seat"))]
            if len(state["tricks"]) >= 2 and "play" not in shot:
                page.click("#show-last-trick")  # the trick before, on demand
                last = page.query_selector_all("#last-trick figure")
                done = [t for t in state["tricks"] if len(t) == 4][-1]
                assert [f.query_selector(".card").get_attribute("data-face")
                        for f in last] == done
                page.screenshot(path=str(screenshots / f"demo-{rules}-play.png"))
                page.click("#show-last-trick")
                check_the_screen(page)
                on_a_phone(page, f"demo-phone-{rules}-play.png", screenshots)
                shot.add("play")
            card = moves["legal"][0]
            # Once, late in the deal where a hint is quick to work out: the hint outlines a
            # legal card, which is then played.
            if not hinted and len(cards) <= 3:
                page.click("#hint")
                page.wait_for_selector("#hand .card.hinted")
                card = page.get_attribute("#hand .card.hinted", "data-card")
                assert card in moves["legal"]
                hinted = True
            page.click(f"#hand .card[data-card='{card}']")
    else:
        pytest.fail(f"no hand was scored in {MAX_TURNS} of the person's turns")
    # the bots' calls depend on their search: the person may open every auction it sees
    assert hinted and heard == due
    assert "Hints unavailable" not in page.text_content("#log")  # the bots asked /v1/hints
    # the calls and the contract in the log are set apart from the sentence around them
    assert page.query_selector_all("#log li bdi")

    state = page_state(page)
    status, expected = post(server, "/v1/hands/score", state)
    assert status == 200, expected
    page.wait_for_selector("#hand-score[data-result^='{']")
    assert json.loads(page.get_attribute("#hand-score", "data-result")) == expected
    assert page.text_content("#hand-score").startswith(
        f"{expected['score'][0]} - {expected['score'][1]}")
    assert len(state["tricks"]) == 8 and all(len(t) == 4 for t in state["tricks"])

    # the review of the hand just played: the person's eight cards, graded by the service
    page.click("#review")
    page.wait_for_selector("#review-list li")
    status, review = post(server, "/v1/review", {"state": state})
    assert status == 200, review
    mine = [c for c in review["cards"] if c["seat"] == 0]
    items = page.query_selector_all("#review-list li")
    assert [i.get_attribute("data-grade") for i in items] == [c["grade"] for c in mine]
    assert len(items) == 8
    assert f"us {review['teams'][0]['lost']}" in page.text_content("#review-summary")
    for item, card in zip(items, mine):  # your card, and beside it the best when it was not
        assert item.query_selector(".card").get_attribute("data-face") == card["card"]
        best = [c.get_attribute("data-face") for c in item.query_selector_all(".best .card")]
        assert best == (card["best_cards"] if card["lost"] else [])
    page.locator("#review-section").screenshot(path=str(screenshots / f"demo-{rules}-review.png"))
    # scrolled down to the review, the contract and the score are still in view
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    box = page.eval_on_selector("#summary", "e => e.getBoundingClientRect().toJSON()")
    assert box["top"] >= 0 and box["bottom"] <= VIEWPORT["height"]
    assert page.evaluate(SMALL_TARGETS, TOUCH_PX) == []

    # a link to share the deal: the demo opens it as a replay
    assert "?record=atout-deal%2F1%20" in page.get_attribute("#share", "href")


def test_a_record_opened_from_its_link_is_replayed_card_by_card(browser_page, server):
    page = browser_page
    status, dealt = post(server, "/v1/deals", {"rules": "classic", "seed": "shared", "dealer": 1})
    assert status == 200
    state, legal = dealt, dealt["legal"]
    while legal:  # a deal played out: the first to speak takes, everyone plays its last card
        _, answer = post(server, "/v1/play", {"state": state,
                                              "action": "take" if "take" in legal else legal[-1]})
        state, legal = answer["state"], answer["legal"]
    record = {**{k: v for k, v in dealt.items() if k not in ("phase", "to_act", "legal")},
              "auction": state["auction"], "tricks": state["tricks"], "seed": "shared"}
    _, checked = post(server, "/v1/records/check", {"record": record})
    page.goto(f"{server}/demo?delay=0&record=" + urllib.parse.quote(checked["text"]))
    page.wait_for_selector("body[data-ready='true']")
    steps = len(record["auction"]) + sum(map(len, record["tricks"]))
    for done in range(steps):
        assert page.is_enabled("#step"), done
        page.click("#step")
        page.wait_for_function("() => document.body.dataset.busy === 'false'")
    assert not page.is_enabled("#step")
    assert page_state(page) == checked["state"]
    assert json.loads(page.get_attribute("#hand-score", "data-result")) == checked["result"]



SIGNS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
# The calls shown at the seats that name a suit, and over how many lines each runs.
SUIT_CALLS = """() => [...document.querySelectorAll(".seat .said")]
    .filter(e => /[\u2660-\u2667]/.test(e.textContent))
    .map(e => {
        const range = document.createRange();
        range.selectNodeContents(e);
        const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
        return [e.closest(".seat").id, lines.size];
    })"""


def test_baloot_names_its_contract_as_its_auction_did(browser_page, server):
    """East calls Hokum in a replayed Baloot deal: at East's narrow seat on a phone the
    call stays on one line, and the contract bar then says "Hokum ♠", as the call did,
    not a bare "♠"."""
    page = browser_page
    status, dealt = post(server, "/v1/deals", {"rules": "baloot", "seed": "hokum", "dealer": 0})
    assert status == 200, dealt
    state, legal = dealt, dealt["legal"]
    assert dealt["to_act"] == 1  # East speaks first
    hokum = next(call for call in legal if isinstance(call, dict) and "hokum" in call)
    while legal:  # East calls Hokum (and holds to it), the others pass; last legal cards
        if state is dealt or ("pass" not in legal and hokum in legal):
            action = hokum
        else:
            action = "pass" if "pass" in legal else legal[-1]
        status, answer = post(server, "/v1/play", {"state": state, "action": action})
        assert status == 200, answer
        state, legal = answer["state"], answer["legal"]
    assert state["contract"]["taker"] == 1 and state["contract"]["kind"] == hokum["hokum"]
    record = {**{k: v for k, v in dealt.items() if k not in ("phase", "to_act", "legal")},
              "auction": state["auction"], "tricks": state["tricks"], "seed": "hokum"}
    status, checked = post(server, "/v1/records/check", {"record": record})
    assert status == 200, checked
    page.set_viewport_size(PHONE)
    page.goto(f"{server}/demo?delay=0&record=" + urllib.parse.quote(checked["text"]))
    page.wait_for_selector("body[data-ready='true']")
    page.click("#step")  # East's call
    page.wait_for_function("() => document.body.dataset.busy === 'false'")
    assert page.evaluate(SUIT_CALLS) == [["seat-1", 1]]
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    for _ in state["auction"][1:]:
        page.click("#step")
        page.wait_for_function("() => document.body.dataset.busy === 'false'")
    text = page.text_content("#contract")
    assert text == f"Hokum {SIGNS[hokum['hokum']]}, taken by East", text
