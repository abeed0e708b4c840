"""One method per operation of openapi.yaml, named in snake_case after its operationId.

Each takes what the request body holds, as plain values (``"classic"``, ``"JH"``, dicts)
or the kit's models, and answers the typed answer; optional fields left ``None`` are not
sent. ``Client`` answers at once, ``AsyncClient`` answers awaitables: the same methods.
tests/clients/test_python_kit_drift.py fails when this list and openapi.yaml differ.
"""

from urllib.parse import quote

from . import models as m


class Operations:
    """The operations; a client supplies ``_call(method, path, body, kind)``."""

    def _call(self, method, path, body, kind):
        raise NotImplementedError

    # rulesets
    def list_rulesets(self) -> list[m.Ruleset]:
        """``GET /v1/rulesets``: every preset with all its fields."""
        return self._call("GET", "/v1/rulesets", None, [m.Ruleset])

    def get_ruleset(self, name) -> m.Ruleset:
        """``GET /v1/rulesets/{name}``: one preset (``"coinche"``) with all its fields."""
        return self._call("GET", f"/v1/rulesets/{quote(str(name), safe='')}", None, m.Ruleset)

    # deals
    def deal(self, rules, seed, dealer=None, match_totals=None) -> m.DealAnswer:
        """``POST /v1/deals``: the deal of ``seed`` (a number or text), ready for the auction,
        with who opens it and its legal calls; without ``dealer``, cut for from the seed.
        ``match_totals`` (Baloot): the match so far, which gates a Sun double."""
        return self._call("POST", "/v1/deals",
                          {"rules": rules, "seed": seed, "dealer": dealer,
                           "match_totals": match_totals}, m.DealAnswer)

    def legal_moves(self, state) -> m.LegalMoves:
        """``POST /v1/legal-moves``: who is to act in ``state`` and its legal calls or cards."""
        return self._call("POST", "/v1/legal-moves", state, m.LegalMoves)

    def play(self, state, action, seat=None) -> m.PlayAnswer:
        """``POST /v1/play``: make one call or play one card (``seat``, when given, must be
        the seat to act); the next state, the events and who acts next with what."""
        return self._call("POST", "/v1/play",
                          {"state": state, "action": action, "seat": seat}, m.PlayAnswer)

    def check_record(self, record=None, text=None) -> m.RecordAnswer:
        """``POST /v1/records/check``: replay a deal record (one of ``record``, a dict, or
        ``text``, its one-line form) and score it."""
        return self._call("POST", "/v1/records/check", {"record": record, "text": text},
                          m.RecordAnswer)

    # tricks, declarations, scoring
    def resolve_trick(self, rules, contract, leader, cards) -> m.TrickAnswer:
        """``POST /v1/tricks/resolve``: who wins four cards led by ``leader``, and their points."""
        return self._call("POST", "/v1/tricks/resolve", {"rules": rules, "contract": contract,
                                                         "leader": leader, "cards": cards},
                          m.TrickAnswer)

    def declarations(self, rules, contract, dealer, hands) -> m.DeclarationsAnswer:
        """``POST /v1/declarations``: each seat's declarations, belotes, the scoring team."""
        return self._call("POST", "/v1/declarations", {"rules": rules, "contract": contract,
                                                       "dealer": dealer, "hands": hands},
                          m.DeclarationsAnswer)

    def score_hand(self, hand) -> m.HandResult:
        """``POST /v1/hands/score``: score a hand, given its complete deal state or a summary
        (a dict with ``tricks_won``, ``card_points``, ``last_trick`` …)."""
        return self._call("POST", "/v1/hands/score", hand, m.HandResult)

    def score_match(self, rules, hands) -> m.MatchAnswer:
        """``POST /v1/matches/score``: add up a match's entries (``PlayAnswer.match_entry``)."""
        return self._call("POST", "/v1/matches/score", {"rules": rules, "hands": hands},
                          m.MatchAnswer)

    def batch(self, requests) -> m.BatchAnswer:
        """``POST /v1/batch``: many requests in one, each ``{"path": ..., "body": ...}``; the
        sub-answers come back in order, each with its status (never raised)."""
        return self._call("POST", "/v1/batch", {"requests": requests}, m.BatchAnswer)

    # hints
    def hints(self, state, seat=None, level=None, samples=None, budget_ms=None, seed=None,
              objective=None) -> m.HintsAnswer:
        """``POST /v1/hints``: the legal actions of the seat to act, best first, valued.
        ``level`` (``"casual"``, ``"club"``, ``"expert"``) or ``samples`` and ``budget_ms``;
        ``objective`` ``"points"`` (the default) or ``"score"``."""
        return self._call("POST", "/v1/hints", {"state": state, "seat": seat, "level": level,
                                                "samples": samples, "budget_ms": budget_ms,
                                                "seed": seed, "objective": objective},
                          m.HintsAnswer)

    def dd_table(self, rules, dealer, hands) -> m.DdTableAnswer:
        """``POST /v1/dd-table``: what every contract makes with the four hands face up."""
        return self._call("POST", "/v1/dd-table", {"rules": rules, "dealer": dealer,
                                                   "hands": hands}, m.DdTableAnswer)

    def review(self, state) -> m.ReviewAnswer:
        """``POST /v1/review``: each card of a played deal against the best one."""
        return self._call("POST", "/v1/review", {"state": state}, m.ReviewAnswer)

    # sealed tables (sealed.py: a player's seat and the relay rule on top of these)
    def open_sealed_table(self, rules, dealer=None, seats=None) -> m.SealedTable:
        """``POST /v1/sealed/tables``: open a table the server deals. ``seats``: four of
        ``{"commitment": ...}`` (a player's) or ``{"bot": "club"}``; without, a trusted
        backend's table, whose answer holds four seat keys."""
        return self._call("POST", "/v1/sealed/tables",
                          {"rules": rules, "dealer": dealer, "seats": seats}, m.SealedTable)

    def view_sealed_table(self, table, seat=None, secret=None, seat_key=None) -> m.SeatViewAnswer:
        """``POST /v1/sealed/view``: what a seat sees at ``table``, proved by ``seat`` and its
        ``secret`` (or a trusted backend's ``seat_key``)."""
        return self._call("POST", "/v1/sealed/view", {"table": table, "seat": seat,
                                                      "secret": secret, "seat_key": seat_key},
                          m.SeatViewAnswer)

    def act_at_sealed_table(self, table, action, seat=None, secret=None,
                            seat_key=None, relay_proof=None) -> m.SeatActionAnswer:
        """``POST /v1/sealed/act``: the seat to act acts (with the relay's proof at a table
        with a relay); the next token (a child of ``table``), the events (the bots' after
        it) and the seat's view."""
        return self._call("POST", "/v1/sealed/act",
                          {"table": table, "action": action, "seat": seat, "secret": secret,
                           "seat_key": seat_key, "relay_proof": relay_proof},
                          m.SeatActionAnswer)

    def reveal_at_sealed_table(self, table, seat, secret,
                               relay_proof=None) -> m.SeatActionAnswer:
        """``POST /v1/sealed/reveal``: the seat reveals its secret; the last reveal deals at a
        table of one player (at a table with a relay, the relay deals: ``deal_at_sealed_table``)."""
        return self._call("POST", "/v1/sealed/reveal",
                          {"table": table, "seat": seat, "secret": secret,
                           "relay_proof": relay_proof}, m.SeatActionAnswer)

    def deal_at_sealed_table(self, table, relay_proof) -> m.SealedDealAnswer:
        """``POST /v1/sealed/deal``: the relay deals a table with a relay once every seat
        revealed (``Relay.deal_proof``); the dealt token, the bots' events, no card."""
        return self._call("POST", "/v1/sealed/deal",
                          {"table": table, "relay_proof": relay_proof}, m.SealedDealAnswer)

    # the service itself
    def health(self) -> m.Health:
        """``GET /healthz``: whether the service is up."""
        return self._call("GET", "/healthz", None, m.Health)

    def ready(self) -> m.Readiness:
        """``GET /readyz``: whether it is ready (a 503 raises ``UnavailableError``)."""
        return self._call("GET", "/readyz", None, m.Readiness)

    def metrics(self) -> str:
        """``GET /metrics``: the Prometheus text."""
        return self._call("GET", "/metrics", None, str)

    def openapi(self) -> str:
        """``GET /openapi.yaml``: the API's description, as YAML text."""
        return self._call("GET", "/openapi.yaml", None, str)

    def docs(self) -> str:
        """``GET /docs``: the interactive documentation page (HTML)."""
        return self._call("GET", "/docs", None, str)

    def docs_asset(self, name) -> bytes:
        """``GET /docs/assets/{name}``: a file of the documentation page."""
        return self._call("GET", f"/docs/assets/{quote(str(name), safe='')}", None, bytes)

    def demo(self) -> str:
        """``GET /demo``: the demo table's page (HTML)."""
        return self._call("GET", "/demo", None, str)

    def demo_asset(self, name) -> str:
        """``GET /demo/{name}``: a file of the demo table."""
        return self._call("GET", f"/demo/{quote(str(name), safe='')}", None, str)
