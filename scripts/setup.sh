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
  # nginx lets the hosting test serve the export exactly as production would.
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ] \
     && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing nginx for the hosting test"
    apt-get install -y -qq nginx-light >/dev/null 2>&1 || log "nginx not available: its test will skip"
  fi
  # Firefox ESR and WebKitGTK (under a virtual X server) for the smoke pass in
  # tests/e2e/test_other_browsers.py; where they cannot be installed it skips.
  if { ! command -v firefox-esr >/dev/null 2>&1 || ! command -v WebKitWebDriver >/dev/null 2>&1 \
       || ! command -v xvfb-run >/dev/null 2>&1; } && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing Firefox ESR, WebKitGTK's WebDriver and xvfb for the other-browser smoke pass"
    apt-get install -y -qq firefox-esr webkit2gtk-driver xvfb >/dev/null 2>&1 \
      || log "Firefox/WebKitGTK not available: their smoke pass will skip"
  fi
fi
