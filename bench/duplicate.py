"""Duplicate duels between players of Belote, at the engine level (no HTTP). Run by hand:
``python bench/duplicate.py [DUEL …] [--deals N] [--level NAME] [--ms MS]
[--objective score] [--optimism N] [--agree N] [--own-view 0|1] [--preset NAME]
[--first N] [--log FILE] [--readme]``.

Each deal is played twice with the same cards: side A in seats 0 and 2 and side B in 1
and 3, then the seats swapped. A deal's gain is what A's team scored more than B's in the
first play less the same difference in the second (the two plays added: the figure per
deal, not per play), so the luck of the cards cancels out. Each duel prints the mean gain
a deal, its 95 % interval (normal, from the deals' spread) and the deal count.

A side is a caller (the auction) and a carder (the card play). The duels:

- ``card-thumb``: card play alone, the bot against the rule-of-thumb player (classic); every
  seat calls by the rule of thumb, so both plays reach the same contract;
- ``bid-thumb``: bidding alone, the bot's calls against the rule of thumb's, every seat
  playing its cards by the rule of thumb (card play held equal);
- ``bid-hints``: the same with every seat's cards played by the bot;
- ``whole-thumb``: the whole bot (its calls and its cards) against the thumb player;
- ``card-colver``: card play alone against colver's Smart ISMCTS (contree preset, the
  contract reached by the rule of thumb at every seat; ``--ms`` of colver's clock a card);
- ``card-cli``: card play alone against belote-cli's hard AI (classic).

In the card-play duels the deals every seat passes are left out (both plays are alike);
they count in the others. colver and belote-cli are optional (``pip install colver
belote-cli``); a duel whose package is missing says so and is skipped. The bot plays
``engine.hints``' first action at one of ``engine.vocabulary.BOT_LEVELS`` (``--level``,
default ``club``), seeing only its own hand and the public history; its answers depend on
the seed alone (work counted in cards), colver's on its clock.

``--preset``: the ruleset of the bidding and whole-bot duels (default classic; ``contree``
for coinche). ``--first N``: start at deal N, so that runs of a long duel can be split and
their gains pooled; ``--log FILE``: each deal's number, gain and points won appended to
FILE as it ends (runs cut short, or two bots' runs over the same deals, can be read
deal by deal). ``--agree N``: the deals a call or card draws to find one that agrees
with the auction (``engine.search.sampling.AGREE_TRIES``, 0: the auction is not read);
``--own-view 0``: the other seats of a call's simulations choose from the mean of the
deals instead of their own hands (``engine.search.call_values.OWN_VIEW``). Each duel also says how many deals its spread needs for a ±8 interval
and the CPU they would take (``time.process_time``, every solving thread counted).

How many deals ``bid-thumb`` needs for ±8 (issue 32), from short runs at level club on the
shared 2-core machine (load 5 to 7.5):

- classic: a deal's gain has a spread (standard deviation) of about 100 points (97 over
  12 deals here; 108 over the 100 deals of the README's line), so ±8 takes about 600 to 700
  deals (1.96 × 100 / 8, squared). A deal (both plays) took 1.65 s of CPU, so 700 deals
  are about 20 minutes of CPU: about 10 to 15 minutes of wall clock on the two cores
  alone (the bot solves on two threads), over an hour at a load of 7.5 (6 s a deal).
  ``--deals 700`` in one run, or ``--first 0/350 --deals 350`` twice.
- contree: the score's spread is far wider (about 700 over 10 deals: a coinche doubles
  the contract, and the bids run to 160 and capot), so ±8 on the score would take tens of
  thousands of deals (about 29,000; a day of CPU at 2.9 s a deal): out of reach. The
  points won there spread like classic's scores (about 100 over the same 10 deals), so
  about 650 deals (half an hour of CPU) see ±8 on points won; the score's interval at
  that count is about ±54.

Bidding alone in classic (``bid-thumb``, level club), issue 32 items 2 and 3, each bot
over the same deals 0 to 711 (``--log`` files paired deal by deal; runs of 300 to 400
deals, 1.2 s of CPU a deal whichever bot; "vs before": the paired difference with the
bidder before them, both off):

- before (``--agree 0 --own-view 0``): −12.8 ± 8.3 a deal [−21.1, −4.5];
- deals that agree with the auction (``--agree 30 --own-view 0``): −14.6 ± 8.1
  [−22.8, −6.5]; vs before −1.8 ± 6.3: no gain, so it is off by default;
- each seat from its own hand (``--agree 0 --own-view 1``, the default now): −3.8 ± 7.6
  [−11.3, +3.8]; vs before +9.0 ± 8.9 [+0.2, +17.9];
- both (``--agree 30 --own-view 1``): −5.0 ± 7.5 [−12.5, +2.5]; vs before +7.8 ± 8.6;
  vs own hands alone −1.2 ± 5.4.

``--readme``: the README's bot lines (Markdown bullets) instead of the table.
"""

