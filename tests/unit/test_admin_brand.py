"""The Varumärke preview in /admin/ redoes the build's palette and contrast
check in the browser (assets/js/admin/brand_contrast.js) from the rules the
build hands it (site.json): run in Node on the table of owners' palettes and
a range of others, it derives the same shades to the digit, moved as the
build moves them, the same ratios and the same verdict as salon/brand/, so
the owner sees what the build will say."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from salon.brand.colour import from_oklch
from salon.brand.contrast import editor_data, failures
from salon.brand.pairs import PAIRS, ratio
from salon.brand.palette import designed, drawn
from salon.cms import admin
from salon.paths import ADMIN_JS
from tests.brand_palettes import PALETTES as TABLE
from tests.content import CONTENTS

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")

EXAMPLE = {"accent": "#9E4A33", "background": "#F8F5F1", "surface": "#FFFFFF", "text": "#1F1B18"}
# Greys, near-black and near-white roles, and saturated accents whose shades
# fall outside sRGB and are fitted back.
PALETTES = [
    EXAMPLE,
    {**EXAMPLE, "accent": "#ff0000"},
    {**EXAMPLE, "accent": "#00ff00"},
    {**EXAMPLE, "accent": "#0000ff"},
    {**EXAMPLE, "accent": "#ff00ff", "text": "#000000"},
    {**EXAMPLE, "accent": "#00c2ff", "background": "#ffffff"},
    {**EXAMPLE, "accent": "#808080", "background": "#f0f0f0", "text": "#333333"},
    {"accent": "#2f6b4f", "background": "#eef3f7", "surface": "#fafafa", "text": "#10202f"},
    {"accent": "#ffd400", "background": "#111111", "surface": "#222222", "text": "#eeeeee"},
    {"accent": "#3b4f8c", "background": "#fff8e7", "surface": "#fffdf6", "text": "#2a1a00"},
    {"accent": "#e4007c", "background": "#fdf2f8", "surface": "#ffffff", "text": "#3b0a24"},
    {**EXAMPLE, "accent": from_oklch(0.7, 0.2, 150)},
    {"accent": "#ffffff", "background": "#000000", "surface": "#010101", "text": "#fefefe"},
    # Text colours too light for the hero's scrim, and a surface as dark as
    # today's tint.
    {**EXAMPLE, "text": "#4a4a4a"},
    {**EXAMPLE, "text": "#5a4a42", "background": "#ffffff"},
    {**EXAMPLE, "surface": "#f0e0da"},
]

# Runs the module on each palette: its colours, moved and at their designed
# steps, and its ratios.
SCRIPT = """
import { readFileSync } from "node:fs";
import { checkedPairs, drawn } from "%s";
const { brand, palettes } = JSON.parse(readFileSync(0, "utf8"));
const results = palettes.map((roles) => {
  const colours = drawn(roles, brand);
  return {
    colours,
    designed: drawn(roles, brand, { designed: true }),
    ratios: checkedPairs(colours, brand.pairs).map((p) => [p.fg, p.bg, p.need, p.ratio, p.passes]),
  };
});
process.stdout.write(JSON.stringify(results));
"""


def _in_node(palettes: list[dict[str, str]]) -> list[dict]:
    module = (ADMIN_JS / "brand_contrast.js").as_uri()
    done = subprocess.run(
        ["node", "--input-type=module", "-e", SCRIPT % module],
        input=json.dumps({"brand": editor_data(), "palettes": palettes}),
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def test_the_preview_moves_the_shades_as_the_build_does_and_gives_its_verdict():
    # The build's verdict itself on the table (on the others, its
    # suggestions would cost a search each).
    tables = list(TABLE.values())
    palettes = [*tables, *PALETTES]
    moved = refused = 0
    for roles, result in zip(palettes, _in_node(palettes), strict=True):
        colours = drawn(roles)
        assert result["colours"] == colours, roles
        assert result["designed"] == designed(roles), roles
        expected = {(p.fg, p.bg, p.need): ratio(p, colours) for p in PAIRS}
        assert len(result["ratios"]) == len(PAIRS)
        for fg, bg, need, value, _ in result["ratios"]:
            assert value == pytest.approx(expected[(fg, bg, need)], abs=1e-9), (roles, fg, bg)
        # The verdict: the same pairs fail, and the build refuses the palette
        # exactly when one does.
        failing = {(fg, bg, need) for fg, bg, need, _, passes in result["ratios"] if not passes}
        assert failing == {key for key, value in expected.items() if value < key[2]}, roles
        if roles in tables:
            assert bool(failing) == bool(failures(roles)), roles
        moved += colours != designed(roles)
        refused += bool(failing)
    # Both kinds, and palettes with shades moved.
    assert moved >= 12 and 4 <= refused < len(palettes) - 74


def test_site_json_hands_the_preview_the_builds_rules():
    data = admin.site_data("/", CONTENTS)["brand"]
    assert data == editor_data()
    assert [pair["label"] for pair in data["pairs"]] == [pair.label for pair in PAIRS]
    assert admin.PREVIEWS["brand"] == "brand"
    # Plain JSON: what the build writes into site.json.
    assert json.loads(json.dumps(data)) == data


def test_every_colour_the_preview_shows_has_a_swedish_name():
    module = (ADMIN_JS / "locale_sv.js").as_uri()
    script = f'import {{ BRAND_PREVIEW }} from "{module}"; console.log(JSON.stringify(BRAND_PREVIEW.colours));'
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script], capture_output=True, text=True, check=True
    )
    assert set(json.loads(done.stdout)) == set(drawn(EXAMPLE))
