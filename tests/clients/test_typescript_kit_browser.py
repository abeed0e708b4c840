"""The TypeScript kit in a browser, with no build step: a page from one origin imports
src/index.js as it is and plays a whole match against the service on another origin
(CORS), a sealed match with two players whose every move carries the relay's proof (the
browser's WebCrypto), and a call to a closed port rejects with a NetworkError. Headless Debian chromium,
driven by Playwright; skipped, saying so, without them."""

import json
import shutil
from pathlib import Path

import pytest

from tests.clients.kits import TYPESCRIPT_KIT, Served, atout, closed_port

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
PAGE = """<!doctype html><meta charset="utf-8"><title>running</title>
<script type="module">
import { Atout, NetworkError, playMatch, playSealedMatch } from "./index.js";
const [service, closed] = JSON.parse(decodeURIComponent(location.hash.slice(1)));
const bot = ({ legal }) => (legal.includes("take") ? "take" : legal[0]);
try {
  const { match, entries } = await playMatch(new Atout(service), "classic", bot, { seed: "b" });
  const sealed = await playSealedMatch(new Atout(service), "classic", [bot, "casual", bot, "casual"]);
  let refused = null;
  try { await new Atout(closed, { maxRetries: 0 }).health(); }
  catch (error) { refused = error instanceof NetworkError ? error.code : String(error); }
  document.title = JSON.stringify({ finished: match.finished, deals: entries.length, refused,
                                    sealed: sealed.match.finished });
} catch (error) {
  document.title = "failed: " + error;
}
</script>"""


def static_site(environ, start_response):
    name = environ["PATH_INFO"].lstrip("/") or "index.html"
    if name == "index.html":
        body, kind = PAGE.encode(), "text/html"
    elif name == "index.js":
        body, kind = (TYPESCRIPT_KIT / "src" / "index.js").read_bytes(), "text/javascript"
    else:
        start_response("404 Not Found", [("Content-Type", "text/plain")])
        return [b"no such file"]
    start_response("200 OK", [("Content-Type", kind)])
    return [body]


def test_a_browser_page_plays_a_match_with_the_kit_across_origins(tmp_path):
    sync_api = pytest.importorskip("playwright.sync_api",
                                   reason="the browser test needs playwright (pip install .[test])")
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (apt-get install -y chromium)")
    service, site = atout(), Served(static_site)
    try:
        with sync_api.sync_playwright() as playwright:
            context = playwright.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True,
                args=["--no-sandbox", "--disable-gpu"])
            page = context.new_page()
            errors = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(site.url + "/#" + json.dumps([service.url, closed_port()]))
            page.wait_for_function("document.title !== 'running'", timeout=120_000)
            title = page.title()
            context.close()
    finally:
        service.close()
        site.close()
    assert errors == [] and not title.startswith("failed"), (errors, title)
    outcome = json.loads(title)
    assert outcome["finished"] and outcome["deals"] >= 1 and outcome["refused"] == "network_error"
    assert outcome["sealed"]
