#!/usr/bin/env bash
# Set everything up and run the development server: plain `reflex run`, which
# shows every edit to the content, a page or a component in the open browser
# tab within seconds (docs/architecture.md, "reflex run").
source "$(dirname "$0")/setup.sh"
python scripts/build_images.py
exec reflex run "$@"
