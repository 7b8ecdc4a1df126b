#!/usr/bin/env bash
# Set everything up (venv; then, beside the export's build and the checks
# below, Chromium and the npm tools), then prove the whole site:
#   1. while the static export builds and the browsers and npm tools install:
#      ruff (lint and format), the JS modules' unit tests (node --test) and
#      pytest's unit tests, none of which needs either (their output follows
#      the set-up's);
#   2. the browser tests and everything else that reads dist/, while the
#      one other export they need (tests/builds.py) builds beside them.
# The second pytest spreads over PYTEST_WORKERS pytest-xdist workers
# (default 3: the browser tests keep two cores busy).
# Extra arguments go
# to pytest: options to both (./scripts/test.sh -m "not example_content"),
# test paths each to its own step (./scripts/test.sh tests/e2e/test_home.py -x
# runs only that file after ruff and the node tests).
# Prints how long it took, pass or fail, and the 10 slowest tests of each pytest.
# The virtualenv first: the export needs nothing more, and builds while the
# browsers install (apt); the validators and the hosts' engines (npm) start
# installing beside pip.
SETUP_DEV=1 SETUP_NO_COMPILE=1 SETUP_BROWSER_TOOLS=1 source "$(dirname "$0")/setup.sh"
# Some machines (CI images, containers) set PYTHONDONTWRITEBYTECODE: then
# every Python process of the run (each pytest worker, each `reflex export`
# and `reflex run` of a copy) compiles the project's modules, and pytest
# rewrites every test module, again. Compiled once, they are read back.
unset PYTHONDONTWRITEBYTECODE

unit_paths=() other_paths=() options=()
for arg in "$@"; do
  case "$arg" in
    tests/unit*) unit_paths+=("$arg") ;;
    tests/*) other_paths+=("$arg") ;;
    *) options+=("$arg") ;;
  esac
done
if [ "${#unit_paths[@]}" -eq 0 ] && [ "${#other_paths[@]}" -eq 0 ]; then
  unit_paths=(tests/unit) other_paths=(tests/e2e)
fi

# This run's builds and their logs (tests/builds.py reads the variable).
SALON_TEST_BUILDS="$(mktemp -d "${TMPDIR:-/tmp}/salon-test-builds.XXXXXX")"
export SALON_TEST_BUILDS
export_log="$SALON_TEST_BUILDS/export.log"
log "building the static export in the background (log: $export_log)"
# Each background job in a session of its own, so that stopping it stops
# what it started (bun, Vite); the run's folder goes with them.
setsid "$ROOT/scripts/export.sh" >"$export_log" 2>&1 &
export_pid=$!
copy_pid=""
checks_pid=""
finish() {
  kill -- "-$export_pid" ${checks_pid:+"-$checks_pid"} ${copy_pid:+"-$copy_pid"} 2>/dev/null || true
  rm -rf "$SALON_TEST_BUILDS"
  log "test command took $((SECONDS / 60)) min $((SECONDS % 60)) s"
}
trap finish EXIT
# The checks that need neither the export nor the browsers, while both come.
checks_log="$SALON_TEST_BUILDS/checks.log"
log "ruff, the JavaScript unit tests and the unit tests in the background (log: $checks_log)"
checks() {
  set -e
  log "ruff: lint and format"
  ruff check .
  ruff format --check .
  log "JavaScript unit tests"
  node --test tests/js/
  if [ "${#unit_paths[@]}" -gt 0 ]; then
    log "unit tests"
    python -m pytest -n 2 --durations=10 "${options[@]}" "${unit_paths[@]}"
  fi
}
setsid bash -c "$(declare -f log checks); $(declare -p unit_paths options); checks" \
  >"$checks_log" 2>&1 &
checks_pid=$!
SETUP_DEV=1 SETUP_BROWSER=1 source "$ROOT/scripts/setup.sh"

log "waiting for ruff and the unit tests"
checks_status=0
wait "$checks_pid" || checks_status=$?
checks_pid=""
cat "$checks_log"
if [ "$checks_status" -ne 0 ]; then
  log "ruff or the unit tests failed (their output is above)"
  exit 1
fi

log "waiting for the export"
if ! wait "$export_pid"; then
  cat "$export_log" >&2
  log "the export failed (its output is above)"
  exit 1
fi
tail -n 3 "$export_log" >&2
# The copy build, for the contact form's and the plain export's tests.
case " ${other_paths[*]} " in
  *" tests/e2e "* | *" tests/e2e/ "* | *test_contact_form* | *test_plain_export*)
    setsid python -m tests.builds >"$SALON_TEST_BUILDS/copy-build.log" 2>&1 &
    copy_pid=$!
    ;;
esac

if [ "${#other_paths[@]}" -gt 0 ]; then
  log "browser and export tests"
  # loadgroup: the tests of a module marked xdist_group (one CMS session, one
  # reflex run, one nginx, one Firefox and WebKit) run on one worker.
  python -m pytest -n "${PYTEST_WORKERS:-3}" --dist loadgroup --durations=10 \
    "${options[@]}" "${other_paths[@]}"
fi
