// The ports of each use of the portal's services, one profile per use, apart from each other so that
// `npm start`, the tests, the bench and the soak run can share a machine. The frontends take
// `frontendBase` and the following ports in the topology's order (shell, then each remote).
import net from 'node:net';
import { frontendsOf } from '../../shared/src/topology.mjs';

export const PORT_PROFILES = {
  /** `npm start` and `npm run dev`: the topology's own ports. */
  start: { frontendBase: 3000, api: 4000, authEmulator: 9099, smtp: 1025, mailWeb: 1080 },
  /**
   * The e2e run (its PostgreSQL cluster too; `restartedApi`: a second API process a spec starts on the same database;
   * `clockedApi`: one on a clock a spec sets); E2E_PORT_OFFSET moves them all.
   */
  e2e: {
    frontendBase: 3500,
    api: 4599,
    restartedApi: 4598,
    clockedApi: 4597,
    authEmulator: 9599,
    smtp: 1525,
    mailWeb: 1580,
    postgres: 5599,
  },
  /** The API's integration tests (Vitest). */
  apiTests: { authEmulator: 9199, smtp: 1125, mailWeb: 1180 },
  /** `npm run bench` (the monolith and the static page beside the frontends). */
  bench: { frontendBase: 3800, monolith: 3810, staticPage: 3811, api: 4800, authEmulator: 9800, smtp: 1825, mailWeb: 1880 },
  /** `npm run bench -w api` (its API process; 4190 is on fetch's blocked-port list; its PostgreSQL cluster when no DATABASE_URL). */
  apiBench: { api: 4191, authEmulator: 9191, postgres: 5491 },
  /** The API's replicas test (api/test/replicas.test.ts): its three API processes take `api` and the next two ports; one replica's SMTP goes through `smtpProxy`. */
  apiReplicas: { api: 4311, smtp: 1341, mailWeb: 1342, smtpProxy: 1343 },
  /** `npm run soak`: its API processes take `api` and the next nine ports. */
  soak: { api: 4350, postgres: 5433, authEmulator: 9433, smtp: 1333, mailWeb: 1334 },
};

/**
 * A profile's ports moved by `offset`, with each frontend's port by its federation name.
 * @template {keyof typeof PORT_PROFILES} P
 * @param {P} profile
 * @param {number} [offset]
 * @returns {{ [K in keyof (typeof PORT_PROFILES)[P]]: number } & { frontends: Record<string, number> }}
 */
export function portsFor(profile, offset = 0) {
  const base = PORT_PROFILES[profile];
  if (!base) throw new Error(`ports: no profile ${profile}`);
  const moved = Object.fromEntries(Object.entries(base).map(([name, port]) => [name, port + offset]));
  const frontends =
    'frontendBase' in moved ? Object.fromEntries(frontendsOf().map((frontend, index) => [frontend.name, moved.frontendBase + index])) : {};
  return { ...moved, frontends };
}

/**
 * A TCP port free on 127.0.0.1 now (the system picks it), so that runs side by side do not clash.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
