"""A copy of the project for the tests that run Reflex's own commands on it,
so the working tree and its .web/ are never touched."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from salon.publishing import export

ROOT = Path(__file__).resolve().parents[1]
# Not part of the project, or rebuilt by Reflex itself.
_NOT_COPIED = {".git", ".venv", ".tools", "dist", "test-results", "bench-results", "__pycache__"}


def _cp(sources: list[Path], into: Path) -> None:
    if sources:
        subprocess.run(["cp", "-a", "--", *map(str, sources), str(into)], check=True)


def copy_project(destination: Path) -> Path:
    """The project copied to `destination`, with .web/node_modules (a first
    build without them installs them) and without any build output. Its
    builds take the CMS's tools this checkout has (.tools/cms, linked):
    decap-server from scripts/setup.sh, Decap's bundle from the first build."""
    # cp, not shutil.copytree: node_modules' 6,500 files take a third of the time.
    web = ROOT / ".web"
    destination.mkdir(parents=True)
    _cp([p for p in ROOT.iterdir() if p.name not in _NOT_COPIED and p != web], destination)
    # The copy reuses the installed frontend packages, not the last export.
    if web.is_dir():
        (destination / web.name).mkdir()
        _cp([p for p in web.iterdir() if p.name != "build"], destination / web.name)
    cms_tools = ROOT / ".tools" / "cms"
    (destination / ".tools").mkdir()
    (destination / ".tools" / "cms").symlink_to(cms_tools)
    return destination


def export_project(project: Path, timeout: int = 600) -> subprocess.CompletedProcess:
    """Plain `reflex export` of `project` (a copy); the caller judges the
    result. The site lands in `project/.web/build/client`."""
    env = {**os.environ, "REFLEX_TELEMETRY_ENABLED": "false"}
    return subprocess.run(
        export.COMMAND,
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
