// Vite plugin for the export (static_first/plugins/static_pages.py adds it to
// Reflex's vite.config.js): the app's custom elements and the modules they
// share (`members`, a regular expression over the modules' paths) make a
// chunk of their own, "elements", in the bundle: a page without React loads
// it alone, and pages with React import it from their route modules, as
// under `reflex run`. It imports no other chunk.
export const CHUNK = "elements";

export default function elementsChunk(members) {
  return {
    name: "static-first-elements-chunk",
    apply: "build",
    config(config) {
      const output = config.build?.rollupOptions?.output;
      const groups = output?.codeSplitting?.groups;
      if (!Array.isArray(groups)) throw new Error("vite.config.js changed shape: no codeSplitting groups");
      groups.unshift({ name: CHUNK, test: new RegExp(members) });
    },
  };
}
