"""What the project takes from Reflex beyond its public API, in one place.

Reflex's private modules (reflex_base, reflex_components_core, reflex.utils)
are imported here and nowhere else; the rest of the project uses `rx` and
what this module names. And the strings the build plugins copy from Reflex's
generated output: each plugin edits a file Reflex writes into `.web/` by finding a piece of it
that Reflex itself produced. Those pieces are collected here, so a Reflex
upgrade that changes one is found in one place: every edit raises, naming the
file, when its anchor is missing (`tests/unit/test_build_anchors.py` also
compares them with Reflex's own source where Reflex exposes them).
"""

from reflex.compiler.utils import _path_to_file_stem
from reflex.utils import exec as reflex_exec
from reflex.utils.exec import is_prod_mode, should_prerender_routes
from reflex.utils.prerequisites import get_web_dir
from reflex_base.constants import Dirs, Ext, PageNames, Templates
from reflex_base.constants.compiler import ResetStylesheet
from reflex_base.environment import environment
from reflex_base.vars.function import ArgsFunctionOperation
from reflex_components_core.base.bare import Bare
from reflex_components_core.base.error_boundary import ErrorBoundary

# A plain <a>: rx.el.a becomes React Router's <Link> (a plain link in the
# export's browser bundle, salon/plugins/document_navigation.py, but a
# client-side navigation under `reflex run`), which would change the URL of an
# in-page link without moving keyboard focus to its target, or keep a broken
# app instead of loading a fresh one.
from reflex_components_core.el.elements.inline import A as PlainLink

__all__ = [
    "ArgsFunctionOperation",
    "Bare",
    "Dirs",
    "ErrorBoundary",
    "PlainLink",
    "environment",
    "get_web_dir",
    "is_prod_mode",
    "reflex_exec",
    "should_prerender_routes",
]

# The compiled document root (`Layout`) every page renders.
DOCUMENT = f"{Dirs.PAGES}/{PageNames.DOCUMENT_ROOT}"
# Reflex's copy of Tailwind's preflight.
RESET = f"{Dirs.STYLES}/{ResetStylesheet.FILENAME}"
# Reflex copies assets/ to .web/public/, which the compiled app imports under
# Vite's "$" alias (as salon_components/js_module.py does for the wrappers)...
PUBLIC_JS = f"$/{Dirs.PUBLIC}/js"
# ...and vite.config.js (in .web/) sees as a relative folder.
VITE_PUBLIC_JS = f"./{Dirs.PUBLIC}/js"
# The key Reflex registers its default error boundary under (reflex/app.py,
# App.app_wraps), so the site's own boundary takes its place.
ERROR_BOUNDARY_KEY = (55, "ErrorBoundary")

# vite.config.js: the line that opens Vite's alias list, the import a
# plugin's import follows, and the line that opens the plugin list.
VITE_ALIAS_LIST = "    alias: [\n"
VITE_DEFINE_CONFIG_IMPORT = 'import { defineConfig } from "vite";\n'
VITE_PLUGIN_LIST = "  plugins: [\n"
# postcss.config.js: the line that opens its plugins (as Reflex's Tailwind plugins find it).
POSTCSS_PLUGINS = "  plugins: {\n"
# react-router.config.js of an export (reflex/utils/frontend_skeleton.py).
PRERENDER_ALL = '"prerender": true'
# app/routes.js, React Router's route list, which Reflex copies from its
# template once and keeps: the 404 page's file left out of the file-based
# routes, and the catch-all route that takes it instead.
ROUTE_LIST_IGNORED = 'ignoredRouteFiles: ["routes/\\\\[404\\\\]._index.jsx"],'
ROUTE_LIST_CATCH_ALL = 'route("*", "routes/[404]._index.jsx"),'


def reflex_route_list() -> str:
    """Reflex's template of app/routes.js."""
    return (Templates.Dirs.WEB_TEMPLATE / "app" / "routes.js").read_text(encoding="utf-8")


def page_route_file(route: str) -> str:
    """The file Reflex compiles the page at `route` ("en/404") into, in app/routes/."""
    return _path_to_file_stem(route) + Ext.JSX


# The document root's stylesheet tags, as Reflex compiles them.
STYLESHEET_PRELOAD = 'jsx("link",{as:"style",href:reflexGlobalStyles,rel:"preload"},),'
STYLESHEET_LINK = 'jsx("link",{href:reflexGlobalStyles,rel:"stylesheet",type:"text/css"},)'
HEAD_OPEN = 'jsx("head",'
BODY_OPEN = 'jsx("body",'
SCRIPT_OPEN = 'jsx("script",{'

# React Router's output in a prerendered page: the inline script of its
# <ScrollRestoration> (the first thing it writes after the app in <body>), the
# module script of its <Scripts> that imports the page's modules and hydrates
# it, and the attribute its <Link> puts on a link inside the app.
ROUTER_SCROLL_RESTORATION = "<script>((storageKey, restoreKey) =>"
ROUTER_BOOT_SCRIPT = '<script type="module" async="">'
ROUTER_DISCOVER = ' data-discover="true"'
