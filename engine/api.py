"""The engine's public entry points: plain JSON values in, plain JSON values out.

Every function takes one request document (as decoded from JSON) and returns one answer
document. Errors are ``engine.errors`` exceptions whose pointers are relative to the
document passed in: ``MalformedInput`` (cannot be read), ``ImpossibleState`` (reads, but
cannot happen), ``IllegalAction`` (the action breaks a rule).
"""

from typing import Any, cast

from engine.search import analysis
from engine.search.advice import BUDGET_MS as HINT_BUDGET_MS, SAMPLES as HINT_SAMPLES, advise
from engine.search.levels import BOT_LEVELS
from engine.rules.bidding import Auction
from engine.rules.cards import CARD_CODES, codes, parse_card
from engine.deal.dealing import deal_cards, seed_bytes
from engine.rules.declarations import belote_holders, compare
from engine.rules.projects import compare_projects
from engine.errors import (IllegalAction, ImpossibleState, MalformedInput, plain, pointer_token,
                           unknown_field)
from engine.deal.game import apply_action, legal_actions, score_deal
from engine.rules.match import score_match as _score_match
from engine.rules.play import trick_winner
from engine.rules.roem import trick_roem
from engine.rules.ruleset import PRESETS
from engine.rules.scoring import score_hand as _score_hand
from engine.search.solver import core
from engine.deal.state import _read_match_totals
from engine.deal.state import (BIDDING, COMPLETING, PLAY, THROWN_IN, Deal, read_contract,
                               read_hand, read_rules, read_seat)

JSON = dict[str, Any]  # a request or answer document


def rulesets() -> list[JSON]:
    """Every preset with all its fields."""
    return [r.as_dict() for r in PRESETS.values()]


def ruleset(name: Any) -> JSON | None:
    """One preset by name, or None."""
    preset = PRESETS.get(name)
    return preset.as_dict() if preset else None


def legal_moves(doc: Any) -> JSON:
    """A deal state -> ``{"phase", "to_act", "legal"}``.

    >>> legal_moves({"rules": "classic", "dealer": 3, "turn_up": "QH", "auction": []})
    {'phase': 'bidding', 'to_act': 0, 'legal': ['pass', 'take']}
    """
    deal = Deal.read(doc)
    if deal.phase == COMPLETING:  # the auction is over: the answer is of the play
        deal.complete()
    return {"phase": deal.phase.value, "to_act": deal.to_act, "legal": legal_actions(deal)}


def play(doc: Any) -> JSON:
    """``{"state", "action", "seat"?}`` -> ``{"state", "events", "phase", "to_act", "legal"}``:
    the next state, what happened, and what ``legal_moves`` would answer for the next state,
    except that ``legal`` is None when the seat to play has an unknown hand. ``seat``, when
    given, is the seat the client acts for: any other seat to act is ``not_your_turn``, so
    that a card played out of turn is not taken for another seat's.

    >>> answer = play({"state": {"rules": "classic", "dealer": 3, "turn_up": "QH"},
    ...                "action": "take"})
    >>> answer["state"]["contract"], [e["type"] for e in answer["events"]]
    ({'taker': 0, 'kind': 'H'}, ['call', 'contract'])
    >>> answer["phase"], answer["to_act"], answer["legal"]
    ('play', 0, None)
    >>> play({"state": {"rules": "classic", "dealer": 3, "turn_up": "QH"}, "action": "take",
    ...       "seat": 1})
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: seat 1 is not to act: seat 0 is
    """
    _fields(doc, ("state", "action", "seat"), ("state", "action"))
    deal = Deal.read(doc["state"], "/state")
    asked = doc.get("seat")
    if asked is not None:
        read_seat(asked, "/seat")
        to_act = ((cast(Auction, deal.auction).to_act if deal.doubling
                   else (deal.dealer + 1) % 4)
                  if deal.phase == COMPLETING else deal.to_act)
        if to_act is not None and asked != to_act:
            raise IllegalAction.of("not_your_turn", "/seat", asked=asked, seat=to_act)
    try:
        events = apply_action(deal, doc["action"])
    except ImpossibleState as error:  # about the state (the hand to play is unknown)
        raise error.at("/state") from None
    return {"state": deal.as_dict(), "events": [e.to_dict() for e in events], "phase": deal.phase.value,
            "to_act": deal.to_act, "legal": legal_actions(deal, unknown=True)}


