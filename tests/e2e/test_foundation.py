"""The static export in a real Chromium: routes, head tags, 404, sitemap,
navigation, the mobile menu, the footer and the consent-gated map.

Everything is served from dist/ by tools/static_host.py, which answers like a
static host (unknown paths get 404.html with status 404).
"""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from itertools import groupby, pairwise
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from salon import routes, seo
from tests.browser import ax_expanded, open_route, resize, start_carousel, two_frames
from tests.content import CONTENT
from tests.site import (
    EACH_PAGE_ONCE,
    H1,
    LANGUAGES,
    MAP_HOST,
    NAV,
    PAGES,
    UNKNOWNS,
    content_of,
    nav_of,
    route_of,
)
from tools.html_tree import parse_html

T = CONTENT.texts
NAV_LABELS = {link.url: link.label for link in NAV}


def site_url(route: str) -> str:
    return CONTENT.site_url + route


# --- raw HTML, before any JavaScript runs ------------------------------------


class Head:
    """The bits of a prerendered page the tests look at."""

    def __init__(self, html: str):
        doc = parse_html(html)
        title = doc.find("title")
        self.lang = doc.find("html").attrs.get("lang")
        self.title = title.text() if title else ""
        self.meta = {
            m.attrs.get("property") or m.attrs.get("name"): m.attrs["content"]
            for m in doc.find_all("meta")
            if "content" in m.attrs and (m.attrs.get("property") or m.attrs.get("name"))
        }
        self.canonical = [
            link.attrs.get("href")
            for link in doc.find_all("link")
            if link.attrs.get("rel") == "canonical"
        ]
        self.alternates = {
            link.attrs.get("hreflang"): link.attrs.get("href")
            for link in doc.find_all("link")
            if link.attrs.get("rel") == "alternate"
        }
        self.og_alternates = [
            m.attrs["content"]
            for m in doc.find_all("meta")
            if m.attrs.get("property") == "og:locale:alternate"
        ]
        self.h1 = [h1.text() for h1 in doc.find_all("h1")]
        self.json_ld = [
            script.source()
            for script in doc.find_all("script")
            if script.attrs.get("type") == "application/ld+json"
        ]


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")


@pytest.mark.parametrize("route", PAGES)
def test_route_is_prerendered_with_its_head_in_its_language(base_url, route):
    status, html = fetch(base_url + route)
    assert status == 200
    head = Head(html)
    page = route_of(route)
    meta = page.content.page(page.key)
    assert head.lang == page.locale.code
    assert head.title == meta.title
    assert head.meta["description"] == meta.description
    assert head.canonical == [site_url(route)]
    assert head.meta["og:title"] == meta.title
    assert head.meta["og:description"] == meta.description
    assert head.meta["og:url"] == site_url(route)
    assert head.meta["og:locale"] == page.locale.og_locale
    assert head.meta["og:image"].startswith(CONTENT.site_url + "/")
    # Each language names all of them, itself included, and x-default.
    others = [other for other in page.counterparts if other.locale != page.locale]
    assert head.alternates == {
        **{other.locale.code: site_url(other.path) for other in page.counterparts},
        "x-default": site_url(routes.get(page.key).path),
    }
    assert head.og_alternates == [other.locale.og_locale for other in others]
    # The page's heading is in the HTML itself, not added by JavaScript.
    assert head.h1 == [H1[route]]


def test_titles_and_descriptions_are_distinct(base_url):
    heads = [Head(fetch(base_url + route)[1]) for route in PAGES]
    assert len({h.title for h in heads}) == len(PAGES)
    assert len({h.meta["description"] for h in heads}) == len(PAGES)


@pytest.mark.parametrize(
    "route", [route.path for route in routes.all_routes() if route.key in ("home", "contact")]
)
def test_json_ld_is_a_hair_salon_in_the_pages_language(base_url, route):
    (script,) = Head(fetch(base_url + route)[1]).json_ld
    content = content_of(route)
    graph = json.loads(script)["@graph"]
    (page,) = [node for node in graph if node["@type"] == "WebPage"]
    assert (page["inLanguage"], page["url"]) == (content.locale.code, site_url(route))
    (data,) = [node for node in graph if node["@type"] == "HairSalon"]
    assert data["name"] == content.salon_name
    assert data["address"]["streetAddress"] == content.contact.address.street
    assert data["telephone"] == content.contact.phone_href.removeprefix("tel:")
    assert len(data["openingHoursSpecification"]) == 7
    assert data["contactPoint"]["availableLanguage"] == [locale.code for locale in LANGUAGES]
    # The export carries the price list: its range and one offer per service.
    assert data["priceRange"] == seo.price_range(content)
    assert data["hasOfferCatalog"] == seo.offer_catalog(content)


