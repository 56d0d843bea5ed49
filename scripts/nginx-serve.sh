#!/usr/bin/env bash
# Serves public/ through nginx on 127.0.0.1:PORT in the foreground, using the deploy
# configuration in deploy/nginx/ with only its root, include paths and port changed.
# Used by the Playwright deploy tests; also handy to try the nginx setup locally.
#   SITE_PUBLIC=dir  serves that build instead of public/
#   NGINX_SITE=file  uses that server configuration instead of deploy/nginx/postcodes-docs.conf
set -euo pipefail
PORT="${1:-9200}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PUBLIC="${SITE_PUBLIC:-$ROOT/public}"
SITE_CONF="${NGINX_SITE:-$ROOT/deploy/nginx/postcodes-docs.conf}"
if [ ! -f "$PUBLIC/.nginx-security-headers.conf" ] || [ ! -f "$PUBLIC/.nginx-asset-headers.conf" ] || [ ! -f "$PUBLIC/.nginx-legacy-redirects.conf" ]; then
  echo "$PUBLIC has no build (or an old one): run \`npm run build\` first." >&2
  exit 1
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
WORK="$(mktemp -d /tmp/postcodes-docs-nginx.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/tmp"
sed -e "s#/srv/postcodes-docs/public#$PUBLIC#g" -e "s#listen 8080;#listen 127.0.0.1:$PORT;#" \
  "$SITE_CONF" > "$WORK/site.conf"
# Started as root, nginx would run its workers as an unprivileged user that may not be able to
# read a checkout in a private directory (mktemp -d, /root); this throwaway server keeps the
# invoking user for them instead.
USER_LINE=""
if [ "$(id -u)" -eq 0 ]; then USER_LINE="user root;"; fi
cat > "$WORK/nginx.conf" <<CONF
$USER_LINE
daemon off;
worker_processes 1;
pid $WORK/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path $WORK/tmp/body;
    proxy_temp_path $WORK/tmp/proxy;
    fastcgi_temp_path $WORK/tmp/fastcgi;
    uwsgi_temp_path $WORK/tmp/uwsgi;
    scgi_temp_path $WORK/tmp/scgi;
    include $WORK/site.conf;
}
CONF
"$NGINX" -t -c "$WORK/nginx.conf" -p "$WORK" -e stderr
exec "$NGINX" -c "$WORK/nginx.conf" -p "$WORK" -e stderr
