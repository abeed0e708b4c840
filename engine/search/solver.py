"""Double-dummy solving: the exact value of a play position when every hand is known.

The value of a position is the number of card points (last-trick bonus included) that
the team of the seat to move takes from the trick in progress (its cards already on the
table count for whoever wins it) and every later trick, when all four seats play
perfectly knowing all the cards. Declarations, belote and capot bonuses are not card
points and are left out; so is the score rule that turns points into a result.

The search is alpha-beta over single cards with fail-soft bounds, a transposition table
at trick boundaries keyed on the cards left and the seat to lead (the deal is fixed for
one solve, so the union of the hands names the four hands), move ordering and
equivalent-card pruning (``classes``). Root values are found by null-window tests
(``_converge``). This module is the reference and reads as the textbook algorithm;
``engine/search/_native.c`` is the same search in C (``core()`` says which one answers).

>>> from engine.rules.cards import CARD_CODES, table_for, parse_card, mask_of
>>> hands = [mask_of(parse_card(c) for c in h.split())
...          for h in ("AS 7H", "TS 9H", "KS 8H", "QS TH")]
>>> solution = solve(table_for("H"), "forced", hands, [], leader=0)
>>> # cashing the ace first lets the nine of trumps take the last trick and its bonus
>>> solution.value, sorted((CARD_CODES[c], v) for c, v in solution.cards.items())
(38, [('7H', 38), ('AS', 28)])
"""

import os
import struct
from typing import NamedTuple, Any

from engine.rules.cards import cards_in
from engine.errors import SearchStopped
from engine.rules.play import legal_cards

try:  # the C core, when the package was built with a compiler (setup.py)
    from engine.search import _native
except ImportError:  # pragma: no cover - depends on the build
    _native = None  # type: ignore[assignment]

TABLE_OWNER = 4  # owner of a card already on the table: it splits classes like a hand
CHECK_EVERY = 2000  # cards tried between two looks at the work cap and the stop event


class Solution(NamedTuple):
    value: int        # the mover's team's points from the trick in progress on
    cards: dict[int, Any]  # every legal card -> the value after playing it, same viewpoint
    nodes: int        # cards tried by the search (a measure of work)
    # with roem (Klaverjas): every legal card -> the mover's team's take (card points plus
    # roem) less the other team's, the quantity both teams play for; else None
    differences: dict[int, Any] | None = None


class OutOfWork(Exception):
    """The search tried more cards than its cap (``solve(..., cap=...)``) and gave up."""


def core() -> str:
    """Which search answers: ``"native"`` (the C extension, when the package was built
    with a compiler) or ``"python"`` (this module; forced by ``ATOUT_SOLVER=python``).
    Both give the same values; only their speed and their count of cards tried differ."""
    if _native is None or os.environ.get("ATOUT_SOLVER", "").lower() == "python":
        return "python"
    return "native"


def classes(table: Any, owner: Any, live: Any) -> Any:
    """The mask of one card per equivalence class among the ``live`` cards.

    Two cards are equivalent when one hand holds both, they are neighbours in their
    suit's trick-winning order once dead cards are left out (no other hand, and no card
    on the table, holds a card between them) and they are worth the same points. Swapping
    such a pair in every line of play changes no legality (same suit, same place against
    every other live card), no trick's winner and no trick's points, so both cards have
    the same value and the search tries only the strongest of each run. Neighbours worth
    different points (a king and a queen of a plain suit) are kept apart: which of them
    falls to a trick changes the points.

    >>> from engine.rules.cards import table_for, parse_card, mask_of, codes
    >>> spades = [parse_card(c) for c in "AS KS QS 9S 8S 7S".split()]
    >>> owner = [TABLE_OWNER] * 32
    >>> for c in spades: owner[c] = 0
    >>> owner[parse_card("8S")] = 1
    >>> codes(classes(table_for("H"), owner, mask_of(spades)))
    ['7S', '8S', '9S', 'QS', 'KS', 'AS']
    >>> owner[parse_card("8S")] = 0
    >>> codes(classes(table_for("H"), owner, mask_of(spades)))
    ['9S', 'QS', 'KS', 'AS']
    """
    points, keep = table.points, 0
    for suit_cards in _strongest_first(table):
        prev_owner = prev_points = -1
        for card in suit_cards:
            if live >> card & 1:
                who, worth = owner[card], points[card]
                if who != prev_owner or worth != prev_points:
                    keep |= 1 << card
                prev_owner, prev_points = who, worth
    return keep


