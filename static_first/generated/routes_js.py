"""app/routes.js, React Router's route list, which Reflex copies from its template once and keeps."""

from static_first.generated.reflex_private import Ext, Templates, page_route_file_stem

FILE = "app/routes.js"
# The 404 page's file left out of the file-based routes, and the catch-all
# route that takes it instead.
IGNORED = 'ignoredRouteFiles: ["routes/\\\\[404\\\\]._index.jsx"],'
CATCH_ALL = 'route("*", "routes/[404]._index.jsx"),'


def template() -> str:
    """Reflex's template of the file."""
    return (Templates.Dirs.WEB_TEMPLATE / "app" / "routes.js").read_text(encoding="utf-8")


def page_route_file(route: str) -> str:
    """The file Reflex compiles the page at `route` ("en/404") into, in app/routes/."""
    return page_route_file_stem(route) + Ext.JSX
