"""Every palette the build accepts reads where the site draws it: axe-core's
colour-contrast rule finds nothing on any route, in either language, with
the cookie banner up, the menu open and the loyalty panel open.

The palettes are a sweep of accent hues and lightnesses on a few page
colours, kept where the build accepts them, and the nearest shades the
build suggests for those it refuses. Each page loads once; the palettes
take turns as the custom properties the build would have written."""

from __future__ import annotations

import itertools

import pytest
from playwright.sync_api import expect

from salon.brand.colour import from_oklch
from salon.brand.contrast import failures
from salon.brand.palette import palette
from tests.browser import open_route
from tests.content import CONTENT
from tests.e2e.test_accessibility import axe_page, banner, open_loyalty_panel
from tests.site import ROUTES_AND_404, content_of

RUN_CONTRAST = """async () => {
  const result = await axe.run(document, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
    resultTypes: ['violations'],
    iframes: false,
  });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target}: ${n.failureSummary}`));
}"""


def _sweep() -> dict[str, dict[str, str]]:
    house = CONTENT.colors.model_dump()
    accepted, suggested = {}, {}
    for background, hue, lightness in itertools.product(
        ("#f8f5f1", "#f3f6fa"), range(0, 360, 45), (0.42, 0.56)
    ):
        roles = {**house, "background": background, "accent": from_oklch(lightness, 0.13, hue)}
        found = failures(roles)
        if not found:
            accepted[f"{background} {roles['accent']}"] = roles
            continue
        fixed = dict(roles)
        for failure in found:
            fixed[failure.role] = failure.line.rsplit("; ", 1)[1].split(" ", 1)[0]
        if not failures(fixed):
            suggested[f"{background} {roles['accent']} -> {fixed['accent']}"] = fixed
    # Every other accepted one and a few suggestions: the sweep's spread at a
    # fraction of its cost.
    chosen = dict(list(accepted.items())[::2])
    chosen |= dict(list(suggested.items())[:3])
    assert len(chosen) >= 6, (accepted, suggested)
    return chosen


PALETTES = _sweep()


def _apply(page, roles: dict[str, str]) -> None:
    page.evaluate(
        """(colours) => { for (const [name, value] of Object.entries(colours))
             document.documentElement.style.setProperty(`--${name}`, value); }""",
        palette(roles),
    )


def _contrast_findings(page, axe_source: str) -> dict[str, list[str]]:
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=axe_source)
    found = {}
    for name, roles in PALETTES.items():
        _apply(page, roles)
        found[name] = page.evaluate(RUN_CONTRAST)
    return {name: problems for name, problems in found.items() if problems}


@pytest.mark.parametrize("route", ROUTES_AND_404)
def test_every_accepted_palette_reads_on_every_route(new_page, axe_source, route):
    page = axe_page(new_page, "375")
    open_route(page, route)
    expect(banner(page, content_of(route).texts)).to_be_visible()
    assert _contrast_findings(page, axe_source) == {}


def test_every_accepted_palette_reads_with_the_menu_open(new_page, axe_source):
    page = axe_page(new_page, "375")
    open_route(page, "/")
    page.get_by_role("button", name=CONTENT.texts.menu).click()
    expect(page.get_by_role("navigation", name=CONTENT.texts.main_nav)).to_be_visible()
    assert _contrast_findings(page, axe_source) == {}


@pytest.mark.parametrize("width", ["375", "1280"])
def test_every_accepted_palette_reads_with_the_loyalty_panel_open(new_page, axe_source, width):
    page = axe_page(new_page, width)
    open_loyalty_panel(page)
    assert _contrast_findings(page, axe_source) == {}
