#!/usr/bin/env bash
# The own server on this machine, in the foreground: Debian's nginx serving
# the live release of the site over plain HTTP (default port 8080, every
# address: a phone on the same network can open it), in front of the Reflex
# backend, which is the contact form's receiver, the editor at /admin/ and
# the publisher (python -m salon.publishing serve, salon/publishing/stack.py).
# Builds the site first if nothing has been published yet. Ctrl-C stops it
# all. No Docker; for a server with a certificate, see deploy/README.md.
#   ./scripts/serve.sh [--port N]
# Its state (releases, accounts, messages, nginx's files) is in data/.
source "$(dirname "$0")/setup.sh"

# Debian's nginx, as the Docker image has it; git for the site's repository.
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  apt_install nginx || { log "serve.sh needs nginx: $APT_ERROR"; exit 1; }
fi
if ! command -v git >/dev/null 2>&1; then
  apt_install git || { log "serve.sh needs git: $APT_ERROR"; exit 1; }
fi
if ! git -C "$ROOT" rev-parse --verify --quiet HEAD >/dev/null; then
  log "serve.sh publishes the repository's HEAD: $ROOT has no commit (git init, git commit)"
  exit 1
fi
exec python -m salon.publishing serve "$@"