import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
import engine.search.call_values  # noqa: E402
import engine.search.sampling  # noqa: E402
from engine.deal.state import Deal  # noqa: E402
from engine.rules.bidding import call_json  # noqa: E402
from engine.rules.cards import CARD_CODES, parse_card  # noqa: E402
from engine.rules.ruleset import resolve_rules  # noqa: E402
from engine.search.hand_calls import hand_call  # noqa: E402
from engine.search.playouts import thumb_card  # noqa: E402
from engine.vocabulary import BOT_LEVELS  # noqa: E402

DUELS = ("card-thumb", "bid-thumb", "bid-hints", "whole-thumb", "card-colver", "card-cli")


def view(state, seat):
    """The state as ``seat`` sees it: the other hands and the stock hidden."""
    seen = dict(state, hands=[h if s == seat else None for s, h in enumerate(state["hands"])])
    seen.pop("stock", None)
    return seen


# -- players: each ``(state, seat, legal, rng) -> action`` -------------------------------

def thumb_call(state, seat, legal, rng):
    """The jack-plus-two rule (``engine.search.hand_calls``, the one the hints' other seats
    call by): the first legal contract call (take, a named suit, the lowest bid) in a suit
    where the seat holds the jack and two more trumps (the turn-up counted when taking
    it), a point auction's bid no higher than the hand supports; else pass."""
    deal = Deal.read(state)
    return call_json(hand_call(deal.auction, deal.hands[seat], deal.turn_up))


def thumb_play(state, seat, legal, rng):
    """``engine.search.playouts.thumb_card``: the project's rule-of-thumb card."""
    rules = resolve_rules(state["rules"])
    table = rules.tables[state["contract"]["kind"]]
    tricks = state["tricks"]
    trick = [parse_card(c) for c in tricks[-1]] if tricks and len(tricks[-1]) < 4 else []
    mask = sum(1 << parse_card(c) for c in state["hands"][seat])
    return CARD_CODES[thumb_card(table, rules.play, mask, trick)]


def hints_player(level, objective="points"):
    """The bot: ``engine.hints``' first action at ``level``, seeded from the deal's rng,
    its cards valued by ``objective`` (``points`` or ``score``)."""
    def choose(state, seat, legal, rng):
        answer = engine.hints({"state": view(state, seat), "level": level,
                               "objective": objective, "seed": rng.randrange(1 << 30)})
        return answer["actions"][0]["action"]
    return choose


# colver numbers a suit's cards 7 8 9 J Q K 10 A, the engine 7 8 9 10 J Q K A
_TO_COLVER = (0, 1, 2, 6, 3, 4, 5, 7)
_FROM_COLVER = {(c >> 3 << 3) | _TO_COLVER[c & 7]: c for c in range(32)}


def colver_player(ms):
    """colver's Smart ISMCTS, ``ms`` of its clock a card, on an env replayed to the
    state (the contract set as the engine's)."""
    import colver

    def choose(state, seat, legal, rng):
        hands = _dealt_hands(state)
        env = colver.Env.deal_with_hands(state["dealer"], [
            [(c >> 3 << 3) | _TO_COLVER[c & 7] for c in hand] for hand in hands])
        contract = state["contract"]
        env.set_contract("SHDC".index(contract["kind"]), int(contract.get("bid", 80))
                         if contract.get("bid") != "capot" else 250, contract["taker"] % 2,
                         {1: 0, 2: 1, 4: 2}[contract.get("multiplier", 1)])
        env.set_phase_playing()
        env.smart_ismcts_init()
        for trick in state["tricks"]:
            for card in trick:
                c = parse_card(card)
                env.smart_ismcts_step((c >> 3 << 3) | _TO_COLVER[c & 7])
        assert env.current_player() == seat, "colver's env and the engine disagree on turn"
        return CARD_CODES[_FROM_COLVER[env.action_smart_ismcts(ms)]]
    return choose


