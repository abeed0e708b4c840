import base64
import os

import pytest
from hypothesis import settings

from service import create_app

# The same examples on every run, so that the suite's verdict is the same on every run: `ci`
# seeds each property test from its own name (new examples only when a test, Hypothesis or
# Python changes), and keeps no database of past failures that would make one checkout test
# other examples than another. A failure prints the blob `@reproduce_failure` replays.
# `make fuzz` (HYPOTHESIS_PROFILE=fuzz) draws fresh examples on each of its rounds instead,
# by hand, and keeps what it finds in .hypothesis/ to try first next time. Neither has a
# deadline: an example is judged by what it answers, never by how long a busy machine took
# (Hypothesis's default fails one past 200 ms), and a test is bound by its max_examples.
settings.register_profile("ci", derandomize=True, database=None, print_blob=True,
                          deadline=None)
settings.register_profile("fuzz", derandomize=False, print_blob=True, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# The key the table tokens of openapi.yaml's examples were sealed with: a known key, for
# examples and tests only (a server draws its own, or takes ATOUT_SEALED_KEYS).
EXAMPLE_SEALED_KEYS = "example:" + base64.b64encode(b"atout-example-key-not-for-use!!!").decode()


@pytest.fixture
def app():
    return create_app({"TESTING": True, "ATOUT_SEALED_KEYS": EXAMPLE_SEALED_KEYS})


@pytest.fixture
def client(app):
    return app.test_client()


# The slow tests (`make check` skips them; `make test` and CI run them): those that start
# servers, browsers or installs, and those over ~5 s alone (pytest --durations=50, with the
# machine shared). Marked here, by name, rather than in files other branches are editing;
# a new test file can mark its own with @pytest.mark.slow.
SLOW_FOLDERS = ("tests/server/", "tests/browser/", "tests/clients/")
SLOW_TESTS = frozenset((
    "tests/engine/test_hints.py::test_random_games_get_a_hint_for_every_legal_action",
    "tests/engine/test_hints.py::"
    "test_a_dealer_who_must_name_a_suit_is_never_made_to_pass_by_the_hint_s_auction",
    "tests/engine/test_hints.py::"
    "test_the_same_request_gets_byte_identical_answers_idle_and_beside_a_cpu_burner",
    "tests/engine/test_reasons.py::"
    "test_every_illegal_action_and_impossible_state_is_raised_with_a_code",
    "tests/service/test_spec.py::test_the_spec_is_valid_openapi_3_1",
    "tests/service/test_schemathesis.py::test_api",
    "tests/service/test_gate.py::test_no_spelling_reaches_a_view_without_a_valid_key",
    "tests/service/test_gate.py::test_every_spelling_is_counted_by_the_rate_limit",
    "tests/service/test_generated_clients.py::"
    "test_openapi_python_client_generates_without_warning",
))


def pytest_collection_modifyitems(items):
    for item in items:
        nodeid = item.nodeid.split("[", 1)[0]
        if nodeid in SLOW_TESTS or nodeid.startswith(SLOW_FOLDERS):
            item.add_marker(pytest.mark.slow)
