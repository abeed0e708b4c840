# One task runner. `make check` before each commit (under a minute); `make test` is the
# README's test command, the one CI runs.
PY ?= .venv/bin/python
BIN := $(dir $(PY))
# The fast tests: the engine's, and the layering rule, without the ones marked slow.
FAST ?= tests/engine tests/test_layering.py engine

.PHONY: check lint types fast test fuzz native mutation

check: lint types fast

lint:
	$(BIN)ruff check .

types:
	$(BIN)mypy

fast:
	$(PY) -m pytest -q -p no:cacheprovider -n 2 -m "not slow" $(FAST)

test:
	$(PY) -m pytest -n 2

# By hand, not in CI: the property tests (those Hypothesis runs) again and again, each round
# with fresh examples where `make test` replays the same ones (tests/conftest.py's profiles).
# A failure prints its seed and the blob that replays it; what it finds is kept in
# .hypothesis/ and tried first by the next round. `make fuzz ROUNDS=50` fuzzes longer.
ROUNDS ?= 10
fuzz:
	for round in $$(seq $(ROUNDS)); do \
	  echo "fuzz round $$round of $(ROUNDS)"; \
	  HYPOTHESIS_PROFILE=fuzz $(PY) -m pytest -q -p no:cacheprovider -n 2 -m hypothesis tests \
	    || exit 1; \
	done

native:  # after editing engine/search/_native.c
	$(PY) setup.py -q build_ext --inplace

# Mutation testing of engine/rules and engine/deal ([tool.mutmut] in pyproject.toml): an
# hour or more on two cores. `make mutation MUTANTS='engine.rules.play*'` runs a sample.
# Survivors that cannot change an answer go in tests/engine/equivalent_mutants.txt.
MUTANTS ?=
mutation:
	$(BIN)mutmut run --max-children 2 $(MUTANTS)
	$(BIN)mutmut results
