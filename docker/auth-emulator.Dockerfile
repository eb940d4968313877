# syntax=docker/dockerfile:1
# The Firebase Auth emulator, for local and demo stacks only (a real deployment uses a Firebase project).
# The Node.js release of .nvmrc (a test keeps the two the same).
ARG NODE_VERSION=24.21.0
FROM node:${NODE_VERSION}-bookworm-slim
ENV NO_UPDATE_NOTIFIER=1 FIREBASE_CLI_DISABLE_UPDATE_CHECK=true NODE_OPTIONS=--max-old-space-size=192
RUN npm install --global --ignore-scripts firebase-tools@15.34.2 && npm cache clean --force
WORKDIR /srv/firebase
COPY docker/auth-emulator/firebase.json ./
USER node
EXPOSE 9099
HEALTHCHECK --interval=10s --timeout=3s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:9099/').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["firebase", "emulators:start", "--only", "auth", "--project", "demo-portal"]
