"""The checks of the contract's vocabulary: cards, seats, calls, rules.

Each check is one plain function of a whole value that returns ``None`` or the problems
found (a message, or a dict of them keyed by list index or object key), so a state with
thirty cards costs one call, not thirty nested ones: the batch endpoint validates every
sub-request and must stay cheap. ``base.document_problem`` puts them together into the
check of a request document. The checks run on every request, so the common ones loop
rather than use comprehensions: on Python 3.11 each comprehension is a function call.

>>> hands_problem([None, ["JH", "10s", "XX"], None, None])
{1: {2: 'Not a card: write rank (7 8 9 T J Q K A, or 10) then suit (S H D C), as JH or 10S.'}}
>>> call_problem({"bid": 85, "kind": "H"})
{'bid': 'A bid is a multiple of 10 from 80 to 240 (up to the rules\
 bid_ceiling) or "capot" (point auction), or a contract kind: S, H, D, C, NT, AT (bulgarian).'}
"""

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from engine.errors import either, suggested
from service.schemas.base import (ENOUGH, MISSING, OBJECT_EXPECTED, Check, Found, Message,
                                  unknown_field)
from service.schemas.vocabulary import (
    BALOOT_MULTIPLIERS, BID_VALUES, CALL_WORDS, CARD_SPELLINGS, CONTRACT_KINDS,
    MAX_AUCTION_CALLS, MAX_HAND_CARDS, MAX_MATCH_TOTAL, MAX_TRICKS, PILOTTA_PRESETS, PRESETS,
    RULESET_FIELDS,
    SUITS, TARGET_RANGE)

NOT_A_CARD = Message("Not a card: write rank (7 8 9 T J Q K A, or 10) then suit (S H D C), "
                     "as JH or 10S.", "not_a_card")


def list_expected(what: str, most: int) -> Message:
    return Message(f"Expected a list of at most {most} {what}.", "list_expected", max=most)


PAIR_EXPECTED = Message("Expected a list of two integers, team 0's then team 1's.",
                        "pair_expected")
TRICKS_EXPECTED = list_expected("tricks, each a list of at most 4 cards", MAX_TRICKS)
CALLS_EXPECTED = list_expected("calls", MAX_AUCTION_CALLS)
BOOLEAN_EXPECTED = Message("Expected true or false.", "boolean_expected")
MULTIPLIER_EXPECTED = Message('Expected 1, 2 or 4 (Baloot: 1, 2, 3, 4 or "gahwa").',
                              "one_of_expected", choices=[str(m) for m in BALOOT_MULTIPLIERS])


def integer_problem(low: int, high: int) -> Check:
    """A check for an integer from ``low`` to ``high`` (JSON true / false are not integers)."""
    message = Message(f"Expected an integer from {low} to {high}.", "integer_expected",
                      low=low, high=high)

    def problem(value: Any) -> Message | None:
        return None if type(value) is int and low <= value <= high else message
    return problem


seat_problem = integer_problem(0, 3)
team_problem = integer_problem(0, 1)


def pair_problem(low: int, high: int) -> Check:
    """A check for two integers from ``low`` to ``high``, team 0's then team 1's."""
    item_problem = integer_problem(low, high)

    def problem(value: Any) -> Found | None:
        if type(value) is not list or len(value) != 2:
            return PAIR_EXPECTED
        first, second = value
        if (type(first) is int and low <= first <= high and type(second) is int
                and low <= second <= high):  # the common case, without a call per item
            return None
        found = {i: p for i, item in enumerate(value) if (p := item_problem(item)) is not None}
        return found or None
    return problem


def one_of_problem(choices: Sequence[object], what: str | None = None) -> Check:
    allowed = frozenset(choices)
    message = Message(f"Expected {what or 'one of ' + ', '.join(map(str, choices))}.",
                      "one_of_expected", choices=[str(c) for c in choices])

    def problem(value: Any) -> Message | None:
        if type(value) is str and value in allowed:
            return None
        return suggesting(message, value, choices)
    return problem


def suggesting(message: Message, value: object, names: Iterable[object]) -> Message:
    """``message``, or when ``value`` is likely a misspelling of some of ``names``, the
    same naming them (``did_you_mean``)."""
    near = suggested(value, [str(name) for name in names])
    if not near:
        return message
    return Message(f"{message} Did you mean {either(near['did_you_mean'], 'or')}?",
                   message.code, **message.params, **near)


def card_problem(value: Any) -> Message | None:
    return None if type(value) is str and value in CARD_SPELLINGS else NOT_A_CARD


def card_list_problem(max_length: int) -> Check:
    message = list_expected("cards", max_length)

    def problem(value: Any) -> Found | None:
        if type(value) is not list or len(value) > max_length:
            return message
        try:
            if CARD_SPELLINGS.issuperset(value):
                return None
        except TypeError:  # an unhashable item: a list or an object
            pass
        return items_problem(value, card_problem)
    return problem


hand_problem = card_list_problem(MAX_HAND_CARDS)
_trick_problem = card_list_problem(4)


