#!/usr/bin/env node
// `npm run bench`: builds (cold and warm, timed), serves the production portal as `npm start` does,
// a monolith of the same pages and a static landing page side by side, measures first-render bytes
// and requests (CDP), Lighthouse lab metrics, input at first paint (4× CPU), the / -> /sales navigation,
// `/` in each other language too (the language cookie set: Hindi, with its Devanagari font), the font's
// bytes, runs the API benchmark, and writes bench/results/latest.md and latest.json. Every process it starts
// is stopped, even on failure.
// The signed-in pages on a phone too: Lighthouse mobile cold and warm, federated and monolith, and INP
// of real interactions on `/sales`.
// Env: BENCH_RUNS (3; 5 for input at first paint), BENCH_BUILD_RUNS (BENCH_RUNS, at least 1), BENCH_SKIP_API=1,
//      BENCH_API_MEMBERS/POLICIES/DURATION_S/CONCURRENCY/DB, CHROMIUM_PATH,
//      BENCH_MOBILE_PAGES (comma list, a subset of MOBILE_PAGES), BENCH_ONLY=mobile (only the phone
//      measurements, into bench/results/mobile.md; one untimed build first unless BENCH_SKIP_BUILD=1),
//      BENCH_MONOLITH_RENDERER=preact with BENCH_ONLY=mobile (the monolith on preact/compat, into
//      bench/results/mobile-preact.md).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApiBench } from './lib/apiBench.mjs';
import { buildFederated, buildMonolith, measureBuilds } from './lib/builds.mjs';
import { exposeBytes } from './lib/tabBytes.mjs';
import { benchDir, CHROMIUM, log, monolithOnPreact, RUNS } from './lib/common.mjs';
import { FIRST_INPUT_RUNS, measureFirstInput } from './lib/firstInput.mjs';
import { annotate } from './lib/firstRender.mjs';
import { measureInteractions } from './lib/interactions.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { renderMobileReport, renderReport } from './lib/report.mjs';
import { createStopper, ORIGINS, serveFrontends, startBackEnd } from './lib/services.mjs';
import { launchBrowser, measureSalesNavigation, measureTransfer } from './lib/transfer.mjs';
import { renderStaticLanding, staticDist } from './static-landing/render.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/src/i18n/languages.mjs';
import { FONT_WEIGHTS, NAMES_FONT_FILE, fontFileOf } from '../build/devanagariFont.mjs';
import { distDir, frontends } from '../tooling/lib/frontends.mjs';

/** The Devanagari font's files in the shell's build, by weight and the names' face: their bytes (woff2, served as they are). */
function fontBytes() {
  const dir = path.join(distDir(frontends.find((frontend) => frontend.isHost)), 'static', 'fonts');
  const files = readdirSync(dir);
  const entries = [...FONT_WEIGHTS.map((weight) => [weight, fontFileOf(weight)]), ['names', NAMES_FONT_FILE]];
  return Object.fromEntries(
    entries.map(([key, emitted]) => {
      const file = files.find((name) => name.startsWith(emitted.replace(/\.woff2$/, '.')));
      return [key, file ? { file, bytes: statSync(path.join(dir, file)).size } : null];
    }),
  );
}

/** The signed-in pages measured on a phone. */
const MOBILE_PAGES = ['/sales', '/sales/renewals', '/sales/payouts', '/sales/insights', '/profile'];

function mobilePages() {
  const asked = process.env.BENCH_MOBILE_PAGES?.split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  if (!asked?.length) return MOBILE_PAGES;
  const unknown = asked.filter((page) => !MOBILE_PAGES.includes(page));
  if (unknown.length) throw new Error(`BENCH_MOBILE_PAGES: ${unknown.join(', ')} not among ${MOBILE_PAGES.join(', ')}`);
  return MOBILE_PAGES.filter((page) => asked.includes(page));
}

/** Lighthouse mobile targets of the signed-in pages: per page, cold then warm, federated beside the monolith. */
const mobileTargets = (pages) =>
  pages.flatMap((path) =>
    ['cold', 'warm'].flatMap((state) =>
      ['federated', 'monolith'].map((variant) => ({ variant, origin: ORIGINS[variant], path, signedIn: true, state })),
    ),
  );

