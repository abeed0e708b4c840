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

from dataclasses import asdict, astuple, dataclass, replace

from engine.rules.cards import CONTRACT_KINDS, SUITS, table_for
from engine.errors import ImpossibleState, MalformedInput, plain, shown
from engine.rules.play import play_rules


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
    # The jass family's fields (docs/rules.md, Klaverjas and Bela). Their defaults are
    # what the six French and Bulgarian presets always did, so those presets read the same.
    trump_choice: str = "pass_round"
    all_pass: str = "redeal"
    deal_packets: str = "3-2-3"
    trump_obligation: str = "french"
    partner_exemption: bool = True
    must_beat_plain: bool = False
    four_jacks: int = 200
    four_of_a_kind_ranks: str = "all"
    roem_claim: str = "automatic"
    failure_transfer: str = "all"
    pit_bonus: int = 0
    pit_scope: str = "any_team"
    game_end: str = "target"
    deals_per_game: object = None  # int with game_end "deals"
    match_tie: str = "play_on"
    dealer_must: bool = False
    long_sequence: str = "flat_100"
    belot: str = "none"
    trump_sequence_priority: bool = True
    swept_declarations: str = "keep"
    bela_claim: str = "automatic"
    # Baloot's fields (docs/rules.md, Baloot; RULES §12.13). Their defaults are what the
    # other presets always did (or a value they never read).
    direction: str = "clockwise"
    ashkal_on_ace: bool = False
    sun_priority: str = "none"
    hokum_confirm: bool = True
    sun_over_hokum_on_ace: str = "anyone"
    round2_answers: str = "all_others"
    doubling: str = "auction"
    doubling_levels: tuple = (2, 3, 4, "gahwa")
    sun_double_limit: int = 100
    lock_chooser: str = "raiser"
    closed_lock: str = "none"
    trump_led_climb: str = "always"
    hundred_rank: str = "sequence_first"
    baloot_absorbed_by: str = "any_project"
    game_points: str = "count_defenders"
    khasara_test: str = "abnat"
    double_projects: str = "level"
    gahwa: str = "wins_match"
    project_claim: str = "automatic"
    baloot_doubling: str = "never"

    # What the hot paths read per card or per state, worked out once per ruleset (a
    # property here cost a call each time): ``play``, the fields the legal-cards algorithm
    # reads as one shared value; ``tables``, each contract kind's card table; the hash.
    # Slots beside the fields' __dict__: as_dict, equality, replace() and ``__dict__`` see
    # only the rules.
    __slots__ = ("__dict__", "play", "tables", "_hash")

    def __post_init__(self):
        object.__setattr__(self, "play", play_rules(
            self.partner_exemption, self.undertrump, self.must_beat_plain,
            self.trump_led_climb))
        tables = {kind: table_for(kind, self.all_trump_points, self.no_trump_points)
                  for kind in CONTRACT_KINDS}
        # a closed Hokum's table (§12.7): the same cards, no trump led while holding another
        tables.update({(kind, "closed"): table_for(kind, self.all_trump_points,
                                                   self.no_trump_points, True)
                       for kind in SUITS})
        object.__setattr__(self, "tables", tables)
        # dataclass would hash some forty fields on every call; rules key memos read per
        # state (state._replayed)
        object.__setattr__(self, "_hash", hash(astuple(self)))

    def __hash__(self):
        return self._hash

    def __reduce__(self):  # copied or pickled through __init__: the slots are derived
        return self.__class__, astuple(self)

    def as_dict(self):
        """The ruleset as plain JSON values (the form ``GET /v1/rulesets`` serves)."""
        fields = asdict(self)
        fields["contract_kinds"] = list(self.contract_kinds)
        fields["doubling_levels"] = list(self.doubling_levels)
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

