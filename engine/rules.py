"""Rulesets as data (docs/rules.md §10): one frozen record, six named presets, overrides.

>>> resolve_rules("classic").target
1000
>>> resolve_rules({"preset": "club-501", "target": 701}).target
701
>>> resolve_rules({"preset": "club-501", "target": 2000})
Traceback (most recent call last):
...
engine.errors.ImpossibleState: target must be from 301 to 1001 for club-501
"""

from dataclasses import asdict, dataclass, replace

from engine.cards import CONTRACT_KINDS, SUITS
from engine.errors import ImpossibleState, MalformedInput, plain, shown


@dataclass(frozen=True)
class Ruleset:
    preset: str
    bidding: str
    contract_kinds: tuple
    declaration_comparison: str
    sequence_rank: str
    undertrump: str
    all_trump_points: str
    no_trump_points: str
    capot: str
    success: str
    tie: str
    declarations: str
    declaration_tie: str
    belote_on_failure: str
    dealer_must_name_in_round_two: bool
    redeal_by: str
    rounding: str
    target: int
    hand_limit: object  # int, or None for no limit
    # Beyond the fields of the sources: bulgarian AT counts a belote only when the first card
    # of the pair is led or follows suit (docs/rules.md §7.1), so that rule is a field too.
    all_trump_belote: str = "held"

    def as_dict(self):
        """The ruleset as plain JSON values (the form ``GET /v1/rulesets`` serves)."""
        fields = asdict(self)
        fields["contract_kinds"] = list(self.contract_kinds)
        return fields


_CLASSIC = Ruleset(
    preset="classic", bidding="take_or_pass", contract_kinds=("S", "H", "D", "C"),
    declaration_comparison="together", sequence_rank="value", undertrump="forced",
    all_trump_points="natural", no_trump_points="natural", capot="252",
    success="at_least", tie="takers_make", declarations="all",
    declaration_tie="first_speaker", belote_on_failure="holder",
    dealer_must_name_in_round_two=False, redeal_by="next", rounding="none",
    target=1000, hand_limit=None)
_COINCHE = replace(
    _CLASSIC, preset="coinche", bidding="point_auction", contract_kinds=CONTRACT_KINDS,
    undertrump="free", all_trump_points="scaled", no_trump_points="scaled", capot="250",
    declaration_tie="nobody", rounding="tens", target=2000)

PRESETS = {r.preset: r for r in (
    _CLASSIC,
    replace(_CLASSIC, preset="club-501", capot="250", success="more_than",
            tie="litige_next_defender", declaration_tie="nobody",
            dealer_must_name_in_round_two=True, redeal_by="same", target=501, hand_limit=40),
    replace(_CLASSIC, preset="litige", success="more_than", tie="litige_next_winner"),
    _COINCHE,
    replace(_COINCHE, preset="contree", contract_kinds=("S", "H", "D", "C"),
            declarations="belote_only", belote_on_failure="winners"),
    replace(_COINCHE, preset="bulgarian", bidding="bulgarian_auction",
            contract_kinds=("C", "D", "H", "S", "NT", "AT"), declaration_comparison="separate",
            sequence_rank="length", all_trump_points="natural", no_trump_points="doubled",
            capot="plus_90", success="more_than", tie="hanging", belote_on_failure="winners",
            rounding="bulgarian_tens", target=151, all_trump_belote="played_to_suit"),
)}

CHOICES = {
    "bidding": ("take_or_pass", "point_auction", "bulgarian_auction"),
    "declaration_comparison": ("together", "separate"),
    "sequence_rank": ("value", "length"),
    "undertrump": ("forced", "free"),
    "all_trump_points": ("natural", "scaled"),
    "no_trump_points": ("natural", "scaled", "doubled"),
    "capot": ("252", "250", "plus_90"),
    "success": ("at_least", "more_than"),
    "tie": ("takers_make", "litige_next_defender", "litige_next_winner", "hanging"),
    "declarations": ("all", "belote_only"),
    "declaration_tie": ("first_speaker", "nobody"),
    "belote_on_failure": ("holder", "winners"),
    "redeal_by": ("next", "same"),
    "rounding": ("none", "tens", "bulgarian_tens"),
    "all_trump_belote": ("held", "played_to_suit"),
}
# Targets a table may set, per preset; club-501's range is its source's (301 to 1001).
TARGET_RANGES = {"classic": (100, 10000), "club-501": (301, 1001), "litige": (100, 10000),
                 "coinche": (500, 10000), "contree": (500, 10000), "bulgarian": (11, 1001)}
