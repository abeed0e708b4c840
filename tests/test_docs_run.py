"""Every shell block of README.md and docs/*.md runs as written (docs/contributing.md).

One server is started as the README says (``.venv/bin/atout-serve``, the project's settings)
and every ``sh``/``bash``/``shell`` block, and the ``$`` commands of every ``console`` block,
run in bash with ``set -e -o pipefail`` in a fresh folder that holds the checkout's ``.venv``
(and whose PATH does not). A block fails when a command fails (curl's
connection refused among them: ``-s`` hides the message, not the exit status), or when the
server answered any of its requests with a 5xx.

The blocks name ``127.0.0.1:8000`` (or ``localhost:8000``), as a reader's server listens; the
test's server listens on a free port instead and the blocks are run with that port, so that
the test may run beside a server of your own, or another run of itself.

A marker on the line before a block changes how it is run:

- ``<!-- docs-run: own-server -->``: the block starts its own ``.venv/bin/atout-serve &`` with the
  settings it shows, on ``127.0.0.1:8001`` (``ATOUT_BIND``), beside the reader's server on
  8000; the test runs it on a free port instead, as for 8000.

Each block runs alone, as a reader pastes it into a fresh shell, and must leave nothing
behind: a block fails when anything it started still runs once it has ended (a server it
did not stop: pasted next, another block would reach it), or when it left a file in its
folder (a reader's checkout).
- ``<!-- docs-run: skip REASON -->``: not run (a Docker build, a Redis elsewhere, the
  test suite itself...); the reason is shown in the test's skip message.
"""

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
SHELLS = {"sh", "bash", "shell", "console"}
FENCE = re.compile(r"^```([\w-]*)[^\n]*\n(.*?)^```", re.M | re.S)
MARKER = re.compile(r"<!--\s*docs-run:\s*([\w-]+)\s*(.*?)\s*-->")
# What the blocks call the reader's server: a URL's host:port, or nc's host port.
READERS_SERVER = re.compile(r"\b(127\.0\.0\.1|localhost)([: ])8000\b")
# And what an own-server block calls the server it starts beside it.
OWN_SERVER = re.compile(r"\b(127\.0\.0\.1|localhost)([: ])8001\b")
LEFTOVER_SECONDS = 10  # for a server the block stopped to be gone
# Programs a block may need beyond bash and the service's own: a block naming a missing one
# is skipped, saying which.
TOOLS = ("curl", "jq", "nc", "openssl")
BLOCK_SECONDS = 120
STARTUP_SECONDS = 30


class Block:
    def __init__(self, path, line, language, text, marker, shown=""):
        self.path, self.line, self.language, self.text = path, line, language, text
        self.kind, self.reason = marker or ("shared-server", "")
        self.shown = shown  # the output block printed right after it, if any

    @property
    def name(self):
        return f"{self.path.relative_to(ROOT).as_posix()}:{self.line}"

    def script(self):
        """The commands of the block: a console block's ``$`` lines (and their
        continuations), without the output shown after them; any other block whole."""
        if self.language != "console":
            return self.text
        commands, continued = [], False
        for line in self.text.splitlines():
            if line.startswith("$ ") or continued:
                commands.append(line[2:] if line.startswith("$ ") else line)
                continued = line.endswith("\\")
        return "\n".join(commands) + "\n"


def blocks_of(path):
    text = path.read_text(encoding="utf-8")
    for match in FENCE.finditer(text):
        language = match.group(1).lower()
        if language not in SHELLS:
            continue
        before = text[:match.start()].rstrip("\n").rsplit("\n", 1)[-1]
        marker = MARKER.search(before)
        rest = text[match.end():]
        after = FENCE.match(text, match.end() + len(rest) - len(rest.lstrip("\n")))
        shown = after.group(2) if after and after.group(1).lower() not in SHELLS else ""
        yield Block(path, text.count("\n", 0, match.start()) + 1, language, match.group(2),
                    marker and (marker.group(1), marker.group(2)), shown)


