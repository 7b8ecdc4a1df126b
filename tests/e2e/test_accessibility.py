"""WCAG 2.2 AA in a real Chromium: axe-core on every route and state, plus
what axe cannot judge (keyboard order, focus ring, focus trap, heading
outline, target size, hero text over photos).

axe-core is installed into .tools/ by scripts/setup.sh (SETUP_BROWSER=1).
"""

from __future__ import annotations

import itertools
import re
from io import BytesIO

import pytest
from PIL import Image
from playwright.sync_api import expect

from salon import routes
from salon.components.layout import MAIN_ID
from salon.components.overlays import CONSENT_POLL_MS, LOYALTY_DELAY_MS
from tests.browser import (
    MAILTO_PROBE,
    RING,
    ax_expanded,
    block_app_scripts,
    open_route,
    resize,
    two_frames,
)
from tests.colour import contrast, relative_luminance
from tests.conftest import DESKTOP, MOBILE
from tests.content import CONTENT, CONTENTS
from tests.site import (
    CONSENT_KEY,
    EACH_PAGE_ONCE,
    MAP_HOST,
    MAP_STUB,
    NAV,
    ROUTES_AND_404,
    content_of,
)

T = CONTENT.texts
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]
BLOCKING = ["serious", "critical"]
WIDTHS = {"375": MOBILE, "1280": DESKTOP}
MIN_TARGET_PX = 24  # WCAG 2.2 SC 2.5.8 Target Size (Minimum)

# Runs in the page; returns one line per serious or critical violation.
RUN_AXE = """async ([tags, blocking, skip]) => {
  const result = await axe.run(document, {
    runOnly: { type: 'tag', values: tags },
    rules: Object.fromEntries(skip.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
    // The only iframe is OpenStreetMap's (stubbed here): not ours to audit.
    // The <iframe> element itself (its title) is still checked.
    iframes: false,
  });
  return result.violations
    .filter((v) => blocking.includes(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.help}; ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}"""


def axe_page(new_page, width: str):
    # The site's CSP meta tag allows only its own hashed inline scripts, so it
    # would block the injected axe script; axe is test tooling, not the site,
    # so these contexts bypass the policy (test_hosting.py checks the policy).
    page = new_page(**WIDTHS[width], bypass_csp=True)
    # Accepting consent embeds the map: it answers from here, off the network.
    page.context.route(
        f"https://{MAP_HOST}/**",
        lambda route: route.fulfill(body=MAP_STUB, content_type="text/html"),
    )
    return page


def axe_violations(page, axe_source: str, skip: tuple[str, ...] = ()) -> list[str]:
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=axe_source)
    return page.evaluate(RUN_AXE, [AXE_TAGS, BLOCKING, list(skip)])


# Which element the browser hits at the centre and four points around it
# (inside round and pill-shaped buttons too) of each control: the real
# answer to "is it obscured?", top layer included.
OBSCURED_CONTROLS = """(root) => [...root.querySelectorAll('button, a[href]')].flatMap((el) => {
  const r = el.getBoundingClientRect();
  const at = (fx, fy) => [r.x + r.width * fx, r.y + r.height * fy];
  const points = [at(0.5, 0.5), at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)];
  const small = r.width < 24 || r.height < 24 ? [`${el.outerHTML.slice(0, 60)}: ${r.width}x${r.height}`] : [];
  return small.concat(points
    .filter(([x, y]) => !el.contains(document.elementFromPoint(x, y)))
    .map(([x, y]) => `${el.outerHTML.slice(0, 60)} hit at ${x},${y}: ${document.elementFromPoint(x, y)?.outerHTML.slice(0, 60)}`));
})"""


def banner(page, texts=T):
    return page.get_by_role("region", name=texts.cookie_title)


def accept_cookies(page, texts=T) -> None:
    banner(page, texts).get_by_role("button", name=texts.accept, exact=True).click()
    expect(banner(page, texts)).to_be_hidden()


def loyalty_button(page):
    return page.get_by_role("button", name=T.loyalty_button, exact=True)


