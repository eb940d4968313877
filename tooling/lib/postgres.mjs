// A throwaway PostgreSQL cluster from Debian's binaries (initdb + pg_ctl on loopback), for the e2e run,
// the API's tests, the soak run and benchmarks. As root it runs as the `postgres` user, since PostgreSQL
// refuses root.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

/**
 * Starts a cluster on 127.0.0.1:`port` with a database `db`. `url` is that database's; `adminUrl` the
 * `postgres` database's, to create more; `urlFor(name)` any database's.
 * @param {{ port: number, db?: string }} options
 * @returns {Promise<{ url: string, adminUrl: string, urlFor: (name: string) => string, stop: () => Promise<void> }>}
 */
export async function startPostgresCluster({ port, db = 'portal' }) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found (Debian package postgresql)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  const run = (tool, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { stdio: 'pipe', cwd: dir })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', db]);
  const urlFor = (/** @type {string} */ name) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    url: urlFor(db),
    adminUrl: urlFor('postgres'),
    urlFor,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
