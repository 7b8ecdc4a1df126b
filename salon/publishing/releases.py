"""The published releases, and which one is live.

Under the publishing folder (data_dir()/publish/):

    releases/<id>/site/          the export, as `reflex export` wrote it
    releases/<id>/nginx/         salon.conf's includes for it: the export's
                                 own headers files (nginx.INCLUDES) and
                                 root.conf, `root <this release>/site;`
    releases/<id>/release.json   the commit it was built from, and when
    releases/<id>.partial/       a release being copied; complete when
                                 renamed to <id>, removed at a start
    live -> releases/<id>        the live release: a link replaced by rename

nginx's salon/ folder is the live release's nginx/ (through `live`), and its
root comes from there too, so one reload switches the pages and the headers
that hold their policy's hashes together. Until that reload, nginx keeps
serving the previous release, with its own headers, from its own folder;
moving the link alone changes nothing nginx serves.
"""

from __future__ import annotations

import contextlib
import filecmp
import json
import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from salon.publishing.nginx import INCLUDES, ROOT_INCLUDE, quoted

PARTIAL = ".partial"
RECORD = "release.json"


@dataclass(frozen=True)
class Release:
    path: Path
    commit: str
    built_at: float

    @property
    def id(self) -> str:
        return self.path.name

    @property
    def site(self) -> Path:
        return self.path / "site"

    @property
    def nginx(self) -> Path:
        return self.path / "nginx"


class ReleaseError(Exception):
    """An export that is no release: one line saying what it lacks."""


class Releases:
    def __init__(self, folder: Path):
        self.folder = folder
        self.releases = folder / "releases"
        self.pointer = folder / "live"

    def live(self) -> Release | None:
        """The release the pointer names, if it is complete."""
        try:
            target = os.readlink(self.pointer)
        except OSError:
            return None
        return self._read(self.releases / Path(target).name)

    def all(self) -> list[Release]:
        """Every complete release, oldest first."""
        if not self.releases.is_dir():
            return []
        found = [self._read(path) for path in sorted(self.releases.iterdir())]
        return [release for release in found if release is not None]

    def _read(self, path: Path) -> Release | None:
        if path.name.endswith(PARTIAL):
            return None
        try:
            record = json.loads((path / RECORD).read_text(encoding="utf-8"))
            return Release(path, str(record["commit"]), float(record["built_at"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def make(self, export: Path, commit: str, now: float | None = None) -> Release:
        """A complete release of the export folder `export`, not yet live."""
        now = time.time() if now is None else now
        missing = [name for name in INCLUDES.values() if not (export / name).is_file()]
        if missing or not (export / "index.html").is_file():
            raise ReleaseError(f"the export in {export} lacks {', '.join(missing) or 'index.html'}")
        stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime(now))
        final = self.releases / f"{stamp}.{int(now * 1000) % 1000:03d}Z-{commit[:12]}"
        partial = final.with_name(final.name + PARTIAL)
        self.releases.mkdir(parents=True, exist_ok=True)
        shutil.rmtree(partial, ignore_errors=True)
        live = self.live()
        written = _copy_site(export, partial / "site", live.site if live else None)
        (partial / "nginx").mkdir()
        for name, exported in INCLUDES.items():
            shutil.copyfile(export / exported, partial / "nginx" / name)
        (partial / "nginx" / ROOT_INCLUDE).write_text(
            f"root {quoted(final / 'site')};\n", encoding="utf-8"
        )
        (partial / RECORD).write_text(
            json.dumps({"commit": commit, "built_at": now}) + "\n", encoding="utf-8"
        )
        _sync_tree(partial, written)
        # Complete: the name says so.
        partial.rename(final)
        _sync(self.releases)
        return Release(final, commit, now)

    def switch(self, release: Release) -> None:
        """Make `release` the live one: the pointer replaced by rename, so
        that it names either release, never none. nginx follows at its reload."""
        temporary = self.folder / f".live-{os.getpid()}"
        with contextlib.suppress(FileNotFoundError):
            temporary.unlink()
        temporary.symlink_to(Path("releases") / release.id, target_is_directory=True)
        os.replace(temporary, self.pointer)
        _sync(self.folder)

    def remove(self, release: Release) -> None:
        """Drop a release that is not live (one nginx refused)."""
        live = self.live()
        if live is not None and live.id == release.id:
            raise ReleaseError(f"{release.id} is live")
        shutil.rmtree(release.path, ignore_errors=True)

    def prune(self) -> list[str]:
        """Keep the live release and the newest other one (the previous,
        which old nginx workers may still be finishing requests from);
        remove the rest. Returns the removed releases' ids."""
        live = self.live()
        others = [release for release in self.all() if live is None or release.id != live.id]
        removed = others[:-1]
        for release in removed:
            shutil.rmtree(release.path, ignore_errors=True)
        return [release.id for release in removed]

    def clean(self) -> list[str]:
        """Remove what a build stopped in the middle left: partial releases,
        a pointer being made. Only while no build runs (the build lock)."""
        removed = []
        if self.releases.is_dir():
            for path in self.releases.iterdir():
                if path.name.endswith(PARTIAL) or (path.is_dir() and self._read(path) is None):
                    shutil.rmtree(path, ignore_errors=True)
                    removed.append(path.name)
        for temporary in self.folder.glob(".live-*"):
            temporary.unlink(missing_ok=True)
        return removed


def _sync(folder: Path) -> None:
    """A folder's entries (a rename, a new file) on disk."""
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _copy_site(export: Path, site: Path, previous: Path | None) -> set[Path]:
    """The export copied to `site`: a file the previous release has as it is
    becomes a second link to that one (releases are never written to), the
    rest is copied. Most files stay the same from build to build (the
    bundles, the photos), so a release costs the disk and the time of what
    changed. Returns the files written."""
    written: set[Path] = set()
    for folder, folders, files in os.walk(export):
        relative = Path(folder).relative_to(export)
        (site / relative).mkdir(parents=True, exist_ok=True)
        for name in [*folders, *files]:
            if (Path(folder) / name).is_symlink():
                raise ReleaseError(f"{Path(folder) / name}: a link in the export")
        for name in files:
            source, target = Path(folder) / name, site / relative / name
            before = previous / relative / name if previous else None
            if before is not None and _same(source, before):
                os.link(before, target)
            else:
                shutil.copy2(source, target)
                written.add(target)
    return written


def _same(one: Path, other: Path) -> bool:
    try:
        if one.stat().st_size != other.stat().st_size or other.is_symlink():
            return False
        return filecmp.cmp(one, other, shallow=False)
    except OSError:
        return False


def _sync_tree(root: Path, written: set[Path]) -> None:
    """What was written of a release on disk before the rename that makes
    it complete (the linked files are already): after a power cut a
    complete release is whole, not a folder of empty files."""
    for folder, _, files in os.walk(root):
        for name in files:
            path = Path(folder) / name
            if path.parent.name == "nginx" or path.name == RECORD or path in written:
                descriptor = os.open(path, os.O_RDONLY)
                try:
                    os.fsync(descriptor)
                finally:
                    os.close(descriptor)
        _sync(Path(folder))
