import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as models from 'kubernetes-models';
import type { IContainer, IPodSpec, ISecurityContext } from 'kubernetes-models/v1';
import type { INetworkPolicy, IIngress } from 'kubernetes-models/networking.k8s.io/v1';
import { parse, parseAllDocuments } from 'yaml';
import { configFromEnv } from '../../api/src/config.js';
import { openDatabase, rows, sql } from '../../api/src/db/client.js';
import { TOPOLOGY, frontendsOf, prerenderedPagesOf } from '../../shared/src/topology.mjs';
import { rootDir } from '../../tooling/lib/frontends.mjs';
import { requireTool } from '../../tooling/lib/requireTool.js';
import { GENERATED_FILES, frontendManifests, gatewayNginxConf } from './generate.mjs';
import { latestMigration, migrationsApplied } from './base/wait-for-migrations.mjs';
import { mayConnect, mayLeaveCluster, type Labels } from './reachability.js';

/**
 * The Kubernetes deployment as CI checks it without a cluster: each overlay rendered by
 * `kubectl kustomize`, every object validated against the Kubernetes schemas (kubernetes-models), and
 * what the deployment promises: locked-down containers, probes, one image per frontend, a migration
 * Job per release, network policies, and the compose file's variable names.
 */
const k8sDir = path.join(rootDir, 'deploy', 'k8s');
const OVERLAYS = ['demo', 'production'] as const;
type Overlay = (typeof OVERLAYS)[number];

interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Labels };
  // Narrowed where read, per kind.
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

function render(overlay: Overlay): KubeObject[] {
  const result = spawnSync('kubectl', ['kustomize', path.join(k8sDir, 'overlays', overlay)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kubectl kustomize overlays/${overlay} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout).map((document) => document.toJS() as KubeObject);
}

const MODELS: Record<string, Record<string, unknown>> = {
  v1: models.v1,
  'apps/v1': models.apps.v1,
  'batch/v1': models.batch.v1,
  'policy/v1': models.policy.v1,
  'autoscaling/v2': models.autoscaling.v2,
  'networking.k8s.io/v1': models.networkingK8sIo.v1,
};
type ModelClass = new (data: object) => { validate(): void };

/** Throws with the schema's complaint. Secret data may be wrapped over lines (Kustomize does; the API server decodes it so). */
function validate(object: KubeObject) {
  const Model = MODELS[object.apiVersion]?.[object.kind] as ModelClass | undefined;
  if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
  const data =
    object.kind === 'Secret' && object.data
      ? Object.fromEntries(Object.entries(object.data).map(([k, v]) => [k, v.replace(/\s+/g, '')]))
      : object.data;
  new Model({ ...object, ...(data ? { data } : {}) }).validate();
}

const overlayKustomization = (overlay: Overlay) =>
  parse(readFileSync(path.join(k8sDir, 'overlays', overlay, 'kustomization.yaml'), 'utf8')) as {
    namespace: string;
    images: Array<{ name: string; newName?: string; newTag?: string }>;
  };

// The objects the workloads run, with their pod templates.
const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'Job'];
const podSpecOf = (object: KubeObject) => (object.spec as { template: { spec: IPodSpec } }).template.spec;
const podLabelsOf = (object: KubeObject) => (object.spec as { template: { metadata: { labels: Labels } } }).template.metadata.labels;
const containersOf = (spec: IPodSpec): IContainer[] => [...(spec.initContainers ?? []), ...spec.containers];

