import type { Server } from 'node:http';
import { distDir, frontends } from '../../scripts/lib/frontends.mjs';
import { contentSecurityPolicy, portalConfigFromEnv } from '../../scripts/lib/portalConfig.mjs';
import { close, createStaticServer, listen } from '../../scripts/lib/staticServer.mjs';

export type FrontendName = 'shell' | 'remote_landing' | 'remote_onboarding' | 'remote_sales';

/**
 * The composed portal for one test worker: each frontend's production build on its own port,
 * served with the same headers and config.json as `npm start`. Tests can stop and restart a
 * remote, or move one to another port by changing config.json only.
 */
export class Portal {
  private servers = new Map<string, Server>();
  readonly env: Record<string, string>;

  constructor(readonly basePort: number) {
    this.env = {
      FIREBASE_AUTH_EMULATOR_URL: process.env['E2E_AUTH_EMULATOR_URL'] ?? 'http://127.0.0.1:9599',
      API_BASE_URL: process.env['E2E_API_URL']!,
    };
    for (const frontend of frontends) {
      if (!frontend.isHost) this.env[`${frontend.name.toUpperCase()}_URL`] = `http://127.0.0.1:${this.portOf(frontend.name as FrontendName)}`;
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

  /** Serves a frontend's build on a port (its own by default). */
  async serve(name: FrontendName, port = this.portOf(name), key: string = name): Promise<void> {
    const frontend = frontends.find((candidate) => candidate.name === name)!;
    const server = createStaticServer({
      root: distDir(frontend),
      spaFallback: Boolean(frontend.isHost),
      config: () => this.config(),
      csp: () => contentSecurityPolicy(this.config()),
    });
    await listen(server, port);
    this.servers.set(key, server);
  }

  async stop(key: string): Promise<void> {
    const server = this.servers.get(key);
    this.servers.delete(key);
    if (server) await close(server);
  }

  async start(): Promise<void> {
    for (const frontend of frontends) await this.serve(frontend.name as FrontendName);
  }

  async stopAll(): Promise<void> {
    for (const key of [...this.servers.keys()]) await this.stop(key);
  }
}
