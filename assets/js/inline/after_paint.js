// Put at the top of the page's boot module by salon/plugins/defer_hydration.py
// (DeferHydrationPlugin), which also fills in MODULE_PRELOADS with the
// <link rel="modulepreload"> URLs it removed. The prerendered page needs none
// of the app's JavaScript to show and work, so its download waits until the
// page has loaded and painted instead of competing with the CSS and the hero
// image.
const MODULE_PRELOADS = [];
const preload = () => {
  for (const href of MODULE_PRELOADS) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
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
