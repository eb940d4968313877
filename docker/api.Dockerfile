# syntax=docker/dockerfile:1
# The API host. Migrations run at start; several replicas can share one PostgreSQL.

# The Node.js release of .nvmrc (a test keeps the two the same).
ARG NODE_VERSION=24.21.0
FROM node:${NODE_VERSION}-bookworm-slim AS deps
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
RUN npm ci --omit=dev --ignore-scripts --workspace @portal/api --include-workspace-root=false
COPY tsconfig.base.json ./
COPY types types
COPY shared shared
COPY api api

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 NO_UPDATE_NOTIFIER=1
COPY --from=deps --chown=node /src /app
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
WORKDIR /app/api
# Under tsx's loader in this process, not the tsx CLI: the CLI runs the server in a child and SIGKILLs it
# when it is slow to confirm a relayed SIGTERM, which would skip the graceful shutdown.
CMD ["node", "--import", "tsx", "src/main.ts"]
