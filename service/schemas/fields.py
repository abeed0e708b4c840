"""Marshmallow fields for the contract's vocabulary: cards, seats, calls, rules.

Each field checks its whole value with one plain function that returns ``None`` or the
problems found (a message, or a dict of them keyed by list index or object key), so a
state with thirty cards costs one field call, not thirty nested ones: the batch endpoint
validates every sub-request and must stay cheap.

>>> hands_problem([None, ["JH", "10s", "XX"], None, None])
{1: {2: 'Not a card: write rank (7 8 9 T J Q K A, or 10) then suit (S H D C), as JH or 10S.'}}
>>> call_problem({"bid": 85, "kind": "H"})
{'bid': 'A bid is 80, 90, ... 160 or "capot" (point auction) or a contract kind (bulgarian).'}
"""

from marshmallow import ValidationError, fields

from service.schemas.base import OBJECT_EXPECTED
from service.schemas.vocabulary import (
    BID_VALUES, CALL_WORDS, CARD_SPELLINGS, CONTRACT_KINDS, HAND_LIMIT_RANGE, MAX_AUCTION_CALLS,
    MAX_HAND_CARDS, MAX_TRICKS, MULTIPLIERS, PRESETS, RULESET_CHOICES, SUITS, TARGET_RANGE)

NOT_A_CARD = ("Not a card: write rank (7 8 9 T J Q K A, or 10) then suit (S H D C), "
              "as JH or 10S.")
UNKNOWN_FIELD = "Unknown field."
MISSING = "Missing data for required field."


class Checked(fields.Field):
    """A field whose value ``problem(value)`` checks; the value itself is kept as sent."""

    def __init__(self, problem, **kwargs):
        super().__init__(**kwargs)
        self.problem = problem

    def _deserialize(self, value, attr, data, **kwargs):
        problem = self.problem(value)
        if problem is not None:
            raise ValidationError(_as_messages(problem))
        return value

    def _validate(self, value):
        # The problem function did the checking; marshmallow would build an empty
        # validator chain for every value otherwise.
        if self.validators:
            super()._validate(value)


def _as_messages(problem):
    """marshmallow's message form: every message in a list, nested by key."""
    if isinstance(problem, dict):
        return {key: _as_messages(value) for key, value in problem.items()}
    return [problem]


def integer_problem(low, high):
    """A check for an integer from ``low`` to ``high`` (JSON true / false are not integers)."""
    message = f"Expected an integer from {low} to {high}."

    def problem(value):
        return None if type(value) is int and low <= value <= high else message
    return problem


seat_problem = integer_problem(0, 3)
team_problem = integer_problem(0, 1)


def pair_problem(low, high):
    """A check for two integers from ``low`` to ``high``, team 0's then team 1's."""
    item_problem = integer_problem(low, high)

    def problem(value):
        if type(value) is not list or len(value) != 2:
            return "Expected a list of two integers, team 0's then team 1's."
        found = {i: p for i, item in enumerate(value) if (p := item_problem(item)) is not None}
        return found or None
    return problem


def one_of_problem(choices, what=None):
    allowed = frozenset(choices)
    message = f"Expected {what or 'one of ' + ', '.join(map(str, choices))}."

    def problem(value):
        return None if type(value) is str and value in allowed else message
    return problem


def card_problem(value):
    return None if type(value) is str and value in CARD_SPELLINGS else NOT_A_CARD


def card_list_problem(max_length):
    message = f"Expected a list of at most {max_length} cards."

    def problem(value):
        if type(value) is not list or len(value) > max_length:
            return message
        try:
            if CARD_SPELLINGS.issuperset(value):
                return None
        except TypeError:  # an unhashable item: a list or an object
            pass
        return {i: NOT_A_CARD for i, card in enumerate(value) if card_problem(card)} or None
    return problem


_hand_problem = card_list_problem(MAX_HAND_CARDS)
_trick_problem = card_list_problem(4)


def hands_problem(value):
    if type(value) is not list or len(value) != 4:
        return "Expected a list of 4 items, one per seat: a list of cards, or null when unknown."
    found = {seat: p for seat, hand in enumerate(value)
             if hand is not None and (p := _hand_problem(hand)) is not None}
    return found or None


def tricks_problem(value):
    if type(value) is not list or len(value) > MAX_TRICKS:
        return f"Expected a list of at most {MAX_TRICKS} tricks, each a list of at most 4 cards."
    found = {i: p for i, trick in enumerate(value) if (p := _trick_problem(trick)) is not None}
    return found or None


_CALL_WORDS = frozenset(CALL_WORDS)
_SUITS = frozenset(SUITS)
_KINDS = frozenset(CONTRACT_KINDS)
_BIDS = frozenset(BID_VALUES)
NOT_A_CALL = (f"Not a call: one of {', '.join(CALL_WORDS)}, or an object "
              '{"suit"}, {"bid", "kind"} (point auction) or {"bid"} (bulgarian).')
