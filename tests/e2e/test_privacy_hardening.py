"""Privacy and robustness in a real Chromium: nothing leaves the machine
before consent, the privacy notice and withdrawal, safe outbound links, no
inline handlers, the CSP <meta> under interaction, storage that throws, and
every page readable with JavaScript off.

The CSP with real headers (nginx) and without them on a freshly loaded page
is covered in test_hosting.py; here the pages are used (scrolled, the map
shown, consent given, the loyalty panel opened) under the <meta> policy alone.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from salon import routes
from salon.components.overlays import CONSENT_POLL_MS, LOYALTY_DELAY_MS
from tests.browser import CSP_PROBE, HYDRATED, next_frames, open_route
from tests.conftest import LOCAL_HOST
from tests.content import CONTENT
from tests.site import (
    CONSENT_KEY,
    EACH_PAGE_ONCE,
    H1,
    LANGUAGES,
    MAP_HOST,
    MAP_STUB,
    PRIVACY_ROUTE,
    ROUTES_AND_404,
    content_of,
    nav_of,
    route_of,
)
from tools.html_tree import parse_html

T = CONTENT.texts

# Private mode, a full quota or storage disabled by policy: every call throws.
THROWING_STORAGE = """
for (const name of ['getItem', 'setItem', 'removeItem', 'clear', 'key']) {
  Storage.prototype[name] = function () { throw new DOMException('blocked', 'SecurityError'); };
}
"""


def is_foreign(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("http", "https", "ws", "wss") and parts.hostname != LOCAL_HOST


class Traffic:
    """Every request of a page's context (all frames, workers, new tabs),
    kept on this machine: the map host answers with a stub, any other host
    is refused. Requests are recorded before they are routed."""

    QUIET_MS = 300

    def __init__(self, page):
        self.page = page
        self.urls: list[str] = []
        self.in_flight: set = set()
        context = page.context
        context.on("request", self._started)
        context.on("requestfinished", self._ended)
        context.on("requestfailed", self._ended)
        context.route(is_foreign, self._answer)

    def _started(self, request) -> None:
        self.urls.append(request.url)
        self.in_flight.add(request)

    def _ended(self, request) -> None:
        self.in_flight.discard(request)

    @staticmethod
    def _answer(route) -> None:
        if urlsplit(route.request.url).hostname == MAP_HOST:
            route.fulfill(body=MAP_STUB, content_type="text/html")
        else:
            route.abort()

    def foreign_hosts(self) -> set[str]:
        return {urlsplit(url).hostname for url in self.urls if is_foreign(url)}

    def settle(self) -> None:
        """Wait until no request has been in flight for QUIET_MS. Playwright's
        "networkidle" fires once per page load, so it cannot wait for the
        loads that scrolling or a click start later."""
        quiet = 0
        for _ in range(10_000 // 50):
            quiet = quiet + 50 if not self.in_flight else 0
            if quiet >= self.QUIET_MS:
                return
            self.page.wait_for_timeout(50)
        raise AssertionError(f"still loading after 10 s: {[r.url for r in self.in_flight]}")


def scroll_through(page, traffic: Traffic) -> None:
    """Scroll the whole page half a screen at a time, so every lazy image and
    section comes into view, then wait until the network is quiet."""
    height = page.evaluate("document.documentElement.scrollHeight")
    for top in range(0, height, page.viewport_size["height"] // 2):
        page.evaluate("top => window.scrollTo(0, top)", top)
        next_frames(page)
    traffic.settle()


def banner(page, texts=T):
    return page.get_by_role("region", name=texts.cookie_title)


def accept_cookies(page, texts=T) -> None:
    banner(page, texts).get_by_role("button", name=texts.accept, exact=True).click()
    expect(banner(page, texts)).to_have_count(0)


def stored(page) -> list[str]:
    """The keys the page has put in the browser's local and session storage."""
    return page.evaluate("[...Object.keys(localStorage), ...Object.keys(sessionStorage)]")


def csp_problems(page) -> list[str]:
    console = [text for _, text in page.recorded.console if "Content Security Policy" in text]
    return page.evaluate("window.__cspViolations") + console


def unsafe_outbound_links(page, scope: str = "body") -> list[str]:
    """Links to other hosts that do not open a new tab without the opener."""
    links = page.locator(scope).first.evaluate(
        "root => [...root.querySelectorAll('a[href]')].map("
        "a => [a.href, a.target, a.rel, a.outerHTML.slice(0, 90)])"
    )
    outbound = [link for link in links if is_foreign(link[0])]
    assert outbound, f"no outbound link in {scope}: the check would pass vacuously"
    return [
        html
        for _, target, rel, html in outbound
        if target != "_blank" or not {"noopener", "noreferrer"} <= set(rel.split())
    ]


