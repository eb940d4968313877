# syntax=docker/dockerfile:1
# One image per frontend: `docker build -f docker/frontend.Dockerfile --build-arg APP=remote-landing .`
# builds and serves only that app, so each team can release its part alone.

# The Node.js release of .nvmrc (a test keeps the two the same).
ARG NODE_VERSION=24.21.0
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
ENV NO_UPDATE_NOTIFIER=1 npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY tooling/package.json tooling/
COPY shell/package.json shell/
COPY remote-landing/package.json remote-landing/
COPY remote-onboarding/package.json remote-onboarding/
COPY remote-sales/package.json remote-sales/
COPY remote-backoffice/package.json remote-backoffice/
COPY api/package.json api/
COPY e2e/package.json e2e/
# Scripts are skipped: the build needs no native add-on (rspack ships prebuilt bindings).
RUN npm ci --ignore-scripts
COPY tsconfig.base.json ./
COPY types types
COPY build build
COPY scripts/build.mjs scripts/
COPY tooling/lib tooling/lib
COPY shared shared
ARG APP
RUN test -n "$APP" || (echo "Set --build-arg APP=<shell|remote-landing|remote-onboarding|remote-sales|remote-backoffice>" && exit 1)
COPY ${APP} ${APP}
RUN node scripts/build.mjs "${APP}" && find "${APP}/dist" -name '*.map' -delete

# Node renders the serving configuration at each start with the same code as `npm start`
# (tooling/lib/renderFrontend.mjs); nginx serves.
FROM node:${NODE_VERSION}-bookworm-slim AS serve
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-filter \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/modules-enabled \
  && useradd --system --uid 10001 --home-dir /nonexistent --shell /usr/sbin/nologin portal \
  && mkdir -p /srv/html /tmp/nginx && chown -R portal /srv/html /tmp/nginx
ARG APP
ENV APP=${APP} HTML_ROOT=/srv/html NGINX_RUN_DIR=/tmp/nginx LISTEN_PORT=8080
COPY docker/nginx/nginx.conf.template /opt/portal/docker/nginx/
COPY tooling/lib /opt/portal/tooling/lib
COPY shared/src/topology.mjs /opt/portal/shared/src/
COPY shared/src/i18n/languages.mjs /opt/portal/shared/src/i18n/
# The pre-rendered pages' serving side (build/prerender/) and the names and inline script it shares with the app.
COPY build/prerender/pages.mjs build/prerender/ssi.mjs build/prerender/inlineScript.mjs /opt/portal/build/prerender/
COPY shared/src/prerender/names.mjs shared/src/prerender/inlineScript.mjs /opt/portal/shared/src/prerender/
COPY --from=build --chown=portal /src/${APP}/dist /srv/html
USER portal
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /healthz HTTP/1.0\\r\\n\\r\\n' >&3 && grep -q '200 OK' <&3"]
# config.json and nginx.conf are written from the environment each time the container starts.
CMD ["sh", "-c", "node /opt/portal/tooling/lib/renderFrontend.mjs && exec nginx -p /tmp/nginx -c /tmp/nginx/nginx.conf"]
