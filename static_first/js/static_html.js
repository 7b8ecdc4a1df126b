// The content of a page's static elements for the browser's bundle
// (static_subtrees.js leaves it out of the bundle and asks here). While React
// hydrates, it does not read it: the prerendered content stays as it is.
// Should React render the document anew (after a hydration error it renders
// it all on the client), each element gets the HTML it had in the page,
// read once, before React replaces anything. One object per element, so a
// later render never rewrites it.
// The attribute that marks such an element in the prerender.
export const MARKER = "data-s";
const NONE = Object.freeze({ __html: "" });
let captured = null;

export function capture(doc) {
  return new Map(
    [...doc.querySelectorAll(`[${MARKER}]`)].map((element) => [
      element.getAttribute(MARKER),
      Object.freeze({ __html: element.innerHTML }),
    ]),
  );
}

export function staticHTML(id, doc = globalThis.document) {
  captured ??= capture(doc);
  return captured.get(id) ?? NONE;
}
