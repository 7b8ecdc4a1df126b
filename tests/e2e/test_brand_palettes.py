"""Every palette the build accepts reads where the site draws it: axe-core's
colour-contrast rule finds nothing on any route, in either language, with
the cookie banner up, the menu open and the loyalty panel open.

The palettes are a sweep of accent hues and lightnesses on a few page
colours, kept where the build accepts them, and the nearest shades the
build suggests for those it refuses; every other one of the owners'
palettes of tests/brand_palettes.yml that the build accepts only because a
shade of its own moved; and a text colour the hero's dark tone darkens for. Each page
loads once; the palettes take turns as the custom properties (and the
scoped rules) the build would have written."""

from __future__ import annotations

import itertools

import pytest
from playwright.sync_api import expect

from salon import theme
from salon.brand.colour import from_oklch
from salon.brand.contrast import failures
from salon.brand.palette import SCOPED, designed, drawn, palette
from tests.brand_palettes import PALETTES as TABLE
from tests.browser import open_route
from tests.conftest import MOBILE
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
    # Every fifth accepted one (both page colours, light and dark accents),
    # one suggestion, and of the table's palettes accepted because a shade
    # moved, one per background, each a different accent (three colours on
    # three backgrounds, a diagonal): the spread at a fraction of its cost,
    # since each palette is an axe run on every page.
    chosen = dict(list(accepted.items())[::5])
    chosen |= dict(list(suggested.items())[:1])
    assert len(chosen) >= 4, (accepted, suggested)
    moved = [
        (name, roles)
        for name, roles in TABLE.items()
        if not failures(roles) and drawn(roles) != designed(roles)
    ]
    assert len(moved) >= 9, moved
    return chosen | dict(moved[::4]) | {"text too light for the hero's scrim": HERO_DARKENS}


# A text colour the hero's scrim is not dark enough with: the hero gets a
# darker tone of its own.
HERO_DARKENS = {**CONTENT.colors.model_dump(), "text": "#4a4a4a"}


PALETTES = _sweep()


def _apply(page, roles: dict[str, str]) -> None:
    """The palette's custom properties on :root and its scoped rules in a
    stylesheet of their own, as salon/theme.py writes them into the head."""
    colours = palette(roles)
    page.evaluate(
        """([properties, scoped]) => {
             for (const [name, value] of Object.entries(properties))
               document.documentElement.style.setProperty(`--${name}`, value);
             let sheet = document.getElementById("palette-scoped");
             if (!sheet) {
               sheet = document.head.appendChild(document.createElement("style"));
               sheet.id = "palette-scoped";
             }
             sheet.textContent = scoped;
           }""",
        [
            {name: value for name, value in colours.items() if name not in SCOPED},
            theme.scoped(colours),
        ],
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


def test_the_hero_draws_its_scrim_and_backdrop_with_its_own_dark_tone(new_page):
    page = new_page(**MOBILE, bypass_csp=True)
    open_route(page, "/")
    tone = palette(HERO_DARKENS)["hero-dark"]
    assert tone != HERO_DARKENS["text"]
    _apply(page, HERO_DARKENS)
    rgb = "rgb({}, {}, {})".format(*(int(tone[i : i + 2], 16) for i in (1, 3, 5)))
    hero = page.locator(".hero").first
    assert hero.evaluate("e => getComputedStyle(e).backgroundColor") == rgb
    overlay = hero.locator(".hero-overlay")
    assert tone[1:] in overlay.evaluate("e => getComputedStyle(e).getPropertyValue('--text')")
    # The page outside the hero keeps the text colour.
    body = page.evaluate("getComputedStyle(document.body).color")
    assert body == "rgb(74, 74, 74)"
