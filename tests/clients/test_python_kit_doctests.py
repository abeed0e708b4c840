"""The Python kit's doctests (clients/ is not among the suite's doctest paths)."""

import doctest
import importlib
import sys

import pytest

from tests.clients.kits import PYTHON_KIT

sys.path.insert(0, str(PYTHON_KIT))
MODULES = sorted(path.stem for path in (PYTHON_KIT / "atout_client").glob("*.py")
                 if path.stem != "__init__")


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_of_each_module_hold(name):
    module = importlib.import_module(f"atout_client.{name}")
    failed, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failed == 0
