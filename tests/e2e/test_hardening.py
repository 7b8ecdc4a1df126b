"""Privacy and robustness in a real Chromium: the privacy notice and
withdrawing consent, safe outbound links, broken storage, and every page
readable with JavaScript off.

Requests before consent, the CSP and the host configs are covered in
test_foundation.py and test_hosting.py.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from salon.components.cookie_banner import CONSENT_KEY
from salon.content import CONTENT
from tests.browser import open_route

T = CONTENT.texts
ROUTES = [*(link.url for link in CONTENT.nav), "/privacy-policy", "/finns-inte"]
MAP_HOST = urlsplit(CONTENT.map.embed_url).hostname
ACCEPTED = f"localStorage.setItem('{CONSENT_KEY}', 'true');"
# Private mode, a full quota or storage disabled by policy: every call throws.
THROWING_STORAGE = """
for (const name of ['getItem', 'setItem', 'removeItem', 'clear', 'key']) {
  Storage.prototype[name] = function () { throw new DOMException('blocked', 'SecurityError'); };
}
"""


def banner(page):
    return page.get_by_role("region", name=T.cookie_title)


def unexpected_console(page, route: str) -> list[str]:
    """Console errors and warnings, minus the two a 404 page logs by design:
    Chrome's note about the 404 status and the spec's console.error of the path."""
    expected = (f"error: 404: {route}", "error: Failed to load resource: the server responded with a status of 404")
    return [line for line in page.recorded.console_problems if not line.startswith(expected)]


def stored_consent(page):
    return page.evaluate(f"localStorage.getItem('{CONSENT_KEY}')")


# --- privacy ------------------------------------------------------------------

def test_privacy_notice_explains_storage_map_and_withdrawal(page):
    open_route(page, "/privacy-policy")
    text = page.locator("main").inner_text()
    assert f"{CONSENT_KEY}=true" in text and "localStorage" in text
    assert "OpenStreetMap" in text and "IP-adress" in text
    assert T.cookie_settings in text  # how to withdraw


def test_cookie_settings_withdraws_consent(page):
    page.route(f"https://{MAP_HOST}/**", lambda route: route.fulfill(body="map", content_type="text/html"))
    page.add_init_script(f"if (!sessionStorage.getItem('seeded')) {{ {ACCEPTED} sessionStorage.setItem('seeded', '1'); }}")
    open_route(page, "/kontakt")
    expect(banner(page)).to_have_count(0)
    expect(page.locator(f"iframe[src*='{MAP_HOST}']").first).to_be_attached()
    page.get_by_role("button", name=T.cookie_settings).click()
    expect(banner(page)).to_be_visible()
    assert stored_consent(page) is None
    # Withdrawn for good: the next visit asks again and loads no map.
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.reload()
    page.wait_for_selector("html[data-hydrated='true']", state="attached")
    expect(banner(page)).to_be_visible()
    expect(page.locator("iframe")).to_have_count(0)
    assert [url for url in requests if MAP_HOST in url] == []


# --- links and markup ---------------------------------------------------------

@pytest.mark.parametrize("route", ROUTES)
def test_outbound_links_open_a_new_tab_without_the_opener(page, base_url, route):
    page.add_init_script(ACCEPTED)  # the map and loyalty parts render too
    open_route(page, route)
    links = page.eval_on_selector_all(
        "a[href]", "els => els.map(a => [a.href, a.target, a.rel, a.outerHTML.slice(0, 90)])"
    )
    outbound = [link for link in links if urlsplit(link[0]).scheme in ("http", "https")
                and not link[0].startswith(base_url)]
    assert outbound, "expected links to the booking service and social profiles"
    unsafe = [html for href, target, rel, html in outbound
              if target != "_blank" or not {"noopener", "noreferrer"} <= set(rel.split())]
    assert unsafe == []


def test_no_inline_event_handlers_in_the_export(site_dir):
    pages = sorted(site_dir.rglob("*.html"))
    assert len(pages) >= len(ROUTES)
    handler = re.compile(r"<[^>]+\son[a-z]+\s*=", re.IGNORECASE)
    assert [p.name for p in pages if handler.search(p.read_text(encoding="utf-8"))] == []


# --- storage that throws --------------------------------------------------------

@pytest.mark.parametrize("route", ROUTES)
def test_pages_work_when_storage_throws(page, route):
    page.add_init_script(THROWING_STORAGE)
    open_route(page, route)
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    expect(banner(page)).to_be_visible()
    # The banner still works for this visit.
    banner(page).get_by_role("button", name=T.accept).click()
    expect(banner(page)).to_have_count(0)
    assert page.recorded.page_errors == []
    assert unexpected_console(page, route) == []


# --- JavaScript off -------------------------------------------------------------

@pytest.fixture
def no_js_page(new_page):
    return new_page(java_script_enabled=False)


@pytest.mark.parametrize("route", ROUTES)
def test_every_page_reads_without_javascript(no_js_page, route):
    page = no_js_page
    page.goto(route)
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    nav = page.get_by_role("navigation").first
    for link in CONTENT.nav:
        expect(nav.get_by_role("link", name=link.label, exact=True)).to_have_attribute("href", link.url)
    footer = page.locator("footer")
    expect(footer.locator(f"a[href='{CONTENT.contact.phone_href}']")).to_be_visible()
    expect(footer.locator(f"a[href='mailto:{CONTENT.contact.email}']")).to_be_visible()
    expect(footer).to_contain_text(CONTENT.contact.address.street)
    # Its buttons could not work, so the banner stays out of the way.
    expect(banner(page)).to_be_hidden()


def test_prices_read_without_javascript(no_js_page):
    no_js_page.goto("/behandlingar")
    main = no_js_page.locator("main")
    for category in CONTENT.categories:
        for service in category.services:
            row = main.locator("li").filter(has_text=service.name).filter(has_text=service.price_label)
            expect(row.first).to_be_visible()


def test_hours_read_without_javascript(no_js_page):
    no_js_page.goto("/oppettider")
    rows = no_js_page.locator("table tbody tr")
    expect(rows).to_have_count(len(CONTENT.hours))
    for row, day in zip(rows.all(), CONTENT.hours):
        expect(row).to_contain_text(day.day)
        expect(row).to_contain_text(day.label)
