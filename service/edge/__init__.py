"""The service's edge: what every request goes through around its view.

Before the view: the request id, then for the API's requests only (``service.edge.gate``:
what the router matched, however the path is spelled), a CORS preflight answered at once,
the API key (failed keys throttled per client address), the rate limit. After it (errors
included, since Flask runs these hooks on every answer): the CORS headers, ``X-Request-ID``,
the metrics and the access log. Everything that is off costs nothing but one test per
request.
"""

import time

from flask import request

from service.edge import settings
from service.edge.access_log import request_logger
from service.edge.api_keys import ApiKeys, read_keys
from service.edge.client_address import DEFAULT_TRUSTED, ClientAddress
from service.edge.cors import DEFAULT_MAX_AGE, Cors
from service.edge.gate import is_api
from service.edge.key_failures import DEFAULT as DEFAULT_KEY_FAILURES, KeyFailures
from service.edge.limit_store import LimitStore, failure_mode, timeout_seconds
from service.edge.metrics import UNMATCHED, Metrics
from service.edge.rate_limit import RateLimit
from service.edge.request_id import HEADER as REQUEST_ID, request_id
from service.problems import metrics_unauthorized, unauthorized


def install(app):
    config = app.config
    origins = settings.comma_list(config.get("ATOUT_CORS_ORIGINS", "*"))
    cors = Cors(origins, int(config.get("ATOUT_CORS_MAX_AGE") or DEFAULT_MAX_AGE)) \
        if origins else None
    keys = ApiKeys(read_keys(config.get("ATOUT_API_KEYS"), config.get("ATOUT_API_KEYS_FILE")))
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
    limit = RateLimit(limit_text, store) if limit_on else None
    failures = KeyFailures(failures_text, store) if failures_on else None
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

    @app.before_request
    def before():
        # environ rather than request's properties: each of those is a lookup through a
        # context-local proxy, and these hooks run on every request.
        environ = request.environ
        environ["atout.start"] = time.perf_counter()
        environ["atout.request_id"] = request_id(environ.get("HTTP_X_REQUEST_ID"))
        rule = request.url_rule
        if not is_api(rule, environ.get("PATH_INFO", "")):
            return None
        environ["atout.api"] = True
        if (cors is not None and environ["REQUEST_METHOD"] == "OPTIONS"
                and "HTTP_ACCESS_CONTROL_REQUEST_METHOD" in environ and rule is not None):
            environ["atout.preflight"] = True
            return cors.preflight(environ.get("HTTP_ORIGIN"))
        key = None
        if keys:
            key = environ.get("HTTP_X_API_KEY")
            _check_key(keys, key, unauthorized, failures, client_address, environ)
            # for what counts per client after the edge (the hints' share): a key checked,
            # never one a client made up to count as someone new
            environ["atout.api_key"] = key
        if limit is not None:
            environ["atout.rate_limit"] = limit.check(limit.identity(key,
                                                                     client_address(environ)))
        return None

    @app.after_request
    def after(response):
        environ = request.environ
        headers = response.headers
        if cors is not None and "atout.api" in environ and "atout.preflight" not in environ:
            cors.add_headers(headers, environ.get("HTTP_ORIGIN"))
        if environ.get("atout.rate_limit"):
            headers.update(environ["atout.rate_limit"])
        rid = environ.get("atout.request_id") or request_id(None)
        headers.add(REQUEST_ID, rid)  # add, not set: no view sets it, so no search
        start = environ.get("atout.start")
        seconds = time.perf_counter() - start if start is not None else 0.0
        status = response.status_code
        if observe is not None:
            rule = request.url_rule
            observe(rule.rule if rule is not None else UNMATCHED, status, seconds)
        if log is not None:
            log(environ.get("REQUEST_METHOD"), environ.get("PATH_INFO", ""), status,
                seconds * 1000, rid, client_address(environ), response.content_length)
        return response


def _check_key(keys, sent, refusal, failures, client_address, environ):
    """Lets a valid key through unless its client address is over its limit of failures
    (``failures``: None when failures are not counted); counts a wrong one (a missing one
    guesses nothing: a plain refusal). The address is worked out only when counted."""
    if keys.valid(sent):
        if failures is not None:
            failures.check(client_address(environ))
        return
    if sent and failures is not None:
        failures.failed(client_address(environ))
    raise refusal()


def _keyed(view, key, failures, client_address):
    """``view`` behind ``key``, sent as a bearer token (as Prometheus sends one) or in
    ``X-API-Key``."""
    def keyed_view():
        environ = request.environ
        sent = environ.get("HTTP_AUTHORIZATION", "")
        sent = sent[7:].strip() if sent[:7].lower() == "bearer " else \
            environ.get("HTTP_X_API_KEY")
        _check_key(key, sent, metrics_unauthorized, failures, client_address, environ)
        return view()
    return keyed_view


def readiness(app):
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
