// The boot module, the same text in every page: put in place of the page's
// own by static_first/plugins/defer_hydration.py (DeferHydrationPlugin), which moves
// what differs from page to page into the data block before it,
// <script type="application/json" id="boot-modules">: the modules to
// preload, those to import in order, and on a page with React its route
// modules by route id and the client entry. One text is one hash in the
// site's Content-Security-Policy, however many pages there are; the data
// block is no script, and CSP does not govern it.
// The prerendered page needs none of the app's JavaScript to show and work, so
// its download waits until the page has loaded and painted instead of
// competing with the CSS and the hero image.
const boot = JSON.parse(document.getElementById("boot-modules").textContent);
// Each preload starts a fetch, a millisecond or so of the main thread on a
// phone: one a task, so a dozen of them are no long task.
const preload = async () => {
  for (const href of boot.preloads) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    await new Promise((go) => setTimeout(go));
  }
};
if (document.readyState !== "complete") {
  await new Promise((go) => addEventListener("load", go, { once: true }));
}
// Prerendered by the speculation rules before the visitor clicked: fetch now,
// but start the app (its timers, the carousels) only when the page is shown.
const prerendering = document.prerendering === true;
if (prerendering) {
  preload();
  await new Promise((go) => document.addEventListener("prerenderingchange", go, { once: true }));
}
// A hidden tab never paints; it hydrates right away instead.
if (document.visibilityState === "visible") {
  await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));
}
if (!prerendering) preload();
for (const href of boot.imports) {
  await import(href);
}
if (boot.entry) {
  const routeModules = {};
  for (const [id, href] of boot.routes) {
    routeModules[id] = await import(href);
  }
  window.__reactRouterRouteModules = routeModules;
  import(boot.entry);
} else {
  // A page without React (static_first/plugins/static_pages.py): its custom
  // elements have loaded, which is all its scripts do. The stylesheet and
  // the tests read the mark as on a page React hydrated.
  document.documentElement.setAttribute("data-hydrated", "true");
}
