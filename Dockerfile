# The own server (deploy/README.md, "The own server"): nginx serving the
# live release over HTTPS in front of the Reflex backend, which is the
# contact form's receiver, the editor and the publisher. The same stack as
# ./scripts/serve.sh: `python -m salon.publishing serve --https`
# (salon/publishing/stack.py), started by deploy/docker/start.sh.
#
# The image holds the site's files. At the first start they become a git
# repository in the volume, /var/lib/salon/site, which the editor commits to
# and the publisher builds from (and a developer pulls from and pushes to);
# the first start then builds the site, with the network (bun and the
# frontend packages come from npm). Later starts serve at once.
#   docker build -t salon .
#   docker run -d --name salon --restart unless-stopped -p 80:80 -p 443:443 \
#     -v /path/to/fullchain.pem:/etc/nginx/tls/fullchain.pem:ro \
#     -v /path/to/privkey.pem:/etc/nginx/tls/privkey.pem:ro \
#     -v salon-data:/var/lib/salon \
#     -e SALON_SMTP_HOST=smtp.example.se -e SALON_SMTP_SECURITY=starttls \
#     -e SALON_SMTP_USER=hej@example.se -e SALON_SMTP_PASSWORD=... salon
FROM python:3.11-slim-bookworm

# Debian's nginx (the one tests/e2e/test_hosting.py runs salon.conf with),
# git for the site's repository, and the user the backend and the builds run as.
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx git \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default /usr/share/nginx/html/* \
    && useradd --system --create-home --home-dir /home/salon salon \
    && install -d -o salon -g salon /var/lib/salon /var/lib/salon/site

WORKDIR /app
COPY requirements.txt ./
RUN pip install --no-cache-dir -r requirements.txt
# The site as the repository's first commit holds it: what the backend
# loads (the app, its content and photos, checked at start; the receiver's
# answers are texts of it) and what the build reads besides.
COPY .gitignore ./
COPY rxconfig.py ./
COPY content/ content/
COPY salon/ salon/
COPY salon_components/ salon_components/
COPY static_first/ static_first/
COPY assets/ assets/
COPY images/source/ images/source/
COPY deploy/nginx/salon.conf deploy/nginx/salon.conf
COPY deploy/docker/start.sh /usr/local/bin/salon-start

ENV SALON_RECEIVER_DB=/var/lib/salon/messages.db \
    REFLEX_TELEMETRY_ENABLED=false \
    REFLEX_CHECK_LATEST_VERSION=false \
    PYTHONUNBUFFERED=1
# The site's repository, the messages, the editors' accounts and the
# published releases: keep this volume across image updates.
VOLUME /var/lib/salon
# `docker exec -u salon salon git …` or `… python -m salon.publishing
# publish` work in the site's repository.
WORKDIR /var/lib/salon/site
EXPOSE 80 443
CMD ["salon-start"]