BAD_BID = ('A bid is 80, 90, ... 160 or "capot" (point auction) or a contract kind '
           "(bulgarian).")
BAD_KIND = "Expected a contract kind: S, H, D, C, NT or AT."


def call_problem(value):
    if type(value) is str:
        return None if value in _CALL_WORDS else NOT_A_CALL
    if type(value) is not dict or not value:
        return NOT_A_CALL
    if "suit" in value:
        found = {k: UNKNOWN_FIELD for k in value if k != "suit"}
        if not (type(value["suit"]) is str and value["suit"] in _SUITS):
            found["suit"] = "Expected a suit: S, H, D or C."
        return found or None
    if "bid" not in value:
        return NOT_A_CALL
    found = {k: UNKNOWN_FIELD for k in value if k not in ("bid", "kind")}
    bid = value["bid"]
    if "kind" in value:  # a point-auction bid
        if not (type(bid) is int and bid in _BIDS or bid == "capot"):
            found["bid"] = BAD_BID
        if not (type(value["kind"]) is str and value["kind"] in _KINDS):
            found["kind"] = BAD_KIND
    elif not (type(bid) is str and bid in _KINDS):
        found["bid"] = BAD_BID
    return found or None


_CONTRACT_FIELDS = ("taker", "kind", "bid", "multiplier")
_MULTIPLIERS = frozenset(MULTIPLIERS)


def contract_problem(value):
    """``{"taker", "kind", "bid"?, "multiplier"?}``; the engine checks them against the rules."""
    if type(value) is not dict:
        return OBJECT_EXPECTED
    found = {name: MISSING for name in ("taker", "kind") if name not in value}
    found.update((name, UNKNOWN_FIELD) for name in value if name not in _CONTRACT_FIELDS)
    if "taker" in value and seat_problem(value["taker"]) is not None:
        found["taker"] = seat_problem(value["taker"])
    kind = value.get("kind")
    if "kind" in value and not (type(kind) is str and kind in _KINDS):
        found["kind"] = BAD_KIND
    bid = value.get("bid")
    if "bid" in value and not (type(bid) is int and bid in _BIDS or bid == "capot"):
        found["bid"] = 'Expected a bid: 80, 90, ... 160 or "capot".'
    multiplier = value.get("multiplier")
    if "multiplier" in value and not (type(multiplier) is int and multiplier in _MULTIPLIERS):
        found["multiplier"] = "Expected 1, 2 or 4."
    return found or None


def auction_problem(value):
    if type(value) is not list or len(value) > MAX_AUCTION_CALLS:
        return f"Expected a list of at most {MAX_AUCTION_CALLS} calls."
    found = {i: p for i, call in enumerate(value) if (p := call_problem(call)) is not None}
    return found or None


def _kinds_problem(value):
    if (type(value) is list and value and all(type(k) is str and k in _KINDS for k in value)
            and len(set(value)) == len(value)):
        return None
    return "Expected a non-empty list of distinct contract kinds among S, H, D, C, NT, AT."


def _flag_problem(value):
    return None if type(value) is bool else "Expected true or false."


def _nullable(problem):
    return lambda value: None if value is None else problem(value)


_PRESET_PROBLEM = one_of_problem(PRESETS, "a preset: " + ", ".join(PRESETS))
_OVERRIDE_PROBLEMS = {
    "preset": _PRESET_PROBLEM,
    **{name: one_of_problem(choices) for name, choices in RULESET_CHOICES.items()},
    "contract_kinds": _kinds_problem,
    "dealer_must_name_in_round_two": _flag_problem,
    "target": integer_problem(*TARGET_RANGE),
    "hand_limit": _nullable(integer_problem(*HAND_LIMIT_RANGE)),
}


def rules_problem(value):
    """A preset name, or ``{"preset": name, <field>: <value>…}`` overriding its fields."""
    if type(value) is str:
        return _PRESET_PROBLEM(value)
    if type(value) is not dict:
        return "Expected a preset name or an object naming a preset and overriding its fields."
    found = {} if "preset" in value else {"preset": MISSING}
    for name, field_value in value.items():
        check = _OVERRIDE_PROBLEMS.get(name)
        problem = UNKNOWN_FIELD if check is None else check(field_value)
        if problem is not None:
            found[name] = problem
    return found or None


class Card(Checked):
    def __init__(self, **kwargs):
        super().__init__(card_problem, **kwargs)


class Seat(Checked):
    def __init__(self, **kwargs):
        super().__init__(seat_problem, **kwargs)


class Team(Checked):
    def __init__(self, **kwargs):
        super().__init__(team_problem, **kwargs)


class Contract(Checked):
    def __init__(self, **kwargs):
        super().__init__(contract_problem, **kwargs)


class Rules(Checked):
    def __init__(self, **kwargs):
        super().__init__(rules_problem, **kwargs)


class Pair(Checked):
    def __init__(self, low, high, **kwargs):
        super().__init__(pair_problem(low, high), **kwargs)
