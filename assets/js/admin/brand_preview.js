// The Varumärke entry's preview: as the owner picks a colour, the palette
// that follows from the four roles (each shade moved as the build moves it,
// and marked where it moved) and every pair of colours the site draws, with
// its contrast and whether it reaches its bar, the failing first. What the
// build refuses is known before saving.
//
// The rules (shades, how they adapt, pairs, the hero's scrim) are the build's, in
// /admin/site.json; the arithmetic is brand_contrast.js. Like preview.js,
// a view made of plain data and a template built with Decap's `h`, so Node's
// test runner checks both without a DOM.
import { checkedPairs, drawn, shownRatio } from "./brand_contrast.js";
import { entryData } from "./preview.js";

const HEX = /^#[0-9a-f]{6}$/i;
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, key) => `${values[key]}`);
const decimal = (value) => `${value}`.replace(".", ",");

/** The preview's content from the entry's `colors`: null until all four
 * roles are colours; else the summary, the pairs and the swatches. */
export function brandView(colors, brand, words) {
  const roles = Object.fromEntries(Object.keys(brand.roles).map((role) => [role, colors?.[role]]));
  if (!Object.values(roles).every((value) => typeof value === "string" && HEX.test(value))) return null;
  const colours = drawn(roles, brand);
  const designed = drawn(roles, brand, { designed: true });
  const pairs = checkedPairs(colours, brand.pairs).map((pair) => ({
    fg: pair.fgColour,
    bg: pair.bgColour,
    label: pair.label,
    ratio: shownRatio(pair.ratio),
    passes: pair.passes,
    status: pair.passes ? words.passes : `${words.fails}, ${fill(words.needs, { need: decimal(pair.need) })}`,
  }));
  const failing = pairs.filter((pair) => !pair.passes).length;
  return {
    summary: fill(failing ? words.someFail : words.allPass, { failing, count: pairs.length }),
    failing,
    pairs,
    swatches: Object.entries(colours).map(([name, hex]) => ({
      name: words.colours[name] ?? name,
      hex,
      moved: hex !== designed[name],
    })),
  };
}

// Inline styles: the preview frame has the site's stylesheet only, and each
// sample's colours are the owner's choice of the moment.
const ROW = { display: "grid", gridTemplateColumns: "3.5rem 1fr auto", gap: "0.25rem 0.75rem", alignItems: "center", padding: "0.5rem 0", borderBottom: "1px solid #ddd" };
const SAMPLE = { fontWeight: 700, fontSize: "1.25rem", textAlign: "center", padding: "0.35rem 0", borderRadius: "0.25rem", border: "1px solid #ccc" };
const SWATCHES = { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))", gap: "0.75rem", listStyle: "none", padding: 0 };
const CHIP = { display: "block", height: "2.5rem", borderRadius: "0.25rem", border: "1px solid #ccc" };
const PLAIN_LIST = { listStyle: "none", padding: 0, margin: 0 };
// Decap floats its pane buttons over the preview's right edge.
const PAGE = { paddingRight: "3.5rem" };

function pairRow(h, pair, index, words) {
  return h(
    "li",
    { key: index, className: pair.passes ? "contrast-pair" : "contrast-pair contrast-fails", style: ROW },
    h("span", { style: { ...SAMPLE, color: pair.fg, background: pair.bg }, "aria-hidden": "true" }, words.sample),
    h("span", null, pair.label, h("br"), h("small", { className: "muted" }, fill(words.colourOn, pair))),
    h(
      "span",
      { style: { textAlign: "right" } },
      h("strong", { className: "contrast-ratio" }, pair.ratio),
      h("br"),
      h("span", { className: "contrast-status", style: pair.passes ? null : { fontWeight: 700, color: "#a40000" } }, pair.status),
    ),
  );
}

/** The preview template of the brand's entry; `brand` is site.json's. */
export function brandTemplate(h, block, brand, words) {
  return function BrandPreview({ entry }) {
    const view = brandView(entryData(entry, block).colors, brand, words);
    return h(
      "main",
      { className: "section brand-preview", style: PAGE },
      h("h1", null, words.title),
      h("p", { className: "muted" }, words.intro),
      view
        ? h("p", { className: "contrast-summary" }, h("strong", null, view.summary))
        : h("p", { className: "contrast-summary" }, words.incomplete),
      view ? h("h2", null, words.contrastTitle) : null,
      view ? h("ul", { className: "contrast-pairs", style: PLAIN_LIST }, ...view.pairs.map((pair, i) => pairRow(h, pair, i, words))) : null,
      view ? h("h2", null, words.paletteTitle) : null,
      view
        ? h(
            "ul",
            { className: "swatches", style: SWATCHES },
            ...view.swatches.map((swatch) =>
              h(
                "li",
                { key: swatch.name, className: "swatch" },
                h("span", { style: { ...CHIP, background: swatch.hex } }),
                h("span", null, swatch.name),
                h("br"),
                h("small", { className: "muted" }, swatch.hex),
                swatch.moved ? h("br") : null,
                swatch.moved ? h("small", { className: "swatch-moved" }, words.moved) : null,
              ),
            ),
          )
        : null,
    );
  };
}
