"""The README's figure block has the shape bench/readme_figures.py writes (without running
any bench), and no performance figure stands outside it: every one is printed by a bench."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BEGIN, END = "<!-- figures:begin -->", "<!-- figures:end -->"
# A measured figure: a time, a share, or a rate (1.5 ms, 0.39 s, 84 %, 25,000 deals per second).
FIGURE = re.compile(
    r"(?<![\w\"'`])\d[\d,.]*(?:\s*[–-]\s*\d[\d,.]*)?\s*"
    r"(?:µs|us|ms|s\b|seconds?\b|%\s+(?:of|faster|slower|less|more|busy)\b|req/s|/s\b"
    r"|(?:[\w-]+\s+){0,2}per\s+(?:second|core|worker|CPU))", re.I)


def readme():
    return (ROOT / "README.md").read_text()


def test_the_block_is_there_once():
    text = readme()
    assert text.count(BEGIN) == 1 and text.count(END) == 1
    assert text.index(BEGIN) < text.index(END)


def test_the_block_says_which_run_and_holds_only_bench_lines():
    text = readme()
    lines = text[text.index(BEGIN) + len(BEGIN):text.index(END)].strip().splitlines()
    head, *bullets = lines
    assert re.fullmatch(r"Figures of the run of \d{4}-\d\d-\d\d \d\d:\d\d UTC by "
                        r"`bench/readme_figures\.py`, on \d+ cores with a load average of "
                        r"[\d.]+ when it began .*:", head)
    assert bullets
    for line in bullets:
        assert line.startswith("- "), line
        script = re.search(r"`bench/(\w+\.py)`", line)
        assert script, f"a figure line names the bench that printed it: {line}"
        source = (ROOT / "bench" / script.group(1)).read_text()
        # A bench skipped for want of --readme may have gained it since the run.
        assert line.startswith("- not run: ") or "--readme" in source


def test_no_figure_stands_outside_the_block():
    text = readme()
    outside = text[:text.index(BEGIN)] + text[text.index(END):]
    figures = [match.group(0) for match in FIGURE.finditer(outside)]
    assert not figures, f"figures typed by hand, outside the block: {figures}"


def test_the_figure_pattern_knows_a_figure_from_a_card():
    assert FIGURE.search("about 0.1 µs per call") and FIGURE.search("17,500 deals per second")
    assert FIGURE.search("p99 140 ms") and FIGURE.search("wins 84 % of matches")
    assert not FIGURE.search('["AS","7S","10S"]') and not FIGURE.search("`10S`")
