"""A bot that plays ``engine.hints``' first action, against a random legal player and
against a rule-of-thumb player, at the engine level (no HTTP). Run by hand:
``python bench/bots.py [matches] [samples] [budget_ms] [target] [--readme]``
(defaults: 40 matches per opponent; per card 6 samples and 30 ms, per call 40 samples
and 200 ms; target 301; classic rules).

Team 0 (seats 0 and 2) is the bot; each sees only its own hand and the public history
(the other hands and the stock are hidden from its hint requests). Matches alternate
the first dealer. Prints, per opponent, the matches won, the hands whose score the bot's
team won, and the mean score difference per hand; ``--readme``: the README's figure lines
(Markdown bullets) instead.
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
import engine.solver  # noqa: E402
from engine.playouts import thumb_card  # noqa: E402
from engine.cards import parse_card, table_for  # noqa: E402
from engine.rules import resolve_rules  # noqa: E402


BIDDING_SAMPLES = 40


def view(state, seat):
    """The state as ``seat`` sees it."""
    seen = dict(state, hands=[h if s == seat else None for s, h in enumerate(state["hands"])])
    seen.pop("stock", None)
    return seen


def hint_bot(samples, budget_ms):
    """Plays the best hint. Auction hints are cheap (no solving): they get more samples."""
    def choose(state, seat, legal, rng):
        bidding = engine.legal_moves(state)["phase"] == "bidding"
        answer = engine.hints({"state": view(state, seat),
                               "samples": BIDDING_SAMPLES if bidding else samples,
                               "budget_ms": max(budget_ms, 200) if bidding else budget_ms,
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
    table = table_for(state["contract"]["kind"], rules.all_trump_points,
                      rules.no_trump_points)
    tricks = state["tricks"]
    trick = [parse_card(c) for c in tricks[-1]] if tricks and len(tricks[-1]) < 4 else []
    mask = sum(1 << c for c in hand)
    return engine.cards.CARD_CODES[thumb_card(table, rules.play, mask, trick)]


def play_match(rules, players, first_dealer, rng, seed):
    items, dealer, hand_diffs = [], first_dealer, []
    for n in range(100):
        state = engine.deal({"rules": rules, "dealer": dealer, "seed": f"{seed}/{n}"})
        while True:
            moves = engine.legal_moves(state)
            if moves["to_act"] is None:
                break
            seat = moves["to_act"]
            action = players[seat % 2](state, seat, moves["legal"], rng)
            state = engine.play({"state": state, "action": action})["state"]
        if moves["phase"] == "thrown_in":
            items.append({"dealer": dealer, "outcome": "thrown_in"})
        else:
            result = engine.score_hand(state)
            hand_diffs.append(result["score"][0] - result["score"][1])
            items.append({"dealer": dealer, "taker": state["contract"]["taker"],
                          "outcome": result["outcome"], "score": result["score"],
                          "held_over": result["held_over"]})
        match = engine.score_match({"rules": rules, "hands": items})
        if match["finished"]:
            return match["winner"], hand_diffs
        dealer = match["next_dealer"]
    return None, hand_diffs


def main(argv):
    readme = "--readme" in argv
    args = [a for a in argv if not a.startswith("--")]
    matches = int(args[0]) if args else 40
    samples = int(args[1]) if len(args) > 1 else 6
    budget = int(args[2]) if len(args) > 2 else 30
    target = int(args[3]) if len(args) > 3 else 301
    rules = {"preset": "classic", "target": target}
    bot = hint_bot(samples, budget)
    setting = (f"classic to {target}; bot: hints with {samples} samples and {budget} ms of "
               f"work per card, {BIDDING_SAMPLES} samples and {max(budget, 200)} ms per call, "
               f"{engine.solver.core()} solver core")
    if not readme:
        print(setting)
    for name, other in (("random legal player", random_player),
                        ("rule-of-thumb player", thumb_player)):
        rng = random.Random(name)
        wins, diffs, start = 0, [], time.perf_counter()
        for m in range(matches):
            winner, hand_diffs = play_match(rules, (bot, other), m % 4, rng, f"{name}/{m}")
            wins += winner == 0
            diffs += hand_diffs
        won_hands = sum(d > 0 for d in diffs)
        if readme:
            print(f"- a hints bot against a {name} wins {wins} of {matches} matches "
                  f"({100 * wins / matches:.0f} %), mean score difference "
                  f"{statistics.mean(diffs or [0]):+.1f} a hand ({setting}; `bench/bots.py`)")
            continue
        print(f"vs {name}: won {wins}/{matches} matches ({100 * wins / matches:.0f}%), "
              f"{won_hands}/{len(diffs)} hands ({100 * won_hands / max(1, len(diffs)):.0f}%), "
              f"mean score difference per hand {statistics.mean(diffs or [0]):+.1f}, "
              f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