# --- before consent (a), and the policy while the page is used (d) -----------------


@pytest.mark.parametrize("route", EACH_PAGE_ONCE)
def test_first_visit_stays_local_until_the_map_is_asked_for(page, route):
    page.add_init_script(CSP_PROBE)
    traffic = Traffic(page)
    t = content_of(route).texts
    open_route(page, route)
    expect(banner(page, t)).to_be_visible()
    scroll_through(page, traffic)
    assert traffic.foreign_hosts() == set(), "requests before consent"
    assert page.recorded.websockets == []
    # The privacy notice: nothing is stored before "Acceptera".
    assert stored(page) == []

    # 'Visa karta' is the visitor asking for the map: now, and only now, its host.
    page.locator("footer").get_by_role("button", name=t.map_show).click()
    expect(page.locator("footer iframe")).to_have_attribute("src", CONTENT.map.embed_url)
    traffic.settle()
    # The <meta> policy allowed everything so far: lazy images and the map frame.
    assert csp_problems(page) == []
    assert traffic.foreign_hosts() == {MAP_HOST}

    # ...and what accepting renders, and stores: the choice, nothing else.
    accept_cookies(page, t)
    traffic.settle()
    assert csp_problems(page) == []
    assert stored(page) == [CONSENT_KEY]


def test_loyalty_panel_keeps_to_the_policy_and_links_safely(page):
    """The panel loads its QR code library on demand: a script the policy must allow."""
    page.add_init_script(CSP_PROBE)
    Traffic(page)  # accepting embeds the map: it answers from here
    page.clock.install()  # before load: the app's timers run on this clock
    open_route(page, "/")
    accept_cookies(page)
    page.clock.run_for(CONSENT_POLL_MS + LOYALTY_DELAY_MS)
    page.get_by_role("button", name=T.loyalty_button, exact=True).click()
    dialog = page.get_by_role("dialog", name=CONTENT.loyalty_title)
    expect(dialog.get_by_role("img", name=T.loyalty_qr_title)).to_be_visible()
    assert csp_problems(page) == []
    assert unsafe_outbound_links(page, "dialog") == []


def test_the_policy_probe_sees_a_violation(page):
    """Control: a script the policy does not allow is reported."""
    page.add_init_script(CSP_PROBE)
    open_route(page, routes.get("about").path)
    page.evaluate("""() => { const s = document.createElement('script');
        s.textContent = 'window.__ran = true;'; document.body.append(s); }""")
    assert any(line.startswith("script-src") for line in csp_problems(page))


# --- privacy notice and withdrawal (b) ----------------------------------------------


def test_privacy_notice_explains_storage_map_and_withdrawal(page):
    open_route(page, PRIVACY_ROUTE)
    text = page.locator("main").inner_text()
    assert "localStorage" in text and f"{CONSENT_KEY}=true" in text
    assert MAP_HOST.split(".")[-2] in text.lower()  # "openstreetmap": who gets the request
    assert T.cookie_settings in text and "återkalla" in text  # how to withdraw


def test_cookie_settings_withdraws_consent(page):
    traffic = Traffic(page)
    open_route(page, routes.get("contact").path)
    accept_cookies(page)
    assert page.evaluate(f"localStorage.getItem('{CONSENT_KEY}')") == "true"
    expect(page.locator("footer iframe")).to_be_attached()  # consent shows the map

    page.locator("footer").get_by_role("button", name=T.cookie_settings).click()
    expect(banner(page)).to_be_visible()
    assert page.evaluate(f"localStorage.getItem('{CONSENT_KEY}')") is None
    expect(page.locator("iframe")).to_have_count(0)  # the map goes with it

    # Withdrawn for good: the next visit asks again and loads no map.
    traffic.settle()
    traffic.urls.clear()
    open_route(page, routes.get("contact").path)
    expect(banner(page)).to_be_visible()
    scroll_through(page, traffic)
    expect(page.locator("iframe")).to_have_count(0)
    assert traffic.foreign_hosts() == set()


# --- links and markup (c) -------------------------------------------------------------


@pytest.mark.parametrize("route", ROUTES_AND_404)
def test_outbound_links_open_a_new_tab_without_the_opener(read_only_page, route):
    page = read_only_page(route)
    assert unsafe_outbound_links(page) == []