def open_deal(doc: Any) -> JSON:
    """What ``deal`` answers, with what ``legal_moves`` answers for it beside its fields:
    the first action of the auction is known without another call, and the answer can be
    sent back as a deal state as it is (a state's ``phase``, ``to_act`` and ``legal`` are
    not read).

    >>> answer = open_deal({"rules": "classic", "dealer": 0, "seed": 7})
    >>> answer["turn_up"], answer["phase"], answer["to_act"], answer["legal"]
    ('9D', 'bidding', 1, ['pass', 'take'])
    >>> legal_moves(answer)["legal"]
    ['pass', 'take']
    """
    state = new_deal(doc)
    return {**state, **legal_moves(state)}


def resolve_trick(doc: Any) -> JSON:
    """``{"rules", "contract", "leader", "cards"}`` -> ``{"winner", "team", "points"}``.

    >>> resolve_trick({"rules": "classic", "contract": {"taker": 0, "kind": "S"},
    ...                "leader": 1, "cards": ["AH", "7S", "TH", "KH"]})
    {'winner': 2, 'team': 0, 'points': 25}
    """
    _fields(doc, ("rules", "contract", "leader", "cards"), ("rules", "contract", "leader", "cards"))
    rules = read_rules(doc["rules"], "/rules")
    contract = read_contract(rules, doc["contract"], "/contract", need_bid=False)
    leader = read_seat(doc["leader"], "/leader")
    if not isinstance(doc["cards"], list) or len(doc["cards"]) != 4:
        raise MalformedInput("a trick is exactly 4 cards, in play order", "/cards")
    read_hand(doc["cards"], "/cards")  # four distinct cards
    cards = [parse_card(c) for c in doc["cards"]]
    table = rules.tables[contract.kind]
    winner = trick_winner(table, leader, cards)
    answer: JSON = {"winner": winner, "team": winner % 2, "points": table.trick_points(cards)}
    if rules.declarations == "roem":
        answer["roem"], kinds = trick_roem(cards, table.trump, rules)
        answer["roem_kinds"] = list(kinds)
    return answer


def declarations(doc: Any) -> JSON:
    """``{"rules", "contract", "dealer", "hands"}`` ->
    ``{"declarations": [[{"kind", "cards", "points"}…] × 4], "belote": [b0, b1],
    "team", "points": [p0, p1]}``.

    >>> answer = declarations({"rules": "classic", "contract": {"taker": 0, "kind": "H"},
    ...     "dealer": 3, "hands": [["7S", "8S", "9S", "KH", "QH", "7D", "8D", "7C"],
    ...                            ["TS", "JS", "QS", "KS", "9D", "TD", "8C", "9C"],
    ...                            ["AS", "7H", "8H", "9H", "JD", "QD", "TC", "JC"],
    ...                            ["TH", "JH", "AH", "KD", "AD", "QC", "KC", "AC"]]})
    >>> answer["declarations"][1], answer["team"], answer["points"], answer["belote"]
    ([{'kind': 'quarte', 'cards': ['TS', 'JS', 'QS', 'KS'], 'points': 50}], 1, [0, 70], [20, 0])
    """
    _fields(doc, ("rules", "contract", "dealer", "hands"), ("rules", "contract", "dealer", "hands"))
    rules = read_rules(doc["rules"], "/rules")
    contract = read_contract(rules, doc["contract"], "/contract", need_bid=False)
    dealer = read_seat(doc["dealer"], "/dealer")
    masks = _four_full_hands(doc["hands"])
    if rules.declarations == "projects":
        return _projects(masks, contract, rules, dealer)
    result = compare(masks, contract, rules, dealer)
    return {"declarations": [[{"kind": d.kind, "cards": codes(d.cards), "points": d.points}
                              for d in seat] for seat in result.per_seat],
            "belote": list(belote_holders(masks, contract, rules)),
            "team": result.team, "points": list(result.points)}


def _projects(masks: Any, contract: Any, rules: Any, dealer: Any) -> dict[Any, Any]:
    """Baloot's projects (§12.14): raw points and game points, baloot apart."""
    sun = contract.kind == "NT"
    found = compare_projects(masks, contract.kind, rules, dealer)
    return {"declarations": [[{"kind": p.kind, "cards": codes(p.cards), "points": p.points,
                               "game_points": p.game_points(sun)} for p in seat]
                             for seat in found.per_seat],
            "belote": list(found.belote), "team": found.team, "points": list(found.points),
            "game_points": list(found.game_points),
            "baloot_game_points": list(found.baloot_game_points)}


