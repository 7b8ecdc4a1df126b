"""What every browser test expects of the site as a whole, in one place.

The routes come from the app's registry (salon/routes.py), in every language
the site is built in, which a unit test holds to the spec's paths
(tests/unit/test_app.py); the storage key is typed from the spec on purpose.
A test on a route takes what the page says from the content in the route's
language (`content_of`).
"""

from __future__ import annotations

from typing import NamedTuple
from urllib.parse import urlsplit

from salon import routes
from salon.components.header import nav_routes
from salon.content_model import Content
from salon.locales import DEFAULT, Locale
from salon.routes import Route
from tests.content import CONTENT


class NavLink(NamedTuple):
    """A main-menu link as the page shows it."""

    label: str
    url: str


LANGUAGES = routes.languages()
PRIVACY_ROUTE = routes.get("privacy").path  # the cookie banner's link target
STATEMENT_ROUTE = routes.get("accessibility").path
# Any unknown path, one under each language's prefix: the static host answers
# with that language's 404.html.
UNKNOWNS = {
    f"{locale.prefix}/{'finns-inte' if locale == DEFAULT else 'not-here'}": locale
    for locale in LANGUAGES
}
UNKNOWN = next(iter(UNKNOWNS))
PAGES = [route.path for route in routes.all_routes()]
ROUTES_AND_404 = [*PAGES, *UNKNOWNS]
CONSENT_KEY = "cookiesAccepted"  # the spec's name for the stored acceptance
# Each page once, in one of its languages, the languages taking turns, the
# 404 page too. For what a page's code does (its controls, its storage, the
# back/forward cache), which its twins share: they are the same page
# function with other words. What the words do (overflow, axe, what the
# cookie bar covers) is tested on every route, ROUTES_AND_404.
_PAGES = routes.all_routes(DEFAULT)
EACH_PAGE_ONCE = [
    routes.get(route.key, LANGUAGES[index % len(LANGUAGES)]).path
    for index, route in enumerate(_PAGES)
] + [list(UNKNOWNS)[len(_PAGES) % len(UNKNOWNS)]]


def route_of(path: str) -> Route:
    """The route a path shows: its page, or its language's 404 page."""
    if path in UNKNOWNS:
        return routes.not_found(UNKNOWNS[path])
    return routes.by_path(path)


def content_of(path: str) -> Content:
    """The content in the language of the page at `path`."""
    return route_of(path).content


def language_of(path: str) -> Locale:
    return route_of(path).locale


def nav_of(path: str) -> list[NavLink]:
    """The main menu's links, in order, on the page at `path`."""
    locale = language_of(path)
    return [
        NavLink(route.content.pages[route.key].nav_label, route.path)
        for route in nav_routes(locale)
    ]


# The Swedish main menu's links, in order.
NAV = nav_of("/")


def page_file(route: str) -> str:
    """The export's file a static host serves for `route` (an unknown path:
    its language's 404.html)."""
    if route in UNKNOWNS:
        return f"{UNKNOWNS[route].prefix.strip('/')}/404.html".lstrip("/")
    return f"{route.strip('/') or 'index'}.html"


# Each route's <h1>, as the page declares it (salon/routes.py, `heading`).
H1 = {path: route_of(path).heading() for path in ROUTES_AND_404}

MAP_HOST = urlsplit(CONTENT.map.embed_url).hostname
# Served instead of the real map where a test routes the map host: the
# network is closed here, and a test must not depend on a third party.
MAP_STUB = "<!doctype html><title>map</title><p>map"
