"""The TypeScript kit as a user gets it: packed by `npm pack`, installed from the tarball
into a fresh project, its README bot plays a whole match against the real service with
plain `node` (no build step), its types check a TypeScript bot under `tsc --strict`, and
each failure rejects with the documented AtoutError after the documented time.

Needs Node.js 18+ and `npm ci --prefix tests/tools` (openapi-typescript, tsc); without
them the tests skip, saying so. After a change to openapi.yaml:
`.venv/bin/python clients/regenerate.py`."""

import json
import re
import shlex
import shutil
import sys

import pytest

from tests.clients.kits import (NODE_TOOLS, ROOT, TYPESCRIPT_KIT, Silent, atout, closed_port,
                                rate_limited_then_ok, run)

sys.path.insert(0, str(ROOT / "clients"))
import regenerate  # noqa: E402 - clients/regenerate.py, the one way to generate the types

REFRESH = "openapi.yaml changed: run `.venv/bin/python clients/regenerate.py` and commit"
NODE, NPM, TSC = shutil.which("node"), shutil.which("npm"), NODE_TOOLS / "tsc"
SLACK = 1.5
needs_node = pytest.mark.skipif(NODE is None or NPM is None,
                                reason="Node.js and npm are needed for the TypeScript kit")


@pytest.fixture(scope="module")
def server():
    served = atout()
    yield served.url
    served.close()


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    """A fresh npm project with the kit installed from its packed tarball."""
    if NODE is None or NPM is None:
        pytest.skip("Node.js and npm are needed for the TypeScript kit")
    packs = tmp_path_factory.mktemp("packs")
    packed = run([NPM, "pack", "--pack-destination", str(packs), str(TYPESCRIPT_KIT)], packs)
    assert packed.returncode == 0, packed.stderr
    tarball = next(packs.glob("atout-client-*.tgz"))
    where = tmp_path_factory.mktemp("project")
    (where / "package.json").write_text('{"name": "bot", "private": true, "type": "module"}')
    installed = run([NPM, "install", "--offline", "--no-audit", "--no-fund",
                     "--no-package-lock", str(tarball)], where)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    return where


def readme_text():
    return (TYPESCRIPT_KIT / "README.md").read_text(encoding="utf-8")


def readme_block(language, number=0):
    return re.findall(rf"```{language}\n(.*?)```", readme_text(), re.S)[number]


def sealed_tables_take_commitments():
    import yaml
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    return "seats" in spec["components"]["schemas"]["OpenTableRequest"]["properties"]


def test_the_types_are_what_openapi_yaml_generates(tmp_path):
    if not regenerate.OPENAPI_TYPESCRIPT.exists():
        pytest.skip("openapi-typescript is not installed: npm ci --prefix tests/tools")
    generated = regenerate.generate_typescript(tmp_path)
    assert generated.read_text() == (TYPESCRIPT_KIT / "src" / "schema.d.ts").read_text(), REFRESH


def test_every_operation_is_a_method_of_the_code_and_of_its_types():
    import yaml
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    named = {op["operationId"] for item in spec["paths"].values() for op in item.values()}
    code = (TYPESCRIPT_KIT / "src" / "index.js").read_text(encoding="utf-8")
    types = (TYPESCRIPT_KIT / "src" / "index.d.ts").read_text(encoding="utf-8")
    body = code[code.index("export class Atout {"):code.index("export function matchEntry")]
    methods = set(re.findall(r"^  (\w+)\((?:[\w, ]*)\) {", body, re.M)) - {"constructor"}
    assert sorted(named - methods) == [] and sorted(methods - named) == []
    for name in named:
        assert re.search(rf"^  {name}\(.*JsonAnswer<\"{name}\">|^  {name}\(.*Promise<",
                         types, re.M), name


@needs_node
def test_the_readme_bot_plays_a_whole_match_with_node_and_no_build(project, server):
    bot = readme_block("js")
    assert len(bot.strip().splitlines()) <= 25
    (project / "bot.mjs").write_text(bot, encoding="utf-8")
    played = run([NODE, "bot.mjs", server], project)
    assert played.returncode == 0, played.stderr
    assert re.fullmatch(r"team [01] wins \d+ to \d+ in \d+ deals\n", played.stdout), played.stdout


STRICT = ["--strict", "--target", "es2022", "--module", "nodenext", "--moduleResolution",
          "nodenext", "--lib", "es2022,dom"]


def needs_tsc():
    if not TSC.exists():
        pytest.skip("tsc is not installed: npm ci --prefix tests/tools")


