#!/usr/bin/env bash
# The container's command: the own server's stack (salon/publishing/stack.py)
# over HTTPS, with the backend and the builds run as the user `salon` and
# nginx's master as root (ports 80 and 443, the certificate). The stack
# stops everything when either stops, so the container exits and its
# restart policy starts it again; unsent messages and saved edits wait in
# the volume meanwhile.
#
# The site's repository is in the volume. At the first start, the image's
# files (/app) become it, in one commit; from then on it is the site, and
# a new image brings new Python packages, not new site files: bring those
# with git (deploy/README.md, "The own server").
set -u
site=/var/lib/salon/site
as_salon() { setpriv --reuid=salon --regid=salon --init-groups env HOME=/home/salon "$@"; }
if [ ! -d "$site/.git" ]; then
  echo "First start: the image's site becomes the repository $site"
  install -d -o salon -g salon "$site" \
    && as_salon cp -R --preserve=mode,timestamps /app/. "$site/" \
    && as_salon git -C "$site" init --quiet --initial-branch=main \
    && as_salon git -C "$site" add --all \
    && as_salon git -C "$site" -c user.name="Salon image" -c user.email=image@salon.invalid \
      commit --quiet --message "The site as the image shipped it" \
    || { echo "could not make the repository $site" >&2; exit 1; }
fi
# The stack itself runs as root from the image's own files (/app), its
# nginx config included; only the backend and the builds run the site's
# files, as `salon`. nginx takes a release's includes only in the shape an
# export writes them (salon/publishing/nginx.py, check_includes).
cd /app || exit 1
python -m salon.publishing serve --https --user salon --site "$site" --backend-port 8000 &
stack=$!
# This shell stays as the container's first process: it passes the stop
# signal on and reaps what the builds leave behind.
trap 'kill -TERM "$stack" 2>/dev/null' TERM INT
status=0
while kill -0 "$stack" 2>/dev/null; do
  wait "$stack"
  status=$?
done
exit "$status"
