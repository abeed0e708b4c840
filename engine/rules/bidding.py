"""The auction families (docs/rules.md §5), each a small class the engine looks up by
the ruleset's ``bidding`` field.

A call is a tuple: ``("pass",)``, ``("take",)``, ``("suit", "H")``, ``("bid", 90, "H")``
(point auction; 250 for capot), ``("bid", None, "NT")`` (bulgarian), ``("coinche",)``,
``("surcoinche",)``, ``("contre",)``, ``("recontre",)``. Each family reads and writes
the JSON form of the HTTP contract (openapi.yaml) and answers, with one code path,
"which calls are legal" and "why is this call not legal".

>>> from engine.rules.ruleset import PRESETS
>>> auction = Auction(PRESETS["classic"], dealer=3, turn_up_suit="H")
>>> [auction.call(c) for c in [("pass",), ("take",)]] and auction.contract
Contract(taker=1, kind='H', bid=None, multiplier=1, receiver=None, closed=False)
"""

from bisect import bisect_right as _bisect_right
from typing import Any, ClassVar, cast

from engine.rules.ruleset import Ruleset

from engine.rules.baloot_auction import WORDS as BALOOT_WORDS, BalootAuction
from engine.rules.baloot_auction import call_json as baloot_call_json
from engine.rules.baloot_auction import call_text as baloot_call_text
from engine.rules.cards import SUITS
from engine.rules.contract import CAPOT_BID, Contract
from engine.errors import EngineError, IllegalAction, MalformedInput, plain, suggested

PASS = ("pass",)
SUIT_LETTERS = tuple(SUITS)
# Every bid any ruleset allows: each one's bid_ceiling narrows them (160 but in Pilotta)
BID_VALUES = tuple(range(80, 241, 10)) + (CAPOT_BID,)
# A call: its word, then what it names (see the module's docstring)
CallT = tuple[Any, ...]
# Why a call is not legal: the reason's code and its parameters; None: it is legal
Reason = tuple[str, dict[str, Any]] | None


class Auction:
    """An auction in progress: feed it calls in order with ``call``; read ``to_act``,
    ``finished``, ``thrown_in`` and ``contract``."""

    calls: list[CallT]
    to_act: int | None
    contract: Contract | None
    bidder: int | None
    kind: str | None
    value: int | None
    next_speaker: int | None
    settled: Contract | None

    def __init__(self, rules: Ruleset, dealer: int, turn_up_suit: str | None = None,
                 turn_up: int | None = None,
                 match_totals: tuple[int, int] = (0, 0)) -> None:
        self.rules = rules
        self.family: Any = FAMILIES[rules.bidding]
        self.dealer = dealer
        self.turn_up_suit = turn_up_suit
        self.turn_up = turn_up            # the card (Baloot reads its rank: a turned ace)
        self.match_totals = match_totals  # before this hand (Baloot's Sun double gate)
        self.calls = []
        self.to_act = (dealer + 1) % 4
        self.finished = self.thrown_in = False
        self.contract = None
        # the highest bid so far: seat, kind, value; and how far it was doubled
        self.bidder = self.kind = self.value = None
        self.multiplier = 1
        self.passes = 0  # passes in a row since the last call that was not a pass
        self.next_speaker = None  # a family may name who speaks next (a forced seat)
        self.settled = None  # Baloot: the contract bought, before its doubling
        start = getattr(self.family, "start", None)
        if start is not None:
            start(self)

    def copy(self) -> "Auction":
        """An independent copy (every attribute but ``calls`` is never changed in place)."""
        other = Auction.__new__(Auction)
        other.__dict__.update(self.__dict__)
        other.calls = list(self.calls)
        return other

    def legal(self) -> list[CallT]:
        if self.finished:
            return []
        fast = getattr(self.family, "legal", None)
        if fast is not None:
            return cast(list[CallT], fast(self))
        return [c for c in self.family.candidates(self) if self.family.why_illegal(self, c) is None]

    def why_illegal(self, call: CallT) -> Reason:
        if self.finished:
            return "auction_over", {}
        return cast(Reason, self.family.why_illegal(self, call))

    def call(self, call: CallT, checked: bool = False) -> None:
        """Make ``call``; ``checked``: the caller found it in ``legal()`` for this very
        auction, so it is not asked again."""
        reason = None if checked else self.why_illegal(call)
        if reason:
            code, params = reason
            if self.finished:
                raise IllegalAction.of(code, call=call_text(call))
            raise IllegalAction.of(code, seat=self.to_act, call=call_text(call), **params)
        self.calls.append(call)
        self.family.apply(self, call)
        if not self.finished:
            following = self.next_speaker
            self.to_act = (cast(int, self.to_act) + 1) % 4 if following is None else following

    def end(self, contract: Contract | None = None) -> None:
        self.finished = True
        self.contract = contract
        self.thrown_in = contract is None
        self.to_act = None