def list_length_expected(text: str, length: int) -> Message:
    """The message for a list that must hold exactly ``length`` items; ``text`` says which."""
    return Message(text, "list_length_expected", length=length)


_HANDS_EXPECTED = list_length_expected(
    "Expected a list of 4 items, one per seat: a list of cards, or null when unknown.", 4)


def hands_problem(value: Any) -> Found | None:
    if type(value) is not list or len(value) != 4:
        return _HANDS_EXPECTED
    found = {}
    for seat, hand in enumerate(value):
        if hand is not None and (problem := hand_problem(hand)) is not None:
            found[seat] = problem
    return found or None


def tricks_problem(value: Any) -> Found | None:
    if type(value) is not list or len(value) > MAX_TRICKS:
        return TRICKS_EXPECTED
    found = {}
    for i, trick in enumerate(value):
        if (problem := _trick_problem(trick)) is not None:
            found[i] = problem
    return found or None


def any_value(value: Any) -> None:
    """The check of a field whose value someone else reads (a batch sub-request's body)."""
    return None


def fields_problem(value: dict[str, Any], checks: Mapping[str, Check],
                   required: Iterable[str] = ()) -> Found | None:
    """The problems of an object (a dict): each of ``required`` missing, each key that
    ``checks`` (field name -> check of its value) does not name, each value its check
    refuses; the first ``ENOUGH`` of them."""
    found: dict[str, Found] = {}
    for name in required:
        if name not in value:
            found[name] = MISSING
    for name, field_value in value.items():
        check = checks.get(name)
        problem = unknown_field(name, checks) if check is None else check(field_value)
        if problem is not None:
            found[name] = problem
            if len(found) >= ENOUGH:
                break
    return found or None


def items_problem(items: Iterable[Any], item_problem: Check) -> Found | None:
    """The problems of the items of a list, by index: the first ``ENOUGH`` of them."""
    found = {}
    for i, item in enumerate(items):
        if (problem := item_problem(item)) is not None:
            found[i] = problem
            if len(found) >= ENOUGH:
                break
    return found or None


def object_problem(checks: Mapping[str, Check], required: Iterable[str] = (),
                   not_an_object: Message = OBJECT_EXPECTED) -> Check:
    """A check for an object whose fields ``fields_problem`` checks."""
    def problem(value: Any) -> Found | None:
        if type(value) is not dict:
            return not_an_object
        return fields_problem(value, checks, required)
    return problem


def nullable(problem: Check) -> Check:
    return lambda value: None if value is None else problem(value)


_BIDS = frozenset(BID_VALUES)
_KINDS = frozenset(CONTRACT_KINDS)
NOT_A_CALL = Message(f"Not a call: one of {', '.join(CALL_WORDS)}, or an object "
                     '{"suit"}, {"bid", "kind"} (point auction), {"bid"} (bulgarian), '
                     '{"hokum"}, {"double"}, {"triple"} or {"four"} (Baloot).', "not_a_call")
_LOCK_PROBLEM = one_of_problem(("open", "closed"))
_BALOOT_CALLS = {"hokum": {"hokum": one_of_problem(SUITS, "a suit: S, H, D or C")},
                 **{word: {word: _LOCK_PROBLEM} for word in ("double", "triple", "four")}}
# Every bid there is, in the params too: an application can offer them.
_BID_PARAMS = {"bids": [*BID_VALUES, "capot"], "kinds": list(CONTRACT_KINDS)}
_BIDS_TEXT = (f"a multiple of 10 from {BID_VALUES[0]} to {BID_VALUES[-1]} (up to the rules "
              "bid_ceiling)")
BAD_BID = Message(f"A bid is {_BIDS_TEXT} or \"capot\" (point "
                  f"auction), or a contract kind: {', '.join(CONTRACT_KINDS)} (bulgarian).",
                  "not_a_bid", **_BID_PARAMS)
BID_EXPECTED = Message(f"Expected a bid: {_BIDS_TEXT} or "
                       '"capot".', "not_a_bid", **_BID_PARAMS)
_kind_problem = one_of_problem(CONTRACT_KINDS, "a contract kind: S, H, D, C, NT or AT")


def _is_bid(value: object) -> bool:
    """A point-auction bid value."""
    return type(value) is int and value in _BIDS or value == "capot"


_CALL_WORDS = frozenset(CALL_WORDS)
_SUIT_CALL = {"suit": one_of_problem(SUITS, "a suit: S, H, D or C")}
_POINT_BID = {"bid": lambda bid: None if _is_bid(bid) else BAD_BID, "kind": _kind_problem}
_BULGARIAN_BID = {"bid": lambda bid: None if _kind_problem(bid) is None else BAD_BID}


def call_problem(value: Any) -> Found | None:
    if type(value) is str:
        return None if value in _CALL_WORDS else suggesting(NOT_A_CALL, value, CALL_WORDS)
    if type(value) is not dict or not value:
        return NOT_A_CALL
    if "suit" in value:
        return fields_problem(value, _SUIT_CALL)
    for word, checks in _BALOOT_CALLS.items():
        if word in value:
            return fields_problem(value, checks)
    if "bid" not in value:
        return NOT_A_CALL
    return fields_problem(value, _POINT_BID if "kind" in value else _BULGARIAN_BID)


