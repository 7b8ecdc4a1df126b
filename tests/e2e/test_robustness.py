"""What third-party checks found on real devices and browsers:
the cookie bar never covers what a page is for, no text
overflows its box on a phone, the bottom buttons never overlap, a tap outside
the open menu only closes it, the menu works without popover support, and a
node injected into <head> (as extensions and hosts' snippets do) neither
breaks hydration nor loses the consent state; and a phone in dark mode gets
the light page the design is.

"Before the app" = the page's script requests aborted (the head script still
runs, as it does before hydration); "JavaScript off" = disabled in the context.
"""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from salon import routes
from salon.components.overlays import FLOATING_DELAY_MS, LOYALTY_DELAY_MS
from tests.browser import (
    FLUSH_REACT,
    HYDRATED,
    RING,
    block_app_scripts,
    open_route,
    resize,
    two_frames,
)
from tests.conftest import MOBILE
from tests.content import CONTENT
from tests.site import CONSENT_KEY, H1, LANGUAGES, NAV, ROUTES_AND_404

T = CONTENT.texts
APP, BEFORE_APP, NO_JS = "app", "before-app", "javascript-off"


def open_in(new_page, mode: str, route: str, accepted: bool = False, **options):
    page = new_page(java_script_enabled=mode != NO_JS, **options)
    if accepted:  # no cookie bar in the way
        page.add_init_script(f"localStorage.setItem('{CONSENT_KEY}', 'true')")
    if mode == BEFORE_APP:
        block_app_scripts(page)
    if mode == APP:
        open_route(page, route)
    else:
        page.goto(route)
    return page


# --- the cookie bar covers nothing a page is for ------------------------------------

# The sizes a page is held to (320 x 640, 375 x 812, 1280 x 800), the smallest
# phone (320 x 568, as tools/screenshots.py) and a tablet.
SCREENS = {
    "320x568": (320, 568),
    "320": (320, 640),
    "375": (375, 812),
    "768": (768, 1024),
    "1280": (1280, 800),
}
# Points of a box: its centre and four points a quarter of the way in from
# each edge (inside a pill button's rounded ends, which are not hit-tested).
COVERED = """(selector) => {
  const el = document.querySelector(selector);
  const r = el.getBoundingClientRect();
  const [x, y, w, h] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2, r.width / 4, r.height / 4];
  const points = [[x, y], [r.left + w, y], [r.right - w, y], [x, r.top + h], [x, r.bottom - h]];
  if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) return 'not on the first screen';
  return points.filter(([x, y]) => !el.contains(document.elementFromPoint(x, y)))
    .map(([x, y]) => `${Math.round(x)},${Math.round(y)}: ${document.elementFromPoint(x, y)?.outerHTML.slice(0, 60)}`);
}"""
# What each page is for, by page key; in every language (the bar's text and
# the pages' differ in length).
PAGE_TARGETS = {
    "home": ["main h1", ".hero-content .button"],
    "treatments": ["main h1", ".filter-bar", ".price-row"],
    "about": ["main h1"],
    "contact": ["main h1"],
    "hours": ["main h1"],
}
TARGETS = {
    routes.get(key, locale).path: selectors
    for locale in LANGUAGES
    for key, selectors in PAGE_TARGETS.items()
}
TREATMENTS = {routes.get("treatments", locale).path for locale in LANGUAGES}


def bar_covers(page, route: str, width: int, height: int) -> list[str]:
    """What the cookie bar covers of what the page at `route` is for."""
    covered = []
    for selector in TARGETS[route]:
        parts = [selector]
        if route in TREATMENTS and (selector, width) == (".price-row", 320):
            if height < 640:
                # 320 x 568: the first row starts below the 422 px the bar
                # leaves (the h1, the intro and the filter take them).
                continue
            # At 320 px a row's Boka link wraps under its name and price;
            # the name and the price are what must show above the bar.
            parts = [".price-row .price-name", ".price-row .price"]
        for part in parts:
            if found := page.evaluate(COVERED, part):
                covered.append(f"{part} at {width}x{height}: {found}")
    return covered


