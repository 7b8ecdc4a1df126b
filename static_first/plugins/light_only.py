"""Build plugin: the site has one colour scheme, light, on every device.

For a site designed light only (its palette, `theme-color`, its contrast
checks). Reflex renders a colour-mode script first in every page's <head>
(reflex/utils/misc.py, preload_color_theme): it reads localStorage and, on a
phone set to dark mode, puts `color-scheme: dark` on <html>, which turns
form fields, checkboxes and scrollbars dark on the light page, and only
where JavaScript runs. Reflex's ThemeProvider does the same after hydration
and saves the mode in localStorage before any consent; the layer replaces it
with a light-only stand-in that stores nothing (state_free_bundle.py), and
the app's rxconfig.py says `default_color_mode="light"`. This plugin leaves
the script out of the document root: one parser-blocking script, a storage
read and a style write on <html> fewer before every first paint.
"""

from dataclasses import dataclass
from typing import Unpack

from reflex.plugins import Plugin

from static_first.generated.document_root import COLOR_MODE_SCRIPT
from static_first.generated.document_root import FILE as DOCUMENT
from static_first.generated.hook_context import PreCompileContext
from static_first.order import Ordered
from static_first.plugins.tolerant_head_scripts import TolerantHeadScriptsPlugin


@dataclass(kw_only=True, frozen=True)
class LightOnlyPlugin(Ordered, Plugin):
    """Leaves Reflex's colour-mode script out of every page."""

    # The head-scripts plugin would otherwise mark the script this drops.
    before = (TolerantHeadScriptsPlugin,)

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        context["add_modify_task"](DOCUMENT, drop_color_mode_script)


def drop_color_mode_script(source: str) -> str:
    kept, dropped = COLOR_MODE_SCRIPT.subn("", source)
    if dropped != 1:
        raise RuntimeError(f"{DOCUMENT} changed shape: cannot find Reflex's colour-mode script")
    return kept
