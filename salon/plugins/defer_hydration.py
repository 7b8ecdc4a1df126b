"""Build plugin: the app's JavaScript loads after the prerendered page has loaded and painted.

React Router puts every chunk of the page in <link rel="modulepreload"> and
static imports. Chrome fetches those at high priority next to the HTML, so
on a slow phone network ~160 KB of JavaScript competes with the CSS and the
hero image, although the prerendered page needs none of it to show. We start
the same fetches once the page has loaded and painted instead; hydration
then follows as before.
"""

import json
import re
from dataclasses import dataclass
from pathlib import Path

from reflex.plugins import Plugin

from salon.plugins.admin import app_pages
from salon.plugins.inline_js import script_source
from salon.plugins.reflex_output import ROUTER_BOOT_SCRIPT

_MODULEPRELOAD = re.compile(r'<link rel="modulepreload" href="([^"]+)"/>')
_BOOT_SCRIPT = re.compile("(" + re.escape(ROUTER_BOOT_SCRIPT) + r")(.*?)(</script>)", re.S)
_STATIC_IMPORT = re.compile(r'^import (?:\* as (\w+) from )?("[^"]+");$', re.M)
# The wait and the preloads, in JavaScript: assets/js/inline/after_paint.js.
_AFTER_PAINT = "after_paint.js"
_PRELOADS_SLOT = "const MODULE_PRELOADS = [];"


@dataclass(kw_only=True, frozen=True)
class DeferHydrationPlugin(Plugin):
    """Loads the app's JavaScript after the prerendered page has loaded and painted."""

    def post_build(self, **context) -> None:
        for page in app_pages(Path(context["static_dir"])):
            page.write_text(defer_hydration(page.read_text()))


def defer_hydration(html: str) -> str:
    preloads = _MODULEPRELOAD.findall(html)
    boots = _BOOT_SCRIPT.findall(html)
    if len(boots) != 1 or not preloads:
        raise RuntimeError("React Router's boot script changed shape: cannot defer hydration")
    open_tag, body, close_tag = boots[0]

    def dynamic(match: re.Match) -> str:
        name, module = match.groups()
        return f"const {name} = await import({module});" if name else f"await import({module});"

    wait = script_source(_AFTER_PAINT)
    if wait.count(_PRELOADS_SLOT) != 1:
        raise RuntimeError(f"assets/js/inline/{_AFTER_PAINT} must declare {_PRELOADS_SLOT!r} once")
    wait = wait.replace(_PRELOADS_SLOT, f"const MODULE_PRELOADS = {json.dumps(preloads)};")
    script = wait + _STATIC_IMPORT.sub(dynamic, body)
    html = _MODULEPRELOAD.sub("", html)
    return _BOOT_SCRIPT.sub(lambda _: open_tag + script + close_tag, html, count=1)
