"""Importing the site's code reads no content and asks for no date: the app,
the build and `reflex run` load the content when they mean to
(salon/content.py, `load()`), and a module rxconfig.py's process imports
holds nothing that would go stale (docs/architecture.md, "reflex run")."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("salon", "salon_components")
# The app's module loads the content as it is imported, on purpose (Reflex
# wants `app` at module level); everything else must not.
APP = "salon.salon"

# Run in a copy of the project without content/: imports every module of the
# packages with the calendar's date and the content loader watched, and
# every file opened under content/ noted.
PROBE = """
import importlib, json, pkgutil, sys
from pathlib import Path

root = Path.cwd().resolve()
opened = []

def audit(event, args):
    if event == "open" and isinstance(args[0], (str, bytes)):
        path = Path(args[0].decode() if isinstance(args[0], bytes) else args[0])
        if (root / path).resolve().is_relative_to(root / "content"):
            opened.append(str(path))

sys.addaudithook(audit)

from salon import calendar

asked = []
today = calendar.build_date
calendar.build_date = lambda: asked.append("build_date") or today()

from salon.content_model import loader

read = loader.read_content
loader.read_content = lambda *a, **k: asked.append("read_content") or read(*a, **k)

imported = []
for package in {packages}:
    module = importlib.import_module(package)
    for info in pkgutil.walk_packages(module.__path__, package + "."):
        if info.name != {app!r}:
            importlib.import_module(info.name)
            imported.append(info.name)
print(json.dumps({{"imported": imported, "asked": asked, "opened": opened}}))
"""


def test_every_module_imports_without_the_content(tmp_path):
    for package in PACKAGES:
        shutil.copytree(
            ROOT / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    # What the modules may read at import (assets, photos): the project's own.
    for other in ROOT.iterdir():
        if (
            other.name not in (*PACKAGES, "content", ".git", ".web")
            and not (tmp_path / other.name).exists()
        ):
            (tmp_path / other.name).symlink_to(other)
    assert not (tmp_path / "content").exists()

    probe = PROBE.format(packages=PACKAGES, app=APP)
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "PYTHONDONTWRITEBYTECODE": "1"}
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.splitlines()[-1])
    modules = {name for name in report["imported"]}
    assert {"salon.content", "salon.routes", "salon.pages.home", "salon.receiver.api"} <= modules
    assert "salon_components.slider" in modules
    assert report["asked"] == [], "importing read the content or asked the date"
    assert report["opened"] == []


def test_the_content_is_read_again_only_after_an_edit(tmp_path, monkeypatch):
    """The app and the build plugins share one process: a second `load()`
    reads nothing while no file changed; `reflex run` still sees an edit."""
    from salon import content
    from salon.content_model import loader

    # Whatever the other tests were given stays what `load()` returns after this one.
    monkeypatch.setattr(content, "_loaded", content._loaded)
    folder = tmp_path / "content"
    shutil.copytree(ROOT / "content", folder)
    monkeypatch.setattr(content, "CONTENT_DIR", folder)
    reads = []
    read = loader.read_content
    monkeypatch.setattr(loader, "read_content", lambda *a: reads.append(a) or read(*a))

    first = content.load()
    assert content.load() is first
    assert reads == [(folder,)]
    salon = folder / "salon.yml"
    salon.write_text(salon.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    again = content.load()
    assert again is not first and again == first
    assert len(reads) == 2
