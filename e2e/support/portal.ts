import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { HOST, REMOTES } from '../../shared/src/topology.mjs';
import { distDir, frontends, rootDir } from '../../tooling/lib/frontends.mjs';
import { contentSecurityPolicy, portalConfigFromEnv } from '../../tooling/lib/portalConfig.mjs';
import { toolStatus } from '../../tooling/lib/requiredTools.mjs';
import { startProcess, waitForUrl } from '../../tooling/lib/processes.mjs';
import { close, createStaticServer, listen } from '../../tooling/lib/staticServer.mjs';

/** The shell's and each remote's federation name, from the topology. */
export type FrontendName = typeof HOST.name | (typeof REMOTES)[number]['name'];

/**
 * How the builds are served: `nginx` (default when installed, with the brotli module the containers load)
 * renders each container's nginx.conf and config.json with tooling/lib/renderFrontend.mjs, exactly as the
 * containers do; `node` uses the static server of `npm start`. Choose with E2E_SERVER=nginx|node.
 */
export const servingBackend: 'nginx' | 'node' =
  process.env['E2E_SERVER'] === 'node' || (process.env['E2E_SERVER'] !== 'nginx' && !toolStatus('nginx-brotli').available)
    ? 'node'
    : 'nginx';

interface Running {
  stop: () => Promise<void>;
}

/**
 * The composed portal for one test worker: each frontend's production build on its own port.
 * Tests can stop and restart a frontend ("redeploy" it, possibly from another build folder), or
 * move a remote by changing the environment its config.json is rendered from.
 */
export class Portal {
  private running = new Map<string, Running>();
  readonly env: Record<string, string>;

  constructor(readonly basePort: number) {
    this.env = {
      FIREBASE_AUTH_EMULATOR_URL: process.env['E2E_AUTH_EMULATOR_URL'] ?? 'http://127.0.0.1:9599',
      API_BASE_URL: process.env['E2E_API_URL'] ?? 'http://127.0.0.1:4599',
    };
    for (const frontend of frontends) {
      if (!frontend.isHost)
        this.env[`${frontend.name.toUpperCase()}_URL`] = `http://127.0.0.1:${this.portOf(frontend.name as FrontendName)}`;
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.portOf('shell')}`;
  }

  portOf(name: FrontendName): number {
    return this.basePort + frontends.findIndex((frontend) => frontend.name === name);
  }

  config() {
    return portalConfigFromEnv(this.env);
  }

  /** Serves a frontend's build (its own dist by default) on a port (its own by default). */
  async serve(
    name: FrontendName,
    { port = this.portOf(name), key = name as string, root }: { port?: number; key?: string; root?: string } = {},
  ) {
    const frontend = frontends.find((candidate) => candidate.name === name)!;
    const htmlRoot = root ?? distDir(frontend);
    this.running.set(
      key,
      servingBackend === 'nginx'
        ? await this.serveWithNginx(frontend.dir, htmlRoot, port)
        : await this.serveWithNode(Boolean(frontend.isHost), htmlRoot, port),
    );
  }

  private async serveWithNode(isHost: boolean, root: string, port: number): Promise<Running> {
    // The configuration is read when the server starts, as a container reads its environment.
    const config = this.config();
    const csp = contentSecurityPolicy(config);
    const server: Server = createStaticServer({ root, spaFallback: isHost, config: () => config, csp: () => csp });
    await listen(server, port);
    return { stop: () => close(server) };
  }

  private async serveWithNginx(app: string, root: string, port: number): Promise<Running> {
    const runDir = mkdtempSync(path.join(os.tmpdir(), `portal-nginx-${app}-`));
    chmodSync(runDir, 0o755); // nginx workers run as an unprivileged user when the tests run as root
    execFileSync(process.execPath, [path.join(rootDir, 'tooling', 'lib', 'renderFrontend.mjs')], {
      env: { ...process.env, ...this.env, APP: app, HTML_ROOT: root, NGINX_RUN_DIR: runDir, LISTEN_PORT: String(port) },
      stdio: 'pipe',
    });
    const proc = startProcess(`nginx ${app}`, 'nginx', ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')], { quiet: true });
    await Promise.race([
      waitForUrl(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 10_000, isReady: (r: Response) => r.ok }),
      proc.exited.then(() => {
        throw new Error(`nginx for ${app} exited:\n${proc.output()}`);
      }),
    ]);
    return {
      stop: async () => {
        await proc.stop('SIGTERM');
        rmSync(runDir, { recursive: true, force: true });
      },
    };
  }

  async stop(key: string): Promise<void> {
    const running = this.running.get(key);
    this.running.delete(key);
    await running?.stop();
  }

  /** Replaces a running frontend, as redeploying its container does. */
  async redeploy(name: FrontendName, root?: string): Promise<void> {
    await this.stop(name);
    await this.serve(name, root ? { root } : {});
  }

  async start(): Promise<void> {
    for (const frontend of frontends) await this.serve(frontend.name as FrontendName);
  }

  async stopAll(): Promise<void> {
    for (const key of [...this.running.keys()]) await this.stop(key);
  }
}