_KLAVERJAS = replace(
    _CLASSIC, preset="klaverjas-rotterdam", bidding="trump_choice", capot="none",
    success="more_than", tie="makers_fail", declarations="roem", declaration_tie="nobody",
    target=1500, all_pass="forced_eldest", trump_obligation="rotterdam",
    partner_exemption=False, four_jacks=100, pit_bonus=100, game_end="deals",
    deals_per_game=16, match_tie="draw")

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
    _KLAVERJAS,
    replace(_KLAVERJAS, preset="klaverjas-amsterdam", trump_obligation="amsterdam",
            partner_exemption=True, undertrump="last_resort", four_jacks=200),
    replace(_CLASSIC, preset="bela", bidding="talon_call", capot="plus_90", sequence_rank="length",
            success="more_than", tie="takers_fall", belote_on_failure="winners", target=1001,
            partner_exemption=False, must_beat_plain=True, dealer_must=True, belot="wins_match",
            trump_sequence_priority=False, swept_declarations="void"),
    # Baloot (§12): Hokum is the suit contract, Sun the natural no trump (130)
    replace(_CLASSIC, preset="baloot", bidding="baloot_auction",
            contract_kinds=("S", "H", "D", "C", "NT"), capot="kaboot", success="more_than",
            declarations="projects", rounding="baloot", target=152,
            trump_sequence_priority=False, direction="counter_clockwise",
            doubling="baloot_chain", closed_lock="lead_no_trump"),
)}

CHOICES = {
    "bidding": ("take_or_pass", "point_auction", "bulgarian_auction", "trump_choice",
                "talon_call"),
    "declaration_comparison": ("together", "separate"),
    "sequence_rank": ("value", "length"),
    "undertrump": ("forced", "free", "last_resort"),
    "all_trump_points": ("natural", "scaled"),
    "no_trump_points": ("natural", "scaled", "doubled"),
    "capot": ("252", "250", "plus_90", "none"),
    "success": ("at_least", "more_than"),
    "tie": ("takers_make", "litige_next_defender", "litige_next_winner", "hanging",
            "makers_fail", "takers_fall"),
    "declarations": ("all", "belote_only", "roem"),
    "declaration_tie": ("first_speaker", "nobody"),
    "belote_on_failure": ("holder", "winners"),
    "redeal_by": ("next", "same"),
    "rounding": ("none", "tens", "bulgarian_tens"),
    "all_trump_belote": ("held", "played_to_suit"),
    "trump_choice": ("pass_round", "eldest_must"),
    "all_pass": ("forced_eldest", "forced_dealer", "redeal"),
    "deal_packets": ("3-2-3", "4-4"),
    "trump_obligation": ("french", "rotterdam", "amsterdam"),
    "four_of_a_kind_ranks": ("all", "high"),
    "roem_claim": ("automatic", "must_claim"),
    "failure_transfer": ("all",),
    "pit_scope": ("any_team", "makers_only"),
    "game_end": ("target", "deals"),
    "match_tie": ("play_on", "draw"),
    "long_sequence": ("flat_100", "step_50"),
    "belot": ("none", "wins_match", "points_1000"),
    "swept_declarations": ("keep", "void", "to_sweeper"),
    "bela_claim": ("automatic", "on_play"),
    "direction": ("clockwise", "counter_clockwise"),
    "sun_priority": ("none", "earlier_opponents"),
    "sun_over_hokum_on_ace": ("anyone", "eldest_only"),
    "round2_answers": ("all_others", "later_seats"),
    "doubling": ("auction", "baloot_chain"),
    "lock_chooser": ("raiser", "buyer"),
    "closed_lock": ("none", "lead_no_trump"),
    "trump_led_climb": ("always", "unless_partner", "never"),
    "hundred_rank": ("sequence_first", "top_card"),
    "baloot_absorbed_by": ("any_project", "hundred_only"),
    "game_points": ("count_defenders", "per_team"),
    "khasara_test": ("abnat", "game_points"),
    "double_projects": ("level", "double_only"),
    "gahwa": ("wins_match", "flat_152"),
    "project_claim": ("automatic",),
    "baloot_doubling": ("never",),
}
CHOICES["bidding"] += ("baloot_auction",)
CHOICES["declarations"] += ("projects",)
CHOICES["capot"] += ("kaboot",)
CHOICES["rounding"] += ("baloot",)
FLAGS = ("dealer_must_name_in_round_two", "partner_exemption", "must_beat_plain", "dealer_must",
         "trump_sequence_priority", "ashkal_on_ace", "hokum_confirm")