def cli_player():
    """belote-cli's hard AI, on a game state built from the engine's (classic)."""
    from belote import ai, deck, game

    suits = deck.CARD_SUITS
    ranks = (deck.Rank.SEVEN, deck.Rank.EIGHT, deck.Rank.NINE, deck.Rank.TEN,
             deck.Rank.JACK, deck.Rank.QUEEN, deck.Rank.KING, deck.Rank.ACE)

    def card(code):
        c = parse_card(code)
        return deck.Card(suits[c >> 3], ranks[c & 7])

    def choose(state, seat, legal, rng):
        contract, dealer = state["contract"], state["dealer"]
        initial = _dealt_hands(state)
        lead, done, current = (dealer + 1) % 4, [], ()
        for trick in state["tricks"]:
            cards = tuple(game.TrickCard(game.Seat((lead + i) % 4), card(CARD_CODES[c]))
                          for i, c in enumerate(map(parse_card, trick)))
            if len(trick) < 4:
                current = cards
                break
            done.append(cards)
            lead = _winner(state, trick, lead)
        gs = game.GameState(
            hands=tuple(tuple(card(c) for c in hand) for hand in state["hands"]),
            initial_hands=tuple(tuple(card(CARD_CODES[c]) for c in hand) for hand in initial),
            trump=suits["SHDC".index(contract["kind"])], contract="normal",
            dealer=game.Seat(dealer), leader=game.Seat(lead), turn=game.Seat(seat),
            phase=game.Phase.PLAYING, taker=game.Seat(contract["taker"]),
            current_trick=current, completed_tricks=tuple(done),
            up_card=card(state["turn_up"]) if state.get("turn_up") else None,
            first_trick_done=bool(done))
        choice = ai.AIPlayer(game.Seat(seat), ai.Difficulty.HARD,
                             random.Random(rng.randrange(1 << 30))).decide_card(gs)
        return choice.rank.value.replace("10", "T") + "SHDC"[suits.index(choice.suit)]
    return choose


def _dealt_hands(state):
    """Each seat's eight cards as dealt (its hand now plus what it played), as codes."""
    hands = [{parse_card(c) for c in hand} for hand in state["hands"]]
    lead = (state["dealer"] + 1) % 4
    for trick in state["tricks"]:
        for i, c in enumerate(trick):
            hands[(lead + i) % 4].add(parse_card(c))
        if len(trick) == 4:
            lead = _winner(state, trick, lead)
    return [sorted(hand) for hand in hands]


def _winner(state, trick, lead):
    table = resolve_rules(state["rules"]).tables[state["contract"]["kind"]]
    return (lead + table.trick_result([parse_card(c) for c in trick])[0]) % 4


# -- duels ------------------------------------------------------------------------------

def play_deal(rules, sides, dealer, seed):
    """One deal played to its end by ``sides`` (team 0's, team 1's: each ``(caller,
    carder)``): ``None`` when thrown in, else the score difference (team 0 minus team 1),
    the taker's team, whether the contract was made, and the difference of the points
    won (card points, declarations and belote, before the contract is scored)."""
    rng = random.Random(seed)
    state = engine.new_deal({"rules": rules, "dealer": dealer, "seed": seed})
    while True:
        moves = engine.legal_moves(state)
        if moves["to_act"] is None:
            break
        seat = moves["to_act"]
        caller, carder = sides[seat % 2]
        player = caller if moves["phase"] == "bidding" else carder
        action = player(state, seat, moves["legal"], rng)
        state = engine.play({"state": state, "action": action})["state"]
    if moves["phase"] == "thrown_in":
        return None
    result = engine.score_hand(state)
    return (result["score"][0] - result["score"][1], state["contract"]["taker"] % 2,
            result["outcome"] == "made", result["totals"][0] - result["totals"][1])


def duel(rules, a, b, deals, skip_thrown_in, first=0, log=None):
    """Per deal, A's gain over B (both plays added) in score and in points won, and the
    contracts each side's takers made: ``(gains, points, {side: [made, taken]})``; each
    deal's number and gains written to ``log`` as it ends, if given."""
    gains, points, made, n = [], [], {"A": [0, 0], "B": [0, 0]}, first
    while len(gains) < deals:
        dealer, seed = n % 4, f"duplicate/{n}"
        n += 1
        plays = (play_deal(rules, (a, b), dealer, seed), play_deal(rules, (b, a), dealer, seed))
        if skip_thrown_in and None in plays:
            continue
        for swapped, play in enumerate(plays):
            if play is not None:
                side = "AB"[(play[1] + swapped) % 2]
                made[side][0] += play[2]
                made[side][1] += 1
        gains.append((plays[0] or (0,))[0] - (plays[1] or (0,))[0])
        points.append((plays[0] or (0,) * 4)[3] - (plays[1] or (0,) * 4)[3])
        if log is not None:
            print(n - 1, gains[-1], points[-1], file=log, flush=True)
    return gains, points, made


def interval(values):
    """The mean and the half-width of its 95 % confidence interval (normal)."""
    mean = statistics.mean(values)
    return mean, 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0


def needed(gains, cpu, half_width=8):
    """How many deals this duel's spread needs for a 95 % interval of ``half_width``, and
    the CPU they would take at this run's rate (``cpu`` seconds for ``gains``)."""
    if len(gains) < 2:
        return "too few deals to estimate"
    count = math.ceil((1.96 * statistics.stdev(gains) / half_width) ** 2)
    return (f"±{half_width} needs about {count} deals, {count * cpu / len(gains) / 60:.0f} min "
            f"of CPU at {cpu / len(gains):.1f} s a deal")


