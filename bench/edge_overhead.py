"""What the edge (request id, CORS, metrics, access log; keys and limits as configured)
costs each request, in process: run by hand, ``python bench/edge_overhead.py [rounds]`` (default 30).

POST /v1/legal-moves (the mid-deal state of bench/service.py) is handed to the WSGI app
again and again, with the edge's steps and without them (made to do nothing in the same
app), in alternating blocks; the best block of each is kept, so other load on the machine counts
little. Prints the CPU microseconds per request of each, and the difference. The access
log is written to /dev/null here; under gunicorn it goes to stderr.
"""

import io
import json
import logging
import os
import sys
import time
from pathlib import Path

from werkzeug.test import EnvironBuilder

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from service import create_app  # noqa: E402  (after the path: the bench runs from a checkout)
from service.edge.access_log import LOGGER  # noqa: E402

STATE = {
    "rules": "classic", "dealer": 3,
    "hands": [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C"], None, None],
    "turn_up": "QH", "auction": ["take"], "contract": {"taker": 0, "kind": "H"},
    "tricks": [["AS", "7S", "KS", "8S"], ["TD"]],
}
BLOCK = 300


def per_request_us(app, environ, body):
    def start_response(status, headers):
        pass
    begin = time.process_time()
    for _ in range(BLOCK):
        env = dict(environ)
        env["wsgi.input"] = io.BytesIO(body)
        for _chunk in app(env, start_response):
            pass
    return (time.process_time() - begin) / BLOCK * 1e6


def measure(config, rounds):
    app = create_app(config)
    body = json.dumps(STATE).encode()
    environ = EnvironBuilder(path="/v1/legal-moves", method="POST", data=body,
                             content_type="application/json",
                             headers={"Origin": "https://tables.example", "X-API-Key": "k"}
                             ).get_environ()
    # Without the edge: its two steps made to do nothing, in this app only; the request
    # takes the same way through the app (service/http/fast_path.py) either way.
    edge = app.extensions["atout.edge"]["edge"]
    best = {"with": float("inf"), "without": float("inf")}
    for _ in range(rounds):
        best["with"] = min(best["with"], per_request_us(app.wsgi_app, environ, body))
        edge.admit, edge.finish = (lambda environ, rule: None), (lambda *answer: None)
        best["without"] = min(best["without"], per_request_us(app.wsgi_app, environ, body))
        del edge.admit, edge.finish
    return best


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    sys.stderr = open(os.devnull, "w")  # where the log handler writes
    logging.getLogger(LOGGER)  # its handler is made at the first create_app, below
    for name, config in (("log off, keys and limits off", {"ATOUT_ACCESS_LOG": "off"}),
                         ("log on, keys and limits off", {"ATOUT_ACCESS_LOG": "on"}),
                         ("log on, 1 key, limit in memory", {
                             "ATOUT_ACCESS_LOG": "on", "ATOUT_API_KEYS": "k",
                             "ATOUT_RATE_LIMIT": "1000000/second"})):
        best = measure(config, rounds)
        extra = best["with"] - best["without"]
        print(f"{name:32} without the edge {best['without']:6.1f} us   with it "
              f"{best['with']:6.1f} us   edge {extra:5.1f} us ({extra / best['without']:.0%})")


if __name__ == "__main__":
    main()
