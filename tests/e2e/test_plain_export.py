"""The README's deploy command as a newcomer types it, once the set-up has
run: a new shell, `source .venv/bin/activate`, plain `reflex export`. Nothing
from the scripts' environment (their PATH, REFLEX_USE_SYSTEM_BUN) may be
needed: where Reflex cannot download bun, the set-up's bun must be found
from the venv alone, or Reflex falls back to npm and stops on Node 20.

Runs on a copy of the project (tests/project_copy.py) whose `.venv` is the
venv these tests run in, in a shell started with an empty environment but
HOME and a system PATH.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.project_copy import copy_project

COMMAND = "source .venv/bin/activate && reflex export --frontend-only --no-zip --loglevel warning"
TIMEOUT = 600  # s; a copy without .web/node_modules installs them first


def test_the_readme_deploy_command_works_in_a_new_shell(tmp_path):
    project = copy_project(tmp_path / "salon")
    (project / ".venv").symlink_to(Path(sys.prefix))
    done = subprocess.run(
        ["env", "-i", f"HOME={Path.home()}", "PATH=/usr/bin:/bin", "bash", "-c", COMMAND],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    output = (done.stdout + done.stderr)[-4000:]
    assert done.returncode == 0, output
    site = (project / ".web" / "build" / "client").resolve()
    assert f"static site: {site}" in done.stdout, output
    for name in ("index.html", "404.html", "sitemap.xml", "_headers", "_headers.nginx.conf"):
        assert (site / name).is_file(), f"{name} missing from the export:\n{output}"
