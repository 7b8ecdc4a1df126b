// Vite plugin for the export (static_first/plugins/document_navigation.py adds it to
// Reflex's vite.config.js): in the browser's bundle of a production build,
// imports of `standIns`' keys resolve to the files they name. The prerender
// (Vite's server environment) and the development server keep the real
// modules; Vite's own aliases would apply to both environments.

/** Whether this resolve happens for the browser's bundle. */
export function forBrowser(environment, options) {
  if (environment?.config?.consumer) return environment.config.consumer === "client";
  return !options?.ssr;
}

export default function browserStandIns(standIns) {
  return {
    name: "static-first-browser-stand-ins",
    apply: "build",
    enforce: "pre",
    resolveId(source, _importer, options) {
      if (!Object.hasOwn(standIns, source) || !forBrowser(this.environment, options)) return null;
      return standIns[source];
    },
  };
}
