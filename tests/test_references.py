"""The repository stands alone: no file refers to documents outside it, and the files its
documentation names exist."""

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Written so that this file does not match itself.
OUTSIDE = re.compile(r"\b(?:RULES|API|EXAMPLES|STYLE)\.md\b|\.\./shared")
SKIPPED_DIRS = {".git", ".venv", "node_modules", "build", "dist", ".pytest_cache",
                ".hypothesis", "__pycache__"}

# Files other branches own, whose references are being rewritten there (the lead merges
# them): take a file out of this set once it is clean; nothing may join it.
PENDING = {"README.md", "bench/service.py"}


def committed_files():
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                                check=True, timeout=30).stdout.decode().split("\0")
        return [ROOT / name for name in listed if name and (ROOT / name).is_file()]
    except (OSError, subprocess.SubprocessError):  # an export without git: walk the tree
        return [p for p in ROOT.rglob("*")
                if p.is_file() and not SKIPPED_DIRS & set(p.relative_to(ROOT).parts)]


def text(path):
    try:
        return path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return None  # not text


def referring_outside():
    found = {}
    for path in committed_files():
        content = text(path)
        if content and OUTSIDE.search(content):
            found[path.relative_to(ROOT).as_posix()] = sorted(set(OUTSIDE.findall(content)))
    return found


def test_no_file_refers_to_documents_outside_the_repository_but_those_being_fixed():
    assert set(referring_outside()) - PENDING == set()


@pytest.mark.xfail(strict=False, reason="the files of PENDING are rewritten on other branches")
def test_no_file_refers_to_documents_outside_the_repository():
    assert referring_outside() == {}


DOCUMENTS = ["docs/rules.md", "docs/decisions.md", "openapi.yaml", "service/docs.html"]
NAMED_FILE = re.compile(r"`((?:[\w.-]+/)*[\w.-]+\.(?:md|py|yaml|html|toml|json))`")


@pytest.mark.parametrize("document", DOCUMENTS)
def test_the_files_a_document_names_exist(document):
    names = NAMED_FILE.findall((ROOT / document).read_text(encoding="utf-8"))
    missing = [name for name in names if not (ROOT / name).exists()]
    assert missing == []
