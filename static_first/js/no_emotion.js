// Stand-in for @emotion/react in the static export (see static_first/plugins/state_free_bundle.py).
// Reflex compiles every element to emotion's `jsx`, which only differs from
// React's createElement when an element has a `css` prop; the site styles
// with class names and its own stylesheet, so no element has one. Should one
// appear, the page fails loudly instead of silently losing that style.
import { createElement } from "react";

export function jsx(type, props, ...children) {
  if (props != null && Object.hasOwn(props, "css")) {
    throw new Error("A `css` prop needs @emotion/react, which this site leaves out of its bundle.");
  }
  return createElement(type, props, ...children);
}