def open_loyalty_panel(page):
    """Home page, cookies accepted in the banner, loyalty panel open; returns the dialog."""
    page.clock.install()  # before load: the app's timers run on this clock
    open_route(page, "/")
    accept_cookies(page)
    # The consent check runs every second and the button follows 2 s later.
    page.clock.run_for(CONSENT_POLL_MS + LOYALTY_DELAY_MS)
    loyalty_button(page).click()
    dialog = page.get_by_role("dialog", name=CONTENT.loyalty_title)
    expect(dialog).to_be_visible()
    # The QR code is loaded lazily: audit the panel as the visitor sees it.
    expect(dialog.get_by_role("img", name=T.loyalty_qr_title)).to_be_visible()
    return dialog


# --- axe-core ------------------------------------------------------------------


@pytest.mark.parametrize("route", ROUTES_AND_404)
def test_axe_finds_nothing_serious_and_every_target_is_24_px(new_page, axe_source, route):
    """Every route in every language, hydrated, on a phone with the banner
    up; then, each page once (what only a computer's screen shows, the
    inline menu, is the same on every page of a language, and the languages
    take turns), the banner accepted on a computer's screen. On the phone, every control,
    the banner's and the open menu's too, is at least 24 px each way (WCAG
    2.2 SC 2.5.8, more strictly than axe's target-size rule, which lets a
    small target pass on the space around it)."""
    page = axe_page(new_page, "375")
    t = content_of(route).texts
    open_route(page, route)
    expect(banner(page, t)).to_be_visible()
    found = {"banner open, 375": axe_violations(page, axe_source)}
    small = page.eval_on_selector_all(CONTROLS, SMALL_TARGETS, MIN_TARGET_PX)
    page.get_by_role("button", name=t.menu).click()
    nav = page.get_by_role("navigation", name=t.main_nav)
    expect(nav).to_be_visible()
    small += nav.locator(CONTROLS).evaluate_all(SMALL_TARGETS, MIN_TARGET_PX)
    page.keyboard.press("Escape")
    expect(nav).to_be_hidden()
    if route in EACH_PAGE_ONCE:
        accept_cookies(page, t)
        resize(page, DESKTOP["viewport"])
        found["banner accepted, 1280"] = axe_violations(page, axe_source)
    assert {state: problems for state, problems in found.items() if problems} == {}
    assert small == []


_SCRIPT_ELEMENT = re.compile(r"<script\b.*?</script>", re.S | re.I)


def without_scripts(route) -> None:
    """Serve a page as a browser with JavaScript off uses it: no script runs.
    (axe itself needs JavaScript, and a page with JavaScript disabled never
    runs the timers axe.run waits for, so the page keeps it and loses its own.)"""
    if route.request.resource_type == "script":
        route.abort()
    elif route.request.resource_type == "document":
        response = route.fetch()
        route.fulfill(response=response, body=_SCRIPT_ELEMENT.sub("", response.text()))
    else:
        route.continue_()


@pytest.mark.parametrize("mode", ["scripts-blocked", "javascript-off"])
@pytest.mark.parametrize("route", EACH_PAGE_ONCE)
def test_axe_finds_nothing_before_the_app_or_without_javascript(new_page, axe_source, route, mode):
    """The first-paint page (banner up) and the page with JavaScript off, each
    page once (its words are audited on every route, hydrated, above): on a
    phone with the menu open, then on a computer's screen."""
    page = new_page(**MOBILE, bypass_csp=True)
    if mode == "scripts-blocked":
        block_app_scripts(page)
    else:
        page.route("**/*", without_scripts)
    page.goto(route)
    t = content_of(route).texts
    assert page.evaluate("document.documentElement.hasAttribute('data-js')") is (
        mode == "scripts-blocked"
    )
    if mode == "scripts-blocked":
        expect(banner(page, t)).to_be_visible()
    nav = page.get_by_role("navigation", name=t.main_nav)
    page.get_by_role("button", name=t.menu).click()
    expect(nav).to_be_visible()
    found = {"375, menu open": axe_violations(page, axe_source)}
    page.keyboard.press("Escape")
    expect(nav).to_be_hidden()
    resize(page, DESKTOP["viewport"])
    found["1280"] = axe_violations(page, axe_source)
    assert found == {"375, menu open": [], "1280": []}


