"""Baloot's auction and doubling chain (docs/rules.md, Baloot; RULES §12.5, §12.6): one
family the engine looks up by ``bidding: baloot_auction``, read as data from the ruleset's
fields (``ashkal_on_ace``, ``sun_priority``, ``hokum_confirm``, ``sun_over_hokum_on_ace``,
``round2_answers``, ``doubling_levels``, ``sun_double_limit``, ``lock_chooser``).

Calls are tuples: ``("pass",)``, ``("hokum", "S")``, ``("sun",)``, ``("ashkal",)``; the
doubling calls continue the same list once the contract is fixed: ``("double", "open")``
(or ``"closed"``; plain ``("double",)`` in Sun and under ``lock_chooser: buyer``),
``("triple", lock)``, ``("four", lock)``, ``("gahwa",)``, and the buyer's ``("open",)`` or
``("closed",)`` under ``lock_chooser: buyer``.

The auction's own state lives on the ``Auction`` as immutable values (a replayed auction
is copied shallowly from a memo): ``b_stage`` is ``open`` (opening turns), ``answer`` (the
answers to a pending Hokum), ``confirm``, ``window`` (§12.5.4's priority window),
``double`` (the chain) or ``lock`` (the buyer's open / closed); ``settled`` is the contract
once the buying is over, before its doubling.

>>> from engine.rules.ruleset import PRESETS
>>> from engine.rules.bidding import Auction
>>> auction = Auction(PRESETS["baloot"], dealer=0, turn_up_suit="S", turn_up=6)
>>> for call in [("pass",), ("pass",), ("ashkal",)]:
...     auction.call(call)
>>> auction.contract
Contract(taker=3, kind='NT', bid=None, multiplier=1, receiver=1, closed=False)
"""

from typing import Any

from engine.rules.contract import Contract

PASS = ("pass",)
SUIT_LETTERS = ("S", "H", "D", "C")
ACE = 7  # natural rank index of the ace
LEVEL_CALLS = {2: "double", 3: "triple", 4: "four", "gahwa": "gahwa"}
CALL_LEVELS = {word: level for level, word in LEVEL_CALLS.items()}
LOCKS = ("open", "closed")
WORDS = ("pass", "sun", "ashkal", "double", "triple", "four", "gahwa", "open", "closed")

Reason = tuple[Any, ...] | None