_MULTIPLIERS = BALOOT_MULTIPLIERS
_CONTRACT_FIELDS = {
    "taker": seat_problem,
    "kind": _kind_problem,
    "bid": lambda bid: None if _is_bid(bid) else BID_EXPECTED,
    "multiplier": lambda m: (None if type(m) in (int, str) and m in _MULTIPLIERS
                             else MULTIPLIER_EXPECTED),
    "receiver": seat_problem,  # Baloot: who takes the turned card
    "closed": lambda c: None if type(c) is bool else BOOLEAN_EXPECTED,  # Baloot
}
# {"taker", "kind", "bid"?, "multiplier"?}; the engine checks them against the rules.
contract_problem = object_problem(_CONTRACT_FIELDS, ("taker", "kind"))


def auction_problem(value: Any) -> Found | None:
    if type(value) is not list or len(value) > MAX_AUCTION_CALLS:
        return CALLS_EXPECTED
    found = {}
    for i, call in enumerate(value):
        if type(call) is str and call in _CALL_WORDS:  # the common case, without a call
            continue
        if (problem := call_problem(call)) is not None:
            found[i] = problem
    return found or None


_KINDS_EXPECTED = Message("Expected a non-empty list of distinct contract kinds among "
                          f"{', '.join(CONTRACT_KINDS)}.", "distinct_choices_expected",
                          choices=list(CONTRACT_KINDS))


def _kinds_problem(value: Any) -> Message | None:
    if (type(value) is list and value and all(type(k) is str and k in _KINDS for k in value)
            and len(set(value)) == len(value)):
        return None
    return _KINDS_EXPECTED


_LEVELS_EXPECTED = Message('Expected [2, 3, 4, "gahwa"] or [2].', "one_of_expected",
                           choices=['[2, 3, 4, "gahwa"]', "[2]"])


def _levels_problem(value: Any) -> Message | None:
    """A list of the chain's levels, as the spec's shape says; which chains Baloot plays
    (two) is the engine's to say, a 422 like any other contradiction of the rules."""
    if type(value) is list and 1 <= len(value) <= 4 and all(
            (type(v) is int and v in (2, 3, 4)) or v == "gahwa" for v in value):
        return None
    return _LEVELS_EXPECTED


# Baloot's match totals before the hand: two integers, team 0's then team 1's
match_totals_problem = pair_problem(0, MAX_MATCH_TOTAL)


def _flag_problem(value: Any) -> Message | None:
    return None if type(value) is bool else BOOLEAN_EXPECTED


_PRESET_PROBLEM = one_of_problem(PRESETS, "a preset: " + ", ".join(PRESETS))


def _numbers_problem(choices: Sequence[object], what: str) -> Check:
    """A check for one of a few integers (JSON true / false are not integers)."""
    allowed = frozenset(choices)
    message = Message(f"Expected {what}.", "one_of_expected", choices=[str(c) for c in choices])
    return lambda value: None if type(value) is int and value in allowed else message


class RulesetField(Protocol):
    """What the checks read of one of the engine's ``RULESET_FIELDS``."""

    @property
    def name(self) -> str: ...
    @property
    def choices(self) -> tuple[str | int, ...]: ...
    @property
    def span(self) -> tuple[int, int] | None: ...
    @property
    def flag(self) -> bool: ...
    @property
    def nullable(self) -> bool: ...
    def says(self) -> str: ...


def _override_problem(field: RulesetField) -> Check:
    """The check of one ruleset field's value, from the engine's table of fields: the
    widest any preset allows (the engine narrows them per preset and family)."""
    if field.name == "preset":
        return _PRESET_PROBLEM
    if field.name == "contract_kinds":
        return _kinds_problem
    if field.name == "target":
        return integer_problem(*TARGET_RANGE)
    if field.name == "doubling_levels":  # Baloot: one of two lists
        return _levels_problem
    if field.flag:
        return _flag_problem
    if field.span is not None:
        problem = integer_problem(*field.span)
    elif type(field.choices[0]) is int:
        problem = _numbers_problem(field.choices, field.says())
    else:
        problem = one_of_problem(field.choices)
    return nullable(problem) if field.nullable else problem


_overrides_problem = object_problem(
    {name: _override_problem(field) for name, field in RULESET_FIELDS.items()},
    ("preset",), Message("Expected a preset name or an object naming a preset and overriding "
                         "its fields.", "object_expected"))


def names_pilotta(rules: Any) -> bool:
    """Whether ``rules`` names a preset of Pilotta's family, whose summaries may leave out
    declarations and belote and whose match items their taker."""
    preset = rules.get("preset") if type(rules) is dict else rules
    return type(preset) is str and preset in PILOTTA_PRESETS


def rules_problem(value: Any) -> Found | None:
    """A preset name, or ``{"preset": name, <field>: <value>…}`` overriding its fields."""
    if type(value) is str:
        return _PRESET_PROBLEM(value)
    return _overrides_problem(value)
