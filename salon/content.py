"""Everything the site says, in each of its languages: read from the files in
content/ (the owner's, docs/owner.md) and checked against its schema
(salon/content_model/). A bad value raises ContentError, with one line per
problem naming the file, the line and the field, which stops the build
where it meets it (salon/build_stop.py).

Importing this module reads nothing: `load()` does, when asked. The app
(salon/salon.py) calls it once and passes what it returns on: each route
carries it (`route.content` is the content in the route's language), and the
pieces that need it are handed it. `load()` returns what it read before while
no file it depends on has changed, so the build plugins, which run in the
app's process, get the same `Contents` without reading again, and a
`reflex run` worker still sees an edit.
"""

from __future__ import annotations

import datetime
from pathlib import Path

from salon.calendar import build_date
from salon.content_model import Content, ContentError, load_for_build
from salon.content_model.loader import error_lines
from salon.dev_reload import clear_build_errors, show_build_errors
from salon.locales import DEFAULT, Locale
from salon.paths import CONTENT_DIR, IMAGE_SOURCES


class Contents(dict[str, Content]):
    """The content by language code (salon/locales.py), one per language the
    site is built in, the default language's first."""

    @property
    def default(self) -> Content:
        """The default language's: for what is the same in every language
        (prices, hours, links, settings)."""
        return self[DEFAULT.code]

    @property
    def languages(self) -> tuple[Locale, ...]:
        """The languages the site is built in (the content's `english` setting)."""
        return self.default.languages


Stamp = tuple[datetime.date, tuple[tuple[str, int, int], ...]]
_loaded: tuple[Stamp, Contents] | None = None


def _stamp() -> Stamp:
    """What the content read depends on: the build date (the checks read it),
    and each file of content/ and of the photos it names (path, mtime, size)."""
    files = sorted(p for folder in (CONTENT_DIR, IMAGE_SOURCES) for p in _files(folder))
    return build_date(), tuple((str(p), (s := p.stat()).st_mtime_ns, s.st_size) for p in files)


def _files(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if p.is_file()] if folder.is_dir() else []


def load() -> Contents:
    """The content in each language, read and checked; or, on a bad value,
    ContentError with every problem. Read again only when a file it depends
    on has changed since the last call."""
    global _loaded
    stamp = _stamp()
    if _loaded is None or _loaded[0] != stamp:
        try:
            contents = Contents(load_for_build(CONTENT_DIR))
        except ContentError as error:
            # Under `reflex run` the errors show in the open page too (salon/dev_reload.py).
            show_build_errors(error_lines(error, CONTENT_DIR))
            raise
        clear_build_errors()
        _loaded = stamp, contents
    return _loaded[1]
