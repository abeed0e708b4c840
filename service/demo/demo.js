// The Atout demo table: one person (seat 0) and three bots, every rule decided by the service.
//
// The page is the table: it deals through /v1/deals and so holds every hand, and it moves the
// deal on with one /v1/play call per action, sending the whole state each time (the service
// keeps nothing between requests). It never decides a rule itself: who acts, which calls and
// cards are legal and every score come from the answers. Bots and the hint button are given
// only what their seat may see (its own hand and what was played), so they cannot cheat.
//
// To use it from another site, set API_BASE to the service's origin: the service answers
// cross-origin requests (CORS) on /v1/*.
//
// Opened as /demo?record=<a deal record's one-line form>, it replays that deal card by card
// (the Step button) instead; every finished deal offers such a link to share it.
"use strict";

const API_BASE = "";  // "" is the service that served this page
const HUMAN = 0;
const SEAT_NAMES = ["You", "East", "North", "West"];  // play goes 0 -> 1 -> 2 -> 3
const SUIT_SIGNS = {S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663"};
const KIND_NAMES = {...SUIT_SIGNS, NT: "no trump", AT: "all trump"};
const KIND_SHORT = {...SUIT_SIGNS, NT: "NT", AT: "AT"};  // the bid picker's buttons

const query = new URLSearchParams(location.search);
// A pause before each bot action, so a person can follow the play; tests set ?delay=0.
const BOT_DELAY_MS = Number(query.get("delay") ?? 700);
// Bots think briefly so that the table stays lively (?think= sets how long, in milliseconds);
// the hint button thinks harder.
const BOT_HINT = {samples: 16, budget_ms: Number(query.get("think") ?? 400)};
const HUMAN_HINT = {samples: 48, budget_ms: 1500};

// Everything the table knows. A match is a list of entries for /v1/matches/score.
const table = {
  rules: "classic",
  seed: "",
  dealNumber: 0,     // deals dealt in this match, thrown-in ones included
  dealSeed: "",
  state: null,       // the full deal state, as the last answer gave it
  phase: null, toAct: null, legal: [],
  trick: [],         // [{seat, card}] on the table now, from the events
  trickWinner: null, // the seat that won the trick on the table, once it is complete
  lastTrick: null,   // {cards: [{seat, card}], winner, points}: the trick before, on demand
  tricksDone: 0,
  bidLevel: null,    // the level chosen in the bid picker (a point auction)
  said: [null, null, null, null],  // each seat's last call of this auction, shown at the seat
  bid: null,         // {seat, call, raises}: the last bid of this auction, until a contract
  entries: [],       // the match so far, one entry per deal
  match: null,       // the last /v1/matches/score answer
  busy: false,       // a request is on its way: clicks wait for it
  hinted: null,      // the best action of the last hint, as JSON, until the next action
  botsUseHints: query.get("bots") !== "random",  // ?bots=random: no hints, random legal play
  dealt: null,       // the deal as dealt, for its record
  replay: null,      // replaying a record: the actions still to make
};

const $ = (id) => document.getElementById(id);

// --- talking to the service -------------------------------------------------------------

class ServiceError extends Error {
  constructor(status, problem) {
    super(problem && problem.detail ? problem.detail : `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
  }
}

async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)};
  const response = await fetch(API_BASE + path, init);
  // Errors are problem details (JSON too), so they are read the same way.
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new ServiceError(response.status, answer);
  return answer;
}

// What one seat may see: its own hand, the auction and the cards played. The stock (the
// cards still to deal) and Bela's talon (face down until trump is called) are nobody's to see.
function viewOf(state, seat) {
  const view = {...state, hands: state.hands.map((hand, s) => (s === seat ? hand : null))};
  delete view.stock;
  delete view.talon;
  return view;
}

// --- the match and the deal ---------------------------------------------------------------

async function newMatch() {
  table.rules = $("rules").value;
  table.seed = $("seed").value.trim() || String(Math.floor(Math.random() * 1e9));
  $("seed").value = table.seed;
  table.dealNumber = 0;
  table.entries = [];
  table.match = null;
  showMatch();
  $("log").replaceChildren();
  await deal(null);  // null: the service cuts for the first dealer
}

async function deal(dealer) {
  // One match seed and the deal's number give every deal: the match can be replayed.
  table.dealSeed = `${table.seed}/${table.dealNumber}`;
  table.dealNumber += 1;
  const dealt = await api("/v1/deals", {rules: table.rules, seed: table.dealSeed, dealer});
  // the dealt state, less what the service says beside its fields: the deal's record
  const {phase, to_act, legal, ...state} = dealt;
  await begin(state, {phase, to_act, legal});
}

// A deal starts: /v1/deals (or a record) gave its state and who opens the auction.
async function begin(state, moves) {
  table.dealt = state;
  table.trick = [];
  table.trickWinner = null;
  table.lastTrick = null;
  table.tricksDone = 0;
  table.bidLevel = null;
  table.said = [null, null, null, null];
  table.bid = null;
  $("last-trick").hidden = true;
  $("hand-score").textContent = "-";
  $("hand-score").dataset.result = "";
  $("next-deal").disabled = true;
  $("review-summary").textContent = "";
  $("review-list").replaceChildren();
  $("share").hidden = true;
  log(`Deal ${table.dealNumber}: ${SEAT_NAMES[state.dealer]} deals.`);
  await settle(state, moves);
}

// Takes a new state, with what the service said about it (phase, to_act, legal), and lets
// whoever is to act act.
async function settle(state, answer) {
  table.state = state;
  table.hinted = null;
  $("hint-text").textContent = "";
  ({phase: table.phase, to_act: table.toAct, legal: table.legal} = answer);
  render();
  if (table.replay) {
    $("step").disabled = table.replay.length === 0;
    return;
  }
  if ((table.phase === "bidding" || table.phase === "play") && table.toAct !== HUMAN) {
    // The bot acts on this state only: a new match started meanwhile has its own turns.
    setTimeout(() => guarded(() => botTurn(state)), BOT_DELAY_MS);
  }
}

async function act(action) {
  // seat: the seat acting, so that an action out of turn is refused, not taken as another's
  const answer = await api("/v1/play", {state: table.state, action, seat: table.toAct});
  table.state = answer.state;  // the events may end the deal: its record is this state's
  for (const event of answer.events) await onEvent(event);
  await settle(answer.state, answer);
}

async function onEvent(event) {
  const who = SEAT_NAMES[event.seat];
  switch (event.type) {
    case "call":
      log(`${who}: `, bdi(callLabel(event.call)));
      heard(event.seat, event.call);
      break;
    case "contract":
      log("Contract: ", bdi(contractLabel(event.contract)));
      break;
    case "card":
      if (table.trick.length === 4) {
        table.trick = [];
        table.trickWinner = null;
      }
      table.trick.push({seat: event.seat, card: event.card});
      break;
    case "belote": case "rebelote":
      log(`${who}: ${event.type}`);
      break;
    case "trick_won":
      // who played what, in playing order, then who took it
      table.tricksDone += 1;
      table.trickWinner = event.seat;
      table.lastTrick = {cards: [...table.trick], winner: event.seat, points: event.points};
      log(`Trick ${table.tricksDone}: ` +
          table.trick.map(({seat, card}) => `${SEAT_NAMES[seat]} ${actionLabel(card)}`).join(", ") +
          `. ${who} win${event.seat === HUMAN ? "" : "s"} it: ${event.points} points` +
          (event.last_trick_bonus ? ` + ${event.last_trick_bonus} for the last` : "") +
          (event.roem ? ` + ${event.roem} roem (${event.roem_kinds.join(", ")})` : ""));
      break;
    case "belot":  // Bela: a whole suit after the talon wins the match at once
      log(`${who} holds a belot: the hand is not played.`);
      await addToMatch(event.match_entry);
      break;
    case "hand_scored":
      showHandScore(event.result);
      await addToMatch(event.match_entry);
      break;
    case "thrown_in":
      log("Everybody passed: the deal is thrown in.");
      await addToMatch(event.match_entry);
      break;
  }
}

// A call shown at its seat, and the bid the contract would be if the auction ended now (the
// last bid, with the doublings said over it): the table reads the calls, it rules on none.
const BID_WORDS = new Set(["take", "sun", "ashkal"]);

function heard(seat, call) {
  table.said[seat] = call;
  if (call === "pass") return;
  const bid = BID_WORDS.has(call) ||
    (typeof call === "object" && ["kind", "bid", "suit", "hokum"].some((key) => key in call));
  if (bid) table.bid = {seat, call, raises: []};
  else if (table.bid) table.bid.raises.push(callLabel(call));
}

// A link that opens this deal, finished, in the demo's replay: its record's one-line form.
async function share(state) {
  const {auction, tricks} = state;
  const record = {...table.dealt, auction, tricks};
  if (table.dealSeed) record.seed = table.dealSeed;
  const checked = await api("/v1/records/check", {record});
  const link = $("share");
  link.href = `${location.pathname}?record=${encodeURIComponent(checked.text)}`;
  link.hidden = false;
}

async function addToMatch(entry) {
  if (table.replay) return;  // a replayed deal stands alone
  await share(table.state);
  table.entries.push(entry);
  table.match = await api("/v1/matches/score", {rules: table.rules, hands: table.entries});
  showMatch();
  if (table.match.finished) {
    log(table.match.winner === null ? "The match is over."
        : `The match is over: ${table.match.winner === HUMAN % 2 ? "you win" : "you lose"}.`);
  }
  $("next-deal").disabled = table.match.finished;
}

// --- the bots -------------------------------------------------------------------------------

async function botTurn(state) {
  if (table.state !== state) return;
  await act(await botAction(table.toAct));
}

async function botAction(seat) {
  if (table.botsUseHints) {
    try {
      const hint = await api("/v1/hints", {state: viewOf(table.state, seat), seat,
                                           seed: table.dealSeed,  // a replay plays alike
                                           ...BOT_HINT});
      return hint.actions[0].action;
    } catch (error) {
      // A hint refused (a service stopping, say): the bots play at random, and say so once.
      table.botsUseHints = false;
      log(`Hints unavailable (${error.message}): the bots play at random.`);
    }
  }
  if (table.phase === "bidding" && table.legal.includes("pass")) return "pass";
  return table.legal[Math.floor(Math.random() * table.legal.length)];
}

// --- the person ------------------------------------------------------------------------------

async function humanAction(action) {
  if (table.toAct !== HUMAN) return;
  await act(action);
}

async function showHint() {
  const hint = await api("/v1/hints", {state: viewOf(table.state, HUMAN), seat: HUMAN,
                                       ...HUMAN_HINT});
  const best = hint.actions[0].action;
  table.hinted = JSON.stringify(best);  // render() highlights it
  if (typeof best === "object" && "kind" in best) table.bidLevel = String(best.bid);
  $("hint-text").textContent = hint.actions.slice(0, 4)
    .map((a) => `${actionLabel(a.action)}: ${Math.round(a.value * 10) / 10}`).join(", ") +
    ` (${hint.method}${hint.method === "sampled" ? `, ${hint.samples} deals` : ""})`;
}

// The hand just played, judged by /v1/review: the table dealt every hand, so it may show
// them all now that the deal is over. Your cards are listed; the summary covers both teams.
async function showReview() {
  const review = await api("/v1/review", {state: table.state});
  const [us, them] = review.teams;
  $("review-summary").textContent =
    `points lost to perfect play: us ${us.lost}, them ${them.lost}` +
    ` (your team: ${us.exact} exact, ${us.inaccuracy} inaccuracies, ${us.mistake} mistakes,` +
    ` ${us.blunder} blunders)`;
  // each of your cards beside the best one (or ones) perfect play had at that moment
  $("review-list").replaceChildren(...review.cards.filter((c) => c.seat === HUMAN).map((c) => {
    const item = document.createElement("li");
    item.dataset.grade = c.grade;
    const grade = document.createElement("span");
    grade.className = "grade";
    grade.textContent = c.lost ? ` ${c.grade}, ${c.lost} points lost; best: ` : ` ${c.grade}`;
    const best = document.createElement("span");
    best.className = "best";
    if (c.lost) best.append(...c.best_cards.map((card) => cardElement("span", card)));
    item.append(`Trick ${c.trick + 1}: `, cardElement("span", c.card), grade, best);
    return item;
  }));
}

// --- drawing ----------------------------------------------------------------------------------

function render() {
  const {state, phase, toAct, legal} = table;
  const open = table.replay !== null;  // a replay shows every hand
  document.body.dataset.busy = String(table.busy);  // lets a test wait for the table to settle
  const tableElement = $("table");
  tableElement.dataset.state = JSON.stringify(state);
  tableElement.dataset.deal = table.dealNumber;
  tableElement.dataset.phase = phase;
  tableElement.dataset.toAct = toAct === null ? "" : toAct;
  $("status").textContent = statusLine();
  const contract = $("contract");
  contract.textContent = contractText(state);
  contract.dataset.bid = table.bid && !state.contract ? JSON.stringify(table.bid.call) : "";

  for (let seat = 0; seat < 4; seat++) {
    const element = $(`seat-${seat}`);
    element.dataset.toAct = String(seat === toAct);
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = `${SEAT_NAMES[seat]}${seat === state.dealer ? " (dealer)" : ""}`;
    // During the auction, the seat's last call beside its name, as a player says it aloud.
    const said = table.said[seat];
    if (phase === "bidding" && said !== null) {
      // A suit's sign stays beside its word: "Hokum ♠" on one line (index.html sizes a
      // phone's side seats for it), while "double (closed)" may take two.
      const bubble = bdi(callLabel(said).replace(/ (?=[\u2660-\u2667])/g, "\u00a0"));
      bubble.className = "said";
      bubble.dataset.call = JSON.stringify(said);
      name.append(" ", bubble);
    }
    element.replaceChildren(name);
    if (seat === HUMAN) continue;
    const hand = state.hands[seat] || [];
    if (open) {  // a replay shows every hand
      const cards = document.createElement("div");
      cards.className = "open-hand";
      cards.append(...hand.map((card) => cardElement("span", card)));
      element.append(cards);
    } else {  // the others' cards face down: one back a card
      const backs = document.createElement("div");
      backs.className = "backs";
      backs.setAttribute("aria-label", `${hand.length} cards`);
      backs.append(...hand.map(() => backElement()));
      element.append(backs);
    }
  }
  $("trick").replaceChildren(...table.trick.map(({seat, card}) => {
    const slot = document.createElement("div");
    slot.className = "slot" + (seat === table.trickWinner ? " won" : "");
    slot.dataset.seat = seat;
    const who = document.createElement("span");
    who.className = "who";
    who.textContent = SEAT_NAMES[seat];
    slot.append(cardElement("span", card), who);
    return slot;
  }));
  // The auction's deck (a deal with cards still to deal): face down, the turn-up beside it.
  const deck = $("deck");
  deck.hidden = phase !== "bidding" || !(state.turn_up || (state.stock || []).length);
  if (!deck.hidden) {
    const stack = backElement();  // one back, the others drawn as its edges
    stack.classList.add("stack");
    const parts = [labelled(stack, "deck")];
    if (state.turn_up) {
      const turnUp = cardElement("span", state.turn_up);
      turnUp.id = "turn-up";
      parts.push(labelled(turnUp, "turn-up"));
    }
    deck.replaceChildren(...parts);
  }

  const yourTurn = toAct === HUMAN && !table.busy && !open;
  const legalActions = new Set(legal.map((a) => JSON.stringify(a)));
  // Only legal cards are clickable: the others are shown, disabled (dimmed while you choose).
  $("hand").dataset.choosing = String(yourTurn && phase === "play");
  $("hand").replaceChildren(...(state.hands[HUMAN] || []).map((card) => {
    const button = cardElement("button", card);
    button.type = "button";
    button.dataset.card = card;
    button.dataset.action = JSON.stringify(card);
    button.disabled = !(yourTurn && phase === "play" && legalActions.has(button.dataset.action));
    button.addEventListener("click", () => guarded(() => humanAction(card)));
    return button;
  }));
  const calls = phase === "bidding" && toAct === HUMAN && !open ? legal : [];
  // Bids of a level and a kind (coinche, contrée) go to the picker; the rest are buttons.
  const leveled = calls.filter((call) => typeof call === "object" && "kind" in call);
  $("calls").replaceChildren(...calls.filter((call) => !leveled.includes(call)).map((call) => {
    const button = callButton(call, callLabel(call));
    button.className = "call";
    return button;
  }));
  renderBidPicker(leveled);
  for (const button of document.querySelectorAll("#hand .card, #calls button, #bid-kinds button")) {
    button.classList.toggle("hinted", button.dataset.action === table.hinted);
  }
  $("hint").disabled = !yourTurn;
  $("review").disabled = table.busy || phase !== "complete";
  $("show-last-trick").disabled = table.lastTrick === null;
  renderLastTrick();
}

function callButton(call, label) {
  const button = document.createElement("button");
  button.type = "button";
  button.dir = "auto";  // a call's name may be written right to left
  button.dataset.action = JSON.stringify(call);
  button.textContent = label;
  button.disabled = table.busy;
  button.addEventListener("click", () => guarded(() => humanAction(call)));
  return button;
}

// The levels the person may bid in a select, and one button per kind, enabled where that
// level and kind is a legal bid: the same choice as a button per bid, in a line.
function renderBidPicker(bids) {
  const picker = $("bid-picker");
  picker.hidden = bids.length === 0;
  if (picker.hidden) return;
  const levels = [...new Set(bids.map((bid) => String(bid.bid)))];
  if (!levels.includes(table.bidLevel)) table.bidLevel = levels[0];
  const select = $("bid-level");
  if (select.dataset.levels !== levels.join()) {
    select.replaceChildren(...levels.map((level) => new Option(level, level)));
    select.dataset.levels = levels.join();
  }
  select.value = table.bidLevel;
  select.disabled = table.busy;
  const kinds = [...new Set(bids.map((bid) => bid.kind))];
  $("bid-kinds").replaceChildren(...kinds.map((kind) => {
    const call = bids.find((bid) => String(bid.bid) === table.bidLevel && bid.kind === kind);
    const button = callButton(call || {bid: table.bidLevel, kind}, KIND_SHORT[kind] || kind);
    button.dataset.kind = kind;
    button.title = KIND_NAMES[kind] || kind;
    if ("HD".includes(kind)) button.classList.add("red");
    button.disabled = table.busy || !call;
    return button;
  }));
}

function renderLastTrick() {
  const panel = $("last-trick");
  $("show-last-trick").setAttribute("aria-expanded", String(!panel.hidden));
  if (panel.hidden || !table.lastTrick) return;
  const {cards, winner, points} = table.lastTrick;
  panel.replaceChildren(...cards.map(({seat, card}) => {
    const figure = document.createElement("figure");
    figure.dataset.seat = seat;
    if (seat === winner) figure.className = "won";
    const caption = document.createElement("figcaption");
    caption.textContent = SEAT_NAMES[seat] + (seat === winner ? ` took it, ${points}` : "");
    figure.append(cardElement("span", card), caption);
    return figure;
  }));
}

function labelled(element, text) {
  const wrapper = document.createElement("div");
  const label = document.createElement("span");
  label.className = "label";
  label.textContent = text;
  wrapper.append(element, label);
  return wrapper;
}

function contractText(state) {
  if (state.contract) return contractLabel(state.contract);
  if (table.phase !== "bidding" || !table.bid) return "none yet";
  const {seat, call, raises} = table.bid;
  return `bidding: ${callLabel(call)} by ${SEAT_NAMES[seat]}` + raises.map((r) => `, ${r}`).join("");
}

function statusLine() {
  switch (table.phase) {
    case "bidding": case "play":
      return table.toAct === HUMAN ? (table.phase === "bidding" ? "Your call." : "Your card.")
        : `${SEAT_NAMES[table.toAct]} to ${table.phase === "bidding" ? "call" : "play"}...`;
    case "complete": return "The deal is over.";
    case "thrown_in": return "The deal was thrown in.";
    default: return "";
  }
}

function showHandScore(result) {
  const element = $("hand-score");
  element.dataset.result = JSON.stringify(result);
  element.textContent = `${result.score[0]} - ${result.score[1]} (${result.outcome})`;
  log(`Hand scored: us ${result.score[0]}, them ${result.score[1]} (${result.outcome}).`);
}

function showMatch() {
  const totals = table.match ? table.match.totals : [0, 0];
  $("match-score").dataset.totals = JSON.stringify(totals);
  $("match-score").textContent = `${totals[0]} - ${totals[1]}`;
}

// A card drawn as an SVG face: its rank and suit in two corners, a large pip (or the
// court's letter) in the middle. Nothing is fetched: the page works offline.
function cardElement(tag, code) {
  const element = document.createElement(tag);
  const red = "HD".includes(code[1]);
  element.className = "card" + (red ? " red" : "");
  element.title = code;
  element.setAttribute("aria-label", actionLabel(code));
  element.dataset.face = code;
  const colour = red ? "#c0142b" : "#111";
  const rank = code[0] === "T" ? "10" : code[0];
  const sign = SUIT_SIGNS[code[1]];
  const corner = `<text x="5" y="17" font-size="15" font-weight="700">${rank}</text>` +
    `<text x="5.5" y="31" font-size="13">${sign}</text>`;
  const middle = "JQK".includes(code[0])
    ? `<text x="30" y="56" font-size="26" font-weight="700" text-anchor="middle">${rank}</text>` +
      `<text x="30" y="72" font-size="14" text-anchor="middle">${sign}</text>`
    : `<text x="30" y="58" font-size="32" text-anchor="middle">${sign}</text>`;
  element.innerHTML = `<svg viewBox="0 0 60 84" aria-hidden="true" fill="${colour}" ` +
    `font-family="Georgia, serif"><rect x="0.75" y="0.75" width="58.5" height="82.5" rx="5" ` +
    `fill="#fff" stroke="#444" stroke-width="1.5"/>${corner}${middle}` +
    `<g transform="rotate(180 30 42)">${corner}</g></svg>`;
  return element;
}

function backElement() {
  const element = document.createElement("span");
  element.className = "back";
  return element;
}

// Isolated from the text around it, so that a name written right to left (an Arabic
// preset's calls) neither reorders the sentence nor is reordered by it.
function bdi(text) {
  const element = document.createElement("bdi");
  element.textContent = text;
  return element;
}

function callLabel(call) {
  if (typeof call === "string") {
    return call === "take" ? `take ${SUIT_SIGNS[table.state.turn_up[1]]}` : call;
  }
  if ("suit" in call) return `take ${SUIT_SIGNS[call.suit]}`;
  if ("hokum" in call) return `Hokum ${SUIT_SIGNS[call.hokum]}`;  // Baloot
  const raise = ["double", "triple", "four"].find((word) => word in call);
  if (raise) return `${raise} (${call[raise]})`;  // Baloot: open or closed
  if ("kind" in call) return `${call.bid} ${KIND_NAMES[call.kind]}`;
  return KIND_NAMES[call.bid];  // bulgarian: the bid is the contract kind
}

function actionLabel(action) {
  if (typeof action === "string" && /^[789TJQKA][SHDC]$/.test(action)) {
    return (action[0] === "T" ? "10" : action[0]) + SUIT_SIGNS[action[1]];
  }
  return callLabel(action);
}

function contractLabel(contract) {
  const bid = contract.bid === undefined ? "" : `${contract.bid} `;  // point auction only
  const baloot = contract.receiver !== undefined;  // Baloot: x2, x3, x4, gahwa, closed
  const multiplier = (baloot ? {2: ", double", 3: ", triple", 4: ", four", gahwa: ", gahwa"}
    : {2: ", doubled", 4: ", redoubled"})[contract.multiplier] || "";
  const closed = contract.closed ? ", closed" : "";
  const taker = SEAT_NAMES[contract.taker];
  // Baloot's contract named as its auction called it: "Hokum ♠" or "sun", not "♠".
  const kind = !baloot ? KIND_NAMES[contract.kind]
    : callLabel(contract.kind === "NT" ? "sun" : {hokum: contract.kind});
  return `${bid}${kind}${multiplier}${closed}, taken by ${taker}`;
}

function log(...parts) {
  const item = document.createElement("li");
  item.append(...parts);
  $("log").append(item);
  $("log").scrollTop = $("log").scrollHeight;  // the latest line in view, the page unmoved
}

// One action at a time: a click while a request is on its way would act on a stale state.
async function guarded(task) {
  if (table.busy) return;
  table.busy = true;
  document.body.dataset.busy = "true";
  $("error").textContent = "";
  try {
    await task();
  } catch (error) {
    $("error").textContent = error.message;
  } finally {
    table.busy = false;
    if (table.state) render();
  }
}

// --- replaying a record -----------------------------------------------------------------------

// Opens a deal record (its one-line form, from the address): the deal as dealt, then one action
// per press of Step, each through /v1/play as in a game.
async function openRecord(text) {
  const {record} = await api("/v1/records/check", {text});
  const {auction, tricks, seed, ...dealt} = record;
  table.rules = record.rules;
  table.dealSeed = "";
  table.dealNumber = 1;
  table.replay = [...auction, ...tricks.flat()];
  $("step").hidden = false;
  log(`Replaying a record${seed === undefined ? "" : ` (seed ${seed})`}: press Step.`);
  const state = {...dealt, auction: [], tricks: []};
  await begin(state, await api("/v1/legal-moves", state));
}

async function step() {
  if (!table.replay || table.replay.length === 0) return;
  await act(table.replay.shift());
}

// --- start ------------------------------------------------------------------------------------

async function start() {
  const presets = await api("/v1/rulesets");
  $("rules").replaceChildren(...presets.map(({preset}) => new Option(preset, preset)));
  $("rules").value = query.get("rules") || "classic";
  $("seed").value = query.get("seed") || "";
  $("new-match").addEventListener("click", () => guarded(newMatch));
  $("next-deal").addEventListener("click", () => guarded(() => deal(table.match.next_dealer)));
  $("hint").addEventListener("click", () => guarded(showHint));
  $("review").addEventListener("click", () => guarded(showReview));
  $("step").addEventListener("click", () => guarded(step));
  $("show-last-trick").addEventListener("click", () => {
    $("last-trick").hidden = !$("last-trick").hidden;
    renderLastTrick();
  });
  $("bid-level").addEventListener("change", () => {
    table.bidLevel = $("bid-level").value;
    render();
  });
  if (query.get("record")) await guarded(() => openRecord(query.get("record")));
  document.body.dataset.ready = "true";
}

start().catch((error) => { $("error").textContent = error.message; });
