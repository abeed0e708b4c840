"""Rebuild ``engine/search/call_weights.py``, the bidding model of the point auctions
(``engine.search.call_model``), from the bots' own play. Run by hand:
``python bench/calibrate_calls.py [--deals N] [--level NAME] [--seed S] [--presets a,b]
[--data FILE] [--write]``.

For each preset (default coinche, contree, pilotta, bazar-blot) ``--deals`` deals
(default 400) are dealt from ``--seed``; in each, two contracts are played: the seat and
trump suit the hand looks best in (by the old rule of thumb's count), and a seat and suit
drawn at random among those with three cards or the jack. The taker bids 80 and everyone
else passes; the cards are played by the hints bot at ``--level`` (default club) at all
four seats, each seeing its own hand. What the taker's team makes (its ``total``: card
points, declarations and belote) is fitted by least squares (a little ridge) to
``call_model.FEATURES`` of the taker's hand on the first three quarters of the deals; the
margin is the residuals' ``1 - MAKE_RATE`` quantile. The last quarter is held out for the
calibration table printed (Markdown): per bid level, the contracts the rule would bid at
that level before (``hand_calls``' count: 80, +10 a trump past three, for the nine, for
an outside ace) and after (the model), their mean total and the share made.

``--check N``: instead, N deals of each preset played by the hints bot at ``--level`` at
every seat, its calls and its cards (the model as shipped): per bid level the contracts
it reached, the share made and the takers' mean total (Markdown).

``--data FILE``: the played contracts are appended to FILE as JSON lines, and the deals
it holds are read back instead of played (a run cut short goes on; refitting is instant). ``--write``: write the
model module. The work is counted by deals, never the clock: the same seed and level
give the same model on any machine.
"""

import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from engine.rules.cards import SUIT_MASKS, parse_card  # noqa: E402
from engine.rules.ruleset import PRESETS  # noqa: E402
from engine.search import call_model  # noqa: E402
from engine.search.call_model import FEATURES, MAKE_RATE, SUIT_KINDS, features  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "engine" / "search" / "call_weights.py"
RIDGE = 1.0


def view(state, seat):
    seen = dict(state, hands=[h if s == seat else None for s, h in enumerate(state["hands"])])
    seen.pop("stock", None)
    return seen


def old_limit(hand, suit):
    """The rule of thumb's level before the model (0: it would not bid the suit)."""
    trumps = hand & SUIT_MASKS[suit]
    if not (trumps >> (8 * suit + 4) & 1) or trumps.bit_count() < 3:
        return 0
    limit = 80 + 10 * max(0, trumps.bit_count() - 3) + 10 * (trumps >> (8 * suit + 2) & 1)
    return limit + 10 * sum(hand >> (8 * s + 7) & 1 for s in range(4) if s != suit)


def strength(hand, suit):
    trumps = hand & SUIT_MASKS[suit]
    return (old_limit(hand, suit), trumps.bit_count(), trumps >> (8 * suit + 4) & 1)


def played_out(state, level, rng):
    """``state`` played to its end by the hints bot at ``level``, each seat from its own
    view; and the last ``legal_moves`` answer."""
    while True:
        moves = engine.legal_moves(state)
        seat = moves["to_act"]
        if seat is None:
            return state, moves
        answer = engine.hints({"state": view(state, seat), "level": level,
                               "seed": rng.randrange(1 << 30)})
        state = engine.play({"state": state, "action": answer["actions"][0]["action"]})["state"]


def play_contract(preset, state, taker, kind, level, rng):
    """The taker's team's total and whether it took a trick, the cards played by the
    bot at ``level``."""
    eldest = (state["dealer"] + 1) % 4
    calls = ["pass"] * ((taker - eldest) % 4) + [{"bid": 80, "kind": kind}] + ["pass"] * 3
    state, _ = played_out(dict(state, auction=calls), level, rng)
    result = engine.score_hand(state)
    team = taker % 2
    return result["totals"][team], result.get("capot") != 1 - team


def play(preset, deals, level, seed, out, done=()):
    rows = []
    for n in range(deals):
        if n in done:
            continue
        rng = random.Random(f"{seed}/{preset}/{n}")
        state = engine.new_deal({"rules": preset, "dealer": n % 4, "seed": f"{seed}/{preset}/{n}"})
        hands = [sum(1 << parse_card(c) for c in h) for h in state["hands"]]
        pairs = [(seat, suit) for seat in range(4) for suit in range(4)]
        best = max(pairs, key=lambda p: (strength(hands[p[0]], p[1]), -p[0], -p[1]))
        others = [p for p in pairs if p != best and (
            (hands[p[0]] & SUIT_MASKS[p[1]]).bit_count() >= 3
            or hands[p[0]] >> (8 * p[1] + 4) & 1)]
        chosen = [best] + ([rng.choice(others)] if others else [])
        for seat, suit in chosen:
            total, took = play_contract(preset, state, seat, SUIT_KINDS[suit], level, rng)
            row = {"preset": preset, "deal": n, "hand": hands[seat], "suit": suit,
                   "total": total, "took_a_trick": took}
            rows.append(row)
            if out is not None:
                print(json.dumps(row), file=out, flush=True)
    return rows


