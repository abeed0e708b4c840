"""The answers' types: one class per object schema of openapi.yaml that an answer holds.

Each class lists its fields (the schema's properties, same names) as annotations; an
instance is built from the JSON document with ``from_dict`` and turns back into it with
``to_dict``, fields it does not know included, so that an answer can be sent on as it
came (``client.play(answer.state, ...)``). Cards, calls, actions, seats and rules stay
the plain strings, numbers and dicts the JSON has, so they go back into a request as
they are. tests/clients/test_python_kit_drift.py fails when a class and its schema
differ by one field.

>>> state = DealState.from_dict({"rules": "classic", "dealer": 3, "turn_up": "QH"})
>>> state.dealer, state.turn_up, state.hands
(3, 'QH', None)
>>> state.to_dict()
{'rules': 'classic', 'dealer': 3, 'turn_up': 'QH'}
>>> event = Event.from_dict({"type": "card", "seat": 1, "card": "JH"})
>>> type(event).__name__, event.card
('CardEvent', 'JH')
"""

import types

# Plain JSON values, named for the reader: they pass through untouched.
Seat = int          # 0..3 in playing order
Team = int          # 0 (seats 0, 2) or 1 (seats 1, 3)
Card = str          # "JH", "TS": rank then suit
Action = str | dict  # a card, a call word ("pass", "take"), or a bid {"bid": 80, "kind": "H"}
Rules = str | dict   # a preset name, or {"preset": ..., field: value, ...}


def _plain(value):
    if isinstance(value, Model):
        return value.to_dict()
    if isinstance(value, list):
        return [_plain(item) for item in value]
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    return value


def _is_model(annotation):
    return isinstance(annotation, type) and issubclass(annotation, Model)


def _convert(annotation, value):
    if value is None:
        return None
    if _is_model(annotation):
        return annotation.from_dict(value) if isinstance(value, dict) else value
    if isinstance(annotation, types.GenericAlias) and annotation.__origin__ is list:
        if isinstance(value, list):
            return [_convert(annotation.__args__[0], item) for item in value]
        return value
    if isinstance(annotation, types.UnionType):
        for option in annotation.__args__:
            if _is_model(option) or isinstance(option, types.GenericAlias):
                return _convert(option, value)
    return value


class Model:
    """A JSON object with its fields as attributes; ``to_dict`` gives the document back."""

    _schema = None  # the openapi.yaml schema the class mirrors
    _fields = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        fields = {}
        for base in reversed(cls.__mro__[1:]):
            fields.update(base.__dict__.get("__annotations__", {}))
        fields.update(cls.__dict__.get("__annotations__", {}))
        cls._fields = fields

    def __init__(self, **values):
        unknown = [name for name in values if name not in self._fields]
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {unknown[0]!r}; "
                            f"its fields: {', '.join(self._fields)}")
        for name in self._fields:
            setattr(self, name, values.get(name))
        self._given = set(values)
        self._extra = {}

    @classmethod
    def _pick(cls, data):
        return cls

    @classmethod
    def from_dict(cls, data):
        """The instance for a JSON object (a dict); unknown keys are kept for ``to_dict``."""
        if not isinstance(data, dict):
            raise TypeError(f"{cls.__name__} is read from a JSON object, not {data!r:.60}")
        chosen = cls._pick(data)
        self = chosen.__new__(chosen)
        for name, annotation in chosen._fields.items():
            setattr(self, name, _convert(annotation, data.get(name)))
        self._given = set(data)
        self._extra = {key: value for key, value in data.items() if key not in chosen._fields}
        return self

    def to_dict(self):
        """The JSON document: every field the source had or that is set, then the rest."""
        document = {name: _plain(getattr(self, name)) for name in self._fields
                    if name in self._given or getattr(self, name) is not None}
        document.update(_plain(self._extra))
        return document

    def __eq__(self, other):
        return type(other) is type(self) and other.to_dict() == self.to_dict()

    def __repr__(self):
        shown = ", ".join(f"{name}={value!r}" for name, value in self.to_dict().items())
        return f"{type(self).__name__}({shown})"