BLOCKS = [block for path in DOCS for block in blocks_of(path)]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# The README installs into .venv without activating it: a block names .venv/bin/atout-serve,
# .venv/bin/python... A fresh shell has no .venv/bin on its PATH, and neither has a block's.
VENV = Path(sys.prefix)
VENV_BIN = Path(sys.executable).parent


def environment(port):
    """The reader's fresh shell after the README's install: the PATH without this
    environment's .venv/bin (a bare ``atout-serve`` is not found), none of this process's
    ATOUT_* settings, the server's address."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("ATOUT_") and k != "WEB_CONCURRENCY"}
    if sys.prefix != sys.base_prefix:
        env["PATH"] = os.pathsep.join(
            entry for entry in env.get("PATH", "").split(os.pathsep)
            if entry and Path(entry).resolve() != VENV_BIN.resolve())
    env["ATOUT_BIND"] = f"127.0.0.1:{port}"
    return env


def stop(process, seconds=15):
    """Ends the process's group (a block's server and whatever else it started) and waits
    until none of it is left: the group outlives the shell that started it."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            break
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            process.poll()  # reaps the shell itself, a member of its own group
            try:
                os.killpg(process.pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.1)


def statuses(log_text):
    """The statuses of the requests of an access log (its JSON lines; others are skipped)."""
    found = []
    for line in log_text.splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if isinstance(entry, dict) and "status" in entry and "path" in entry:
            found.append((entry["status"], entry["path"]))
    return found


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """``atout-serve`` as the README starts it, on a free port; its access log in a file."""
    serve = shutil.which("atout-serve", path=str(VENV_BIN))
    if serve is None:
        pytest.skip("atout-serve is not installed beside this Python (pip install -e .)")
    port = free_port()
    log_path = tmp_path_factory.mktemp("docs-server") / "server.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen([serve], cwd=ROOT, env=environment(port),
                                   stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=1).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"atout-serve did not start:\n{log_path.read_text()}")
                time.sleep(0.1)
        yield port, log_path
    finally:
        stop(process)


