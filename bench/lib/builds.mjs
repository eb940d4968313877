// Production build time of all frontends (scripts/build.mjs, the one `npm start` uses), cold and warm,
// and of the monolith (bench/monolith), each in a fresh Node process.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { frontends } from '../../tooling/lib/frontends.mjs';
import { benchDir, log, median, rootDir } from './common.mjs';

const APP_DIRS = frontends.map((frontend) => frontend.dir);
// rspack has no persistent cache in this config; these are removed anyway so "cold" means cold.
const CACHE_DIRS = [
  'node_modules/.cache',
  ...APP_DIRS.map((d) => `${d}/node_modules/.cache`),
  ...APP_DIRS.map((d) => `${d}/.rspack-cache`),
];

function run(command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const wall = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${out.slice(-3000)}`));
      else resolve({ wall, out });
    });
  });
}

function clean(dirs) {
  for (const dir of dirs) rmSync(path.join(rootDir, dir), { recursive: true, force: true });
}

export async function buildFederated() {
  const { wall, out } = await run(process.execPath, ['scripts/build.mjs']);
  const m = /in ([\d.]+) s/.exec(out);
  return { compile: m ? Number(m[1]) : null, wall };
}

export async function buildMonolith() {
  const script = `
    import { rspack } from '@rspack/core';
    const { default: config } = await import(${JSON.stringify(path.join(benchDir, 'monolith', 'rspack.config.mjs'))});
    const started = performance.now();
    rspack(config({}, { mode: 'production' })).run((error, stats) => {
      if (error || stats.hasErrors()) { console.error(error ?? stats.toString({ all: false, errors: true })); process.exit(1); }
      console.log('Built monolith in ' + ((performance.now() - started) / 1000).toFixed(2) + ' s');
    });`;
  const { wall, out } = await run(process.execPath, ['--input-type=module', '-e', script]);
  const m = /in ([\d.]+) s/.exec(out);
  return { compile: m ? Number(m[1]) : null, wall };
}

/** Alternates cold (dist and caches removed) and warm (rebuild on top) builds, `runs` times each. */
export async function measureBuilds(runs) {
  const federated = { cold: [], warm: [] };
  const monolith = { cold: [], warm: [] };
  for (let i = 0; i < runs; i++) {
    clean([...APP_DIRS.map((d) => `${d}/dist`), ...CACHE_DIRS]);
    federated.cold.push(await buildFederated());
    federated.warm.push(await buildFederated());
    log(`federated build ${i + 1}/${runs}: cold ${federated.cold.at(-1).compile} s, warm ${federated.warm.at(-1).compile} s`);
    clean(['bench/monolith/dist']);
    monolith.cold.push(await buildMonolith());
    monolith.warm.push(await buildMonolith());
    log(`monolith build ${i + 1}/${runs}: cold ${monolith.cold.at(-1).compile} s, warm ${monolith.warm.at(-1).compile} s`);
  }
  const summarize = (list) => ({ compile: median(list.map((r) => r.compile)), wall: median(list.map((r) => r.wall)), runs: list });
  for (const dir of [...APP_DIRS.map((d) => `${d}/dist/index.html`), 'bench/monolith/dist/index.html']) {
    if (!existsSync(path.join(rootDir, dir))) throw new Error(`${dir} missing after the build`);
  }
  return {
    federated: { cold: summarize(federated.cold), warm: summarize(federated.warm) },
    monolith: { cold: summarize(monolith.cold), warm: summarize(monolith.warm) },
  };
}