/** The compose file's environment variable names per service (anchors and `<<` merges resolved). */
function composeEnvironment(): Record<string, Set<string>> {
  const compose = parse(readFileSync(path.join(rootDir, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, unknown> }>;
  };
  return Object.fromEntries(
    Object.entries(compose.services).map(([name, service]) => [name, new Set(Object.keys(service.environment ?? {}))]),
  );
}

/** The API image's NODE_ENV (docker/api.Dockerfile), what its containers run with unless they set another. */
const API_IMAGE_NODE_ENV = /^ENV\b.*\bNODE_ENV=(\S+)/m.exec(readFileSync(path.join(rootDir, 'docker', 'api.Dockerfile'), 'utf8'))?.[1];

/** A compose service's environment as the container gets it when the shell sets none of the `${NAME:-default}`s. */
function composeApiEnvironment(service: string): Record<string, string> {
  const compose = parse(readFileSync(path.join(rootDir, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, unknown> }>;
  };
  const environment = compose.services[service]?.environment ?? {};
  const resolved = Object.entries(environment).map(([name, value]) => [name, String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1')]);
  return { ...(API_IMAGE_NODE_ENV ? { NODE_ENV: API_IMAGE_NODE_ENV } : {}), ...Object.fromEntries(resolved) };
}

/**
 * Variables a production overlay sets that the compose stack has no use for, each documented in
 * docs/operations.md: the real Firebase project's credentials, and a verified sender.
 */
const PRODUCTION_ONLY: Record<string, string[]> = { api: ['GOOGLE_APPLICATION_CREDENTIALS', 'MAIL_FROM'] };
/** Demo sign-in: the Auth emulator's host and the API's opt-in to its unsigned tokens, never in production. */
const DEMO_SIGN_IN = ['FIREBASE_AUTH_EMULATOR_HOST', 'DEMO_SIGN_IN'];
/**
 * Compose variables a production overlay need not set: it runs no emulator, and its API keeps the image's
 * NODE_ENV=production (with which the API refuses demo sign-in).
 */
const DEMO_ONLY = [...DEMO_SIGN_IN, 'NODE_ENV'];
/** The Secrets an operator creates before applying the production overlay, with the keys of each (docs/operations.md). */
const PRODUCTION_SECRETS: Record<string, string[]> = {
  'api-secrets': ['DATABASE_URL', 'SMTP_URL', 'INVITE_SECRET', 'DATA_ENCRYPTION_KEY'],
  'firebase-service-account': ['service-account.json'],
  'portal-tls': ['tls.crt', 'tls.key'],
};
/** The compose service each Kubernetes workload stands for. */
const COMPOSE_SERVICE: Record<string, string> = { api: 'api-1', 'api-migrate': 'api-1', postgres: 'postgres' };
/** Beyond the compose file's: PostgreSQL's data directory below the volume's root (which holds lost+found). */
const KUBERNETES_ONLY: Record<string, string[]> = { postgres: ['PGDATA'] };

describe('demo sign-in (the Auth emulator, whose ID tokens are accepted unsigned)', () => {
  it("docker-compose.yml's API replicas opt in with DEMO_SIGN_IN, outside production, and the API accepts their settings", () => {
    for (const service of ['api-1', 'api-2']) {
      const env = composeApiEnvironment(service);
      expect(env['FIREBASE_AUTH_EMULATOR_HOST'], service).toBeTruthy();
      expect(env['DEMO_SIGN_IN'], service).toBe('true');
      expect(env['NODE_ENV'], service).not.toBe('production');
      // Required only in production, still set explicitly: the defaults built into the API are public.
      expect(env['INVITE_SECRET'], service).toBeTruthy();
      expect(env['DATA_ENCRYPTION_KEY'], service).toBeTruthy();
      expect(configFromEnv(env).demoSignIn, service).toBe(true);
    }
  });
});

describe('the manifests written from the topology (deploy/k8s/generate.mjs)', () => {
  it.each(Object.entries(GENERATED_FILES))('base/%s is the one `npm run containers` writes from the topology', (file, write) => {
    expect(readFileSync(path.join(k8sDir, 'base', file), 'utf8')).toBe(write());
  });

  it('a remote added to the topology gets its Deployment, Service, disruption budget, network policy and route', () => {
    const learning = { dir: 'remote-learning', name: 'remote_learning', port: 3005, title: 'Learning' };
    const grown = { ...TOPOLOGY, remotes: [...TOPOLOGY.remotes, learning] };
    const objects = parseAllDocuments(frontendManifests(grown)).map((document) => document.toJS() as KubeObject);
    const named = objects.filter((object) => object.metadata.name === 'remote-learning').map((object) => object.kind);
    expect(named.sort()).toEqual(['Deployment', 'NetworkPolicy', 'PodDisruptionBudget', 'Service']);
    const deployment = objects.find((object) => object.kind === 'Deployment' && object.metadata.name === 'remote-learning')!;
    expect(podSpecOf(deployment).containers[0]!.image).toBe('agent-portal/remote-learning');
    expect(gatewayNginxConf(grown)).toContain('location /remotes/learning/ { proxy_pass http://remote_learning/; }');
  });

  it('the in-cluster gateway routes what the compose gateway routes', () => {
    const locations = (conf: string) =>
      conf
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith('location'));
    const compose = readFileSync(path.join(rootDir, 'docker', 'nginx', 'gateway.conf'), 'utf8');
    expect(locations(gatewayNginxConf())).toEqual(locations(compose));
  });

  it.runIf(requireTool('nginx'))("the gateway's nginx.conf passes nginx -t (with the Services' names pointed at this machine)", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'k8s-gateway-'));
    const conf = gatewayNginxConf()
      .replace(/server [a-z-]+:(\d+);/g, 'server 127.0.0.1:$1;')
      .replaceAll('/tmp/', `${dir}/`)
      // Node gives a child a socket for stdout, which nginx cannot open by name.
      .replace('access_log /dev/stdout;', `access_log ${dir}/access.log;`);
    writeFileSync(path.join(dir, 'nginx.conf'), conf);
    const result = spawnSync('nginx', ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
      encoding: 'utf8',
    });
    expect(result.stderr).toContain('test is successful');
  });
});