# Baloot's doubling chains (§12.6): every level, or the double alone
DOUBLING_LEVELS = ((2, 3, 4, "gahwa"), (2,))
SUN_DOUBLE_LIMIT_RANGE = (0, 10000)
FOUR_JACKS = (200, 100)
PIT_BONUS_RANGE = (0, 1000)
DEALS_PER_GAME_RANGE = (1, 1000)
# Targets a table may set, per preset; club-501's range is its source's (301 to 1001).
TARGET_RANGES = {"classic": (100, 10000), "club-501": (301, 1001), "litige": (100, 10000),
                 "coinche": (500, 10000), "contree": (500, 10000), "bulgarian": (11, 1001),
                 "klaverjas-rotterdam": (100, 10000), "klaverjas-amsterdam": (100, 10000),
                 "bela": (301, 10000), "baloot": (0, 10000)}
HAND_LIMIT_RANGE = (1, 1000)
# What each bidding family allows; anything else contradicts the family.
_FAMILY = {
    "take_or_pass": {"contract_kinds": tuple(SUITS), "tie": ("takers_make", "litige_next_defender",
                     "litige_next_winner"), "capot": ("252", "250"),
                     "rounding": ("none", "tens"), "declarations": ("all", "belote_only")},
    "point_auction": {"contract_kinds": CONTRACT_KINDS, "tie": ("takers_make",),
                      "capot": ("250",), "rounding": ("none", "tens"), "success": ("at_least",),
                      "declarations": ("all", "belote_only")},
    "bulgarian_auction": {"contract_kinds": CONTRACT_KINDS, "tie": ("hanging",),
                          "capot": ("plus_90",), "rounding": ("bulgarian_tens",),
                          "success": ("more_than",), "declarations": ("all", "belote_only")},
    "trump_choice": {"contract_kinds": tuple(SUITS), "tie": ("makers_fail",),
                     "capot": ("none",), "rounding": ("none",), "success": ("more_than",),
                     "declarations": ("roem",)},
    "talon_call": {"contract_kinds": tuple(SUITS), "tie": ("takers_fall", "litige_next_winner"),
                   "capot": ("plus_90",), "rounding": ("none",), "success": ("more_than",),
                   "declarations": ("all",)},
    # §12.13: each field's values with this preset (the one-value fields included)
    "baloot_auction": {"contract_kinds": ("S", "H", "D", "C", "NT"),
                       "tie": ("takers_make", "takers_fall"), "capot": ("kaboot",),
                       "rounding": ("baloot",), "declarations": ("projects",),
                       "no_trump_points": ("natural",), "doubling": ("baloot_chain",),
                       "closed_lock": ("lead_no_trump",), "trump_obligation": ("french",),
                       "partner_exemption": (True,), "must_beat_plain": (False,),
                       "declaration_comparison": ("together",),
                       "declaration_tie": ("first_speaker",),
                       "trump_sequence_priority": (False,), "project_claim": ("automatic",),
                       "bela_claim": ("automatic",), "failure_transfer": ("all",),
                       "baloot_doubling": ("never",), "match_tie": ("play_on",),
                       "undertrump": ("forced", "free")},
}
# The fields a family's rules may name at all (None: any): §12.13 says any other field
# with the baloot preset is a client error, even at the preset's own value.
_FIELDS_OF = {"baloot_auction": frozenset((
    "bidding", "direction", "contract_kinds", "ashkal_on_ace", "sun_priority", "hokum_confirm",
    "sun_over_hokum_on_ace", "round2_answers", "redeal_by", "doubling_levels",
    "sun_double_limit", "lock_chooser", "trump_led_climb", "undertrump", "declarations",
    "hundred_rank", "baloot_absorbed_by", "game_points", "khasara_test", "tie", "capot",
    "double_projects", "belote_on_failure", "gahwa", "rounding", "target", "no_trump_points",
    "doubling", "closed_lock", "trump_obligation", "partner_exemption", "must_beat_plain",
    "declaration_comparison", "declaration_tie", "trump_sequence_priority", "project_claim",
    "bela_claim", "failure_transfer", "baloot_doubling", "match_tie"))}
