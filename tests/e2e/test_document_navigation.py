"""Navigation by the platform: each link loads the next
prerendered document, React Router stays out of the browser, speculation
rules let Chromium prepare the next page, and every page can be kept in the
back/forward cache. The routes come from the registry."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from salon.cms import admin
from salon.site import describe
from static_first.page_scan import scan_page, source_hash
from static_first.plugins.speculation_rules import rules
from tests.browser import HYDRATED, open_route
from tests.content import CONTENT
from tests.first_load import first_load_js
from tests.site import EACH_PAGE_ONCE, H1, NAV, ROUTES_AND_404, UNKNOWNS, page_file, route_of

T = CONTENT.texts
# React Router sets this global wherever its browser code runs.
ROUTER_IN_BUNDLE = "__reactRouterVersion"
# The symbol React marks each of its elements with.
REACT_IN_BUNDLE = "react.transitional.element"
ROUTER_IN_PAGE = ("__reactRouterContext", "react-router-scroll-positions", "data-discover")


def wait_for(page, condition, timeout_ms: int = 10_000) -> None:
    """Until `condition()` holds: the DevTools events it reads arrive while
    Playwright waits."""
    for _ in range(timeout_ms // 50):
        if condition():
            return
        page.wait_for_timeout(50)
    raise AssertionError("timed out")


def policy_of(html: str) -> str:
    return re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)


@pytest.mark.parametrize("route", ROUTES_AND_404)
def test_no_react_router_reaches_the_browser(site_dir, route):
    name = page_file(route)
    html = (site_dir / name).read_text(encoding="utf-8")
    assert [marker for marker in ROUTER_IN_PAGE if marker in html] == []
    chunks = first_load_js(site_dir, name)
    assert chunks, "the check would pass vacuously"
    carrying = [
        chunk
        for chunk in chunks
        if ROUTER_IN_BUNDLE in (site_dir / chunk).read_text(encoding="utf-8", errors="replace")
    ]
    assert carrying == []
    assert not list((site_dir / "assets").glob("manifest-*.js"))


def test_the_router_check_would_see_react_router(tmp_path):
    """Control: the marker is what React Router's browser code sets."""
    node_modules = Path(__file__).resolve().parents[2] / ".web" / "node_modules"
    library = node_modules / "react-router" / "dist" / "production" / "lib" / "dom" / "lib.js"
    if not library.is_file():
        pytest.skip("no .web/node_modules: build the export first")
    assert f"window.{ROUTER_IN_BUNDLE} = " in library.read_text(encoding="utf-8")


@pytest.mark.parametrize("route", ROUTES_AND_404)
def test_every_page_carries_the_speculation_rules_its_policy_allows(site_dir, route):
    html = (site_dir / page_file(route)).read_text(encoding="utf-8")
    found = [
        text
        for attributes, text in scan_page(html).scripts
        if attributes.get("type") == "speculationrules"
    ]
    assert len(found) == 1
    # The salon's /admin/ is never rendered ahead (salon/site.py: a subtree).
    assert json.loads(found[0]) == rules("/", (admin.FOLDER,))
    script_src = re.search(r"script-src ([^;]+)", policy_of(html)).group(1).split()
    assert source_hash(found[0]) in script_src
    assert "'unsafe-inline'" not in script_src


def test_a_menu_link_loads_the_next_page_as_a_new_document(page, base_url):
    start, target = NAV[0], NAV[-1]
    open_route(page, start.url)
    page.evaluate("window.sameDocument = true")
    page.locator("#huvudmeny").get_by_role("link", name=target.label, exact=True).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(H1[target.url])
    page.wait_for_selector(HYDRATED, state="attached")
    assert page.evaluate("window.sameDocument") is None
    assert page.evaluate("performance.getEntriesByType('navigation')[0].type") == "navigate"
    link = page.locator("#huvudmeny").get_by_role("link", name=target.label, exact=True)
    expect(link).to_have_attribute("aria-current", "page")
    assert page.evaluate("Object.keys(sessionStorage)") == []
    page.recorded.assert_no_console_errors()


def test_chromium_takes_the_rules_and_speculates_on_a_hovered_link(page, base_url):
    """A link the pointer rests on is fetched ahead. Chromium prerenders it
    for a visitor; with DevTools attached, as here, it prefetches instead
    (PrerenderingDisabledByDevTools), which shows the rules were taken."""
    cdp = page.context.new_cdp_session(page)
    events = []
    for name in ("Preload.ruleSetUpdated", "Preload.prefetchStatusUpdated"):
        cdp.on(name, lambda params, name=name: events.append((name, params)))
    cdp.send("Preload.enable")
    open_route(page, "/")
    target = NAV[-1]
    link = page.locator("#huvudmeny").get_by_role("link", name=target.label, exact=True)
    link.hover()
    box = link.bounding_box()
    for dx in (2, 6, 10):  # the pointer resting on the link, as a hand moves
        page.mouse.move(box["x"] + dx, box["y"] + box["height"] / 2)
    wait_for(page, lambda: any(name == "Preload.prefetchStatusUpdated" for name, _ in events))
    rule_sets = [params["ruleSet"] for name, params in events if name == "Preload.ruleSetUpdated"]
    assert len(rule_sets) == 1 and "errorType" not in rule_sets[0], rule_sets
    fetched = {
        params["prefetchUrl"] for name, params in events if name == "Preload.prefetchStatusUpdated"
    }
    assert fetched == {base_url + target.url}
    page.recorded.assert_no_console_errors()


