// A PostCSS plugin that drops declarations every browser ignores, so the
// stylesheet inlined into every page passes the W3C Nu HTML Checker's CSS
// check. static_first/plugins/inline_stylesheet.py adds it to Reflex's
// postcss.config.js. Today one: slick.css's `cursor: hand`, Internet
// Explorer 5's name for `pointer`, which slick.css sets on the same rule.
export const DEAD_DECLARATIONS = [{ prop: "cursor", value: "hand" }];

export function isDead(decl) {
  return DEAD_DECLARATIONS.some((dead) => dead.prop === decl.prop && dead.value === decl.value);
}

export default function dropDeadCss() {
  return {
    postcssPlugin: "static-first-drop-dead-css",
    Declaration(decl) {
      if (isDead(decl)) decl.remove();
    },
  };
}
dropDeadCss.postcss = true;
