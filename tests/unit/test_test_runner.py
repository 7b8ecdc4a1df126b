"""The test command's own machinery: what the suite's time depends on."""

import subprocess
import sys
import textwrap


def test_an_xdist_group_runs_on_one_worker(tmp_path):
    """scripts/test.sh runs `--dist loadgroup`, and the modules marked
    xdist_group (one CMS session, one reflex run, one nginx, one Firefox)
    rely on it: their costly module fixtures start once, not once per worker.
    (pytest 9.2 silently broke it: requirements-dev.txt.)"""
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    (tmp_path / "test_grouped.py").write_text(
        textwrap.dedent(
            """
            import os
            import pytest

            pytestmark = pytest.mark.xdist_group("one")

            @pytest.mark.parametrize("n", range(6))
            def test_where(n, tmp_path_factory):
                worker = os.environ["PYTEST_XDIST_WORKER"]
                (tmp_path_factory.getbasetemp().parent / f"{n}-{worker}").touch()
            """
        ),
        encoding="utf-8",
    )
    base = tmp_path / "run"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-n",
            "2",
            "--dist",
            "loadgroup",
            f"--basetemp={base}",
            "test_grouped.py",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    ran = [path.name.split("-") for path in base.iterdir() if path.name[0].isdigit()]
    assert len(ran) == 6, ran
    assert len({worker for _n, worker in ran}) == 1, ran
