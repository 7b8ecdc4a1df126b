"""The browser's bundle leaves out what React never changes
(static_first/plugins/static_subtrees.py): the content of the marked elements is in
the page only, React hydrates them without touching them, and should it
render the document anew after a hydration error, the content is still
there. The routes come from the registry."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from tests.browser import HYDRATED, open_route
from tests.first_load import first_load_js
from tests.site import H1, ROUTES_AND_404, page_file
from tools.html_tree import parse_html

MARKER = "data-s"
# Texts this long are the page's own words, not a class name or a bit of markup.
WORDS = 16


def marked_texts(html: str) -> list[str]:
    """Every text of the marked elements as the page has it: the text nodes
    of at least WORDS characters, and the code of a marked script or style."""
    texts = []
    for node in parse_html(html).iter():
        if MARKER not in node.attrs:
            continue
        for inner in node.iter():
            texts += [child for child in inner.children if isinstance(child, str)]
    return [text.strip() for text in texts if len(text.strip()) >= WORDS]


def bundle_text(site_dir, name: str) -> str:
    return "".join(
        (site_dir / chunk).read_text(encoding="utf-8", errors="replace")
        for chunk in first_load_js(site_dir, name)
    )


def in_bundle(text: str, bundle: str) -> bool:
    """As Vite may write a string: as it is or with \\u escapes."""
    escaped = json.dumps(text)[1:-1]
    return text in bundle or escaped in bundle


@pytest.mark.parametrize("route", ROUTES_AND_404)
def test_the_pages_text_is_in_the_page_not_in_its_javascript(site_dir, route):
    """A few words may be in the JavaScript for another reason (a widget's
    prop, the page's title): not more than a twentieth of the text."""
    name = page_file(route)
    texts = marked_texts((site_dir / name).read_text(encoding="utf-8"))
    assert len(texts) >= 10, "the check would pass vacuously"
    assert share_in_bundle(texts, bundle_text(site_dir, name)) < 0.05


def share_in_bundle(texts: list[str], bundle: str) -> float:
    found = [text for text in texts if in_bundle(text, bundle)]
    return sum(map(len, found)) / sum(map(len, texts))


def test_the_check_finds_text_a_bundle_carries(site_dir):
    """Control: the texts the contact form's widget shows itself are found."""
    from tests.content import CONTENT

    texts = [CONTENT.texts.form_sending, CONTENT.texts.form_failed, CONTENT.texts.toast_title]
    assert share_in_bundle(texts, bundle_text(site_dir, "kontakt.html")) == 1


@pytest.mark.parametrize("route", ["/", "/kontakt"])
def test_react_leaves_the_marked_elements_as_the_page_had_them(page, route):
    page.goto(route)
    before = page.evaluate(f"[...document.querySelectorAll('[{MARKER}]')].map((e) => e.outerHTML)")
    page.wait_for_selector(HYDRATED, state="attached")
    after = page.evaluate(f"[...document.querySelectorAll('[{MARKER}]')].map((e) => e.outerHTML)")
    assert before and after == before
    page.recorded.assert_no_console_errors()


def test_after_a_hydration_error_the_content_is_still_there(page):
    """Something changed a text React hydrates (a translating extension, say):
    React renders the whole document on the client, and the marked elements
    get the content the page had."""
    route = "/behandlingar"  # a page React hydrates (static_pages.py)
    page.add_init_script(
        """document.addEventListener('DOMContentLoaded', () => {
             window.__before = document.querySelector('main').innerText;
             document.querySelector('.brand').textContent = 'Salon Example';
           });"""
    )
    open_route(page, route)
    expect(page.get_by_role("heading", level=1)).to_have_text(H1[route])
    # React rendered anew: its text is back, and the rest as it was.
    expect(page.locator(".brand")).not_to_have_text("Salon Example")
    assert page.evaluate("document.querySelector('main').innerText") == page.evaluate(
        "window.__before"
    )
    reported = page.recorded.page_errors + page.recorded.console_errors
    assert any(re.search(r"#418\b", text) for text in reported), reported