def test_sitemap_lists_every_page_but_those_left_out(base_url):
    status, text = fetch(base_url + "/sitemap.xml")
    assert status == 200
    ns = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    ns["xhtml"] = "http://www.w3.org/1999/xhtml"
    urls = ET.fromstring(text).findall("sm:url", ns)
    locs = [url.find("sm:loc", ns).text.strip() for url in urls]
    assert sorted(locs) == sorted(
        site_url(route.path) for route in routes.all_routes() if route.in_sitemap
    )
    # Every language of each page, as its <head> names them.
    for url, loc in zip(urls, locs, strict=True):
        alternates = {
            link.get("hreflang"): link.get("href") for link in url.findall("xhtml:link", ns)
        }
        assert Head(fetch(base_url + urlsplit(loc).path)[1]).alternates == alternates


def test_robots_txt_points_to_the_sitemap(base_url):
    status, text = fetch(base_url + "/robots.txt")
    assert status == 200
    lines = [line.strip() for line in text.splitlines()]
    assert f"Sitemap: {CONTENT.site_url}/sitemap.xml" in lines
    assert "User-agent: *" in lines
    assert "Disallow: /" not in lines


@pytest.mark.parametrize("route", UNKNOWNS)
def test_unknown_path_gets_its_languages_404_page(base_url, route):
    status, html = fetch(base_url + route)
    assert status == 404
    head = Head(html)
    assert head.lang == UNKNOWNS[route].code
    assert head.title == content_of(route).page("not_found").title
    assert head.h1 == [H1[route]]
    # None of the 404 page's widgets needs React: it loads only the site's
    # custom elements, one of which logs the path (static_first/plugins/static_pages.py).
    assert "<salon-missing-path>" in html
    assert '"entry":null' in html  # the boot data names no client entry: no React


# --- in the browser -------------------------------------------------------------


@pytest.mark.parametrize("route", UNKNOWNS)
def test_unknown_path_shows_404_and_leads_home(page, base_url, route):
    content = content_of(route)
    response = open_route(page, route + "/alls")
    assert response.status == 404
    expect(page.get_by_role("heading", level=1)).to_have_text(content.texts.not_found_title)
    expect(page).to_have_title(content.page("not_found").title)
    assert page.evaluate("document.documentElement.lang") == content.locale.code
    home = page.get_by_role("link", name=content.texts.not_found_home)
    home_path = routes.get("home", content.locale).path
    expect(home).to_have_attribute("href", home_path)
    # The spec: the path tried is logged to the console.
    assert any(f"{route}/alls" in text for text in page.recorded.console_errors)
    assert page.recorded.page_errors == []
    home.click()
    page.wait_for_url(base_url + home_path)
    expect(page.get_by_role("heading", level=1)).to_have_text(content.hero_headline)


@pytest.mark.parametrize("route", [r for r in EACH_PAGE_ONCE if r not in UNKNOWNS])
def test_route_is_quiet_and_stays_on_this_machine(page, route):
    page.route(lambda url: urlsplit(url).hostname == MAP_HOST, lambda r: r.abort())
    open_route(page, route)
    # Bring every lazy image and section into view.
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_load_state("networkidle")
    recorded = page.recorded
    recorded.assert_no_console_errors()
    assert [u for u in recorded.requests if urlsplit(u).port == 8000] == []
    assert recorded.websockets == []
    assert recorded.foreign_requests() == []
    expect(page.get_by_role("heading", level=1)).to_have_text(H1[route])


@pytest.mark.parametrize("route", PAGES)
def test_nav_marks_the_current_route(read_only_page, route):
    page = read_only_page(route)
    labels = {link.url: link.label for link in nav_of(route)}
    nav = page.locator("#huvudmeny")
    links = nav.locator("li a")
    hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
    assert hrefs == list(labels)
    current = nav.locator('a[aria-current="page"]')
    if route in labels:
        expect(current).to_have_count(1)
        expect(current).to_have_attribute("href", route)
        expect(current).to_have_text(labels[route])
    else:
        expect(current).to_have_count(0)


@pytest.mark.parametrize("route", PAGES)
def test_the_language_switch_leads_to_this_page_in_the_other_language(read_only_page, route):
    page = read_only_page(route)
    here = route_of(route)
    for other in here.counterparts:
        if other.locale == here.locale:
            continue
        switch = page.locator(f"header a[hreflang='{other.locale.code}']")
        expect(switch).to_have_count(1)
        expect(switch).to_have_attribute("href", other.path)
        expect(switch).to_have_attribute("lang", other.locale.code)
        expect(switch).to_have_text(other.content.texts.language_name)
        expect(switch).to_be_visible()


# The top bar's pieces, left to right: box edges, vertical middle, text lines.
TOP_BAR = """() => [...document.querySelectorAll('.brand, .nav-link, .nav-book, .language-link')].map((e) => {
  const box = e.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(e);
  const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  return {text: e.textContent, left: box.left, right: box.right, middle: box.top + box.height / 2, lines};
})"""


