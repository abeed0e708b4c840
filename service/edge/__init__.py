"""The service's edge: what every request goes through around its view.

Before the view: the request id, then for the API's requests only (``service.edge.gate``:
what the router matched, however the path is spelled), a CORS preflight answered at once,
the API key (wrong keys throttled per client address and for the instance; a right key
always passes), the rate limit. After it (errors
included, since Flask runs these hooks on every answer): the CORS headers, ``X-Request-ID``,
the metrics and the access log. Everything that is off costs nothing but one test per
request.
"""

import time
from collections.abc import Callable
from typing import Any, cast
from wsgiref.types import WSGIEnvironment

from flask import Flask, Response, request
from werkzeug.routing import Rule

from service.edge import settings
from service.edge.access_log import RequestLog, request_logger
from service.edge.api_keys import ApiKeys, read_keys
from service.edge.client_address import DEFAULT_TRUSTED, ClientAddress
from service.edge.cors import DEFAULT_MAX_AGE, Cors, HeaderFields
from service.edge.gate import is_api
from service.edge.key_failures import (DEFAULT as DEFAULT_KEY_FAILURES,
                                       DEFAULT_OVERALL as DEFAULT_OVERALL_FAILURES,
                                       KeyFailures, SHORT_KEY, short_keys)
from service.edge.limit_store import LimitStore, failure_mode, timeout_seconds
from service.edge.metrics import UNMATCHED, Metrics
from service.edge.rate_limit import RateLimit
from service.edge.request_id import HEADER as REQUEST_ID, request_id
from service.http.problems import Problem, metrics_unauthorized, unauthorized


def install(app: Flask) -> None:
    config = app.config
    origins = settings.comma_list(config.get("ATOUT_CORS_ORIGINS", "*"))
    cors = Cors(origins, int(config.get("ATOUT_CORS_MAX_AGE") or DEFAULT_MAX_AGE)) \
        if origins else None
    key_list = read_keys(config.get("ATOUT_API_KEYS"), config.get("ATOUT_API_KEYS_FILE"))
    keys = ApiKeys(key_list)
    if short_keys(key_list):
        app.logger.warning("%d API key(s) shorter than %d characters: a short key can be "
                           "guessed; use 32 random characters", short_keys(key_list),
                           SHORT_KEY)
    metrics_key = ApiKeys(read_keys(config.get("ATOUT_METRICS_KEY"), None))
    metrics = Metrics()
    limit_text = config.get("ATOUT_RATE_LIMIT")
    limit_on = settings.is_on(limit_text, default=False)
    failures_text = config.get("ATOUT_API_KEY_FAILURES", DEFAULT_KEY_FAILURES)
    failures_on = bool(keys or metrics_key) and settings.is_on(failures_text)
    store = LimitStore(config.get("ATOUT_RATE_LIMIT_STORAGE"),
                       timeout_seconds(config.get("ATOUT_RATE_LIMIT_TIMEOUT")),
                       failure_mode(config.get("ATOUT_RATE_LIMIT_FAILURE")),
                       metrics.store_error) if limit_on or failures_on else None
    limit = RateLimit(cast(str, limit_text), store) if limit_on else None  # on: it is set
    overall_text = config.get("ATOUT_API_KEY_FAILURES_OVERALL", DEFAULT_OVERALL_FAILURES)
    failures = KeyFailures(failures_text,
                           overall_text if settings.is_on(overall_text) else None,
                           cast(LimitStore, store),  # made whenever failures are on
                           metrics.key_failure) if failures_on else None
    log = request_logger() if settings.is_on(config.get("ATOUT_ACCESS_LOG")) else None
    client_address = ClientAddress(config.get("ATOUT_FORWARDED_ALLOW_IPS", DEFAULT_TRUSTED))
    # ATOUT_METRICS=off stops the counting (GET /metrics still answers, with no requests):
    # bench/service.py measures what the counting costs.
    observe = metrics.observe if settings.is_on(config.get("ATOUT_METRICS")) else None
    app.add_url_rule("/metrics", "metrics",
                     _keyed(metrics.view, metrics_key, failures, client_address)
                     if metrics_key else metrics.view, methods=["GET"])
    app.extensions["atout.edge"] = {"cors": cors, "keys": keys, "rate_limit": limit,
                                    "metrics": metrics, "store": store,
                                    "key_failures": failures, "client_address": client_address}

    edge = Edge(cors, keys, failures, limit, client_address, observe, log)

    @app.before_request
    def before() -> Response | None:
        return edge.admit(request.environ, request.url_rule)

    @app.after_request
    def after(response: Response) -> Response:
        rule = request.url_rule
        edge.finish(request.environ, rule.rule if rule is not None else UNMATCHED,
                    response.status_code, response.headers, response.content_length)
        return response

    # service/http/fast_path.py runs the same two steps around its own requests, and only while
    # these two hooks are the app's only ones.
    edge.hooks = (before, after)
    app.extensions["atout.edge"]["edge"] = edge