_ORDERS: dict[Any, Any] = {}


def _strongest_first(table: Any) -> Any:
    found = _ORDERS.get(table.order)
    if found is None:
        found = _ORDERS[table.order] = tuple(
            tuple(sorted(range(8 * s, 8 * s + 8), key=lambda c: -table.order[c]))
            for s in range(4))
    return found


# how the C core reads a ruleset's play rules (engine/search/_native.c)
_UNDERTRUMP = {"forced": 0, "free": 1, "last_resort": 2}
NO_PARTNER_EXEMPTION, MUST_BEAT_PLAIN = 4, 8


def rule_flags(undertrump: Any, partner_exemption: bool = True, must_beat_plain: bool = False) -> Any:
    """The C core's legality flags: how to undertrump, whether a partner who is master
    frees the player from trumping, whether a plain suit must be beaten (§11.4).

    >>> rule_flags("forced"), rule_flags("last_resort"), rule_flags("forced", False, True)
    (0, 2, 12)
    """
    if not isinstance(undertrump, str):  # a ruleset's PlayRules (Ruleset.play): all three
        partner_exemption, undertrump, must_beat_plain = undertrump[:3]
    return (_UNDERTRUMP[undertrump] | (0 if partner_exemption else NO_PARTNER_EXEMPTION)
            | (MUST_BEAT_PLAIN if must_beat_plain else 0))


_TABLES: dict[Any, Any] = {}


def _native_table(table: Any) -> Any:
    """The card table as the C core reads it (``read_table`` in engine/search/_native.c)."""
    found = _TABLES.get(table)
    if found is None:
        found = _TABLES[table] = struct.pack(
            "<128b32B35I", *(k for keys in table.keys for k in keys), *table.points,
            *table.above, table.cut_mask, table.climb_mask, table.last_trick)
    return found


def solve(table: Any, undertrump: Any, hands: Any, trick: Any, leader: Any, every_card: bool = True, stop: Any = None, cap: Any = None,
          flags: Any = None, same_deal: bool = False) -> Any:
    """Solve the position: ``hands`` four masks (cards still held), ``trick`` the cards
    of the trick in progress in play order (may be empty), ``leader`` who led it.

    Returns a ``Solution`` for the team of the seat to move. Every card the mover may
    legally play is valued exactly; with ``every_card=False`` only the value of the
    position is sought, and ``cards`` holds one best card (quicker: the other cards
    need only be proved no better). ``stop``: an object with ``is_set()`` (a
    ``threading.Event``), looked at every few thousand cards tried: once set, the
    search raises ``SearchStopped``. ``cap``: the most cards the search may try, else
    it raises ``OutOfWork`` (a count of work, so the same on every machine for one
    core). ``flags``: the C core's legality (``rule_flags``), when the rules differ
    from what ``undertrump`` alone says; the Python core asks ``legal_cards``.
    ``same_deal``: this position comes from the one solved last in this thread, under
    the same contract (a line of play followed card by card): the C core keeps what it
    learnt then (its count of cards tried then depends on that earlier solve).
    """
    if core() == "native" and native_can(table, undertrump):
        status, value, cards, nodes, differences = _native.solve(
            _native_table(table), rule_flags(undertrump) if flags is None else flags,
            tuple(hands), tuple(trick), leader, every_card, cap or 0, stop, same_deal)
        if status == 1:
            raise OutOfWork
        if status == 2:
            raise SearchStopped
        return Solution(value, cards, nodes, differences)
    return _solve_python(table, undertrump, hands, trick, leader, every_card, stop, cap)


def native_can(table: Any, play: Any) -> Any:
    """Whether the C core knows these rules: it has no closed Hokum's lead (Baloot,
    §12.7) and always climbs on a trump lead; the Python search values the rest.

    >>> from engine.rules.cards import table_for
    >>> from engine.rules.play import play_rules
    >>> native_can(table_for("H"), "forced"), native_can(table_for("H", closed=True), "forced")
    (True, False)
    >>> native_can(table_for("H"), play_rules(True, "forced", False, "never"))
    False
    """
    if table.no_trump_lead:
        return False
    return play.__class__ is str or play.trump_climb == "always"


def threads() -> Any:
    """How many threads solve a run of sampled deals (``solve_samples``) at once:
    ``ATOUT_SOLVER_THREADS`` (1 to 16), else 2; the Python core always uses one (it holds
    the interpreter's lock). How many threads never changes an answer, only how soon it
    comes."""
    if core() == "python":
        return 1
    try:
        return min(16, max(1, int(os.environ.get("ATOUT_SOLVER_THREADS", "2"))))
    except ValueError:
        return 2