def _four_full_hands(hands: Any) -> Any:
    """Four hands of eight distinct cards (``/hands``), as masks."""
    if not isinstance(hands, list) or len(hands) != 4:
        raise MalformedInput("hands is a list of 4 hands of 8 cards", "/hands")
    masks: list[Any] = []
    seen = 0
    for seat, hand in enumerate(hands):
        mask = read_hand(hand, f"/hands/{seat}")
        if mask.bit_count() != 8:
            raise ImpossibleState.of("declaration_hand_size", f"/hands/{seat}", seat=seat,
                                     held=mask.bit_count())
        if mask & seen:
            card = (mask & seen).bit_length() - 1
            first = next(s for s, m in enumerate(masks) if m >> card & 1)
            raise ImpossibleState.of("card_in_two_places", f"/hands/{seat}",
                                     card=CARD_CODES[card], first=f"/hands/{first}",
                                     second=f"/hands/{seat}")
        seen |= mask
        masks.append(mask)
    return masks


def dd_table(doc: Any, stop: Any = None) -> JSON:
    """``{"rules", "dealer", "hands"}`` (four hands of eight cards) -> ``{"leader",
    "core", "contracts": [{"kind", "points", "takers": [{"taker", "points",
    "highest_bid"?}…]}…]}``: for every contract kind of the ruleset, the card points each
    team takes (last-trick bonus included) when the eldest leads and everyone plays
    perfectly with all cards face up, per taker what its team makes, and in a point
    auction the highest bid that this play makes (``engine.search.analysis.table``). ``stop``:
    as for ``hints``.

    >>> answer = dd_table({"rules": "classic", "dealer": 3, "hands": [
    ...     ["JH", "9H", "AH", "TH", "KH", "QH", "8H", "7H"],
    ...     ["AS", "TS", "KS", "QS", "JS", "9S", "8S", "7S"],
    ...     ["AD", "TD", "KD", "QD", "JD", "9D", "8D", "7D"],
    ...     ["AC", "TC", "KC", "QC", "JC", "9C", "8C", "7C"]]})
    >>> answer["leader"], answer["contracts"][1]["kind"], answer["contracts"][1]["points"]
    (0, 'H', [162, 0])
    """
    _fields(doc, ("rules", "dealer", "hands"), ("rules", "dealer", "hands"))
    rules = read_rules(doc["rules"], "/rules")
    dealer = read_seat(doc["dealer"], "/dealer")
    hands = _four_full_hands(doc["hands"])
    return {"leader": (dealer + 1) % 4, "core": core(),
            "contracts": analysis.table(rules, dealer, hands, stop)}


def review(doc: Any, stop: Any = None) -> JSON:
    """``{"state"}`` (a deal state with every hand shown, played to the end or partly) ->
    ``{"core", "cards": [{"trick", "seat", "card", "value", "best", "best_cards", "lost",
    "grade"}…], "teams": [{"lost", "exact", "inaccuracy", "mistake", "blunder"}, ×2]}``:
    each card played judged against perfect play with all cards face up
    (``engine.search.analysis.review``). A state still in the auction has no card to judge.
    ``stop``: as for ``hints``.

    >>> answer = review({"state": {"rules": "classic", "dealer": 3, "turn_up": "QH",
    ...     "auction": ["take"], "tricks": [["8S", "9S", "JS", "7S"], ["AS", "TS", "KS", "QS"]],
    ...     "hands": [["AH", "QH", "7D", "8D", "9D", "TD"], ["JH", "8H", "9C", "TC", "JC", "QC"],
    ...               ["7H", "9H", "JD", "QD", "KD", "AD"], ["TH", "KH", "7C", "8C", "KC", "AC"]]}})
    >>> [(c["card"], c["lost"], c["grade"]) for c in answer["cards"][:4]]
    [('8S', 7, 'inaccuracy'), ('9S', 0, 'exact'), ('JS', 14, 'mistake'), ('7S', 33, 'blunder')]
    >>> answer["cards"][3]["best_cards"], answer["teams"][1]
    (['TS'], {'lost': 33, 'exact': 3, 'inaccuracy': 0, 'mistake': 0, 'blunder': 1})
    """
    _fields(doc, ("state",), ("state",))
    deal = Deal.read(doc["state"], "/state")
    for seat, hand in enumerate(deal.hands):
        if hand is None:
            raise ImpossibleState.of("hand_unknown", f"/state/hands/{seat}", seat=seat)
    return {"core": core(), **analysis.review(deal, stop)}


