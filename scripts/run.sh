#!/usr/bin/env bash
# Set everything up and run the development server: plain `reflex run`, which
# shows every edit to the content, a page or a component in the open browser
# tab within seconds (docs/architecture.md, "reflex run"), beside Decap CMS's
# local backend (decap-server), so that http://localhost:3000/admin/ edits
# this checkout's content/ without a login (docs/owner.md).
source "$(dirname "$0")/setup.sh"

# The port the generated CMS config names (salon/cms/cms_config.py). Another
# process there would receive this checkout's edits: stop rather than guess.
DECAP_PORT=8081
if (exec 3<>"/dev/tcp/127.0.0.1/$DECAP_PORT") 2>/dev/null; then
  log "port $DECAP_PORT is in use (another decap-server?): stop it first, /admin/ saves through that port"
  exit 1
fi
# Bound to this machine only: it writes files for anyone who can reach it.
PORT=$DECAP_PORT BIND_HOST=127.0.0.1 GIT_REPO_DIRECTORY="$ROOT" LOG_LEVEL=warn \
  "$ROOT/.tools/cms/node_modules/.bin/decap-server" &
decap_server=$!
trap 'kill "$decap_server" 2>/dev/null' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
reflex run "$@"
