// Atout's client for JavaScript and TypeScript: one method per operation of openapi.yaml,
// a thrown AtoutError for every failure, timeouts, AbortSignal, retries that honour
// Retry-After, and the match loop. Plain ES2022 on fetch (Node 18 or later, browsers, Deno,
// Bun), no dependencies, nothing to build; typed by index.d.ts from the types
// openapi-typescript generates from openapi.yaml (schema.d.ts).

export const VERSION = "0.2.0";
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 60_000;  // a longer Retry-After is thrown at once, not slept

/**
 * A call that did not answer 2xx, or got no answer. `status` is null without an answer;
 * `code` the problem's stable code ("timeout", "network_error" without an answer);
 * `pointer` the JSON pointer to blame first; `requestId` the X-Request-ID (the kit sends
 * one, the same for every try of a call); `retryAfter` seconds, when the server said.
 */
export class AtoutError extends Error {
  constructor(detail, {status = null, code = null, pointer = null, params = {}, errors = [],
                       problem = null, requestId = null, retryAfter = null, cause} = {}) {
    super(detail, cause === undefined ? undefined : {cause});
    this.name = new.target.name;
    Object.assign(this, {status, code, pointer, params, errors, problem, requestId, retryAfter,
                         detail});
  }
}
export class BadRequestError extends AtoutError {}        // 400 413 414 415 431
export class AuthenticationError extends AtoutError {}    // 401
export class PermissionDeniedError extends AtoutError {}  // 403
export class NotFoundError extends AtoutError {}          // 404 405
export class ConflictError extends AtoutError {}          // 409
export class UnprocessableError extends AtoutError {}     // 422
export class IllegalActionError extends UnprocessableError {}
export class ImpossibleStateError extends UnprocessableError {}
export class RateLimitedError extends AtoutError {}       // 429
export class UnavailableError extends AtoutError {}       // 502 503 504
export class ServerError extends AtoutError {}            // 500, anything else
export class NetworkError extends AtoutError {}           // refused, reset, unreachable
export class TimedOutError extends NetworkError {}        // the call's timeoutMs spent

/** playMatch stopped: `thrownIn` deals in a row were thrown in (bots that never bid). */
export class StalledMatchError extends AtoutError {
  constructor(detail, {thrownIn, entries}) {
    super(detail, {code: "stalled_match", params: {thrown_in: thrownIn}});
    Object.assign(this, {thrownIn, entries});
  }
}

const BY_STATUS = {400: BadRequestError, 401: AuthenticationError, 403: PermissionDeniedError,
  404: NotFoundError, 405: NotFoundError, 409: ConflictError, 413: BadRequestError,
  414: BadRequestError, 415: BadRequestError, 422: UnprocessableError,
  429: RateLimitedError, 431: BadRequestError, 502: UnavailableError,
  503: UnavailableError, 504: UnavailableError};
const BY_TYPE = {"urn:atout:problem:illegal-action": IllegalActionError,
  "urn:atout:problem:impossible-state": ImpossibleStateError};

