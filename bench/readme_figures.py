"""Runs the benchmarks and writes their figures into README.md, between the markers
``<!-- figures:begin -->`` and ``<!-- figures:end -->``: run by hand,
``python bench/readme_figures.py [--dry-run] [--only SCRIPT]`` (``--dry-run`` prints the
block instead; ``--only game.py`` runs that bench alone and replaces its lines only, the
block's head then naming that run beside the whole one).

Each bench of ``BENCHES`` that takes ``--readme`` prints its figures as Markdown bullet
lines; a bench that does not (yet) is skipped, and the block says so. The block opens with
the run they come from: its date, the machine's core count and its load average when the
run began, since a shared machine's neighbours move every figure. No figure in the block
is typed by hand, and tests/test_readme_figures.py checks that none outside it is.
"""

import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
BEGIN, END = "<!-- figures:begin -->", "<!-- figures:end -->"
# Each bench with its arguments, in the order its lines appear.
BENCHES = (("engine.py", ()), ("game.py", ()), ("service.py", ()), ("solver.py", ()), ("hints.py", ()),
           ("hints.py", ("30", "contree", "50")),
           # the bot's lines: duplicate duels, each with its 95 % interval and deal count
           ("duplicate.py", ("card-thumb", "card-cli", "--deals", "200")),
           ("duplicate.py", ("card-colver", "bid-thumb", "whole-thumb", "--deals", "100")))


def takes_readme(script):
    return "--readme" in (ROOT / "bench" / script).read_text()


def bench_lines(script, arguments):
    """The Markdown bullet lines ``script --readme`` prints, each naming the bench."""
    output = subprocess.run([sys.executable, str(ROOT / "bench" / script), *arguments,
                             "--readme"], cwd=ROOT, check=True, capture_output=True,
                            text=True).stdout
    name = f"`bench/{script}`"
    return [line if name in line else f"{line.rstrip(';.')} ({name});"
            for line in output.splitlines() if line.startswith("- ")]


def block(lines, skipped, cores, load, when):
    head = (f"Figures of the run of {when} by `bench/readme_figures.py`, on {cores} cores "
            f"with a load average of {load:.1f} when it began (other jobs on a shared "
            f"machine move every figure; each bench prints them as it measures them):")
    notes = [f"- not run: `bench/{script}` (it had no `--readme` at this run)" for script in skipped]
    return "\n".join([BEGIN, head, *lines, *notes, END])


def rewrite(text, new_block):
    """``text`` with its figure block replaced by ``new_block``."""
    pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.S)
    if len(pattern.findall(text)) != 1:
        raise SystemExit(f"README.md must hold one {BEGIN} … {END} block")
    return pattern.sub(lambda _: new_block, text)


def only(script):
    """Run ``script`` alone and put its lines in place of the block's lines of it."""
    cores, load = len(os.sched_getaffinity(0)), os.getloadavg()[0]
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    text = README.read_text()
    old = text[text.index(BEGIN) + len(BEGIN):text.index(END)].strip().splitlines()
    head, bullets = old[0], old[1:]
    name = f"`bench/{script}`"
    new = [line for arguments in {a for s, a in BENCHES if s == script}
           for line in bench_lines(script, arguments)]
    order = [s for s, _ in BENCHES]
    kept = [line for line in bullets if name not in line]
    # the new lines go where the bench stands in BENCHES
    after = {s for s in order[:order.index(script)]}
    cut = max((i + 1 for i, line in enumerate(kept)
               if any(f"`bench/{s}`" in line for s in after)), default=0)
    head = re.sub(r"\s*\(`bench/[\w.]+`'s lines: the run of [^)]*\)", "", head.rstrip(":"))
    head += (f" ({name}'s lines: the run of {when} on {cores} cores, load average "
             f"{load:.1f}):")
    new_block = "\n".join([BEGIN, head, *kept[:cut], *new, *kept[cut:], END])
    README.write_text(rewrite(text, new_block))
    print(new_block)


def main():
    if "--only" in sys.argv:
        return only(sys.argv[sys.argv.index("--only") + 1])
    cores, load = len(os.sched_getaffinity(0)), os.getloadavg()[0]
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    lines, skipped = [], []
    for script, arguments in BENCHES:
        if takes_readme(script):
            print(f"running bench/{script} …", file=sys.stderr)
            lines += bench_lines(script, arguments)
        else:
            skipped.append(script)
    new_block = block(lines, skipped, cores, load, when)
    if "--dry-run" in sys.argv:
        print(new_block)
        return
    README.write_text(rewrite(README.read_text(), new_block))
    print(new_block)


if __name__ == "__main__":
    main()