def sides(name, bot, ms, preset="classic"):
    """``(rules, side A, side B, opponent's label, card-play duel?)`` of duel ``name``, or
    a string saying why it cannot run; ``preset``: the bidding and whole-bot duels'."""
    classic = {"preset": "classic"}
    if name in ("bid-thumb", "bid-hints", "whole-thumb"):
        classic = {"preset": preset}
    if name == "card-thumb":
        return classic, (thumb_call, bot), (thumb_call, thumb_play), "rule-of-thumb player", 1
    if name == "bid-thumb":
        return classic, (bot, thumb_play), (thumb_call, thumb_play), "rule-of-thumb caller", 0
    if name == "bid-hints":
        return classic, (bot, bot), (thumb_call, bot), "rule-of-thumb caller", 0
    if name == "whole-thumb":
        return classic, (bot, bot), (thumb_call, thumb_play), "rule-of-thumb player", 0
    try:
        if name == "card-colver":
            return ({"preset": "contree"}, (thumb_call, bot), (thumb_call, colver_player(ms)),
                    f"colver's Smart ISMCTS ({ms} ms a card)", 1)
        if name == "card-cli":
            return classic, (thumb_call, bot), (thumb_call, cli_player()), \
                "belote-cli's hard AI", 1
    except ImportError as error:
        return f"{name}: skipped, {error.name} is not installed (pip install colver belote-cli)"
    raise SystemExit(f"unknown duel {name!r}: one of {', '.join(DUELS)}")


WHAT = {"card": "card play alone (contracts held equal)",
        "bid": "bidding alone (card play held equal)", "whole": "the whole bot"}


def main(argv):
    options = dict(zip(argv, argv[1:]))
    deals = int(options.get("--deals", 60))
    level = options.get("--level", "club")
    ms = int(options.get("--ms", 60))
    if "--optimism" in options:  # the calls' calibration (engine.search.call_values)
        engine.search.call_values.TAKER_OPTIMISM = int(options["--optimism"])
    if "--agree" in options:  # deals drawn for one the auction agrees with (0: off)
        engine.search.sampling.AGREE_TRIES = int(options["--agree"])
    if "--own-view" in options:  # 0: the other seats call from the mean of the deals
        engine.search.call_values.OWN_VIEW = options["--own-view"] == "1"
    log = open(options["--log"], "a") if "--log" in options else None
    names = [a for a in argv if a in DUELS] or list(DUELS)
    objective = options.get("--objective", "points")
    bot = hints_player(level, objective)
    for name in names:
        setting = sides(name, bot, ms, options.get("--preset", "classic"))
        if isinstance(setting, str):
            print(setting if not argv.count("--readme") else f"- {setting}")
            continue
        rules, a, b, opponent, card_only = setting
        start, load = time.perf_counter(), __import__("os").getloadavg()[0]
        cpu = time.process_time()
        gains, points, made = duel(rules, a, b, deals, card_only,
                                   int(options.get("--first", 0)), log)
        mean, spread = interval(gains)
        won, won_spread = interval(points)
        what = WHAT[name.split("-")[0]] + (" with the bot's card play" if name == "bid-hints"
                                           else "")
        takers = (f"takers made {made['A'][0]} of {made['A'][1]} (bot) and {made['B'][0]} of "
                  f"{made['B'][1]}")
        level_text = (f"level {level}{', for the score' if objective == 'score' else ''} ({BOT_LEVELS[level].card_samples} samples and "
                      f"{BOT_LEVELS[level].card_budget_ms} ms a card, "
                      f"{BOT_LEVELS[level].call_samples} and {BOT_LEVELS[level].call_budget_ms}"
                      f" ms a call)")
        if "--readme" in argv:
            print(f"- the hints bot at {level_text} against {opponent}, {what}: "
                  f"{mean:+.1f} [{mean - spread:+.1f}, {mean + spread:+.1f}] points a "
                  f"duplicate deal (95 % interval, {deals} deals, {rules['preset']}; points "
                  f"won {won:+.1f} ± {won_spread:.1f}; {takers}; `bench/duplicate.py` with `{name}`)")
        else:
            print(f"{name}: {what} vs {opponent}, {rules['preset']}, bot at {level_text}: "
                  f"{mean:+.1f} ± {spread:.1f} a deal [{mean - spread:+.1f}, "
                  f"{mean + spread:+.1f}], {deals} deals; points won {won:+.1f} ± "
                  f"{won_spread:.1f}; {takers}; "
                  f"{time.perf_counter() - start:.0f} s at load {load:.1f}; "
                  + needed(gains, time.process_time() - cpu), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