/** Seconds a Retry-After value asks for (seconds or an HTTP date), or null. */
export function retryAfterSeconds(value) {
  if (value == null) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

/** The AtoutError of a non-2xx answer: its status, Headers and body text. */
export function errorFromAnswer(status, headers, text, requestId) {
  requestId = headers.get("X-Request-ID") || requestId;
  const retryAfter = retryAfterSeconds(headers.get("Retry-After"));
  let problem = null;
  try { problem = JSON.parse(text); } catch { /* a proxy's page: not a problem */ }
  if (problem === null || typeof problem !== "object" || Array.isArray(problem)) {
    const Kind = BY_STATUS[status] || ServerError;
    return new Kind(text.trim().slice(0, 200) || `HTTP ${status}`, {status, requestId, retryAfter});
  }
  const errors = Array.isArray(problem.errors) ? problem.errors : [];
  const Kind = (status === 422 && BY_TYPE[problem.type]) || BY_STATUS[status] || ServerError;
  return new Kind(problem.detail || problem.title || `HTTP ${status}`, {
    status, code: problem.code ?? null, pointer: errors[0]?.pointer ?? null,
    params: problem.params ?? {}, errors, problem, requestId, retryAfter});
}

function newRequestId() {
  const bytes = new Uint8Array(8);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < 8; i++) bytes[i] = Math.floor(Math.random() * 256);
  return "js-" + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Milliseconds before retry `attempt` (0 first): Retry-After, else 0.5 s doubling to 8 s. */
export function backoffMs(attempt, retryAfter) {
  if (retryAfter != null) return retryAfter * 1000 <= MAX_RETRY_AFTER_MS ? retryAfter * 1000 : null;
  return Math.min(8000, 500 * 2 ** attempt) * (1 - Math.random() / 4);
}

/** `delayMs` when a retry after it still starts within the `leftMs` of the budget, else null. */
function within(delayMs, leftMs) {
  return delayMs == null || leftMs == null || delayMs < leftMs ? delayMs : null;
}

function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => { signal?.removeEventListener("abort", stop); resolve(); }, ms);
    function stop() { clearTimeout(timer); reject(signal.reason); }
    signal?.addEventListener("abort", stop, {once: true});
  });
}

function dropNulls(body) {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value != null));
}

const segment = (name) => encodeURIComponent(String(name));

export class Atout {
  /**
   * Atout at `baseUrl`. Options: `apiKey` (X-API-Key), `timeoutMs` (30000: the longest a
   * call waits for its answer; a timeout is not retried), `maxRetries` (2: of a 429, 502,
   * 503 or 504, after Retry-After or 0.5 s, 1 s … and of a failed connection: safe, since
   * every operation is a pure function of its body), `language` (Accept-Language),
   * `headers`, `fetch` (another fetch, for tests or old runtimes).
   */
  constructor(baseUrl = "http://127.0.0.1:8000", {apiKey, timeoutMs = 30_000, maxRetries = 2,
                                                  language, headers = {}, fetch} = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.timeoutMs = timeoutMs;
    this.maxRetries = maxRetries;
    this.headers = {Accept: "application/json, application/problem+json, */*", ...headers};
    if (apiKey != null) this.headers["X-API-Key"] = apiKey;
    if (language != null) this.headers["Accept-Language"] = language;
    this.fetch = fetch || globalThis.fetch.bind(globalThis);
  }