class Ruleset(Model):
    """Every field of one preset (``GET /v1/rulesets/{name}``); see docs/rules.md."""
    _schema = "Ruleset"
    preset: str
    bidding: str
    contract_kinds: list
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
    hand_limit: int | None
    all_trump_belote: str
    trump_choice: str
    all_pass: str
    deal_packets: str
    trump_obligation: str
    partner_exemption: bool
    must_beat_plain: bool
    four_jacks: int
    four_of_a_kind_ranks: str
    roem_claim: str
    failure_transfer: str
    pit_bonus: int
    pit_scope: str
    game_end: str
    deals_per_game: int | None
    match_tie: str
    dealer_must: bool
    long_sequence: str
    belot: str
    trump_sequence_priority: bool
    swept_declarations: str
    bela_claim: str
    # Baloot's own fields (docs/rules.md, Baloot)
    direction: str
    ashkal_on_ace: bool
    sun_priority: str
    hokum_confirm: bool
    sun_over_hokum_on_ace: str
    round2_answers: str
    doubling: str
    doubling_levels: list
    sun_double_limit: int
    lock_chooser: str
    closed_lock: str
    trump_led_climb: str
    hundred_rank: str
    baloot_absorbed_by: str
    game_points: str
    khasara_test: str
    double_projects: str
    gahwa: str
    project_claim: str
    baloot_doubling: str
    # Pilotta's and Bazaar Blot's fields (docs/rules.md, Pilotta and Bazaar Blot)
    bid_ceiling: int
    carre_values: str
    no_trump_declarations: str
    bid_bonus: str
    contra_score: str
    swept_takers: str
    no_trump_bid_factor: int
    split_six: str


class ProblemError(Model):
    _schema = "ProblemError"
    pointer: str
    message: str
    code: str
    params: dict


class Problem(Model):
    """An error answer (RFC 9457); the kit raises it as an ``AtoutError``."""
    _schema = "Problem"
    type: str
    title: str
    status: int
    detail: str
    code: str
    params: dict
    relay_refusal: str | None   # a sealed table's refusal of a relayed move (Relay.refused)
    errors: list[ProblemError]


class Contract(Model):
    _schema = "Contract"
    taker: Seat
    kind: str
    bid: int | str | None
    multiplier: int | None
    receiver: Seat | None  # Baloot: the seat that plays the contract (an Ashkal's partner)
    closed: bool | None    # Baloot: a closed double (no trump lead)


class DealState(Model):
    """A deal as the service reads it: send it back as it came, or build one."""
    _schema = "DealState"
    rules: Rules
    dealer: Seat
    hands: list | None         # four hands of cards; None for a hand not known
    turn_up: Card | None
    auction: list | None       # the calls, in order
    contract: Contract | None
    tricks: list | None        # lists of cards, the leader's first
    stock: list | None
    talon: list | None
    match_totals: list | None  # Baloot: the match so far, which gates a Sun double
    phase: str | None
    to_act: Seat | None
    legal: list | None


class DealAnswer(DealState):
    """``POST /v1/deals``: the dealt state itself, with ``phase``, ``to_act`` and ``legal``."""
    _schema = "DealAnswer"

    @property
    def state(self):
        """The dealt state (this answer), so that a loop reads ``answer.state`` always."""
        return self

    @property
    def match_entry(self):
        """``None``: a deal that has just been dealt has not ended."""
        return None


class LegalMoves(Model):
    _schema = "LegalMoves"
    phase: str
    to_act: Seat | None
    legal: list


class MatchHand(Model):
    """A match's entry: a ``PlayedHand``, a ``ThrownInHand``, a ``BelotHand`` or a
    ``GahwaHand``."""

    @classmethod
    def _pick(cls, data):
        return {"thrown_in": ThrownInHand, "belot": BelotHand,
                "gahwa": GahwaHand}.get(data.get("outcome"), PlayedHand)



class ThrownInHand(MatchHand):
    _schema = "ThrownInHand"
    dealer: Seat
    outcome: str


class PlayedHand(MatchHand):
    _schema = "PlayedHand"
    dealer: Seat
    taker: Seat | None  # may be left out in Pilotta and Bazaar Blot
    outcome: str
    score: list
    held_over: int | None
    capot: Team | None
    totals: list | None
    raw: list | None    # Pilotta, Bazaar Blot: not read by the match


class BelotHand(MatchHand):
    _schema = "BelotHand"
    dealer: Seat
    outcome: str
    team: Team


class GahwaHand(MatchHand):
    """Baloot's gahwa: it ends the match for ``team``, or counts 152 for it."""
    _schema = "GahwaHand"
    dealer: Seat
    outcome: str
    team: Team
    taker: Seat | None
    score: list | None
    capot: Team | None
    totals: list | None
    held_over: int | None