# Screens where the hero reaches down to the cookie bar (laptops), and a taller one.
HERO_SCREENS = {
    "1280x800": (1280, 800),
    "1366x768": (1366, 768),
    "1024x640": (1024, 640),
    "1440x900": (1440, 900),
}
HERO_CONTROLS = [
    ".hero .carousel-toggle",
    ".hero .slick-dots li:first-child button",
    ".hero .slick-dots li:last-child button",
]


@pytest.mark.parametrize("screen", HERO_SCREENS)
def test_cookie_bar_leaves_the_hero_controls_free(new_page, screen):
    """The hero's pause button (WCAG 2.2.2) and dots stay usable while the
    bar is up, and go back to the hero's bottom once it is answered."""
    width, height = HERO_SCREENS[screen]
    page = open_in(new_page, APP, "/", viewport={"width": width, "height": height})
    expect(page.locator(".cookie-banner")).to_be_visible()
    # The carousel starts in a task of its own after hydration; until then
    # its controls are hidden, and what lies under them is what is found.
    for selector in HERO_CONTROLS:
        expect(page.locator(selector)).to_be_visible()
    for selector in HERO_CONTROLS:
        assert page.evaluate(COVERED, selector) == [], f"{selector} at {width}x{height}"
    lifted = page.locator(HERO_CONTROLS[0]).bounding_box()["y"]
    page.locator(".cookie-banner").get_by_role("button", name=T.accept, exact=True).click()
    expect(page.locator(".cookie-banner")).to_be_hidden()
    assert page.locator(HERO_CONTROLS[0]).bounding_box()["y"] > lifted


def test_focus_never_hides_behind_the_cookie_bar(mobile_page):
    """WCAG 2.4.11 (AA: never entirely hidden): the page keeps the bar's
    height clear at its bottom, so a control tabbed to scrolls out from under
    the bar, down to the footer's last link."""
    page = mobile_page
    open_route(page, routes.get("contact").path)
    bar_top = page.locator(".cookie-banner").bounding_box()["y"]
    hidden = []
    for _ in range(80):
        page.keyboard.press("Tab")
        box = page.evaluate("""() => { const e = document.activeElement;
          if (e.closest('.cookie-banner') || e === document.body) return null;
          const r = e.getBoundingClientRect(); return [r.top, e.outerHTML.slice(0, 60)]; }""")
        if box and box[0] >= bar_top:  # entirely behind the bar
            hidden.append(box)
    assert hidden == []


# --- no text overflows its box ------------------------------------------------------