@needs_node
def test_the_readme_bots_type_check_under_strict_and_the_typescript_one_plays(project, server):
    needs_tsc()
    (project / "readme.mjs").write_text(readme_block("js"), encoding="utf-8")
    (project / "node.d.ts").write_text("declare const process: { argv: string[]; "
                                       "exitCode?: number };\n")  # no @types/node here
    checked = run([str(TSC), *STRICT, "--allowJs", "--checkJs", "--noEmit", "node.d.ts",
                   "readme.mjs"], project)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    # The TypeScript bot compiles and runs by the very commands the README prints, in a
    # folder whose package.json says nothing of modules, as npm install makes it.
    folder = project / "typed"
    folder.mkdir(exist_ok=True)
    (folder / "package.json").write_text('{"name": "typed-bot", "private": true}')
    compile_line, = [line for block in re.findall(r"```sh\n(.*?)```", readme_text(), re.S)
                     for line in block.splitlines() if line.startswith("npx tsc ")]
    compile_command, _, run_command = compile_line.partition(" && ")
    arguments = shlex.split(compile_command)[2:]
    assert "--strict" in arguments, compile_line
    source = next(argument for argument in arguments if argument.endswith(".mts"))
    (folder / source).write_text(readme_block("ts"), encoding="utf-8")
    compiled = run([str(TSC), *arguments], folder)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    program = shlex.split(run_command)
    assert program[0] == "node", run_command
    played = run([NODE, *program[1:], server], folder)
    assert played.returncode == 0, played.stderr
    assert re.fullmatch(r"team [01] wins \d+ to \d+ in \d+ deals\n", played.stdout), played.stdout


@needs_node
def test_the_readme_sealed_match_plays_with_a_relay(project, server):
    if not sealed_tables_take_commitments():
        pytest.skip("the service's sealed tables take no seat commitments yet (fair tables)")
    (project / "sealed.mjs").write_text(readme_block("js", 1), encoding="utf-8")
    played = run([NODE, "sealed.mjs", server], project)
    assert played.returncode == 0, played.stderr
    lines = played.stdout.splitlines()
    assert re.fullmatch(r"sealed: team [01] wins \d+ to \d+", lines[0]), lines
    assert re.fullmatch(r"last deal's seed [0-9a-f]{32}, commitment [0-9a-f]{64}", lines[1]), lines


RELAYED = """
import { Atout, Relay, RelayRefused, SealedSeat } from "atout-client";
const atout = new Atout(process.argv[2]);
const seats = await Promise.all([0, 1, 2, 3].map((n) => SealedSeat.create(atout, n)));
const opened = await atout.openSealedTable({ rules: "classic",
  seats: await Promise.all(seats.map(async (s) => ({ commitment: await s.commitment() }))) });
const relay = new Relay();
let token = await relay.opened(opened);
const refusedBy = async (promise) => {
  try { await promise; return null; } catch (e) { return e instanceof RelayRefused ? "relay" : e.code; }
};
const phase = (await seats[0].view(token)).phase;
let revealed;
for (const seat of seats) {
  revealed = await seat.reveal(token, await relay.proof(token, seat.seat, "reveal"));
  token = await relay.accept(revealed.table);
}
const lastRevealSees = revealed.view.state;
const first = await relay.accept((await atout.dealAtSealedTable(
  { table: token, relay_proof: await relay.dealProof(token) })).table);
const view = await seats[0].view(first);
const seat = seats[view.to_act];
const legal = (await seat.view(first)).legal;
const privately = await refusedBy(seat.act(first, legal[legal.length - 1]));
// a refused move (a card, in the auction), then the relay lets another once the refusal checks
const notHeld = ["TS", "7C"].find((card) => !legal.includes(card));
let refusal = null;
try { await seat.act(first, notHeld, await relay.proof(first, seat.seat, notHeld)); } catch (e) { refusal = e; }
const stuck = await refusedBy(relay.proof(first, seat.seat, legal[0]));
const byWord = await refusedBy(relay.refused(first, "0".repeat(64)));
const recovered = await relay.refused(first, refusal);
const proof = await relay.proof(first, seat.seat, legal[0]);
const twice = await refusedBy(relay.proof(first, seat.seat, legal[legal.length - 1]));
const one = await seat.act(first, legal[0], proof);
await relay.accept(one.table);
console.log(JSON.stringify({ key: opened.relay_key.length, phase, privately, twice, lastRevealSees,
  refused: refusal?.code ?? null, stuck, byWord, recovered,
  stale: await refusedBy(relay.accept(first)), lateProof: await refusedBy(relay.proof(first, seat.seat, legal[0])),
  latest: relay.latest(opened.table_id) === one.table, dealt: view.phase !== "reveal" }));
"""