  /**
   * One call: its answer (JSON, text or bytes, by `as`), or a thrown AtoutError.
   * `timeoutMs` is the whole call's budget: each try gets what is left of it, and a retry
   * whose wait would end past it is not waited for: the answer's error is thrown at once.
   */
  async request(method, path, body, {signal, timeoutMs = this.timeoutMs} = {}, as = "json") {
    const deadline = timeoutMs == null ? null : Date.now() + timeoutMs;
    const left = () => (deadline == null ? null : deadline - Date.now());
    const requestId = newRequestId();
    const headers = {...this.headers, "X-Request-ID": requestId};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const data = body === undefined ? undefined : JSON.stringify(dropNulls(body));
    for (let attempt = 0; ; attempt++) {
      let delay;
      try {
        const {status, answerHeaders, payload} = await this.#exchange(
          method, path, data, headers, signal, left(), timeoutMs, as);
        if (status >= 200 && status < 300) return payload;
        const error = errorFromAnswer(status, answerHeaders, payload, requestId);
        delay = RETRY_STATUSES.has(status) && attempt < this.maxRetries
          ? within(backoffMs(attempt, error.retryAfter), left()) : null;
        if (delay == null) throw error;
      } catch (error) {
        if (!(error instanceof NetworkError) || error instanceof TimedOutError
            || attempt >= this.maxRetries) throw error;
        delay = within(backoffMs(attempt, null), left());
        if (delay == null) throw error;
      }
      await sleep(delay, signal);
    }
  }

  async #exchange(method, path, data, headers, signal, leftMs, timeoutMs, as) {
    if (signal?.aborted) throw signal.reason;
    const controller = new AbortController();
    let timedOut = false;
    const timer = leftMs == null ? null
      : setTimeout(() => { timedOut = true; controller.abort(); }, Math.max(0, leftMs));
    const forward = () => controller.abort(signal.reason);
    signal?.addEventListener("abort", forward, {once: true});
    try {
      const response = await this.fetch(this.baseUrl + path, {
        method, headers, body: data, signal: controller.signal});
      const ok = response.status >= 200 && response.status < 300;
      const payload = !ok || as === "text" ? await response.text()
        : as === "bytes" ? new Uint8Array(await response.arrayBuffer()) : await response.json();
      return {status: response.status, answerHeaders: response.headers, payload};
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const requestId = headers["X-Request-ID"];
      if (timedOut) {
        throw new TimedOutError(`no answer from ${this.baseUrl} within the call's ${timeoutMs} ms`,
                                {code: "timeout", requestId, cause: error});
      }
      if (error instanceof SyntaxError) {
        throw new AtoutError(`the answer is not the JSON the API describes: ${error.message}`,
                             {code: "unexpected_answer", requestId, cause: error});
      }
      throw new NetworkError(`cannot reach ${this.baseUrl}: ${error.cause?.code || error.message}`,
                             {code: "network_error", requestId, cause: error});
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", forward);
    }
  }

  // rulesets
  listRulesets(options) { return this.request("GET", "/v1/rulesets", undefined, options); }
  getRuleset(name, options) {
    return this.request("GET", `/v1/rulesets/${segment(name)}`, undefined, options);
  }
  // deals
  deal(body, options) { return this.request("POST", "/v1/deals", body, options).then(asState); }
  legalMoves(state, options) { return this.request("POST", "/v1/legal-moves", state, options); }
  play(body, options) { return this.request("POST", "/v1/play", body, options); }
  checkRecord(body, options) { return this.request("POST", "/v1/records/check", body, options); }
  // tricks, declarations, scoring
  resolveTrick(body, options) { return this.request("POST", "/v1/tricks/resolve", body, options); }
  declarations(body, options) { return this.request("POST", "/v1/declarations", body, options); }
  scoreHand(body, options) { return this.request("POST", "/v1/hands/score", body, options); }
  scoreMatch(body, options) { return this.request("POST", "/v1/matches/score", body, options); }
  batch(body, options) { return this.request("POST", "/v1/batch", body, options); }
  // hints
  hints(body, options) { return this.request("POST", "/v1/hints", body, options); }
  ddTable(body, options) { return this.request("POST", "/v1/dd-table", body, options); }
  review(body, options) { return this.request("POST", "/v1/review", body, options); }
  // sealed tables
  openSealedTable(body, options) {
    return this.request("POST", "/v1/sealed/tables", body, options);
  }
  viewSealedTable(body, options) { return this.request("POST", "/v1/sealed/view", body, options); }
  revealAtSealedTable(body, options) {
    return this.request("POST", "/v1/sealed/reveal", body, options);
  }
  actAtSealedTable(body, options) { return this.request("POST", "/v1/sealed/act", body, options); }
  dealAtSealedTable(body, options) { return this.request("POST", "/v1/sealed/deal", body, options); }
  // the service itself
  health(options) { return this.request("GET", "/healthz", undefined, options); }
  ready(options) { return this.request("GET", "/readyz", undefined, options); }
  metrics(options) { return this.request("GET", "/metrics", undefined, options, "text"); }
  openapi(options) { return this.request("GET", "/openapi.yaml", undefined, options, "text"); }
  docs(options) { return this.request("GET", "/docs", undefined, options, "text"); }
  docsAsset(name, options) {
    return this.request("GET", `/docs/assets/${segment(name)}`, undefined, options, "bytes");
  }
  demo(options) { return this.request("GET", "/demo", undefined, options, "text"); }
  demoAsset(name, options) {
    return this.request("GET", `/demo/${segment(name)}`, undefined, options, "text");
  }
}

