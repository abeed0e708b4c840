"""Rulesets as data (docs/rules.md §10): one frozen record, the named presets, overrides.

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
from dataclasses import field as _field
from typing import TYPE_CHECKING, Any, ClassVar, TypeGuard

from engine.rules.cards import CONTRACT_KINDS, SUITS, Table, table_for
from engine.errors import ImpossibleState, MalformedInput, plain, shown, suggested
from engine.rules.play import PlayRules, play_rules


@dataclass(frozen=True)
class Ruleset:
    preset: str
    bidding: str
    contract_kinds: tuple[str, ...]
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
    hand_limit: int | None  # None for no limit
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
    deals_per_game: int | None = None  # an int with game_end "deals"
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
    doubling_levels: tuple[int | str, ...] = (2, 3, 4, "gahwa")
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
    # Pilotta's and Bazaar Blot's fields (docs/rules.md, Pilotta; RULES §13.11, §14.11).
    # The other presets hold them at these values and never read them.
    bid_ceiling: int = 160
    carre_values: str = "standard"
    no_trump_declarations: str = "none"
    bid_bonus: str = "made_and_failed"
    contra_score: str = "bid_multiplied"
    swept_takers: str = "by_total"
    no_trump_bid_factor: int = 1
    split_six: str = "takers"

    # What the hot paths read per card or per state, worked out once per ruleset (a
    # property here cost a call each time): ``play``, the fields the legal-cards algorithm
    # reads as one shared value; ``tables``, each contract kind's card table; the hash.
    # Slots beside the fields' __dict__: as_dict, equality, replace() and ``__dict__`` see
    # only the rules.
    __slots__ = ("__dict__", "play", "tables", "_hash")
    if TYPE_CHECKING:  # the slots' types, for the checker only: they are not fields
        play: ClassVar[PlayRules]
        tables: ClassVar[dict[str | tuple[str, str], Table]]
        _hash: ClassVar[int]

    @property
    def family(self) -> str:
        """The family the checks and listings go by: the bidding, unless the preset names
        a family of its own (two presets share the point auction with coinche)."""
        return FAMILY_OF_PRESET.get(self.preset, self.bidding)

    def __post_init__(self) -> None:
        object.__setattr__(self, "play", play_rules(
            self.partner_exemption, self.undertrump, self.must_beat_plain,
            self.trump_led_climb))
        tables: dict[str | tuple[str, str], Table]
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

    def __hash__(self) -> int:
        return self._hash

    # copied or pickled through __init__: the slots are derived
    def __reduce__(self) -> tuple[type["Ruleset"], tuple[Any, ...]]:
        return self.__class__, astuple(self)

    def as_dict(self) -> dict[str, Any]:
        """The ruleset as plain JSON values (the form ``GET /v1/rulesets`` serves): every
        field its family may name, so that the listing is accepted back as ``rules`` (a
        family that names only some fields, Baloot's, lists only those)."""
        fields = asdict(self)
        fields["contract_kinds"] = list(self.contract_kinds)
        fields["doubling_levels"] = list(self.doubling_levels)
        named = NAMED_BY_FAMILY.get(self.family)
        if named is not None:
            fields = {name: value for name, value in fields.items()
                      if name == "preset" or name in named}
        return fields


# Presets whose family is not their bidding's: Pilotta and Bazaar Blot bid as coinche does
# and score as neither (docs/rules.md, Pilotta).
FAMILY_OF_PRESET = {"pilotta": "pilotta", "bazar-blot": "pilotta"}

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

_PILOTTA = replace(
    _COINCHE, preset="pilotta", contract_kinds=("S", "H", "D", "C"),
    direction="counter_clockwise", bid_ceiling=240, partner_exemption=False,
    undertrump="forced", sequence_rank="length", trump_sequence_priority=True,
    declaration_tie="nobody", belote_on_failure="winners", success="at_least",
    swept_takers="fail", rounding="split_tens", target=351, no_trump_points="scaled")

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
    # Pilotta (§13): the point auction to 240, Klaverjas-Rotterdam's play, game points
    _PILOTTA,
    # Bazaar Blot (§14): Pilotta's scoring, a scaled no trump, coinche's play
    replace(_PILOTTA, preset="bazar-blot", contract_kinds=CONTRACT_KINDS[:5],
            direction="clockwise", bid_ceiling=160, no_trump_points="scaled",
            partner_exemption=True, undertrump="free", no_trump_declarations="all",
            trump_sequence_priority=False, success="more_than", split_six="defenders",
            target=301),
)}

