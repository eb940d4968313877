#!/usr/bin/env node
// The floor under "the app acting on its own" after the first paint of `/`: how soon after
// FCP, with the CPU slowed 4×, React alone can have run, whatever an app built on it does. Built here
// into a temporary directory (no product code changed): a bundle of the react and react-dom the shell
// shares, production and minified, whose only work is to evaluate them and commit one render of one
// element into a detached node; and copies of the shell's build whose `/` starts that bundle instead
// of the app (the app's start-up preloads left out): by the boot script, at the moment it starts the
// app, or as a plain deferred script, downloaded with the HTML. Measured in the same rounds as the app
// as built: its `portal:layout` (header and footer adopted) and `portal:ready`.
// Adopting the pre-rendered layout costs React more than that floor: hydrating it is work on top.
// Also printed: Lighthouse's benchmark index of this machine's CPU, as is and slowed 4× (DevTools'
// CPU calibration takes 1,000 for a mid-tier phone and 264 for a low-tier one).
//   node bench/experiments/reactFloor.mjs   (BENCH_RUNS, default 5; build the frontends first)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { distDir, frontends, rootDir } from '../../tooling/lib/frontends.mjs';
import { median } from '../lib/common.mjs';
import { serveBuilds } from '../lib/servedBuilds.mjs';
import { launchBrowser } from '../lib/transfer.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
const PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3900);
const FLOOR_MARK = 'floor:react';
const FLOOR_FILE = 'static/js/react-floor.js';
const BOOT = /<script defer src="\/(static\/js\/home-boot\.[0-9a-f]+\.js)"><\/script>/;

const FLOOR_ENTRY = `
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
const root = createRoot(document.createElement('div'));
flushSync(() => root.render(createElement('span', null, 'React has run')));
performance.mark(${JSON.stringify(FLOOR_MARK)});
`;

function buildFloorBundle(outputDir, workDir) {
  const entry = path.join(workDir, 'floor-entry.mjs');
  writeFileSync(entry, FLOOR_ENTRY);
  const config = {
    mode: 'production',
    context: rootDir,
    entry,
    target: 'web',
    devtool: false,
    resolve: { modules: [path.join(rootDir, 'node_modules')] },
    output: { path: outputDir, filename: FLOOR_FILE, clean: false },
    optimization: { splitChunks: false },
  };
  return new Promise((resolve, reject) =>
    rspack(config).run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
}

/**
 * A copy of the builds whose shell starts React alone on `/`, the remotes' builds used as they are:
 * `boot` started by the page's boot script, at the moment it starts the app; `parsed` as a plain
 * deferred script, as soon as the HTML is parsed (no wait for the page's load and a frame).
 */
async function floorBuilds(workDir, start) {
  const shell = frontends.find((frontend) => frontend.isHost);
  const shellDist = path.join(workDir, start, shell.dir, 'dist');
  cpSync(distDir(shell), shellDist, { recursive: true });
  const homeFile = path.join(shellDist, 'home.html');
  const home = readFileSync(homeFile, 'utf8').replace(/<link data-portal-preload [^>]*>/g, '');
  const boot = BOOT.exec(home);
  if (!boot) throw new Error('no boot script in the shell’s home.html: build the frontends first');
  if (start === 'parsed') {
    writeFileSync(homeFile, home.replace(boot[0], `<script defer src="/${FLOOR_FILE}"></script>`));
  } else {
    const bootCode = readFileSync(path.join(shellDist, boot[1]), 'utf8');
    const mainSrc = /script\.src = "(\/static\/js\/main\.[0-9a-f]+\.js)";/.exec(bootCode);
    if (!mainSrc) throw new Error(`the boot script ${boot[1]} does not start main.js as expected`);
    writeFileSync(path.join(shellDist, boot[1]), bootCode.replace(mainSrc[1], `/${FLOOR_FILE}`));
    writeFileSync(homeFile, home);
  }
  await buildFloorBundle(shellDist, workDir);
  return (frontend) => (frontend.isHost ? shellDist : distDir(frontend));
}

/** `use(page)` in a fresh context whose CPU is slowed `rate` times. */
async function withSlowedPage(browser, rate, use) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return await use(page);
  } finally {
    await context.close();
  }
}

/** One load of `/` at 4× CPU: FCP, and each mark's time after it. */
const loadOnce = (browser, origin, marks) =>
  withSlowedPage(browser, CPU_SLOWDOWN, async (page) => {
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    // The FCP entry too: it is there only once the first frame has been presented, which can be after a mark.
    await page.waitForFunction(
      (names) => names.every((name) => performance.getEntriesByName(name).length),
      ['first-contentful-paint', ...marks],
      { timeout: 30_000 },
    );
    return page.evaluate((names) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      return { fcp, ...Object.fromEntries(names.map((name) => [name, performance.getEntriesByName(name)[0].startTime - fcp])) };
    }, marks);
  });

/** Lighthouse's benchmark index of this machine's CPU, slowed `rate` times. */
const benchmarkIndex = (browser, rate) =>
  withSlowedPage(browser, rate, async (page) => Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const ms = (v) => String(Math.round(v)).padStart(6);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-react-floor-'));
const stops = [];
try {
  const variants = [
    { name: 'app as built', dist: distDir, marks: ['portal:layout', 'portal:ready'] },
    { name: 'React alone, booted', dist: await floorBuilds(workDir, 'boot'), marks: [FLOOR_MARK] },
    { name: 'React alone, at parse', dist: await floorBuilds(workDir, 'parsed'), marks: [FLOOR_MARK] },
  ];
  for (const [index, variant] of variants.entries()) {
    const { origin, stop } = await serveBuilds(PORT + index * 10, variant.dist);
    stops.push(stop);
    Object.assign(variant, { origin, runs: [] });
  }
  console.log(`load average ${loadAverage()}; ${RUNS} rounds, ${CPU_SLOWDOWN}× CPU`);
  const browser = await launchBrowser();
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const variant of variants) {
        const run = await loadOnce(browser, variant.origin, variant.marks);
        variant.runs.push(run);
        console.log(
          `${variant.name} round ${round + 1}: FCP ${Math.round(run.fcp)}, ${variant.marks.map((mark) => `${mark} +${Math.round(run[mark])}`).join(', ')}`,
        );
      }
    }
    console.log(
      `\nLighthouse benchmark index of this CPU: ${await benchmarkIndex(browser, 1)}, slowed ${CPU_SLOWDOWN}×: ${await benchmarkIndex(browser, CPU_SLOWDOWN)}`,
    );
  } finally {
    await browser.close();
  }
  console.log(`\n/ at ${CPU_SLOWDOWN}× CPU, median of ${RUNS} (ms after FCP)`);
  for (const variant of variants) {
    console.log(
      `${variant.name.padEnd(22)} ${variant.marks.map((mark) => `${mark} ${ms(median(variant.runs.map((run) => run[mark])))}`).join('   ')}`,
    );
  }
  console.log(`load average at end ${loadAverage()}`);
} finally {
  await Promise.all(stops.map((stop) => stop()));
  rmSync(workDir, { recursive: true, force: true });
}
