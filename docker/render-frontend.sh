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
# Where the shell's server fetches the landing and onboarding remotes' pre-rendered pages from (their
# addresses inside the deployment, e.g. http://remote-landing:8080); by default their public URLs.
: "${LANDING_PRERENDER_URL:=$REMOTE_LANDING_URL}"
: "${ONBOARDING_PRERENDER_URL:=$REMOTE_ONBOARDING_URL}"

fail() { echo "render-frontend: $*" >&2; exit 1; }

# Values end up in JSON and in an nginx string: refuse anything that could break out of either.
for name in REMOTE_LANDING_URL REMOTE_ONBOARDING_URL REMOTE_SALES_URL API_BASE_URL LANDING_PRERENDER_URL ONBOARDING_PRERENDER_URL FIREBASE_API_KEY \
  FIREBASE_AUTH_DOMAIN FIREBASE_PROJECT_ID FIREBASE_AUTH_EMULATOR_URL CONTACT_EMAIL CONTACT_PHONE; do
  eval "value=\${$name}"
  case "$value" in *'"'* | *'\'* | *';'* | *'$'* | *'{'* | *'}'*) fail "$name contains a character that is not allowed" ;; esac
done
for name in REMOTE_LANDING_URL REMOTE_ONBOARDING_URL REMOTE_SALES_URL API_BASE_URL LANDING_PRERENDER_URL ONBOARDING_PRERENDER_URL; do
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

# The hash is the inline script of the pre-rendered pages (scripts/lib/inlineScript.mjs; containers.test.ts checks it).
inline_script_hash="'sha256-tFFDeGG/DMXGOBsIodMvMFJgIKxAGeekX/7oz66rDtE='"
PORTAL_CSP="default-src 'self'; script-src 'self' $inline_script_hash $remote_origins; style-src 'self' $remote_origins; connect-src $connect_origins; img-src 'self' data: blob:; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self' $(origin "$api"); frame-ancestors 'none'"

mkdir -p "$NGINX_RUN_DIR"
if [ "$APP" = shell ]; then
  SPA_FALLBACK=/index.html
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
  # The pre-rendered pages (scripts/lib/prerenderedPages.mjs): `/` is home.html with the landing
  # remote's prerender.html, `/login` is login.html with the onboarding remote's. The fragment is
  # fetched on every request (so it is always the deployed remote release's), its relative URLs made
  # absolute, and included by SSI when it speaks the shell's page contract; when the remote is down or
  # slow, the page is the plain app (scripts/lib/ssi.mjs does the same for the Node server). A variable
  # in proxy_pass: a host name is resolved per request, so the shell starts even when a remote's name
  # does not resolve yet.
  nameserver=$(awk '/^nameserver/ { print $2; exit }' /etc/resolv.conf 2>/dev/null || true)
  case "$nameserver" in *:*) nameserver="[$nameserver]" ;; esac
  phone_href="tel:$(printf '%s' "$CONTACT_PHONE" | sed 's/[^0-9+]//g')"
  # prerendered_page ROUTE FILE FRAGMENT_NAME UPSTREAM PUBLIC_BASE_URL
  prerendered_page() {
    cat <<PAGE
location = $1 {
  ssi on;
  ssi_silent_errors on;
  set \$portal_contact_email "$CONTACT_EMAIL";
  set \$portal_contact_phone "$CONTACT_PHONE";
  set \$portal_contact_phone_href "$phone_href";
  try_files /$2 /index.html;
  add_header Cache-Control "no-cache";
  add_header X-Content-Type-Options "nosniff";
  add_header Referrer-Policy "strict-origin-when-cross-origin";
  add_header X-Frame-Options "DENY";
  add_header Content-Security-Policy "$PORTAL_CSP";
}
# Captured into an SSI variable (in memory, sized by the response's length): the remote's fragment,
# fetched through /__prerender/$3-absolute on this server, which makes its URLs absolute and points
# its forms at the API (PRERENDER_API_BASE of @portal/shared).
location = /__prerender/$3 {
  internal;
  proxy_pass http://127.0.0.1:$LISTEN_PORT/__prerender/$3-absolute;
  proxy_http_version 1.1;
  proxy_set_header Accept-Encoding "";
  proxy_connect_timeout 1s;
  proxy_read_timeout 2s;
  proxy_intercept_errors on;
  error_page 301 302 307 308 400 401 403 404 405 500 502 503 504 = @no_prerender;
  subrequest_output_buffer_size 512k;
}
location = /__prerender/$3-absolute {
  allow 127.0.0.1;
  deny all;
  set \$prerender_upstream "$4";
  proxy_pass \$prerender_upstream/prerender.html;
  proxy_http_version 1.1;
  proxy_set_header Accept-Encoding "";
  proxy_connect_timeout 1s;
  proxy_send_timeout 1s;
  proxy_read_timeout 1500ms;
  sub_filter_once off;
  sub_filter '<link rel="stylesheet" href="' '<link rel="stylesheet" href="$5/';
  sub_filter '<link data-portal-preload href="' '<link data-portal-preload href="$5/';
  sub_filter 'https://portal-api.prerender.invalid/' '$api/';
}
PAGE
  }
  {
    if [ -n "$nameserver" ]; then printf 'resolver %s valid=30s ipv6=off;\n' "$nameserver"; fi
    prerendered_page / home.html landing "$(strip "$LANDING_PRERENDER_URL")" "$landing"
    prerendered_page /login login.html onboarding "$(strip "$ONBOARDING_PRERENDER_URL")" "$onboarding"
    printf 'location @no_prerender {\n  return 204;\n}\n'
  } >"$NGINX_RUN_DIR/app.conf"
else
  SPA_FALLBACK==404
  PORTAL_CSP=""
  : >"$NGINX_RUN_DIR/app.conf"
fi

mkdir -p "$NGINX_RUN_DIR"
export NGINX_RUN_DIR NGINX_CONF_DIR NGINX_MODULES_DIR LISTEN_PORT HTML_ROOT SPA_FALLBACK PORTAL_CSP
# Only our variables are substituted: nginx's own $uri, $sent_http_… stay as they are.
envsubst '${NGINX_RUN_DIR} ${NGINX_CONF_DIR} ${NGINX_MODULES_DIR} ${LISTEN_PORT} ${HTML_ROOT} ${SPA_FALLBACK} ${PORTAL_CSP}' \
  <"$TEMPLATE_DIR/nginx.conf.template" >"$NGINX_RUN_DIR/nginx.conf"
echo "render-frontend: $APP on port $LISTEN_PORT (config in $NGINX_RUN_DIR/nginx.conf)"
