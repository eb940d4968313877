// Shared bits of the root benchmark: ports, paths, medians, the demo account, Chromium.
import os from 'node:os';
import path from 'node:path';
import { portsFor } from '../../tooling/lib/ports.mjs';

export const rootDir = path.resolve(import.meta.dirname, '..', '..');
export const benchDir = path.join(rootDir, 'bench');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO = { email: 'demo@agentportal.in', password: 'Demo@1234' };

const bench = portsFor('bench', Number(process.env.BENCH_PORT_OFFSET ?? 0));
/** Ports of the benchmark (the bench profile of tooling/lib/ports.mjs, moved by BENCH_PORT_OFFSET), by the names the bench uses. */
export const PORTS = {
  ...bench.frontends,
  monolith: bench.monolith,
  static: bench.staticPage,
  api: bench.api,
  auth: bench.authEmulator,
  mailWeb: bench.mailWeb,
  mailSmtp: bench.smtp,
};

/** BENCH_MONOLITH_RENDERER=preact: the monolith is built on preact/compat instead of React. */
export function monolithOnPreact() {
  const renderer = process.env.BENCH_MONOLITH_RENDERER ?? 'react';
  if (renderer !== 'react' && renderer !== 'preact') throw new Error(`BENCH_MONOLITH_RENDERER: ${renderer} is neither react nor preact`);
  return renderer === 'preact';
}

/** The monolith's build folder: on Preact a folder of its own inside it (a React build, which empties dist/, removes it). */
export const monolithDist = () => path.join(benchDir, 'monolith', 'dist', monolithOnPreact() ? 'preact' : '');

export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

export function median(values) {
  const xs = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** Median of each numeric field over a list of same-shaped objects. */
export function medianOf(objects, keys) {
  return Object.fromEntries(keys.map((key) => [key, median(objects.map((o) => o?.[key]))]));
}

export const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);

/** The value after `name` on the command line (`--baseline <dir>`), or null. */
export function option(name) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : null;
}

/** The machine's load averages (1, 5, 15 min), for the reports: `2.3 / 3.2 / 3.1`. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
