# The static site served by nginx. Build the export first - it also writes
# the security headers nginx sends - then build the image:
#   ./scripts/export.sh && docker build -t salon . && docker run --rm -p 8080:80 salon
# See deploy/README.md.
FROM nginx:alpine
COPY deploy/nginx/salon.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/security-headers.conf /etc/nginx/salon/security-headers.conf
RUN rm -rf /usr/share/nginx/html/*
COPY dist/ /usr/share/nginx/html/