def test_axe_with_the_mobile_menu_open(new_page, axe_source):
    page = axe_page(new_page, "375")
    open_route(page, "/")
    menu = page.get_by_role("button", name=T.menu)
    menu.click()
    assert ax_expanded(page, "#menyknapp")
    expect(page.get_by_role("navigation", name=T.main_nav)).to_be_visible()
    assert axe_violations(page, axe_source) == []


@pytest.mark.parametrize("width", list(WIDTHS))
def test_axe_with_the_loyalty_panel_open(new_page, axe_source, width):
    page = axe_page(new_page, width)
    dialog = open_loyalty_panel(page)
    # axe 4.14 does not know the top layer: it takes the header's menu button,
    # inert behind the modal dialog, for something covering the dialog's
    # close button (target-size, 375 px). The browser's own hit test below
    # checks what that rule is for.
    assert axe_violations(page, axe_source, skip=("target-size",)) == []
    assert dialog.evaluate(OBSCURED_CONTROLS) == []


@pytest.mark.skipif(
    CONTENT.form_endpoint is not None,
    reason="the content sets form_endpoint: a submit would post there",
)
@pytest.mark.parametrize("width", list(WIDTHS))
def test_axe_with_the_contact_forms_status_shown(new_page, axe_source, width):
    """The form's status with its links (here the mail-app hand-over; a
    failed send shows the same links) and the hidden honeypot."""
    page = axe_page(new_page, width)
    page.add_init_script(MAILTO_PROBE)
    open_route(page, routes.get("contact").path)
    form = page.locator("form.contact-form")
    for label in (T.form_name, T.form_message):
        form.get_by_label(label, exact=True).fill("Åsa")
    form.get_by_label(T.form_email, exact=True).fill("asa@example.org")
    form.get_by_role("button", name=T.form_submit, exact=True).click()
    expect(form.get_by_role("status").get_by_role("link").first).to_be_visible()
    assert axe_violations(page, axe_source) == []


def test_axe_reports_a_real_problem(new_page, axe_source):
    """Control: the check can fail. Text contrast below 4.5:1 is serious."""
    page = axe_page(new_page, "1280")
    open_route(page, routes.get("about").path)
    page.add_style_tag(content="main p { color: #bbb !important; }")
    assert any(v.startswith("color-contrast (serious)") for v in axe_violations(page, axe_source))


# --- keyboard --------------------------------------------------------------------


def focused(page) -> dict:
    return page.evaluate(
        """() => { const el = document.activeElement;
        return { name: (el.getAttribute('aria-label') || el.innerText || '').trim(),
                 tag: el.tagName, id: el.id, inMain: !!el.closest('main') }; }"""
    )


def tab(page) -> dict:
    page.keyboard.press("Tab")
    return focused(page)


def test_skip_link_is_the_first_stop_and_moves_focus_to_main(page):
    open_route(page, routes.get("hours").path)
    skip = page.get_by_role("link", name=T.skip_link)
    expect(skip).not_to_be_in_viewport()  # hidden until it gets focus
    assert tab(page)["name"] == T.skip_link
    expect(skip).to_be_in_viewport()
    page.keyboard.press("Enter")
    # Focus itself is on <main>, so a screen reader continues from there.
    now = focused(page)
    assert (now["tag"], now["id"]) == ("MAIN", MAIN_ID)


@pytest.mark.parametrize("width", list(WIDTHS))
def test_tab_order_skip_link_brand_navigation_booking(new_page, width):
    page = new_page(**WIDTHS[width])
    open_route(page, "/")
    names = [tab(page)["name"] for _ in range(3)]
    assert names[:2] == [T.skip_link, CONTENT.salon_name]
    switch = CONTENTS["en"].texts.language_name
    if width == "375":
        # The collapsed menu's links are not tab stops: the language switch
        # and the button are.
        assert names[2] == switch
        assert tab(page)["name"] == T.menu
    else:
        nav = [link.label for link in NAV]
        names += [tab(page)["name"] for _ in range(len(nav) + 1)]
        assert names[2:] == [*nav, T.book_short, switch]
    # Then the cookie banner, before the content, as a sighted visitor
    # meets it on arrival; then main.
    banner = [tab(page) for _ in range(3)]
    assert [" ".join(stop["name"].split()) for stop in banner] == [
        f"{T.read_more} {T.read_more_topic}",
        T.accept,
        T.close,
    ]
    assert tab(page)["inMain"]