class TakeOrPass:
    """§5.1: round one takes the turn-up's suit; round two names another suit."""

    FIRST_DEAL, TURN_UP = 5, True  # cards each seat holds during the auction
    DOUBLE = None  # take-or-pass contracts are never doubled
    TALON = 0      # cards each seat gets face down, to take up after the auction (Bela)
    DEALS_STOCK = True  # a deal from a seed writes the cards still to deal, if any

    @staticmethod
    def candidates(auction: Auction) -> list[CallT]:
        if len(auction.calls) < 4:
            return [PASS, ("take",)]
        return [PASS] + [("suit", s) for s in SUITS]

    @staticmethod
    def why_illegal(auction: Auction, call: CallT) -> Reason:
        kinds = auction.rules.contract_kinds
        if len(auction.calls) < 4:
            if call == ("take",):
                allowed = auction.turn_up_suit in kinds
                return None if allowed else ("take_not_allowed", {})
            return None if call == PASS else ("round_one_take_or_pass", {})
        if call == PASS:
            # the dealer must name a suit, when the ruleset leaves one to name
            if len(auction.calls) == 7 and auction.rules.dealer_must_name_in_round_two and any(
                    s in kinds and s != auction.turn_up_suit for s in SUITS):
                return "dealer_must_name", {}
            return None
        if len(call) != 2 or call[0] != "suit":
            return "round_two_name_or_pass", {}
        if call[1] == auction.turn_up_suit:
            return "round_two_other_suit", {}
        return None if call[1] in kinds else ("kind_not_allowed", {"kind": call[1]})

    @staticmethod
    def apply(auction: Auction, call: CallT) -> None:
        seat = auction.to_act
        if call == ("take",):
            auction.end(Contract(cast(int, seat), cast(str, auction.turn_up_suit)))
        elif call[0] == "suit":
            auction.end(Contract(cast(int, seat), call[1]))
        elif len(auction.calls) == 8:
            auction.end()

    @staticmethod
    def all_calls(rules: Ruleset) -> list[CallT]:
        return [PASS, ("take",)] + [("suit", s) for s in SUITS]

    @staticmethod
    def read(value: Any) -> CallT | None:
        if value in ("pass", "take"):
            return (value,)
        if isinstance(value, dict) and set(value) == {"suit"} and value["suit"] in SUIT_LETTERS:
            return ("suit", value["suit"])
        return None


class _NameASuit:
    """What the jass family's choices share: each call names any suit or passes."""

    TURN_UP, DOUBLE, TALON, DEALS_STOCK = False, None, 0, False
    must_name: "ClassVar[staticmethod[[Auction], bool]]"

    @staticmethod
    def candidates(auction: Auction) -> list[CallT]:
        return [PASS] + [("suit", s) for s in SUITS]

    @classmethod
    def why_illegal(cls, auction: Auction, call: CallT) -> Reason:
        if call == PASS:
            return ("must_name_trump", {}) if cls.must_name(auction) else None
        if len(call) != 2 or call[0] != "suit":
            return "wrong_auction_family", {"bidding": auction.rules.bidding}
        return None if call[1] in auction.rules.contract_kinds else (
            "kind_not_allowed", {"kind": call[1]})

    read = staticmethod(TakeOrPass.read)

    @staticmethod
    def all_calls(rules: Ruleset) -> list[CallT]:
        return [PASS] + [("suit", s) for s in SUITS]