@dataclass(frozen=True, eq=False)
class Field:
    """One field of a ruleset as a request overrides it: the values it takes, the bidding
    families it means something in, and the section of docs/rules.md that says what it does.
    The engine's override checks, the service's (service/schemas/fields.py) and the enums of
    openapi.yaml (tests/engine/test_ruleset_fields.py) all come from ``FIELDS``."""

    name: str
    section: str  # of docs/rules.md
    choices: tuple[str | int, ...] = ()  # the values of a field of strings, or of a few integers
    span: tuple[int, int] | None = None  # (low, high) of an integer field
    flag: bool = False  # true or false
    nullable: bool = False  # null is a value too (an integer field's "none")
    families: tuple[str, ...] | None = None  # the bidding families it applies to; None: every one
    # The values each bidding family allows; a family not named allows every value.
    by_family: dict[str, tuple[Any, ...]] = _field(default_factory=dict)
    expected: str | None = None  # what the refusal says the field must be, when not derived

    def says(self) -> str:
        """What a refusal says the field must be.

        >>> FIELDS["four_jacks"].says(), FIELDS["hand_limit"].says()
        ('200 or 100', 'null or an integer from 1 to 1000')
        """
        if self.expected is not None:
            return self.expected
        if self.flag:
            return "true or false"
        if self.span is not None:
            low, high = self.span
            return ("null or " if self.nullable else "") + f"an integer from {low} to {high}"
        if all(isinstance(c, int) for c in self.choices):
            return " or ".join(map(str, self.choices))
        return "one of " + ", ".join(map(str, self.choices))


_TAKE, _POINT, _BULGARIAN = "take_or_pass", "point_auction", "bulgarian_auction"
_TRUMP_CHOICE, _TALON = "trump_choice", "talon_call"
_JASS = (_TRUMP_CHOICE,)
_BALOOT = "baloot_auction"
_BALOOT_ONLY = (_BALOOT,)
_PIL = "pilotta"  # Pilotta's and Bazaar Blot's family (FAMILY_OF_PRESET)
_PIL_ONLY = (_PIL,)

