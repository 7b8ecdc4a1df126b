#!/usr/bin/env bash
# Build the working tree in a private copy, so parallel builds don't share .web/.
#   scripts/private_build.sh NAME   -> export in /tmp/NAME/site
# Run tests against it with: SALON_SITE_DIR=/tmp/NAME/site pytest ...
set -euo pipefail
name="${1:?usage: private_build.sh NAME}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "/tmp/$name/src"
(cd "$ROOT" && tar --exclude=./.web --exclude=./.venv --exclude=./.tools --exclude=./dist --exclude=./.git -cf - .) | (cd "/tmp/$name/src" && tar -xf -)
cd "/tmp/$name/src"
export PATH="$ROOT/.venv/bin:$PATH" REFLEX_TELEMETRY_ENABLED=false
reflex export --frontend-only --no-zip --loglevel warning > "/tmp/$name/export.log" 2>&1 || { tail -40 "/tmp/$name/export.log"; exit 1; }
rm -rf "/tmp/$name/site" && cp -r .web/build/client "/tmp/$name/site"
echo "built /tmp/$name/site"
