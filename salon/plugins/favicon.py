"""Build plugin: the favicon, drawn in the theme's colours (salon/theme.py)."""

from dataclasses import dataclass

from reflex.plugins import Plugin

from static_first.order import Ordered


@dataclass(kw_only=True, frozen=True)
class FaviconPlugin(Ordered, Plugin):
    """Writes favicon.svg into the web root, from the theme stylesheet's colours."""

    def pre_compile(self, **context) -> None:
        # Imported while compiling, not with rxconfig.py: see the note there.
        from salon.theme import favicon_svg

        svg = favicon_svg()
        context["add_save_task"](lambda: ("public/favicon.svg", svg))
