#!/usr/bin/env bash
# The container's two processes: the contact form's receiver (the Reflex
# backend, listening on 127.0.0.1:8000 only, as the user `salon`) and nginx in
# front of it. When either stops, so does the other and the container exits,
# for its restart policy to start both again; unsent messages wait in the
# volume meanwhile.
set -u
cd /app
setpriv --reuid=salon --regid=salon --init-groups env HOME=/home/salon \
    reflex run --env prod --backend-only --backend-host 127.0.0.1 --backend-port 8000 &
receiver=$!
nginx -g 'daemon off;' &
web=$!
trap 'kill -TERM "$receiver" "$web" 2>/dev/null' TERM INT
status=0
wait -n "$receiver" "$web" || status=$?
kill -TERM "$receiver" "$web" 2>/dev/null
wait
exit "$status"
