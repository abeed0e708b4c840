import base64

import pytest

from service import create_app

# The key the table tokens of openapi.yaml's examples were sealed with: a known key, for
# examples and tests only (a server draws its own, or takes ATOUT_SEALED_KEYS).
EXAMPLE_SEALED_KEYS = "example:" + base64.b64encode(b"atout-example-key-not-for-use!!!").decode()


@pytest.fixture
def app():
    return create_app({"TESTING": True, "ATOUT_SEALED_KEYS": EXAMPLE_SEALED_KEYS})


@pytest.fixture
def client(app):
    return app.test_client()