// A deal answer is the dealt state itself; as in the Python kit, its `state` is the answer,
// so that a loop reads `answer.state` after a deal as after a play. Not enumerable: it is
// not sent back, nor a cycle for JSON.stringify.
function asState(dealt) {
  if (dealt !== null && typeof dealt === "object") {
    Object.defineProperty(dealt, "state", {value: dealt, enumerable: false});
  }
  return dealt;
}

/** The entry a deal's last answer gives the match (`hand_scored`, `thrown_in`, `belot`), or null. */
export function matchEntry(events) {
  const ended = events.find((event) => event.match_entry != null);
  return ended ? ended.match_entry : null;
}

/** Deals thrown in in a row after which playMatch throws StalledMatchError. */
export const MAX_THROWN_IN = 100;

/**
 * A whole match at an open table. `bots` is one function for every seat or four (one per
 * seat): each gets the last answer (`/v1/deals` or `/v1/play`: its `state`, `to_act`,
 * `legal`) and returns the action of `to_act`. Deal n is dealt from `${seed}/${n}`, so
 * the same seed and bots replay the same match. Resolves `{match, entries}`. After
 * `maxThrownIn` (100) deals thrown in in a row (bots that never bid), throws
 * StalledMatchError.
 */
export async function playMatch(atout, rules, bots, {seed = "match", dealer = null,
                                                     maxThrownIn = MAX_THROWN_IN, ...options} = {}) {
  const entries = [];
  let thrownIn = 0;
  for (;;) {
    let answer = await atout.deal({rules, seed: `${seed}/${entries.length}`, dealer}, options);
    let entry = null;
    while (entry === null) {
      if (answer.legal == null) throw new TypeError(`seat ${answer.to_act}'s legal actions are unknown`);
      const bot = Array.isArray(bots) ? bots[answer.to_act] : bots;
      const action = await bot(answer);
      answer = await atout.play({state: answer.state, action, seat: answer.to_act}, options);
      entry = matchEntry(answer.events);
    }
    entries.push(entry);
    thrownIn = entry.outcome === "thrown_in" ? thrownIn + 1 : 0;
    if (thrownIn >= maxThrownIn) {
      throw new StalledMatchError(`${thrownIn} deals in a row were thrown in (every seat passed): `
        + `the bots never bid, so the match cannot end; playMatch stops after maxThrownIn=${maxThrownIn}`,
        {thrownIn, entries});
    }
    const match = await atout.scoreMatch({rules, hands: entries}, options);
    if (match.finished) return {match, entries};
    dealer = match.next_dealer;
  }
}

// Sealed tables from the players' side: a seat's secret and commitment, a seat that reveals,
// looks and acts with them, and the relay that keeps each table's latest token. A token
// reads atout2.<key id>.<table id>.<actions>.<parent>.<sealed>, parent the SHA-256 of the
// token it was made from (64 zeros for an opening token). At a table of two players or
// more the relay also holds the table's relay key, and a seat moves (reveals, acts) only
// with the relay's proof for that token, that seat and that move: no seat tries a move in
// private, and the relay, holding no seat's secret, moves no seat. There no reveal deals:
// once every seat revealed the relay deals (relay.dealProof, atout.dealAtSealedTable), so
// no seat sees a card before the relay holds the dealt token. A move the server refused
// carries its proof of the refusal, and relay.refused then lets another move at the token.

const TOKEN = /^atout2\.([A-Za-z0-9_-]{1,16})\.([A-Za-z0-9_-]{16})\.(0|[1-9][0-9]{0,8})\.([0-9a-f]{64})\.([A-Za-z0-9_-]+)$/;
const NO_PARENT = "0".repeat(64);