# Every text node's line boxes must sit inside its element's box and inside
# the screen, unless a container that clips or scrolls sideways (a carousel)
# holds them. Skips
# what is hidden on purpose (.visually-hidden, closed <details>, display:none).
OVERFLOWS = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const scrolls = (e) => getComputedStyle(e).overflowX !== 'visible';
  const clipsTiny = (e) => { const r = e.getBoundingClientRect(); return getComputedStyle(e).overflow === 'hidden' && r.width <= 2; };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    let box = node.parentElement;
    if (!box.checkVisibility({ visibilityProperty: true })) continue;
    if (box.closest('.visually-hidden, script, style, noscript, [aria-hidden="true"] .slick-cloned, .slick-cloned')) continue;
    let inScroller = false;
    const clippers = [];
    for (let a = box; a; a = a.parentElement) {
      if (a === document.documentElement || a === document.body) break;
      if (scrolls(a)) inScroller = true;
      if (getComputedStyle(a).overflowY !== 'visible') clippers.push(a);
      if (clipsTiny(a)) { box = null; break; }
    }
    if (!box) continue;
    while (getComputedStyle(box).display.startsWith('inline') && box.parentElement) box = box.parentElement;
    const outer = box.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (!r.width) continue;
      const outside = r.left < outer.left - 1 || r.right > outer.right + 1;
      const offScreen = !inScroller && (r.left < -1 || r.right > innerWidth + 1);
      // A box that hides what does not fit must fit its text's lines.
      const clipper = clippers.find((c) => { const b = c.getBoundingClientRect(); return r.top < b.top - 1 || r.bottom > b.bottom + 1; });
      if (outside || offScreen) {
        out.push(`${JSON.stringify(node.textContent.trim().slice(0, 30))} ${Math.round(r.width)}px in <${box.tagName.toLowerCase()} class="${box.className}"> ${Math.round(outer.width)}px wide${offScreen ? ', off screen' : ''}`);
        break;
      }
      if (clipper) {
        out.push(`${JSON.stringify(node.textContent.trim().slice(0, 30))} cut off by <${clipper.tagName.toLowerCase()} class="${clipper.className}">`);
        break;
      }
    }
  }
  return [...new Set(out)];
}"""


# On a phone: the cards and maps keep the page's side margin (at least the
# top bar's, 12 px at 320), unless a row that scrolls sideways holds them;
# the top bar's items stay inside its padding; a carousel's dots stay clear
# of its pause button and level with it.
LAYOUT = """() => {
  const out = [];
  const shown = (e) => e.checkVisibility({ visibilityProperty: true });
  const name = (e) => `<${e.tagName.toLowerCase()} class="${e.className}">`;
  const scrolled = (e) => { for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true; return false; };
  for (const e of document.querySelectorAll('.card, .price-card, .tile, .map')) {
    if (!shown(e) || scrolled(e)) continue;
    const r = e.getBoundingClientRect();
    if (r.left < 11 || r.right > innerWidth - 11) out.push(`${name(e)} from ${Math.round(r.left)} to ${Math.round(r.right)} px`);
  }
  const bar = document.querySelector('.header-inner');
  const end = bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight);
  for (const e of bar.children) {
    if (shown(e) && e.getBoundingClientRect().right > end + 1) out.push(`${name(e)} past the top bar's padding`);
  }
  const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  for (const carousel of document.querySelectorAll('.carousel')) {
    const toggle = carousel.querySelector('.carousel-toggle');
    // Until the carousel runs, its dots and button are laid out but unseen.
    if (!toggle || !toggle.checkVisibility()) continue;
    const t = toggle.getBoundingClientRect();
    const under = [...carousel.querySelectorAll('.slick-dots li')].filter((d) => meets(d.getBoundingClientRect(), t));
    if (under.length) out.push(`${under.length} dot(s) under the pause button of ${name(carousel)}`);
    const dots = carousel.querySelector('.slick-dots');
    const middle = (r) => (r.top + r.bottom) / 2;
    if (dots && dots.checkVisibility() && Math.abs(middle(dots.getBoundingClientRect()) - middle(t)) > 1) out.push(`the dots of ${name(carousel)} are not level with its pause button`);
  }
  return out;
}"""


# Where each mode is looked at: with the app (the banner, and what only the
# app fills in) every route, for its overflow and, where TARGETS says what
# it is for, its cookie bar; before the app the cookie bar alone (the text is
# the prerendered page's, as without JavaScript); without JavaScript (the
# prerendered page alone, no bar) the overflow of every route.
SCREEN_CHECKS = [
    *((route, APP) for route in ROUTES_AND_404),
    *((route, BEFORE_APP) for route in TARGETS),
    *((route, NO_JS) for route in ROUTES_AND_404),
]
PHONES = {"320", "375"}  # the screens whose overflow is checked


@pytest.mark.parametrize("route, mode", SCREEN_CHECKS)
def test_no_text_overflows_on_a_phone_and_the_cookie_bar_covers_nothing(new_page, route, mode):
    """One page turned from each screen in SCREENS to the next (the layout is
    the stylesheet's, which a resize re-applies): on a phone no text
    overflows its box or is cut off, nothing pans sideways and the boxes keep
    their margins (LAYOUT); the cookie bar covers no heading and no main
    action on any screen."""
    bar = mode != NO_JS and route in TARGETS
    screens = SCREENS if bar else {name: SCREENS[name] for name in PHONES}
    first = next(iter(screens.values()))
    page = open_in(new_page, mode, route, viewport={"width": first[0], "height": first[1]})
    page.wait_for_load_state("load")
    found = {}
    for name, (width, height) in screens.items():
        resize(page, {"width": width, "height": height}, frames=mode != NO_JS)
        if mode != BEFORE_APP and name in PHONES:
            found[f"{name}: overflow"] = page.evaluate(OVERFLOWS)
            found[f"{name}: pans"] = page.evaluate("document.documentElement.scrollWidth") > width
            found[f"{name}: layout"] = page.evaluate(LAYOUT)
        if bar:
            expect(page.locator(".cookie-banner")).to_be_visible()
            found[f"{name}: covered"] = bar_covers(page, route, width, height)
    assert {check: value for check, value in found.items() if value} == {}


# The carousel (its own class) whose row has the focus, and the row's ring.
FOCUSED_ROW = f"""() => {{ const row = document.activeElement;
  if (!row.matches('.carousel .slick-list')) return null;
  return ['.' + row.closest('.carousel').classList[1], ({RING})(row).ring]; }}"""


@pytest.mark.parametrize("mode", [BEFORE_APP, NO_JS])
@pytest.mark.parametrize("width", [320, 375, 1280])
def test_carousels_without_the_app_are_a_readable_row(new_page, mode, width):
    """Each real slide is at least as wide as the carousel shows it once
    running (one on a phone), and the row scrolls to every one of them; the
    keyboard stops at the row (to scroll it) and it shows a focus ring."""
    page = open_in(new_page, mode, "/", viewport={"width": width, "height": 800})
    rings = {}
    for _ in range(60):
        page.keyboard.press("Tab")
        if focused := page.evaluate(FOCUSED_ROW):
            rings[focused[0]] = focused[1]
            if len(rings) == 2:
                break
    assert rings == {".testimonial-carousel": True, ".salon-carousel": True}
    for carousel, count in (
        (".testimonial-carousel", len(CONTENT.testimonials)),
        (".salon-carousel", len(CONTENT.salon_pictures)),
    ):
        widths = page.locator(f"{carousel} .slick-slide:not(.slick-cloned)").evaluate_all(
            "els => els.map(e => e.getBoundingClientRect().width)"
        )
        assert len(widths) == count
        shown = 1 if width < 768 or carousel == ".salon-carousel" else 3
        row = page.locator(f"{carousel} .slick-list").evaluate(
            "e => [e.clientWidth, e.scrollWidth]"
        )
        # As many slides in view as the running carousel shows, no fewer.
        assert all(abs(w - row[0] / shown) <= 1 for w in widths), (carousel, widths, row)
        assert row[1] >= sum(widths) - 1


# --- the bottom buttons ----------------------------------------------------------------

# Whether a tap at the element's centre reaches it.
AT_ITS_CENTRE = """e => { const r = e.getBoundingClientRect();
  return e.contains(document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2)); }"""


def test_bottom_buttons_never_overlap(new_page):
    """At 320, 375, 414, 768 and 1280 px, one page turned from each to the next."""
    widths = [320, 375, 414, 768, 1280]
    page = new_page(viewport={"width": widths[0], "height": 800})
    page.add_init_script(f"localStorage.setItem('{CONSENT_KEY}', 'true')")
    page.clock.install()
    page.clock.pause_at(time.time() + 1)
    page.goto("/")
    page.clock.run_for(100)
    page.wait_for_selector(HYDRATED, state="attached")
    page.clock.run_for(FLOATING_DELAY_MS + LOYALTY_DELAY_MS)
    page.evaluate(FLUSH_REACT)
    book = page.locator(".floating-book .button")
    loyalty = page.get_by_role("button", name=T.loyalty_button, exact=True)
    for width in widths:
        # The clock is paused: the layout is the stylesheet's alone.
        resize(page, {"width": width, "height": 800}, frames=False)
        expect(book).to_be_visible()
        expect(loyalty).to_be_visible()
        a, b = book.bounding_box(), loyalty.bounding_box()
        apart = (
            a["x"] >= b["x"] + b["width"]
            or b["x"] >= a["x"] + a["width"]
            or a["y"] >= b["y"] + b["height"]
            or b["y"] >= a["y"] + a["height"]
        )
        assert apart, (width, a, b)
        for box in (a, b):
            assert box["x"] >= 0 and box["x"] + box["width"] <= width, (width, box)
        # Each is the element a tap at its centre reaches.
        for locator in (book, loyalty):
            assert locator.evaluate(AT_ITS_CENTRE), (width, locator)


# --- a tap outside the open menu only closes it -------------------------------------


def open_menu(page):
    page.get_by_role("button", name=T.menu).click()
    nav = page.get_by_role("navigation", name=T.main_nav)
    expect(nav).to_be_visible()
    return nav


TEL = (routes.get("contact").path, "a[href^='tel:']")
BOOK = (
    routes.get("treatments").path,
    "main .price-row a",
)  # opens the booking service in a new tab


@pytest.mark.parametrize(
    "mode,route,target",
    [
        (APP, *TEL),
        (BEFORE_APP, *TEL),
        (APP, *BOOK),
        (BEFORE_APP, *BOOK),
        # Without JavaScript no listener can watch the click: the new tab the
        # booking link would open is what shows it.
        (NO_JS, *BOOK),
    ],
)
def test_a_tap_outside_the_open_menu_only_closes_it(new_page, mode, route, target):
    page = open_in(new_page, mode, route, accepted=True, **MOBILE)
    # The page's last such link, at the bottom of the screen: below the open
    # menu however many pages it lists (each menu label makes it taller).
    link = page.locator(target).last
    link.evaluate("(el) => el.scrollIntoView({ block: 'end' })")
    nav = open_menu(page)
    box = link.bounding_box()
    assert box["y"] > nav.bounding_box()["y"] + nav.bounding_box()["height"], (
        "the link must lie outside the menu"
    )
    watch = mode != NO_JS
    if watch:
        page.evaluate(
            """(sel) => { window.__clicked = false; [...document.querySelectorAll(sel)].at(-1)
          .addEventListener('click', (e) => { window.__clicked = true; e.preventDefault(); }); }""",
            target,
        )
    url, tabs = page.url, len(page.context.pages)
    centre = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.touchscreen.tap(*centre)
    expect(nav).to_be_hidden()
    assert page.url == url and len(page.context.pages) == tabs
    if watch:
        assert page.evaluate("window.__clicked") is False
    # Once the menu has closed, a tap reaches the page again.
    expect(page.locator(".menu-scrim")).to_have_css("visibility", "hidden")
    if watch:
        page.touchscreen.tap(*centre)
        assert page.evaluate("window.__clicked") is True
    else:
        with page.context.expect_page():
            page.touchscreen.tap(*centre)


# --- the menu without popover support -----------------------------------------------

# Browsers without popover ignore the attribute, so the nav simply renders;
# Chromium does the same once the attribute is gone. The rules of the
# stylesheet's `@supports not selector(:popover-open)` block are then applied
# as they are, so this proves that those rules (not a copy of them) make
# every link reachable. What it cannot prove: how a real old Safari lays out.
FALLBACK_RULES = """() => {
  const blocks = [...document.styleSheets].flatMap((s) => { try { return [...s.cssRules]; } catch { return []; } })
    .filter((r) => r instanceof CSSSupportsRule && /not\\s+selector\\(:popover-open\\)/.test(r.conditionText));
  return blocks.flatMap((b) => [...b.cssRules].map((r) => r.cssText)).join('\\n');
}"""


@pytest.mark.parametrize("mode", [APP, NO_JS])
def test_without_popover_every_link_is_reachable(new_page, mode):
    """At 320, 375 and 414 px, one page turned from each to the next."""
    widths = [320, 375, 414]
    # bypass_csp: the site's policy refuses the test's own <style> below.
    page = open_in(
        new_page,
        mode,
        routes.get("contact").path,
        viewport={"width": widths[0], "height": 700},
        bypass_csp=True,
    )
    rules = page.evaluate(FALLBACK_RULES)
    assert ":root" in rules and ".site-nav" in rules
    page.evaluate("document.getElementById('huvudmeny').removeAttribute('popover')")
    # add_style_tag waits for a load event that never fires without JavaScript.
    page.evaluate(
        "(css) => document.head.append(Object.assign(document.createElement('style'), { textContent: css }))",
        rules,
    )
    nav = page.get_by_role("navigation", name=T.main_nav)
    names = [item.label for item in NAV] + [T.book_short]
    for width in widths:
        resize(page, {"width": width, "height": 700}, frames=mode != NO_JS)
        page.evaluate("window.scrollTo(0, 0)")
        expect(page.get_by_role("button", name=T.menu)).to_be_hidden()
        header = page.locator("header").bounding_box()
        for name in names:
            link = nav.get_by_role("link", name=name, exact=True)
            link.scroll_into_view_if_needed()
            box = link.bounding_box()
            assert (
                box["y"] >= header["y"]
                and box["y"] + box["height"] <= header["y"] + header["height"]
            ), (width, name)
            assert box["x"] >= 0 and box["x"] + box["width"] <= width, (width, name)
            assert link.evaluate(AT_ITS_CENTRE), (width, name)
        # The taller bar still leaves the page's heading in view below it.
        h1 = page.locator("main h1").bounding_box()
        assert h1["y"] >= header["y"] + header["height"], width


# --- a node injected into <head> before hydration -----------------------------------

INJECTIONS = {
    # An extension's script put in front of the page's own head scripts.
    "script-first": """document.addEventListener('DOMContentLoaded', () => {
      const s = document.createElement('script'); s.type = 'text/x-extension'; s.textContent = '1';
      document.head.prepend(s); });""",
    # One inserted while the parser is still in <head> (document_start).
    "script-while-parsing": """new MutationObserver((_, observer) => { if (!document.head) return;
      observer.disconnect(); const s = document.createElement('script'); s.type = 'text/x-extension';
      document.head.append(s); }).observe(document, { childList: true, subtree: true });""",
    "meta-and-style": """document.addEventListener('DOMContentLoaded', () => {
      document.head.prepend(Object.assign(document.createElement('meta'), { name: 'x-extension' }));
      document.head.append(document.createElement('style')); });""",
}


@pytest.mark.parametrize("injection", INJECTIONS)
def test_a_node_injected_into_head_keeps_hydration_and_consent(new_page, injection):
    # The site's CSP refusing the foreign <style> is right, and not under test.
    page = new_page(**MOBILE, bypass_csp=True)
    page.add_init_script(INJECTIONS[injection])
    open_route(page, "/")
    # Two frames after hydration: whatever React rendered again has been committed.
    two_frames(page)
    page.recorded.assert_no_console_errors()
    root = page.locator("html")
    expect(root).to_have_attribute("data-js", "")
    expect(root).to_have_attribute("data-cookies", "pending")
    banner = page.locator(".cookie-banner")
    expect(banner).to_be_visible()
    banner.get_by_role("button", name=T.accept, exact=True).click()
    expect(banner).to_be_hidden()
    assert page.evaluate(f"localStorage.getItem('{CONSENT_KEY}')") == "true"
    expect(page.locator("main h1")).to_have_text(H1["/"])


def test_the_visit_state_outlives_a_cleared_html_element(new_page):
    """What React does to <html> when it must render the document again:
    every attribute removed. The head script puts its state back."""
    page = new_page()
    open_route(page, "/")
    page.locator(".cookie-banner").get_by_role("button", name=T.close, exact=True).click()
    page.evaluate(
        "() => { const html = document.documentElement; while (html.attributes.length) html.removeAttribute(html.attributes[0].name); }"
    )
    expect(page.locator("html")).to_have_attribute("data-cookies", "dismissed")
    expect(page.locator("html")).to_have_attribute("data-js", "")
    expect(page.locator(".cookie-banner")).to_be_hidden()


# --- one colour scheme: light, also on a phone set to dark mode --------------------


@pytest.mark.parametrize("mode", [APP, BEFORE_APP, NO_JS])
def test_a_phone_in_dark_mode_gets_the_light_page(new_page, mode):
    """The palette is light only. Reflex's colour-mode script used to put
    `color-scheme: dark` on <html> there, so form fields, checkboxes and
    scrollbars turned dark on the light page, and only with JavaScript."""
    page = open_in(new_page, mode, routes.get("contact").path, color_scheme="dark", **MOBILE)
    assert page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")
    scheme = page.evaluate("getComputedStyle(document.documentElement).colorScheme")
    assert scheme in ("normal", "light"), scheme
