"""The test command replays the same examples on every run (tests/conftest.py's `ci`
profile); fresh ones are drawn only by hand, with `make fuzz`."""

import os

import pytest
from hypothesis import settings


@pytest.mark.skipif(os.environ.get("HYPOTHESIS_PROFILE", "ci") != "ci",
                    reason="another profile chosen by hand (make fuzz)")
def test_the_suite_draws_the_same_examples_on_every_run():
    assert settings.default.derandomize
    assert settings.default.database is None
    assert settings.default.print_blob
    assert settings.default.deadline is None  # bound by examples, not by the clock


def test_make_fuzz_draws_fresh_examples():
    fuzz = settings.get_profile("fuzz")
    assert not fuzz.derandomize and fuzz.print_blob and fuzz.deadline is None
