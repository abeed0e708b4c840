# The C core (_native.c) as mypy sees it: untyped, each name Any.
from typing import Any

def __getattr__(name: str) -> Any: ...
