"""Build plugin: the chosen fonts' files in Reflex's public folder
(`.web/public/fonts/`), in `reflex run` and in every export.

Reflex's save tasks write text; a font is bytes, so the files are copied
into the public folder directly, as the photos are (salon/plugins/images.py).
A font chosen in content/brand.yml makes `reflex run` compile again, which
puts its files there: no restart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from salon.build_stop import stop_build
from salon.plugins.hooks import at_hook, contents
from static_first.generated.hook_context import PreCompileContext
from static_first.generated.reflex_private import Dirs, get_web_dir
from static_first.order import Ordered


@dataclass(kw_only=True, frozen=True)
class FontsPlugin(Ordered, Plugin):
    """Puts the chosen fonts' files, and only theirs, into the public folder."""

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        with stop_build():
            fonts = contents().default.fonts
            at_hook("salon.brand.font_files").publish(
                fonts.headings, fonts.body, get_web_dir() / Dirs.PUBLIC
            )
