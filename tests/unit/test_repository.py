"""What the repository holds: the tests are imported by nothing else."""

from __future__ import annotations

import ast
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def tracked_files() -> list[Path]:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: the tracked files are unknown")
    out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    return [ROOT / name for name in out.decode("utf-8").split("\0") if name]


def imported_modules(source: str) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def imports_tests(source: str) -> bool:
    return any(name == "tests" or name.startswith("tests.") for name in imported_modules(source))


def test_nothing_outside_tests_imports_the_tests():
    """Tools, scripts and the app import helpers from tools/ or salon/, never
    from tests/: the tests may change without breaking what ships or runs."""
    sources = [p for p in tracked_files()
               if p.suffix == ".py" and p.is_file() and p.relative_to(ROOT).parts[0] != "tests"]
    assert any(p.relative_to(ROOT).parts[0] == "tools" for p in sources)
    offenders = [p.relative_to(ROOT).as_posix() for p in sources
                 if imports_tests(p.read_text(encoding="utf-8"))]
    assert offenders == []


@pytest.mark.parametrize(("source", "found"), [
    ("from tests.browser import open_route", True),
    ("import tests.site as site", True),
    ("def f():\n    from tests import conftest", True),
    ("from tools.browser import launch", False),
    ("from . import tests", False),
    ("import testsuite", False),
])
def test_imports_of_the_tests_are_seen(source, found):
    assert imports_tests(source) is found

