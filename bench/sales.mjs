#!/usr/bin/env node
// `npm run bench:sales -- --baseline <dir>`: the signed-in sales page of this checkout's build against
// the builds of another checkout (`<dir>/<app>/dist`, e.g. a worktree of the commit before a change,
// built there), in one run on one back end: the JS and CSS `/sales` loads before its first policy card
// (gzip and br, cold cache) and the time from clicking the header's Sales link on `/` to that card.
// Writes bench/results/sales.md. Env: BENCH_RUNS (3), CHROMIUM_PATH.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDir, loadAverage, log, option, RUNS } from './lib/common.mjs';
import { builtIn, serveBuilds } from './lib/servedBuilds.mjs';
import { createStopper, ORIGINS, portalEnv, serveFrontends, startBackEnd } from './lib/services.mjs';
import { launchBrowser, measureSalesNavigation, measureTransfer } from './lib/transfer.mjs';

const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3820);
const baselineDir = option('--baseline') && path.resolve(option('--baseline'));
if (!baselineDir) throw new Error('usage: node bench/sales.mjs --baseline <checkout with built dist folders>');

const kb = (bytes) => (bytes / 1024).toFixed(1);

const stopper = createStopper();
try {
  const loadAtStart = loadAverage();
  await serveFrontends(stopper);
  const baseline = await serveBuilds(BASELINE_PORT, builtIn(baselineDir), {
    apiBaseUrl: portalEnv.API_BASE_URL,
    authEmulatorUrl: portalEnv.FIREBASE_AUTH_EMULATOR_URL,
  });
  stopper.add('baseline builds', baseline.stop);
  await startBackEnd(stopper, { moreOrigins: [baseline.origin] });
  const variants = [
    { variant: 'current', origin: ORIGINS.federated },
    { variant: 'baseline', origin: baseline.origin },
  ];
  const browser = await launchBrowser();
  stopper.add('playwright chromium', () => browser.close());
  log(`/sales, signed in, ${RUNS} cold loads per variant and encoding...`);
  const transfer = await measureTransfer(
    browser,
    variants.map((v) => ({ ...v, path: '/sales', signedIn: true })),
    RUNS,
  );
  const navigation = {};
  for (const { variant, origin } of variants) navigation[variant] = await measureSalesNavigation(browser, origin, RUNS);

  const lines = [
    '# `/sales`: this checkout against a baseline, one run',
    '',
    `${new Date().toISOString()}; baseline \`${baselineDir}\`; ${RUNS} runs each, medians; ${os.cpus().length} CPUs, load average ${loadAtStart} at start, ${loadAverage()} at end.`,
    '',
    '| variant | JS before the first card, gzip | br | CSS gzip | requests | first card visible | `/` → `/sales` first card |',
    '|---|---|---|---|---|---|---|',
    ...variants.map(({ variant }) => {
      const of = (encoding) => transfer.find((t) => t.variant === variant && t.encoding === encoding);
      const nav = navigation[variant];
      return `| ${variant} | ${kb(of('gzip').jsBytes)} KB | ${kb(of('br').jsBytes)} KB | ${kb(of('gzip').cssBytes)} KB | ${of('gzip').requests} | ${Math.round(of('gzip').visibleAt)} ms | ${Math.round(nav.median)} ms (${nav.runs.map(Math.round).join(', ')}) |`;
    }),
    '',
  ];
  const out = path.join(benchDir, 'results', 'sales.md');
  writeFileSync(out, lines.join('\n'));
  console.log('\n' + lines.join('\n'));
  log(`written to ${out}`);
} finally {
  await stopper.stopAll();
}