class BalootAuction:
    """§12.5 (Hokum, Sun, Ashkal; the priority window; all pass twice) and §12.6 (the
    doubling chain)."""

    FIRST_DEAL, TURN_UP, TALON, DEALS_STOCK = 5, True, 0, True
    DOUBLE = "double"     # the family doubles: contracts write their multiplier
    RECEIVER = True       # contracts write receiver, multiplier and closed

    @staticmethod
    def start(auction: Any) -> None:
        auction.b_round, auction.b_stage, auction.b_opened = 1, "open", 0
        auction.b_passed = frozenset()
        auction.b_pending = auction.b_sun = None
        auction.b_queue = ()
        auction.settled = None
        auction.b_level, auction.b_closed, auction.b_raiser = 1, False, None
        auction.b_passes = 0
        auction.next_speaker = (auction.dealer + 1) % 4

    # -- what may be called -------------------------------------------------------------

    @staticmethod
    def candidates(auction: Any) -> list[Any]:
        stage = auction.b_stage
        if stage in ("double", "lock"):
            return [PASS, ("double",), ("double", "open"), ("double", "closed"), ("triple",),
                    ("triple", "open"), ("triple", "closed"), ("four",), ("four", "open"),
                    ("four", "closed"), ("gahwa",), ("open",), ("closed",)]
        return [PASS] + [("hokum", s) for s in SUIT_LETTERS] + [("sun",), ("ashkal",)]

    @classmethod
    def why_illegal(cls, auction: Any, call: tuple[Any, ...]) -> Reason:
        stage = auction.b_stage
        if stage == "double":
            return _why_not_raise(auction, call)
        if stage == "lock":
            return None if call in (("open",), ("closed",)) else ("baloot_lock_call", {})
        word = call[0]
        if word in CALL_LEVELS or word in LOCKS:
            return "baloot_no_doubling_yet", {}
        kinds = auction.rules.contract_kinds
        seat = auction.to_act
        if stage == "window":
            return None if call in (PASS, ("sun",)) else ("baloot_window_call", {})
        if stage == "confirm":
            suit = auction.b_pending[1]
            if call == ("hokum", suit) or (call == ("sun",) and "NT" in kinds):
                return None
            return "baloot_confirm_call", {"kind": suit}
        if word == "pass":
            return None
        if word == "hokum":
            if stage == "answer":
                return "baloot_answer_call", {}
            return _why_not_hokum(auction, call[1])
        if "NT" not in kinds:
            return "kind_not_allowed", {"kind": "NT"}
        if stage == "answer" and _ace_turned(auction) and (
                auction.rules.sun_over_hokum_on_ace == "eldest_only"
                and seat != (auction.dealer + 1) % 4):
            return "baloot_eldest_only_on_ace", {}
        if word == "ashkal":
            if (seat - auction.dealer) % 4 not in (3, 0):
                return "baloot_ashkal_seat", {}
            if _ace_turned(auction) and not auction.rules.ashkal_on_ace:
                return "baloot_ashkal_on_ace", {}
            if stage == "answer" and seat % 2 == auction.b_pending[0] % 2:
                return "baloot_ashkal_own_hokum", {}
        return None

    # -- applying a call ----------------------------------------------------------------

    @classmethod
    def apply(cls, auction: Any, call: tuple[Any, ...]) -> None:
        seat, stage, word = auction.to_act, auction.b_stage, call[0]
        if stage in ("double", "lock"):
            _apply_doubling(auction, seat, call)
            return
        if stage == "window":
            if word == "sun":  # a priority Sun: the auction ends with no new window
                _settle(auction, Contract(seat, "NT"))
            else:
                _next_in_queue(auction, lambda: _settle(auction, Contract(auction.b_sun, "NT")))
            return
        if stage == "confirm":
            if word == "sun":
                _sun(auction, seat)
            else:
                _settle(auction, Contract(seat, call[1]))
            return
        if word == "sun":
            _sun(auction, seat)
            return
        if word == "ashkal":
            _settle(auction, Contract(seat, "NT", receiver=(seat + 2) % 4))
            return
        auction.b_passed = auction.b_passed | {seat} if word == "pass" else auction.b_passed
        if stage == "answer":
            _next_in_queue(auction, lambda: _confirm(auction))
            return
        auction.b_opened += 1
        if word == "hokum":
            auction.b_pending, auction.b_stage = (seat, call[1]), "answer"
            auction.b_queue = _answerers(auction, seat)
            if auction.b_queue:
                auction.next_speaker = auction.b_queue[0]
            else:
                _confirm(auction)
            return
        if auction.b_opened < 4:
            auction.next_speaker = (seat + 1) % 4
        elif auction.b_round == 1:
            auction.b_round, auction.b_opened, auction.b_passed = 2, 0, frozenset()
            auction.next_speaker = (auction.dealer + 1) % 4
        else:
            auction.end()

    # -- JSON ---------------------------------------------------------------------------

    @staticmethod
    def all_calls(rules: Any) -> list[tuple[Any, ...]]:
        return ([("pass",)] + [("hokum", s) for s in "SHDC"] + [("sun",), ("ashkal",)]
                + [(word,) + lock for word in ("double", "triple", "four")
                   for lock in ((), ("open",), ("closed",))]
                + [("gahwa",), ("open",), ("closed",)])

    @staticmethod
    def read(value: Any) -> tuple[Any, ...] | None:
        if type(value) is str:
            return (value,) if value in WORDS else None
        if type(value) is dict and len(value) == 1:
            (word, arg), = value.items()
            if word == "hokum" and arg in SUIT_LETTERS:
                return ("hokum", arg)
            if word in ("double", "triple", "four") and arg in LOCKS:
                return (word, arg)
        return None


def _ace_turned(auction: Any) -> bool:
    return auction.turn_up is not None and auction.turn_up & 7 == ACE


def _why_not_hokum(auction: Any, suit: str) -> Reason:
    turned = auction.turn_up_suit
    if auction.b_round == 1 and suit != turned:
        return "baloot_hokum_turned_suit", {"kind": turned}
    if auction.b_round == 2 and suit == turned:
        return "baloot_hokum_other_suit", {"kind": turned}
    if suit not in auction.rules.contract_kinds:
        return "kind_not_allowed", {"kind": suit}
    return None


def _answerers(auction: Any, bidder: int) -> tuple[Any, ...]:
    """Who answers a pending Hokum (§12.5.2 rule 3, §12.5.3 rule 3)."""
    if auction.b_round == 2 and auction.rules.round2_answers == "later_seats":
        return tuple((bidder + k) % 4 for k in range(1, (auction.dealer - bidder) % 4 + 1))
    return ((bidder + 1) % 4, (bidder + 2) % 4, (bidder + 3) % 4)


def _next_in_queue(auction: Any, done: Any) -> None:
    auction.b_queue = auction.b_queue[1:]
    if auction.b_queue:
        auction.next_speaker = auction.b_queue[0]
    else:
        done()


def _confirm(auction: Any) -> None:
    bidder, suit = auction.b_pending
    if auction.rules.hokum_confirm:
        auction.b_stage, auction.next_speaker = "confirm", bidder
    else:
        _settle(auction, Contract(bidder, suit))


