#!/usr/bin/env bash
# Set everything up (venv, bun, Chromium), build the static export and run
# every test: the JS modules' unit tests (node --test), then pytest: unit
# tests and browser tests against dist/, spread over PYTEST_WORKERS
# pytest-xdist workers (default 3: on 2 cores the browser tests mostly wait).
# Extra arguments go to pytest, e.g. ./scripts/test.sh -m "not example_content".
# Prints how long it took, pass or fail.
SETUP_DEV=1 SETUP_BROWSER=1 source "$(dirname "$0")/setup.sh"
trap 'log "test command took $((SECONDS / 60)) min $((SECONDS % 60)) s"' EXIT
"$ROOT/scripts/export.sh"
log "running JavaScript unit tests"
node --test tests/js/
log "running tests"
# loadgroup: the tests of a module marked xdist_group (one CMS session and
# one copy of the project in test_admin.py) run on one worker.
python -m pytest -n "${PYTEST_WORKERS:-3}" --dist loadgroup "$@"
