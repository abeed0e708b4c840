"""Record every request the test suite sends to the app, then replay them: the answers of
a change that must not change any answer, checked byte for byte.

Record (a pytest plugin; one file per test process)::

    ATOUT_REQUEST_LOG=/tmp/requests python -m pytest -p bench.request_log tests/service

Replay against the code checked out now, and compare::

    python bench/request_log.py /tmp/requests

Answers that differ from run to run by design are not compared: sealed tables (fresh
tokens and secrets), metrics, request ids, rate-limit headers.
"""

import base64
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SHOWN = int(os.environ.get("ATOUT_REPLAY_SHOWN", "5"))  # differences printed in full
# Answers that vary between runs by design.
VARYING = ("/v1/sealed", "/metrics", "/healthz", "/readyz")


def _log_path():
    folder = Path(os.environ["ATOUT_REQUEST_LOG"])
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{os.getpid()}.jsonl"


def pytest_configure(config):
    if not os.environ.get("ATOUT_REQUEST_LOG"):
        return
    from flask.testing import EnvironBuilder, FlaskClient
    opened = FlaskClient.open
    path = _log_path()

    def open_and_log(self, *args, **kwargs):
        if (_settings(self.application.config) != DEFAULT_SETTINGS or not args
                or not isinstance(args[0], str)):
            return opened(self, *args, **kwargs)  # settings of its own: not replayed
        environ = EnvironBuilder(self.application, *args, **kwargs).get_environ()
        body = environ["wsgi.input"].read()
        response = opened(self, *args, **kwargs)
        query = environ.get("QUERY_STRING")
        with path.open("a", encoding="utf-8") as log:
            log.write(json.dumps({
                "method": environ["REQUEST_METHOD"],
                "path": environ["PATH_INFO"] + ("?" + query if query else ""),
                "headers": {k[5:].replace("_", "-").title() if k.startswith("HTTP_") else
                            k.replace("_", "-").title(): v for k, v in environ.items()
                            if k in ("CONTENT_TYPE", "HTTP_ACCEPT_LANGUAGE",
                                     "HTTP_ACCEPT_ENCODING", "HTTP_ACCEPT")},
                "body": base64.b64encode(body).decode(),
                "status": response.status_code,
                "answer": base64.b64encode(response.get_data()).decode()}) + "\n")
        return response

    FlaskClient.open = open_and_log


def _settings(config):
    return {k: v for k, v in config.items() if k.startswith("ATOUT") and k != "ATOUT_SEALED_KEYS"}


DEFAULT_SETTINGS = {"ATOUT_MAX_SINGLE_BODY": 262144}


def replay(folder):
    from service import create_app
    client = create_app({"TESTING": True}).test_client()
    same = different = skipped = 0
    shown = 0
    for log in sorted(Path(folder).glob("*.jsonl")):
        for line in log.read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            if item["path"].startswith(VARYING) or not item["path"].startswith("/v1/"):
                skipped += 1
                continue
            response = client.open(item["path"], method=item["method"],
                                   data=base64.b64decode(item["body"]),
                                   headers=item["headers"])
            if (response.status_code == item["status"]
                    and response.get_data() == base64.b64decode(item["answer"])):
                same += 1
                continue
            different += 1
            if shown < SHOWN:
                shown += 1
                print("differs:", item["method"], item["path"], item["status"],
                      response.status_code, base64.b64decode(item["body"])[:300],
                      "\n  was:", base64.b64decode(item["answer"])[:300],
                      "\n  now:", response.get_data()[:300])
    print(f"{same} answers byte for byte the same, {different} different, "
          f"{skipped} not compared (varying by design or outside /v1)")
    return different


if __name__ == "__main__":
    sys.exit(1 if replay(sys.argv[1]) else 0)