class Edge:
    """The edge's two steps, each a function of the WSGI environ, so that a request
    answered outside Flask's dispatch (service/http/fast_path.py) goes through the very same ones."""

    def __init__(self, cors: Cors | None, keys: ApiKeys, failures: KeyFailures | None,
                 limit: RateLimit | None, client_address: ClientAddress,
                 observe: Callable[[str, int, float], None] | None,
                 log: RequestLog | None) -> None:
        self.cors = cors
        self.keys = keys
        self.failures = failures
        self.limit = limit
        self.client_address = client_address
        self.observe = observe
        self.log = log
        # the app's two hooks that run these steps (install)
        self.hooks: tuple[Callable[[], Response | None],
                          Callable[[Response], Response]] | None = None

    def admit(self, environ: WSGIEnvironment, rule: Rule | None) -> Response | None:
        """Before the view of a request the router matched to ``rule`` (None: to nothing):
        an answer of its own (a preflight), None to go on, or a refusal raised."""
        environ["atout.start"] = time.perf_counter()
        environ["atout.request_id"] = request_id(environ.get("HTTP_X_REQUEST_ID"))
        if not is_api(rule, environ.get("PATH_INFO", "")):
            return None
        environ["atout.api"] = True
        cors = self.cors
        if (cors is not None and environ["REQUEST_METHOD"] == "OPTIONS"
                and "HTTP_ACCESS_CONTROL_REQUEST_METHOD" in environ and rule is not None):
            environ["atout.preflight"] = True
            return cors.preflight(environ.get("HTTP_ORIGIN"))
        key = None
        if self.keys:
            key = environ.get("HTTP_X_API_KEY")
            _check_key(self.keys, key, unauthorized, self.failures, self.client_address,
                       environ)
            # for what counts per client after the edge (the hints' share): a key checked,
            # never one a client made up to count as someone new
            environ["atout.api_key"] = key
        limit = self.limit
        if limit is not None:
            environ["atout.rate_limit"] = limit.check(
                limit.identity(key, self.client_address(environ)))
        return None

    def finish(self, environ: WSGIEnvironment, endpoint: str, status: int,
               headers: HeaderFields, size: int | None) -> None:
        """After the answer is made (errors included): adds the edge's fields to
        ``headers`` (werkzeug's ``Headers``, or what has its ``add`` and ``update``),
        counts the answer for ``endpoint`` (a route's template, or ``UNMATCHED``) and
        logs it, with its ``status`` and ``size`` in bytes (None: not known)."""
        cors = self.cors
        if cors is not None and "atout.api" in environ and "atout.preflight" not in environ:
            cors.add_headers(headers, environ.get("HTTP_ORIGIN"))
        if environ.get("atout.rate_limit"):
            headers.update(environ["atout.rate_limit"])
        rid = environ.get("atout.request_id") or request_id(None)
        headers.add(REQUEST_ID, rid)  # add, not set: no view sets it, so no search
        start = environ.get("atout.start")
        seconds = time.perf_counter() - start if start is not None else 0.0
        if self.observe is not None:
            self.observe(endpoint, status, seconds)
        if self.log is not None:
            self.log(environ.get("REQUEST_METHOD"), environ.get("PATH_INFO", ""), status,
                     seconds * 1000, rid, self.client_address(environ), size)


def _check_key(keys: ApiKeys, sent: str | None, refusal: Callable[[], Problem],
               failures: KeyFailures | None, client_address: ClientAddress,
               environ: WSGIEnvironment) -> None:
    """Lets a valid key through, always (service.edge.key_failures says why); counts a
    wrong one (``failures``: None when failures are not counted; a missing key guesses
    nothing: a plain refusal). The address is worked out only when counted."""
    if keys.valid(sent):
        return
    if sent and failures is not None:
        failures.failed(client_address(environ))
    raise refusal()


def _keyed(view: Callable[[], Response], key: ApiKeys, failures: KeyFailures | None,
           client_address: ClientAddress) -> Callable[[], Response]:
    """``view`` behind ``key``, sent as a bearer token (as Prometheus sends one) or in
    ``X-API-Key``."""
    def keyed_view() -> Response:
        environ = request.environ
        sent = environ.get("HTTP_AUTHORIZATION", "")
        sent = sent[7:].strip() if sent[:7].lower() == "bearer " else \
            environ.get("HTTP_X_API_KEY")
        _check_key(key, sent, metrics_unauthorized, failures, client_address, environ)
        return view()
    return keyed_view


def readiness(app: Flask) -> dict[str, Any]:
    """The body of ``/readyz`` once the app is built: ``degraded`` while the store of the
    limits does not answer (a 503 ``Problem`` instead when it fails closed)."""
    store = app.extensions["atout.edge"]["store"]
    if store is None:
        return {"status": "ok"}
    state = store.state()
    if state == "ok":
        return {"status": "ok", "rate_limit_store": state}
    if not store.fail_open:
        raise store.problem()
    return {"status": "degraded", "rate_limit_store": state}
