"""Rulesets with overrides are resolved once and kept (engine.rules.ruleset._RESOLVED): whatever
was resolved before, an override object answers exactly what resolving it afresh does,
the same ruleset or the same refusal with the same pointer."""

from hypothesis import given
from hypothesis import strategies as st

from engine.rules import ruleset as rules_module
from engine.errors import EngineError
from engine.rules.ruleset import PRESETS, resolve_rules

# JSON values that Python's equality confuses (true, 1 and 1.0) beside valid ones.
VALUES = st.sampled_from([True, False, 1, 0, 1.0, 0.0, 701, 701.0, 2000, None, "free",
                          "forced", "last_resort", "scaled", "natural", "x", ["S", "H"],
                          ["S", "H", "D", "C"], ["S", "H", "D", "C", "NT", "AT"], [1, True],
                          [["S"]], {"a": 1}])
FIELDS = st.sampled_from(["dealer_must_name_in_round_two", "partner_exemption", "target",
                          "undertrump", "all_trump_points", "contract_kinds", "hand_limit",
                          "must_beat_plain", "x"])
OVERRIDES = st.builds(lambda preset, fields: {"preset": preset, **fields},
                      st.sampled_from(sorted(PRESETS)),
                      st.dictionaries(FIELDS, VALUES, max_size=3))


def outcome(resolve, spec):
    try:
        return "ruleset", resolve(spec)
    except EngineError as error:
        return "refused", (type(error), error.code, error.message, error.pointer)


@given(first=st.lists(OVERRIDES, max_size=4), spec=OVERRIDES)
def test_an_override_answers_what_resolving_it_afresh_does(first, spec):
    for earlier in first:
        outcome(resolve_rules, earlier)
    assert outcome(resolve_rules, spec) == outcome(rules_module._resolved, spec)
    assert outcome(resolve_rules, spec) == outcome(rules_module._resolved, spec)


def test_true_is_not_taken_for_one_once_true_was_kept():
    spec = {"preset": "club-501", "dealer_must_name_in_round_two": True}
    assert resolve_rules(spec).dealer_must_name_in_round_two is True
    assert outcome(resolve_rules, {**spec, "dealer_must_name_in_round_two": 1})[0] == "refused"


def test_the_same_overrides_give_the_same_ruleset_and_a_refusal_is_not_kept():
    spec = {"preset": "classic", "undertrump": "free"}
    assert resolve_rules(spec) is resolve_rules(dict(spec))
    kept = len(rules_module._RESOLVED)
    assert outcome(resolve_rules, {"preset": "classic", "undertrump": "never"})[0] == "refused"
    assert len(rules_module._RESOLVED) == kept


def test_the_memo_is_bounded():
    for target in range(100, 100 + rules_module._RESOLVED_KEPT + 10):
        assert resolve_rules({"preset": "classic", "target": target}).target == target
    assert len(rules_module._RESOLVED) <= rules_module._RESOLVED_KEPT
