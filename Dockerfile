# The static site served by nginx over HTTPS. Build the export first - it also
# writes the security headers nginx sends (dist/_headers.nginx.conf) - then
# build the image and give it a certificate:
#   ./scripts/export.sh && docker build -t salon .
#   docker run --rm -p 80:80 -p 443:443 \
#     -v /path/to/fullchain.pem:/etc/nginx/tls/fullchain.pem:ro \
#     -v /path/to/privkey.pem:/etc/nginx/tls/privkey.pem:ro salon
# See deploy/README.md.
FROM nginx:alpine
COPY deploy/nginx/salon.conf /etc/nginx/conf.d/default.conf
COPY dist/_headers.nginx.conf /etc/nginx/salon/security-headers.conf
RUN rm -rf /usr/share/nginx/html/*
COPY dist/ /usr/share/nginx/html/
