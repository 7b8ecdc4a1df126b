// The brand's colour arithmetic in the editor (assets/js/admin/brand_contrast.js):
// known values here; that it agrees with the build's, palette by palette, is
// tests/unit/test_admin_brand.py's (it runs this module beside salon/brand/).
import assert from "node:assert/strict";
import { test } from "node:test";

import {
  checkedPairs,
  contrast,
  drawn,
  fitOklchChroma,
  fromOklch,
  hexToSrgb,
  mix,
  oklch,
  segments,
  shownRatio,
  srgbToHex,
} from "../../assets/js/admin/brand_contrast.js";
import { BRAND, ROLES } from "./brand_fixture.mjs";


test("hex reads and writes back", () => {
  for (const hex of ["#000000", "#ffffff", "#9e4a33", "#0a0b0c"]) assert.equal(srgbToHex(hexToSrgb(hex)), hex);
});

test("white and black are OkLCh's ends, greys have no hue", () => {
  const [white, whiteChroma, whiteHue] = oklch("#ffffff");
  assert.ok(Math.abs(white - 1) < 1e-6 && whiteChroma < 1e-6 && whiteHue === 0);
  assert.equal(oklch("#000000")[0], 0);
  assert.equal(oklch("#808080")[2], 0);
  assert.ok(Math.abs(oklch("#ff0000")[2] - 29.23) < 0.01);
});

test("a colour inside sRGB comes back as itself", () => {
  for (const hex of ["#9e4a33", "#1f1b18", "#f8f5f1", "#2f6b4f"]) assert.equal(fromOklch(...oklch(hex)), hex);
});

test("a colour outside sRGB loses chroma, not lightness or hue", () => {
  const fitted = fromOklch(0.7, 0.4, 150);
  const [lightness, chroma, hue] = oklch(fitted);
  assert.ok(Math.abs(lightness - 0.7) < 0.01, fitted);
  assert.ok(chroma < 0.4 && Math.abs(hue - 150) < 3, fitted);
  assert.deepEqual(fitOklchChroma([0.2, 0.5, 0.7]), [0.2, 0.5, 0.7]);
  // Beyond white's lightness, white.
  assert.equal(fromOklch(1.2, 0.1, 40), "#ffffff");
});

test("mixing is CSS's color-mix in srgb", () => {
  assert.equal(mix("#000000", "#ffffff", 0.7), "#4d4d4d");
  assert.equal(mix("#1f1b18", "#ffffff", 1), "#1f1b18");
  assert.equal(mix("#1f1b18", "#ffffff", 0), "#ffffff");
});

test("contrast is WCAG 2's, unrounded", () => {
  assert.equal(contrast("#000000", "#ffffff"), 21);
  assert.equal(contrast("#ffffff", "#000000"), 21);
  assert.equal(contrast("#777777", "#777777"), 1);
  assert.ok(Math.abs(contrast("#767676", "#ffffff") - 4.54) < 0.01);
});

test("the house roles give the house shades and the hero's scrim", () => {
  const colours = drawn(ROLES, BRAND);
  assert.equal(colours.accent, "#9e4a33");
  assert.equal(colours.bg, "#f8f5f1");
  assert.equal(colours.muted, "#5c544d");
  assert.equal(colours["accent-tint"], "#f6e6df");
  assert.equal(colours["on-dark"], "#ffffff");
  assert.equal(colours["hero-scrim"], mix("#1f1b18", "#ffffff", 0.7));
});

test("a shade moves only where a pair it answers for fails, its own way, to where it reads", () => {
  // Material green 800 on white: its words fail on today's tint at the designed step.
  const roles = { ...ROLES, accent: "#2e7d32", background: "#ffffff" };
  const planned = drawn(roles, BRAND, { designed: true });
  const colours = drawn(roles, BRAND);
  assert.equal(planned["accent-tint"], "#dfefe3");
  assert.ok(contrast("#2e7d32", planned["accent-tint"]) < 4.5);
  assert.equal(colours["accent-tint"], "#e5f4e8");
  assert.ok(contrast("#2e7d32", colours["accent-tint"]) >= 4.5);
  assert.ok(oklch(colours["accent-tint"])[0] > oklch(planned["accent-tint"])[0]);
  // The house palette moves nothing.
  assert.deepEqual(drawn(ROLES, BRAND), drawn(ROLES, BRAND, { designed: true }));
});

test("a shade stays apart from what it is set apart from", () => {
  // Cards as light as today's tint: the tint moves lighter, past them.
  const colours = drawn({ ...ROLES, surface: "#f6e6df" }, BRAND);
  assert.equal(colours["accent-tint"], "#fdede6");
  assert.ok(oklch(colours["accent-tint"])[0] - oklch("#f6e6df")[0] >= 0.02);
});

test("a shade no lightness mends stays at its designed step", () => {
  const roles = { ...ROLES, accent: "#e0a090" };
  assert.equal(drawn(roles, BRAND)["accent-tint"], drawn(roles, BRAND, { designed: true })["accent-tint"]);
});

test("the stretches a shade may take: its own way to white or black, less the band it keeps apart from", () => {
  assert.deepEqual(segments(0.9, 1, null), [[0.9, 1, false]]);
  assert.deepEqual(segments(0.4, -1, null), [[0.4, 0, false]]);
  assert.deepEqual(segments(1.2, 1, null), [[1, 1, false]]);
  // Towards the band, then past it.
  assert.deepEqual(segments(0.9, 1, [0.96, 0.02]), [[0.9, 0.94, true], [0.98, 1, false]]);
  // Inside it: from its far side.
  assert.deepEqual(segments(0.95, 1, [0.96, 0.02]), [[0.98, 1, false]]);
  // A band behind it is no matter; one beyond white or black leaves nothing past it.
  assert.deepEqual(segments(0.9, 1, [0.5, 0.02]), [[0.9, 1, false]]);
  assert.deepEqual(segments(0.9, 1, [1, 0.02]), [[0.9, 0.98, true]]);
});

test("failing pairs come first, each group in the build's order", () => {
  const colours = drawn({ ...ROLES, accent: "#e0a090" }, BRAND);
  const pairs = checkedPairs(colours, BRAND.pairs);
  assert.deepEqual(pairs.map((p) => [p.fg, p.bg, p.passes]), [
    ["on-accent", "accent", false],
    ["accent", "bg", false],
    ["accent", "accent-tint", false],
    ["text", "bg", true],
  ]);
  assert.equal(pairs[0].fgColour, "#ffffff");
  assert.equal(pairs[0].bgColour, "#e0a090");
  assert.equal(pairs[0].label, "vit text på knapparna");
});

test("a pair passes at its need exactly, with nothing rounded", () => {
  const colours = { a: "#000000", b: "#ffffff" };
  assert.equal(checkedPairs(colours, [{ fg: "a", bg: "b", need: 21 }])[0].passes, true);
  assert.equal(checkedPairs(colours, [{ fg: "a", bg: "b", need: 21.000001 }])[0].passes, false);
});

test("a ratio shows rounded down, with the decimal comma", () => {
  assert.equal(shownRatio(4.4999), "4,49:1");
  assert.equal(shownRatio(4.5), "4,5:1");
  assert.equal(shownRatio(21), "21:1");
  assert.equal(shownRatio(3.006, "."), "3:1");
});