def check(preset, deals, level, seed):
    """``{level: [contracts, made, total of the takers' totals]}`` over ``deals`` deals
    of self-play by the hints bot at ``level``."""
    found = {}
    for n in range(deals):
        rng = random.Random(f"{seed}/check/{preset}/{n}")
        state = engine.new_deal({"rules": preset, "dealer": n % 4,
                                 "seed": f"{seed}/check/{preset}/{n}"})
        state, moves = played_out(state, level, rng)
        if moves["phase"] == "thrown_in":
            continue
        result = engine.score_hand(state)
        contract = state["contract"]
        bid = contract["bid"]
        key = (bid, contract.get("multiplier", 1))
        row = found.setdefault(key, [0, 0, 0])
        row[0] += 1
        row[1] += result["outcome"] == "made"
        row[2] += result["totals"][contract["taker"] % 2]
    return found


def solve(a, b):
    """``a x = b`` by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def fit(xs, ys):
    k = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) + (RIDGE if i == j and i else 0) for j in range(k)]
         for i in range(k)]
    b = [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(k)]
    return solve(a, b)


def quantile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, max(0, int(q * len(values))))]


def made(row, level, rules):
    return row["total"] >= level and (row["took_a_trick"] or rules.swept_takers != "fail")


def table(rows, rules, limit_of):
    """``{level: [count, mean total, share made]}`` of the contracts the rule bids."""
    by_level = {}
    for row in rows:
        level = limit_of(row)
        if level >= 80:
            by_level.setdefault(level, []).append(row)
    return {level: (len(group), statistics.mean(r["total"] for r in group),
                    sum(made(r, level, rules) for r in group) / len(group))
            for level, group in sorted(by_level.items())}


def cell(t):
    return f"{t[0]} | {t[1]:.0f} | {t[2]:.0%}" if t else "0 | – | –"


def main(argv):
    options = dict(zip(argv, argv[1:]))
    deals = int(options.get("--deals", 400))
    level = options.get("--level", "club")
    seed = options.get("--seed", "calibrate")
    presets = options.get("--presets", "coinche,contree,pilotta,bazar-blot").split(",")
    data = Path(options["--data"]) if "--data" in options else None
    if "--check" in options:
        for preset in presets:
            start = time.process_time()
            count = int(options["--check"])
            found = check(preset, count, level, seed)
            print(f"\n{preset}, {count} deals of self-play at level {level} "
                  f"({time.process_time() - start:.0f} s of CPU):\n")
            print("| bid | doubled | contracts | made | takers' mean total |")
            print("|---|---|---|---|---|")
            for (bid, mult), (n, won, total) in sorted(
                    found.items(), key=lambda kv: (str(kv[0][0]).zfill(7), kv[0][1])):
                print(f"| {bid} | ×{mult} | {n} | {won / n:.0%} | {total / n:.0f} |")
        return
    models, lines = {}, []
    stored = []
    if data is not None and data.exists():
        stored = [json.loads(line) for line in data.read_text().splitlines() if line.strip()]
    for preset in presets:
        rules = PRESETS[preset]
        rows = [r for r in stored if r["preset"] == preset and r["deal"] < deals]
        done = {r["deal"] for r in rows}
        if len(done) < deals:  # the deals not stored yet are played
            start = time.process_time()
            with open(data, "a") if data is not None else open("/dev/null", "w") as out:
                rows += play(preset, deals, level, seed, out, done)
            print(f"{preset}: {len(rows)} contracts played in "
                  f"{time.process_time() - start:.0f} s of CPU", file=sys.stderr)
        train = [r for r in rows if r["deal"] < deals * 3 // 4]
        test = [r for r in rows if r["deal"] >= deals * 3 // 4]
        xs = [features(r["hand"], r["suit"], rules) for r in train]
        ys = [r["total"] for r in train]
        weights = fit(xs, ys)
        residuals = [y - sum(w * x for w, x in zip(weights, f)) for f, y in zip(xs, ys)]
        margin = quantile(residuals, 1 - MAKE_RATE)
        models[preset] = {"weights": [round(w, 2) for w in weights], "margin": round(margin, 1),
                          "spread": round(statistics.pstdev(residuals), 1),
                          "contracts": len(train)}
        model = models[preset]

        def after(row, model=model, rules=rules):
            old = old_limit(row["hand"], row["suit"])  # the rule's gate: the jack and two
            if not old:
                return 0
            mean = sum(w * x for w, x in zip(model["weights"],
                                             features(row["hand"], row["suit"], rules)))
            return min(int((mean + model["margin"]) // 10) * 10, rules.bid_ceiling)

        before = table(test, rules, lambda r: old_limit(r["hand"], r["suit"]))
        now = table(test, rules, after)
        lines.append(f"\n{preset} ({len(test)} held-out contracts of {deals // 4} deals; "
                     f"fitted on {len(train)}, residual spread {model['spread']}):\n")
        lines.append("| level | before: contracts | mean made | share made "
                     "| after: contracts | mean made | share made |")
        lines.append("|---|---|---|---|---|---|---|")
        for lvl in sorted(set(before) | set(now)):
            b = before.get(lvl)
            a = now.get(lvl)
            lines.append(f"| {lvl} | {cell(b)} | {cell(a)} |")
    print("\n".join(lines))
    if "--write" in argv:
        body = ",\n".join(f"    {name!r}: {json.dumps(m)}" for name, m in models.items())
        TARGET.write_text(
            '"""The bidding model of the point auctions (``engine.search.call_model``),\n'
            f"written by ``bench/calibrate_calls.py --deals {deals} --level {level} "
            f"--seed {seed}``:\nper preset, the weights of ``call_model.FEATURES``, the "
            "residual quantile added for a\nbid made in ``MAKE_RATE`` of deals, the "
            'residuals\' spread and the contracts fitted."""\n\n'
            f"FEATURES = {FEATURES!r}\n\nMODELS = {{\n{body},\n}}\n")
    _ = call_model


if __name__ == "__main__":
    main(sys.argv[1:])