# The focused element, marked with `mark` so the sweep knows when it has
# been round once; `shown` is whether any of nine points across it is really
# painted on screen (not scrolled away, not under the header or the banner).
STOP = f"""([mark, i]) => {{
  const el = document.activeElement;
  if (el === document.body || el.hasAttribute(mark)) return null;
  el.setAttribute(mark, String(i));
  const r = el.getBoundingClientRect();
  const shown = [0.1, 0.5, 0.9].some((fx) => [0.1, 0.5, 0.9].some((fy) =>
    el.contains(document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy))));
  return {{ i, shown, html: el.outerHTML.slice(0, 90), focused: ({RING})(el) }};
}}"""


def sweep(page, key: str, mark: str) -> list[dict]:
    """Press `key` until focus leaves the page or comes round again."""
    stops = []
    for index in range(300):
        page.keyboard.press(key)
        stop = page.evaluate(STOP, [mark, index])
        if stop is None:
            return stops
        stops.append(stop)
    raise AssertionError("focus never left the page: a keyboard trap?")


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("route", ["/", routes.get("treatments").path, routes.get("contact").path])
def test_every_tab_stop_is_in_view_with_a_focus_ring(new_page, route, width):
    """Tab through the whole page and back with the cookie banner up: each
    stop is at least partly visible (WCAG 2.4.11: not behind the fixed header
    or the banner) and draws a ring (2.4.7) that the unfocused element lacks."""
    page = new_page(**WIDTHS[width])
    open_route(page, route)
    expect(banner(page)).to_be_visible()
    forward = sweep(page, "Tab", "data-tab-stop")
    assert len(forward) > 10, forward
    backward = sweep(page, "Shift+Tab", "data-tab-back")
    page.evaluate("document.activeElement.blur()")
    problems = [
        f"hidden when focused: {stop['html']}" for stop in forward + backward if not stop["shown"]
    ]
    for stop in forward:
        unfocused = page.eval_on_selector(f"[data-tab-stop='{stop['i']}']", RING)
        if not stop["focused"]["ring"] or stop["focused"]["style"] == unfocused["style"]:
            problems.append(
                f"no ring: {stop['focused']['style']} "
                f"(unfocused {unfocused['style']}): {stop['html']}"
            )
    assert problems == []


def test_menu_button_toggles_with_enter_and_space_and_escape_closes(mobile_page):
    page = mobile_page
    open_route(page, "/")
    button = page.get_by_role("button", name=T.menu)
    first_link = page.get_by_role("navigation", name=T.main_nav).get_by_role(
        "link", name=NAV[0].label, exact=True
    )
    button.focus()
    for key, expanded in [("Enter", True), ("Enter", False), ("Space", True), ("Space", False)]:
        page.keyboard.press(key)
        expect(first_link).to_be_visible() if expanded else expect(first_link).to_be_hidden()
        assert ax_expanded(page, "#menyknapp") is expanded, f"after {key}"
        expect(button).to_be_focused()
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    expect(first_link).to_be_focused()  # the open menu is next in tab order
    page.keyboard.press("Escape")
    assert ax_expanded(page, "#menyknapp") is False
    expect(first_link).to_be_hidden()
    expect(button).to_be_focused()


def test_loyalty_dialog_keeps_focus_in_and_escape_returns_it(page):
    dialog = open_loyalty_panel(page)
    stops = dialog.locator("button, a[href]")
    count = stops.count()
    assert count >= 2
    first, last = stops.first, stops.last
    expect(first).to_be_focused()  # focus moved into the dialog on open
    # A modal dialog makes the page behind it inert: Tab visits the dialog's
    # controls and, past the last one, the browser's own UI (the document
    # body here), never the page.
    where = "() => document.activeElement.closest('dialog[open]') ? 'dialog' : document.activeElement.tagName"
    for _ in range(count - 1):
        page.keyboard.press("Tab")
        assert page.evaluate(where) == "dialog"
    expect(last).to_be_focused()
    for _ in range(2 * count):
        page.keyboard.press("Tab")
        assert page.evaluate(where) in ("dialog", "BODY")
    for _ in range(2 * count):
        page.keyboard.press("Shift+Tab")
        assert page.evaluate(where) in ("dialog", "BODY")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(loyalty_button(page)).to_be_focused()