@pytest.mark.parametrize("locale", LANGUAGES, ids=lambda locale: locale.code)
def test_top_bar_fits_on_one_row(new_page, locale):
    """From 1024 px the links sit in the bar itself: nothing may wrap, overlap
    or leave the screen (a small laptop is where it gets tight), in either
    language; narrower, the menu button opens them. At 1024, 1100 and 1280
    px, one page turned from each to the next."""
    widths = [1024, 1100, 1280]
    page = new_page(viewport={"width": widths[0], "height": 800})
    route = routes.get("treatments", locale).path
    open_route(page, route)
    links = [link.label for link in nav_of(route)]
    for width in widths:
        resize(page, {"width": width, "height": 800})
        items = page.evaluate(TOP_BAR)
        assert [item["text"] for item in items][1 : len(links) + 1] == links, width
        assert [item for item in items if item["lines"] != 1] == [], width
        assert max(i["middle"] for i in items) - min(i["middle"] for i in items) <= 2, items
        for left, right in pairwise(items):
            assert left["right"] <= right["left"], (width, left, right)
        assert items[0]["left"] >= 0 and items[-1]["right"] <= width, items


def test_skip_link_moves_keyboard_focus_into_main(page):
    open_route(page, routes.get("treatments").path)
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name=T.skip_link)
    expect(skip).to_be_focused()
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    # The next stop is inside <main>, not back in the header.
    assert page.evaluate("document.activeElement.closest('main') !== null")


def test_booking_button_opens_the_booking_service_in_a_new_tab(page):
    open_route(page, routes.get("about").path)
    book = page.locator("#huvudmeny").get_by_role("link", name=T.book_short, exact=True)
    expect(book).to_have_count(1)
    assert book.get_attribute("href") == CONTENT.booking_url
    assert book.get_attribute("target") == "_blank"
    assert sorted(book.get_attribute("rel").split()) == ["noopener", "noreferrer"]


def test_mobile_menu_opens_closes_and_navigates(mobile_page, base_url):
    page = mobile_page
    open_route(page, "/")
    button = page.get_by_role("button", name=T.menu)
    assert ax_expanded(page, "#menyknapp") is False
    nav = page.locator(f"#{button.get_attribute('popovertarget')}")
    expect(nav).to_have_count(1)
    assert nav.evaluate("n => n.tagName") == "NAV"
    about = nav.get_by_role("link", name=NAV_LABELS[routes.get("about").path])
    expect(about).to_be_hidden()

    button.click()
    assert ax_expanded(page, "#menyknapp") is True
    for label in NAV_LABELS.values():
        expect(nav.get_by_role("link", name=label, exact=True)).to_be_visible()

    page.keyboard.press("Escape")
    expect(about).to_be_hidden()
    assert ax_expanded(page, "#menyknapp") is False
    expect(button).to_be_focused()

    button.click()
    expect(about).to_be_visible()
    about.click()  # the next page, a new document
    page.wait_for_url(base_url + routes.get("about").path)
    expect(page.get_by_role("heading", level=1)).to_have_text(H1[routes.get("about").path])
    expect(page.locator("#menyknapp")).to_have_count(1)
    assert ax_expanded(page, "#menyknapp") is False
    expect(nav.get_by_role("link", name=NAV_LABELS["/"])).to_be_hidden()
    page.recorded.assert_no_console_errors()


@pytest.mark.parametrize(
    "start,target", [(routes.get("treatments").path, "/"), ("/", routes.get("hours").path)]
)
def test_navigation_lands_at_the_top(page, base_url, start, target):
    open_route(page, start)
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_function("window.scrollY > 300")
    page.locator("#huvudmeny").get_by_role("link", name=NAV_LABELS[target], exact=True).click()
    page.wait_for_url(base_url + target)
    expect(page.get_by_role("heading", level=1)).to_have_text(H1[target])
    # The new page is long enough that keeping the old offset would show.
    assert page.evaluate("document.documentElement.scrollHeight - window.innerHeight") > 300
    # Two frames later: a restoration the browser or a script scheduled would have run.
    two_frames(page)
    assert page.evaluate("window.scrollY") == 0


def _footer_hours(locale) -> list[tuple[str, str]]:
    rows = []
    for label, days in groupby(enumerate(CONTENT.hours), key=lambda d: (d[1].opens, d[1].closes)):
        names = [locale.weekdays[index] for index, _day in days]
        name = names[0] if len(names) == 1 else f"{names[0]}–{names[-1]}"
        rows.append((name, f"{label[0]}–{label[1]}"))
    return rows


