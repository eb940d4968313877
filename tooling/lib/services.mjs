// The API host as a child process, for `npm start`, `npm run dev`, the e2e tests, the bench and the soak run.
import path from 'node:path';
import { rootDir } from './frontends.mjs';
import { PORT_PROFILES } from './ports.mjs';
import { sleep, startProcess } from './processes.mjs';

const apiDir = path.join(rootDir, 'api');

/**
 * Where the API keeps its data: a PostgreSQL database or a PGlite folder.
 * @typedef {{ databaseUrl: string } | { pgliteDir: string }} ApiStore
 */

/**
 * @typedef {object} ApiProcess
 * @property {number} pid The server's own process (what a signal or a CPU reading should reach).
 * @property {string} url
 * @property {() => string} output The end of its stdout and stderr.
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {(signal: NodeJS.Signals) => void} kill Sends `signal` without waiting (the crash scenarios' SIGKILL).
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop Sends `signal` (SIGTERM) and waits; SIGKILL after 20 s.
 */

/**
 * Starts `api/src/main.ts` without waiting for it to be ready. It runs under node's tsx loader in the
 * child itself: the `tsx` CLI would run the server in a grandchild, whose pid is not the one we know.
 * `watch` restarts it on changes (`tsx watch`, for `npm run dev`).
 * Environment: the inherited one, then PORT and HOST, `smtpUrl` as SMTP_URL, `store` as DATABASE_URL or
 * PGLITE_DIR (in place of any inherited one), then `env`, where a value `undefined` removes a variable.
 * @param {{ port?: number, store?: ApiStore, smtpUrl?: string, env?: Record<string, string | undefined>, quiet?: boolean, watch?: boolean }} [options]
 * @returns {ApiProcess}
 */
export function spawnApi({ port = PORT_PROFILES.start.api, store, smtpUrl, env = {}, quiet = false, watch = false } = {}) {
  const main = path.join(apiDir, 'src', 'main.ts');
  const [command, args] = watch
    ? [path.join(rootDir, 'node_modules', '.bin', 'tsx'), ['watch', main]]
    : [process.execPath, ['--import', 'tsx', main]];
  const storeEnv = store
    ? {
        DATABASE_URL: 'databaseUrl' in store ? store.databaseUrl : undefined,
        PGLITE_DIR: 'pgliteDir' in store ? store.pgliteDir : undefined,
      }
    : {};
  const proc = startProcess('api', command, args, {
    cwd: apiDir,
    quiet,
    env: { PORT: String(port), HOST: '127.0.0.1', ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}), ...storeEnv, ...env },
  });
  return {
    pid: /** @type {number} */ (proc.child.pid),
    url: `http://127.0.0.1:${port}`,
    output: proc.output,
    exited: proc.exited,
    kill: proc.kill,
    // A generous grace: on SIGTERM the API closes its database, and PGlite writes its files then.
    stop: (signal) => proc.stop(signal, 20_000),
  };
}

/**
 * Waits until the API answers `/readyz` with 200 and resolves with how many milliseconds that took.
 * Fails as soon as the process exits, or after `timeoutMs`, with the end of its output.
 * @param {ApiProcess} api
 * @param {{ timeoutMs?: number, intervalMs?: number }} [options]
 * @returns {Promise<number>}
 */
export async function waitForApi(api, { timeoutMs = 120_000, intervalMs = 150 } = {}) {
  const started = Date.now();
  /** @type {{ code: number | null } | undefined} */
  let exit;
  void api.exited.then((e) => (exit = e));
  while (Date.now() - started < timeoutMs) {
    if (exit) throw new Error(`The API exited (code ${exit.code}) before it was ready:\n${api.output().slice(-3000)}`);
    const ok = await fetch(`${api.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await sleep(intervalMs);
  }
  throw new Error(`The API was not ready within ${timeoutMs} ms:\n${api.output().slice(-3000)}`);
}

/**
 * The API host, resolved once `/readyz` answers 200 (stopped again when it does not); see `spawnApi`.
 * @param {Parameters<typeof spawnApi>[0] & { timeoutMs?: number }} [options]
 * @returns {Promise<ApiProcess>}
 */
export async function startApi({ timeoutMs = 120_000, ...options } = {}) {
  const api = spawnApi(options);
  try {
    await waitForApi(api, { timeoutMs });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return api;
}