def score_hand(doc: Any) -> JSON:
    """A complete deal state, or a summary -> ``{"outcome", "capot", "totals", "score",
    "held_over"}``.

    >>> score_hand({"rules": "classic", "contract": {"taker": 0, "kind": "H"},
    ...             "tricks_won": [5, 3], "card_points": [90, 62], "last_trick": 0,
    ...             "declarations": [20, 0], "belote": [0, 20]})["score"]
    [120, 82]
    """
    if isinstance(doc, dict) and not SUMMARY_ONLY.isdisjoint(doc):
        return _score_summary(doc)
    deal = Deal.read(doc)
    return score_deal(deal).as_dict()


# A document naming any of these is a summary, not a deal state.
SUMMARY_ONLY = frozenset(("tricks_won", "card_points", "last_trick", "declarations", "belote",
                          "roem"))


def _score_summary(doc: Any) -> JSON:
    names = ("rules", "contract", "tricks_won", "card_points", "last_trick", "declarations",
             "belote")
    _fields(doc, names + ("roem",), names[:5])
    rules = read_rules(doc["rules"], "/rules")
    contract = read_contract(rules, doc["contract"], "/contract")
    # A field of the other form is a field the request has, which this ruleset does not
    # count: a contradiction of its family (422), as for a ruleset's own fields.
    for name in ("declarations", "belote") if rules.declarations == "roem" else ("roem",):
        if name in doc:
            raise ImpossibleState.of("contradicts_family", "/" + name, field=name,
                                     value=plain(doc[name]), bidding=rules.bidding)
    if rules.declarations == "roem":  # Klaverjas: roem in place of declarations and belote
        _fields(doc, names[:5] + ("roem",), names[:5] + ("roem",))
        return _score_hand(rules, contract, doc[names[2]], doc[names[3]], doc[names[4]],
                           doc["roem"], (0, 0)).as_dict()
    if rules.family == "pilotta":  # declarations and belote may be left out (§13.12)
        _fields(doc, names, names[:5])
        doc = {"declarations": [0, 0], "belote": [0, 0], **doc}
    _fields(doc, names, names)
    # the figures are checked, with their pointers, by scoring.score_hand
    return _score_hand(rules, contract, *(doc[name] for name in names[2:])).as_dict()


def score_match(doc: Any) -> JSON:
    """``{"rules", "hands": [...]}`` -> ``{"totals", "history", "held_over", "finished",
    "winner", "next_dealer"}``."""
    _fields(doc, ("rules", "hands"), ("rules", "hands"))
    rules = read_rules(doc["rules"], "/rules")
    if not isinstance(doc["hands"], list):
        raise MalformedInput("hands is a list of hand results", "/hands")
    return _score_match(rules, doc["hands"]).as_dict()


def new_deal(doc: Any) -> JSON:
    """``{"rules", "dealer"?, "seed"}`` -> a deal state ready for the auction.

    >>> new_deal({"rules": "classic", "dealer": 0, "seed": 7})["turn_up"]
    '9D'
    """
    _fields(doc, ("rules", "dealer", "seed", "match_totals"), ("rules", "seed"))
    rules = read_rules(doc["rules"], "/rules")
    dealer = doc.get("dealer")
    if dealer is not None:
        read_seat(dealer, "/dealer")
    dealt = deal_cards(rules, doc["seed"], dealer, doc["rules"])
    if doc.get("match_totals") is not None:  # Baloot: the match so far (the Sun gate)
        totals = cast(tuple[int, int], _read_match_totals(doc["match_totals"]))
        dealt["match_totals"] = list(totals)
    return dealt


