#!/usr/bin/env node
// Quick measurement of `/` only (no back end, no build): serves the current `<app>/dist` builds with
// scripts/lib/staticServer.mjs on ports of its own (BENCH_HOME_PORT, default 3880–3883), then measures
// first-render bytes/requests (CDP, gzip) and Lighthouse mobile, BENCH_RUNS times each (default 3).
// For before/after comparisons while working on `/`; `npm run bench` remains the full report.
//   node bench/home.mjs [--no-lighthouse]
import os from 'node:os';
import { distDir, frontends } from '../scripts/lib/frontends.mjs';
import { contentSecurityPolicy, portalConfigFromEnv } from '../scripts/lib/portalConfig.mjs';
import { close, createStaticServer, listen } from '../scripts/lib/staticServer.mjs';
import { RUNS } from './lib/common.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { launchBrowser, measureTransfer } from './lib/transfer.mjs';

const base = Number(process.env.BENCH_HOME_PORT ?? 3880);
const url = (port) => `http://127.0.0.1:${port}`;
const env = {
  PORTAL_PUBLIC_HOST: '127.0.0.1',
  API_BASE_URL: url(base + 10),
  FIREBASE_AUTH_EMULATOR_URL: url(base + 11),
  REMOTE_LANDING_URL: url(base + 1),
  REMOTE_ONBOARDING_URL: url(base + 2),
  REMOTE_SALES_URL: url(base + 3),
};
const config = portalConfigFromEnv(env);
const csp = contentSecurityPolicy(config);
const servers = [];
const kb = (n) => (n / 1024).toFixed(1);
try {
  for (const [index, frontend] of frontends.entries()) {
    const server = createStaticServer({ root: distDir(frontend), spaFallback: Boolean(frontend.isHost), config: () => config, csp: () => csp });
    await listen(server, base + index);
    servers.push(server);
  }
  const origin = url(base);
  const load = os.loadavg().map((n) => n.toFixed(1)).join(' / ');
  const browser = await launchBrowser();
  let transfer;
  try {
    transfer = (await measureTransfer(browser, [{ variant: 'federated', origin, path: '/' }], RUNS)).find((t) => t.encoding === 'gzip');
  } finally {
    await browser.close();
  }
  console.log(`\nload average ${load}`);
  console.log(`/ gzip: JS before render ${kb(transfer.jsBytes)} KB in ${transfer.jsRequests} scripts, CSS ${kb(transfer.cssBytes)} KB, ${transfer.requests} requests before render, visible at ${Math.round(transfer.visibleAt)} ms, FCP ${Math.round(transfer.fcp)} ms; all JS ${kb(transfer.allJsBytes)} KB, ${transfer.allRequests} requests`);
  for (const r of transfer.lastRequests) {
    console.log(`  ${String(r.start).padStart(5)}-${String(r.end).padStart(5)} ${r.beforeRender ? '*' : ' '} ${kb(r.bytes).padStart(6)} KB ${r.url}`);
  }
  if (!process.argv.includes('--no-lighthouse')) {
    const [lh] = await measureLighthouse([{ variant: 'federated', origin, path: '/' }], RUNS);
    console.log(`\nLighthouse mobile /: perf ${lh.performance}, FCP ${Math.round(lh.fcp)} ms, LCP ${Math.round(lh.lcp)} ms, TBT ${Math.round(lh.tbt)} ms, CLS ${lh.cls?.toFixed(3)}, SI ${Math.round(lh.si)}, a11y ${lh.accessibility}, BP ${lh.bestPractices}, SEO ${lh.seo}`);
    for (const run of lh.runs) {
      console.log(`  run: perf ${run.performance} LCP ${Math.round(run.lcp)} TBT ${Math.round(run.tbt)} CLS ${run.cls?.toFixed(3)} lcpEl ${run.lcpElement} failing ${JSON.stringify(run.failing)}`);
      console.log(`    main thread ${JSON.stringify(run.mainThread)}`);
      console.log(`    bootup ${JSON.stringify(run.bootup)}`);
    }
    console.log(`load average at end ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
  }
} finally {
  await Promise.all(servers.map(close));
}
