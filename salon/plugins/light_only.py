"""Build plugin: the site has one colour scheme, light, on every device.

The design (its palette, `theme-color`, the contrast checks) is light only.
Reflex, though, renders a colour-mode script first in every page's <head>
(reflex/utils/misc.py, preload_color_theme): it reads localStorage and, on a
phone set to dark mode, puts `color-scheme: dark` on <html>, so form fields,
checkboxes and scrollbars turned dark on the light page, and only where
JavaScript runs. After hydration Reflex's ThemeProvider did the same, and
saved the mode in localStorage before any consent; it is now a light-only
stand-in that stores nothing (salon/plugins/state_free_bundle.py), and rxconfig.py says
`default_color_mode="light"`. The script has nothing left to do: this plugin
leaves it out of the document root, which also takes one parser-blocking
script, a storage read and a style write on <html> off every first paint.
"""

import re
from dataclasses import dataclass

from reflex.plugins import Plugin

from salon.plugins.reflex_output import DOCUMENT

# The script as Reflex compiles it: a string child that starts with its own comment.
_COLOR_MODE_SCRIPT = re.compile(
    r'jsx\("script",\{(?:suppressHydrationWarning:true,)?\},'
    r'"\\n// Only run in browser environment, not during SSR\\n(?:[^"\\]|\\.)*"\),'
)


@dataclass(kw_only=True, frozen=True)
class LightOnlyPlugin(Plugin):
    """Leaves Reflex's colour-mode script out of every page."""

    def pre_compile(self, **context) -> None:
        context["add_modify_task"](DOCUMENT, drop_color_mode_script)


def drop_color_mode_script(source: str) -> str:
    kept, dropped = _COLOR_MODE_SCRIPT.subn("", source)
    if dropped != 1:
        raise RuntimeError(f"{DOCUMENT} changed shape: cannot find Reflex's colour-mode script")
    return kept
