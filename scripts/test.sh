#!/usr/bin/env bash
# Set everything up (venv, bun, Chromium), build the static export and run
# every test: the JS modules' unit tests (node --test), then pytest: unit
# tests and browser tests against dist/.
SETUP_DEV=1 SETUP_BROWSER=1 source "$(dirname "$0")/setup.sh"
"$ROOT/scripts/export.sh"
log "running JavaScript unit tests"
node --test tests/js/
log "running tests"
exec python -m pytest "$@"
