#!/usr/bin/env bash
# Benchmark the static export: Lighthouse (mobile preset), first-load bytes and,
# under the same throttling, first paint and when the menu, FAQ and cookie
# banner work, for every route, the 404 page and a no-JS "floor" copy of the
# home page's first screen; checks the performance budgets. Options go to
# scripts/bench.py:
#   --runs N           Lighthouse runs and page loads per route, median reported
#                      (default 3; 0 = no Lighthouse, one load each)
#   --routes /,/kontakt  only these routes ('404' = a path the site lacks)
#   --skip-build       reuse dist/ instead of running ./scripts/export.sh
#   --dist DIR         bench another export (e.g. --skip-build --dist /tmp/NAME/site)
#   --no-fail          report budget failures but exit 0
# Writes bench-results/latest.json; exits 1 when a budget fails.
SETUP_DEV=1 SETUP_BROWSER=1 source "$(dirname "$0")/setup.sh"

# Lighthouse 12.x is the newest line that runs on Node 20 (13 needs Node >= 22.19).
LIGHTHOUSE_VERSION=12.8.2
installed="$(node -p "require('./.tools/node_modules/lighthouse/package.json').version" 2>/dev/null || true)"
if [ "$installed" != "$LIGHTHOUSE_VERSION" ]; then
  log "installing lighthouse@$LIGHTHOUSE_VERSION into .tools"
  npm install --silent --no-audit --no-fund --prefix .tools "lighthouse@$LIGHTHOUSE_VERSION" >/dev/null
fi

exec python scripts/bench.py "$@"
