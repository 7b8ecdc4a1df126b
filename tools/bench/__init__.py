"""The bench: the static export measured the way a visitor's phone meets it.

Run it through ./scripts/bench.sh (which sets up the venv, Chromium and the
pinned Lighthouse), or `python -m tools.bench --help`. Steps:

1. build dist/ with ./scripts/export.sh (skip with --skip-build);
2. serve dist/ like a static host (tools/static_host.py: /x -> x.html,
   unknown paths -> 404.html with status 404), text gzip-compressed (gzip -9)
   for a browser that accepts it, as the real hosts do (host.py). The host
   also serves the floors, without writing anything into the export
   (floors.py):
   - every page's FLOOR, at the page's own URL plus `?bench-floor`: the
     page's exported HTML with its scripts removed, i.e. what the page costs
     with no framework at all;
   - the CONTENT-FREE FLOOR at /__floor/: the home page's first screen (same
     hero <picture>, h1, intro text, brand and nav) as plain HTML with a
     little inline CSS (floor.html);
3. for every route, the 404 path and the content-free floor:
   - Lighthouse (its default config, the mobile preset: emulated Moto G
     Power, simulated slow 4G, 4x CPU slowdown) N times (--runs, default 3);
     each metric is the median over the runs, and the report of the median
     run by performance score is kept in bench-results/lighthouse/
     (lighthouse.py);
   - the bytes of real page loads in Playwright's Chromium at a 375x812
     mobile viewport (DPR 2, touch), median over --runs loads (at least 1).
     Text bodies count as their gzip -9 size, images and fonts raw (loads.py);
   - --loads throttled loads (default 15) of the page and of its floor
     (conditions.py: the mobile preset's slow 4G and 4x CPU applied through
     the devtools protocol), interleaved: each round loads every page and
     its floor back to back, the order within the pair alternating from
     round to round, and the content-free floor once. The init script
     timing_probe.js records, in ms since navigation start, first paint
     (first-contentful-paint), the largest contentful paint, the first
     moment each control works (the menu, the FAQ on "/", the cookie
     banner: checked on every animation frame and on DOMContentLoaded/load)
     and when React hydrated. Each figure is the median over the loads;
   - once more, unthrottled, with every script request aborted (inline
     scripts still run): do the controls work without the app's JS?
4. print the bytes/Lighthouse table, the paint table (each page's first
   paint and LCP against its floor's, and its first paint in ms over the
   content-free floor's) and the controls table (tables.py, report.py);
   check the budgets (budgets.py) and write bench-results/latest.json with a
   timestamped copy (results.py) and the run's summary in
   docs/performance.md (summary.py). Exits 1 when a budget fails, unless
   --no-fail.

A control's time is taken in a frame's animation callbacks, which run
before that frame is painted, while first-contentful-paint is when the
frame was presented; so a control that works in the first painted frame
shows a ratio below 1.00 (by however long that frame took to paint).
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "bench-results"


def log(msg: str) -> None:
    print(f"\033[1m==> {msg}\033[0m", file=sys.stderr, flush=True)
