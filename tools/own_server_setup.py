"""A checkout set up as a new owner sets up the own server: `backend: server`
in content/cms.yml (the block of the backend before it, repo and branch
included, replaced), and editors added with `python -m salon.editors add`,
the password twice on standard input. The own server's tests
(tests/own_server.py) and the bench's edit to live
(tools/bench/publishing.py) both start from it.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from salon import paths

# content/cms.yml's `backend:` block: to the next comment line or the end.
_BACKEND = re.compile(r"^backend: .*?(?=^# |\Z)", re.M | re.S)


def use_server_backend(project: Path) -> None:
    """`backend: server` in the project's content/cms.yml, as its one block."""
    settings = project / paths.CMS_SETTINGS.relative_to(paths.ROOT)
    text, found = _BACKEND.subn("backend: server\n", settings.read_text(encoding="utf-8"))
    if found != 1:
        raise RuntimeError(f"{settings}: no one `backend:` block to set to server")
    settings.write_text(text, encoding="utf-8")


def add_editor(project: Path, env: dict[str, str], name: str, password: str) -> None:
    """`python -m salon.editors add NAME` in the project, the password twice on
    standard input; a refusal raises with the command's own output."""
    result = subprocess.run(
        [sys.executable, "-m", "salon.editors", "add", name],
        cwd=project,
        env=env,
        input=f"{password}\n{password}\n",
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        raise RuntimeError(f"salon.editors add {name}: {(result.stdout + result.stderr).strip()}")