class TrumpChoice(_NameASuit):
    """Klaverjas (§10.3): from the eldest, name a suit or pass; after four passes the
    ruleset's ``all_pass`` forces the eldest or the dealer, or throws the deal in;
    ``trump_choice: eldest_must`` forces the eldest at once."""

    FIRST_DEAL = 8

    @staticmethod
    def must_name(auction: Auction) -> bool:
        rules, passes = auction.rules, len(auction.calls)
        if rules.trump_choice == "eldest_must":
            return True
        return passes >= 4 and rules.all_pass != "redeal"

    @staticmethod
    def apply(auction: Auction, call: CallT) -> None:
        if call[0] == "suit":
            auction.end(Contract(cast(int, auction.to_act), call[1]))
        elif len(auction.calls) == 4:
            if auction.rules.all_pass == "redeal":
                auction.end()
            elif auction.rules.all_pass == "forced_dealer":
                auction.next_speaker = auction.dealer


class TalonCall(_NameASuit):
    """Bela (§11.3): one round on six cards, from the eldest; the dealer may not pass
    last when ``dealer_must`` (else four passes throw the deal in)."""

    FIRST_DEAL, TALON = 6, 2

    @staticmethod
    def must_name(auction: Auction) -> bool:
        return auction.rules.dealer_must and len(auction.calls) == 3

    @staticmethod
    def apply(auction: Auction, call: CallT) -> None:
        if call[0] == "suit":
            auction.end(Contract(cast(int, auction.to_act), call[1]))
        elif len(auction.calls) == 4:
            auction.end()


class _Doubling:
    """What the point and the bulgarian auctions share: doubling and the end of the
    auction after three passes in a row."""

    DOUBLE: str | None = None
    REDOUBLE: str | None = None
    TALON, DEALS_STOCK = 0, True
    REDOUBLE_ENDS: ClassVar[bool]
    why_bid_illegal: "ClassVar[staticmethod[[Auction, CallT], Reason]]"

    @classmethod
    def why_illegal(cls, auction: Auction, call: CallT) -> Reason:
        word = call[0]
        if word == "bid":  # first: most candidates are bids
            return cls.why_bid_illegal(auction, call)
        seat_team = cast(int, auction.to_act) % 2
        if word == "pass":
            return None
        if word == cls.DOUBLE:
            if auction.bidder is None:
                return "nothing_to_double", {}
            if seat_team == auction.bidder % 2:
                return "double_own_bid", {}
            return None if auction.multiplier == 1 else ("already_doubled", {})
        if word == cls.REDOUBLE:
            if auction.multiplier != 2:
                return "redouble_undoubled", {}
            return None if seat_team == cast(int, auction.bidder) % 2 else (
                "redouble_by_opponent", {})
        return "wrong_auction_family", {"bidding": auction.rules.bidding}

    @classmethod
    def apply(cls, auction: Auction, call: CallT) -> None:
        word = call[0]
        if word == "pass":
            auction.passes += 1
            if auction.bidder is None:
                if auction.passes == 4:
                    auction.end()
            elif auction.passes == 3:
                cls.finish(auction)
            return
        auction.passes = 0
        if word == "bid":
            auction.bidder, auction.value, auction.kind = auction.to_act, call[1], call[2]
            auction.multiplier = 1
        else:
            auction.multiplier *= 2
            if word == cls.REDOUBLE and cls.REDOUBLE_ENDS:
                cls.finish(auction)

    @staticmethod
    def finish(auction: Auction) -> None:
        auction.end(Contract(cast(int, auction.bidder), cast(str, auction.kind), auction.value,
                             auction.multiplier))


