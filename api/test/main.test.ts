/** The entry point as the start script runs it: migrations, listening, health, clean SIGTERM exit. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMULATOR_HOST } from './helpers/services.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(apiDir, '../node_modules/.bin/tsx');

/**
 * Under tsx's loader in this child, as `npm start` runs it (tooling's spawnApi): the `tsx` CLI would run
 * the server in a grandchild and relay the signal, killing it outright when it does not confirm within
 * tens of milliseconds, which a busy machine can miss.
 */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('main.ts', () => {
  it('migrates, serves (saying loudly that it runs with demo sign-in), and shuts down cleanly on SIGTERM, releasing PGlite', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-main-'));
    const pgliteDir = path.join(dir, 'pglite');
    const api = start({
      PORT: '4199',
      HOST: '127.0.0.1',
      PGLITE_DIR: pgliteDir,
      SMTP_URL: 'smtp://127.0.0.1:1',
      LOG_LEVEL: 'info',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      DEMO_SIGN_IN: 'true',
    });
    try {
      const deadline = Date.now() + 60_000;
      let health: Response | undefined;
      while (Date.now() < deadline && !health) {
        health = await fetch('http://127.0.0.1:4199/healthz').catch(() => undefined);
        if (!health) await new Promise((r) => setTimeout(r, 250));
      }
      expect(health?.status, api.output()).toBe(200);
      const ready = await fetch('http://127.0.0.1:4199/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', demoSignIn: true });
      expect(api.output()).toMatch(/"level":40,.*"msg":"DEMO SIGN-IN: /);
      expect(api.output()).toContain('API listening on http://127.0.0.1:4199');
      // A second process may not open the same PGlite folder.
      const second = start({ PORT: '4198', PGLITE_DIR: pgliteDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/in use by process/);
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
      expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
    } finally {
      if (api.child.exitCode === null) api.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('runs the admin CLI as a process', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
    try {
      const run = async (args: string[]) => {
        const child = spawn(tsx, ['src/cli/admin.ts', ...args], { cwd: apiDir, env: { ...process.env, PGLITE_DIR: path.join(dir, 'db') } });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
        return { code, out };
      };
      // One process (each one migrates a fresh PGlite, which is slow on a busy machine).
      const created = await run(['create-member', '--name', 'Asha Rao', '--email', 'asha@example.com']);
      expect(created.out).toMatch(/Created member AP1001; onboarding e-mail queued/);
      expect(created.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses to start with the Auth emulator unless DEMO_SIGN_IN=true, and refuses DEMO_SIGN_IN=true in production', async () => {
    const secrets = { INVITE_SECRET: 'x', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) };
    const hostAlone = start({ PORT: '4196', FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, DEMO_SIGN_IN: '' });
    const production = start({
      NODE_ENV: 'production',
      ...secrets,
      PORT: '4195',
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      DEMO_SIGN_IN: 'true',
    });
    expect(await hostAlone.exited).toBe(1);
    expect(hostAlone.output()).toMatch(/FIREBASE_AUTH_EMULATOR_HOST is set: .*Set DEMO_SIGN_IN=true/);
    expect(await production.exited).toBe(1);
    expect(production.output()).toMatch(/DEMO_SIGN_IN=true with NODE_ENV=production/);
  }, 60_000);

  it('refuses to start in production without its secrets', async () => {
    const api = start({ NODE_ENV: 'production', PORT: '4197', INVITE_SECRET: '', DATA_ENCRYPTION_KEY: '' });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/INVITE_SECRET and DATA_ENCRYPTION_KEY/);
  }, 60_000);
});
