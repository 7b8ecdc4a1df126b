# Sourced by the other scripts: makes this checkout ready to build.
# Idempotent and quiet when nothing changed, so every command can call it.
#   SETUP_DEV=1    also install test requirements
#   SETUP_BROWSER=1 also make sure a Chromium is available for Playwright
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# --- Python virtualenv -------------------------------------------------------
PYTHON="${PYTHON:-$(command -v python3.11 || command -v python3)}"
if [ ! -x .venv/bin/python ]; then
  log "creating .venv with $PYTHON"
  "$PYTHON" -m venv .venv
fi
req_file=requirements.txt
[ "${SETUP_DEV:-0}" = 1 ] && req_file=requirements-dev.txt
stamp=".venv/.installed-$(cat requirements.txt "$req_file" | sha256sum | cut -c1-16)"
if [ ! -f "$stamp" ]; then
  log "installing $req_file"
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -r "$req_file"
  touch "$stamp"
fi
export PATH="$ROOT/.venv/bin:$PATH"

# --- bun (Reflex's JS package manager and bundler) ---------------------------
# Reflex downloads bun itself where it can; where that download is blocked but
# npm works, install bun from npm into .tools and tell Reflex to use it.
if ! command -v bun >/dev/null 2>&1; then
  if [ ! -x .tools/node_modules/.bin/bun ] && command -v npm >/dev/null 2>&1; then
    log "installing bun from npm into .tools"
    npm install --silent --no-audit --no-fund --prefix .tools bun@1.4.5 >/dev/null
  fi
  [ -x .tools/node_modules/.bin/bun ] && export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
fi
command -v bun >/dev/null 2>&1 && export REFLEX_USE_SYSTEM_BUN=1
export REFLEX_TELEMETRY_ENABLED=false

# --- Chromium for the browser tests -------------------------------------------
if [ "${SETUP_BROWSER:-0}" = 1 ]; then
  if [ -z "${CHROMIUM:-}" ]; then
    for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
      [ -x "$candidate" ] && CHROMIUM="$candidate" && break
    done
  fi
  if [ -z "${CHROMIUM:-}" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing Debian's chromium"
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
    CHROMIUM=/usr/bin/chromium
  fi
  if [ -z "${CHROMIUM:-}" ]; then
    log "no system Chromium: using Playwright's own"
    .venv/bin/python -m playwright install chromium
  fi
  export CHROMIUM="${CHROMIUM:-}"
  # axe-core: the accessibility rules the browser tests inject into each page.
  if [ ! -f .tools/node_modules/axe-core/axe.min.js ]; then
    log "installing axe-core into .tools"
    npm install --silent --no-audit --no-fund --prefix .tools axe-core@4.14.1 >/dev/null
  fi
  # The validators others judge the site with (tests/e2e/test_validators.py):
  # the W3C Nu HTML Checker (vnu-jar, run by Debian's Java) and html-validate
  # (10.x: 11.x needs Node 22).
  if [ ! -f .tools/node_modules/vnu-jar/build/dist/vnu.jar ] || [ ! -x .tools/node_modules/.bin/html-validate ]; then
    log "installing vnu-jar and html-validate into .tools"
    npm install --silent --no-audit --no-fund --prefix .tools vnu-jar@26.9.27 html-validate@10.17.0 >/dev/null
  fi
  # The MDN HTTP Observatory's scanner grades the nginx config (test_hosting.py).
  # Its install scripts download lists from the internet (HSTS preload, CAs);
  # without them it gets its own folder and an empty preload list.
  observatory=.tools/observatory/node_modules/@mdn/mdn-http-observatory
  if [ ! -f "$observatory/conf/hsts-preload.json" ]; then
    log "installing @mdn/mdn-http-observatory into .tools/observatory"
    npm install --silent --no-audit --no-fund --ignore-scripts --prefix .tools/observatory \
      @mdn/mdn-http-observatory@1.4.8 >/dev/null
    echo '{}' > "$observatory/conf/hsts-preload.json"
  fi
  if ! command -v java >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing Java for the Nu HTML Checker"
    apt-get update -qq && apt-get install -y -qq default-jre-headless >/dev/null
  fi
  # nginx lets the hosting test serve the export exactly as production would.
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ] \
     && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing nginx for the hosting test"
    apt-get install -y -qq nginx-light >/dev/null 2>&1 || log "nginx not available: its test will skip"
  fi
fi