@pytest.mark.parametrize("locale", LANGUAGES, ids=lambda locale: locale.code)
def test_footer_contact_details_and_hours(page, locale):
    route = routes.get("about", locale).path
    content = content_of(route)
    open_route(page, route)
    footer = page.locator("footer")
    tel = footer.locator('a[href^="tel:"]')
    expect(tel).to_have_count(1)
    expect(tel).to_have_attribute("href", CONTENT.contact.phone_href)
    expect(tel).to_have_text(CONTENT.contact.phone)
    assert re.fullmatch(r"tel:\+46\d{6,}", CONTENT.contact.phone_href)
    mail = footer.locator('a[href^="mailto:"]')
    expect(mail).to_have_count(1)
    expect(mail).to_have_attribute("href", f"mailto:{CONTENT.contact.email}")
    expect(footer).to_contain_text(CONTENT.contact.address.street)
    days = footer.locator("dl dt").all_inner_texts()
    hours = footer.locator("dl dd").all_inner_texts()
    assert list(zip(days, hours)) == _footer_hours(locale)
    book = footer.get_by_role("link", name=content.texts.book_online)
    expect(book).to_have_attribute("href", CONTENT.booking_url)
    expect(book).to_have_attribute("target", "_blank")
    for social in CONTENT.social:
        expect(footer.get_by_role("link", name=social.label)).to_have_attribute("href", social.url)
    expect(footer.get_by_role("link", name=content.credit.text)).to_have_attribute(
        "href", CONTENT.credit.url
    )
    expect(footer.get_by_role("link", name=content.texts.privacy_link)).to_have_attribute(
        "href", routes.get("privacy", locale).path
    )


def _map_requests(page) -> list[str]:
    return [u for u in page.recorded.requests if urlsplit(u).hostname == MAP_HOST]


def test_map_waits_for_the_visitor(page):
    # A small phone, where the placeholder's text makes its box taller than the map's shape.
    page.set_viewport_size({"width": 320, "height": 640})
    page.route(lambda url: urlsplit(url).hostname == MAP_HOST, lambda r: r.abort())
    open_route(page, routes.get("about").path)
    footer = page.locator("footer")
    footer.scroll_into_view_if_needed()
    show = footer.get_by_role("button", name=T.map_show)
    expect(show).to_be_visible()
    expect(footer.locator("iframe")).to_have_count(0)
    page.wait_for_load_state("networkidle")
    assert _map_requests(page) == []

    gate = footer.locator(".map")
    size = "e => { const r = e.getBoundingClientRect(); return [r.width, r.height]; }"
    before = gate.evaluate(size)
    show.click()
    frame = footer.locator("iframe")
    expect(frame).to_have_count(1)
    # The map takes the placeholder's box, all of it: nothing below moves.
    covers = """e => { const a = e.getBoundingClientRect();
      const b = e.getRootNode().host.getBoundingClientRect();
      return a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom; }"""
    assert frame.evaluate(covers)
    assert gate.evaluate(size) == before
    expect(frame).to_have_attribute("title", CONTENT.map.footer_title)
    expect(frame).to_have_attribute("loading", "lazy")
    expect(frame).to_have_attribute("src", CONTENT.map.embed_url)
    expect(show).to_have_count(0)
    # Showing the map is not consent: nothing is stored, the banner stays.
    assert page.evaluate("localStorage.getItem('cookiesAccepted')") is None
    expect(page.get_by_role("region", name=T.cookie_title)).to_be_visible()


def test_map_shows_directly_after_consent(page):
    page.context.add_init_script(
        "try { localStorage.setItem('cookiesAccepted', 'true'); } catch (e) {}"
    )
    page.route(lambda url: urlsplit(url).hostname == MAP_HOST, lambda r: r.abort())
    page.goto(routes.get("about").path)
    frame = page.locator("footer iframe")
    expect(frame).to_have_count(1)
    expect(frame).to_have_attribute("title", CONTENT.map.footer_title)
    expect(frame).to_have_attribute("src", CONTENT.map.embed_url)
    expect(page.locator("footer").get_by_role("button", name=T.map_show)).to_have_count(0)
    expect(page.get_by_role("region", name=T.cookie_title)).to_have_count(0)


def test_home_carousels_render_react_slick_slides(page):
    open_route(page, "/")
    expect(page.locator(".slick-slide").first).to_be_attached()
    assert page.locator(".slick-slide").count() > 0
    for carousel, count in [
        (".hero-carousel", len(CONTENT.hero_slides)),
        (".testimonial-carousel", len(CONTENT.testimonials)),
        (".salon-carousel", len(CONTENT.salon_pictures)),
    ]:
        start_carousel(page.locator(carousel))
        slides = page.locator(f"{carousel} .slick-slide:not(.slick-cloned)")
        expect(slides).to_have_count(count)
        expect(page.locator(f"{carousel} .slick-dots li")).to_have_count(count)