class PointAuction(_Doubling):
    """§5.2: bids 80…``bid_ceiling`` or capot with a kind; coinche, surcoinche (which
    ends it)."""

    DOUBLE, REDOUBLE, REDOUBLE_ENDS = "coinche", "surcoinche", True
    FIRST_DEAL, TURN_UP = 8, False

    @staticmethod
    def candidates(auction: Auction) -> list[CallT]:
        # Bids that cannot pass why_bid_illegal (after a coinche, or not above the standing
        # bid) are not offered to it: an opening auction would otherwise ask 57 times.
        floor = 1000 if auction.multiplier > 1 else auction.value or 0
        ceiling = auction.rules.bid_ceiling
        return [PASS, ("coinche",), ("surcoinche",)] + [
            ("bid", v, k) for v in BID_VALUES if v > floor and (v <= ceiling or v == CAPOT_BID)
            for k in auction.rules.contract_kinds]

    @staticmethod
    def legal(auction: Auction) -> list[CallT]:
        """``candidates`` filtered by ``why_illegal``, worked out at once: the legal bids are
        the candidate bids, and the two doubling words depend on who holds the bid."""
        calls = [PASS]
        bidder, multiplier = auction.bidder, auction.multiplier
        if bidder is not None:
            own = (bidder - cast(int, auction.to_act)) % 2 == 0
            if multiplier == 1 and not own:
                calls.append(COINCHE)
            elif multiplier == 2 and own:
                calls.append(SURCOINCHE)
        if multiplier == 1:
            bids, values = _bids_of(auction.rules)
            calls += bids[_bisect_right(values, auction.value or 0):]
        return calls

    @staticmethod
    def all_calls(rules: Ruleset) -> list[CallT]:
        return [PASS, COINCHE, SURCOINCHE] + _bids_of(rules)[0]

    @staticmethod
    def why_bid_illegal(auction: Auction, call: CallT) -> Reason:
        if auction.multiplier > 1:
            return "bid_after_double", {}
        if call[2] not in auction.rules.contract_kinds:
            return "kind_not_allowed", {"kind": call[2]}
        if call[1] > auction.rules.bid_ceiling and call[1] != CAPOT_BID:
            return "bid_above_ceiling", {"ceiling": auction.rules.bid_ceiling}
        if auction.value is not None and call[1] <= auction.value:
            return "bid_too_low", {"bid": bid_text(auction.value)}
        return None

    @staticmethod
    def read(value: Any) -> CallT | None:
        if value in ("pass", "coinche", "surcoinche"):
            return (value,)
        if isinstance(value, dict) and set(value) == {"bid", "kind"}:
            bid = CAPOT_BID if value["bid"] == "capot" else value["bid"]
            # the number 250 is no bid: capot is worth it, and is called by name
            if (type(bid) is int and bid in BID_VALUES and value["kind"] in
                    ("S", "H", "D", "C", "NT", "AT") and value["bid"] != CAPOT_BID):
                return ("bid", bid, value["kind"])
        return None


COINCHE, SURCOINCHE = ("coinche",), ("surcoinche",)
_BIDS: dict[tuple[int, tuple[str, ...]], tuple[list[CallT], list[int]]] = {}


def _bids_of(rules: Ruleset) -> tuple[list[CallT], list[int]]:
    """Every bid of a point auction under ``rules`` in the order calls are listed, and
    beside each its value: an auction's legal bids are those past the standing bid's."""
    key = (rules.bid_ceiling, rules.contract_kinds)
    found = _BIDS.get(key)
    if found is None:
        bids = [("bid", v, k) for v in BID_VALUES if v <= rules.bid_ceiling or v == CAPOT_BID
                for k in rules.contract_kinds]
        found = _BIDS[key] = bids, [b[1] for b in bids]
    return found


class BulgarianAuction(_Doubling):
    """§5.3: C < D < H < S < NT < AT; contre, recontre; a higher bid cancels both."""

    DOUBLE, REDOUBLE, REDOUBLE_ENDS = "contre", "recontre", False
    FIRST_DEAL, TURN_UP = 5, False

    @staticmethod
    def candidates(auction: Auction) -> list[CallT]:
        return [PASS, ("contre",), ("recontre",)] + [
            ("bid", None, k) for k in auction.rules.contract_kinds]

    @staticmethod
    def all_calls(rules: Ruleset) -> list[CallT]:
        return [PASS, ("contre",), ("recontre",)] + [("bid", None, k) for k in rules.contract_kinds]

    @staticmethod
    def why_bid_illegal(auction: Auction, call: CallT) -> Reason:
        kinds = auction.rules.contract_kinds
        if call[2] not in kinds:
            return "kind_not_allowed", {"kind": call[2]}
        if auction.kind is not None and kinds.index(call[2]) <= kinds.index(auction.kind):
            return "bid_rank_too_low", {"kind": auction.kind}
        return None

    @staticmethod
    def read(value: Any) -> CallT | None:
        if value in ("pass", "contre", "recontre"):
            return (value,)
        if isinstance(value, dict) and set(value) == {"bid"} and value["bid"] in (
                "C", "D", "H", "S", "NT", "AT"):
            return ("bid", None, value["bid"])
        return None


