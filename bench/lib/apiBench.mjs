// The API benchmark of the API issue (`npm run bench -w api`) with a small dataset, against the
// benchmark's Auth emulator, on PGlite (set BENCH_API_DB=pglite,postgres to include PostgreSQL).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, PORTS, rootDir } from './common.mjs';

export async function runApiBench(stopper) {
  const settings = {
    BENCH_DB: process.env.BENCH_API_DB ?? 'pglite',
    BENCH_MEMBERS: process.env.BENCH_API_MEMBERS ?? '1000',
    BENCH_POLICIES: process.env.BENCH_API_POLICIES ?? '50000',
    BENCH_DURATION_S: process.env.BENCH_API_DURATION_S ?? '3',
    BENCH_CONCURRENCY: process.env.BENCH_API_CONCURRENCY ?? '8',
  };
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-api-'));
  const env = {
    ...process.env,
    ...settings,
    PGLITE_DIR: pgliteDir,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    DEMO_SIGN_IN: 'true',
    BENCH_PORT: String(PORTS.api),
  };
  log(`API bench: ${JSON.stringify(settings)}`);
  const started = performance.now();
  const child = spawn('npm', ['run', 'bench', '-w', 'api', '--silent'], {
    cwd: rootDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let killed = false;
  const kill = () => {
    if (child.exitCode !== null || killed) return;
    killed = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  };
  stopper.add('api bench', kill);
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
    process.stdout.write(String(d).replace(/^(?=.)/gm, '[api bench] '));
  });
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c)));
  rmSync(pgliteDir, { recursive: true, force: true });
  const seconds = (performance.now() - started) / 1000;
  const tableStart = out.search(/^\d+ members, \d+ policies/m);
  return {
    settings,
    exitCode: code,
    seconds,
    table: tableStart >= 0 ? out.slice(tableStart).trim() : null,
    output: tableStart >= 0 ? null : out.slice(-4000),
  };
}