class HandResult(Model):
    """``POST /v1/hands/score``: a ``HandScore``, or a ``BelotScore`` (Bulgarian belot)."""

    @classmethod
    def _pick(cls, data):
        return BelotScore if data.get("outcome") == "belot" else HandScore



class HandScore(HandResult):
    _schema = "HandScore"
    outcome: str
    capot: Team | None
    totals: list
    score: list
    held_over: int
    team: Team | None  # Baloot: the team a gahwa gives the match to
    raw: list | None   # Pilotta, Bazaar Blot: the points before the rounding to tens


class BelotScore(HandResult):
    _schema = "BelotScore"
    outcome: str
    team: Team


class Event(Model):
    """What an action caused; a subclass per ``type`` (an unknown type stays an Event)."""
    _schema = "Event"
    type: str
    _kinds = {}

    @classmethod
    def _pick(cls, data):
        return Event._kinds.get(data.get("type"), cls)


class CallEvent(Event):
    _schema = "CallEvent"
    seat: Seat
    call: Action
    bot: str | None       # sealed tables: the level of the bot seat that called
    hurried: bool | None  # sealed tables: the bot ran out of time


class ContractEvent(Event):
    _schema = "ContractEvent"
    contract: Contract


class ThrownInEvent(Event):
    _schema = "ThrownInEvent"
    next_dealer: Seat
    match_entry: ThrownInHand


class DealCompletedEvent(Event):
    _schema = "DealCompletedEvent"


class CardEvent(Event):
    _schema = "CardEvent"
    seat: Seat
    card: Card
    bot: str | None       # sealed tables: the level of the bot seat that played
    hurried: bool | None  # sealed tables: the bot ran out of time


class BeloteEvent(Event):
    _schema = "BeloteEvent"
    seat: Seat


class TrickWonEvent(Event):
    _schema = "TrickWonEvent"
    seat: Seat
    team: Team
    points: int
    last_trick_bonus: int
    roem: int | None
    roem_kinds: list | None


class HandScoredEvent(Event):
    _schema = "HandScoredEvent"
    result: HandScore
    match_entry: PlayedHand


class BoughtEvent(Event):
    """Baloot: the contract is bought and the deal completed; the doubling comes next."""
    _schema = "BoughtEvent"
    contract: Contract


class BelotEvent(Event):
    _schema = "BelotEvent"
    seat: Seat
    team: Team
    match_entry: BelotHand


Event._kinds = {"call": CallEvent, "contract": ContractEvent, "thrown_in": ThrownInEvent,
                "deal_completed": DealCompletedEvent, "card": CardEvent,
                "belote": BeloteEvent, "rebelote": BeloteEvent, "trick_won": TrickWonEvent,
                "hand_scored": HandScoredEvent, "belot": BelotEvent,
                "bought": BoughtEvent}


class PlayAnswer(Model):
    """``POST /v1/play``: the next state, the events, and who acts next with what."""
    _schema = "PlayAnswer"
    state: DealState
    events: list[Event]
    phase: str
    to_act: Seat | None
    legal: list | None

    @property
    def match_entry(self):
        """The entry this action adds to the match (the deal ended), else ``None``."""
        for event in self.events:
            entry = getattr(event, "match_entry", None)
            if entry is not None:
                return entry
        return None


class TrickAnswer(Model):
    _schema = "TrickAnswer"
    winner: Seat
    team: Team
    points: int
    roem: int | None
    roem_kinds: list | None


class Declaration(Model):
    _schema = "Declaration"
    kind: str
    cards: list
    points: int
    game_points: int | None  # Baloot: the project in game points


class DeclarationsAnswer(Model):
    _schema = "DeclarationsAnswer"
    declarations: list[list[Declaration]]
    belote: list
    team: Team | None
    points: list
    game_points: list | None         # Baloot: the projects in game points
    baloot_game_points: list | None  # Baloot: K+Q of trump, never multiplied


class MatchAnswer(Model):
    _schema = "MatchAnswer"
    totals: list
    history: list
    held_over: int
    finished: bool
    winner: Team | None
    next_dealer: Seat | None


class SubResponse(Model):
    """One answer of a batch: its ``status`` and ``body`` (an answer or a problem, as JSON)."""
    _schema = "SubResponse"
    status: int
    body: dict


class BatchAnswer(Model):
    _schema = "BatchAnswer"
    responses: list[SubResponse]


