# The static site served by nginx over HTTPS and, beside it, the contact
# form's receiver (the Reflex backend, salon/receiver/), which nginx reaches
# at /api/kontakt. Build the export first - it also writes the security
# headers nginx sends (dist/_headers.nginx.conf) - then build the image and
# give it a certificate, the mail server and a volume for the messages:
#   ./scripts/export.sh && docker build -t salon .
#   docker run -d --restart unless-stopped -p 80:80 -p 443:443 \
#     -v /path/to/fullchain.pem:/etc/nginx/tls/fullchain.pem:ro \
#     -v /path/to/privkey.pem:/etc/nginx/tls/privkey.pem:ro \
#     -v salon-messages:/var/lib/salon \
#     -e SALON_SMTP_HOST=smtp.example.se -e SALON_SMTP_SECURITY=starttls \
#     -e SALON_SMTP_USER=hej@example.se -e SALON_SMTP_PASSWORD=... salon
# See deploy/README.md.
FROM python:3.11-slim-bookworm

# Debian's nginx: the one tests/e2e/test_hosting.py runs salon.conf with.
# Its logs go to the container's output.
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default /usr/share/nginx/html/* \
    && ln -sf /dev/stdout /var/log/nginx/access.log \
    && ln -sf /dev/stderr /var/log/nginx/error.log \
    && useradd --system --create-home --home-dir /home/salon salon \
    && install -d -o salon -g salon /var/lib/salon /app/.web

WORKDIR /app
COPY requirements.txt ./
RUN pip install --no-cache-dir -r requirements.txt
# What the backend loads: the app, its content and photos (checked at start;
# the receiver's answers are texts of it) and its components.
COPY rxconfig.py ./
COPY content/ content/
COPY salon/ salon/
COPY salon_components/ salon_components/
COPY static_first/ static_first/
COPY assets/ assets/
COPY images/source/ images/source/

COPY deploy/nginx/salon.conf /etc/nginx/conf.d/default.conf
COPY dist/_headers.nginx.conf /etc/nginx/salon/security-headers.conf
COPY dist/_headers.admin.nginx.conf /etc/nginx/salon/admin-headers.conf
COPY dist/_receiver_down.nginx.conf /etc/nginx/salon/receiver-down.conf
COPY dist/ /usr/share/nginx/html/
COPY deploy/docker/start.sh /usr/local/bin/salon-start

ENV SALON_RECEIVER_DB=/var/lib/salon/messages.db \
    REFLEX_TELEMETRY_ENABLED=false \
    REFLEX_CHECK_LATEST_VERSION=false \
    PYTHONUNBUFFERED=1
# The messages: keep this volume across image updates.
VOLUME /var/lib/salon
EXPOSE 80 443
CMD ["salon-start"]
