// Child processes and readiness checks for start, dev and the tests.
import { spawn } from 'node:child_process';

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls a URL until `isReady` accepts its answer (by default: any HTTP answer) or the timeout passes.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, isReady?: (response: Response) => boolean | Promise<boolean> }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 60_000, intervalMs = 250, isReady = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = null;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (await isReady(response)) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s (${lastError?.message ?? 'no answer'})`);
}

/** Starts a long-running child with prefixed output; `stop()` ends it and its children. */
export function startProcess(label, command, args, { env = {}, cwd, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = [];
  const forward = (stream, target) => {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      output.push(chunk);
      if (output.length > 200) output.shift();
      if (!quiet) for (const line of chunk.split('\n')) if (line.trim()) target.write(`[${label}] ${line}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    exited,
    output: () => output.join(''),
    async stop(signal = 'SIGTERM', graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, signal);
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
