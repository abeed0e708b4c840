"""The engine refuses every document that the request schema refuses, for the operations
that ask the engine first (``Operation.strict_engine``): so asking it first answers
exactly what checking with the schema first did. Random documents: valid states of random
deals in every preset, then one part of them replaced by a random JSON value."""

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.errors import EngineError
from engine.rules.ruleset import PRESETS
from service.operations.registry import BY_PATH

STRICT = sorted(path for path, operation in BY_PATH.items() if operation.strict_engine)

WORDS = ["pass", "take", "coinche", "surcoinche", "contre", "recontre", "classic", "H",
         "NT", "AT", "capot", "JH", "10s", "th", "XX", "", "preset"]
values = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 300) | st.sampled_from(WORDS)
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=10) | st.dictionaries(
        st.sampled_from(["suit", "bid", "kind", "taker", "multiplier", "preset", "x"]), inner,
        max_size=3),
    max_leaves=12)


def random_state(preset, seed):
    """A state of a random deal, and the legal actions of the seat to act."""
    rng = random.Random(seed)
    state = engine.new_deal({"rules": preset, "seed": seed})
    for _ in range(rng.randrange(36)):
        legal = engine.legal_moves(state)["legal"]
        if not legal:
            break
        state = engine.play({"state": state, "action": rng.choice(legal)})["state"]
    legal = engine.legal_moves(state)["legal"] or ["JH"]
    if rng.random() < 0.5:  # as one seat knows it
        seat = rng.randrange(4)
        state = {**state, "hands": [h if s == seat else None for s, h in enumerate(state["hands"])]}
        state.pop("stock", None)
    return state, legal


def places(document, pointer=()):
    """Every place in ``document`` (as a path of keys), the document itself included."""
    yield pointer
    if isinstance(document, dict):
        for key, value in document.items():
            yield from places(value, pointer + (key,))
    elif isinstance(document, list):
        for i, value in enumerate(document):
            yield from places(value, pointer + (i,))


def replaced(document, path, value, drop):
    document = copy.deepcopy(document)
    if not path:
        return value
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    if drop and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return document


def engine_takes(path, document):
    try:
        getattr(engine, BY_PATH[path].engine_function)(document)
    except EngineError:
        return False
    return True


@pytest.mark.parametrize("path", STRICT)
@settings(max_examples=150, deadline=None)
@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 2 ** 32),
       pick=st.randoms(use_true_random=False), value=values, drop=st.booleans(),
       extra=st.sampled_from([None, "x", "seat", "_schema"]))
def test_what_the_schema_refuses_the_engine_refuses(path, preset, seed, pick, value, drop,
                                                    extra):
    state, legal = random_state(preset, seed)
    document = state
    if path == "/v1/play":
        document = {"state": state, "action": pick.choice(legal)}
    where = pick.choice(list(places(document)))
    document = replaced(document, where, value, drop)
    if extra is not None and isinstance(document, dict):
        document[extra] = value
    schema = BY_PATH[path].request_schema
    refused = type(document) is not dict or schema.problem(document) is not None
    if refused:
        assert not engine_takes(path, document), (where, document)


def test_the_request_path_asks_the_engine_first_for_legal_moves_and_play():
    assert STRICT == ["/v1/legal-moves", "/v1/play"]
