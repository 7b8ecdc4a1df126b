"""What every browser test expects of the site as a whole, in one place.

The routes and the storage key are typed from the spec on purpose: reading
them from the content would let a content change silently shrink the tests.
"""

from __future__ import annotations

from itertools import groupby
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


def week_groups() -> list[tuple[str, str]]:
    """CONTENT.hours as the footer and /kontakt list them: consecutive days
    with the same hours folded into one row ("Måndag–Fredag", "10:00–19:00")."""
    rows = []
    for (opens, closes), days in groupby(CONTENT.hours, key=lambda d: (d.opens, d.closes)):
        days = list(days)
        name = days[0].day if len(days) == 1 else f"{days[0].day}–{days[-1].day}"
        rows.append((name, f"{opens}–{closes}"))
    return rows