HAND_LIMIT_RANGE = (1, 1000)
# What each bidding family allows; anything else contradicts the family.
_FAMILY = {
    "take_or_pass": {"contract_kinds": tuple(SUITS), "tie": ("takers_make", "litige_next_defender",
                     "litige_next_winner"), "capot": ("252", "250"),
                     "rounding": ("none", "tens")},
    "point_auction": {"contract_kinds": CONTRACT_KINDS, "tie": ("takers_make",),
                      "capot": ("250",), "rounding": ("none", "tens"), "success": ("at_least",)},
    "bulgarian_auction": {"contract_kinds": CONTRACT_KINDS, "tie": ("hanging",),
                          "capot": ("plus_90",), "rounding": ("bulgarian_tens",),
                          "success": ("more_than",)},
}


def resolve_rules(spec):
    """The ruleset a request names: a preset name, or ``{"preset": name, field: value…}``.

    Raises ``MalformedInput`` (unknown preset or field, wrong type, out of range) or
    ``ImpossibleState`` (a combination that contradicts the family), pointing at the field.
    """
    if isinstance(spec, str):
        return _preset(spec, "")
    if not isinstance(spec, dict):
        raise MalformedInput("rules must be a preset name or an object naming a preset")
    if "preset" not in spec:
        raise MalformedInput("rules needs a preset to override", "/preset")
    base = _preset(spec["preset"], "/preset")
    changes = {}
    for name, value in spec.items():
        if name == "preset":
            continue
        changes[name] = _check_field(base, name, value)
    rules = replace(base, **changes)
    _check_family(rules, changes)
    return rules


def _preset(name, pointer):
    if not isinstance(name, str) or name not in PRESETS:
        raise MalformedInput(f"unknown preset {shown(name)}; presets are "
                             f"{', '.join(PRESETS)}", pointer)
    return PRESETS[name]


def _check_field(base, name, value):
    pointer = "/" + name
    if name in CHOICES:
        if not isinstance(value, str) or value not in CHOICES[name]:
            raise MalformedInput(f"{name} must be one of {', '.join(CHOICES[name])}", pointer)
        return value
    if name == "contract_kinds":
        if (not isinstance(value, list) or not value
                or any(not isinstance(k, str) or k not in CONTRACT_KINDS for k in value)
                or len(set(value)) != len(value)):
            raise MalformedInput("contract_kinds must be a non-empty list of distinct kinds "
                                 "among S, H, D, C, NT, AT", pointer)
        return tuple(k for k in base.contract_kinds if k in value) + tuple(
            k for k in value if k not in base.contract_kinds)
    if name == "dealer_must_name_in_round_two":
        if not isinstance(value, bool):
            raise MalformedInput(f"{name} must be true or false", pointer)
        return value
    if name == "target":
        low, high = TARGET_RANGES[base.preset]
        if not _is_int(value):
            raise MalformedInput("target must be an integer", pointer)
        if not low <= value <= high:  # a number, but not one this table plays to
            raise ImpossibleState.of("target_out_of_range", pointer, low=low, high=high,
                                     preset=base.preset)
        return value
    if name == "hand_limit":
        low, high = HAND_LIMIT_RANGE
        if value is not None and (not _is_int(value) or not low <= value <= high):
            raise MalformedInput(f"hand_limit must be null or an integer from {low} to {high}",
                                 pointer)
        return value
    raise MalformedInput(f"unknown ruleset field {shown(name)}", pointer)


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def _check_family(rules, changes):
    if rules.bidding != PRESETS[rules.preset].bidding:
        raise ImpossibleState.of("family_change", "/bidding", preset=rules.preset)
    allowed = _FAMILY[rules.bidding]
    for name, values in allowed.items():
        value = getattr(rules, name)
        bad = [v for v in value if v not in values] if name == "contract_kinds" else (
            [value] if value not in values else [])
        if bad:
            raise ImpossibleState.of("contradicts_family", "/" + name, field=name,
                                     value=plain(bad[0]), bidding=rules.bidding)
    if rules.bidding != "take_or_pass" and rules.dealer_must_name_in_round_two:
        raise ImpossibleState.of("dealer_must_name_needs_take_or_pass",
                                 "/dealer_must_name_in_round_two")
    if rules.bidding == "take_or_pass" and (rules.success == "at_least") != (
            rules.tie == "takers_make"):
        field = "tie" if "tie" in changes else "success"
        raise ImpossibleState.of("success_tie_mismatch", "/" + field)
