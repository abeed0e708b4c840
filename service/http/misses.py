"""The answers to a request the router could not serve: a 404 that names the closest route
(or points at ``/docs``, where every route is), a 405 that names the methods the path
answers, in the body as well as in ``Allow``.

>>> rules = ["/v1/rulesets", "/v1/rulesets/<name>", "/v1/legal-moves", "/healthz"]
>>> closest_route("/v1/rulset", rules), closest_route("/v1/legal_moves", rules)
('/v1/rulesets', '/v1/legal-moves')
>>> closest_route("/wp-admin/setup.php", rules) is None
True
"""

import difflib
from collections.abc import Iterable, Sequence

from service.http.problems import Problem

DOCS = "/docs"
_CUTOFF = 0.75  # a likeness of 0 to 1 (difflib's ratio) under which no route is "close"
_SHOWN = 120  # characters of the path repeated in the answer


def closest_route(path: str, rules: Sequence[str]) -> str | None:
    """The route template of ``rules`` most like ``path``; None when none is close."""
    found = difflib.get_close_matches(path[:256], rules, n=1, cutoff=_CUTOFF)
    return found[0] if found else None


def not_found(path: str, rules: Sequence[str]) -> Problem:
    closest = closest_route(path, rules)
    shown = path if len(path) <= _SHOWN else path[:_SHOWN] + "…"
    if closest is not None:
        detail = (f"Nothing is served at {shown}: did you mean {closest}? Every route is "
                  f"listed at {DOCS}.")
    else:
        detail = f"Nothing is served at {shown}: every route is listed at {DOCS}."
    params = {"closest": closest, "docs": DOCS} if closest is not None else {"docs": DOCS}
    return Problem(404, "Not Found", detail, code="not_found", params=params)


def method_not_allowed(method: str, path: str, allowed: Iterable[str]) -> Problem:
    allowed = sorted(allowed)
    shown = path if len(path) <= _SHOWN else path[:_SHOWN] + "…"
    return Problem(405, "Method Not Allowed",
                   f"{shown} does not answer {method[:16]}: it answers {', '.join(allowed)}.",
                   headers={"Allow": ", ".join(allowed)}, code="method_not_allowed",
                   params={"allowed": allowed})
