// What the brand's editor tests share: site.json's `brand` and the house roles.

// site.json's `brand`, cut down: two roles' shades and four pairs, the last
// one the tint answers for.
export const BRAND = {
  roles: { background: "bg", surface: "surface", text: "text", accent: "accent" },
  on: { "on-accent": "#ffffff", "on-dark": "#ffffff" },
  shades: {
    muted: { role: "text", lightness: 0.22576438144927297, chroma: 0.006877292699640375, hue: 4.431129898356822, moves: -1, set_lightness: false, scale_chroma: false, apart_from: null, apart: 0.0 },
    "accent-tint": { role: "accent", lightness: 0.9357693945830381, chroma: 0.16915318258415254, hue: 8.991083053168161, moves: 1, set_lightness: true, scale_chroma: true, apart_from: "surface", apart: 0.02 },
  },
  order: ["accent-tint", "muted"],
  answers: { "accent-tint": [3], muted: [] },
  precision: 0.001,
  heroScrim: { share: 0.7, tone: "text" },
  pairs: [
    { fg: "text", bg: "bg", need: 4.5, what: "body text on the page", label: "brödtext på sidan", kind: "text" },
    { fg: "on-accent", bg: "accent", need: 4.5, what: "white text on the accent's buttons", label: "vit text på knapparna", kind: "text" },
    { fg: "accent", bg: "bg", need: 3, what: "the focus ring on the page", label: "fokusramen på sidan", kind: "a part of the page" },
    { fg: "accent", bg: "accent-tint", need: 4.5, what: "the accent's words on today's tint", label: "accentfärgad text på dagens ljusa ton", kind: "text" },
  ],
};
// The house palette's four roles, as content/brand.yml writes them.
export const ROLES = { accent: "#9E4A33", background: "#F8F5F1", surface: "#FFFFFF", text: "#1F1B18" };