# --- the back/forward cache --------------------------------------------------------

# What the browser reports when it cannot keep a page: reasons of these kinds
# are the page's own (an unload handler, Cache-Control: no-store, an open
# connection); "Circumstantial" ones are the browser's (Playwright's headless
# shell turns the cache off for itself).
PAGE_REASONS = {"PageSupportNeeded", "SupportPending"}
RESTORED = "__restoredFromCache"
RESTORED_PROBE = f"addEventListener('pageshow', (e) => {{ window.{RESTORED} = e.persisted; }});"


@pytest.fixture(scope="module")
def cache_browser(browser):
    """Chromium with its back/forward cache on (Playwright turns it off)."""
    from tools.chromium import CHROMIUM_ARGS, chromium_path

    chromium = browser.browser_type.launch(
        executable_path=chromium_path(),
        args=CHROMIUM_ARGS,
        ignore_default_args=["--disable-back-forward-cache"],
    )
    yield chromium
    chromium.close()


def reasons_not_cached(cache_browser, base_url, route, init_script=None) -> list[str]:
    """Why the browser did not keep `route` when the visitor left it and came back."""
    context = cache_browser.new_context(base_url=base_url)
    try:
        context.add_init_script(RESTORED_PROBE)
        if init_script:
            context.add_init_script(init_script)
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        reasons = []
        cdp.on(
            "Page.backForwardCacheNotUsed",
            lambda params: reasons.extend(
                f"{item['type']}: {item['reason']}" for item in params["notRestoredExplanations"]
            ),
        )
        cdp.send("Page.enable")
        open_route(page, route)
        other = next(link for link in NAV if link.url != route)
        page.goto(other.url)
        page.wait_for_selector(HYDRATED, state="attached")
        page.go_back(wait_until="commit")
        # Kept and restored (a full Chromium), or not, with the reasons why.
        wait_for(page, lambda: bool(reasons) or page.evaluate(f"window.{RESTORED} === true"))
        return reasons
    finally:
        context.close()


@pytest.mark.parametrize("route", [r for r in EACH_PAGE_ONCE if r not in UNKNOWNS])
def test_every_page_can_be_kept_in_the_back_forward_cache(cache_browser, base_url, route):
    reasons = reasons_not_cached(cache_browser, base_url, route)
    assert [r for r in reasons if r.split(":")[0] in PAGE_REASONS] == [], reasons


def test_the_cache_check_sees_a_page_that_cannot_be_kept(cache_browser, base_url):
    """Control: an unload handler, the classic blocker, is reported as the page's."""
    reasons = reasons_not_cached(
        cache_browser, base_url, "/", init_script="addEventListener('unload', () => {})"
    )
    assert any(r.split(":")[0] in PAGE_REASONS for r in reasons), reasons


def test_no_header_keeps_a_page_out_of_the_cache(site_dir):
    for name in ("_headers", "_headers.nginx.conf"):
        assert "no-store" not in (site_dir / name).read_text(encoding="utf-8")


# --- what lasts for the visit ------------------------------------------------------


def test_a_banner_closed_stays_closed_for_the_visit_and_only_for_it(page, base_url):
    """The spec: the close button hides the banner for this visit only. Each
    page is a new document, so the visit's tab keeps it (sessionStorage)."""
    open_route(page, "/")
    banner = page.get_by_role("region", name=T.cookie_title)
    banner.get_by_role("button", name=T.close, exact=True).click()
    expect(banner).to_be_hidden()
    page.locator("#huvudmeny").get_by_role("link", name=NAV[-1].label, exact=True).click()
    expect(page.get_by_role("heading", level=1)).to_have_text(H1[NAV[-1].url])
    expect(page.locator("html")).to_have_attribute("data-cookies", "dismissed")
    expect(page.get_by_role("region", name=T.cookie_title)).to_be_hidden()
    # A new tab is a new visit: the banner asks again.
    other = page.context.new_page()
    other.goto(base_url + "/")
    expect(other.get_by_role("region", name=T.cookie_title)).to_be_visible()
    # Withdrawing forgets the closed banner too.
    page.locator("footer").get_by_role("button", name=T.cookie_settings).click()
    expect(page.get_by_role("region", name=T.cookie_title)).to_be_visible()
    assert page.evaluate("Object.keys(sessionStorage)") == []


# --- pages without React --------------------------------------------------------------


@pytest.mark.parametrize("route", ROUTES_AND_404)
def test_a_page_without_react_widgets_loads_no_framework(site_dir, route):
    """React only where a widget needs it."""
    from static_first.plugins.static_pages import react_modules

    entry = route_of(route)
    chunks = first_load_js(site_dir, page_file(route))
    code = "".join((site_dir / c).read_text(encoding="utf-8") for c in chunks)
    if react_modules(describe(), entry.component()):
        assert REACT_IN_BUNDLE in code
    else:
        assert REACT_IN_BUNDLE not in code
        assert [c.split("/")[-1].split("-")[0] for c in chunks] == ["elements"]
