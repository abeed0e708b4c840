// Atout's client helper: one function per call a game needs, the match loop, and sealed
// tables. Plain JavaScript (ES2022, no dependencies, fetch from Node 18 or a browser), typed
// by index.d.ts from the types openapi-typescript generates (schema.d.ts): nothing to build.

/** A problem answer (RFC 9457): its status, code, params and the whole body. */
export class AtoutProblem extends Error {
  constructor(status, problem) {
    super(problem && problem.detail ? problem.detail : `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
    this.code = problem ? problem.code : undefined;
    this.params = problem ? problem.params : undefined;
  }
}

/** The entry a deal's last answer gives the match (`hand_scored` or `thrown_in`), or null. */
export function matchEntry(events) {
  const ended = events.find((e) => e.type === "hand_scored" || e.type === "thrown_in");
  return ended ? ended.match_entry : null;
}

export class Atout {
  constructor(baseUrl = "http://127.0.0.1:8000", headers = {}) {
    this.baseUrl = baseUrl.replace(/\/$/, "");
    this.headers = headers;  // X-API-Key, Accept-Language …
  }

  async post(path, body) {
    const response = await fetch(this.baseUrl + path, {
      method: "POST", body: JSON.stringify(body),
      headers: {"Content-Type": "application/json", ...this.headers}});
    const answer = await response.json();
    if (!response.ok) throw new AtoutProblem(response.status, answer);
    return answer;
  }

  deal(request) { return this.post("/v1/deals", request); }
  play(request) { return this.post("/v1/play", request); }
  legalMoves(state) { return this.post("/v1/legal-moves", state); }
  hints(request) { return this.post("/v1/hints", request); }
  scoreMatch(request) { return this.post("/v1/matches/score", request); }
  checkRecord(request) { return this.post("/v1/records/check", request); }
  openTable(request) { return this.post("/v1/sealed/tables", request); }
  viewTable(table, seatKey) { return this.post("/v1/sealed/view", {table, seat_key: seatKey}); }
  actAtTable(table, seatKey, action) {
    return this.post("/v1/sealed/act", {table, seat_key: seatKey, action});
  }

  /**
   * A whole match: `choose(answer)` picks the action of `answer.to_act` among
   * `answer.legal` (answer: what /v1/deals or /v1/play said). Deal seeds are
   * `<seed>/<n>`, so the same seed and choices replay the same match. Answers the last
   * /v1/matches/score answer and every entry.
   */
  async playMatch(rules, choose, seed = "match") {
    const entries = [];
    let dealer = null;
    for (;;) {
      let answer = await this.deal({rules, seed: `${seed}/${entries.length}`, dealer});
      let state = answer;  // /v1/deals answers the state itself, /v1/play beside its events
      let entry = null;
      while (entry === null) {
        const action = await choose(answer);
        answer = await this.play({state, action, seat: answer.to_act});
        state = answer.state;
        entry = matchEntry(answer.events);
      }
      entries.push(entry);
      const match = await this.scoreMatch({rules, hands: entries});
      if (match.finished) return {match, entries};
      dealer = match.next_dealer;
    }
  }
}

/**
 * One player at a sealed table: it holds its own seat key only, and looks and acts on the
 * tokens the relay broadcasts (docs/clients.md: keeping the latest token is the relay's
 * job, the service keeps nothing).
 */
export class SealedSeat {
  constructor(atout, seatKey) {
    this.atout = atout;
    this.seatKey = seatKey;
  }

  async view(table) {
    return (await this.atout.viewTable(table, this.seatKey)).view;
  }

  async act(table, action) {
    return this.atout.actAtTable(table, this.seatKey, action);
  }
}

/**
 * A whole match at a sealed table, the four players in this process: `choose(view)` picks
 * among `view.legal` for the seat to act, seeing only what that seat sees. A stand-in for
 * four clients and a message relay. Answers the last view.
 */
export async function playSealedMatch(atout, rules, choose) {
  const opened = await atout.openTable({rules});
  const seats = opened.seat_keys.map((key) => new SealedSeat(atout, key));
  let token = opened.table;
  for (;;) {
    const views = await Promise.all(seats.map((seat) => seat.view(token)));
    if (views[0].match.finished) return views[0];
    const acting = views[0].to_act;
    const answer = await seats[acting].act(token, await choose(views[acting]));
    token = answer.table;  // what the relay broadcasts
  }
}
