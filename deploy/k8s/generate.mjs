// The Kubernetes objects that follow from the portal's topology, written into deploy/k8s/base by
// `npm run containers` (with docker-compose.yml and the compose gateway): for each frontend its
// Deployment, Service, PodDisruptionBudget and NetworkPolicy, and the in-cluster gateway's nginx
// configuration (the shell at /, each remote under /remotes/, the API under /api/, as in compose).
// A remote added to the topology therefore gets its objects here; the overlays name its image and its
// URL in the shell's configuration (deploy/k8s/manifests.test.ts says what is missing).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { TOPOLOGY, frontendsOf, prerenderedPagesOf } from '../../shared/src/topology.mjs';
import { gatewayRoutes, indented } from '../../tooling/lib/containers.mjs';

const baseDir = path.join(import.meta.dirname, 'base');
const GENERATED = "Written from the portal's topology by `npm run containers` (deploy/k8s/generate.mjs): edit there.";

/** The labels that select a part's pods; `component` groups them for the NetworkPolicies. */
export const selectorOf = (name) => ({ 'app.kubernetes.io/name': name });
const labelsOf = (name, component) => ({ ...selectorOf(name), 'app.kubernetes.io/component': component });

/** What every container of the portal runs with (the namespace enforces Pod Security "restricted"). */
export const containerSecurity = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  runAsNonRoot: true,
  capabilities: { drop: ['ALL'] },
};
/** The pod's part: the image's user by number (a user name cannot be checked against runAsNonRoot). */
export const podSecurity = (uid) => ({ runAsNonRoot: true, runAsUser: uid, runAsGroup: uid, seccompProfile: { type: 'RuntimeDefault' } });

/** The frontend image's user (docker/frontend.Dockerfile: `useradd --uid 10001 portal`). */
const FRONTEND_UID = 10001;

function frontendDeployment(frontend) {
  const name = frontend.dir;
  const probe = (periodSeconds, failureThreshold) => ({
    httpGet: { path: '/healthz', port: 'http' },
    periodSeconds,
    failureThreshold,
    timeoutSeconds: 3,
  });
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels: labelsOf(name, 'frontend') },
    spec: {
      // The shell's replicas are its HorizontalPodAutoscaler's (base/autoscaling.yaml).
      ...(frontend.isHost ? {} : { replicas: 2 }),
      revisionHistoryLimit: 5,
      selector: { matchLabels: selectorOf(name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels: labelsOf(name, 'frontend') },
        spec: {
          automountServiceAccountToken: false,
          enableServiceLinks: false,
          securityContext: podSecurity(FRONTEND_UID),
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: selectorOf(name) },
            },
          ],
          containers: [
            {
              name: 'web',
              image: `agent-portal/${name}`,
              ports: [{ name: 'http', containerPort: 8080 }],
              // The shell renders config.json, its Content-Security-Policy and its pre-rendered pages from these.
              ...(frontend.isHost ? { envFrom: [{ configMapRef: { name: 'shell-config' } }] } : {}),
              readinessProbe: probe(5, 2),
              livenessProbe: probe(10, 3),
              // Out of the Service's endpoints before nginx stops.
              lifecycle: { preStop: { sleep: { seconds: 5 } } },
              // nginx's `worker_processes auto` starts a worker per CPU of the node, hence the memory headroom.
              resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { cpu: '500m', memory: '256Mi' } },
              securityContext: containerSecurity,
              // The renderer writes nginx.conf, app.conf and config.json under /tmp/nginx at each start;
              // nginx keeps its pid and temporary files there.
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: { sizeLimit: '64Mi' } }],
        },
      },
    },
  };
}

function frontendService(frontend) {
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: frontend.dir, labels: labelsOf(frontend.dir, 'frontend') },
    spec: { selector: selectorOf(frontend.dir), ports: [{ name: 'http', port: 8080, targetPort: 'http' }] },
  };
}

function disruptionBudget(frontend) {
  return {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: { name: frontend.dir, labels: labelsOf(frontend.dir, 'frontend') },
    spec: { maxUnavailable: 1, selector: { matchLabels: selectorOf(frontend.dir) } },
  };
}