ROEM, ROEM_HIGH_ONLY, ROEM_DIFFERENCE = 16, 256, 512


def roem_flags(table: Any, rules: Any, difference: bool = False) -> Any:
    """The C core's flags for a Klaverjas search (roem counted): the legality of
    ``rules.play``, the trump suit, whether only the high ranks' four of a kind count,
    and four jacks' worth (engine/search/_native.c's ``ROEM``); ``difference``: the
    difference of the two teams' takes only (``roem_solver.solve_roem_differences``).

    >>> from engine.rules.cards import table_for
    >>> from engine.rules.ruleset import PRESETS
    >>> roem_flags(table_for("H"), PRESETS["klaverjas-amsterdam"]) >> 10
    200
    """
    trump = 4 if table.trump is None else table.trump
    return (rule_flags(rules.play) | ROEM | trump << 5 | rules.four_jacks << 10
            | (ROEM_HIGH_ONLY if rules.four_of_a_kind_ranks == "high" else 0)
            | (ROEM_DIFFERENCE if difference else 0))


def solve_samples(table: Any, undertrump: Any, deals: Any, trick: Any, leader: Any, budget: Any, stop: Any = None, flags: Any = None) -> Any:
    """Solve one position in each of several deals (``deals``: lists of four hands; the
    same ``trick`` and ``leader``), every legal card valued, within a budget of
    ``budget`` cards tried in all: the ``Solution`` of each of the first deals that fit.
    Deal i fits when its search tries no more cards than the deals before it left of the
    budget; the first that does not fit ends the run. So the answer is the same whatever
    the machine, its load or ``threads()``; the C core solves the deals on several
    threads at once (a deal past the one that ends the run is solved in vain, and given
    up as soon as that is known). ``stop`` and ``flags`` as for ``solve`` (the C core
    only: ``roem_flags`` counts roem).

    >>> from engine.rules.cards import table_for, parse_card, mask_of
    >>> hands = [mask_of(parse_card(c) for c in h.split())
    ...          for h in ("AS 7H", "TS 9H", "KS 8H", "QS TH")]
    >>> [s.value for s in solve_samples(table_for("H"), "forced", [hands] * 3, [], 0, 10**6)]
    [38, 38, 38]
    >>> solve_samples(table_for("H"), "forced", [hands] * 3, [], 0, 1)
    []
    """
    if budget <= 0:
        return []
    if core() == "native" and native_can(table, undertrump):
        status, found = _native.solve_samples(
            _native_table(table), rule_flags(undertrump) if flags is None else flags,
            [tuple(h) for h in deals],
            tuple(trick), leader, True, budget, stop, threads())
        if status == 2:
            raise SearchStopped
        return [Solution(*one) for one in found]
    return solve_in_turn(lambda hands, cap: solve(table, undertrump, hands, trick, leader,
                                                  stop=stop, cap=cap), deals, budget)


def solve_in_turn(solve_one: Any, deals: Any, budget: Any) -> Any:
    """``solve_samples`` one deal after another: ``solve_one(hands, cap)`` gives a deal's
    ``Solution`` or raises ``OutOfWork`` past ``cap`` cards tried."""
    solutions, left = [], budget
    for hands in deals:
        try:
            solution = solve_one(hands, left)
        except OutOfWork:
            break
        if solution.nodes > left:  # done between two looks at the cap: still too much
            break
        solutions.append(solution)
        left -= solution.nodes
        if not left:  # a cap of 0 is no cap
            break
    return solutions