# Each field once. The family checks run in this order, so the first contradiction named is
# the first field here: contract kinds, tie, capot, rounding, success, declarations, then
# the fields of some families only (trump_choice… roem_claim, deal_packets, dealer_must…).
FIELDS = {f.name: f for f in (
    Field("preset", "1"),
    Field("bidding", "5", (_TAKE, _POINT, _BULGARIAN, _TRUMP_CHOICE, _TALON, _BALOOT)),
    Field("contract_kinds", "3", by_family={
        _TAKE: tuple(SUITS), _POINT: CONTRACT_KINDS, _BULGARIAN: CONTRACT_KINDS,
        _TRUMP_CHOICE: tuple(SUITS), _TALON: tuple(SUITS), _BALOOT: (*SUITS, "NT"),
        _PIL: (*SUITS, "NT")}),
    Field("tie", "8.2", ("takers_make", "litige_next_defender", "litige_next_winner",
                         "hanging", "makers_fail", "takers_fall"), by_family={
        _TAKE: ("takers_make", "litige_next_defender", "litige_next_winner"),
        _POINT: ("takers_make",), _BULGARIAN: ("hanging",), _TRUMP_CHOICE: ("makers_fail",),
        _TALON: ("takers_fall", "litige_next_winner"), _BALOOT: ("takers_make", "takers_fall"),
        _PIL: ("takers_make",)}),
    Field("capot", "8.1", ("252", "250", "plus_90", "none", "kaboot"), by_family={
        _TAKE: ("252", "250"), _POINT: ("250",), _BULGARIAN: ("plus_90",),
        _TRUMP_CHOICE: ("none",), _TALON: ("plus_90",), _BALOOT: ("kaboot",), _PIL: ("250",)}),
    Field("rounding", "8.4", ("none", "tens", "bulgarian_tens", "baloot", "split_tens"),
          by_family={
        _TAKE: ("none", "tens"), _POINT: ("none", "tens"), _BULGARIAN: ("bulgarian_tens",),
        _TRUMP_CHOICE: ("none",), _TALON: ("none",), _BALOOT: ("baloot",),
        _PIL: ("split_tens",)}),
    Field("success", "8.2", ("at_least", "more_than"), by_family={
        _POINT: ("at_least",), _BULGARIAN: ("more_than",), _TRUMP_CHOICE: ("more_than",),
        _TALON: ("more_than",)}),
    Field("declarations", "7.1", ("all", "belote_only", "roem", "projects"), by_family={
        _TAKE: ("all", "belote_only"), _POINT: ("all", "belote_only"),
        _BULGARIAN: ("all", "belote_only"), _TRUMP_CHOICE: ("roem",), _TALON: ("all",),
        _BALOOT: ("projects",), _PIL: ("all",)}),
    Field("declaration_comparison", "7.2", ("together", "separate"),
          by_family={_BALOOT: ("together",), _PIL: ("together",)}),
    Field("sequence_rank", "7.2", ("value", "length")),
    Field("undertrump", "6", ("forced", "free", "last_resort"),
          by_family={_BALOOT: ("forced", "free"), _PIL: ("forced", "free")}),
    Field("all_trump_points", "4", ("natural", "scaled")),
    Field("no_trump_points", "4", ("natural", "scaled", "doubled"),
          by_family={_BALOOT: ("natural",), _PIL: ("scaled", "natural")}),
    Field("declaration_tie", "7.2", ("first_speaker", "nobody"),
          by_family={_BALOOT: ("first_speaker",)}),
    Field("belote_on_failure", "8", ("holder", "winners")),
    Field("dealer_must_name_in_round_two", "5.1", flag=True),
    Field("redeal_by", "5", ("next", "same")),
    Field("target", "9"),  # its range is the preset's: TARGET_RANGES
    Field("hand_limit", "9", span=(1, 1000), nullable=True, by_family={_PIL: (None,)}),
    Field("all_trump_belote", "7.1", ("held", "played_to_suit")),
    Field("trump_choice", "11", ("pass_round", "eldest_must"), families=_JASS),
    Field("all_pass", "11", ("forced_eldest", "forced_dealer", "redeal"), families=_JASS),
    Field("trump_obligation", "11", ("french", "rotterdam", "amsterdam"),
          by_family={_BALOOT: ("french",), _PIL: ("french",)}),
    Field("partner_exemption", "11", flag=True, by_family={_BALOOT: (True,)}),
    Field("must_beat_plain", "12", flag=True, by_family={_BALOOT: (False,), _PIL: (False,)}),
    Field("four_jacks", "11", (200, 100), families=_JASS),
    Field("four_of_a_kind_ranks", "11", ("all", "high"), families=_JASS),
    Field("roem_claim", "11", ("automatic", "must_claim"), families=_JASS),
    Field("deal_packets", "11", ("3-2-3", "4-4"), families=(_TRUMP_CHOICE, _POINT, _PIL)),
    Field("failure_transfer", "11", ("all", "cards"), by_family={
        family: ("all",) for family in (_TAKE, _POINT, _BULGARIAN, _TRUMP_CHOICE, _TALON,
                                        _BALOOT)}),
    Field("pit_bonus", "11", span=(0, 1000)),
    Field("pit_scope", "11", ("any_team", "makers_only")),
    Field("game_end", "9", ("target", "deals"), by_family={_PIL: ("target",)}),
    # null as with hand_limit, though its refusal has always said only "an integer".
    Field("deals_per_game", "9", span=(1, 1000), nullable=True,
          expected="an integer from 1 to 1000"),
    Field("match_tie", "9", ("play_on", "draw"), by_family={_BALOOT: ("play_on",)}),
    Field("dealer_must", "12", flag=True, families=(_TALON,)),
    Field("long_sequence", "12", ("flat_100", "step_50"), families=(_TALON, _PIL),
          by_family={_PIL: ("flat_100",)}),
    Field("belot", "12", ("none", "wins_match", "points_1000"), families=(_TALON,)),
    Field("trump_sequence_priority", "12", flag=True, by_family={_BALOOT: (False,)}),
    Field("bela_claim", "12", ("automatic", "on_play"), families=(_TALON, _BALOOT, _PIL),
          by_family={_BALOOT: ("automatic",), _PIL: ("automatic",)}),
    Field("swept_declarations", "12", ("keep", "void", "to_sweeper"), families=(_TALON, _PIL),
          by_family={_PIL: ("keep",)}),
    # Baloot (docs/rules.md, Baloot; RULES §12.13): read only with baloot_auction bidding
    Field("direction", "13", ("clockwise", "counter_clockwise"), families=(_BALOOT, _PIL)),
    Field("ashkal_on_ace", "13", flag=True, families=_BALOOT_ONLY),
    Field("sun_priority", "13", ("none", "earlier_opponents"), families=_BALOOT_ONLY),
    Field("hokum_confirm", "13", flag=True, families=_BALOOT_ONLY),
    Field("sun_over_hokum_on_ace", "13", ("anyone", "eldest_only"), families=_BALOOT_ONLY),
    Field("round2_answers", "13", ("all_others", "later_seats"), families=_BALOOT_ONLY),
    Field("doubling", "13", ("auction", "baloot_chain"), families=(_BALOOT, _PIL),
          by_family={_BALOOT: ("baloot_chain",), _PIL: ("auction",)}),
    Field("doubling_levels", "13", families=_BALOOT_ONLY,
          expected='[2, 3, 4, "gahwa"] or [2]'),  # one of DOUBLING_LEVELS
    Field("sun_double_limit", "13", span=(0, 10000), families=_BALOOT_ONLY),
    Field("lock_chooser", "13", ("raiser", "buyer"), families=_BALOOT_ONLY),
    Field("closed_lock", "13", ("none", "lead_no_trump"), families=_BALOOT_ONLY,
          by_family={_BALOOT: ("lead_no_trump",)}),
    Field("trump_led_climb", "13", ("always", "unless_partner", "never"),
          families=_BALOOT_ONLY),
    Field("hundred_rank", "13", ("sequence_first", "top_card"), families=_BALOOT_ONLY),
    Field("baloot_absorbed_by", "13", ("any_project", "hundred_only"), families=_BALOOT_ONLY),
    Field("game_points", "13", ("count_defenders", "per_team"), families=_BALOOT_ONLY),
    Field("khasara_test", "13", ("abnat", "game_points"), families=_BALOOT_ONLY),
    Field("double_projects", "13", ("level", "double_only"), families=_BALOOT_ONLY),
    Field("gahwa", "13", ("wins_match", "flat_152"), families=_BALOOT_ONLY),
    Field("project_claim", "13", ("automatic",), families=_BALOOT_ONLY),
    Field("baloot_doubling", "13", ("never",), families=_BALOOT_ONLY),
    # Pilotta and Bazaar Blot (docs/rules.md, Pilotta; RULES §13.11, §14.11)
    Field("bid_ceiling", "14", span=(80, 240), families=_PIL_ONLY,
          expected="a multiple of 10 from 80 to 240"),
    Field("carre_values", "14", ("standard", "flat_100"), families=_PIL_ONLY),
    Field("no_trump_declarations", "14", ("none", "all"), families=_PIL_ONLY),
    Field("bid_bonus", "14", ("made_and_failed", "made", "failed", "none"), families=_PIL_ONLY),
    Field("contra_score", "14", ("bid_multiplied", "pool_multiplied"), families=_PIL_ONLY),
    Field("swept_takers", "14", ("by_total", "fail"), families=_PIL_ONLY),
    Field("no_trump_bid_factor", "14", (1, 2), families=_PIL_ONLY),
    Field("split_six", "14", ("takers", "defenders"), families=_PIL_ONLY),
)}
# Baloot's doubling chains (§12.6): every level, or the double alone
DOUBLING_LEVELS = ((2, 3, 4, "gahwa"), (2,))
# The fields a family's rules may name at all (a family not named: any): §12.13 says any
# other field with the baloot preset is a client error, even at the preset's own value.
NAMED_BY_FAMILY = {_BALOOT: frozenset((
    "contract_kinds", "tie", "capot", "rounding", "declarations", "declaration_comparison",
    "undertrump", "no_trump_points", "declaration_tie", "belote_on_failure", "redeal_by",
    "target", "trump_obligation", "partner_exemption", "must_beat_plain", "failure_transfer",
    "match_tie", "trump_sequence_priority", "bela_claim", "bidding", "direction", "doubling",
    *(name for name, f in FIELDS.items() if f.families == _BALOOT_ONLY))),
    # §13.11 and §14.11: the same fields for both presets
    _PIL: frozenset((
        "contract_kinds", "direction", "deal_packets", "redeal_by", "partner_exemption",
        "undertrump", "sequence_rank", "trump_sequence_priority", "declaration_tie",
        "belote_on_failure", "success", "failure_transfer", "target", "match_tie",
        "no_trump_points", "bidding", "doubling", "trump_obligation", "must_beat_plain",
        "declarations", "long_sequence", "declaration_comparison", "bela_claim",
        "swept_declarations", "capot", "tie", "rounding", "game_end", "hand_limit",
        *(name for name, f in FIELDS.items() if f.families == _PIL_ONLY)))}

