"""A page on paper: what a visitor prints (a price list, the week's hours,
the contact details) comes out dark on white, as browsers print no
backgrounds unless asked; nothing fixed to the screen repeats on every sheet
or covers the content; no control that only works on a screen is printed;
and the page's heading and content are there. Each page once
(tests/site.py, EACH_PAGE_ONCE), before the app (the head script shows the
cookie bar), at an A4 sheet's width, under print media against the same
page on the screen.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser import block_app_scripts
from tests.colour import WHITE, contrast, over, relative_luminance
from tests.site import EACH_PAGE_ONCE, H1

SHEET = {"width": 720, "height": 1000}  # A4 less the print margins, in CSS px

# Every visible element that is fixed or sticky, every visible control, and
# the colour of every visible element with text of its own.
ON_PAPER = """() => {
  const name = (el) => `${el.tagName.toLowerCase()}.${el.className}`;
  const found = { fixed: [], controls: [], texts: [] };
  for (const el of document.body.querySelectorAll('*')) {
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const style = getComputedStyle(el);
    if (style.position === 'fixed' || style.position === 'sticky') found.fixed.push(name(el));
    if (el.matches('button, input, select, textarea')) found.controls.push(name(el));
    if ([...el.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim())) {
      found.texts.push([name(el), style.color]);
    }
  }
  return found;
}"""


# The page's visible headings, but those of a part that only works on a
# screen (a form, a map): on paper, every other part the screen shows.
HEADINGS = """() => [...document.body.querySelectorAll(':is(h1, h2, h3)')]
  .filter((h) => {
    const part = h.closest('form, section, .card');
    return !(part && (part.matches('form') || part.querySelector('form, salon-map-gate')));
  })
  .filter((h) => h.checkVisibility({ visibilityProperty: true }))
  .map((h) => h.textContent.trim())"""


@pytest.mark.parametrize("route", EACH_PAGE_ONCE)
def test_a_printed_page_is_dark_on_white_with_nothing_of_the_screen(new_page, route):
    page = new_page(viewport=SHEET)
    block_app_scripts(page)
    page.emulate_media(media="print")
    page.goto(route)
    assert page.evaluate("document.documentElement.dataset.cookies") == "pending"
    found = page.evaluate(ON_PAPER)
    paper = relative_luminance(WHITE)
    faint = [
        f"{name}: {color}"
        for name, color in found.pop("texts")
        if contrast(relative_luminance(over(color)), paper) < 4.5
    ]
    assert {**found, "faint": faint} == {"fixed": [], "controls": [], "faint": []}
    expect(page.locator("h1")).to_have_text(H1[route])
    printed = page.evaluate(HEADINGS)
    page.emulate_media(media="screen")
    assert printed == page.evaluate(HEADINGS)