// Node 18 has WebCrypto only as node:crypto's webcrypto; browsers and Node 19+ have the
// global. The module's name is a variable so that a bundler for browsers leaves it be.
const NODE_CRYPTO = "node:crypto";
async function webcrypto() {
  return globalThis.crypto?.subtle ? globalThis.crypto : (await import(NODE_CRYPTO)).webcrypto;
}

async function subtle() { return (await webcrypto()).subtle; }

const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
const utf8 = (text) => new TextEncoder().encode(text);

async function sha256Hex(text) { return hex(await (await subtle()).digest("SHA-256", utf8(text))); }

/** A fresh seat secret (32 random bytes, base64url): a new one for every table. */
export async function newSecret() {
  const bytes = new Uint8Array(32);
  (await webcrypto()).getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The commitment a seat gives the opener: hex SHA-256 of `atout-seat-v1:<secret>`. */
export function commitment(secret) { return sha256Hex("atout-seat-v1:" + secret); }

/** The hex SHA-256 of a token's text: its children's parent, an answer's token_digest. */
export function tokenDigest(token) { return sha256Hex(token); }

/**
 * An action as the relay's proof names it: JSON with sorted keys and no spaces, non-ASCII
 * escaped, as the server (Python's json.dumps) writes it: `"pass"` with its quotes.
 */
export function actionText(action) {
  const sorted = (value) => (Array.isArray(value) ? value.map(sorted)
    : value === null || typeof value !== "object" ? value
    : Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted(value[key])])));
  return JSON.stringify(sorted(action)).replace(
    /[\u0080-\uffff]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}

/** Hex HMAC-SHA256, keyed by the relay key, of `atout-relay-v1:<digest>:<seat>:<what>`. */
export async function relayProof(relayKey, digest, seat, what) {
  const crypto = await subtle();
  const key = await crypto.importKey("raw", utf8(relayKey), {name: "HMAC", hash: "SHA-256"},
                                     false, ["sign"]);
  return hex(await crypto.sign("HMAC", key, utf8(`atout-relay-v1:${digest}:${seat}:${what}`)));
}

/** What the server's refusal of a relayed move carries: HMAC of `atout-relay-refused-v1:<digest>:<seat>:<what>`. */
export async function refusalProof(relayKey, digest, seat, what) {
  const crypto = await subtle();
  const key = await crypto.importKey("raw", utf8(relayKey), {name: "HMAC", hash: "SHA-256"},
                                     false, ["sign"]);
  return hex(await crypto.sign("HMAC", key, utf8(`atout-relay-refused-v1:${digest}:${seat}:${what}`)));
}

export class RelayRefused extends Error {
  constructor(message) { super(message); this.name = "RelayRefused"; }
}

/** The clear part of a token: kid, tableId, actions, parent; throws RelayRefused if none. */
export function tokenHeader(token) {
  const match = typeof token === "string" ? TOKEN.exec(token) : null;
  if (!match) throw new RelayRefused("not a table token (atout2.<kid>.<table id>.<actions>.<parent>.<sealed>)");
  return {kid: match[1], tableId: match[2], actions: Number(match[3]), parent: match[4]};
}

/**
 * The latest token of each table, and the rule that keeps it so. `accept(token)` takes an
 * opening token (no parent) for a table it holds nothing of, or a child of the latest token
 * it holds with more actions; anything else (stale, a fork, a table never opened here)
 * throws RelayRefused. `opened(answer)` takes openSealedTable's answer and keeps its
 * relay_key (the relay should open the table itself: the key is for the relay alone);
 * opening a table it holds again, or one `{replacing}` another table id, makes every token
 * of the earlier opening worthless. `proof(token, seat, what)` is the relay's leave for one
 * move per token, `dealProof(token)` its own for the first deal, and `refused(token, error)`
 * lets another move once the server's proof of a refusal checks.
 */