def _sun(auction: Any, seat: int) -> None:
    """A Sun by ``seat``: it stands, or opens the priority window (§12.5.4)."""
    if auction.rules.sun_priority == "earlier_opponents":
        eldest = (auction.dealer + 1) % 4
        window = tuple(s for s in ((eldest + k) % 4 for k in range(4))
                       if s % 2 != seat % 2 and s in auction.b_passed)
        if window:
            auction.b_stage, auction.b_sun, auction.b_queue = "window", seat, window
            auction.next_speaker = window[0]
            return
    _settle(auction, Contract(seat, "NT"))


def levels_of(rules: Any, contract: Contract, match_totals: tuple[Any, ...]) -> tuple[Any, ...]:
    """The doubling levels a contract allows (§12.6): Hokum ``doubling_levels``; Sun a
    double only when the defenders' match total is at most ``sun_double_limit`` and the
    buyer team's above it.

    >>> from engine.rules.ruleset import PRESETS
    >>> baloot = PRESETS["baloot"]
    >>> levels_of(baloot, Contract(0, "NT"), (110, 90)), levels_of(baloot, Contract(0, "NT"), (95, 90))
    ((2,), ())
    """
    if contract.kind != "NT":
        return tuple(rules.doubling_levels)
    buyers, defenders = match_totals[contract.taker % 2], match_totals[1 - contract.taker % 2]
    limit = rules.sun_double_limit
    return (2,) if defenders <= limit < buyers else ()


def _settle(auction: Any, contract: Contract) -> None:
    """The buying is over: the doubling phase, or the end when nothing can be doubled."""
    contract = contract._replace(receiver=contract.holder)
    auction.settled = contract
    auction.b_levels = levels_of(auction.rules, contract, auction.match_totals)
    if not auction.b_levels:
        auction.end(contract)
        return
    receiver = contract.holder
    auction.b_stage, auction.b_queue = "double", ((receiver + 1) % 4, (receiver + 3) % 4)
    auction.next_speaker = auction.b_queue[0]


def _next_level(auction: Any) -> Any:
    levels = auction.b_levels
    if auction.b_level == 1:
        return levels[0]
    i = levels.index(auction.b_level) + 1
    return levels[i] if i < len(levels) else None


def _why_not_raise(auction: Any, call: tuple[Any, ...]) -> Reason:
    if call == PASS:
        return None
    level = _next_level(auction)
    word = call[0]
    if word not in CALL_LEVELS or CALL_LEVELS[word] != level:
        return "baloot_raise_expected", {"expected": LEVEL_CALLS[level]}
    sun = auction.settled.kind == "NT"
    plain = sun or auction.rules.lock_chooser == "buyer" or level == "gahwa"
    if plain and len(call) != 1:
        return "baloot_raise_plain", {"expected": LEVEL_CALLS[level]}
    if not plain and len(call) != 2:
        return "baloot_raise_lock", {"expected": LEVEL_CALLS[level]}
    return None


def _apply_doubling(auction: Any, seat: int, call: tuple[Any, ...]) -> None:
    contract = auction.settled
    if auction.b_stage == "lock":
        _end_doubled(auction, call[0] == "closed")
        return
    receiver = contract.holder
    if call == PASS:
        auction.b_passes += 1
        if auction.b_passes < 2:
            auction.next_speaker = auction.b_queue[1]
            return
        _chain_over(auction)
        return
    level = CALL_LEVELS[call[0]]
    auction.b_level, auction.b_passes = level, 0
    if len(call) == 2:
        auction.b_closed = call[1] == "closed"
    elif level == "gahwa":
        auction.b_closed = False
    if level == auction.b_levels[-1]:
        _chain_over(auction)
        return
    defenders_raised = seat % 2 != contract.taker % 2
    auction.b_queue = ((receiver, (receiver + 2) % 4) if defenders_raised
                       else ((receiver + 1) % 4, (receiver + 3) % 4))
    auction.next_speaker = auction.b_queue[0]


def _chain_over(auction: Any) -> None:
    level = auction.b_level
    if (level in (2, 3, 4) and auction.settled.kind != "NT"
            and auction.rules.lock_chooser == "buyer"):
        auction.b_stage, auction.next_speaker = "lock", auction.settled.taker
        return
    _end_doubled(auction, auction.b_closed and level != "gahwa")


def _end_doubled(auction: Any, closed: bool) -> None:
    contract = auction.settled
    auction.end(contract._replace(multiplier=auction.b_level,
                                  closed=closed and contract.kind != "NT"
                                  and auction.b_level != 1))


def call_json(call: tuple[Any, ...]) -> Any:
    """The JSON form of a Baloot call.

    >>> call_json(("hokum", "H")), call_json(("double", "closed")), call_json(("sun",))
    ({'hokum': 'H'}, {'double': 'closed'}, 'sun')
    """
    if len(call) == 1:
        return call[0]
    return {call[0]: call[1]}


def call_text(call: tuple[Any, ...]) -> str:
    return call[0] if len(call) == 1 else f"{call[0]} {call[1]}"