# The table's views, under the names the facade (engine/vocabulary.py) has always exported.
CHOICES = {name: f.choices for name, f in FIELDS.items()
           if f.choices and isinstance(f.choices[0], str)}
FLAGS = tuple(name for name, f in FIELDS.items() if f.flag)
FOUR_JACKS = FIELDS["four_jacks"].choices
PIT_BONUS_RANGE = FIELDS["pit_bonus"].span
DEALS_PER_GAME_RANGE = FIELDS["deals_per_game"].span
HAND_LIMIT_RANGE = FIELDS["hand_limit"].span
# Targets a table may set, per preset; club-501's range is its source's (301 to 1001).
TARGET_RANGES = {"classic": (100, 10000), "club-501": (301, 1001), "litige": (100, 10000),
                 "coinche": (500, 10000), "contree": (500, 10000), "bulgarian": (11, 1001),
                 "klaverjas-rotterdam": (100, 10000), "klaverjas-amsterdam": (100, 10000),
                 "bela": (301, 10000), "baloot": (0, 10000), "pilotta": (101, 1001),
                 "bazar-blot": (101, 1001)}
# Contract kinds a preset narrows its family's to: Pilotta has no no-trump table (§13.3).
KINDS_OF_PRESET = {"pilotta": tuple(SUITS)}
# What a trump obligation says of the partner exemption (None: the field decides).
OBLIGATION_EXEMPTION: dict[str | None, bool | None] = {"french": None, "rotterdam": False,
                                                      "amsterdam": True}


