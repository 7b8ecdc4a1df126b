"""What every browser test expects of the site as a whole, in one place.

The routes come from the app's registry (salon/routes.py), which a unit test
holds to the spec's paths (tests/unit/test_app.py); the storage key is typed
from the spec on purpose.
"""

from __future__ import annotations

from typing import NamedTuple
from urllib.parse import urlsplit

from salon import routes
from salon.components.header import nav_routes
from salon.content import CONTENT


class NavLink(NamedTuple):
    """A main-menu link as the page shows it."""

    label: str
    url: str


PRIVACY_ROUTE = routes.get("privacy").path  # the cookie banner's link target
STATEMENT_ROUTE = routes.get("accessibility").path
UNKNOWN = "/finns-inte"  # any unknown path: the static host answers with 404.html
PAGES = [route.path for route in routes.all_routes()]
ROUTES_AND_404 = [*PAGES, UNKNOWN]
# The main menu's links, in order.
NAV = [NavLink(CONTENT.pages[route.key].nav_label, route.path) for route in nav_routes()]
CONSENT_KEY = "cookiesAccepted"  # the spec's name for the stored acceptance


def page_file(route: str) -> str:
    """The export's file a static host serves for `route` (UNKNOWN: 404.html)."""
    if route == UNKNOWN:
        return "404.html"
    return "index.html" if route == "/" else f"{route.strip('/')}.html"


# Each route's <h1>, as the page declares it (salon/routes.py, `heading`).
H1 = {route.path: route.heading() for route in routes.all_routes()}
H1[UNKNOWN] = routes.not_found().heading()

MAP_HOST = urlsplit(CONTENT.map.embed_url).hostname
# Served instead of the real map where a test routes the map host: the
# network is closed here, and a test must not depend on a third party.
MAP_STUB = "<!doctype html><title>map</title><p>map"