/**
 * Who may talk to a frontend: the gateway; for a remote with a pre-rendered page also the shell, whose
 * nginx fetches that page's fragment (and so the shell may talk to those remotes).
 */
function networkPolicy(frontend, topology) {
  const prerendered = new Set(prerenderedPagesOf(topology).map((page) => page.remote));
  const http = [{ protocol: 'TCP', port: 8080 }];
  const from = [{ podSelector: { matchLabels: selectorOf('gateway') } }];
  if (prerendered.has(frontend.name)) from.push({ podSelector: { matchLabels: selectorOf(topology.host.dir) } });
  const egressTo = frontend.isHost ? topology.remotes.filter((remote) => prerendered.has(remote.name)) : [];
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: frontend.dir, labels: labelsOf(frontend.dir, 'frontend') },
    spec: {
      podSelector: { matchLabels: selectorOf(frontend.dir) },
      policyTypes: egressTo.length ? ['Ingress', 'Egress'] : ['Ingress'],
      ingress: [{ from, ports: http }],
      ...(egressTo.length
        ? { egress: [{ to: egressTo.map((remote) => ({ podSelector: { matchLabels: selectorOf(remote.dir) } })), ports: http }] }
        : {}),
    },
  };
}

/**
 * base/frontends.yaml for a topology.
 * @param {import('../../shared/src/topology.mjs').Topology} [topology]
 */
export function frontendManifests(topology = TOPOLOGY) {
  const objects = frontendsOf(topology).flatMap((frontend) => [
    frontendDeployment(frontend),
    frontendService(frontend),
    disruptionBudget(frontend),
    networkPolicy(frontend, topology),
  ]);
  const header = `# Each frontend's Deployment, Service, PodDisruptionBudget and NetworkPolicy.\n# ${GENERATED}\n`;
  return header + objects.map((object) => `---\n${stringify(object, { lineWidth: 0 })}`).join('');
}

/**
 * The in-cluster gateway's nginx.conf: the routes of the compose gateway (docker/nginx/gateway.conf),
 * to the Services, with every file nginx writes under /tmp (read-only root file system).
 * @param {import('../../shared/src/topology.mjs').Topology} [topology]
 */
export function gatewayNginxConf(topology = TOPOLOGY) {
  const upstream = (name, host, port) => `  upstream ${name} { server ${host}:${port}; }`;
  return [
    "# The portal's one URL inside the cluster: the shell at /, each remote under /remotes/, the API under /api/",
    '# (the routes of the compose gateway; each upstream is a Service, which balances over its pods).',
    `# ${GENERATED}`,
    'worker_processes 2;',
    'pid /tmp/nginx.pid;',
    'error_log stderr warn;',
    '',
    'events {',
    '  worker_connections 1024;',
    '}',
    '',
    'http {',
    '  access_log /dev/stdout;',
    '  server_tokens off;',
    '  client_body_temp_path /tmp/client_body;',
    '  proxy_temp_path /tmp/proxy;',
    '  fastcgi_temp_path /tmp/fastcgi;',
    '  uwsgi_temp_path /tmp/uwsgi;',
    '  scgi_temp_path /tmp/scgi;',
    '',
    upstream('shell', topology.host.dir, 8080),
    ...topology.remotes.map((remote) => upstream(remote.name, remote.dir, 8080)),
    upstream('api', 'api', 4000),
    '',
    "  # Behind the TLS Ingress the scheme the browser used is the Ingress's X-Forwarded-Proto.",
    '  map $http_x_forwarded_proto $forwarded_proto {',
    '    default $http_x_forwarded_proto;',
    '    "" $scheme;',
    '  }',
    '',
    '  server {',
    '    listen 8080;',
    '    client_max_body_size 1m;',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $forwarded_proto;',
    '',
    ...indented(gatewayRoutes(topology), 4),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** The generated files, by path under deploy/k8s/base. */
export const GENERATED_FILES = {
  'frontends.yaml': frontendManifests,
  'gateway.conf': gatewayNginxConf,
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [file, write] of Object.entries(GENERATED_FILES)) {
    writeFileSync(path.join(baseDir, file), write());
    console.log(`wrote deploy/k8s/base/${file}`);
  }
}
