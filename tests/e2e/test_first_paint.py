"""The page before React and without it: each page (tests/site.py,
EACH_PAGE_ONCE) at 1280 px turned to 375 px, with the app's scripts blocked (inline
head scripts still run, as they do before hydration) and with JavaScript
disabled.

In both modes: the navigation is reachable, the FAQ keeps one item open, the
treatment filter works, the cookie banner behaves (works with the head script,
absent without JavaScript), the contact form never puts what was typed into
a URL or a request (without a form_endpoint; with one, it posts there:
test_contact_form.py), and no visible button is dead.

And the page as it streams in: a first paint part-way through the HTML
moves nothing when the rest arrives.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from salon import routes
from tests.browser import (
    LAYOUT_SHIFTS,
    MAILTO_PROBE,
    ax_expanded,
    block_app_scripts,
    next_frames,
    open_route,
    resize,
    two_frames,
)
from tests.conftest import DESKTOP, MOBILE
from tests.content import CONTENT
from tests.site import CONSENT_KEY, EACH_PAGE_ONCE, content_of, nav_of
from tools.html_tree import VOID
from tools.static_host import StaticHostHandler, serve

T = CONTENT.texts
MODES = ["scripts-blocked", "javascript-off"]
WIDTHS = {"375": MOBILE, "1280": DESKTOP}
TYPED = {
    "namn": "Testa Testsson",
    "email": "testa@example.org",
    "meddelande": "Hemligt meddelande 4711",
}

# Buttons that work without the app, by what operates them: the browser
# (popover, a form that posts to the content's form_endpoint) or the head
# script (consent; a mail-app form's submit, kept for the app).
# Any other visible button before hydration would be a dead control.
WORKING_BUTTONS = """() => {
  const visible = [...document.querySelectorAll('button')]
    .filter((b) => b.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
  const headScript = document.documentElement.hasAttribute('data-js');
  const kind = (b) => {
    if (b.popoverTargetElement) return 'popover';
    if (headScript && b.hasAttribute('data-consent-action')) return 'consent';
    if (b.type === 'submit' && b.form?.method === 'post' && b.form.action.startsWith('http')) return 'form-post';
    if (headScript && b.type === 'submit' && b.form?.hasAttribute('data-hold-submit')) return 'held-form';
    return 'dead';
  };
  return visible.map((b) => ({ kind: kind(b), text: b.innerText.trim() || b.getAttribute('aria-label') || b.outerHTML.slice(0, 80) }));
}"""


# Every font a page shows (family, size, weight, style) is one the browser
# must look up before its first layout; on Linux, Chromium asks another
# process for each, at 1-6 ms apiece (docs/decisions/light-only.md). The
# type scale in assets/css/salon.css keeps a page to ten (the old scale showed 13-24).
MAX_FONTS = 10
FONTS = """() => {
  const fonts = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent.trim() || !element.checkVisibility()) continue;
    const s = getComputedStyle(element);
    fonts.add(`${s.fontFamily.split(',')[0]} ${s.fontSize} ${s.fontWeight} ${s.fontStyle}`);
  }
  return [...fonts].sort();
}"""


def open_in_mode(new_page, mode: str, width: str, route: str):
    page = new_page(**WIDTHS[width], java_script_enabled=mode != "javascript-off")
    if mode == "scripts-blocked":
        block_app_scripts(page)
    page.goto(route)
    return page


def menu_button(page, texts=T):
    return page.get_by_role("button", name=texts.menu)


def nav(page, texts=T):
    return page.get_by_role("navigation", name=texts.main_nav)


def is_open(locator) -> bool:
    return locator.evaluate("el => el.matches(':popover-open')")


def dead_buttons_fonts_and_banner(page, mode: str, texts, phone: bool) -> None:
    """No visible button is dead, the page shows few fonts, and without
    JavaScript there is no cookie banner; on a phone the menu button shows."""
    buttons = page.evaluate(WORKING_BUTTONS)
    assert [b for b in buttons if b["kind"] == "dead"] == []
    if phone:
        assert "popover" in {b["kind"] for b in buttons}, "the menu button is visible"
    if mode == "javascript-off":
        assert {b["kind"] for b in buttons} <= {"popover"}
        expect(page.get_by_role("region", name=texts.cookie_title)).to_be_hidden()
        expect(page.get_by_role("button", name=texts.cookie_settings)).to_be_hidden()
    fonts = page.evaluate(FONTS)
    assert len(fonts) <= MAX_FONTS, fonts


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("route", EACH_PAGE_ONCE)
def test_no_dead_button_few_fonts_and_the_menu_leads_on(new_page, mode, route):
    """One opening of each page for what its code does before the app, on a
    computer's screen and then turned to a phone's (the layout is the
    stylesheet's): no visible button is dead, the page shows few fonts,
    there is no cookie banner without JavaScript; the menu is in the page on
    the computer's screen, and on the phone's it opens, closes and leads on."""
    page = open_in_mode(new_page, mode, "1280", route)
    t = content_of(route).texts
    dead_buttons_fonts_and_banner(page, mode, t, phone=False)
    expect(menu_button(page, t)).to_be_hidden()
    expect(nav(page, t)).to_be_visible()

    resize(page, MOBILE["viewport"], frames=mode != "javascript-off")
    dead_buttons_fonts_and_banner(page, mode, t, phone=True)
    target = next(link for link in nav_of(route) if link.url != route)
    expect(nav(page, t)).to_be_hidden()
    menu_button(page, t).click()
    expect(nav(page, t)).to_be_visible()
    page.keyboard.press("Escape")
    expect(nav(page, t)).to_be_hidden()
    expect(menu_button(page, t)).to_be_focused()
    # Open again from the keyboard: the focus is on the button, and a
    # pointer would wait out the dimmed layer's 400 ms (salon.css).
    page.keyboard.press("Enter")
    nav(page, t).get_by_role("link", name=target.label, exact=True).click()
    expect(page).to_have_url(re.compile(re.escape(target.url) + "$"))
    expect(nav(page, t)).to_be_hidden()


def test_menu_exposes_its_state_to_assistive_technology(new_page):
    page = open_in_mode(new_page, "javascript-off", "375", "/")
    assert ax_expanded(page, "#menyknapp") is False
    menu_button(page).click()
    assert is_open(nav(page))
    assert ax_expanded(page, "#menyknapp") is True


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("mode", MODES)
def test_faq_keeps_one_item_open(new_page, mode, width):
    page = open_in_mode(new_page, mode, width, "/")
    items = page.locator(".faq details")
    first, second = items.nth(0), items.nth(1)
    expect(items).to_have_count(len(CONTENT.faq))
    for index in range(len(CONTENT.faq)):
        expect(items.nth(index)).not_to_have_attribute("open", "")
    answer = page.get_by_text(CONTENT.faq[0].answer)
    expect(answer).to_be_hidden()
    first.locator("summary").click()
    expect(answer).to_be_visible()
    second.locator("summary").click()
    expect(second).to_have_attribute("open", "")
    expect(first).not_to_have_attribute("open", "")
    expect(answer).to_be_hidden()
    second.locator("summary").click()
    expect(second).not_to_have_attribute("open", "")


def price_cards(page):
    return page.locator(".price-card")


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("mode", MODES)
def test_treatment_filter_works(new_page, mode, width):
    page = open_in_mode(new_page, mode, width, routes.get("treatments").path)
    group = page.get_by_role("group", name=T.filter_label)
    radios = {
        key: group.get_by_role("radio", name=label, exact=True)
        for key, label in [("alla", T.filter_all)] + [(c.key, c.title) for c in CONTENT.categories]
    }
    expect(radios["alla"]).to_be_checked()
    for category in CONTENT.categories:
        expect(page.locator(f"#{category.key}")).to_be_visible()
    for category in CONTENT.categories:
        radios[category.key].click()
        expect(radios[category.key]).to_be_checked()
        for other in CONTENT.categories:
            card = page.locator(f"#{other.key}")
            expect(card).to_be_visible() if other is category else expect(card).to_be_hidden()
    # Keyboard: arrows move between the radios and choose.
    radios["alla"].focus()
    page.keyboard.press("ArrowRight")
    expect(radios[CONTENT.categories[0].key]).to_be_checked()
    radios["alla"].click()
    for category in CONTENT.categories:
        expect(page.locator(f"#{category.key}")).to_be_visible()


@pytest.mark.parametrize("route", EACH_PAGE_ONCE)
def test_banner_accept_is_honoured_before_the_app(new_page, route):
    # On a phone, where the banner takes the most of the screen.
    page = open_in_mode(new_page, "scripts-blocked", "375", route)
    t = content_of(route).texts
    banner = page.get_by_role("region", name=t.cookie_title)
    expect(banner).to_be_visible()
    banner.get_by_role("button", name=t.accept, exact=True).click()
    expect(banner).to_be_hidden()
    assert page.evaluate(f"localStorage.getItem('{CONSENT_KEY}')") == "true"
    page.reload()
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    expect(banner).to_be_hidden()


@pytest.mark.parametrize("width", WIDTHS)
def test_banner_close_is_honoured_for_this_visit_only(new_page, width):
    page = open_in_mode(new_page, "scripts-blocked", width, routes.get("contact").path)
    banner = page.get_by_role("region", name=T.cookie_title)
    banner.get_by_role("button", name=T.close, exact=True).click()
    expect(banner).to_be_hidden()
    assert page.evaluate(f"localStorage.getItem('{CONSENT_KEY}')") is None
    page.reload()  # the same visit: the tab remembers it
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    expect(banner).to_be_hidden()
    other_tab = page.context.new_page()  # another visit
    other_tab.goto(routes.get("contact").path)
    expect(other_tab.get_by_role("region", name=T.cookie_title)).to_be_visible()


def test_cookie_settings_withdraws_before_the_app(new_page):
    page = open_in_mode(new_page, "scripts-blocked", "1280", "/")
    page.get_by_role("region", name=T.cookie_title).get_by_role(
        "button", name=T.accept, exact=True
    ).click()
    page.get_by_role("button", name=T.cookie_settings).click()
    expect(page.get_by_role("region", name=T.cookie_title)).to_be_visible()
    assert page.evaluate(f"localStorage.getItem('{CONSENT_KEY}')") is None


def leaked(page, requests: list[str]) -> list[str]:
    """Anything typed that reached the address bar or a request."""
    found = [page.url] + requests
    return [
        url
        for url in found
        for value in TYPED.values()
        if value.split()[0].lower() in url.lower() or "namn=" in url
    ]


# Without a form_endpoint the form hands a message to the visitor's mail app,
# which only the app can do; with one, the form posts by itself (test_contact_form.py).
MAIL_APP = pytest.mark.skipif(
    CONTENT.form_endpoint is not None,
    reason="the content sets form_endpoint: the form posts there (test_contact_form.py)",
)


@MAIL_APP
@pytest.mark.parametrize("width", WIDTHS)
def test_contact_form_before_the_app_keeps_the_text_and_sends_nothing(new_page, width):
    page = open_in_mode(new_page, "scripts-blocked", width, routes.get("contact").path)
    requests: list[str] = []
    page.on(
        "request", lambda request: requests.append(request.url + " " + (request.post_data or ""))
    )
    form = page.locator("form.contact-form")
    # Empty: the browser reports the required fields, nothing is sent.
    form.get_by_role("button", name=T.form_submit).click()
    assert form.evaluate("f => !f.checkValidity()")
    assert page.evaluate("document.activeElement.id") == "namn"
    for name, value in TYPED.items():
        form.locator(f"#{name}").fill(value)
    form.get_by_role("button", name=T.form_submit).click()
    page.wait_for_load_state()
    assert urlsplit(page.url).path == routes.get("contact").path and urlsplit(page.url).query == ""
    for name, value in TYPED.items():
        expect(form.locator(f"#{name}")).to_have_value(value)
    assert leaked(page, requests) == []


@MAIL_APP
@pytest.mark.parametrize("width", WIDTHS)
def test_without_javascript_the_contact_page_offers_mail_and_phone(new_page, width):
    page = open_in_mode(new_page, "javascript-off", width, routes.get("contact").path)
    expect(page.locator("form")).to_have_count(1)
    expect(page.locator("form")).to_be_hidden()
    note = page.locator(".no-script-only")
    expect(note).to_be_visible()
    expect(note).to_contain_text(T.form_no_script)
    expect(note.locator(f"a[href='mailto:{CONTENT.contact.email}']")).to_be_visible()
    expect(note.locator(f"a[href='{CONTENT.contact.phone_href}']")).to_be_visible()


def test_with_javascript_the_note_is_not_shown(page):
    open_route(page, routes.get("contact").path)
    expect(page.locator(".no-script-only")).to_be_hidden()
    expect(page.locator("form.contact-form")).to_be_visible()


@MAIL_APP
def test_a_submit_before_hydration_is_carried_out_when_the_app_arrives(new_page):
    """The visitor submits while the app's scripts are still on their way:
    nothing navigates, and once React runs the message goes to the mail
    app, the text still in the form."""
    page = new_page(**MOBILE)
    page.add_init_script(MAILTO_PROBE)
    held, released = [], []

    def hold_scripts(route):
        if route.request.resource_type == "script" and not released:
            held.append(route)
        else:
            route.continue_()

    page.route("**/*", hold_scripts)
    page.goto(routes.get("contact").path)
    form = page.locator("form.contact-form")
    for name, value in TYPED.items():
        form.locator(f"#{name}").fill(value)
    form.get_by_role("button", name=T.form_submit).click()
    assert urlsplit(page.url).query == ""
    expect(form.locator("#meddelande")).to_have_value(TYPED["meddelande"])
    released.append(True)
    for route in held:
        route.continue_()
    page.wait_for_selector("html[data-hydrated='true']", state="attached")
    status = form.get_by_role("status")
    expect(status).to_contain_text(T.form_mail_app)
    href = status.get_by_role("link", name=T.form_mail_app_link).get_attribute("href")
    assert page.evaluate("window.__mailto") == [href]
    assert href.startswith(f"mailto:{CONTENT.contact.email}?")
    expect(page.get_by_text(T.toast_title)).to_have_count(0)
    for name, value in TYPED.items():
        expect(form.locator(f"#{name}")).to_have_value(value)
    assert urlsplit(page.url).query == ""
    page.recorded.assert_no_console_errors()


# --- the page as it streams in -------------------------------------------------


class _PausingHost(StaticHostHandler):
    """The tests' static host, but the file `server.pause` names stops after
    its first `offset` bytes until `server.go` is set: a first paint that
    comes part-way through the page, as on a slow line or a busy phone, at a
    place the test chooses."""

    def copyfile(self, source, outputfile):
        file, offset = self.server.pause
        if Path(getattr(source, "name", "")) != file:
            return super().copyfile(source, outputfile)
        data = source.read()
        outputfile.write(data[:offset])
        outputfile.flush()
        self.server.go.wait(timeout=30)
        outputfile.write(data[offset:])
        return None


@pytest.fixture(scope="module")
def pausing_host(site_dir):
    server = serve(site_dir, handler=_PausingHost)
    yield server
    server.shutdown()
    server.server_close()


def last_part(document: bytes, class_name: str) -> int:
    """Where, in bytes, the last child element of the first element whose
    class list starts with `class_name` begins in `document`."""
    start = document.rindex(b"<", 0, document.index(f'class="{class_name}'.encode()))
    depth, last = 0, None
    for match in re.finditer(rb"<(/?)([a-z][a-z0-9-]*)", document[start:]):
        closing, tag = match.groups()
        if closing:
            depth -= 1
            if depth == 0:
                return start + last
        else:
            if depth == 1:
                last = match.start()
            depth += tag.decode() not in VOID
    raise AssertionError(f"the element of class {class_name} never ends")


# The blocks laid out from their lower edge or their middle, each on a page
# and at a width where it is on the first screen: the cookie bar (fixed to
# the bottom of the screen), the hero's text (set at the hero's foot, or in
# its middle from 900 px) and the map's note (centred in the map's box; the
# footer's, on the short 404 page).
HOME = routes.get("home").path
LAID_OUT_FROM_THE_END = [
    *((HOME, ".cookie-banner", width) for width in WIDTHS),
    *((HOME, ".hero-content", width) for width in WIDTHS),
    ("/404.html", ".map-placeholder", "1280"),
]


@pytest.mark.parametrize("path,block,width", LAID_OUT_FROM_THE_END)
def test_nothing_moves_when_the_first_paint_comes_mid_block(
    new_page, pausing_host, site_dir, path, block, width
):
    """The page stops arriving where the block's last part begins and is
    drawn so; when the rest comes, nothing drawn before has moved (no
    layout shift), and the block and what it holds are shown."""
    file = (site_dir / path.lstrip("/")).resolve()
    file = file / "index.html" if file.is_dir() else file
    pause = last_part(file.read_bytes(), block.lstrip("."))
    pausing_host.pause, pausing_host.go = (file, pause), threading.Event()
    page = new_page(**WIDTHS[width])
    block_app_scripts(page)
    page.add_init_script(LAYOUT_SHIFTS)
    page.goto(f"http://127.0.0.1:{pausing_host.server_address[1]}{path}", wait_until="commit")
    page.wait_for_selector(block, state="attached")
    next_frames(page, 2)
    assert page.evaluate("document.readyState") == "loading"
    pausing_host.go.set()
    page.wait_for_load_state("load")
    two_frames(page)
    assert page.evaluate("window.__shifts") == []
    expect(page.locator(f"{block} > *").first).to_be_visible()
