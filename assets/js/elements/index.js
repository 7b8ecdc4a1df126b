// The site's custom elements, defined once the page's scripts load: the
// browser upgrades the prerendered elements then. One module for all of
// them (each is small): the build makes it its own chunk, which a page
// without React loads alone (static_first/plugins/static_pages.py).
import { defineMapGate } from "./map_gate.js";
import { defineMissingPath } from "./missing_path.js";

// The prerender imports this too, where there is no DOM to define them in.
if (globalThis.customElements) {
  defineMapGate();
  defineMissingPath();
}
