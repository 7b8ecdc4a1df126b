"""Build plugin: a page none of whose widgets needs React loads no framework JavaScript.

A route whose components import no React widget (assets/js/widgets/; the
hydration marker aside, which only says that React ran) is complete as
prerendered: its only behaviour comes from the head script and the site's
custom elements (assets/js/elements/: the map, the 404 page's console line).
Such a page gets, instead of React Router's boot module, one that imports
the elements' chunk alone; the deferred hydration (defer_hydration.py) loads
it after the page has loaded and painted like any boot module, and then
marks the page as ready (`data-hydrated`). A Vite plugin
(assets/js/reflex/elements_chunk.js) makes that chunk in the export's
browser bundle. Which pages qualify is read from the route registry, so a
new page, or one that gains a React widget, is sorted by the build.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from reflex.config import get_config
from reflex.plugins import Plugin

from salon.plugins.admin import app_pages
from salon.plugins.not_found_page import SPA_FALLBACK
from salon.plugins.reflex_output import PUBLIC_JS, ROUTER_BOOT_SCRIPT
from salon.plugins.vite_plugins import add_vite_plugin

VITE_PLUGIN = "elements_chunk.js"
CHUNK = "elements"  # CHUNK in elements_chunk.js
# The modules as the compiled pages import them (salon_components/, which
# this module does not import: rxconfig.py loads the plugins, and the
# components must load with the app, for `reflex run` to reload them).
ELEMENTS = f"{PUBLIC_JS}/elements/index.js"
WIDGETS = f"{PUBLIC_JS}/widgets/"
# Says that React ran; a page that needs nothing else of React goes without.
MARKER = f"{WIDGETS}hydration.jsx"
_BOOT = re.compile(re.escape(ROUTER_BOOT_SCRIPT) + r".*?</script>", re.S)
_MODULEPRELOAD = re.compile(r'<link rel="modulepreload" href="[^"]+"/>')
# The route module React Router's boot module imports (the root is route0).
_ROUTE_MODULE = re.compile(r'^import \* as route[1-9]\d* from "(/[^"]+)";$', re.M)


@dataclass(kw_only=True, frozen=True)
class StaticPagesPlugin(Plugin):
    """Leaves React out of the pages that have no React widget (see the module docstring)."""

    def pre_compile(self, **context) -> None:
        context["add_modify_task"]("vite.config.js", add_elements_chunk)

    def post_build(self, **context) -> None:
        site = Path(context["static_dir"])
        chunk = "/" + elements_chunk(site / "assets").relative_to(site).as_posix()
        static = {route.path for route in _routes() if not react_widgets(route.component())}
        unused = set()
        for page in app_pages(site):
            if route_path(site, page) in static:
                html = page.read_text(encoding="utf-8")
                unused |= set(_ROUTE_MODULE.findall(html))
                page.write_text(static_page(html, chunk), "utf-8")
        drop_unused(site, unused)


def _routes():
    # Imported here, not at the top: rxconfig.py imports this module, and the
    # app's pages load with the app, not with the config.
    from salon import routes

    return [*routes.all_routes(), *routes.not_found_routes()]


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


def add_elements_chunk(config: str) -> str:
    return add_vite_plugin(
        config,
        name="elementsChunk",
        module=VITE_PLUGIN,
        call="elementsChunk()",
        purpose="give the custom elements a chunk of their own",
    )


def react_widgets(component) -> list[str]:
    """The React widgets (their modules) a page's component tree imports."""
    # Reflex's own list of what the compiled page imports: every library of
    # the tree, the children of conditions and the components in props too.
    libraries = component._get_all_imports()
    return sorted(lib for lib in libraries if lib.startswith(WIDGETS) and lib != MARKER)


def route_path(site: Path, page: Path) -> str:
    """The route a page of the export is, as the registry writes it."""
    relative = page.relative_to(site).as_posix()
    base = get_config().frontend_path.strip("/")
    if base:
        relative = relative.removeprefix(base + "/")
    if relative == SPA_FALLBACK:
        from salon.routes import NOT_FOUND_PATH

        return NOT_FOUND_PATH
    path = relative.removesuffix("index.html").removesuffix(".html").rstrip("/")
    return "/" + path


def static_page(html: str, chunk: str) -> str:
    """`html` with a boot module that loads only the elements' `chunk`."""
    boots = _BOOT.findall(html)
    if len(boots) != 1:
        raise RuntimeError("React Router's boot module changed shape: cannot leave React out")
    boot = f'{ROUTER_BOOT_SCRIPT}import "{chunk}";</script>'
    html = _BOOT.sub(lambda _: boot, html, count=1)
    # Only the chunk is fetched ahead (defer_hydration.py turns these into the
    # boot module's preloads).
    html = _MODULEPRELOAD.sub("", html)
    return html.replace("</head>", f'<link rel="modulepreload" href="{chunk}"/></head>', 1)