def hints(doc: Any, stop: Any = None) -> JSON:
    """``{"state", "seat"?, "samples"?, "budget_ms"?, "seed"?, "level"?}`` -> ``{"seat", "phase",
    "method", "samples", "core", "actions": [{"action", "value"}…]}``: every legal action of the
    seat to act, best first (ties in the order ``legal_moves`` lists them).

    ``value`` is, in the play phase, the card points (last-trick bonus included) the
    seat's team ends the deal with when everyone plays perfectly from there on (already
    won plus to come); in the auction phase, the hand score of the seat's team minus the
    other team's. Hands the state shows are known; ``null`` hands are hidden: ``method``
    is ``"exact"`` when no hidden card could lie elsewhere, else ``"sampled"``, averaged
    over ``samples`` random deals agreeing with the state (asked: 1 to 200, default 20;
    fewer when the work budget ``budget_ms``, 1 to 5000, default 1000, is spent; at least
    one). ``budget_ms`` counts work, not time: ``advice.CARDS_PER_MS`` cards tried per
    millisecond of one core of the reference machine, for the core in use (``core``:
    "native" or "python"; a play hint of the native core counts both of its cores,
    ``advice.PLAY_CORES``). The clock is never read, so the same request (same ``seed``, an integer or
    a string, default 0) gets the same answer on any machine and under any load.
    ``level``: one of ``engine.vocabulary.BOT_LEVELS`` instead of ``samples`` and
    ``budget_ms`` (sending both is refused), its card or its call settings by the phase.
    ``objective``: ``"points"`` (the default) or ``"score"``: in the play (not Klaverjas),
    a card's ``value`` is then the mean hand score difference of the seat's team over the
    deals solved, with ``points`` (the card points above) and ``goal`` (the share of
    deals in which its team makes, or sets, the contract) beside it
    (``engine.search.score_play``).

    ``stop``: None, or an object with ``is_set()`` (a ``threading.Event``) that the search
    looks at as it searches (every few thousand cards tried, tens of thousands in the C
    core) and, in the auction, between sampled deals: once it is set, ``hints`` raises ``engine.SearchStopped`` (the caller gave up, e.g. a server past
    its time limit; not a fault of the request).

    >>> answer = hints({"state": {"rules": "classic", "dealer": 3, "turn_up": "QH",
    ...     "auction": ["take"], "tricks": [["8S", "9S", "JS", "7S"], ["AS", "TS", "KS", "QS"]],
    ...     "hands": [["AH", "QH", "7D", "8D", "9D", "TD"], ["JH", "8H", "9C", "TC", "JC", "QC"],
    ...               ["7H", "9H", "JD", "QD", "KD", "AD"], ["TH", "KH", "7C", "8C", "KC", "AC"]]},
    ...     "budget_ms": 5000})
    >>> answer["method"], answer["actions"][0], len(answer["actions"])
    ('exact', {'action': 'JD', 'value': 91}, 6)
    """
    _fields(doc, ("state", "seat", "samples", "budget_ms", "seed", "level", "objective"),
            ("state",))
    deal = Deal.read(doc["state"], "/state")
    if deal.phase == COMPLETING:
        deal.complete()
    if deal.phase not in (BIDDING, PLAY):
        raise IllegalAction.of("deal_thrown_in" if deal.phase == THROWN_IN else "deal_over",
                               "/state")
    seat = cast(int, deal.to_act)  # in the auction or the play, a seat is to act
    if doc.get("seat") is not None:
        asked = read_seat(doc["seat"], "/seat")
        if asked != seat:
            raise IllegalAction.of("not_your_turn", "/seat", asked=asked, seat=seat)
    samples, budget = _hint_settings(doc, deal.phase == PLAY)
    seed = doc.get("seed")
    if seed is None:  # absent or null: the default
        seed = 0
    seed_bytes(seed)  # the seed rules of deals: an integer or a short string
    if deal.hands[seat] is None:
        raise ImpossibleState.of("hand_unknown", f"/state/hands/{seat}", seat=seat)
    objective = doc.get("objective")
    if objective not in (None, "points", "score"):
        raise MalformedInput("objective is points or score", "/objective")
    return advise(deal, samples, budget, seed, objective or "points", stop)


def _hint_settings(doc: Any, play: bool) -> tuple[int, int]:
    """``(samples, budget_ms)``: asked, or the named level's for a card or a call."""
    level = doc.get("level")
    if level is None:
        return _bounded(doc, "samples", HINT_SAMPLES), _bounded(doc, "budget_ms", HINT_BUDGET_MS)
    if type(level) is not str or level not in BOT_LEVELS:
        raise MalformedInput(f"level is one of {', '.join(BOT_LEVELS)}", "/level")
    for name in ("samples", "budget_ms"):
        if doc.get(name) is not None:
            raise MalformedInput(f"{name} and level exclude each other: a level sets both",
                                 "/" + name)
    chosen = BOT_LEVELS[level]
    if play:
        return chosen.card_samples, chosen.card_budget_ms
    return chosen.call_samples, chosen.call_budget_ms


def _bounded(doc: Any, name: str, bounds: tuple[int, int, int]) -> int:
    low, high, default = bounds
    value = doc.get(name)
    if value is None:
        return default
    if type(value) is not int or not low <= value <= high:
        raise MalformedInput(f"{name} is an integer from {low} to {high}", "/" + name)
    return value


def _fields(doc: Any, allowed: Any, required: Any) -> None:
    if not isinstance(doc, dict):
        raise MalformedInput("the request body must be a JSON object")
    for key in doc:
        if key not in allowed:
            raise unknown_field(key, "/" + pointer_token(key), allowed)
    for key in required:
        if key not in doc:
            raise MalformedInput(f"{key} is required", "/" + key)
