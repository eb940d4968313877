/** A graceful stop that hangs ends in a forced exit after SHUTDOWN_TIMEOUT_MS, said in the log, with code 1. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 4197;
const SHUTDOWN_TIMEOUT_MS = 1_500;

it('exits 1 after SHUTDOWN_TIMEOUT_MS, saying so, when a request under way holds the close open', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
  // As main.test.ts starts it: tsx's loader in this child, so that the signal reaches main.ts itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: path.join(dir, 'pglite'),
      SMTP_URL: 'smtp://127.0.0.1:1',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      REMINDERS_INTERVAL_MS: '0',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      DEMO_SIGN_IN: '',
      SEED_DEMO: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const socket = new net.Socket();
  try {
    const deadline = Date.now() + 60_000;
    let ready = false;
    while (Date.now() < deadline && !ready && child.exitCode === null) {
      ready = (await fetch(`http://127.0.0.1:${PORT}/healthz`).catch(() => undefined))?.ok ?? false;
      if (!ready) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready, output).toBe(true);

    // A request whose headers never end: the server waits for it (up to its own 60 s headers timeout),
    // and so does the close.
    await new Promise<void>((resolve, reject) => socket.connect(PORT, '127.0.0.1', resolve).once('error', reject));
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await new Promise((r) => setTimeout(r, 200));

    const signalled = Date.now();
    child.kill('SIGTERM');
    const code = await exited;
    const took = Date.now() - signalled;
    expect(code, output).toBe(1);
    expect(took).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 15_000);
    expect(output).toMatch(/"level":50,.*"msg":"graceful stop did not finish within 1500 ms: exiting"/);
  } finally {
    socket.destroy();
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}, 90_000);
