#!/usr/bin/env bash
# Build the static site with plain `reflex export` and copy it to dist/ (upload
# that folder to any static host). Everything in it, the security headers
# included, comes from the export's build plugins; this only copies.
source "$(dirname "$0")/setup.sh"
log "building static export"
reflex export --frontend-only --no-zip --loglevel warning
rm -rf dist
cp -r .web/build/client dist
log "static site ready in $ROOT/dist"
