"""Every page of the site, collected from the page modules themselves.

Each module in salon/pages/ declares its route beside its page function:

    @page("/om-oss", heading=lambda: T.about_title)
    def about(route: Route) -> rx.Component:
        return layout(route, ...)

The function's name is the page's key in the content (`pages.<key>`: title,
description, menu label). The app registers every route (salon/salon.py), the
header links those with a menu label, the sitemap lists those `in_sitemap`,
and the tests read each route's path and `heading` (its `<h1>`), so a new page
is its module plus its texts (docs/architecture.md, "Adding a page").

The registry is filled by importing salon.pages, which imports every module
in it; `all_routes()` does that the first time it is asked, so no module needs
the pages at import time (they import the layout, which links them).
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable

# Reflex's route for every unknown path; 404.html is made from it
# (salon/plugins/not_found_page.py).
NOT_FOUND_PATH = "404"


@dataclasses.dataclass(frozen=True)
class Route:
    key: str  # the content's `pages` key, and the page function's name
    path: str
    render: Callable[[Route], object] = dataclasses.field(compare=False, repr=False)
    # The text of the page's <h1>, from the content.
    heading: Callable[[], str] = dataclasses.field(compare=False, repr=False)
    in_sitemap: bool = True

    @property
    def is_not_found(self) -> bool:
        return self.path == NOT_FOUND_PATH

    def component(self):
        return self.render(self)


_REGISTRY: dict[str, Route] = {}


def page(path: str, *, heading: Callable[[], str], in_sitemap: bool = True):
    """Declares the decorated function as the page at `path`."""

    def register(render: Callable[[Route], object]):
        route = Route(render.__name__, path, render, heading, in_sitemap)
        known = _REGISTRY.get(route.key)
        if known is not None and known.path != path:
            raise ValueError(f"two pages named {route.key!r}: {known.path} and {path}")
        clash = next((r for r in _REGISTRY.values() if r.path == path and r.key != route.key), None)
        if clash is not None:
            raise ValueError(f"{path} is both {clash.key!r} and {route.key!r}")
        _REGISTRY[route.key] = route
        return render

    return register


def _registry() -> dict[str, Route]:
    importlib.import_module("salon.pages")
    return _REGISTRY


def all_routes() -> list[Route]:
    """Every page but the 404 page, in the order of the content's `pages`
    (the menu's and the sitemap's order)."""
    from salon.content_model.texts import Pages

    order = list(Pages.model_fields)
    pages = [route for route in _registry().values() if not route.is_not_found]
    untitled = [route.key for route in pages if route.key not in order]
    if untitled:
        raise LookupError(
            f"no texts for the page(s) {', '.join(untitled)}: add each to Pages "
            "(salon/content_model/texts.py) and to `pages` in the content"
        )
    return sorted(pages, key=lambda route: order.index(route.key))


def get(key: str) -> Route:
    return _registry()[key]


def not_found() -> Route:
    return next(route for route in _registry().values() if route.is_not_found)


def by_path(path: str) -> Route:
    return next(route for route in _registry().values() if route.path == path)
