"""Every refusal of the engine names its reason from the registry."""

import ast
import string
from pathlib import Path

from engine.reasons import REASONS

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def calls():
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                yield path.name, node


def test_every_illegal_action_and_impossible_state_is_raised_with_a_code():
    for name, node in calls():
        func = node.func
        if isinstance(func, ast.Name) and func.id in ("ImpossibleState", "IllegalAction"):
            # built from another error: message, pointer, code and params passed on
            assert len(node.args) == 4, (name, node.lineno)
        if isinstance(func, ast.Attribute) and func.attr == "of":
            code = node.args[0]
            if isinstance(code, ast.Name):  # a why_illegal answer: see the next test
                continue
            for value in ([code.body, code.orelse] if isinstance(code, ast.IfExp) else [code]):
                assert value.value in REASONS, (name, node.lineno)


def test_every_reason_a_rule_check_returns_is_registered():
    # why_illegal and the auction families answer (code, params) tuples
    found = 0
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Tuple) and len(node.elts) == 2
                    and isinstance(node.elts[0], ast.Constant)
                    and isinstance(node.elts[1], ast.Dict)):
                assert node.elts[0].value in REASONS, (path.name, node.lineno)
                found += 1
    assert found > 20


def test_codes_are_snake_case_and_templates_name_their_parameters_plainly():
    for code, (template, description) in REASONS.items():
        assert code.isidentifier() and code == code.lower(), code
        assert description.endswith("."), code
        for _, field, spec, _ in string.Formatter().parse(template):
            assert field is None or field.isidentifier(), (code, field)
            assert spec in (None, "", "suit", "card", "json"), (code, spec)
