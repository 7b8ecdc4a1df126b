#!/usr/bin/env bash
# Benchmark the static export (tools/bench/): for every route, the 404 page
# and the content-free floor, Lighthouse (mobile preset) and first-load bytes;
# under the same throttling, first paint and LCP against each page's floor
# (the page with its scripts removed) and when the menu, FAQ and cookie
# banner work; checks the performance budgets. Options go to
# `python -m tools.bench`:
#   --runs N           Lighthouse runs and byte-counting loads per route, median
#                      reported (default 3; 0 = no Lighthouse, one load)
#   --loads N          throttled loads of every page and its floor, interleaved
#                      (default 15, the fewest the floor budgets are judged from)
#   --routes /,/kontakt  only these routes ('404' = a path the site lacks)
#   --skip-build       reuse dist/ instead of running ./scripts/export.sh
#   --dist DIR         bench another export (e.g. --skip-build --dist /tmp/NAME/site)
#   --no-fail          report budget failures but exit 0
# Writes bench-results/latest.json and the "Latest run" section of
# docs/performance.md; exits 1 when a budget fails.
SETUP_DEV=1 SETUP_BROWSER=1 source "$(dirname "$0")/setup.sh"

# Lighthouse 12.x is the newest line that runs on Node 20 (13 needs Node >= 22.19).
LIGHTHOUSE_VERSION=12.8.2
installed="$(node -p "require('./.tools/node_modules/lighthouse/package.json').version" 2>/dev/null || true)"
if [ "$installed" != "$LIGHTHOUSE_VERSION" ]; then
  npm_tool "lighthouse@$LIGHTHOUSE_VERSION" .tools "lighthouse@$LIGHTHOUSE_VERSION"
  npm_wait
fi

exec python -m tools.bench "$@"
