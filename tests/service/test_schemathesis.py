"""Fuzzing every operation from openapi.yaml, in process: no server error, no status the
spec does not list, every answer in its documented shape."""

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance, negative_data_rejection, response_headers_conformance,
    response_schema_conformance, status_code_conformance, unsupported_method)

from service import create_app

# Every operation, /metrics included: its text answer is checked for status, content type
# and headers only (schemathesis validates JSON bodies); test_observability.py reads it.
schema = schemathesis.openapi.from_wsgi("/openapi.yaml", create_app())

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance,
          response_headers_conformance, response_schema_conformance, negative_data_rejection,
          unsupported_method]


@schema.parametrize()
@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
def test_api(case):
    # The WSGI client does not undo a gzip coding, which the service applies to a large
    # answer when asked: asked for none, the checks read the JSON itself.
    case.call_and_validate(checks=CHECKS, headers={"Accept-Encoding": "identity"})
