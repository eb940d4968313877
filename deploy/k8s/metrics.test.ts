/**
 * /metrics is Prometheus's: the API pods say where to scrape it, their NetworkPolicy lets Prometheus in,
 * and the gateway (compose and Kubernetes) never passes /api/metrics to the API, whatever the spelling.
 * And a pod's stop that hangs ends in the API's own forced exit, before Kubernetes kills it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../api/src/settings.js';
import { health } from '../../shared/src/api/contract/health.js';
import { rootDir } from '../../tooling/lib/frontends.mjs';
import { gatewayConf } from '../../tooling/lib/containers.mjs';
import { freePort } from '../../tooling/lib/ports.mjs';
import { requireTool } from '../../tooling/lib/requireTool.js';
import { gatewayNginxConf } from './generate.mjs';

interface KubeObject {
  kind: string;
  metadata: { name: string };
  spec: Record<string, unknown>;
}

const base = (file: string) =>
  parseAllDocuments(readFileSync(path.join(rootDir, 'deploy', 'k8s', 'base', file), 'utf8')).map((doc) => doc.toJS() as KubeObject);

describe('the API pods', () => {
  const deployment = base('api.yaml').find((object) => object.kind === 'Deployment' && object.metadata.name === 'api')!;
  const template = deployment.spec['template'] as {
    metadata: { annotations?: Record<string, string> };
    spec: {
      terminationGracePeriodSeconds?: number;
      containers: {
        name: string;
        ports: { name: string; containerPort: number }[];
        lifecycle?: { preStop?: { sleep?: { seconds: number } } };
      }[];
    };
  };
  const apiPort = template.spec.containers.find((container) => container.name === 'api')!.ports.find((port) => port.name === 'http')!;

  it("tell Prometheus to scrape them at the path and port of /metrics (the pod template's annotations)", () => {
    expect(template.metadata.annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': String(apiPort.containerPort),
      'prometheus.io/path': health.metrics.path,
    });
  });

  it("let in Prometheus's pods of the monitoring namespace on that port (the API's NetworkPolicy)", () => {
    const policy = base('network-policies.yaml').find((object) => object.kind === 'NetworkPolicy' && object.metadata.name === 'api')!;
    const rules = policy.spec['ingress'] as {
      from: Record<string, { matchLabels: Record<string, string> }>[];
      ports: { port: number }[];
    }[];
    const prometheus = rules.filter((rule) =>
      rule.from.some(
        (peer) =>
          peer['namespaceSelector']?.matchLabels['kubernetes.io/metadata.name'] === 'monitoring' &&
          peer['podSelector']?.matchLabels['app.kubernetes.io/name'] === 'prometheus',
      ),
    );
    expect(prometheus).toHaveLength(1);
    expect(prometheus[0]!.ports.map((port) => port.port)).toEqual([apiPort.containerPort]);
  });

  it("stop on their own, or say why they could not, before the kubelet's SIGKILL (SHUTDOWN_TIMEOUT_MS)", () => {
    const api = template.spec.containers.find((container) => container.name === 'api')!;
    // Kubernetes' default grace period, which counts the preStop sleep too.
    const graceMs = (template.spec.terminationGracePeriodSeconds ?? 30) * 1000;
    const preStopMs = (api.lifecycle?.preStop?.sleep?.seconds ?? 0) * 1000;
    expect(Number(SETTINGS.SHUTDOWN_TIMEOUT_MS.default) + preStopMs).toBeLessThan(graceMs - 5_000);
    for (const overlay of ['demo', 'production'])
      expect(readFileSync(path.join(rootDir, 'deploy', 'k8s', 'overlays', overlay, 'api.env'), 'utf8')).not.toMatch(
        /^SHUTDOWN_TIMEOUT_MS=/m,
      );
  });
});

describe('the gateway does not serve /metrics', () => {
  it.each([
    ['compose', gatewayConf()],
    ['Kubernetes', gatewayNginxConf()],
  ])('%s: /api/metrics is refused before the API route', (_, conf) => {
    const lines = conf.split('\n').map((line) => line.trim());
    const refused = lines.indexOf('location ^~ /api/metrics { return 404; }');
    expect(refused).toBeGreaterThan(-1);
    expect(refused).toBeLessThan(lines.indexOf('location /api/ {'));
  });

  it.runIf(requireTool('nginx'))(
    "nginx with the gateway's configuration answers 404 to every spelling of /api/metrics and passes the rest of /api/ on",
    async () => {
      const seen: string[] = [];
      const api = http.createServer((req, res) => {
        seen.push(req.url ?? '');
        res.end('from the API');
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      const apiPort = (api.address() as AddressInfo).port;
      const gatewayPort = await freePort();
      const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-metrics-'));
      const conf = gatewayNginxConf()
        .replace('server api:4000;', `server 127.0.0.1:${apiPort};`)
        .replace(/server [a-z-]+:(\d+);/g, 'server 127.0.0.1:9;')
        .replace('listen 8080;', `listen 127.0.0.1:${gatewayPort};`)
        .replaceAll('/tmp/', `${dir}/`)
        .replace('access_log /dev/stdout;', `access_log ${dir}/access.log;`);
      writeFileSync(path.join(dir, 'nginx.conf'), conf);
      const nginx = spawn(
        'nginx',
        ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      let errors = '';
      nginx.stderr.on('data', (d: Buffer) => (errors += d.toString()));
      // The raw path, as a client may send it (fetch would normalise it first).
      const get = (urlPath: string) =>
        new Promise<number>((resolve, reject) =>
          http
            .get({ host: '127.0.0.1', port: gatewayPort, path: urlPath }, (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            })
            .once('error', reject),
        );
      try {
        const deadline = Date.now() + 10_000;
        let status = 0;
        while (Date.now() < deadline && !status) {
          status = await get('/api/healthz').catch(() => 0);
          if (!status) await new Promise((r) => setTimeout(r, 100));
        }
        expect(status, errors).toBe(200);
        expect(seen).toEqual(['/healthz']);
        for (const spelling of [
          '/api/metrics',
          '/api/metrics?format=text',
          '/api//metrics',
          '/api/./metrics',
          '/api/x/../metrics',
          '/api/%6Detrics',
          '/api/metrics/',
          '/api/metrics%2F',
        ]) {
          expect(await get(spelling), spelling).toBe(404);
        }
        expect(seen).toEqual(['/healthz']);
      } finally {
        nginx.kill('SIGTERM');
        await new Promise((resolve) => nginx.once('exit', resolve));
        await new Promise((resolve) => api.close(resolve));
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