export class Relay {
  #latest = new Map();
  #keys = new Map();
  #let = new Map();
  #replaced = new Map();
  latest(tableId) { return this.#latest.get(tableId) ?? null; }
  opened(answer, {replacing = null} = {}) {
    for (const old of new Set([answer.table_id, replacing].filter((id) => id != null))) {
      this.#let.delete(this.#latest.get(old));
      this.#latest.delete(old);
      this.#keys.delete(old);
      if (old !== answer.table_id) this.#replaced.set(old, answer.table_id);
    }
    this.#replaced.delete(answer.table_id);
    if (answer.relay_key) this.#keys.set(answer.table_id, answer.relay_key);
    return this.accept(answer.table);
  }
  #notReplaced(tableId) {
    if (this.#replaced.has(tableId)) {
      throw new RelayRefused(`table ${tableId} was re-opened as ${this.#replaced.get(tableId)}: its tokens are worthless`);
    }
  }
  #letAt(token, header, move) {
    if (this.#latest.get(header.tableId) !== token) {
      throw new RelayRefused(`not the latest token of table ${header.tableId}`);
    }
    const earlier = this.#let.get(token) ?? this.#let.set(token, move).get(token);
    if (earlier.seat !== move.seat || earlier.text !== move.text) {
      throw new RelayRefused(`the relay already let seat ${earlier.seat} move at this token: one move per token`);
    }
  }
  /** The relay's own proof for the first deal at `token` (every seat revealed); null without a relay key. */
  async dealProof(token) {
    const header = tokenHeader(token);
    this.#notReplaced(header.tableId);
    const key = this.#keys.get(header.tableId);
    if (key === undefined) return null;
    this.#letAt(token, header, {seat: "relay", text: "deal"});
    return relayProof(key, await tokenDigest(token), "relay", "deal");
  }
  /**
   * The server refused the move let at `token` (`error`, the AtoutError of a 400 or 422,
   * or its relay_refusal): once the server's proof checks, another move may be let there.
   * A claim without it (a seat's word, a move that was played) throws RelayRefused.
   */
  async refused(token, error) {
    const refusal = typeof error === "string" ? error : error?.problem?.relay_refusal;
    const header = tokenHeader(token);
    const key = this.#keys.get(header.tableId);
    const move = this.#let.get(token);
    if (key === undefined || move === undefined || this.#latest.get(header.tableId) !== token) {
      throw new RelayRefused("no move let at the latest token of this table to be refused");
    }
    if (refusal !== await refusalProof(key, await tokenDigest(token), move.seat, move.text)) {
      throw new RelayRefused("not the server's refusal of the move let at this token");
    }
    this.#let.delete(token);
    return true;
  }
  /**
   * The proof that `seat` may do `what` ("reveal", or an action) at `token`: only at the
   * latest token of its table, one move per token (the same move asked again, the same
   * proof); null at a table without a relay key.
   */
  async proof(token, seat, what) {
    const header = tokenHeader(token);
    this.#notReplaced(header.tableId);
    const key = this.#keys.get(header.tableId);
    if (key === undefined) return null;
    const move = {seat, text: what === "reveal" ? what : actionText(what)};
    this.#letAt(token, header, move);
    return relayProof(key, await tokenDigest(token), seat, move.text);
  }
  async accept(token) {
    const header = tokenHeader(token);
    this.#notReplaced(header.tableId);
    const held = this.#latest.get(header.tableId);
    if (held === undefined) {
      if (header.parent !== NO_PARENT) {
        throw new RelayRefused(`table ${header.tableId} was never opened here: only an opening token starts a table`);
      }
    } else if (header.parent !== await tokenDigest(held) || header.actions <= tokenHeader(held).actions) {
      throw new RelayRefused(`not a child of the latest token of table ${header.tableId} (at ${tokenHeader(held).actions} actions)`);
    }
    this.#let.delete(held);  // its move is made: no proof is given at a stale token
    this.#latest.set(header.tableId, token);
    return token;
  }
}

