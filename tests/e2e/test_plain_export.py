"""The README's deploy command as a newcomer types it: a new shell, `source
.venv/bin/activate`, plain `reflex export`. Nothing from the scripts'
environment (their PATH, REFLEX_USE_SYSTEM_BUN) may be needed: where Reflex
cannot download bun, the set-up's bun must be found from the venv alone, or
Reflex falls back to npm and stops on Node 20. Nor the set-up's fetch of
the CMS: the build fetches Decap's pinned bundle itself (issue 28).

Runs on a copy of the project (tests/project_copy.py) whose `.venv` is the
venv these tests run in and which has no `.tools/` (nothing fetched), in a
shell started with an empty environment but HOME, a system PATH and npm's
registry setting, which points at a registry played on 127.0.0.1: it serves
decap-cms's real tarball (the one this checkout's build fetched), so the
real package is checked against the real pin, and nothing else is contacted.
First offline (the registry not yet up): the build stops with one line.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from salon.plugins import decap_bundle
from tests.decap import free_port
from tests.fake_registry import Registry
from tests.project_copy import copy_project

COMMAND = "source .venv/bin/activate && reflex export --frontend-only --no-zip --loglevel warning"
TIMEOUT = 600  # s; a copy without .web/node_modules installs them first


def export(project: Path, registry: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [
            "env",
            "-i",
            f"HOME={Path.home()}",
            "PATH=/usr/bin:/bin",
            f"npm_config_registry={registry}",
            "bash",
            "-c",
            COMMAND,
        ],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )


def test_the_readme_deploy_command_works_in_a_new_shell_and_fetches_the_cms(tmp_path):
    project = copy_project(tmp_path / "salon")
    shutil.rmtree(project / ".tools")
    (project / ".venv").symlink_to(Path(sys.prefix))

    offline = export(project, f"http://127.0.0.1:{free_port()}/")
    output = offline.stdout + offline.stderr
    assert offline.returncode != 0, output[-4000:]
    stops = [line for line in output.splitlines() if line.startswith("admin: ")]
    assert len(stops) == 1 and "cannot download decap-cms 3.16.3" in stops[0], output[-4000:]
    assert "Traceback" not in output, output[-4000:]

    real = decap_bundle.tarball_path().read_bytes()
    registry = Registry(real, decap_bundle.integrity_of(real))
    try:
        done = export(project, registry.url)
    finally:
        registry.close()
    output = (done.stdout + done.stderr)[-4000:]
    assert done.returncode == 0, output
    assert len(registry.requests) == 2, registry.requests  # the metadata, the tarball
    site = (project / ".web" / "build" / "client").resolve()
    assert f"static site: {site}" in done.stdout, output
    for name in ("index.html", "404.html", "sitemap.xml", "_headers", "_headers.nginx.conf"):
        assert (site / name).is_file(), f"{name} missing from the export:\n{output}"
    kept = decap_bundle.bundle_path(project / ".tools" / "cms")
    assert (site / "admin" / "decap-cms.js").read_bytes() == kept.read_bytes()
    assert kept.read_bytes() == decap_bundle.bundle_path().read_bytes()
