// Vite plugin for `reflex run` (salon/cms/admin.py adds it to Reflex's
// vite.config.js): /admin and /admin/ serve the CMS's page,
// public/admin/index.html, as every static host serves a folder's
// index.html. Vite itself serves public files only by their exact name, and
// the app's router would answer /admin/ with its 404 page.

export const ADMIN_PAGE = "/admin/index.html";
const ADMIN_PATHS = new Set(["/admin", "/admin/"]);

/** The URL to serve for `url`: the CMS's page for /admin(/), else `url`. */
export function adminUrl(url) {
  const [path, query] = url.split(/(?=\?)/);
  return ADMIN_PATHS.has(path) ? ADMIN_PAGE + (query ?? "") : url;
}

export default function adminIndex() {
  return {
    name: "salon-admin-index",
    apply: "serve",
    configureServer(server) {
      // Added here, not in a returned function: runs before Vite's own
      // middlewares, so the public-file middleware sees the rewritten URL.
      server.middlewares.use((request, _response, next) => {
        request.url = adminUrl(request.url);
        next();
      });
    },
  };
}