FAMILIES: dict[str, Any] = {"take_or_pass": TakeOrPass, "point_auction": PointAuction,
            "bulgarian_auction": BulgarianAuction, "trump_choice": TrumpChoice,
            "talon_call": TalonCall, "baloot_auction": BalootAuction}
# The calls written as one word, of every family: what a misspelt call is likened to.
CALL_WORDS = tuple(dict.fromkeys(("pass", "take", "coinche", "surcoinche", "contre", "recontre",
                                  *BALOOT_WORDS)))


def can_throw_in(rules: Ruleset) -> bool:
    """Whether an auction under ``rules`` can end with every seat passing.

    Take-or-pass with ``dealer_must_name_in_round_two`` never throws in while the dealer
    has a suit to name in round two: any suit of ``contract_kinds`` but the turn-up's, so
    always when there are two kinds or more, never reliably with one.

    >>> from dataclasses import replace
    >>> from engine.rules.ruleset import PRESETS
    >>> can_throw_in(PRESETS["club-501"]), can_throw_in(PRESETS["classic"])
    (False, True)
    >>> can_throw_in(replace(PRESETS["club-501"], contract_kinds=("H",)))
    True
    """
    if rules.bidding == "trump_choice":
        return rules.trump_choice == "pass_round" and rules.all_pass == "redeal"
    if rules.bidding == "talon_call":
        return not rules.dealer_must
    if rules.bidding == "baloot_auction":
        return True  # all pass twice (§12.5.5)
    if rules.bidding != "take_or_pass" or not rules.dealer_must_name_in_round_two:
        return True
    return len(rules.contract_kinds) < 2


def read_call(rules: Ruleset, value: Any, pointer: str,
              wrong_family: type[EngineError] = IllegalAction) -> CallT:
    """The call for its JSON form under ``rules``. A call of another auction family is
    ``wrong_family`` (it reads, but breaks this ruleset's rules); anything else that is
    not a call is ``MalformedInput``."""
    call: CallT | None = FAMILIES[rules.bidding].read(value)
    if call is None:
        if any(family.read(value) for family in FAMILIES.values()):
            raise wrong_family.of("wrong_auction_family", pointer, call=plain(value),
                                  bidding=rules.bidding)
        raise MalformedInput.of("not_a_call", pointer, value=plain(value),
                                **suggested(value, CALL_WORDS))
    return call



def call_json(call: CallT) -> Any:
    """The JSON form of a call.

    >>> call_json(("bid", 250, "H")), call_json(("bid", None, "NT")), call_json(("suit", "S"))
    ({'bid': 'capot', 'kind': 'H'}, {'bid': 'NT'}, {'suit': 'S'})
    """
    if len(call) == 1:
        return call[0]
    if call[0] == "suit":
        return {"suit": call[1]}
    if call[0] != "bid":
        return baloot_call_json(call)
    if call[1] is None:
        return {"bid": call[2]}
    return {"bid": "capot" if call[1] == CAPOT_BID else call[1], "kind": call[2]}


def bid_text(value: object) -> str:
    return "capot" if value == CAPOT_BID else str(value)


def call_text(call: CallT) -> str:
    if len(call) == 1:
        return cast(str, call[0])
    if call[0] == "suit":
        return cast(str, call[1])
    if call[0] != "bid":
        return baloot_call_text(call)
    return cast(str, call[2]) if call[1] is None else f"{bid_text(call[1])} {call[2]}"
