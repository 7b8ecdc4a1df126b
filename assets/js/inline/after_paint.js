// React Router's boot module, the same text in every page: put in place of
// React Router's own by salon/plugins/defer_hydration.py
// (DeferHydrationPlugin), which moves what differs from page to page into the
// data block before it, <script type="application/json" id="boot-modules">:
// the modules to preload, those to import in React Router's order, the
// route modules by route id, and the client entry. One text is one hash in
// the site's Content-Security-Policy, however many pages there are; the data
// block is no script, and CSP does not govern it.
// The prerendered page needs none of the app's JavaScript to show and work, so
// its download waits until the page has loaded and painted instead of
// competing with the CSS and the hero image.
const boot = JSON.parse(document.getElementById("boot-modules").textContent);
if (document.readyState !== "complete") {
  await new Promise((go) => addEventListener("load", go, { once: true }));
}
// A hidden tab never paints; it hydrates right away instead.
if (document.visibilityState === "visible") {
  await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));
}
for (const href of boot.preloads) {
  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
}
for (const href of boot.imports) {
  await import(href);
}
const routeModules = {};
for (const [id, href] of boot.routes) {
  routeModules[id] = await import(href);
}
window.__reactRouterRouteModules = routeModules;
import(boot.entry);