def still_running(process, seconds=LEFTOVER_SECONDS):
    """Whether anything of the process's group is still running ``seconds`` after it
    ended (a server the block stopped may take a moment to be gone)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            os.killpg(process.pid, 0)
        except ProcessLookupError:
            return False
        if time.monotonic() > deadline:
            return True
        time.sleep(0.1)


def run(block, port, where, settle=LEFTOVER_SECONDS):
    """Runs the block in bash in a fresh folder of ``where``; its exit status, stdout and
    stderr, whether it left anything running, and the files it left in its folder. The
    output goes to files beside the folder, not pipes: a server the block leaves running
    would hold a pipe open."""
    script = READERS_SERVER.sub(rf"127.0.0.1\g<2>{port}", block.script())
    if block.kind == "own-server":
        script = OWN_SERVER.sub(rf"127.0.0.1\g<2>{port}", script)
    folder = where / "shell"
    folder.mkdir()
    (folder / ".venv").symlink_to(VENV, target_is_directory=True)  # as in the checkout
    out_path, err_path = where / "stdout.txt", where / "stderr.txt"
    with out_path.open("wb") as out, err_path.open("wb") as err:
        process = subprocess.Popen(["bash", "-e", "-o", "pipefail", "-c", script],
                                   cwd=folder, env=environment(port), stdout=out, stderr=err,
                                   stdin=subprocess.DEVNULL, start_new_session=True)
    left_running = False
    try:
        process.wait(timeout=BLOCK_SECONDS)
        timed_out = False
        left_running = still_running(process, settle)
    except subprocess.TimeoutExpired:
        timed_out = True
    finally:
        stop(process)  # the block's own server, or anything else it left behind
    out, err = (path.read_text(errors="replace") for path in (out_path, err_path))
    if timed_out:
        pytest.fail(f"{block.name} ran for more than {BLOCK_SECONDS} s:\n{script}\n"
                    f"--- stdout\n{out[-3000:]}\n--- stderr\n{err[-3000:]}")
    left_files = sorted(path.name for path in folder.iterdir() if path.name != ".venv")
    return process.returncode, out, err, left_running, left_files


@pytest.mark.slow  # a server, and every block's commands
@pytest.mark.parametrize("block", BLOCKS, ids=lambda block: block.name)
def test_the_block_runs_as_written(block, request, tmp_path):
    if block.kind == "skip":
        pytest.skip(f"{block.name}: {block.reason or 'marked docs-run: skip'}")
    assert block.kind in ("shared-server", "own-server"), f"{block.name}: unknown marker"
    missing = [tool for tool in TOOLS
               if re.search(rf"(^|[\s|;&(]){tool}\b", block.script(), re.M)
               and shutil.which(tool) is None]
    if missing:
        pytest.skip(f"{block.name} needs {', '.join(missing)}, not installed here")
    if block.kind == "own-server":
        assert "ATOUT_BIND=127.0.0.1:8001" in block.script(), (
            f"{block.name}: a block's own server listens on 127.0.0.1:8001 (ATOUT_BIND), "
            f"beside the reader's on 8000")
        port, log_path = free_port(), None
    else:
        port, log_path = request.getfixturevalue("server")
        logged = len(log_path.read_text(errors="replace"))
    returncode, out, err, left_running, left_files = run(block, port, tmp_path)
    assert returncode == 0, (
        f"{block.name} exited with {returncode}:\n{block.script()}\n"
        f"--- stdout\n{out[-3000:]}\n--- stderr\n{err[-3000:]}")
    assert not left_running, (f"{block.name} left something running (a server it started "
                              f"and did not stop?):\n{block.script()}")
    assert not left_files, (f"{block.name} left {left_files} in the reader's folder: "
                            f"write into a temporary folder and remove it")
    # A block's own server logs on the block's stderr; the shared one in its file.
    log_text = err if log_path is None else log_path.read_text(errors="replace")[logged:]
    answered = statuses(log_text)
    failed = [(status, path) for status, path in answered if status >= 500]
    assert not failed, f"{block.name}: the server answered {failed}"
    # A refusal the reader is not told of is a block that does not do what it says.
    untold = [(status, path) for status, path in answered
              if 400 <= status < 500 and not re.search(rf"\b{status}\b", block.text + block.shown)]
    assert not untold, (f"{block.name}: refused {untold}, and neither the block nor the "
                        f"output shown after it names that status:\n{out[-3000:]}")


def test_every_marker_is_one_the_test_knows():
    for path in DOCS:
        for match in MARKER.finditer(path.read_text(encoding="utf-8")):
            assert match.group(1) in ("skip", "own-server"), f"{path.name}: {match.group(0)}"


def test_the_readers_port_is_replaced_in_urls_and_nc():
    text = "curl localhost:8000/v1 http://127.0.0.1:8000/x; nc 127.0.0.1 8000; :80001"
    assert READERS_SERVER.sub(r"127.0.0.1\g<2>9", text) == (
        "curl 127.0.0.1:9/v1 http://127.0.0.1:9/x; nc 127.0.0.1 9; :80001")


def test_a_console_block_runs_its_commands_not_its_output():
    block = Block(ROOT / "README.md", 1, "console",
                  "$ printf 'a' \\\n  'b'\nab\n$ true\n", None)
    assert block.script() == "printf 'a' \\\n  'b'\ntrue\n"



def test_a_block_that_leaves_a_process_or_a_file_behind_is_caught(tmp_path):
    block = Block(ROOT / "README.md", 1, "sh", "sleep 30 &\ntouch left.json\n", None)
    returncode, _, _, left_running, left_files = run(block, free_port(), tmp_path, settle=0.5)
    assert returncode == 0 and left_running and left_files == ["left.json"]
