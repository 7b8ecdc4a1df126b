"""Every Reflex import beyond its public API (`rx`, `reflex.plugins`, `reflex.config`)."""

from reflex.compiler.utils import _path_to_file_stem
from reflex.utils import exec as reflex_exec
from reflex.utils.exec import is_prod_mode, should_prerender_routes
from reflex.utils.prerequisites import get_web_dir
from reflex_base.constants import Bun, Dirs, Ext, PageNames, Templates
from reflex_base.constants.compiler import ResetStylesheet
from reflex_base.environment import environment
from reflex_base.vars.function import ArgsFunctionOperation
from reflex_components_core.base.bare import Bare
from reflex_components_core.base.error_boundary import ErrorBoundary

# A plain <a>: rx.el.a becomes React Router's <Link>, which under `reflex run`
# navigates in the client (changing the URL of an in-page link without moving
# focus to its target, or keeping a broken app instead of loading a fresh one).
from reflex_components_core.el.elements.inline import A as PlainLink

__all__ = [
    "ArgsFunctionOperation",
    "Bare",
    "Bun",
    "Dirs",
    "ErrorBoundary",
    "Ext",
    "PageNames",
    "PlainLink",
    "ResetStylesheet",
    "Templates",
    "environment",
    "get_web_dir",
    "is_prod_mode",
    "page_route_file_stem",
    "reflex_exec",
    "should_prerender_routes",
]

# The key Reflex registers its default error boundary under (reflex/app.py,
# App.app_wraps), so an app's own boundary can take its place.
ERROR_BOUNDARY_KEY = (55, "ErrorBoundary")


def page_route_file_stem(route: str) -> str:
    """The name (without suffix) Reflex compiles the page at `route` into."""
    return _path_to_file_stem(route)


def component_imports(component) -> list[str]:
    """Every library a component tree imports, as Reflex compiles it: the
    children of conditions and the components in props too."""
    return list(component._get_all_imports())
