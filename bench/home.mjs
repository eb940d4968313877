#!/usr/bin/env node
// Quick measurement of `/` only (no back end, no build): serves the current `<app>/dist` builds with
// scripts/lib/staticServer.mjs on ports of their own (BENCH_HOME_PORT, default 3880–3883), then
// measures first-render bytes/requests (CDP, gzip) and Lighthouse mobile, BENCH_RUNS times (default 3).
// With `--baseline <dir>`, the builds under `<dir>/<app>/dist` (e.g. an earlier commit, built there)
// are served beside them (ports +10) and measured in the same run, one Lighthouse run of each in turn.
// For before/after comparisons while working on `/`; `npm run bench` remains the full report.
//   node bench/home.mjs [--no-lighthouse] [--baseline <dir>] [--path /login]  (a signed-out page; default /)
import os from 'node:os';
import path from 'node:path';
import { distDir, frontends } from '../scripts/lib/frontends.mjs';
import { contentSecurityPolicy, portalConfigFromEnv } from '../scripts/lib/portalConfig.mjs';
import { close, createStaticServer, listen } from '../scripts/lib/staticServer.mjs';
import { median, RUNS } from './lib/common.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { launchBrowser, measureTransfer } from './lib/transfer.mjs';

const base = Number(process.env.BENCH_HOME_PORT ?? 3880);
const baselineIndex = process.argv.indexOf('--baseline');
const baselineDir = baselineIndex > 0 ? path.resolve(process.argv[baselineIndex + 1]) : null;
const pathIndex = process.argv.indexOf('--path');
const pagePath = pathIndex > 0 ? process.argv[pathIndex + 1] : '/';
const url = (port) => `http://127.0.0.1:${port}`;
const kb = (n) => (n / 1024).toFixed(1);
const servers = [];

async function serve(port, dist) {
  const config = portalConfigFromEnv({
    PORTAL_PUBLIC_HOST: '127.0.0.1',
    API_BASE_URL: url(port + 8),
    FIREBASE_AUTH_EMULATOR_URL: url(port + 9),
    REMOTE_LANDING_URL: url(port + 1),
    REMOTE_ONBOARDING_URL: url(port + 2),
    REMOTE_SALES_URL: url(port + 3),
  });
  const csp = contentSecurityPolicy(config);
  for (const [index, frontend] of frontends.entries()) {
    const server = createStaticServer({ root: dist(frontend), spaFallback: Boolean(frontend.isHost), config: () => config, csp: () => csp });
    await listen(server, port + index);
    servers.push(server);
  }
  return url(port);
}

try {
  const targets = [{ variant: 'current', origin: await serve(base, distDir), path: pagePath }];
  if (baselineDir) targets.push({ variant: 'baseline', origin: await serve(base + 10, (f) => path.join(baselineDir, f.dir, 'dist')), path: pagePath });
  const load = os.loadavg().map((n) => n.toFixed(1)).join(' / ');
  const browser = await launchBrowser();
  let transfers;
  try {
    transfers = (await measureTransfer(browser, targets, RUNS)).filter((t) => t.encoding === 'gzip');
  } finally {
    await browser.close();
  }
  console.log(`\nload average ${load}`);
  for (const t of transfers) {
    console.log(`${t.variant} ${pagePath} gzip: JS before render ${kb(t.jsBytes)} KB in ${t.jsRequests} scripts, CSS ${kb(t.cssBytes)} KB, ${t.requests} requests before render, visible at ${Math.round(t.visibleAt)} ms, FCP ${Math.round(t.fcp)} ms; all JS ${kb(t.allJsBytes)} KB, all CSS ${kb(t.allCssBytes)} KB, ${t.allRequests} requests`);
    for (const r of t.lastRequests) console.log(`  ${String(r.start).padStart(5)}-${String(r.end).padStart(5)} ${r.beforeRender ? '*' : ' '} ${kb(r.bytes).padStart(6)} KB ${r.url}`);
  }
  if (!process.argv.includes('--no-lighthouse')) {
    const runs = Object.fromEntries(targets.map((t) => [t.variant, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const target of targets) {
        const [lh] = await measureLighthouse([target], 1);
        runs[target.variant].push(...lh.runs);
      }
    }
    for (const [variant, list] of Object.entries(runs)) {
      const m = (key) => median(list.map((r) => r[key]));
      console.log(`\n${variant}: Lighthouse mobile ${pagePath} (median of ${list.length}): perf ${m('performance')}, FCP ${Math.round(m('fcp'))} ms, LCP ${Math.round(m('lcp'))} ms, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls')?.toFixed(3)}, SI ${Math.round(m('si'))}, a11y ${m('accessibility')}, BP ${m('bestPractices')}, SEO ${m('seo')}`);
      for (const run of list) {
        console.log(`  run: perf ${run.performance} FCP ${Math.round(run.fcp)} LCP ${Math.round(run.lcp)} TBT ${Math.round(run.tbt)} CLS ${run.cls?.toFixed(3)} lcpEl ${run.lcpElement} failing ${JSON.stringify(run.failing)}`);
        for (const task of run.longTasks ?? []) console.log(`    long task at ${task.start} ms: ${task.duration} ms ${task.url}`);
      }
    }
    console.log(`load average at end ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
  }
} finally {
  await Promise.all(servers.map(close));
}
