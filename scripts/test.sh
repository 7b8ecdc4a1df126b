#!/usr/bin/env bash
# Set everything up (venv, bun, Chromium), build the static export and run
# every test: the JS modules' tests (Node), unit tests, then browser tests
# against dist/.
SETUP_DEV=1 SETUP_BROWSER=1 source "$(dirname "$0")/setup.sh"
"$ROOT/scripts/export.sh"
log "running tests"
node --test tests/js/
exec python -m pytest "$@"
