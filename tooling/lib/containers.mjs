// The containers of the portal's topology: docker-compose.yml and the gateway's nginx configuration
// are written from here (`npm run containers`), so each remote's container, its route on the portal's
// one URL, its image version variable and its URL in the shell's environment come from the topology.
// docker/containers.test.ts checks the committed files are what this writes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TOPOLOGY, prerenderedPagesOf, shortNameOf } from '../../shared/src/topology.mjs';
import { rootDir } from './frontends.mjs';
import { envKeyFor } from './portalConfig.mjs';
import { prerenderUrlKeyFor } from './renderFrontend.mjs';

const shortName = (remote) => shortNameOf(remote.name);
const versionKeyFor = (remote) => `${shortName(remote).toUpperCase()}_VERSION`;

const HEADER = `# The whole portal on one URL: http://localhost:8080 (the Firebase Auth emulator on :9099, the mail
# inbox on :1080). Each frontend, each API replica and every service is its own container.
#   docker compose up --build
# Release one remote alone: docker compose build remote-landing && docker compose up -d remote-landing
# Written from the portal's topology by \`npm run containers\` (tooling/lib/containers.mjs): edit there.
x-frontend: &frontend
  restart: unless-stopped
  read_only: true
  tmpfs:
    - /tmp
  healthcheck:
    test: ["CMD", "bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /healthz HTTP/1.0\\\\r\\\\n\\\\r\\\\n' >&3 && grep -q '200 OK' <&3"]
    interval: 10s
    timeout: 3s
    retries: 3

x-api: &api
  build:
    context: .
    dockerfile: docker/api.Dockerfile
  image: agent-portal/api:\${API_VERSION:-latest}
  restart: unless-stopped
  depends_on:
    postgres:
      condition: service_healthy
    auth-emulator:
      condition: service_healthy
    mail:
      condition: service_started
  environment: &api-env
    DATABASE_URL: postgres://portal:\${POSTGRES_PASSWORD:-portal-dev-password}@postgres:5432/portal
    FIREBASE_PROJECT_ID: \${FIREBASE_PROJECT_ID:-demo-portal}
    FIREBASE_AUTH_EMULATOR_HOST: \${FIREBASE_AUTH_EMULATOR_HOST:-auth-emulator:9099}
    SMTP_URL: \${SMTP_URL:-smtp://mail:1025}
    PORTAL_URL: \${PORTAL_PUBLIC_URL:-http://localhost:8080}
    PORTAL_ORIGINS: \${PORTAL_PUBLIC_URL:-http://localhost:8080}
    INVITE_SECRET: \${INVITE_SECRET:-change-me-invite-secret-for-local-stacks-only}
    DATA_ENCRYPTION_KEY: \${DATA_ENCRYPTION_KEY:-MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=}
    CONTACT_INBOX: \${CONTACT_INBOX:-contact@agentportal.in}
    # Only the gateway's X-Forwarded-For is believed (rate limits key on the client address it reports).
    TRUST_PROXY: \${GATEWAY_ADDRESS:-172.28.0.2}
    # A demo stack: sign-in is the Auth emulator's, whose ID tokens are accepted unsigned (anyone reaching
    # the API can sign in as anyone). The API takes that only with DEMO_SIGN_IN and never with the image's
    # NODE_ENV=production, hence a NODE_ENV of its own; the secrets above stay set explicitly all the same.
    NODE_ENV: demo
    DEMO_SIGN_IN: "true"
    SEED_DEMO: \${SEED_DEMO:-1}
  healthcheck:
    test: ["CMD", "node", "-e", "fetch('http://127.0.0.1:4000/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
    interval: 10s
    timeout: 3s
    retries: 5
`;

const BACK_END = `  api-1:
    <<: *api

  api-2:
    <<: *api
    # Starts once api-1 is healthy (migrations applied, demo data seeded); both send the outbox.
    depends_on:
      api-1:
        condition: service_healthy
    environment:
      <<: *api-env
      SEED_DEMO: "0"

  postgres:
    image: postgres:17-alpine
    restart: unless-stopped
    environment:
      POSTGRES_USER: portal
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:-portal-dev-password}
      POSTGRES_DB: portal
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U portal -d portal"]
      interval: 5s
      timeout: 3s
      retries: 10

  auth-emulator:
    build:
      context: .
      dockerfile: docker/auth-emulator.Dockerfile
    image: agent-portal/auth-emulator:15.34.2
    restart: unless-stopped
    ports:
      - "127.0.0.1:9099:9099"

  mail:
    image: maildev/maildev:2.2.1
    restart: unless-stopped
    ports:
      - "127.0.0.1:1080:1080"

volumes:
  pgdata:

networks:
  default:
    ipam:
      config:
        - subnet: \${PORTAL_SUBNET:-172.28.0.0/16}
`;

/** A frontend's service: its image, built from the one frontend Dockerfile with its folder as APP. */
function frontendService(frontend, versionKey, environment = []) {
  return [
    `  ${frontend.dir}:`,
    '    <<: *frontend',
    '    build:',
    '      context: .',
    '      dockerfile: docker/frontend.Dockerfile',
    '      args:',
    `        APP: ${frontend.dir}`,
    `    image: agent-portal/${frontend.dir}:\${${versionKey}:-latest}`,
    ...(environment.length ? ['    environment:', ...environment.map((line) => `      ${line}`)] : []),
    '',
  ];
}

/**
 * docker-compose.yml for a topology.
 * @param {import('../../shared/src/topology.mjs').Topology} [topology]
 */
