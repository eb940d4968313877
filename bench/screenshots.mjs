#!/usr/bin/env node
// `npm run screenshots -- --baseline <dir>`: `/`, `/sales`, `/sales/payouts` and `/admin` in both themes,
// as this checkout's builds show them and as another checkout's do (`<dir>/<app>/dist`, e.g. a worktree
// of the commit before a change, built there), on one back end with the demo data. Writes
// `docs/screenshots/<name>/<page>-<theme>-{before,after}.png` and `docs/screenshots/<name>/README.md`
// with the share of pixels that differ, counted by Chromium itself (two canvases, pixel by pixel).
// `--name` names the folder (default `compare`). Build this checkout first (`npm run build`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../tooling/lib/frontends.mjs';
import { DEMO, loadAverage, log, option } from './lib/common.mjs';
import { builtIn, serveBuilds } from './lib/servedBuilds.mjs';
import { createStopper, portalEnv, startBackEnd } from './lib/services.mjs';
import { launchBrowser, signIn } from './lib/transfer.mjs';

const OPERATOR = { email: 'ops@agentportal.in', password: 'Demo@1234' };
const PAGES = [
  { page: 'home', path: '/', account: null, ready: '#hero-title' },
  { page: 'sales', path: '/sales', account: DEMO, ready: 'article' },
  { page: 'payouts', path: '/sales/payouts', account: DEMO, ready: 'main table' },
  { page: 'admin', path: '/admin', account: OPERATOR, ready: 'main table, main [role="status"]' },
];
const THEMES = ['light', 'dark'];
// The first screenful, taller than a laptop's: below it the sales cards render only as they scroll in.
const VIEWPORT = { width: 1280, height: 1400 };

const baselineDir = option('--baseline') && path.resolve(option('--baseline'));
if (!baselineDir) throw new Error('usage: node bench/screenshots.mjs --baseline <checkout with built dist folders> [--name <folder>]');
const outDir = path.join(rootDir, 'docs', 'screenshots', option('--name') ?? 'compare');
mkdirSync(outDir, { recursive: true });

/** The checkout's commit, short, or its folder when it is not a git checkout. */
const commitOf = (dir) => {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return dir;
  }
};

/** Share of pixels that differ between two PNGs of the same size (or 1 when the sizes differ), in a page. */
async function differingShare(browser, a, b) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ([first, second]) => {
        const load = (base64) =>
          new Promise((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve(image);
            image.onerror = reject;
            image.src = `data:image/png;base64,${base64}`;
          });
        const [x, y] = await Promise.all([load(first), load(second)]);
        if (x.width !== y.width || x.height !== y.height) return { share: 1, size: `${x.width}×${x.height} vs ${y.width}×${y.height}` };
        const pixels = (image) => {
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const [p, q] = [pixels(x), pixels(y)];
        let differing = 0;
        for (let i = 0; i < p.length; i += 4) {
          if (Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]) > 24) differing++;
        }
        return { share: differing / (p.length / 4), size: `${x.width}×${x.height}` };
      },
      [a.toString('base64'), b.toString('base64')],
    );
  } finally {
    await page.close();
  }
}

async function shoot(browser, origin, { path: pagePath, account, ready }, theme) {
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  try {
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    if (account) await signIn(page, origin, account);
    await page.goto(`${origin}${pagePath}`);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    return await page.screenshot({ animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

const stopper = createStopper();
try {
  const loadAtStart = loadAverage();
  const backEnd = { apiBaseUrl: portalEnv.API_BASE_URL, authEmulatorUrl: portalEnv.FIREBASE_AUTH_EMULATOR_URL };
  const variants = [
    { variant: 'before', served: await serveBuilds(3820, builtIn(baselineDir), backEnd) },
    { variant: 'after', served: await serveBuilds(3830, builtIn(rootDir), backEnd) },
  ];
  for (const { variant, served } of variants) stopper.add(`${variant} builds`, served.stop);
  await startBackEnd(stopper, { moreOrigins: variants.map(({ served }) => served.origin) });
  const browser = await launchBrowser();
  stopper.add('playwright chromium', () => browser.close());
  const rows = [];
  for (const target of PAGES) {
    for (const theme of THEMES) {
      const shots = {};
      for (const { variant, served } of variants) {
        log(`${target.path} in the ${theme} theme, ${variant}...`);
        shots[variant] = await shoot(browser, served.origin, target, theme);
        writeFileSync(path.join(outDir, `${target.page}-${theme}-${variant}.png`), shots[variant]);
      }
      const { share, size } = await differingShare(browser, shots.before, shots.after);
      rows.push(`| \`${target.path}\` | ${theme} | ${size} | ${(share * 100).toFixed(2)} % |`);
    }
  }
  const report = [
    '# Before and after, side by side',
    '',
    `${new Date().toISOString()}; before: the builds of \`${commitOf(baselineDir)}\`; after: this checkout's (\`${commitOf(rootDir)}\`). ` +
      `${os.cpus().length} CPUs, load average ${loadAtStart} at start. Viewport ${VIEWPORT.width}×${VIEWPORT.height}, its first screenful, ` +
      'demo data, one back end for both. A pixel differs when its red, green and blue differ by more than 24 together.',
    '',
    '| page | theme | size | pixels that differ |',
    '|---|---|---|---|',
    ...rows,
    '',
    'Files: `<page>-<theme>-before.png` and `<page>-<theme>-after.png`.',
    '',
  ].join('\n');
  writeFileSync(path.join(outDir, 'README.md'), report);
  log(readFileSync(path.join(outDir, 'README.md'), 'utf8'));
} finally {
  await stopper.stopAll();
}