def resolve_rules(spec: object) -> Ruleset:
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
_RESOLVED: dict[tuple[Any, ...], Ruleset] = {}
_RESOLVED_KEPT = 1024
_SCALARS = frozenset((str, int, bool, float, type(None)))


def _override_key(spec: object) -> tuple[Any, ...] | None:
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


def _resolved(spec: object) -> Ruleset:
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


def _preset(name: object, pointer: str) -> Ruleset:
    if not isinstance(name, str) or name not in PRESETS:
        near = suggested(name, PRESETS)  # named instead of the whole list
        listed = "" if near else f"; presets are {', '.join(PRESETS)}"
        raise MalformedInput.of("invalid_request", pointer,
                                reason=f"unknown preset {shown(name)}{listed}", **near)
    return PRESETS[name]


def _check_field(base: Ruleset, name: str, value: Any) -> Any:
    """``value`` as the ruleset holds it, or the refusal of ``FIELDS[name]``."""
    pointer = "/" + name
    field = FIELDS.get(name)
    if field is None or name == "preset":
        raise MalformedInput.of("invalid_request", pointer,
                                reason=f"unknown ruleset field {shown(name)}",
                                **suggested(name, [f for f in FIELDS if f != "preset"]))
    if name == "contract_kinds":
        if (not isinstance(value, list) or not value
                or any(not isinstance(k, str) or k not in CONTRACT_KINDS for k in value)
                or len(set(value)) != len(value)):
            raise MalformedInput("contract_kinds must be a non-empty list of distinct kinds "
                                 "among S, H, D, C, NT, AT", pointer)
        return tuple(k for k in base.contract_kinds if k in value) + tuple(
            k for k in value if k not in base.contract_kinds)
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
        found = [d for d in DOUBLING_LEVELS if levels is not None and _same_levels(levels, d)]
        if found:
            return found[0]
        if levels is not None and 1 <= len(levels) <= 4 and all(
                (type(v) is int and v in (2, 3, 4)) or v == "gahwa" for v in levels):
            # levels of the chain, but not one of the chains Baloot plays
            raise ImpossibleState.of("contradicts_family", pointer, field=name,
                                     value=plain(value), bidding=base.bidding)
        raise MalformedInput(f"{name} must be {field.says()}", pointer)
    if not _fits(field, value) or (name == "bid_ceiling" and value % 10):
        raise MalformedInput(f"{name} must be {field.says()}", pointer)
    return value