@needs_node
def test_the_relay_proves_each_move_once_and_refuses_a_stale_token(project, server):
    if not sealed_tables_take_commitments():
        pytest.skip("the service's sealed tables take no seat commitments yet (fair tables)")
    (project / "relayed.mjs").write_text(RELAYED, encoding="utf-8")
    done = run([NODE, "relayed.mjs", server], project)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "key": 43, "phase": "reveal", "privately": "relay_proof_invalid", "twice": "relay",
        "lastRevealSees": None, "refused": "card_during_auction", "stuck": "relay", "byWord": "relay",
        "recovered": True, "stale": "relay", "lateProof": "relay", "latest": True, "dealt": True}


TYPED_SEALED = """
import { Atout, Relay, SealedSeat, playSealedMatch } from "atout-client";
import type { Action, SealedView, SeatActionAnswer } from "atout-client";

declare const process: { argv: string[] };

const atout = new Atout(process.argv[2]);
const pick = (view: SealedView): Action => view.legal![0];
const relay = new Relay();
const last: SealedView = await playSealedMatch(atout, "classic", [pick, "casual", pick, "casual"],
                                               { relay, timeoutMs: 30_000 });
const seat = await SealedSeat.create(atout, 0);
const opened = await atout.openSealedTable({ rules: "classic", dealer: 2,
  seats: [{ commitment: await seat.commitment() }, { bot: "casual" }, { bot: "club" }, { bot: "casual" }] });
const token = await relay.opened(opened);
const proof: string | null = await relay.proof(token, 0, "reveal");
const dealt: SeatActionAnswer = await seat.reveal(token, proof);
const action: Action = dealt.view.legal![0];
const acted = await seat.act(await relay.accept(dealt.table), action, await relay.proof(dealt.table, 0, action));
console.log(last.match.finished, opened.relay_key ?? null, proof, dealt.view.state!.dealer,
            acted.view.seat);
"""


@needs_node
def test_the_types_check_a_typescript_sealed_match_under_strict(project, server):
    needs_tsc()
    if not sealed_tables_take_commitments():
        pytest.skip("the service's sealed tables take no seat commitments yet (fair tables)")
    (project / "sealed.ts").write_text(TYPED_SEALED, encoding="utf-8")
    compiled = run([str(TSC), *STRICT, "sealed.ts"], project)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    played = run([NODE, "sealed.js", server], project)
    assert played.returncode == 0, played.stderr
    assert played.stdout.split() == ["true", "null", "null", "2", "0"], played.stdout


TYPED_BOT = """
import { Atout, AtoutError, IllegalActionError, playMatch } from "atout-client";
import type { Bot, DealState } from "atout-client";

declare const process: { argv: string[] };  // no @types/node: the browser's lib is enough

const atout = new Atout(process.argv[2], { timeoutMs: 10_000, maxRetries: 1 });
const bot: Bot = ({ legal }) => (!legal ? "pass" : legal.includes("take") ? "take" : legal[0]);
const { match } = await playMatch(atout, "classic", [bot, bot, bot, bot], { seed: "typed" });
const dealt = await atout.deal({ rules: "coinche", seed: 7, dealer: 0 });
const state: DealState = dealt.state;
const rules = { preset: "classic", target: 300 };  // a variable's rules, no cast
const again = await atout.deal({ rules, seed: 7 });
const sent = JSON.parse(JSON.stringify(again));
console.log(again.state === again, "state" in sent, sent.rules.target);
const moves = await atout.legalMoves(state, { signal: AbortSignal.timeout(5000) });
const hints = await atout.hints({ state, samples: 5, budget_ms: 50 });
try {
  await atout.play({ state, action: "JH", seat: moves.to_act });
} catch (error) {
  if (error instanceof IllegalActionError || error instanceof AtoutError) {
    const code: string | null = error.code;
    console.log(match.finished, hints.actions.length > 0, code, error.status);
  }
}
"""


@needs_node
def test_the_types_check_a_typescript_bot_under_strict(project, server):
    needs_tsc()
    (project / "typed.ts").write_text(TYPED_BOT, encoding="utf-8")
    compiled = run([str(TSC), *STRICT, "typed.ts"], project)
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    played = run([NODE, "typed.js", server], project)
    assert played.returncode == 0, played.stderr
    assert played.stdout.split() == ["true", "false", "300", "true", "true",
                                     "card_during_auction", "422"], played.stdout


