"""docs/rl.md runs as written: each of its Python blocks alone, in a namespace of its own."""

import contextlib
import io
import re
from pathlib import Path

import pytest

pytest.importorskip("pettingzoo")

PAGE = Path(__file__).resolve().parents[2] / "docs" / "rl.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.M | re.S)


def test_every_python_block_of_the_rl_page_runs():
    blocks = BLOCK.findall(PAGE.read_text(encoding="utf-8"))
    assert blocks
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        for block in blocks:
            exec(compile(block, str(PAGE), "exec"), {})  # noqa: S102
    assert "seat_0" in printed.getvalue()