def inline_handlers(html: str) -> list[str]:
    """Attributes a CSP without 'unsafe-inline' would refuse: on* handlers
    and javascript: URLs."""
    return [
        f"<{node.tag} {name}={value!r}>"
        for node in parse_html(html).iter()
        for name, value in node.attrs.items()
        if name.startswith("on") or value.strip().lower().startswith("javascript:")
    ]


def test_no_inline_event_handlers_in_the_export(site_dir):
    pages = sorted(site_dir.rglob("*.html"))
    assert len(pages) >= len(ROUTES_AND_404)
    found = {p.name: inline_handlers(p.read_text(encoding="utf-8")) for p in pages}
    assert {name: handlers for name, handlers in found.items() if handlers} == {}
    assert inline_handlers('<img src="x" onerror="alert(1)">')  # the parser sees them


# --- storage that throws (e) ------------------------------------------------------------


def unexpected_console(page, route: str) -> list[str]:
    """Console errors and warnings, minus the two a 404 page logs by design:
    Chrome's note about the 404 status and the spec's console.error of the path."""
    expected = (
        f"error: 404: {route}",
        "error: Failed to load resource: the server responded with a status of 404",
    )
    return [line for line in page.recorded.console_problems if not line.startswith(expected)]


@pytest.mark.parametrize("route", EACH_PAGE_ONCE)
def test_pages_work_when_storage_throws(page, route):
    page.add_init_script(THROWING_STORAGE)
    Traffic(page)  # accepting embeds the map: it answers from here
    open_route(page, route)
    assert (
        page.evaluate(
            "() => { try { Storage.prototype.getItem.call(localStorage, 'x'); }"
            " catch (e) { return e.name; } }"
        )
        == "SecurityError"
    )
    t = content_of(route).texts
    nav = nav_of(route)
    expect(page.get_by_role("heading", level=1)).to_have_text(H1[route])
    expect(banner(page, t)).to_be_visible()
    accept_cookies(page, t)  # works for the page...
    page.locator("#huvudmeny").get_by_role("link", name=nav[-1].label).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(H1[nav[-1].url])
    # ...and each link loads a new document, to which a browser that refuses
    # storage carries nothing: the next page asks again, and works again.
    page.wait_for_selector(HYDRATED, state="attached")
    accept_cookies(page, t)
    assert page.recorded.page_errors == []
    assert unexpected_console(page, route) == []


# --- JavaScript off (f) -------------------------------------------------------------------


@pytest.fixture
def no_js_page(new_page):
    return new_page(java_script_enabled=False)


@pytest.mark.parametrize("route", ROUTES_AND_404)
def test_every_page_reads_without_javascript(no_js_page, route):
    page = no_js_page
    page.goto(route)
    expect(page.get_by_role("heading", level=1)).to_have_text(H1[route])
    nav = page.locator("#huvudmeny")
    for link in nav_of(route):
        expect(nav.get_by_role("link", name=link.label, exact=True)).to_have_attribute(
            "href", link.url
        )
    footer = page.locator("footer")
    expect(footer.locator(f"a[href='{CONTENT.contact.phone_href}']")).to_have_text(
        CONTENT.contact.phone
    )
    expect(footer.locator(f"a[href='mailto:{CONTENT.contact.email}']")).to_have_text(
        CONTENT.contact.email
    )
    expect(footer).to_contain_text(CONTENT.contact.address.street)
    # Its buttons could not work, so the banner stays out of the way.
    expect(banner(page, content_of(route).texts)).to_be_hidden()
    # The other language is a plain link too.
    for other in route_of(route).counterparts:
        if other.locale != route_of(route).locale:
            switch = page.locator(f"header a[hreflang='{other.locale.code}']")
            expect(switch).to_be_visible()


@pytest.mark.parametrize("locale", LANGUAGES, ids=lambda locale: locale.code)
def test_prices_read_without_javascript(no_js_page, locale):
    content = routes.get("treatments", locale).content
    no_js_page.goto(routes.get("treatments", locale).path)
    rows = no_js_page.locator("main .price-row")
    expected = [(s.name, content.price_label(s)) for s in content.services]
    expect(rows).to_have_count(len(expected))
    shown = [
        (row.locator(".price-name").inner_text(), row.locator(".price").inner_text())
        for row in rows.all()
    ]
    assert shown == expected


def test_hours_read_without_javascript(no_js_page):
    no_js_page.goto(routes.get("hours").path)
    rows = no_js_page.locator("main table tbody tr")
    expect(rows).to_have_count(len(CONTENT.hours))
    shown = [(row.locator("th").inner_text(), row.locator("td").inner_text()) for row in rows.all()]
    assert shown == [(day.day, day.label) for day in CONTENT.hours]