describe('the release Job waits for nothing but the database (wait-for-migrations.mjs)', () => {
  const journal = JSON.parse(readFileSync(path.join(rootDir, 'api', 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };

  it("an API pod waits until the database has its image's last migration", async () => {
    const database = await openDatabase({ pgliteDir: mkdtempSync(path.join(os.tmpdir(), 'k8s-wait-')) });
    // As node-postgres does, the query rejects with PostgreSQL's own error (drizzle wraps it).
    const query = (text: string) =>
      rows<{ last: string | number | null }>(database.db, sql.raw(text)).catch((error: unknown) => {
        throw (error as { cause?: unknown }).cause ?? error;
      });
    try {
      const latest = latestMigration(journal);
      expect(await migrationsApplied(query, latest)).toBe(false);
      await database.migrate();
      expect(await migrationsApplied(query, latest)).toBe(true);
      // A newer image (one more migration) keeps waiting for its own Job.
      expect(await migrationsApplied(query, latest + 1)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(requireTool('kubectl')).each(OVERLAYS)('overlays/%s', (overlay) => {
  let objects: KubeObject[] = [];
  beforeAll(() => {
    objects = render(overlay);
  });
  const kustomization = overlayKustomization(overlay);
  const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
  const named = (kind: string, name: string) => {
    const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
    if (!found) throw new Error(`no ${kind} ${name} in overlays/${overlay}`);
    return found;
  };
  const workloads = () => objects.filter((object) => WORKLOAD_KINDS.includes(object.kind));
  const dataOf = (kind: 'ConfigMap' | 'Secret', name: string) =>
    objects.find((object) => object.kind === kind && object.metadata.name === name)?.data;
  const tagOf = (image: string) => kustomization.images.find((entry) => entry.name === image)?.newTag;
  /**
   * The environment of a workload's container running the API image: the image's NODE_ENV, its ConfigMaps'
   * and Secrets' keys (the Secrets a production operator creates stand in with placeholders), its own env.
   */
  const apiEnvironmentOf = (workload: KubeObject): Record<string, string> => {
    const [container] = podSpecOf(workload).containers;
    const env: Record<string, string> = API_IMAGE_NODE_ENV ? { NODE_ENV: API_IMAGE_NODE_ENV } : {};
    for (const source of container!.envFrom ?? []) {
      if (source.configMapRef) Object.assign(env, dataOf('ConfigMap', source.configMapRef.name!));
      if (!source.secretRef) continue;
      const secret = dataOf('Secret', source.secretRef.name!);
      if (secret) for (const [key, value] of Object.entries(secret)) env[key] = Buffer.from(value.replace(/\s+/g, ''), 'base64').toString();
      else
        for (const key of PRODUCTION_SECRETS[source.secretRef.name!] ?? [])
          env[key] = key === 'DATA_ENCRYPTION_KEY' ? 'ab'.repeat(32) : `the operator's ${key}`;
    }
    for (const variable of container!.env ?? []) if (variable.value !== undefined) env[variable.name] = variable.value;
    return env;
  };
  const apiWorkloads = () => [named('Deployment', 'api'), ...ofKind('Job')];

  it('renders objects that are valid against the Kubernetes schemas, all in the namespace', () => {
    expect(objects.length).toBeGreaterThan(20);
    for (const object of objects) {
      expect(() => validate(object), `${object.kind} ${object.metadata.name}`).not.toThrow();
      if (object.kind !== 'Namespace')
        expect(object.metadata.namespace, `${object.kind} ${object.metadata.name}`).toBe(kustomization.namespace);
    }
    const namespace = named('Namespace', kustomization.namespace);
    expect(namespace.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
  });

  it('runs every container as non-root, on a read-only root file system, without privileges, within limits', () => {
    for (const workload of workloads()) {
      const spec = podSpecOf(workload);
      expect(spec.automountServiceAccountToken, workload.metadata.name).toBe(false);
      for (const container of containersOf(spec)) {
        const where = `${workload.kind} ${workload.metadata.name}, container ${container.name}`;
        const security: ISecurityContext = { ...spec.securityContext, ...container.securityContext };
        expect(security.runAsNonRoot, where).toBe(true);
        expect(security.runAsUser, where).toBeGreaterThan(0);
        expect(container.securityContext?.readOnlyRootFilesystem, where).toBe(true);
        expect(container.securityContext?.allowPrivilegeEscalation, where).toBe(false);
        expect(container.securityContext?.capabilities?.drop, where).toEqual(['ALL']);
        expect(security.seccompProfile?.type, where).toBe('RuntimeDefault');
        for (const side of ['requests', 'limits'] as const) {
          expect(Object.keys(container.resources?.[side] ?? {}).sort(), `${where}: ${side}`).toEqual(['cpu', 'memory']);
        }
      }
    }
  });

  it('probes every long-running container: the frontends and the gateway on /healthz, the API alive on /healthz and ready on /readyz', () => {
    for (const workload of workloads().filter((object) => object.kind !== 'Job')) {
      for (const container of podSpecOf(workload).containers) {
        expect(container.readinessProbe, `${workload.metadata.name} readiness`).toBeDefined();
        expect(container.livenessProbe, `${workload.metadata.name} liveness`).toBeDefined();
      }
    }
    for (const name of [...frontendsOf().map((frontend) => frontend.dir), 'gateway']) {
      const [container] = podSpecOf(named('Deployment', name)).containers;
      expect(container!.readinessProbe?.httpGet?.path).toBe('/healthz');
      expect(container!.livenessProbe?.httpGet?.path).toBe('/healthz');
    }
    const [api] = podSpecOf(named('Deployment', 'api')).containers;
    expect(api!.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(api!.readinessProbe?.httpGet?.path).toBe('/readyz');
  });

  it('runs each frontend from its own image, whose tag is one line of the overlay', () => {
    const images = kustomization.images.map((entry) => entry.name);
    expect(new Set(images).size).toBe(images.length);
    for (const frontend of frontendsOf()) {
      const image = `agent-portal/${frontend.dir}`;
      const tag = tagOf(image);
      expect(tag, `overlays/${overlay}/kustomization.yaml: images needs an entry for ${image}`).toBeTruthy();
      const [container] = podSpecOf(named('Deployment', frontend.dir)).containers;
      expect(container!.image).toMatch(new RegExp(`(^|/)${image}:${tag!.replaceAll('.', '\\.')}$`));
    }
    for (const workload of workloads()) {
      for (const container of containersOf(podSpecOf(workload))) expect(container.image, workload.metadata.name).toMatch(/:[\w.-]+$/);
    }
  });

  it("runs the migrations once per release: a Job named after the API's tag, which reads no ConfigMap, before any API pod starts", () => {
    const jobs = ofKind('Job');
    expect(jobs).toHaveLength(1);
    const job = jobs[0]!;
    const apiTag = tagOf('agent-portal/api');
    expect(job.metadata.name).toBe(`api-migrate-${apiTag}`);
    expect(job.metadata.name).toMatch(/^[a-z0-9]([a-z0-9.-]{0,61}[a-z0-9])?$/);
    const [migrate] = podSpecOf(job).containers;
    const [api] = podSpecOf(named('Deployment', 'api')).containers;
    expect(migrate!.image).toBe(api!.image);
    expect(migrate!.command).toEqual(['/app/node_modules/.bin/tsx', 'src/cli/admin.ts']);
    // Its pod template must stay the same while the release does: no reference to a hashed ConfigMap or Secret.
    expect(migrate!.envFrom).toEqual([{ secretRef: { name: 'api-secrets' } }]);
    expect(migrate!.env?.every((variable) => variable.value !== undefined) ?? true).toBe(true);
    const init = podSpecOf(named('Deployment', 'api')).initContainers ?? [];
    expect(init.map((container) => container.command)).toEqual([['node', '/opt/portal-k8s/wait-for-migrations.mjs']]);
    const scripts = podSpecOf(named('Deployment', 'api')).volumes?.find((volume) => volume.name === 'scripts')?.configMap?.name ?? '';
    expect(dataOf('ConfigMap', scripts)?.['wait-for-migrations.mjs']).toBe(
      readFileSync(path.join(k8sDir, 'base', 'wait-for-migrations.mjs'), 'utf8'),
    );
  });

  it('scales the API and the shell with autoscaling/v2 and keeps one pod of each part through disruptions', () => {
    const hpas = ofKind('HorizontalPodAutoscaler');
    expect(hpas.map((hpa) => (hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name).sort()).toEqual(['api', 'shell']);
    for (const hpa of hpas) {
      const target = named('Deployment', (hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name);
      expect(target.spec?.['replicas'], `${target.metadata.name}: the autoscaler owns replicas`).toBeUndefined();
    }
    const budgets = ofKind('PodDisruptionBudget').map((pdb) => (pdb.spec as { selector: { matchLabels: Labels } }).selector.matchLabels);
    for (const name of [...frontendsOf().map((frontend) => frontend.dir), 'gateway', 'api']) {
      const labels = podLabelsOf(named('Deployment', name));
      expect(
        budgets.some((selector) => Object.entries(selector).every(([key, value]) => labels[key] === value)),
        name,
      ).toBe(true);
    }
  });

  it('lets only the gateway reach the API, the API and its Job reach the database, and the portal still work', () => {
    const policies = ofKind('NetworkPolicy') as unknown as INetworkPolicy[];
    const pods = workloads().map((workload) => ({
      name: workload.metadata.name.replace(/^api-migrate-.*/, 'api-migrate'),
      labels: podLabelsOf(workload),
    }));
    const pod = (name: string) => pods.find((candidate) => candidate.name === name)!.labels;
    const reaching = (target: string, port: number) =>
      pods
        .filter((source) => source.name !== target && mayConnect(policies, source.labels, pod(target), port))
        .map((source) => source.name)
        .sort();

    expect(
      policies.some((policy) => Object.keys(policy.spec?.podSelector ?? {}).length === 0 && !policy.spec?.ingress && !policy.spec?.egress),
    ).toBe(true);
    expect(reaching('api', 4000)).toEqual(['gateway']);
    if (overlay === 'demo') {
      expect(reaching('postgres', 5432)).toEqual(['api', 'api-migrate']);
      expect(reaching('auth-emulator', 9099)).toEqual(['api', 'api-migrate']);
      expect(reaching('mail', 1025)).toEqual(['api', 'api-migrate']);
    }
    // An external PostgreSQL: only the API and its Job may leave the cluster.
    expect(
      pods
        .filter((source) => mayLeaveCluster(policies, source.labels, 5432))
        .map((source) => source.name)
        .sort(),
    ).toEqual(['api', 'api-migrate']);
    for (const frontend of frontendsOf()) expect(reaching(frontend.dir, 8080), frontend.dir).toContain('gateway');
    for (const page of prerenderedPagesOf()) {
      const remote = TOPOLOGY.remotes.find((candidate) => candidate.name === page.remote)!;
      expect(reaching(remote.dir, 8080), `${remote.dir}: the shell fetches its pre-rendered page`).toContain('shell');
    }
  });

  it("configures each part with the compose file's variable names", () => {
    const compose = composeEnvironment();
    const keysOf = (kind: 'ConfigMap' | 'Secret', name: string) => {
      const data = dataOf(kind, name);
      if (data) return Object.keys(data);
      const external = overlay === 'production' && kind === 'Secret' ? PRODUCTION_SECRETS[name] : undefined;
      if (!external) throw new Error(`${kind} ${name} is neither in overlays/${overlay} nor one the operator creates`);
      return external;
    };
    for (const workload of workloads()) {
      const part = workload.metadata.name.replace(/^api-migrate-.*/, 'api-migrate');
      const service = COMPOSE_SERVICE[part] ?? part;
      const names = new Set<string>();
      for (const container of containersOf(podSpecOf(workload))) {
        for (const variable of container.env ?? []) names.add(variable.name);
        for (const source of container.envFrom ?? []) {
          if (source.configMapRef) keysOf('ConfigMap', source.configMapRef.name!).forEach((key) => names.add(key));
          if (source.secretRef) keysOf('Secret', source.secretRef.name!).forEach((key) => names.add(key));
        }
      }
      const allowed = new Set([
        ...(compose[service] ?? []),
        ...(KUBERNETES_ONLY[part] ?? []),
        ...(overlay === 'production' ? (PRODUCTION_ONLY[part] ?? []) : []),
      ]);
      expect(
        [...names].filter((name) => !allowed.has(name)),
        `${workload.kind} ${part} (compose service ${service})`,
      ).toEqual([]);
      if (workload.kind === 'Job') continue;
      // Every variable of the compose service is set (production: not the emulator's).
      const expected = [...(compose[service] ?? [])].filter((name) => overlay === 'demo' || !DEMO_ONLY.includes(name));
      expect(
        expected.filter((name) => !names.has(name)),
        `${workload.kind} ${part} lacks`,
      ).toEqual([]);
    }
    const operations = readFileSync(path.join(rootDir, 'docs', 'operations.md'), 'utf8');
    for (const name of Object.values(PRODUCTION_ONLY).flat()) expect(operations).toContain(`\`${name}\``);
  });

  it("points the shell's nginx at each pre-rendered remote by its fully qualified name (nginx's resolver has no search domains)", () => {
    const shell = dataOf('ConfigMap', podSpecOf(named('Deployment', 'shell')).containers[0]!.envFrom![0]!.configMapRef!.name!)!;
    for (const [key, value] of Object.entries(shell).filter(([name]) => name.endsWith('_PRERENDER_URL'))) {
      const remote = TOPOLOGY.remotes.find((candidate) => `${candidate.name.replace(/^remote_/, '').toUpperCase()}_PRERENDER_URL` === key)!;
      expect(new URL(value).host, key).toBe(`${remote.dir}.${kustomization.namespace}.svc.cluster.local:8080`);
    }
  });

  if (overlay === 'demo') {
    it('runs PostgreSQL, the Auth emulator and the mail catcher of the compose file, and seeds the demo data in the release Job', () => {
      expect(podSpecOf(named('StatefulSet', 'postgres')).containers[0]!.image).toBe('postgres:17-alpine');
      expect(podSpecOf(named('Deployment', 'mail')).containers[0]!.image).toBe('maildev/maildev:2.2.1');
      expect(podSpecOf(named('Deployment', 'auth-emulator')).containers[0]!.image).toBe('agent-portal/auth-emulator:15.34.2');
      const job = ofKind('Job')[0]!;
      const [migrate] = podSpecOf(job).containers;
      expect(migrate!.args).toEqual(['seed-demo']);
      // The Job's settings are the API's (it cannot read the hashed api-config).
      const apiConfig = dataOf('ConfigMap', podSpecOf(named('Deployment', 'api')).containers[0]!.envFrom![0]!.configMapRef!.name!)!;
      for (const variable of migrate!.env ?? []) expect(variable.value, variable.name).toBe(apiConfig[variable.name]);
      expect(apiConfig['SEED_DEMO']).toBe('0');
      const secrets = dataOf('Secret', 'api-secrets')!;
      const databaseUrl = Buffer.from(secrets['DATABASE_URL']!.replace(/\s+/g, ''), 'base64').toString();
      const password = Buffer.from(
        dataOf('Secret', ofKind('Secret').find((secret) => secret.metadata.name.startsWith('postgres-'))!.metadata.name)![
          'POSTGRES_PASSWORD'
        ]!,
        'base64',
      ).toString();
      expect(new URL(databaseUrl).password).toBe(password);
    });

    it('runs the API and the release Job with demo sign-in, opted in explicitly and outside production', () => {
      for (const workload of apiWorkloads()) {
        const env = apiEnvironmentOf(workload);
        const where = `${workload.kind} ${workload.metadata.name}`;
        expect(env['FIREBASE_AUTH_EMULATOR_HOST'], where).toBe('auth-emulator:9099');
        expect(env['DEMO_SIGN_IN'], where).toBe('true');
        expect(env['NODE_ENV'], where).not.toBe('production');
        // Required only in production, still set explicitly: the defaults built into the API are public.
        expect(env['INVITE_SECRET'], where).toBeTruthy();
        expect(env['DATA_ENCRYPTION_KEY'], where).toBeTruthy();
        expect(configFromEnv(env).demoSignIn, where).toBe(true);
      }
    });
  }

  if (overlay === 'production') {
    it('runs no emulator, mail catcher or database, trusts real Firebase, and serves over TLS', () => {
      const images = workloads().flatMap((workload) => containersOf(podSpecOf(workload)).map((container) => container.image ?? ''));
      expect(images.filter((image) => /auth-emulator|maildev|postgres/.test(image))).toEqual([]);
      expect(objects.filter((object) => ['auth-emulator', 'mail', 'postgres'].includes(object.metadata.name))).toEqual([]);
      const shell = dataOf('ConfigMap', podSpecOf(named('Deployment', 'shell')).containers[0]!.envFrom![0]!.configMapRef!.name!)!;
      expect(shell['FIREBASE_AUTH_EMULATOR_URL']).toBe('');
      const [ingress] = ofKind('Ingress') as unknown as IIngress[];
      const hosts = ingress!.spec!.rules!.map((rule) => rule.host);
      expect(hosts).toEqual(['portal.example.in']);
      expect(ingress!.spec!.tls).toEqual([{ hosts, secretName: 'portal-tls' }]);
      expect(ingress!.spec!.rules![0]!.http!.paths.map((rule) => rule.backend.service?.name)).toEqual(['gateway']);
    });

    it("has no demo sign-in: neither the emulator's host nor the opt-in, and the API runs with NODE_ENV=production", () => {
      expect(API_IMAGE_NODE_ENV).toBe('production');
      for (const config of ofKind('ConfigMap')) {
        for (const name of DEMO_SIGN_IN) expect(config.data?.[name], `ConfigMap ${config.metadata.name}: ${name}`).toBeUndefined();
        if (config.data && 'NODE_ENV' in config.data)
          expect(config.data['NODE_ENV'], `ConfigMap ${config.metadata.name}`).toBe('production');
      }
      for (const workload of workloads()) {
        for (const container of containersOf(podSpecOf(workload))) {
          const where = `${workload.kind} ${workload.metadata.name}, container ${container.name}`;
          const names = (container.env ?? []).map((variable) => variable.name);
          expect(
            names.filter((name) => DEMO_SIGN_IN.includes(name)),
            where,
          ).toEqual([]);
          for (const variable of container.env ?? []) if (variable.name === 'NODE_ENV') expect(variable.value, where).toBe('production');
        }
      }
      for (const workload of apiWorkloads()) {
        const env = apiEnvironmentOf(workload);
        expect(env['NODE_ENV'], workload.metadata.name).toBe('production');
        expect(configFromEnv(env).demoSignIn, workload.metadata.name).toBe(false);
      }
    });
  }
});
