// <salon-missing-path>: the spec's 404 rule, the path the visitor tried is
// logged to the console, as a custom element on the 404 page (no React).
export const TAG = "salon-missing-path";

export function missingPathLine(location) {
  return `404: ${location.pathname}`;
}

export function defineMissingPath(win = globalThis) {
  if (win.customElements.get(TAG)) return;
  class MissingPath extends win.HTMLElement {
    connectedCallback() {
      win.console.error(missingPathLine(win.location));
    }
  }
  win.customElements.define(TAG, MissingPath);
}
