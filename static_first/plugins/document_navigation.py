"""Build plugin: the browser navigates between the prerendered documents; React
Router stays in the prerender and out of the browser.

Every route is a complete prerendered page, so a client-side router adds
nothing a visitor sees, yet it is a large part of every page's JavaScript
(docs/decisions/no-client-router.md). In the export:

- the browser's bundle gets a stand-in for `react-router` and
  `react-router/dom` (static_first/js/no_router.js, through the Vite plugin
  static_first/js/browser_stand_ins.js, which applies to the browser's
  bundle of a production build only): it hydrates the page's own route
  module in the root layout and renders each link as a plain `<a>`, which
  the browser follows. The prerender keeps the real React Router, and so
  does `reflex run`, whose development server builds no bundle;
- each page keeps, of what React Router writes after the app (its scroll
  restoration, its route data and the streaming that delivers it, the
  manifest of every route), only the module that hydrates the page; the
  manifest file goes; the links lose React Router's `data-discover`.

Scrolling to the top of a new page and back to where the visitor was on the
previous one are the browser's own, as is the back/forward cache. Speculation
rules make the next page ready before the click (speculation_rules.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Unpack

from static_first.generated.compiled_app import ROUTER
from static_first.generated.hook_context import PostBuildContext, PreCompileContext
from static_first.generated.prerendered_page import (
    BOOT,
    LINK_DISCOVER,
    MANIFEST_IMPORT,
    PENDING_BOUNDARY,
    ROUTER_SCROLL_RESTORATION,
    ROUTER_TAIL_PARTS,
    modulepreload,
)
from static_first.generated.vite_config import FILE, add_vite_plugin, file_url
from static_first.js_modules import web_path
from static_first.pages import app_pages
from static_first.plugins.base import SitePlugin
from static_first.plugins.defer_hydration import DeferHydrationPlugin
from static_first.plugins.prerendered_404 import Prerendered404Plugin

# import (as the generated code writes it) -> stand-in in static_first/js/
STAND_INS = dict.fromkeys(ROUTER, "no_router.js")
VITE_PLUGIN = "browser_stand_ins.js"


class DocumentNavigationError(RuntimeError):
    pass


@dataclass(kw_only=True, frozen=True)
class DocumentNavigationPlugin(SitePlugin):
    """React Router out of the browser's bundle and pages (see the module docstring)."""

    # The 404 pages are in place; the boot module this keeps is deferred after.
    after = (Prerendered404Plugin,)
    before = (DeferHydrationPlugin,)

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        context["add_modify_task"](FILE, add_browser_stand_ins)

    def post_build(self, **context: Unpack[PostBuildContext]) -> None:
        site = context["static_dir"]
        manifests = set()
        for page in app_pages(site, self.foreign()):
            html, manifest = without_router(page.read_text(encoding="utf-8"))
            page.write_text(html, encoding="utf-8")
            manifests.add(manifest)
        for manifest in manifests:
            (site / manifest.lstrip("/")).unlink(missing_ok=True)


def add_browser_stand_ins(config: str) -> str:
    files = ", ".join(
        f'"{name}": {file_url(web_path(stand_in))}' for name, stand_in in STAND_INS.items()
    )
    return add_vite_plugin(
        config,
        name="browserStandIns",
        module=web_path(VITE_PLUGIN),
        call=f"browserStandIns({{{files}}})",
        purpose="keep React Router out of the browser",
    )


def without_router(html: str) -> tuple[str, str]:
    """The page without React Router's scripts after the app, and the manifest
    its boot module imported (which no page loads any more)."""
    start = html.find(ROUTER_SCROLL_RESTORATION)
    end = html.rfind("</body>")
    if start < 0 or html.count(ROUTER_SCROLL_RESTORATION) != 1 or end < start:
        raise DocumentNavigationError("React Router's scroll restoration changed shape")
    if PENDING_BOUNDARY in html[:start]:
        # A part of the app still streaming would be completed by the scripts dropped here.
        raise DocumentNavigationError("the prerendered app has a pending Suspense boundary")
    tail = html[start:end]
    boots = BOOT.findall(tail)
    if len(boots) != 1:
        raise DocumentNavigationError("React Router's boot module changed shape")
    rest = ROUTER_TAIL_PARTS.sub("", BOOT.sub("", tail))
    if rest.strip():
        raise DocumentNavigationError(f"unexpected content after the app: {rest.strip()[:80]!r}")
    manifests = MANIFEST_IMPORT.findall(boots[0])
    if len(manifests) != 1:
        raise DocumentNavigationError("React Router's boot module imports no manifest")
    boot = MANIFEST_IMPORT.sub("", boots[0])
    html = html[:start].replace(modulepreload(manifests[0]), "") + boot + html[end:]
    return LINK_DISCOVER.sub(r"\1", html), manifests[0]