_BALOOT_ONLY = ("baloot_auction",)
# Fields that only mean something in some bidding families: changing one elsewhere is a
# contradiction, not a silent no-op.
_ONLY_IN = {
    "trump_choice": ("trump_choice",), "all_pass": ("trump_choice",),
    "four_jacks": ("trump_choice",), "four_of_a_kind_ranks": ("trump_choice",),
    "roem_claim": ("trump_choice",), "deal_packets": ("trump_choice", "point_auction"),
    "dealer_must": ("talon_call",), "long_sequence": ("talon_call",), "belot": ("talon_call",),
    "bela_claim": ("talon_call", "baloot_auction"), "swept_declarations": ("talon_call",),
    **{name: _BALOOT_ONLY for name in (
        "direction", "ashkal_on_ace", "sun_priority", "hokum_confirm", "sun_over_hokum_on_ace",
        "round2_answers", "doubling", "doubling_levels", "sun_double_limit", "lock_chooser",
        "closed_lock", "trump_led_climb", "hundred_rank", "baloot_absorbed_by", "game_points",
        "khasara_test", "double_projects", "gahwa", "project_claim", "baloot_doubling")},
}
# What a trump obligation says of the partner exemption (None: the field decides).
OBLIGATION_EXEMPTION = {"french": None, "rotterdam": False, "amsterdam": True}


def resolve_rules(spec):
    """The ruleset a request names: a preset name, or ``{"preset": name, field: value…}``.

    Raises ``MalformedInput`` (unknown preset or field, wrong type, out of range) or
    ``ImpossibleState`` (a combination that contradicts the family), pointing at the field.

    >>> resolve_rules({"preset": "classic", "undertrump": "free"}) is resolve_rules(
    ...     {"preset": "classic", "undertrump": "free"})
    True
    """
    if isinstance(spec, str):
        return _preset(spec, "")
    key = _override_key(spec)
    rules = _RESOLVED.get(key) if key is not None else None
    if rules is None:
        rules = _resolved(spec)
        if key is not None:
            if len(_RESOLVED) >= _RESOLVED_KEPT:
                _RESOLVED.clear()
            _RESOLVED[key] = rules
    return rules


# Rulesets with overrides, by the overrides as written: a client playing house rules names
# them in every request, and resolving them (each field checked, the record replaced, its
# tables looked up and its hash worked out) costs several times what reading a whole deal
# state does. Each value is keyed with its type, as JSON tells true from 1 and 1 from
# 1.0 where Python's equality does not. Only overrides that resolve are kept (a refused
# one is refused again, with its pointer), and the memo is emptied when full, so hostile
# traffic costs resolutions, never memory.
_RESOLVED = {}
_RESOLVED_KEPT = 1024
_SCALARS = frozenset((str, int, bool, float, type(None)))


def _override_key(spec):
    """``spec``'s items with the type of each value, or None (not a plain object of
    scalars and lists of scalars: resolved every time)."""
    if type(spec) is not dict:
        return None
    key = []
    for name, value in spec.items():
        kind = value.__class__
        if kind is list:
            if not all(item.__class__ in _SCALARS for item in value):
                return None
            value = tuple((item.__class__, item) for item in value)
        elif kind not in _SCALARS:
            return None
        key.append((name, kind, value))
    return tuple(key)


