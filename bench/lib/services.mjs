// Everything the benchmark serves, on its own ports: the four frontends exactly as `npm start` serves
// them (tooling/lib/staticServer.mjs, same config.json and CSP), the monolith and the static landing
// page the same way, the Auth emulator, the mail catcher and the API with the demo network seeded.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '../../tooling/lib/authEmulator.mjs';
import { distDir, frontends } from '../../tooling/lib/frontends.mjs';
import { contentSecurityPolicy, envKeyFor, portalConfigFromEnv } from '../../tooling/lib/portalConfig.mjs';
import { startMailCatcher } from '../../tooling/lib/mail.mjs';
import { startApi } from '../../tooling/lib/services.mjs';
import { close, createStaticServer, listen } from '../../tooling/lib/staticServer.mjs';
import { log, monolithDist, PORTS } from './common.mjs';

const url = (port) => `http://127.0.0.1:${port}`;

export const portalEnv = {
  PORTAL_PUBLIC_HOST: '127.0.0.1',
  API_BASE_URL: url(PORTS.api),
  FIREBASE_AUTH_EMULATOR_URL: url(PORTS.auth),
  ...Object.fromEntries(
    frontends.filter((frontend) => !frontend.isHost).map((remote) => [envKeyFor(remote.name), url(PORTS[remote.name])]),
  ),
};

export const ORIGINS = {
  federated: url(PORTS.shell),
  monolith: url(PORTS.monolith),
  static: url(PORTS.static),
};

/** A stack of stop functions, run in reverse order; safe to call more than once. */
export function createStopper() {
  const stops = [];
  let stopped = false;
  return {
    add: (label, fn) => stops.push({ label, fn }),
    async stopAll() {
      if (stopped) return;
      stopped = true;
      for (const { label, fn } of stops.reverse()) {
        try {
          await fn();
        } catch (error) {
          console.error(`[bench] stopping ${label} failed:`, error?.message ?? error);
        }
      }
    },
  };
}

export async function serveFrontends(stopper) {
  const config = portalConfigFromEnv(portalEnv);
  const csp = contentSecurityPolicy(config);
  const serve = async (label, root, port, spaFallback) => {
    const server = createStaticServer({ root, spaFallback, config: () => config, csp: () => csp });
    await listen(server, port);
    stopper.add(label, () => close(server));
  };
  for (const frontend of frontends) {
    await serve(frontend.dir, distDir(frontend), PORTS[frontend.name], Boolean(frontend.isHost));
  }
  await serve('monolith', monolithDist(), PORTS.monolith, true);
  return { config, csp, serveStatic: (root) => serve('static landing', root, PORTS.static, false) };
}

/** The emulator's own port check sometimes reports a free port as taken on a busy machine: retry. */
async function startEmulatorWithRetry(attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await startAuthEmulator({ port: PORTS.auth, quiet: true });
    } catch (error) {
      if (i >= attempts) throw error;
      log(
        `Auth emulator did not start (${
          String(error.message)
            .split('\n')
            .find((l) => /port|exited/i.test(l)) ?? 'error'
        }); retrying in 5 s...`,
      );
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

export async function startBackEnd(stopper, { moreOrigins = [] } = {}) {
  log('starting the Auth emulator (≈20 s) and the mail catcher...');
  const [emulator, mail] = await Promise.all([
    startEmulatorWithRetry().then((e) => (stopper.add('auth emulator', e.stop), e)),
    startMailCatcher({ smtp: PORTS.mailSmtp, web: PORTS.mailWeb }).then((m) => (stopper.add('mail catcher', m.stop), m)),
  ]);
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pglite-'));
  stopper.add('pglite dir', () => rmSync(pgliteDir, { recursive: true, force: true }));
  log('starting the API (fresh PGlite, demo network seeded)...');
  const api = await startApi({
    port: PORTS.api,
    quiet: true,
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: emulator.url.replace('http://', ''),
      DEMO_SIGN_IN: 'true',
      FIREBASE_PROJECT_ID: emulator.projectId,
      SMTP_URL: mail.smtpUrl,
      SEED_DEMO: '1',
      PGLITE_DIR: pgliteDir,
      PORTAL_URL: ORIGINS.federated,
      PORTAL_ORIGINS: [ORIGINS.federated, ORIGINS.monolith, ORIGINS.static, ...moreOrigins].join(','),
      LOG_LEVEL: 'warn',
      // A benchmark signs in many times from one address.
      PUBLIC_RATE_LIMIT_MAX: '100000',
    },
  });
  let apiStopped = false;
  const stopApi = async () => {
    if (apiStopped) return;
    apiStopped = true;
    await api.stop();
  };
  stopper.add('api', stopApi);
  return { emulator, mail, api, stopApi };
}