export function composeFile(topology = TOPOLOGY) {
  const prerendered = new Set(prerenderedPagesOf(topology).map((page) => page.remote));
  const shellEnvironment = [
    ...topology.remotes.flatMap((remote) => [
      `${envKeyFor(remote.name)}: \${${envKeyFor(remote.name)}:-http://localhost:8080/remotes/${shortName(remote)}}`,
      ...(prerendered.has(remote.name)
        ? [
            `# Inside the network: where the shell's nginx fetches this remote's pre-rendered page from.`,
            `${prerenderUrlKeyFor(remote.name)}: \${${prerenderUrlKeyFor(remote.name)}:-http://${remote.dir}:8080}`,
          ]
        : []),
    ]),
    'API_BASE_URL: ${API_BASE_URL:-http://localhost:8080/api}',
    'FIREBASE_API_KEY: ${FIREBASE_API_KEY:-demo-api-key}',
    'FIREBASE_AUTH_DOMAIN: ${FIREBASE_AUTH_DOMAIN:-demo-portal.firebaseapp.com}',
    'FIREBASE_PROJECT_ID: ${FIREBASE_PROJECT_ID:-demo-portal}',
    'FIREBASE_AUTH_EMULATOR_URL: ${FIREBASE_AUTH_EMULATOR_URL-http://localhost:9099}',
    'CONTACT_EMAIL: ${CONTACT_EMAIL:-support@agentportal.in}',
    'CONTACT_PHONE: ${CONTACT_PHONE:-+91 80 4567 8900}',
  ];
  const lines = [
    'services:',
    '  gateway:',
    '    image: nginx:1.27-alpine',
    '    restart: unless-stopped',
    '    ports:',
    '      - "127.0.0.1:${PORTAL_PORT:-8080}:8080"',
    '    volumes:',
    '      - ./docker/nginx/gateway.conf:/etc/nginx/conf.d/default.conf:ro',
    '    networks:',
    '      default:',
    '        # A fixed address: the API trusts X-Forwarded-For from this address only (TRUST_PROXY).',
    '        ipv4_address: ${GATEWAY_ADDRESS:-172.28.0.2}',
    '    depends_on:',
    ...[topology.host.dir, ...topology.remotes.map((remote) => remote.dir), 'api-1', 'api-2'].map((name) => `      - ${name}`),
    '    healthcheck:',
    '      test: ["CMD", "wget", "-qO-", "http://127.0.0.1:8080/healthz"]',
    '      interval: 10s',
    '      timeout: 3s',
    '      retries: 3',
    '',
    ...frontendService(topology.host, 'SHELL_VERSION', shellEnvironment),
    ...topology.remotes.flatMap((remote) => frontendService(remote, versionKeyFor(remote))),
  ];
  return `${HEADER}\n${lines.join('\n')}\n${BACK_END}`;
}

/**
 * The gateway's routes, the same behind docker compose and in Kubernetes: its health, the API under
 * /api/ (but for its /metrics), each remote under /remotes/<short name>/, the shell at /.
 * @param {import('../../shared/src/topology.mjs').Topology} [topology]
 */
export function gatewayRoutes(topology = TOPOLOGY) {
  return [
    'location = /healthz {',
    '  default_type text/plain;',
    '  return 200 "ok\\n";',
    '}',
    "# The API's /metrics is Prometheus's, which scrapes each API pod directly: never served to the public.",
    'location ^~ /api/metrics { return 404; }',
    'location /api/ {',
    '  proxy_pass http://api/;',
    '  proxy_next_upstream error timeout http_502 http_503;',
    '}',
    ...topology.remotes.map((remote) => `location /remotes/${shortName(remote)}/ { proxy_pass http://${remote.name}/; }`),
    'location / { proxy_pass http://shell; }',
  ];
}

/** Lines of a configuration moved right by `by` spaces (blank lines stay empty). @param {string[]} lines @param {number} by */
export const indented = (lines, by) => lines.map((line) => (line ? `${' '.repeat(by)}${line}` : line));

/**
 * The gateway's nginx configuration: the shell at /, each remote under /remotes/, the API under /api/.
 * @param {import('../../shared/src/topology.mjs').Topology} [topology]
 */
export function gatewayConf(topology = TOPOLOGY) {
  const upstream = (name, dir) => `upstream ${name} { server ${dir}:8080; }`;
  return [
    '# The one URL of the composed portal (docker compose): the shell at /, each remote under /remotes/,',
    '# the API (two replicas, round robin, failing over) under /api/.',
    "# Written from the portal's topology by `npm run containers` (tooling/lib/containers.mjs): edit there.",
    upstream('shell', topology.host.dir),
    ...topology.remotes.map((remote) => upstream(remote.name, remote.dir)),
    'upstream api {',
    '  server api-1:4000 max_fails=2 fail_timeout=5s;',
    '  server api-2:4000 max_fails=2 fail_timeout=5s;',
    '}',
    '',
    'server {',
    '  listen 8080;',
    '  server_tokens off;',
    '  client_max_body_size 1m;',
    '  proxy_http_version 1.1;',
    '  proxy_set_header Host $host;',
    '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    '',
    ...indented(gatewayRoutes(topology), 2),
    '}',
    '',
  ].join('\n');
}

/** Where the generated files live in the repository. */
export const CONTAINER_FILES = {
  'docker-compose.yml': composeFile,
  'docker/nginx/gateway.conf': gatewayConf,
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [file, write] of Object.entries(CONTAINER_FILES)) {
    writeFileSync(path.join(rootDir, file), write());
    console.log(`wrote ${file}`);
  }
}