def _resolved(spec):
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
    obligation = changes.get("trump_obligation")
    if OBLIGATION_EXEMPTION.get(obligation) is not None and "partner_exemption" not in changes:
        # naming an obligation brings the partner exemption it implies
        changes["partner_exemption"] = OBLIGATION_EXEMPTION[obligation]
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
    if name in FLAGS:
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
    if name == "doubling_levels":
        levels = tuple(value) if isinstance(value, list) else None
        if levels is None or not any(_same_levels(levels, d) for d in DOUBLING_LEVELS):
            raise MalformedInput('doubling_levels must be [2, 3, 4, "gahwa"] or [2]', pointer)
        return next(d for d in DOUBLING_LEVELS if _same_levels(levels, d))
    if name == "sun_double_limit":
        low, high = SUN_DOUBLE_LIMIT_RANGE
        if not _is_int(value) or not low <= value <= high:
            raise MalformedInput(f"sun_double_limit must be an integer from {low} to {high}",
                                 pointer)
        return value
    if name == "four_jacks":
        if not _is_int(value) or value not in FOUR_JACKS:
            raise MalformedInput("four_jacks must be 200 or 100", pointer)
        return value
    if name in ("pit_bonus", "deals_per_game"):
        low, high = PIT_BONUS_RANGE if name == "pit_bonus" else DEALS_PER_GAME_RANGE
        if value is None and name == "deals_per_game":
            return value
        if not _is_int(value) or not low <= value <= high:
            raise MalformedInput(f"{name} must be an integer from {low} to {high}", pointer)
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


def _same_levels(given: tuple, levels: tuple) -> bool:
    """Whether ``given`` (as JSON read it) is ``levels``: true is not 1, "2" is not 2."""
    return len(given) == len(levels) and all(
        type(g) is type(v) and g == v for g, v in zip(given, levels))


def _check_family(rules, changes):
    if rules.bidding != PRESETS[rules.preset].bidding:
        raise ImpossibleState.of("family_change", "/bidding", preset=rules.preset)
    named = _FIELDS_OF.get(rules.bidding)
    for name in changes:
        if named is not None and name not in named:
            raise ImpossibleState.of("contradicts_family", "/" + name, field=name,
                                     value=plain(changes[name]), bidding=rules.bidding)
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
    for name, families in _ONLY_IN.items():
        if name in changes and rules.bidding not in families:
            raise ImpossibleState.of("contradicts_family", "/" + name, field=name,
                                     value=plain(changes[name]), bidding=rules.bidding)
    _check_obligation(rules, changes)
    if rules.game_end == "deals" and rules.deals_per_game is None:
        raise ImpossibleState.of("rules_contradiction", "/game_end", first="game_end deals",
                                 second="deals_per_game null")
    if rules.bidding == "take_or_pass" and (rules.success == "at_least") != (
            rules.tie == "takers_make"):
        field = "tie" if "tie" in changes else "success"
        raise ImpossibleState.of("success_tie_mismatch", "/" + field)


def _check_obligation(rules, changes):
    """rotterdam: trump even over a partner; amsterdam: the partner exemption, and no
    forced undertrump (the two cannot both hold, §10.9)."""
    exemption = OBLIGATION_EXEMPTION[rules.trump_obligation]
    if exemption is not None and rules.partner_exemption != exemption:
        raise ImpossibleState.of(
            "rules_contradiction", "/partner_exemption" if "partner_exemption" in changes
            else "/trump_obligation", first=f"trump_obligation {rules.trump_obligation}",
            second=f"partner_exemption {str(rules.partner_exemption).lower()}")
    if rules.trump_obligation == "amsterdam" and rules.undertrump == "forced":
        raise ImpossibleState.of(
            "rules_contradiction", "/undertrump" if "undertrump" in changes
            else "/trump_obligation", first="trump_obligation amsterdam",
            second="undertrump forced")
