"""Prometheus metrics: requests by endpoint and status, latency by endpoint, failures of
the rate limits' store.

The endpoint is the route's template (``/v1/rulesets/<name>``), or ``unmatched`` for a path
no route serves, so that no client can make up new series. Under gunicorn, every worker
writes its figures to files in ``PROMETHEUS_MULTIPROC_DIR`` (set up by
``service.edge.gunicorn_hooks``) and ``GET /metrics`` adds them up, whichever worker
answers; without it (tests, a single process) they live in the app's own registry.
"""

import os

import prometheus_client
from flask import Response
from prometheus_client import multiprocess

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
UNMATCHED = "unmatched"
BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)


class Metrics:
    def __init__(self) -> None:
        # The *_created series double the output and tell a scraper nothing it needs.
        prometheus_client.disable_created_metrics()
        self.registry = prometheus_client.CollectorRegistry()
        self.requests = prometheus_client.Counter(
            "atout_requests", "Requests answered, by endpoint and status.",
            ("endpoint", "status"), registry=self.registry)
        self.latency = prometheus_client.Histogram(
            "atout_request_duration_seconds",
            "Time from the request's arrival in the app to its answer, by route.",
            ("endpoint",), buckets=BUCKETS, registry=self.registry)
        # Labelled, so that each worker makes its child after the fork: an unlabelled
        # counter's value would be made with the app, in gunicorn's arbiter when preloaded,
        # before the multiprocess files are chosen.
        self.store_errors = prometheus_client.Counter(
            "atout_rate_limit_store_errors",
            "Calls to the store of the rate limits that failed, by reason: timeout, "
            "connection, other.", ("reason",), registry=self.registry)
        self.key_failures = prometheus_client.Counter(
            "atout_key_failures",
            "Wrong keys (API or metrics), by what answered them: counted (a 401), or over "
            "the limit of their address or of the instance (a 429).", ("scope",),
            registry=self.registry)
        self._counters: dict[tuple[str, int], prometheus_client.Counter] = {}
        self._histograms: dict[str, prometheus_client.Histogram] = {}

    def observe(self, endpoint: str, status: int, seconds: float) -> None:
        # The labelled children are kept: looking one up costs more than counting.
        key = (endpoint, status)
        counter = self._counters.get(key)
        if counter is None:
            counter = self._counters[key] = self.requests.labels(endpoint, str(status))
        counter.inc()
        histogram = self._histograms.get(endpoint)
        if histogram is None:
            histogram = self._histograms[endpoint] = self.latency.labels(endpoint)
        histogram.observe(seconds)

    def store_error(self, error: BaseException) -> None:
        name = type(error).__name__
        reason = "timeout" if "Timeout" in name else \
            "connection" if "Connection" in name else "other"
        self.store_errors.labels(reason).inc()

    def key_failure(self, scope: str) -> None:
        self.key_failures.labels(scope).inc()

    def exposition(self) -> bytes:
        if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            registry = prometheus_client.CollectorRegistry()
            multiprocess.MultiProcessCollector(registry)
        else:
            registry = self.registry
        return prometheus_client.generate_latest(registry)

    def view(self) -> Response:
        return Response(self.exposition(), content_type=CONTENT_TYPE)
