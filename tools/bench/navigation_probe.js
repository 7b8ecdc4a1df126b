// Init script for the bench's click-to-paint runs (tools/bench/navigation.py):
// in every document of the tab, the prerendered ones included, it records
// - the click on a link, as a console.debug line the bench reads (the time is
//   the event's own, in ms since the epoch: the next document has another
//   time origin);
// - for each page shown (its path and its <h1>), the first frame that shows
//   it: a task queued from that frame's animation callbacks runs once the
//   frame has been produced. A prerendered page runs no frames until it is
//   shown, and a page React Router renders in the same document gets its own
//   entry when its <h1> appears.
(() => {
  if (window.__nav) return;
  const nav = { frames: {} };
  window.__nav = nav;
  addEventListener(
    "click",
    (event) => console.debug("__bench_click", performance.timeOrigin + event.timeStamp),
    true,
  );
  // Where the pointer goes to click the menu's link to `href`.
  nav.linkCenter = (href) => {
    const link = [...document.querySelectorAll("#huvudmeny a")].find((a) => a.getAttribute("href") === href);
    const box = link.getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2];
  };
  // How this document came: prerendered (activationStart > 0) or loaded,
  // its navigation timing and its first contentful paint since the epoch.
  nav.documentTiming = () => {
    const entry = performance.getEntriesByType("navigation")[0];
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    return {
      activationStart: entry ? entry.activationStart : 0,
      type: entry ? entry.type : null,
      fetch: entry
        ? [entry.requestStart, entry.responseStart, entry.responseEnd, entry.domContentLoadedEventEnd, entry.loadEventEnd]
        : null,
      fcp: fcp ? performance.timeOrigin + fcp.startTime : null,
    };
  };
  const frame = () => {
    const h1 = document.querySelector("h1");
    if (document.visibilityState === "visible" && h1) {
      const key = `${location.pathname}\n${h1.textContent.trim()}`;
      if (!(key in nav.frames)) {
        nav.frames[key] = null;
        setTimeout(() => {
          nav.frames[key] = performance.timeOrigin + performance.now();
        });
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();
