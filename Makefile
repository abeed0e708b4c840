# One task runner. `make check` before each commit (under a minute); `make test` is the
# README's test command, the one CI runs.
PY ?= .venv/bin/python
BIN := $(dir $(PY))
# The fast tests: the engine's, and the layering rule, without the ones marked slow.
FAST ?= tests/engine tests/test_layering.py engine

.PHONY: check lint types fast test native mutation

check: lint types fast

lint:
	$(BIN)ruff check .

types:
	$(BIN)mypy

fast:
	$(PY) -m pytest -q -p no:cacheprovider -n 2 -m "not slow" $(FAST)

test:
	$(PY) -m pytest

native:  # after editing engine/search/_native.c
	$(PY) setup.py -q build_ext --inplace

mutation:  # engine/rules and engine/deal; slow: see docs in setup.cfg [mutmut]
	$(BIN)mutmut run
