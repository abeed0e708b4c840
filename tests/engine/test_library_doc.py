"""docs/library.md runs as written: each of its Python blocks alone, in a namespace of its
own, as a reader pastes one into a fresh interpreter."""

import contextlib
import io
import re
from pathlib import Path

PAGE = Path(__file__).resolve().parents[2] / "docs" / "library.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.M | re.S)


def test_every_python_block_of_the_library_page_runs():
    blocks = BLOCK.findall(PAGE.read_text(encoding="utf-8"))
    assert len(blocks) >= 5
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        for block in blocks:
            exec(compile(block, str(PAGE), "exec"), {})  # noqa: S102
    assert "winner: team" in printed.getvalue()