/** The phone measurements, with the back end up: INP on `/sales`, then Lighthouse mobile of each page. */
async function measureMobile(results, pages) {
  results.mobilePages = pages;
  const browser = await launchBrowser();
  try {
    log(`INP on /sales (4× CPU, 412 px), ${RUNS}× per variant...`);
    results.interactions = [];
    for (const variant of ['federated', 'monolith']) {
      results.interactions.push(await measureInteractions(browser, ORIGINS[variant], variant, RUNS));
    }
  } finally {
    await browser.close();
  }
  log(`Lighthouse mobile, signed in, cold and warm, ${pages.join(' ')}, ${RUNS} runs each...`);
  results.lighthouseMobile = await measureLighthouse(mobileTargets(pages), RUNS);
}

const stopper = createStopper();
const onSignal = (signal) => {
  log(`${signal}: stopping everything...`);
  void stopper.stopAll().then(() => process.exit(130));
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

const chromiumVersion = () => {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

async function main() {
  const started = Date.now();
  const phonePages = mobilePages();
  const results = {
    startedAt: new Date(started).toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: chromiumVersion(),
      loadAvgStart: os.loadavg(),
    },
    runs: RUNS,
    monolithRenderer: monolithOnPreact() ? 'preact' : 'react',
  };
  if (process.env.BENCH_ONLY === 'mobile') return mobileOnly(results, phonePages, started);
  if (monolithOnPreact()) throw new Error('BENCH_MONOLITH_RENDERER=preact is for the phone measurements only: add BENCH_ONLY=mobile');

  const buildRuns = Number(process.env.BENCH_BUILD_RUNS ?? RUNS);
  log(`building all frontends and the monolith, cold and warm, ${buildRuns}×...`);
  results.builds = await measureBuilds(Math.max(1, buildRuns));
  // The Insights tab's chart library is loaded with that tab only: what opening it costs, from the build.
  results.insightsTab = exposeBytes('remote-sales', 'InsightsPage', 'SalesPage');
  log(`Insights tab JS (gzip): ${(results.insightsTab.jsGzip / 1024).toFixed(1)} KB`);
  results.fonts = fontBytes();
  log(
    `Devanagari font: ${Object.entries(results.fonts)
      .map(([weight, font]) => `${weight} ${font ? `${(font.bytes / 1024).toFixed(1)} KB` : 'missing'}`)
      .join(', ')}`,
  );

  const served = await serveFrontends(stopper);
  results.config = served.config;

  let browser = await launchBrowser();
  stopper.add('playwright chromium', () => browser.close());
  log('rendering the static landing page from the monolith...');
  results.staticLanding = await renderStaticLanding(browser, ORIGINS.monolith);
  await served.serveStatic(staticDist);
  await browser.close();

  const pages = [{ path: '/' }, { path: '/login' }, { path: '/sales', signedIn: true, desktop: true }];
  const targets = [
    ...pages.map((p) => ({ variant: 'federated', origin: ORIGINS.federated, ...p })),
    ...pages.map((p) => ({ variant: 'monolith', origin: ORIGINS.monolith, ...p })),
    { variant: 'static', origin: ORIGINS.static, path: '/' },
    // `/` in the other languages (the language cookie set): the same targets.
    ...LANGUAGES.filter((language) => language.code !== DEFAULT_LANGUAGE).map((language) => ({
      variant: 'federated',
      origin: ORIGINS.federated,
      path: '/',
      language: language.code,
    })),
  ];

  // The signed-out pages use neither the API nor the Auth emulator: their Lighthouse runs come before
  // the back end starts, so its processes (a JVM among them) do not share the 2 CPUs with them.
  log(`Lighthouse for the signed-out pages, ${RUNS} runs per page, before the back end starts...`);
  const lighthouseSignedOut = await measureLighthouse(
    targets.filter((t) => !t.signedIn),
    RUNS,
  );

  log(`input at first paint (4× CPU), federated / and /login, ${FIRST_INPUT_RUNS} runs each...`);
  browser = await launchBrowser();
  results.firstInput = await measureFirstInput(
    browser,
    targets.filter((t) => t.variant === 'federated' && !t.signedIn && !t.language),
  );
  await browser.close();
  const after = (v) => (v == null ? 'never' : `+${Math.round(v)} ms`);
  for (const f of results.firstInput)
    log(
      `input at first paint ${f.path}: ${f.lost}/${f.runs.length} lost, acted ${after(f.effectAt)}, portal:layout ${after(f.layoutAt)}, portal:ready ${after(f.readyAt)} after FCP`,
    );

  const backEnd = await startBackEnd(stopper);
  browser = await launchBrowser(); // closed by the stopper entry above (it closes whichever is current)

  log(`first-render bytes and requests, ${RUNS} cold loads per page and encoding...`);
  results.transfer = await measureTransfer(browser, targets, RUNS);
  const requestsOf = (variant, path = '/') =>
    results.transfer.find((t) => t.variant === variant && t.path === path && t.language === DEFAULT_LANGUAGE && t.encoding === 'gzip')
      .lastRequests;
  results.firstRenderPath = annotate(requestsOf('federated'));
  results.firstRenderPathMonolith = annotate(requestsOf('monolith'));
  results.firstRenderPathStatic = annotate(requestsOf('static'));
  results.salesRenderPath = annotate(requestsOf('federated', '/sales'));
  results.salesRenderPathMonolith = annotate(requestsOf('monolith', '/sales'));
  for (const t of results.transfer) delete t.lastRequests;

  log(`signed in: / -> /sales via the header link, ${RUNS}× per variant...`);
  results.salesNavigation = {
    federated: await measureSalesNavigation(browser, ORIGINS.federated, RUNS),
    monolith: await measureSalesNavigation(browser, ORIGINS.monolith, RUNS),
  };
  await browser.close();

  log(`Lighthouse for the signed-in pages, ${RUNS} runs per page...`);
  const lighthouseSignedIn = await measureLighthouse(
    targets.filter((t) => t.signedIn),
    RUNS,
  );
  results.lighthouse = [...lighthouseSignedOut, ...lighthouseSignedIn];
  await measureMobile(results, phonePages);

  if (process.env.BENCH_SKIP_API !== '1') {
    await backEnd.stopApi(); // the API benchmark listens on the benchmark's API port
    results.apiBench = await runApiBench(stopper);
  }

  results.machine.loadAvgEnd = os.loadavg();
  results.durationS = Math.round((Date.now() - started) / 1000);
  const outDir = path.join(benchDir, 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(results, null, 2));
  const md = renderReport(results);
  writeFileSync(path.join(outDir, 'latest.md'), md);
  console.log('\n' + md.split('\n## ')[0] + '\n## ' + md.split('\n## ')[1]);
  log(`done in ${results.durationS} s: bench/results/latest.md, bench/results/latest.json`);
}

/** `BENCH_ONLY=mobile`: the builds (once, untimed), the servers and back end, the phone measurements. */
async function mobileOnly(results, pages, started) {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('building all frontends and the monolith (once, not timed)...');
    await buildFederated();
    await buildMonolith();
  }
  await serveFrontends(stopper);
  await startBackEnd(stopper);
  await measureMobile(results, pages);
  results.machine.loadAvgEnd = os.loadavg();
  results.durationS = Math.round((Date.now() - started) / 1000);
  const outDir = path.join(benchDir, 'results');
  mkdirSync(outDir, { recursive: true });
  const name = monolithOnPreact() ? 'mobile-preact' : 'mobile';
  writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(results, null, 2));
  const md = renderMobileReport(results);
  writeFileSync(path.join(outDir, `${name}.md`), md);
  console.log('\n' + md);
  log(`done in ${results.durationS} s: bench/results/${name}.md, bench/results/${name}.json`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error('[bench] failed:', error);
  exitCode = 1;
} finally {
  await stopper.stopAll();
}
process.exit(exitCode);
