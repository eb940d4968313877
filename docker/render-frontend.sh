#!/bin/sh
# Renders a frontend's runtime files from the environment into NGINX_RUN_DIR: nginx.conf and, for the
# shell, config.json (with the Content-Security-Policy that allows exactly the configured remote, API
# and Auth origins). The served files stay read-only.
# Used by the containers' entrypoint and by the e2e tests, so both serve the same configuration.
#
#   APP=shell|remote-landing|remote-onboarding|remote-sales  HTML_ROOT=…  NGINX_RUN_DIR=…  render-frontend.sh
set -eu

: "${APP:?APP is required}"
: "${HTML_ROOT:=/usr/share/nginx/html}"
: "${NGINX_RUN_DIR:=/tmp/nginx}"
: "${NGINX_CONF_DIR:=/etc/nginx}"
: "${NGINX_MODULES_DIR:=/usr/lib/nginx/modules}"
: "${LISTEN_PORT:=8080}"
: "${TEMPLATE_DIR:=$(dirname "$0")/nginx}"
: "${PORTAL_PUBLIC_HOST:=127.0.0.1}"
: "${REMOTE_LANDING_URL:=http://$PORTAL_PUBLIC_HOST:3001}"
: "${REMOTE_ONBOARDING_URL:=http://$PORTAL_PUBLIC_HOST:3002}"
: "${REMOTE_SALES_URL:=http://$PORTAL_PUBLIC_HOST:3003}"
: "${API_BASE_URL:=http://$PORTAL_PUBLIC_HOST:4000}"
: "${FIREBASE_API_KEY:=demo-api-key}"
: "${FIREBASE_AUTH_DOMAIN:=demo-portal.firebaseapp.com}"
: "${FIREBASE_PROJECT_ID:=demo-portal}"
: "${FIREBASE_AUTH_EMULATOR_URL=http://$PORTAL_PUBLIC_HOST:9099}"
: "${CONTACT_EMAIL:=support@agentportal.in}"
: "${CONTACT_PHONE:=+91 80 4567 8900}"

fail() { echo "render-frontend: $*" >&2; exit 1; }

# Values end up in JSON and in an nginx string: refuse anything that could break out of either.
for name in REMOTE_LANDING_URL REMOTE_ONBOARDING_URL REMOTE_SALES_URL API_BASE_URL FIREBASE_API_KEY \
  FIREBASE_AUTH_DOMAIN FIREBASE_PROJECT_ID FIREBASE_AUTH_EMULATOR_URL CONTACT_EMAIL CONTACT_PHONE; do
  eval "value=\${$name}"
  case "$value" in *'"'* | *'\'* | *';'* | *'$'* | *'{'* | *'}'*) fail "$name contains a character that is not allowed" ;; esac
done
for name in REMOTE_LANDING_URL REMOTE_ONBOARDING_URL REMOTE_SALES_URL API_BASE_URL; do
  eval "value=\${$name}"
  case "$value" in http://* | https://*) ;; *) fail "$name must be an http(s) URL, got '$value'" ;; esac
done

strip() { printf '%s' "$1" | sed -E 's#/+$##'; }
origin() { printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*#\1#'; }

landing=$(strip "$REMOTE_LANDING_URL")
onboarding=$(strip "$REMOTE_ONBOARDING_URL")
sales=$(strip "$REMOTE_SALES_URL")
api=$(strip "$API_BASE_URL")

remote_origins=$(printf '%s\n%s\n%s\n' "$(origin "$landing")" "$(origin "$onboarding")" "$(origin "$sales")" | awk '!seen[$0]++' | tr '\n' ' ' | sed 's/ $//')
if [ -n "$FIREBASE_AUTH_EMULATOR_URL" ]; then
  firebase_origins=$(origin "$FIREBASE_AUTH_EMULATOR_URL")
  emulator_json=$(printf ',\n  "authEmulatorUrl": "%s"' "$FIREBASE_AUTH_EMULATOR_URL")
else
  firebase_origins="https://identitytoolkit.googleapis.com https://securetoken.googleapis.com"
  emulator_json=""
fi
connect_origins=$(printf '%s\n' "'self'" $remote_origins "$(origin "$api")" $firebase_origins | awk '!seen[$0]++' | tr '\n' ' ' | sed 's/ $//')

PORTAL_CSP="default-src 'self'; script-src 'self' $remote_origins; style-src 'self' $remote_origins; connect-src $connect_origins; img-src 'self' data: blob:; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

if [ "$APP" = shell ]; then
  SPA_FALLBACK=/index.html
  mkdir -p "$NGINX_RUN_DIR"
  cat >"$NGINX_RUN_DIR/config.json" <<JSON
{
  "apiBaseUrl": "$api",
  "firebase": {
    "apiKey": "$FIREBASE_API_KEY",
    "authDomain": "$FIREBASE_AUTH_DOMAIN",
    "projectId": "$FIREBASE_PROJECT_ID"
  }$emulator_json,
  "contact": { "email": "$CONTACT_EMAIL", "phone": "$CONTACT_PHONE" },
  "remotes": [
    { "name": "remote_landing", "entry": "$landing/mf-manifest.json" },
    { "name": "remote_onboarding", "entry": "$onboarding/mf-manifest.json" },
    { "name": "remote_sales", "entry": "$sales/mf-manifest.json" }
  ]
}
JSON
else
  SPA_FALLBACK==404
  PORTAL_CSP=""
fi

mkdir -p "$NGINX_RUN_DIR"
export NGINX_RUN_DIR NGINX_CONF_DIR NGINX_MODULES_DIR LISTEN_PORT HTML_ROOT SPA_FALLBACK PORTAL_CSP
# Only our variables are substituted: nginx's own $uri, $sent_http_… stay as they are.
envsubst '${NGINX_RUN_DIR} ${NGINX_CONF_DIR} ${NGINX_MODULES_DIR} ${LISTEN_PORT} ${HTML_ROOT} ${SPA_FALLBACK} ${PORTAL_CSP}' \
  <"$TEMPLATE_DIR/nginx.conf.template" >"$NGINX_RUN_DIR/nginx.conf"
echo "render-frontend: $APP on port $LISTEN_PORT (config in $NGINX_RUN_DIR/nginx.conf)"
