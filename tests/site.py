"""What every browser test expects of the site as a whole, in one place.

The routes and the storage key are typed from the spec on purpose: reading
them from the content would let a content change silently shrink the tests.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from salon.content import CONTENT

SPEC_ROUTES = ["/", "/behandlingar", "/om-oss", "/kontakt", "/oppettider"]
PRIVACY_ROUTE = "/privacy-policy"  # the cookie banner's link target, named by the spec
STATEMENT_ROUTE = "/tillganglighet"  # the accessibility statement (issue 14)
UNKNOWN = "/finns-inte"  # any unknown path: the static host answers with 404.html
PAGES = [*SPEC_ROUTES, PRIVACY_ROUTE, STATEMENT_ROUTE]
ROUTES_AND_404 = [*PAGES, UNKNOWN]
CONSENT_KEY = "cookiesAccepted"  # the spec's name for the stored acceptance

H1 = {
    "/": CONTENT.hero_headline,
    "/behandlingar": CONTENT.texts.treatments_title,
    "/om-oss": CONTENT.texts.about_title,
    "/kontakt": CONTENT.texts.contact_title,
    "/oppettider": CONTENT.texts.hours_page_title,
    PRIVACY_ROUTE: CONTENT.privacy.title,
    STATEMENT_ROUTE: CONTENT.accessibility.title,
    UNKNOWN: CONTENT.texts.not_found_title,
}

MAP_HOST = urlsplit(CONTENT.map.embed_url).hostname
# Served instead of the real map where a test routes the map host: the
# network is closed here, and a test must not depend on a third party.
MAP_STUB = "<!doctype html><title>map</title><p>map"

