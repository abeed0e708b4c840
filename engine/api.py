"""The engine's public entry points: plain JSON values in, plain JSON values out.

Every function takes one request document (as decoded from JSON) and returns one answer
document. Errors are ``engine.errors`` exceptions whose pointers are relative to the
document passed in: ``MalformedInput`` (cannot be read), ``ImpossibleState`` (reads, but
cannot happen), ``IllegalAction`` (the action breaks a rule).
"""

from engine.rules import PRESETS


def rulesets():
    """Every preset with all its fields."""
    return [r.as_dict() for r in PRESETS.values()]


def ruleset(name):
    """One preset by name, or None."""
    preset = PRESETS.get(name)
    return preset.as_dict() if preset else None


def legal_moves(doc):
    """A deal state -> ``{"phase", "to_act", "legal"}``."""
    raise NotImplementedError


def play(doc):
    """``{"state", "action"}`` -> ``{"state", "events"}``."""
    raise NotImplementedError


def resolve_trick(doc):
    """``{"rules", "contract", "leader", "cards"}`` -> ``{"winner", "team", "points"}``."""
    raise NotImplementedError


def declarations(doc):
    """``{"rules", "contract", "dealer", "hands"}`` ->
    ``{"declarations": [[{"kind", "cards", "points"}…] × 4], "belote": [b0, b1],
    "team", "points": [p0, p1]}``."""
    raise NotImplementedError


def score_hand(doc):
    """A complete deal state, or a summary -> ``{"outcome", "capot", "totals", "score",
    "held_over"}``."""
    raise NotImplementedError


def score_match(doc):
    """``{"rules", "hands": [...]}`` -> ``{"totals", "history", "held_over", "finished",
    "winner", "next_dealer"}``."""
    raise NotImplementedError


def deal(doc):
    """``{"rules", "dealer"?, "seed"}`` -> a deal state ready for the auction."""
    raise NotImplementedError
