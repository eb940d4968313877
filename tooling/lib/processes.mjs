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

/**
 * @typedef {object} ChildProcessHandle
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {() => string} output The end of what it printed (stdout and stderr, the last 100-200 kB).
 * @property {(signal: NodeJS.Signals) => void} kill Sends `signal` to it and its children, without waiting.
 * @property {(signal?: NodeJS.Signals, graceMs?: number) => Promise<void>} stop Sends `signal` (SIGTERM), SIGKILL after `graceMs`, and waits for the exit.
 */

/**
 * Starts a long-running child with prefixed output; `stop()` ends it and its children.
 * A value `undefined` in `env` removes that variable from the inherited environment.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined>, cwd?: string, quiet?: boolean }} [options]
 * @returns {ChildProcessHandle}
 */
export function startProcess(label, command, args, { env = {}, cwd, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const forward = (stream, target) => {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      // Bounded by characters, not chunks: callers count log lines in it (the soak run's SMTP failures).
      output += chunk;
      if (output.length > 200_000) output = output.slice(-100_000);
      if (!quiet) for (const line of chunk.split('\n')) if (line.trim()) target.write(`[${label}] ${line}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  /** @param {NodeJS.Signals} signal */
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
      return true;
    } catch {
      return false; // already gone
    }
  };
  return {
    child,
    exited,
    output: () => output,
    kill(signal) {
      if (running()) signalGroup(signal);
    },
    async stop(signal = 'SIGTERM', graceMs = 5000) {
      if (!running() || !signalGroup(signal)) return;
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
