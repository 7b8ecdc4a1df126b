"""What the repository holds: the tests are imported by nothing else, no
copy of a policy the export generates is tracked (it would go stale), and
no code file outside tests/ is long."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def tracked_files() -> list[Path]:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: the tracked files are unknown")
    out = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout
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
    sources = [
        p
        for p in tracked_files()
        if p.suffix == ".py" and p.is_file() and p.relative_to(ROOT).parts[0] != "tests"
    ]
    assert any(p.relative_to(ROOT).parts[0] == "tools" for p in sources)
    offenders = [
        p.relative_to(ROOT).as_posix()
        for p in sources
        if imports_tests(p.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_wrappers_know_nothing_of_the_site():
    """salon_components/ takes data and returns components: the arrows point
    from salon/ to it, never back (no import of salon, not even a lazy one)."""
    wrappers = sorted((ROOT / "salon_components").glob("*.py"))
    assert wrappers
    offenders = {
        p.name: sorted(
            name
            for name in imported_modules(p.read_text(encoding="utf-8"))
            if name == "salon" or name.startswith("salon.")
        )
        for p in wrappers
    }
    assert {name: found for name, found in offenders.items() if found} == {}
    assert imported_modules("from salon.theme import colour") == {"salon.theme"}


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("from tests.browser import open_route", True),
        ("import tests.site as site", True),
        ("def f():\n    from tests import conftest", True),
        ("from tools.chromium import launch", False),
        ("from . import tests", False),
        ("import testsuite", False),
    ],
)
def test_imports_of_the_tests_are_seen(source, found):
    assert imports_tests(source) is found


# The policy line the export writes: default-src, then the script hashes.
GENERATED_POLICY = re.compile(
    r"default-src [^;\n]*;\s*script-src [^;\n]*'sha256-[A-Za-z0-9+/]{43}='"
)
GENERATED_NAMES = re.compile(r"^_headers(\..*)?$")


def generated_policies(files: list[Path]) -> list[str]:
    found = []
    for path in files:
        name = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name
        if GENERATED_NAMES.match(path.name):
            found.append(name)
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError, IsADirectoryError):
            continue  # images, and files deleted but not yet staged
        if GENERATED_POLICY.search(text):
            found.append(name)
    return found


def test_no_generated_policy_is_tracked():
    """The CSP and the headers files come from each export (its inline
    scripts' hashes change with every build): a tracked copy is stale."""
    assert generated_policies(tracked_files()) == []


def test_a_tracked_policy_would_be_found(tmp_path):
    # Put together here, so that this file holds no policy line itself.
    policy = (
        "add_header Content-Security-Policy \"default-src 'self'; script-src 'self' "
        + "'sha256-"
        + "A" * 43
        + "='; object-src 'none'\" always;"
    )
    (tmp_path / "security-headers.conf").write_text(policy)
    (tmp_path / "_headers").write_text("/*\n")
    (tmp_path / "notes.md").write_text("default-src 'self'; script-src 'self' plus hashes")
    found = generated_policies(sorted(tmp_path.iterdir()))
    assert found == ["_headers", "security-headers.conf"]


def test_no_photo_the_build_makes_is_tracked():
    """The photos' files come from every build (salon/images/, cached in
    .cache/images/): tracked, they would go stale and be served by nobody.
    (The docs' screenshots in docs/img/ are WebP too, and no build's.)"""
    made = [
        path.relative_to(ROOT).as_posix()
        for path in tracked_files()
        if (path.suffix in (".avif", ".webp") and path.relative_to(ROOT).parts[0] != "docs")
        or path.relative_to(ROOT).parts[0] == ".cache"
    ]
    assert made == []
    ignored = subprocess.run(
        ["git", "check-ignore", "-q", ".cache/images/variants/x-0123456789-400.avif"],
        cwd=ROOT,
        check=False,
    )
    assert ignored.returncode == 0, ".cache/ must be ignored by git"


CODE_SUFFIXES = (".py", ".js", ".jsx", ".mjs", ".sh")
MAX_CODE_LINES = 500


def test_no_code_file_outside_the_tests_is_over_500_lines():
    """Small modules whose names say what they hold: a longer one is split by what it holds."""
    long = [
        f"{path.relative_to(ROOT).as_posix()}: {count}"
        for path in tracked_files()
        if path.suffix in CODE_SUFFIXES
        and path.relative_to(ROOT).parts[0] != "tests"
        and path.is_file()
        and (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_CODE_LINES
    ]
    assert long == []