def _fits(field: Field, value: Any) -> bool:
    if value is None:
        return field.nullable
    if field.flag:
        return isinstance(value, bool)
    if field.span is not None:
        return _is_int(value) and field.span[0] <= value <= field.span[1]
    if isinstance(field.choices[0], int):
        return _is_int(value) and value in field.choices
    return isinstance(value, str) and value in field.choices


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _same_levels(given: tuple[Any, ...], levels: tuple[Any, ...]) -> bool:
    """Whether ``given`` (as JSON read it) is ``levels``: true is not 1, "2" is not 2."""
    return len(given) == len(levels) and all(
        type(g) is type(v) and g == v for g, v in zip(given, levels))


def _check_family(rules: Ruleset, changes: dict[str, Any]) -> None:
    if rules.bidding != PRESETS[rules.preset].bidding:
        raise ImpossibleState.of("family_change", "/bidding", preset=rules.preset)
    family = rules.family
    named = NAMED_BY_FAMILY.get(family)
    for name in changes:
        if named is not None and name not in named:
            raise ImpossibleState.of("contradicts_family", "/" + name, field=name,
                                     value=plain(changes[name]), bidding=family)
    for name, field in FIELDS.items():
        values = field.by_family.get(family)
        if name == "contract_kinds":
            values = KINDS_OF_PRESET.get(rules.preset, values)
        if values is None:
            continue
        value = getattr(rules, name)
        bad = [v for v in value if v not in values] if name == "contract_kinds" else (
            [value] if value not in values else [])
        if bad:
            raise ImpossibleState.of("contradicts_family", "/" + name, field=name,
                                     value=plain(bad[0]), bidding=family)
    if rules.bidding != "take_or_pass" and rules.dealer_must_name_in_round_two:
        raise ImpossibleState.of("dealer_must_name_needs_take_or_pass",
                                 "/dealer_must_name_in_round_two")
    preset = PRESETS[rules.preset]
    for name, field in FIELDS.items():
        # A preset's own value, sent back as its listing shows it, changes nothing.
        if (field.families is not None and name in changes
                and family not in field.families
                and changes[name] != getattr(preset, name)):
            raise ImpossibleState.of("contradicts_family", "/" + name, field=name,
                                     value=plain(changes[name]), bidding=family)
    _check_obligation(rules, changes)
    if rules.game_end == "deals" and rules.deals_per_game is None:
        raise ImpossibleState.of("rules_contradiction", "/game_end", first="game_end deals",
                                 second="deals_per_game null")
    if rules.bidding == "take_or_pass" and (rules.success == "at_least") != (
            rules.tie == "takers_make"):
        which = "tie" if "tie" in changes else "success"
        raise ImpossibleState.of("success_tie_mismatch", "/" + which)


def _check_obligation(rules: Ruleset, changes: dict[str, Any]) -> None:
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