async function child(table, answer) {
  const digest = await tokenDigest(table);
  if (answer.token_digest !== digest || tokenHeader(answer.table).parent !== digest) {
    throw new RelayRefused("the next token is not a child of the one acted on");
  }
  return answer;
}

/**
 * One player at a sealed table: its seat and secret (or a trusted table's seat key), which
 * never leave it but for the server. `reveal`, `view` and `act` check the answer is about
 * the token sent, and `reveal` and `act` that the next token is its child.
 */
export class SealedSeat {
  constructor(atout, seat, {secret, seatKey} = {}) {
    if ((secret == null) === (seatKey == null)) throw new TypeError("give a secret or a seatKey, one of them");
    Object.assign(this, {atout, seat, secret, seatKey});
  }
  static async create(atout, seat) { return new SealedSeat(atout, seat, {secret: await newSecret()}); }
  commitment() { return commitment(this.secret); }
  #credentials() {
    return this.seatKey != null ? {seat_key: this.seatKey} : {seat: this.seat, secret: this.secret};
  }
  async view(table, options) {
    const answer = await this.atout.viewSealedTable({table, ...this.#credentials()}, options);
    if (answer.token_digest !== await tokenDigest(table)) throw new RelayRefused("the view answers another token than the one sent");
    return answer.view;
  }
  /** This seat's secret revealed at `table` (with the relay's proof at a table with a relay); at a table of one player the last reveal deals (with a relay, the relay deals). */
  async reveal(table, relayProof = null, options) {
    return child(table, await this.atout.revealAtSealedTable(
      {table, seat: this.seat, secret: this.secret, relay_proof: relayProof}, options));
  }
  /** This seat's action at `table` (with the relay's proof at a table with a relay). */
  async act(table, action, relayProof = null, options) {
    return child(table, await this.atout.actAtSealedTable(
      {table, action, ...this.#credentials(), relay_proof: relayProof}, options));
  }
}

/**
 * A whole match at a sealed table, its players in this process (a stand-in for four devices
 * and a relay): `players[s]` is a bot function (given seat s's view, it returns one of
 * view.legal) or a server bot level ("casual", "club", "expert"). Each player draws its
 * secret; only commitments reach the relay, which opens the table; each player reveals,
 * then plays, with the relay's proof. Resolves the last view.
 */
export async function playSealedMatch(atout, rules, players, {dealer = null, relay = new Relay(), ...options} = {}) {
  const seats = new Map();
  for (const [n, player] of players.entries()) {
    if (typeof player === "function") seats.set(n, await SealedSeat.create(atout, n));
  }
  const opened = await atout.openSealedTable({rules, dealer, seats: await Promise.all(players.map(
    async (player, n) => (seats.has(n) ? {commitment: await seats.get(n).commitment()} : {bot: player})))}, options);
  let token = await relay.opened(opened);
  let answer;
  for (const seat of seats.values()) {
    answer = await seat.reveal(token, await relay.proof(token, seat.seat, "reveal"), options);
    token = await relay.accept(answer.table);
  }
  const proof = await relay.dealProof(token);
  if (proof !== null) {  // a table with a relay: the relay deals
    token = await relay.accept((await atout.dealAtSealedTable({table: token, relay_proof: proof}, options)).table);
  }
  let view = await seats.values().next().value.view(token, options);
  while (!view.match.finished) {
    const acting = seats.get(view.to_act);
    const action = await players[acting.seat](await acting.view(token, options));
    answer = await acting.act(token, action, await relay.proof(token, acting.seat, action), options);
    token = await relay.accept(answer.table);
    view = answer.view;  // the acting seat's view, the bots played to the next turn
  }
  return view;
}
