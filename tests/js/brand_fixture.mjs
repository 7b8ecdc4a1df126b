// What the brand's editor tests share: site.json's `brand` and the house roles.

// site.json's `brand`, cut down: two roles' shades and three pairs.
export const BRAND = {
  roles: { background: "bg", surface: "surface", text: "text", accent: "accent" },
  on: { "on-accent": "#ffffff", "on-dark": "#ffffff" },
  shades: {
    muted: { role: "text", lightness: 0.22576438144927297, chroma: 0.006877292699640375, hue: 4.431129898356822, set_lightness: false, scale_chroma: false },
    "accent-tint": { role: "accent", lightness: 0.9357693945830381, chroma: 0.16915318258415254, hue: 8.991083053168161, set_lightness: true, scale_chroma: true },
  },
  heroScrim: 0.7,
  pairs: [
    { fg: "text", bg: "bg", need: 4.5, what: "body text on the page", label: "brödtext på sidan", kind: "text" },
    { fg: "on-accent", bg: "accent", need: 4.5, what: "white text on the accent's buttons", label: "vit text på knapparna", kind: "text" },
    { fg: "accent", bg: "bg", need: 3, what: "the focus ring on the page", label: "fokusramen på sidan", kind: "a part of the page" },
  ],
};
// The house palette's four roles, as content/brand.yml writes them.
export const ROLES = { accent: "#9E4A33", background: "#F8F5F1", surface: "#FFFFFF", text: "#1F1B18" };
