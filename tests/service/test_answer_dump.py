"""The answer schemas' own dump (``AnswerSchema``'s plan) writes exactly what marshmallow's
dump would, byte for byte once encoded, over every answer of random deals in every preset."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import Schema

import engine
from engine.errors import EngineError
from engine.rules.ruleset import PRESETS
from service.operations.registry import BY_PATH
from service.schemas.base import AnswerSchema
from tests.service.spec import spec


def same_as_marshmallow(path, answer):
    schema = BY_PATH[path].answer_schema
    assert schema._plan is not None  # the plan is used, not marshmallow's fallback
    assert json.dumps(schema.dump(answer)) == json.dumps(Schema.dump(schema, answer))


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(sorted(PRESETS)), st.integers(0, 2 ** 32))
def test_every_answer_of_a_random_deal_dumps_as_marshmallow_would(preset, seed):
    rng = random.Random(seed)
    state = engine.new_deal({"rules": preset, "seed": seed})
    same_as_marshmallow("/v1/deals", state)
    entries = []
    while (moves := engine.legal_moves(state))["legal"]:
        same_as_marshmallow("/v1/legal-moves", moves)
        answer = engine.play({"state": state, "action": rng.choice(moves["legal"])})
        same_as_marshmallow("/v1/play", answer)
        entries += [event["match_entry"] for event in answer["events"] if "match_entry" in event]
        state = answer["state"]
    if moves["phase"] == "complete":
        same_as_marshmallow("/v1/hands/score", engine.score_hand(state))
    same_as_marshmallow("/v1/matches/score",
                        engine.score_match({"rules": preset, "hands": entries}))


def test_values_of_another_type_and_nulls_are_dumped_as_marshmallow_dumps_them():
    schema = BY_PATH["/v1/matches/score"].answer_schema
    odd = {"totals": [True, None], "history": [[1, 2], None], "held_over": False,
           "finished": 1, "winner": None}
    assert schema.dump(odd) == Schema.dump(schema, odd)
    assert isinstance(schema, AnswerSchema)


def request_examples(path):
    """The request bodies openapi.yaml gives as examples of ``path``."""
    content = spec()["paths"][path]["post"]["requestBody"]["content"]["application/json"]
    examples = [e["value"] for e in content.get("examples", {}).values()]
    return examples + ([content["example"]] if "example" in content else [])


@pytest.mark.parametrize("path", sorted(BY_PATH))
def test_each_operation_s_example_answers_dump_as_marshmallow_would(path):
    # Every operation's plan, not only those a random deal reaches: the hints', the
    # analyses', the records' and the tricks' answers are nested differently.
    examples = request_examples(path)
    answered = 0
    for body in examples:
        try:
            answer = getattr(engine, BY_PATH[path].engine_function)(body)
        except EngineError:
            continue  # an example of a refusal: no answer to dump
        same_as_marshmallow(path, answer)
        answered += 1
    assert answered, path
