#!/usr/bin/env bash
# Set everything up and run the development server with hot reload.
source "$(dirname "$0")/setup.sh"
python scripts/build_images.py
log "starting the site on http://localhost:3000"
exec reflex run --frontend-only "$@"
