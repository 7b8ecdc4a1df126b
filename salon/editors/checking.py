"""An edit checked as the build checks it, before anything is saved: the
content loader the build uses (salon/content_model/loader.py) reads a
temporary copy of the content at the commit the edit goes onto, with the
edited files in place, and the photos as they would be; each new photo is
checked as the build checks photos (salon/images/). The live files are not
touched. A refusal is the build's own first line, naming the file as it is
in the repository: `content/hours.yml:22: hours[Lördag].closes: must be
HH:MM, got '25:00'`.
"""

from __future__ import annotations

import os
import tempfile
import warnings
from collections.abc import Mapping
from pathlib import Path

from salon.content_model import ContentError, load_languages
from salon.editors.repository import FILE_MODES, Repository
from salon.editors.site_paths import CONTENT, PHOTOS, SECTION_FILES
from salon.images import logo, source


class ValueRefused(Exception):
    """The build would refuse the edit; the message is its first line."""


def check(repository: Repository, commit: str, changes: Mapping[str, bytes | None]) -> None:
    """ValueRefused unless the content at `commit`, with `changes` (path ->
    bytes, None: deleted) made, is what the build takes."""
    with tempfile.TemporaryDirectory(prefix="salon-check-") as made:
        scratch = Path(made).resolve()
        content, photos = scratch / CONTENT, scratch / PHOTOS
        content.mkdir(parents=True)
        photos.mkdir(parents=True)
        # Lines name the files as the repository has them (a linked photo
        # is named by its own path already; under the checkout's, outside
        # salon.paths.ROOT, by its absolute one).
        shown = {
            f"{content}/": f"{CONTENT}/",
            f"{photos}/": f"{PHOTOS}/",
            str(photos): PHOTOS,
            f"{repository.root.resolve()}/": "",
        }
        try:
            for path, data in changes.items():
                if data is not None and path.startswith(f"{PHOTOS}/"):
                    _check_photo(photos / path.rsplit("/", 1)[1], data)
            _copy_content(repository, commit, changes, content)
            _copy_photos(repository, commit, changes, photos)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                load_languages(content, photos=photos)
        except ContentError as error:
            raise ValueRefused(_shown(error.errors[0], shown)) from None
        except (source.PhotoError, logo.LogoError) as error:
            raise ValueRefused(_shown(str(error), shown)) from None


def _check_photo(path: Path, data: bytes) -> None:
    path.write_bytes(data)
    if path.suffix.lower() == ".svg":
        logo.inspect(path)
    else:
        source.inspect(path)


def _copy_content(
    repository: Repository, commit: str, changes: Mapping[str, bytes | None], into: Path
) -> None:
    for path in SECTION_FILES:
        data = changes[path] if path in changes else _at(repository, commit, path)
        if data is not None:
            (into / path.rsplit("/", 1)[1]).write_bytes(data)


def _at(repository: Repository, commit: str, path: str) -> bytes | None:
    found = repository.read(commit, path)
    return found[0] if found else None


def _copy_photos(
    repository: Repository, commit: str, changes: Mapping[str, bytes | None], into: Path
) -> None:
    """images/source/ as it is at `commit` with `changes` made: each photo a
    link to the checkout's file where that holds the committed version (a
    phone's photos are large), else written from git; new ones are written."""
    committed = repository.folder(commit, PHOTOS)
    changed = repository.changed_in_worktree(commit, PHOTOS)
    for path, entry in committed.items():
        name = path.rsplit("/", 1)[1]
        if path in changes or entry.mode not in FILE_MODES:
            continue
        work = repository.root / path
        if path not in changed and work.is_file() and not work.is_symlink():
            os.symlink(work, into / name)
        else:
            (into / name).write_bytes(repository.blob(entry.blob))
    # New and replaced photos are written already (`_check_photo`); deleted ones stay out.


def _shown(line: str, shown: Mapping[str, str]) -> str:
    for scratch, real in shown.items():
        line = line.replace(scratch, real)
    return line