class RankedAction(Model):
    _schema = "RankedAction"
    action: Action
    value: float
    points: float | None  # with "objective": "score": the mean card points beside it
    goal: float | None    # with "objective": "score": the share of deals made (or set)


class HintsAnswer(Model):
    _schema = "HintsAnswer"
    seat: Seat
    phase: str
    method: str
    samples: int
    core: str
    consistent_share: float | None  # the share of deals drawn that agree with the auction
    actions: list[RankedAction]


class DdTableTaker(Model):
    _schema = "DdTableTaker"
    taker: Seat
    points: int
    highest_bid: int | str | None


class DdTableRow(Model):
    _schema = "DdTableRow"
    kind: str
    points: list
    takers: list[DdTableTaker]


class DdTableAnswer(Model):
    _schema = "DdTableAnswer"
    leader: Seat
    core: str
    contracts: list[DdTableRow]


class ReviewedCard(Model):
    _schema = "ReviewedCard"
    trick: int
    seat: Seat
    card: Card
    value: float
    best: float
    best_cards: list
    lost: float
    grade: str


class ReviewTeam(Model):
    _schema = "ReviewTeam"
    lost: float
    exact: int
    inaccuracy: int
    mistake: int
    blunder: int


class ReviewAnswer(Model):
    _schema = "ReviewAnswer"
    core: str
    cards: list[ReviewedCard]
    teams: list[ReviewTeam]


class DealRecord(Model):
    """A whole deal, every card known, and its seed: what ``/v1/records/check`` checks."""
    _schema = "DealRecord"
    rules: Rules
    dealer: Seat
    seed: int | str | None
    hands: list
    turn_up: Card | None
    stock: list | None
    talon: list | None
    match_totals: list | None
    auction: list
    tricks: list
    phase: str | None
    to_act: Seat | None
    legal: list | None


class RecordAnswer(Model):
    _schema = "RecordAnswer"
    record: DealRecord
    text: str
    state: DealState
    phase: str
    result: HandResult | None
    match_entry: MatchHand


class Health(Model):
    _schema = "Health"
    status: str


class Readiness(Model):
    _schema = "Readiness"
    status: str
    rate_limit_store: str | None


class SealedTable(Model):
    """``POST /v1/sealed/tables``: the first token, the table id, the first deal's
    commitment, and the seats as opened (``seats``) or a trusted backend's ``seat_keys``;
    ``events`` the bots' actions before the first player's turn."""
    _schema = "SealedTable"
    table: str
    table_id: str
    seat_keys: list | None
    seats: list | None          # {"commitment": ...} or {"bot": level}, seat 0's first
    relay_key: str | None       # two players or more: for the relay alone
    commitment: str | None      # null until the seats revealed
    dealer: Seat | None
    events: list[Event]
    to_act: Seat | None


class SealedMatch(Model):
    _schema = "SealedMatch"
    hands: list[MatchHand]
    totals: list
    history: list
    held_over: int
    finished: bool
    winner: Team | None
    next_dealer: Seat | None
    ended_by: str | None        # "deal_limit" when the table's deal limit ended the match


class RevealedDeal(Model):
    _schema = "RevealedDeal"
    deal_number: int
    record: DealRecord
    commitment: str
    match_entry: MatchHand


class SealedView(Model):
    """What one seat sees: its own hand, everything public, the match, the last deal."""
    _schema = "SealedView"
    table_id: str
    actions: int
    seat: Seat
    deal_number: int
    commitment: str | None      # null while the seats reveal (phase "reveal")
    state: DealState | None
    phase: str                  # "reveal" while the seats reveal, then the deal's
    revealed: list              # per seat, whether its contribution is in
    to_act: Seat | None
    legal: list | None
    match: SealedMatch
    previous: RevealedDeal | None
    seats: list | None
    deal_limit: int


class SeatViewAnswer(Model):
    _schema = "SeatViewAnswer"
    token_digest: str
    view: SealedView


class SealedDealAnswer(Model):
    """``POST /v1/sealed/deal``: the dealt token, the bots' actions before the first
    player's turn, the first deal's commitment; no card (the relay is no seat)."""
    _schema = "SealedDealAnswer"
    token_digest: str
    table: str
    events: list[Event]
    commitment: str
    to_act: Seat | None


class SeatActionAnswer(Model):
    _schema = "SeatActionAnswer"
    token_digest: str
    table: str
    events: list[Event]
    view: SealedView
