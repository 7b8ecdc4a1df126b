"""The files /admin/ may read and write on the own server, and nothing else:
the content's section files (content/*.yml as salon/content_model/sections.py
lists them; never content/cms.yml, which says where the CMS saves) and the
photos in images/source/, of the types the build takes.

A path comes from the browser as Decap writes it, relative to the
repository. Anything else is refused with one line, before anything is read
or written: an absolute path, `..`, a hidden name (`.git`), a backslash or
NUL, another folder, code. Symbolic links are the repository's to refuse
(salon/editors/repository.py), since only the files tell.
"""

from __future__ import annotations

import dataclasses
import re

from salon import paths
from salon.content_model.sections import SECTIONS, Section

CONTENT = paths.CONTENT_DIR.relative_to(paths.ROOT).as_posix()
PHOTOS = paths.IMAGE_SOURCES.relative_to(paths.ROOT).as_posix()
SECTION_FILES = {f"{CONTENT}/{section.file}": section for section in SECTIONS}
# What the build reads from images/source/: photos (salon/images/source.py)
# and the logo, an SVG or PNG (salon/images/logo.py).
PHOTO_TYPES = (".jpg", ".jpeg", ".png", ".webp", ".heic", ".heif", ".svg")
# Decap names an upload in plain ASCII (the config's `slug`: img_2034.jpg).
_PHOTO_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")
PATH_MAX = 200


class PathRefused(ValueError):
    """A path /admin/ may not touch; the message is one line."""


@dataclasses.dataclass(frozen=True)
class SitePath:
    path: str  # relative to the repository, with "/"
    section: Section | None  # the content's section; None for a photo

    @property
    def is_photo(self) -> bool:
        return self.section is None

    @property
    def label(self) -> str:
        """What the owner calls it: the section's name, or the photo's file."""
        return self.section.label if self.section else self.path.rsplit("/", 1)[1]


def site_path(value: object) -> SitePath:
    """The path /admin/ may read and write that `value` names, or PathRefused."""
    if not isinstance(value, str) or not value:
        raise PathRefused("en sökväg ska vara text")
    shown = repr(value[:PATH_MAX])
    if len(value) > PATH_MAX or "\0" in value or "\\" in value:
        raise PathRefused(f"ogiltig sökväg: {shown}")
    parts = value.split("/")
    if value.startswith("/") or any(part in ("", ".", "..") for part in parts):
        raise PathRefused(f"sökvägen måste ligga i webbplatsens mapp: {shown}")
    if any(part.startswith(".") for part in parts):
        raise PathRefused(f"dolda filer och mappar redigeras inte här: {shown}")
    if value in SECTION_FILES:
        return SitePath(value, SECTION_FILES[value])
    folder, _, name = value.rpartition("/")
    if folder == PHOTOS:
        if not _PHOTO_NAME.match(name):
            raise PathRefused(
                f"ett fotos namn ska vara bokstäverna a-z, siffror, '.', '-' och '_': {shown}"
            )
        if not name.lower().endswith(PHOTO_TYPES):
            raise PathRefused(
                f"{name}: webbplatsen tar foton i JPEG, PNG, WebP eller HEIC och logotyper i "
                "SVG eller PNG"
            )
        return SitePath(value, None)
    raise PathRefused(f"/admin/ redigerar bara innehållets delar och foton: {shown}")


def folder(value: object, expected: str) -> str:
    """`value` if it names the folder `expected` (a trailing / allowed), else PathRefused."""
    if not isinstance(value, str) or value.rstrip("/") != expected:
        shown = repr(value[:PATH_MAX]) if isinstance(value, str) else "(ingen)"
        raise PathRefused(f"/admin/ läser bara mappen {expected}/: {shown}")
    return expected