def _solve_python(table: Any, undertrump: Any, hands: Any, trick: Any, leader: Any, every_card: Any, stop: Any, cap: Any) -> Any:
    trick = list(trick)
    hands = list(hands)
    owner = [TABLE_OWNER] * 32
    for seat, hand in enumerate(hands):
        for card in cards_in(hand):
            owner[card] = seat
    union = hands[0] | hands[1] | hands[2] | hands[3]
    for card in trick:
        union |= 1 << card
    points = table.points
    remaining = sum(points[c] for c in cards_in(union)) + table.last_trick
    after, counter = _searcher(table, undertrump, hands, owner, stop, cap)
    seat = (leader + len(trick)) & 3
    legal = legal_cards(table, undertrump, hands[seat], trick)
    keep = classes(table, owner, union)
    cards = _ordered(table, legal & keep, trick)

    def root(alpha: Any, beta: Any) -> tuple[Any, ...]:
        # fail-soft value of the position, and the card that reached it
        value, best_card = -1, None
        for card in cards:
            v = after(card, seat, trick, leader, union, keep, remaining, alpha, beta)
            if v > value:
                value, best_card = v, card
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        break
        return value, best_card

    values = {}
    if every_card:
        guess = remaining // 2
        for card in cards:
            guess = _converge(
                lambda a, b, card=card: (
                    after(card, seat, trick, leader, union, keep, remaining, a, b), card),
                guess, remaining)[0]
            values[card] = guess
    else:
        best, card = _converge(root, remaining // 2, remaining)
        values = {cards[0] if card is None else card: best}
    if not every_card:
        return Solution(best, values, counter[0])
    # a card outside ``keep`` has its class's value: that of the next stronger live card
    strongest = _strongest_first(table)
    for card in cards_in(legal & ~keep):
        suit_cards = strongest[card >> 3]
        i = suit_cards.index(card) - 1
        while not (keep >> suit_cards[i]) & 1 or not (union >> suit_cards[i]) & 1:
            i -= 1
        values[card] = values[suit_cards[i]]
    return Solution(max(values.values()), values, counter[0])


def _shape(table: Any, owner: Any, union: Any) -> tuple[Any, ...]:
    """(key, keep): ``key`` names the position up to renaming dead cards away (who holds
    each live card, suit by suit in trick-winning order, with its points): positions
    with one shape have one value. ``keep`` is ``classes``."""
    points, keep, key = table.points, 0, 1
    for suit_cards in _strongest_first(table):
        prev_owner = prev_points = -1
        for card in suit_cards:
            if union >> card & 1:
                who, worth = owner[card], points[card]
                key = key << 8 | who << 5 | worth   # one byte a live card
                if who != prev_owner or worth != prev_points:
                    keep |= 1 << card
                prev_owner, prev_points = who, worth
        key = key << 8 | 255   # the end of a suit
    return key, keep


def _searcher(table: Any, undertrump: Any, hands: Any, owner: Any, stop: Any = None, cap: Any = None) -> tuple[Any, ...]:
    """The search, as closures over one deal. Returns ``after(card, seat, trick, leader,
    union, keep, remaining, alpha, beta)``: the value for ``seat``'s team once it plays
    ``card`` to ``trick``, and the counter of cards tried.

    One function, ``search``, values every position: the seat to move is the next one of
    the trick on the table; at a trick boundary it first asks the transposition table.
    A value is always for the team of the seat to move, so a card's value is what is left
    minus the next seat's value (an opponent's), except when the card ends a trick."""
    tt: dict[Any, Any] = {}  # (shape, leader) -> (lower, upper) bound
    best_lead: dict[int, Any] = {}  # union | leader << 32 -> the lead that last proved best
    shapes: dict[int, Any] = {}  # union -> _shape()
    counter = [0]
    next_check = [CHECK_EVERY if stop is not None or cap is not None else float("inf")]
    points_of = table.points
    keys_by_suit = table.keys
    trick_result = table.trick_result
    above = table.above

    def ordered(moves: Any, trick: Any, leader: Any, union: Any) -> Any:
        """Likeliest best first. A lead: masters, richest first, then the cheapest; a
        follower: points fed to a partner holding the trick, else the cheapest winner,
        else the cheapest card."""
        cards = cards_in(moves)
        if len(cards) == 1:
            return cards
        if not trick:
            others = union & ~hands[leader]
            cards.sort(key=lambda c: -points_of[c] if not others & above[c]
                       else 100 + points_of[c])
            return cards
        keys = keys_by_suit[trick[0] >> 3]
        master = table.winning_index(trick)
        if master == len(trick) - 2:
            cards.sort(key=lambda c: -points_of[c])
        else:
            best_key = keys[trick[master]]
            cards.sort(key=lambda c: keys[c] if keys[c] > best_key else 1000 + points_of[c])
        return cards

    def search(trick: Any, leader: Any, union: Any, keep: Any, remaining: Any, alpha: Any, beta: Any) -> Any:
        """Value for the team of the seat to move of the trick in progress (its cards
        count for whoever wins it) and of every later trick."""
        if not trick and union.bit_count() == 4:  # the last trick plays itself
            best, _ = trick_result([hands[(leader + k) & 3].bit_length() - 1
                                    for k in range(4)])
            return remaining if best & 1 == 0 else 0
        if alpha >= remaining:  # no line of play takes more than is left
            return remaining
        if beta <= 0:
            return 0
        key = None
        if not trick:
            if counter[0] > next_check[0]:
                if stop is not None and stop.is_set():
                    raise SearchStopped
                if cap is not None and counter[0] > cap:
                    raise OutOfWork
                next_check[0] = counter[0] + CHECK_EVERY
            shape = shapes.get(union)
            if shape is None:
                shape = shapes[union] = _shape(table, owner, union)
            key, keep = (shape[0], leader), shape[1]
            low, high = tt.get(key, (0, remaining))
            if low >= beta:
                return low
            if high <= alpha or low == high:
                return high
            a0, b0 = alpha, beta
            alpha, beta = max(alpha, low), min(beta, high)
        seat = (leader + len(trick)) & 3
        moves = ordered(legal_cards(table, undertrump, hands[seat], trick) & keep,
                        trick, leader, union)
        if key is not None:
            first = best_lead.get(union | leader << 32)
            if first is not None and moves[0] != first:
                moves.remove(first)
                moves.insert(0, first)
        value = best_card = -1
        for card in moves:
            v = after(card, seat, trick, leader, union, keep, remaining, alpha, beta)
            if v > value:
                value, best_card = v, card
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        break
        if key is not None:
            best_lead[union | leader << 32] = best_card
            if value <= a0:
                high = min(high, value)
            elif value >= b0:
                low = max(low, value)
            else:
                low = high = value
            tt[key] = (low, high)
        return value

    def after(card: Any, seat: int, trick: Any, leader: Any, union: Any, keep: Any, remaining: Any, alpha: Any, beta: Any) -> Any:
        counter[0] += 1
        hand = hands[seat]
        hands[seat] = hand ^ (1 << card)
        trick = (*trick, card)
        if len(trick) < 4:  # the next seat is an opponent
            value = remaining - search(trick, leader, union, keep, remaining,
                                       remaining - beta, remaining - alpha)
        else:
            best, points = trick_result(trick)
            winner = (leader + best) & 3
            left = union ^ (1 << trick[0]) ^ (1 << trick[1]) ^ (1 << trick[2]) ^ (1 << card)
            rest = remaining - points
            if not left:
                value = remaining if (winner ^ seat) & 1 == 0 else 0
            elif (winner ^ seat) & 1 == 0:
                value = points + search((), winner, left, 0, rest, alpha - points,
                                        beta - points)
            else:
                value = rest - search((), winner, left, 0, rest, remaining - beta - points,
                                      remaining - alpha - points)
        hands[seat] = hand
        return value

    return after, counter


def _converge(search: Any, guess: Any, remaining: Any) -> tuple[Any, ...]:
    """(value, card): the exact value of ``search(alpha, beta) -> (value, card)``, a
    fail-soft search worth 0 to ``remaining``, by null-window tests (each cuts far more
    than an open window, and the transposition table carries what one test proved to
    the next). ``card`` is the one that reached the value (None if it is 0).

    The first test asks whether ``guess`` is beaten; then tests alternate between the
    bound the last test returned (often the value itself: MTD(f)) and the middle of
    what is still open, since points come in small steps and MTD(f) alone may creep
    up one point a test.

    >>> calls = []
    >>> def search(alpha, beta):
    ...     calls.append(beta)
    ...     # a loose bound on the side the test fails, as a real search returns
    ...     return (beta, "card") if beta <= 57 else ((57 + beta) // 2, None)
    >>> _converge(search, 81, 162), calls
    ((57, 'card'), [82, 69, 32, 33, 48, 49, 56, 57, 60, 58])
    """
    low, high, found = 0, remaining, None
    beta = max(1, min(guess + 1, remaining))
    steps = 0
    while low < high:
        guess, card = search(beta - 1, beta)
        if guess < beta:
            high = guess
        else:
            low, found = guess, card
        if steps & 1:
            beta = (low + high + 1) >> 1
        else:
            beta = guess if guess < beta else guess + 1
        steps += 1
    return low, found


def _ordered(table: Any, moves: Any, trick: Any) -> Any:
    """Cards to try at the root, likeliest best first."""
    cards = cards_in(moves)
    if not trick:
        cards.sort(key=lambda c: -table.order[c] - 2 * table.points[c])
    return cards
