#!/usr/bin/env node
// The floor of a server-rendered `/sales` on a phone (not part of `npm run bench`; no product code is
// changed): the page as the monolith renders it for the demo top member at the phone's size (header,
// tabs, member picker, summary and the first 50 policy cards), saved as static HTML with the same built
// CSS and no JavaScript, as static-landing/render.mjs saves `/`. Lighthouse's mobile preset on it,
// as the bench measures the signed-in pages: what a server that rendered a member's page would paint,
// before its JavaScript's download and hydration. Writes bench/results/sales-floor.md.
// Usage: node bench/experiments/salesFloor.mjs   (BENCH_RUNS, default 3; the bench's builds in dist/)
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchDir, log, monolithDist, monolithOnPreact, RUNS } from '../lib/common.mjs';
import { measureLighthouse, MOBILE_SCREEN } from '../lib/lighthouse.mjs';
import { loadAverage } from '../lib/report.mjs';
import { createStopper, ORIGINS, serveFrontends, startBackEnd } from '../lib/services.mjs';
import { saveStaticSnapshot } from '../lib/staticSnapshot.mjs';
import { launchBrowser, signIn } from '../lib/transfer.mjs';

const here = import.meta.dirname;
const outDir = path.join(here, 'dist', 'sales-floor');
/** Lighthouse's phone, so the page is saved as the run will show it. */
const PHONE = {
  viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
  isMobile: MOBILE_SCREEN.mobile,
  deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
};

/** `/sales` of the monolith, rendered for the demo member, saved into `outDir` without its JavaScript. */
async function saveSales(browser) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await signIn(page, ORIGINS.monolith);
    await page.goto(`${ORIGINS.monolith}/sales`);
    await page.getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle').catch(() => {});
    return await saveStaticSnapshot(page, monolithDist(), outDir);
  } finally {
    await context.close();
  }
}

if (monolithOnPreact()) throw new Error('salesFloor.mjs renders the React monolith: unset BENCH_MONOLITH_RENDERER');

const stopper = createStopper();
try {
  const loadStart = os.loadavg();
  const served = await serveFrontends(stopper);
  await startBackEnd(stopper);
  const browser = await launchBrowser();
  stopper.add('playwright chromium', () => browser.close());
  const { htmlBytes, styles } = await saveSales(browser);
  await served.serveStatic(outDir);
  log(`Lighthouse mobile on the saved /sales (${Math.round(htmlBytes / 1024)} KB of HTML), ${RUNS} runs...`);
  const [floor] = await measureLighthouse([{ variant: 'sales-floor', origin: ORIGINS.static, path: '/' }], RUNS);
  const lcpElement = floor.runs.at(-1)?.lcpElement;
  const md = [
    '# The floor of a server-rendered `/sales` (node bench/experiments/salesFloor.mjs)',
    '',
    `Run at ${new Date().toISOString()}, load average ${loadAverage(loadStart)} at the start, ${loadAverage(os.loadavg())} at the end; median of ${RUNS}.`,
    '`/sales` as the monolith renders it for the demo top member on a phone, saved as static HTML (' +
      `${Math.round(htmlBytes / 1024)} KB, ${styles.length} stylesheets, no JavaScript), Lighthouse mobile preset, cold. ` +
      'A floor: a real server-rendered page would add the download and hydration of its JavaScript to it.',
    '',
    '| performance | FCP (ms) | LCP (ms) | TBT (ms) | CLS | LCP element |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${floor.performance} | ${Math.round(floor.fcp)} | ${Math.round(floor.lcp)} | ${Math.round(floor.tbt)} | ${floor.cls?.toFixed(3)} | ${lcpElement ? `\`${lcpElement}\`` : '–'} |`,
    '',
  ].join('\n');
  writeFileSync(path.join(benchDir, 'results', 'sales-floor.md'), md);
  console.log('\n' + md);
} finally {
  await stopper.stopAll();
}
