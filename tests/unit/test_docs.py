"""The docs stay small and true: the architecture's tree against the real
one, the docs' text within its budget, no dated run logs, no issue numbers."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
# What a reader reads: the Markdown of docs/ and docs/decisions/ (the
# screenshots in docs/img/ are pictures, not text to keep short).
DOCS_BUDGET_BYTES = 100_000
# Top-level folders the tree need not list.
UNLISTED_TOP = {"docs", "images"}
# Inside salon/: what every package has.
UNLISTED_IN_SALON = {"__init__.py", "__pycache__"}
BENCH_SECTION = re.compile(
    r"<!-- bench:(publish:)?start -->.*?<!-- bench:(publish:)?end -->", re.DOTALL
)
# Code (fenced or inline) may show a date as a value: an example closure, a
# build's error line. A date in prose is a run log's.
CODE = re.compile(r"^```.*?^```|`[^`\n]*`", re.DOTALL | re.MULTILINE)
DATE = re.compile(r"\b20\d\d-\d\d-\d\d\b")
ISSUE = re.compile(r"\bissues? #?\d+|(?<![\w&/])#\d{1,5}\b", re.IGNORECASE)


def tree_paths(markdown: str) -> list[str]:
    """The paths of the first fenced block under "## Layout": the first word
    of each line (lines starting with a space continue a description)."""
    layout = markdown.split("\n## Layout", 1)[1]
    block = re.search(r"^```[^\n]*\n(.*?)^```", layout, re.DOTALL | re.MULTILINE)
    assert block, "no fenced tree under ## Layout"
    return [line.split()[0] for line in block.group(1).splitlines() if line[:1].strip()]


def tracked() -> list[str]:
    return subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.splitlines()


def listed() -> set[str]:
    return {p.rstrip("/") for p in tree_paths((DOCS / "architecture.md").read_text("utf-8"))}


def test_the_tree_parser_reads_one_path_a_line():
    md = "# A\n\n## Layout\n\n```text\na/          the a\na/b.py      b\n            more of b\n```\n"
    assert tree_paths(md) == ["a/", "a/b.py"]


@pytest.mark.skipif(
    not (ROOT / "static_first").is_dir(),
    reason="the tree describes the layout with static_first/, which this checkout lacks yet",
)
def test_every_path_in_the_architecture_tree_exists():
    paths = tree_paths((DOCS / "architecture.md").read_text("utf-8"))
    missing = [p for p in paths if not (ROOT / p).exists()]
    not_folders = [p for p in paths if p.endswith("/") and not (ROOT / p).is_dir()]
    assert missing == [] and not_folders == []


def test_the_architecture_tree_lists_every_top_level_folder_and_salon_entry():
    files = tracked()
    top = {f.split("/")[0] for f in files if "/" in f and not f.startswith(".")}
    in_salon = {f.split("/")[1] for f in files if f.startswith("salon/")}
    names = listed()
    assert sorted(top - UNLISTED_TOP - names) == []
    assert sorted(e for e in in_salon - UNLISTED_IN_SALON if f"salon/{e}" not in names) == []


def test_docs_stay_within_their_budget():
    size = sum(p.stat().st_size for p in DOCS.rglob("*.md"))
    assert size <= DOCS_BUDGET_BYTES, f"docs/*.md is {size:,} bytes, budget {DOCS_BUDGET_BYTES:,}"


def test_docs_hold_no_dated_run_logs_or_issue_numbers():
    found = []
    for path in sorted(DOCS.rglob("*.md")):
        text = BENCH_SECTION.sub("", path.read_text("utf-8"))  # the bench writes its date
        for number, line in enumerate(text.splitlines(), 1):
            if ISSUE.search(line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
        for date in DATE.finditer(CODE.sub("", text)):
            found.append(f"{path.relative_to(ROOT)}: a date in prose: {date.group()}")
    assert found == []


def test_markdown_links_resolve():
    broken = []
    for path in [ROOT / name for name in tracked() if name.endswith(".md")]:
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", path.read_text("utf-8")):
            if "://" not in target and not (path.parent / target).exists():
                broken.append(f"{path.relative_to(ROOT)}: {target}")
    assert broken == []