# --- structure ----------------------------------------------------------------------


@pytest.mark.parametrize("route", ROUTES_AND_404)
def test_one_h1_and_no_skipped_heading_levels(read_only_page, route):
    page = read_only_page(route)
    levels = page.eval_on_selector_all(
        "h1, h2, h3, h4, h5, h6",
        "els => els.filter(e => e.getClientRects().length).map(e => Number(e.tagName[1]))",
    )
    assert levels.count(1) == 1 and levels[0] == 1, levels
    jumps = [(a, b) for a, b in itertools.pairwise(levels) if b > a + 1]
    assert jumps == [], f"skipped levels {jumps} in {levels}"


# Each rendered line of hero text: its box in CSS pixels, colour and whether
# WCAG counts it as large text (>= 24px, or >= 18.66px bold).
HERO_LINES = """() => [...document.querySelectorAll('.hero-content h1, .hero-content > p')]
  .flatMap((el) => {
    const style = getComputedStyle(el);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const range = document.createRange();
    range.selectNodeContents(el);
    return [...range.getClientRects()].map((b) => ({
      box: [b.left, b.top, b.right, b.bottom], color: style.color, large, text: el.textContent }));
  })"""
HIDE_HERO_TEXT = """(hide) => document.querySelectorAll('.hero-content h1, .hero-content > p')
  .forEach((el) => hide ? el.style.setProperty('color', 'transparent', 'important')
                        : el.style.removeProperty('color'))"""


@pytest.mark.parametrize("width", list(WIDTHS))
def test_hero_text_keeps_its_contrast_over_every_slide(new_page, width):
    """axe cannot judge text over a photo (it reports 'needs review'): this
    test makes the text transparent and checks the brightest pixel behind
    every line, on every slide, against the text colour."""
    page = new_page(**WIDTHS[width], reduced_motion="reduce")
    page.add_init_script(f"localStorage.setItem('{CONSENT_KEY}', 'true')")  # no banner in front
    open_route(page, "/")
    dots = page.locator(".hero-carousel .slick-dots button")
    low = []
    for index in range(dots.count()):
        dots.nth(index).click()
        page.wait_for_function(
            "i => getComputedStyle(document.querySelector("
            "`.hero-carousel .slick-slide[data-index='${i}']`)).opacity === '1'",
            arg=index,
        )
        lines = page.evaluate(HERO_LINES)
        page.evaluate(HIDE_HERO_TEXT, True)
        two_frames(page)  # the screenshot must show the change painted
        shot = Image.open(BytesIO(page.screenshot(scale="css"))).convert("RGB")
        page.evaluate(HIDE_HERO_TEXT, False)
        for line in lines:
            text = relative_luminance([int(v) for v in re.findall(r"\d+", line["color"])])
            behind = shot.crop(tuple(round(v) for v in line["box"])).getcolors(1 << 24)
            brightest = max(relative_luminance(colour) for _, colour in behind)
            ratio = contrast(text, brightest)
            if ratio < (3 if line["large"] else 4.5):
                low.append(f"slide {index + 1}: {ratio:.1f}:1 behind {line['text'][:30]!r}")
    assert low == []


def test_hero_text_stays_below_the_top_bar_on_a_small_phone(new_page):
    page = new_page(viewport={"width": 320, "height": 568})
    open_route(page, "/")
    header = page.locator("header").first.bounding_box()
    first_line = page.locator(".hero-content .eyebrow").bounding_box()
    assert first_line["y"] >= header["y"] + header["height"] + 16, (first_line, header)


# Every visible control's box, except links inside running text, which SC
# 2.5.8 exempts ("the target is in a sentence").
SMALL_TARGETS = """(els, min) => els
  .filter((e) => !(e.tagName === 'A' && e.closest('p, blockquote')))
  .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden')
  .map((e) => [e.outerHTML.slice(0, 90), e.getBoundingClientRect()])
  .filter(([, r]) => r.width < min || r.height < min)
  .map(([html, r]) => `${Math.round(r.width)}x${Math.round(r.height)} ${html}`)"""
CONTROLS = "a[href], button, input, select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])"
