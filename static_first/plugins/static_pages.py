"""Build plugin: a page none of whose widgets needs React loads no framework JavaScript.

A route whose components import no React module (the site's `react_prefix`;
its hydration marker aside, which only says that React ran) is complete as
prerendered: its only behaviour comes from its head scripts and custom
elements (`elements_members`). Such a page gets, instead of React Router's
boot module, one that imports the elements' chunk alone (or, for a site
without custom elements, no script at all); the deferred
hydration (defer_hydration.py) loads it after the page has loaded and
painted like any boot module, and then marks the page as ready
(`data-hydrated`). A Vite plugin (static_first/js/elements_chunk.js) makes
that chunk in the export's browser bundle. Which pages qualify is read from
the site's routes, so a new page, or one that gains a React widget, is
sorted by the build.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Unpack

from static_first.generated.hook_context import PostBuildContext, PreCompileContext
from static_first.generated.prerendered_page import (
    BOOT,
    MODULEPRELOAD,
    PAGE_ROUTE_IMPORT,
    ROUTER_BOOT_SCRIPT,
    modulepreload,
)
from static_first.generated.reflex_private import component_imports
from static_first.generated.vite_config import FILE, add_vite_plugin
from static_first.js_modules import web_path
from static_first.pages import app_pages, route_path
from static_first.plugins.base import SitePlugin
from static_first.plugins.defer_hydration import DeferHydrationPlugin
from static_first.plugins.prerendered_404 import Prerendered404Plugin
from static_first.site import StaticSite

VITE_PLUGIN = "elements_chunk.js"
CHUNK = "elements"  # CHUNK in elements_chunk.js


@dataclass(kw_only=True, frozen=True)
class StaticPagesPlugin(SitePlugin):
    """Leaves React out of the pages that have no React widget (see the module docstring)."""

    # The 404 pages are in place; the boot module this writes is deferred after.
    after = (Prerendered404Plugin,)
    before = (DeferHydrationPlugin,)

    def pre_compile(self, **context: Unpack[PreCompileContext]) -> None:
        members = self.described().elements_members
        if members:
            context["add_modify_task"](FILE, lambda config: add_elements_chunk(config, members))

    def post_build(self, **context: Unpack[PostBuildContext]) -> None:
        site = self.described()
        static_dir = context["static_dir"]
        chunk = None
        if site.elements_members:
            chunk = "/" + elements_chunk(static_dir / "assets").relative_to(static_dir).as_posix()
        static = {
            route.path
            for route in site.routes
            if site.react_prefix is not None and not react_modules(site, route.render())
        }
        not_found = site.not_found[0].path
        unused = set()
        for page in app_pages(static_dir, self.foreign()):
            if route_path(static_dir, page, not_found) in static:
                html = page.read_text(encoding="utf-8")
                unused |= set(PAGE_ROUTE_IMPORT.findall(html))
                page.write_text(static_page(html, chunk), "utf-8")
        drop_unused(static_dir, unused)


def elements_chunk(assets: Path) -> Path:
    """The chunk with the elements' code (elements_chunk.js names it)."""
    chunks = sorted(assets.glob(f"{CHUNK}-*.js"))
    if len(chunks) != 1:
        raise RuntimeError(f"expected one {CHUNK} chunk in {assets}, found {chunks}")
    return chunks[0]


def drop_unused(site: Path, modules: set[str]) -> None:
    """Removes the route modules of the pages without React: no page loads
    them any more (the build stops if one still names one)."""
    names = {module.rsplit("/", 1)[-1] for module in modules}
    for path in sorted(site.rglob("*")):
        if path.suffix in (".html", ".js") and path.name not in names:
            used = [name for name in names if name in path.read_text(encoding="utf-8")]
            if used:
                raise RuntimeError(f"{path.relative_to(site)} still loads {used}")
    for module in modules:
        (site / module.lstrip("/")).unlink(missing_ok=True)


def add_elements_chunk(config: str, members: str) -> str:
    return add_vite_plugin(
        config,
        name="elementsChunk",
        module=web_path(VITE_PLUGIN),
        call=f"elementsChunk({json.dumps(members)})",
        purpose="give the custom elements a chunk of their own",
    )


def react_modules(site: StaticSite, component) -> list[str]:
    """The modules needing React (the site's `react_prefix`) a page's component tree imports."""
    return sorted(
        library
        for library in component_imports(component)
        if library.startswith(site.react_prefix) and library != site.hydration_marker
    )


def static_page(html: str, chunk: str | None) -> str:
    """`html` with a boot module that loads only the elements' `chunk` (none without one)."""
    boots = BOOT.findall(html)
    if len(boots) != 1:
        raise RuntimeError("React Router's boot module changed shape: cannot leave React out")
    boot = f'{ROUTER_BOOT_SCRIPT}import "{chunk}";</script>' if chunk else ""
    html = BOOT.sub(lambda _: boot, html, count=1)
    # Only the chunk is fetched ahead (defer_hydration.py turns these into the
    # boot module's preloads).
    html = MODULEPRELOAD.sub("", html)
    if not chunk:
        return html
    return html.replace("</head>", f"{modulepreload(chunk)}</head>", 1)
