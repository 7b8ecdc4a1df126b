// html-validate's configuration for the exported pages (tests/e2e/test_validators.py).
// Every rule that is off says why. The W3C Nu checker runs over the same pages
// with its defaults and must report no error.
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React serialises void elements as <meta/>, <img/>: valid HTML, only a
    // style choice this rule is about.
    "void-style": "off",
    // React writes its DOM property names (charSet, srcSet, fetchPriority);
    // HTML attribute names are case-insensitive, so the browser reads them the same.
    "attr-case": "off",
    // React writes boolean attributes as async="" instead of a bare async: the
    // same value by the HTML spec.
    "attribute-boolean-style": "off",
    // The same for the hidden="" React's streaming renderer gives the Suspense
    // boundaries (<div hidden="" id="S:0">) it swaps in while hydrating.
    "attribute-empty-style": "off",
    // React's streaming renderer marks Suspense boundaries with ids such as
    // "B:0"; HTML allows any id without spaces, the rule is HTML 4's stricter form.
    "valid-id": "off",
    // react-slick prerenders its track and slide widths as style attributes.
    // The Content-Security-Policy allows exactly those values by hash
    // ('unsafe-hashes'), so they cannot be used to inject styles.
    "no-inline-style": "off",
    // Every tel: link keeps the number on one line with CSS
    // (a[href^="tel:"] { white-space: nowrap } in assets/css/salon.css) instead
    // of special characters, so the text stays the number a visitor copies.
    "tel-non-breaking": "off",
    // ARIA lets a list be named; the hero's teaser list is, so a screen reader
    // can tell it from the navigation lists.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
};
