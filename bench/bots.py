"""A bot that plays ``engine.hints``' first action, against a random legal player and
against a rule-of-thumb player, at the engine level (no HTTP). Run by hand:
``python bench/bots.py [matches] [samples] [budget_ms] [target] [--bidding [--duel]] [--readme]``
(defaults: 40 matches per opponent; per card 6 samples and 30 ms, per call 40 samples
and 200 ms; target 301; classic rules).

Team 0 (seats 0 and 2) is the bot; each sees only its own hand and the public history
(the other hands and the stock are hidden from its hint requests). Matches alternate
the first dealer. Prints, per opponent, the matches won, the hands whose score the bot's
team won, and the mean score difference per hand; ``--readme``: the README's figure lines
(Markdown bullets) instead.

``--bidding`` asks whether calls valued by perfect play of the sampled deals bid better
than calls valued by rule-of-thumb playouts (``engine.search.call_values.SOLVE_CALLS``). The
same bot, its calls asked with the hints' default samples and budget (20, 1000 ms), once
each way: each plays ``matches`` matches against the rule-of-thumb player, then the two
meet on ``matches`` deals played twice with the seats swapped (duplicate: the same cards
for both), which prints the mean score a deal the perfect-play bidder gains over the
other, with a 95 % interval (``--duel``: that face-to-face part only). Slow: a call
solved that way takes about a second.
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
import engine.search.call_values  # noqa: E402
import engine.search.solver  # noqa: E402
from engine.search.playouts import thumb_card  # noqa: E402
from engine.rules.cards import parse_card  # noqa: E402
from engine.rules.ruleset import resolve_rules  # noqa: E402


BIDDING_SAMPLES = 40
DEFAULT_CALLS = (20, 1000)  # the hints' default samples and budget_ms, for --bidding


def view(state, seat):
    """The state as ``seat`` sees it."""
    seen = dict(state, hands=[h if s == seat else None for s, h in enumerate(state["hands"])])
    seen.pop("stock", None)
    return seen


def hint_bot(samples, budget_ms, calls=None, solve_calls=True):
    """Plays the best hint: per card ``samples`` and ``budget_ms``, per call ``calls``
    (samples, budget_ms; default: more samples and at least 200 ms), its calls valued by
    perfect play where the budget allows, or by playouts only (``solve_calls`` false)."""
    call_samples, call_budget = calls or (BIDDING_SAMPLES, max(budget_ms, 200))

    def choose(state, seat, legal, rng):
        bidding = engine.legal_moves(state)["phase"] == "bidding"
        engine.search.call_values.SOLVE_CALLS = solve_calls
        answer = engine.hints({"state": view(state, seat),
                               "samples": call_samples if bidding else samples,
                               "budget_ms": call_budget if bidding else budget_ms,
                               "seed": rng.randrange(1 << 30)})
        return answer["actions"][0]["action"]
    return choose


def random_player(state, seat, legal, rng):
    return rng.choice(legal)


def thumb_player(state, seat, legal, rng):
    """Takes a trump suit where it holds the jack and two more cards of it (counting the
    turn-up when taking it); plays ``thumb_card``."""
    hand = [parse_card(c) for c in state["hands"][seat]]
    if "contract" not in state or state.get("stock"):
        turn_up = parse_card(state["turn_up"])
        for call in legal:
            suit = turn_up >> 3 if call == "take" else (
                "SHDC".index(call["suit"]) if isinstance(call, dict) else None)
            if suit is None:
                continue
            cards = [c for c in hand + ([turn_up] if call == "take" else []) if c >> 3 == suit]
            if any(c & 7 == 4 for c in cards) and len(cards) >= 3:
                return call
        return "pass"
    rules = resolve_rules(state["rules"])
    table = rules.tables[state["contract"]["kind"]]
    tricks = state["tricks"]
    trick = [parse_card(c) for c in tricks[-1]] if tricks and len(tricks[-1]) < 4 else []
    mask = sum(1 << c for c in hand)
    return engine.rules.cards.CARD_CODES[thumb_card(table, rules.play, mask, trick)]


def play_hand(rules, players, dealer, rng, seed):
    """One deal played to its end: the match's item for it, and the score difference
    (team 0 minus team 1; None when thrown in)."""
    state = engine.new_deal({"rules": rules, "dealer": dealer, "seed": seed})
    while True:
        moves = engine.legal_moves(state)
        if moves["to_act"] is None:
            break
        seat = moves["to_act"]
        action = players[seat % 2](state, seat, moves["legal"], rng)
        state = engine.play({"state": state, "action": action})["state"]
    if moves["phase"] == "thrown_in":
        return {"dealer": dealer, "outcome": "thrown_in"}, None
    result = engine.score_hand(state)
    return ({"dealer": dealer, "taker": state["contract"]["taker"],
             "outcome": result["outcome"], "score": result["score"],
             "held_over": result["held_over"]}, result["score"][0] - result["score"][1])


def play_match(rules, players, first_dealer, rng, seed):
    items, dealer, hand_diffs = [], first_dealer, []
    for n in range(100):
        item, diff = play_hand(rules, players, dealer, rng, f"{seed}/{n}")
        items.append(item)
        if diff is not None:
            hand_diffs.append(diff)
        match = engine.score_match({"rules": rules, "hands": items})
        if match["finished"]:
            return match["winner"], hand_diffs
        dealer = match["next_dealer"]
    return None, hand_diffs


def against(rules, bot, other, name, matches):
    """``(matches won, score differences of the hands played, seconds)``."""
    rng = random.Random(name)
    wins, diffs, start = 0, [], time.perf_counter()
    for m in range(matches):
        winner, hand_diffs = play_match(rules, (bot, other), m % 4, rng, f"{name}/{m}")
        wins += winner == 0
        diffs += hand_diffs
    return wins, diffs, time.perf_counter() - start


def duel(rules, first, second, deals):
    """Duplicate deals: each dealt twice, ``first`` holding team 0's seats then team 1's.
    Per deal, what ``first``'s side scored more than ``second``'s, over both plays. Both
    plays draw their hints' seeds from the same sequence, so a deal where the two bidders
    make the same calls is played the same way twice and counts 0."""
    gains = []
    for n in range(deals):
        dealer, seed = n % 4, f"duel/{n}"
        diff = play_hand(rules, (first, second), dealer, random.Random(seed), seed)[1] or 0
        swapped = play_hand(rules, (second, first), dealer, random.Random(seed), seed)[1] or 0
        gains.append(diff - swapped)
    return gains


def interval(values):
    """The mean and the half-width of its 95 % confidence interval (normal)."""
    mean = statistics.mean(values or [0])
    spread = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0
    return mean, spread


def compare_bidding(rules, samples, budget, matches, readme, duel_only=False):
    setting = (f"classic to {rules['target']}; hints with {samples} samples and {budget} ms "
               f"per card, {DEFAULT_CALLS[0]} samples and {DEFAULT_CALLS[1]} ms per call, "
               f"{engine.search.solver.core()} solver core")
    if not readme:
        print(setting)
    bots = {way: hint_bot(samples, budget, DEFAULT_CALLS, solve_calls=way == "perfect play")
            for way in ("perfect play", "playouts")}
    for way, bot in () if duel_only else bots.items():
        wins, diffs, seconds = against(rules, bot, thumb_player, "rule-of-thumb player",
                                       matches)
        if readme:
            print(f"- a hints bot bidding from {way} against a rule-of-thumb player wins "
                  f"{wins} of {matches} matches ({100 * wins / matches:.0f} %), mean score "
                  f"difference {statistics.mean(diffs or [0]):+.1f} a hand ({setting}; "
                  f"`bench/bots.py` with `--bidding`)")
        else:
            print(f"calls from {way} vs rule-of-thumb player: won {wins}/{matches} matches "
                  f"({100 * wins / matches:.0f}%), mean score difference per hand "
                  f"{statistics.mean(diffs or [0]):+.1f}, {seconds:.0f} s")
    start = time.perf_counter()
    gains = duel(rules, bots["perfect play"], bots["playouts"], matches)
    mean, spread = interval(gains)
    differ = sum(gain != 0 for gain in gains)
    if readme:
        print(f"- bidding from perfect play against bidding from playouts, {matches} duplicate "
              f"deals ({differ} played differently): {mean:+.1f} ± {spread:.1f} points a deal "
              f"(95 % interval; {setting}; `bench/bots.py` with `--bidding`)")
    else:
        print(f"calls from perfect play vs calls from playouts, {matches} duplicate deals "
              f"({differ} played differently): {mean:+.1f} ± {spread:.1f} points a deal "
              f"(95% interval), {time.perf_counter() - start:.0f} s")


def main(argv):
    readme = "--readme" in argv
    args = [a for a in argv if not a.startswith("--")]
    matches = int(args[0]) if args else 40
    samples = int(args[1]) if len(args) > 1 else 6
    budget = int(args[2]) if len(args) > 2 else 30
    target = int(args[3]) if len(args) > 3 else 301
    rules = {"preset": "classic", "target": target}
    if "--bidding" in argv:
        compare_bidding(rules, samples, budget, matches, readme, "--duel" in argv)
        return
    bot = hint_bot(samples, budget)
    setting = (f"classic to {target}; bot: hints with {samples} samples and {budget} ms of "
               f"work per card, {BIDDING_SAMPLES} samples and {max(budget, 200)} ms per call, "
               f"{engine.search.solver.core()} solver core")
    if not readme:
        print(setting)
    for name, other in (("random legal player", random_player),
                        ("rule-of-thumb player", thumb_player)):
        wins, diffs, seconds = against(rules, bot, other, name, matches)
        won_hands = sum(d > 0 for d in diffs)
        if readme:
            print(f"- a hints bot against a {name} wins {wins} of {matches} matches "
                  f"({100 * wins / matches:.0f} %), mean score difference "
                  f"{statistics.mean(diffs or [0]):+.1f} a hand ({setting}; `bench/bots.py`)")
            continue
        print(f"vs {name}: won {wins}/{matches} matches ({100 * wins / matches:.0f}%), "
              f"{won_hands}/{len(diffs)} hands ({100 * won_hands / max(1, len(diffs)):.0f}%), "
              f"mean score difference per hand {statistics.mean(diffs or [0]):+.1f}, "
              f"{seconds:.0f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
