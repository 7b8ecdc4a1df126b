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


PRIVACY_ROUTE = routes.PRIVACY.path  # the cookie banner's link target
STATEMENT_ROUTE = routes.ACCESSIBILITY.path
UNKNOWN = "/finns-inte"  # any unknown path: the static host answers with 404.html
PAGES = [route.path for route in routes.ROUTES]
ROUTES_AND_404 = [*PAGES, UNKNOWN]
# The main menu's links, in order.
NAV = [NavLink(CONTENT.pages[route.key].nav_label, route.path) for route in nav_routes()]
CONSENT_KEY = "cookiesAccepted"  # the spec's name for the stored acceptance

H1 = {
    routes.HOME.path: CONTENT.hero_headline,
    routes.TREATMENTS.path: CONTENT.texts.treatments_title,
    routes.ABOUT.path: CONTENT.texts.about_title,
    routes.CONTACT.path: CONTENT.texts.contact_title,
    routes.HOURS.path: CONTENT.texts.hours_page_title,
    PRIVACY_ROUTE: CONTENT.privacy.title,
    STATEMENT_ROUTE: CONTENT.accessibility.title,
    routes.THANKS.path: CONTENT.texts.toast_title,
    UNKNOWN: CONTENT.texts.not_found_title,
}

MAP_HOST = urlsplit(CONTENT.map.embed_url).hostname
# Served instead of the real map where a test routes the map host: the
# network is closed here, and a test must not depend on a third party.
MAP_STUB = "<!doctype html><title>map</title><p>map"
