// The Varumärke preview (assets/js/admin/brand_preview.js): from the entry's
// colours, every pair with its contrast, the failing first, and the palette,
// in the editor's Swedish; drawn with a stand-in for React's createElement.
import assert from "node:assert/strict";
import { test } from "node:test";

import { brandTemplate, brandView } from "../../assets/js/admin/brand_preview.js";
import { BRAND_PREVIEW } from "../../assets/js/admin/locale_sv.js";
import { BRAND, ROLES } from "./brand_fixture.mjs";
import { entry, find, h, text } from "./fakes.mjs";

test("a palette that reads: every pair passes, its ratio rounded down", () => {
  const view = brandView(ROLES, BRAND, BRAND_PREVIEW);
  assert.equal(view.failing, 0);
  assert.equal(view.summary, "Alla 4 par räcker.");
  assert.deepEqual(view.pairs.map((p) => p.status), ["räcker", "räcker", "räcker", "räcker"]);
  assert.match(view.pairs[0].ratio, /^\d+,\d{1,2}:1$/);
  assert.equal(view.pairs[0].label, "brödtext på sidan");
});

test("a pale accent: its pairs fail first, saying what they need", () => {
  const view = brandView({ ...ROLES, accent: "#e0a090" }, BRAND, BRAND_PREVIEW);
  assert.equal(view.summary, "3 av 4 par har för låg kontrast. De står först.");
  assert.deepEqual(view.pairs.map((p) => p.status), [
    "för låg, behöver 4,5:1",
    "för låg, behöver 3:1",
    "för låg, behöver 4,5:1",
    "räcker",
  ]);
  assert.equal(view.pairs[0].bg, "#e0a090");
});

test("the swatches name each colour in Swedish, or by its own name", () => {
  const view = brandView(ROLES, BRAND, BRAND_PREVIEW);
  const names = view.swatches.map((s) => s.name);
  assert.ok(names.includes("Bakgrund") && names.includes("Dämpad text") && names.includes("Toppbildens slöja"));
  const plain = brandView(ROLES, BRAND, { ...BRAND_PREVIEW, colours: {} });
  assert.ok(plain.swatches.some((s) => s.name === "hero-scrim" && s.hex.startsWith("#")));
});

test("a shade the build moved shows its moved colour, marked as moved", () => {
  const roles = { ...ROLES, accent: "#2e7d32", background: "#ffffff" };
  const view = brandView(roles, BRAND, BRAND_PREVIEW);
  assert.equal(view.failing, 0);
  const tint = view.swatches.find((s) => s.name === "Dagens ljusa ton");
  assert.deepEqual([tint.hex, tint.moved], ["#e5f4e8", true]);
  assert.deepEqual(view.swatches.filter((s) => s.moved).map((s) => s.name), ["Dagens ljusa ton"]);
  assert.equal(brandView(ROLES, BRAND, BRAND_PREVIEW).swatches.filter((s) => s.moved).length, 0);
  const tree = brandTemplate(h, "sv", BRAND, BRAND_PREVIEW)({ entry: entry({ sv: { colors: roles } }) });
  const moved = find(tree, "swatch-moved");
  assert.equal(moved.length, 1);
  assert.equal(text(moved[0]), BRAND_PREVIEW.moved);
});

test("until all four roles are colours, no pairs", () => {
  assert.equal(brandView({ ...ROLES, accent: "" }, BRAND, BRAND_PREVIEW), null);
  assert.equal(brandView({ ...ROLES, text: "#12345" }, BRAND, BRAND_PREVIEW), null);
  assert.equal(brandView(undefined, BRAND, BRAND_PREVIEW), null);
  const tree = brandTemplate(h, null, BRAND, BRAND_PREVIEW)({ entry: entry({}) });
  assert.match(text(tree), /Välj alla fyra färgerna/);
  assert.equal(find(tree, "contrast-pair").length, 0);
});

test("the template draws each pair with its sample, ratio and status, from the language block", () => {
  const tree = brandTemplate(h, "sv", BRAND, BRAND_PREVIEW)({ entry: entry({ sv: { colors: { ...ROLES, accent: "#e0a090" } } }) });
  const rows = find(tree, "contrast-pair");
  assert.equal(rows.length, 4);
  assert.equal(find(tree, "contrast-fails").length, 3);
  assert.match(text(rows[0]), /vit text på knapparna/);
  assert.match(text(find(rows[0], "contrast-status")[0]), /för låg, behöver 4,5:1/);
  assert.equal(rows[0].children[0].props.style.background, "#e0a090");
  assert.match(text(find(tree, "contrast-summary")[0]), /3 av 4 par/);
  assert.ok(find(tree, "swatch").length >= 7);
});
