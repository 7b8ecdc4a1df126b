"""Build plugin: the favicon, drawn in the theme's colours (salon/theme.py)."""

from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from salon.build_stop import stop_build
from salon.plugins.hooks import at_hook, contents
from static_first.generated.hook_context import PreCompileContext
from static_first.order import Ordered


@dataclass(kw_only=True, frozen=True)
class FaviconPlugin(Ordered, Plugin):
    """Writes favicon.svg into the web root, from the theme stylesheet's colours."""

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        with stop_build():
            theme = at_hook("salon.theme")
            svg = theme.favicon_svg(contents().default)
        context["add_save_task"](lambda: (f"public/{theme.FAVICON}", svg))
