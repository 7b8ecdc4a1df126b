"""A module marked `xdist_group` runs on one pytest-xdist worker under
`--dist loadgroup` (scripts/test.sh): the CMS tests and the `reflex run`
tests build their costly module fixtures once (tests/conftest.py restores
the group where pytest 9.2 drops pytest-xdist's)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

GROUPED = """
import os, pytest
pytestmark = pytest.mark.xdist_group("one")

@pytest.mark.parametrize("n", range(6))
def test_worker(n):
    folder = os.environ["GROUPED_OUT"]
    with open(f"{folder}/ran-{n}", "w") as out:
        out.write(os.environ["PYTEST_XDIST_WORKER"])
"""


def test_a_groups_tests_run_on_one_worker(tmp_path):
    test_file = tmp_path / "test_grouped.py"
    test_file.write_text(GROUPED, encoding="utf-8")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-n",
            "2",
            "--dist",
            "loadgroup",
            "-p",
            "no:cacheprovider",
            "-p",
            "tests.conftest",
            str(test_file),
        ],
        cwd=ROOT,
        env={**os.environ, "GROUPED_OUT": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    workers = {path.read_text() for path in tmp_path.glob("ran-*")}
    assert len(list(tmp_path.glob("ran-*"))) == 6
    assert len(workers) == 1, workers