FAILURES = """
import { Atout, AtoutError } from "atout-client";
const [url, kind, ...rest] = process.argv.slice(2);
const options = JSON.parse(rest[0] || "{}");
const started = performance.now();
const atout = new Atout(url, options);
let outcome;
try {
  const controller = new AbortController();
  if (kind === "abort") setTimeout(() => controller.abort(), 300);
  if (kind === "play") {
    const dealt = await atout.deal({ rules: "classic", seed: 7, dealer: 0 });
    await atout.play({ state: dealt, action: "XX" });
  } else if (kind === "pass") {
    const { playMatch } = await import("atout-client");
    outcome = await playMatch(atout, "classic", () => "pass", options);
  } else {
    outcome = await atout.health({ signal: controller.signal });
  }
} catch (error) {
  outcome = { name: error.name, isAtout: error instanceof AtoutError, status: error.status ?? null,
              code: error.code ?? null, pointer: error.pointer ?? null, requestId: error.requestId ?? null,
              retryAfter: error.retryAfter ?? null, text: String(error),
              thrownIn: error.thrownIn ?? null, entries: error.entries?.length ?? null };
}
console.log(JSON.stringify({ outcome, seconds: (performance.now() - started) / 1000 }));
"""


def fail(project, url, kind="health", **options):
    (project / "failures.mjs").write_text(FAILURES, encoding="utf-8")
    done = run([NODE, "failures.mjs", url, kind, json.dumps(options)], project, timeout=60)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    return answer["outcome"], answer["seconds"]


@needs_node
def test_a_bad_request_rejects_at_once_with_its_code_pointer_and_request_id(project, server):
    outcome, seconds = fail(project, server, "play")
    assert outcome["name"] == "BadRequestError" and outcome["isAtout"]
    assert (outcome["status"], outcome["code"], outcome["pointer"]) == (400, "not_an_action",
                                                                        "/action")
    assert outcome["requestId"].startswith("js-") and seconds < SLACK
    assert outcome["text"].count("/action") == 1, outcome["text"]


@needs_node
def test_a_429_is_retried_after_its_retry_after_then_rejects_rate_limited(project):
    limited = rate_limited_then_ok(retry_after=1)
    try:
        outcome, seconds = fail(project, limited.url, maxRetries=1)
    finally:
        limited.close()
    assert outcome == {"status": "ok"} and 1.0 <= seconds < 1.0 + SLACK
    limited = rate_limited_then_ok(retry_after=1, limited=5)
    try:
        outcome, seconds = fail(project, limited.url, maxRetries=0)
    finally:
        limited.close()
    assert (outcome["name"], outcome["status"], outcome["code"], outcome["retryAfter"],
            outcome["requestId"]) == ("RateLimitedError", 429, "rate_limited", 1, "limited")


@needs_node
def test_a_server_that_never_answers_rejects_timed_out_after_timeout_ms(project):
    silent = Silent()
    try:
        outcome, seconds = fail(project, silent.url, timeoutMs=1000)
    finally:
        silent.close()
    assert (outcome["name"], outcome["code"], outcome["status"]) == ("TimedOutError", "timeout",
                                                                    None)
    assert 1.0 <= seconds < 1.0 + SLACK


@needs_node
def test_a_closed_port_rejects_network_error_after_the_retries(project):
    outcome, seconds = fail(project, closed_port(), maxRetries=2)
    assert (outcome["name"], outcome["code"]) == ("NetworkError", "network_error")
    assert 0.375 + 0.75 <= seconds < 1.5 + SLACK


@needs_node
def test_an_abort_signal_rejects_the_call_with_its_reason(project):
    silent = Silent()
    try:
        outcome, seconds = fail(project, silent.url, "abort", timeoutMs=5000)
    finally:
        silent.close()
    assert outcome["name"] == "AbortError" and not outcome["isAtout"]
    assert 0.3 <= seconds < 0.3 + SLACK


@needs_node
def test_a_429_longer_than_the_budget_rejects_at_once_with_its_wait(project):
    limited = rate_limited_then_ok(retry_after=60, limited=5)
    try:
        outcome, seconds = fail(project, limited.url, timeoutMs=2000, maxRetries=2)
    finally:
        limited.close()
    assert (outcome["name"], outcome["retryAfter"]) == ("RateLimitedError", 60)
    assert seconds < 2 and len(limited.hits) == 1  # not 60 s of sleep, not past the budget


@needs_node
def test_one_budget_covers_every_retry_and_its_wait(project):
    # Five retries of 1 s each would take 5 s; a budget of 2.5 s leaves room for one or two.
    limited = rate_limited_then_ok(retry_after=1, limited=9)
    try:
        outcome, seconds = fail(project, limited.url, timeoutMs=2500, maxRetries=5)
    finally:
        limited.close()
    assert outcome["name"] == "RateLimitedError" and 1.0 <= seconds < 2.5 + 1.0
    assert len(limited.hits) <= 3


@needs_node
def test_play_match_stops_a_match_of_bots_that_only_pass(project, server):
    outcome, _ = fail(project, server, "pass")
    assert (outcome["name"], outcome["isAtout"], outcome["code"]) == (
        "StalledMatchError", True, "stalled_match")
    assert (outcome["thrownIn"], outcome["entries"]) == (100, 100)
    assert "/hands" not in outcome["text"]
