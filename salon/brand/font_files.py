"""The chosen fonts' files, where Reflex serves them (`.web/public/fonts/`).

The first build that needs a font fetches its files from its pinned npm
package (salon/npm_tarball.py: integrity checked) into `.cache/fonts/`;
later builds copy them from there. The public folder holds exactly the
chosen fonts' files: a font no longer chosen leaves with its files, and
with the system's fonts the folder is gone. Offline on a first build: a
FontError, one line.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from salon.brand.fonts import URL_FOLDER, Shipped, shipped
from salon.build_stop import BuildError
from salon.npm_tarball import FetchError, fetch
from salon.paths import FONT_CACHE

# The font's licence (SIL OFL) travels with its files, as the licence asks.
LICENSE = "LICENSE"


class FontError(BuildError):
    """A chosen font's files cannot be had."""

    subject = "fonts"


def cached(font: Shipped, cache: Path = FONT_CACHE) -> Path:
    """The font's folder in the cache, filled from npm the first time."""
    folder = cache / f"{font.id}-{font.version}"
    names = [*font.files(), LICENSE]
    if not all((folder / name).is_file() for name in names):
        files = {f"files/{name}": folder / name for name in font.files()}
        try:
            fetch(font.package, font.version, font.integrity, files | {LICENSE: folder / LICENSE})
        except FetchError as error:
            raise FontError(str(error)) from None
    return folder


def publish(headings: str, body: str, public: Path, cache: Path = FONT_CACHE) -> list[str]:
    """Put the chosen fonts' files into `public`/fonts/, and nothing else there;
    the names written."""
    target = public / URL_FOLDER
    wanted: dict[str, Path] = {}
    for font in shipped(headings, body):
        folder = cached(font, cache)
        wanted |= {name: folder / name for name in font.files()}
        wanted[f"{font.id}-{LICENSE}.txt"] = folder / LICENSE
    if target.is_dir():
        for old in target.iterdir():
            if old.name not in wanted:
                old.unlink()
    for name, source in wanted.items():
        destination = target / name
        if not destination.is_file() or destination.read_bytes() != source.read_bytes():
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, destination)
    if target.is_dir() and not wanted:
        target.rmdir()
    return sorted(wanted)
