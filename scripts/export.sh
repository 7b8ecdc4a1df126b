#!/usr/bin/env bash
# Build the static site into dist/ (upload that folder to any static host).
source "$(dirname "$0")/setup.sh"
log "building static export"
python scripts/build_images.py
reflex export --frontend-only --no-zip --loglevel warning
rm -rf dist
cp -r .web/build/client dist
python scripts/security_headers.py dist
log "static site ready in $ROOT/dist"
