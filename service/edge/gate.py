"""Which requests are the API's: decided by what the router matched, not by the path as sent.

The router forgives spellings a test of the raw path would miss: it drops leading slashes
(``//v1/rulesets/classic`` and even ``v1/rulesets/classic`` reach the ruleset), and the
server has already decoded percent-escapes (``/%2Fv1/batch`` arrives as ``//v1/batch``). So a
request the router matched is the API's when its rule is: the rule's template is the one
canonical spelling, whatever the client wrote. A request it did not match (a 404, a 405, a
redirect to the canonical path) reaches no view; it is the API's when its path, read as the
router reads it (leading slashes dropped, runs of slashes merged), is under ``/v1/``, so that
such a path answers as ``/v1/...`` does: a 401 before a 404 when keys are on.

>>> from werkzeug.routing import Rule
>>> is_api(Rule("/v1/rulesets/<name>"), "//v1/rulesets/classic")
True
>>> is_api(Rule("/healthz"), "/healthz"), is_api(None, "/healthz/")
(False, False)
>>> is_api(None, "v1//nothing"), is_api(None, "/V1/nothing"), is_api(None, "/v1")
(True, False, False)
"""

import re

from werkzeug.routing import Rule

API_PREFIX = "/v1/"
_SLASHES = re.compile(r"/{2,}")


def is_api(rule: Rule | None, path: str) -> bool:
    """Whether a request for ``path`` (``PATH_INFO``) that the router matched to ``rule``
    (None: matched nothing) is one of the API's."""
    if rule is not None:
        return rule.rule.startswith(API_PREFIX)
    return _SLASHES.sub("/", "/" + path).startswith(API_PREFIX)
