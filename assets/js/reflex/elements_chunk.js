// Vite plugin for the export (salon/plugins/static_pages.py adds it to
// Reflex's vite.config.js): the site's custom elements (assets/js/elements/)
// and the two head-script modules they share (consent and keep_attribute)
// make a chunk of their own, "elements", in the bundle: a page without React
// loads it alone, and pages with React import it from their route modules,
// as under `reflex run`. It imports no other chunk.
export const CHUNK = "elements";
export const MEMBERS = /[\\/]public[\\/]js[\\/](?:elements[\\/]|inline[\\/](?:consent|keep_attribute)\.js$)/;

export default function elementsChunk() {
  return {
    name: "salon-elements-chunk",
    apply: "build",
    config(config) {
      const output = config.build?.rollupOptions?.output;
      const groups = output?.codeSplitting?.groups;
      if (!Array.isArray(groups)) throw new Error("vite.config.js changed shape: no codeSplitting groups");
      groups.unshift({ name: CHUNK, test: MEMBERS });
    },
  };
}
