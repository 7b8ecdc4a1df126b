// Init script for tools/bench (loads.py, page.add_init_script): records, in ms
// since navigation start (performance.now()), the first moment each control
// of the page WORKS and the moment React hydrated, plus the paint timing and
// the largest contentful paint.
// It runs before the page's own scripts in every document of the context.
//
// A predicate is checked on every animation frame (a frame's rAF callbacks run
// just before that frame is painted, so a control that works in the first
// painted frame records a time <= first-contentful-paint) and on
// DOMContentLoaded and load (frames are not produced while rendering is
// blocked, but the parser may already have delivered the control).
(() => {
  if (window.__bench) return;

  const visible = (el) => !!el && el.checkVisibility();
  const root = () => document.documentElement;

  const find = {
    menu: () => document.getElementById("menyknapp"),
    faq: () => Array.from(document.querySelectorAll('details[name="faq"]')),
    banner: () => document.querySelector("section.cookie-banner"),
  };

  // Each returns [present, works].
  const checks = {
    menu() {
      const button = find.menu();
      return [!!button, visible(button) && button.popoverTargetElement !== null];
    },
    faq() {
      const items = find.faq();
      return [items.length > 0, items.length > 0 && items.every(visible)];
    },
    banner() {
      const banner = find.banner();
      const accept = banner && banner.querySelector('button[data-consent-action="accept"]');
      // data-js is set by the head script that also installs the click handler.
      return [!!banner, visible(banner) && !!accept && !!root() && root().hasAttribute("data-js")];
    },
    hydrated() {
      return [true, !!root() && root().getAttribute("data-hydrated") === "true"];
    },
  };

  const bench = {
    paint: {},
    works: {},
    via: {},
    seen: {},
    // The FAQ streams in item by item: "all items rendered" holds early with
    // only the first few parsed, so remember the moment per item count and
    // report the one for the count the page ends with.
    faqByCount: {},
    frames: 0,
  };
  window.__bench = bench;

  const run = (via) => {
    const t = performance.now();
    for (const [name, check] of Object.entries(checks)) {
      let present = false;
      let works = false;
      try {
        [present, works] = check();
      } catch (_) {
        // An element half-parsed or a missing API: not working yet.
      }
      // When the control was first in the page: it cannot be used before.
      if (present && !(name in bench.seen)) bench.seen[name] = t;
      if (!works) continue;
      if (name === "faq") {
        const count = find.faq().length;
        if (!(count in bench.faqByCount)) bench.faqByCount[count] = { t, via };
      } else if (!(name in bench.works)) {
        bench.works[name] = t;
        bench.via[name] = via;
      }
    }
  };

  const frame = () => {
    // Kept to compare with first paint: the gap is how long the first frame
    // took from its animation callbacks to being presented.
    if (bench.frames === 0) bench.firstFrame = performance.now();
    bench.frames += 1;
    run("frame");
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener("DOMContentLoaded", () => run("domcontentloaded"));
  window.addEventListener("load", () => run("load"));

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.paint[entry.name] = entry.startTime;
    }).observe({ type: "paint", buffered: true });
  } catch (_) {
    // No paint timing: report() falls back to the performance timeline.
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } catch (_) {
    // No LCP timing: reported as null.
  }

  // What the bench reads back once the page has settled.
  bench.report = () => {
    run("report");
    const out = { works: { ...bench.works }, via: { ...bench.via }, seen: { ...bench.seen } };
    const faqCount = find.faq().length;
    const faq = bench.faqByCount[faqCount];
    if (faq) {
      out.works.faq = faq.t;
      out.via.faq = faq.via;
      // The FAQ is complete when its last item is parsed: native <details>
      // work from that moment, so that is when it is "in the page".
      out.seen.faq = faq.t;
    }
    out.faq_items = faqCount;
    for (const entry of performance.getEntriesByType("paint")) {
      if (!(entry.name in bench.paint)) bench.paint[entry.name] = entry.startTime;
    }
    out.fcp = bench.paint["first-contentful-paint"] ?? null;
    out.first_paint = bench.paint["first-paint"] ?? null;
    out.lcp = bench.lcp ?? null;
    const nav = performance.getEntriesByType("navigation")[0];
    out.dcl = nav ? nav.domContentLoadedEventEnd : null;
    out.load = nav ? nav.loadEventEnd : null;
    out.frames = bench.frames;
    out.first_frame = bench.firstFrame ?? null;
    return out;
  };

  // The predicates as they hold right now (for the run with app scripts blocked).
  bench.now = () => {
    const out = {};
    for (const [name, check] of Object.entries(checks)) {
      try {
        const [present, works] = check();
        out[name] = { present, works };
      } catch (error) {
        out[name] = { present: false, works: false, error: String(error) };
      }
    }
    return out;
  };
})();
