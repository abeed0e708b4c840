"""Whatever JSON a client sends, the engine answers or raises one of its own errors:
never a TypeError, KeyError or RecursionError that the service would turn into a 500."""

import copy

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine import EngineError

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2 ** 70, 2 ** 70) | st.floats(allow_nan=False)
    | st.sampled_from(["", "JH", "10S", "pass", "take", "capot", "NT", "AT", "classic",
                       "coinche", "bulgarian", "contre", "H", "x" * 300]),
    lambda children: st.lists(children, max_size=6) | st.dictionaries(
        st.sampled_from(["rules", "dealer", "hands", "turn_up", "auction", "contract", "tricks",
                         "stock", "taker", "kind", "bid", "multiplier", "preset", "target",
                         "state", "action", "leader", "cards", "seed", "suit", "outcome",
                         "score", "held_over", "tricks_won", "card_points", "last_trick",
                         "declarations", "belote"]), children, max_size=6),
    max_leaves=20)

FUNCTIONS = [engine.legal_moves, engine.play, engine.resolve_trick, engine.declarations,
             engine.score_hand, engine.score_match, engine.new_deal]

VALID = [
    (engine.legal_moves, {"rules": "classic", "dealer": 3, "turn_up": "QH", "auction": ["take"],
                          "hands": [None, ["JH", "9H", "TS", "KD", "QD", "8C", "7C"], None, None],
                          "tricks": [["AS", "7S", "KS", "8S"], ["TD"]]}),
    (engine.play, {"state": {"rules": {"preset": "coinche", "target": 1000}, "dealer": 0,
                             "auction": [{"bid": 90, "kind": "H"}]}, "action": "coinche"}),
    (engine.resolve_trick, {"rules": "bulgarian", "contract": {"taker": 0, "kind": "AT"},
                            "leader": 2, "cards": ["JS", "9S", "AH", "TS"]}),
    (engine.score_hand, {"rules": "litige", "contract": {"taker": 0, "kind": "S"},
                         "tricks_won": [4, 4], "card_points": [61, 91], "last_trick": 0,
                         "declarations": [0, 0], "belote": [20, 0]}),
    (engine.score_match, {"rules": "bulgarian", "hands": [
        {"dealer": 0, "taker": 0, "outcome": "hanging", "score": [0, 10], "held_over": 11}]}),
    (engine.new_deal, {"rules": "contree", "seed": "abc"}),
]


def call(function, doc):
    try:
        function(doc)
    except EngineError as error:
        assert isinstance(error.pointer, str) and (error.pointer == "" or
                                                   error.pointer.startswith("/"))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(FUNCTIONS), JSON)
def test_random_documents(function, doc):
    call(function, doc)


def mutations(doc):
    """Paths to every value inside a document."""
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield (key,)
            for path in mutations(value):
                yield (key,) + path
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield (i,)
            for path in mutations(value):
                yield (i,) + path


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(VALID), st.data(), JSON)
def test_valid_documents_with_one_value_replaced(case, data, replacement):
    function, doc = case
    paths = list(mutations(doc))
    path = data.draw(st.sampled_from(paths))
    doc = copy.deepcopy(doc)
    target = doc
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = replacement
    call(function, doc)
