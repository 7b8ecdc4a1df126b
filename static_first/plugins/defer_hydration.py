"""Build plugin: the app's JavaScript loads after the prerendered page has loaded and painted.

React Router puts every chunk of the page in <link rel="modulepreload"> and
static imports, which Chrome fetches at high priority beside the HTML: on a
slow phone network they compete with the CSS and the hero image, which the
prerendered page needs first. Here the same fetches start once the page has
loaded and painted; hydration follows as before.

The boot module a page ends with (React Router's, less its manifest:
document_navigation.py; or, on a page without React, the custom elements'
chunk alone: static_pages.py) names the page's own modules, so its text and
its hash in the Content-Security-Policy would differ from page to page, and
the site's one policy would grow by a hash a page, past the 2,000 characters
Cloudflare Pages takes on one `_headers` line. So the boot script that
replaces it is the same in every page (static_first/js/after_paint.js) and
reads those names from a data block just before it
(`<script type="application/json" id="boot-modules">`), which is not code
and needs no hash.
"""

import json
from dataclasses import dataclass
from typing import Unpack

from static_first.generated.hook_context import PostBuildContext
from static_first.generated.prerendered_page import (
    BOOT_BODY,
    ENTRY,
    MODULEPRELOAD,
    ROUTE_IMPORT,
    ROUTE_MODULE,
    ROUTE_MODULES,
    ROUTER_BOOT_SCRIPT,
    SIDE_EFFECT_IMPORT,
)
from static_first.inline_js import script_source
from static_first.js_modules import SOURCE
from static_first.pages import app_pages
from static_first.plugins.base import SitePlugin

# The boot script (a page without React has the side-effect import of its
# elements' chunk alone) and the id of the data block it reads.
_AFTER_PAINT = SOURCE / "after_paint.js"
BOOT_DATA_ID = "boot-modules"


class BootScriptChanged(RuntimeError):
    """React Router's boot script is not in the shape this plugin reads."""


@dataclass(kw_only=True, frozen=True)
class DeferHydrationPlugin(SitePlugin):
    """Loads the app's JavaScript after the prerendered page has loaded and painted."""

    def post_build(self, **context: Unpack[PostBuildContext]) -> None:
        script = boot_script()
        for page in app_pages(context["static_dir"], self.foreign()):
            page.write_text(defer_hydration(page.read_text(), script))


def boot_script() -> str:
    script = script_source(_AFTER_PAINT)
    if f'getElementById("{BOOT_DATA_ID}")' not in script:
        raise RuntimeError(f"{_AFTER_PAINT.name} must read #{BOOT_DATA_ID}")
    return script


def boot_modules(body: str) -> dict:
    """What the boot script `body` loads, in its order: its imports, and
    React Router's route modules and client entry where it has them (no
    entry: a page without React). The build stops if it holds anything else
    (a new React Router may load differently, and would then hydrate wrongly)."""
    imports = [json.loads(module) for module in SIDE_EFFECT_IMPORT.findall(body)]
    named = {name: json.loads(module) for name, module in ROUTE_IMPORT.findall(body)}
    tables = ROUTE_MODULES.findall(body)
    entries = ENTRY.findall(body)
    rest = body
    for pattern in (SIDE_EFFECT_IMPORT, ROUTE_IMPORT, ROUTE_MODULES, ENTRY):
        rest = pattern.sub("", rest)
    if rest.strip() or len(tables) != len(entries) or len(entries) > 1:
        raise BootScriptChanged(
            "React Router's boot script changed shape: cannot defer hydration "
            f"(static_first/plugins/defer_hydration.py): {body.strip()[:200]!r}"
        )
    table = tables[0] if tables else ""
    pairs = ROUTE_MODULE.findall(table)
    if ROUTE_MODULE.sub("", table).strip(", ") or sorted(n for _, n in pairs) != sorted(named):
        raise BootScriptChanged(
            f"React Router's route modules changed shape: cannot defer hydration: {table!r}"
        )
    return {
        "imports": imports,
        "routes": [[json.loads(route_id), named[name]] for route_id, name in pairs],
        "entry": json.loads(entries[0]) if entries else None,
    }


def data_block(data: dict) -> str:
    # "<" escaped: nothing in the data can end the element early.
    text = json.dumps(data, separators=(",", ":")).replace("<", "\\u003c")
    return f'<script type="application/json" id="{BOOT_DATA_ID}">{text}</script>'


def defer_hydration(html: str, script: str) -> str:
    preloads = MODULEPRELOAD.findall(html)
    boots = BOOT_BODY.findall(html)
    if not preloads and not boots:
        return html  # a page that loads no script (static_pages.py)
    if len(boots) != 1 or not preloads:
        raise BootScriptChanged("React Router's boot script changed shape: cannot defer hydration")
    data = {"preloads": preloads, **boot_modules(boots[0])}
    html = MODULEPRELOAD.sub("", html)
    # The data first: an inline module may run before the parser reaches
    # what follows it.
    return BOOT_BODY.sub(
        lambda _: data_block(data) + f"{ROUTER_BOOT_SCRIPT}{script}</script>",
        html,
        count=1,
    )
