// Lighthouse lab runs in Debian's Chromium (chrome-launcher), mobile preset (the default config)
// or desktop (lighthouse/core/config/desktop-config.js). Signed-in pages: Chromium is launched on a
// user-data-dir, Playwright signs in over CDP (Firebase keeps the session in IndexedDB), then the
// target's `state` is made (swState.mjs): 'cold' (the default) clears the HTTP cache, the service
// worker, CacheStorage and the member data; 'warm' visits the page once at the phone's size and clears
// nothing. Lighthouse then runs with disableStorageReset so the session (and a warm state) survives. A target's
// `language` other than English: its language cookie is set first (Lighthouse's storage reset keeps
// cookies), so the servers serve the page in that language, as to a returning visitor.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, log, median } from './common.mjs';
import { DEFAULT_LANGUAGE } from '../../shared/src/i18n/languages.mjs';
import { makeCold, makeWarm } from './swState.mjs';
import { languageCookies, signIn } from './transfer.mjs';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The screen of Lighthouse's mobile preset (a Moto G Power), for the warm visit. */
export const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };

/** The LCP element: Lighthouse 13 names it in its LCP breakdown insight, earlier versions in an audit of its own. */
const lcpNode = (lhr) =>
  lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node') ??
  lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node ??
  null;

function extract(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const failed = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    lcpElement: lcpNode(lhr)?.snippet ?? null,
    lcpLabel: lcpNode(lhr)?.nodeLabel ?? null,
    failing: { accessibility: failed('accessibility'), bestPractices: failed('best-practices'), seo: failed('seo') },
    mainThread: Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.groupLabel ?? i.group, Math.round(i.duration)]),
    ),
    bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 5)
      .map((i) => ({ url: i.url, total: Math.round(i.total), scripting: Math.round(i.scripting) })),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((i) => ({
      url: i.url,
      start: Math.round(i.startTime),
      duration: Math.round(i.duration),
    })),
    runtimeError: lhr.runtimeError?.code ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings ?? [],
  };
}

/** `BENCH_LH_DIR=<folder>`: each run's whole Lighthouse report is written there too, to be read in detail. */
function saveReport(lhr, { desktop, signedIn, state }) {
  const folder = process.env.BENCH_LH_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const page = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl);
  const name = [
    page.port,
    page.pathname.replace(/\W+/g, '_'),
    desktop ? 'desktop' : 'mobile',
    signedIn ? state : 'visitor',
    Date.now(),
  ].join('-');
  writeFileSync(path.join(folder, `${name}.json`), JSON.stringify(lhr));
}

async function runOnce(url, { desktop, signedIn, origin, language = DEFAULT_LANGUAGE, state = 'cold' }) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-lh-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, userDataDir, logLevel: 'silent' });
  let pw = null;
  let serviceWorker = null;
  try {
    const cookies = languageCookies(origin, language);
    if (cookies.length && !signedIn) {
      pw = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await pw.contexts()[0].addCookies(cookies);
    }
    if (signedIn) {
      pw = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = pw.contexts()[0];
      await context.addCookies(cookies);
      const page = await context.newPage();
      await signIn(page, origin);
      const cdp = await context.newCDPSession(page);
      if (state === 'warm') {
        if (!desktop) await cdp.send('Emulation.setDeviceMetricsOverride', MOBILE_SCREEN);
        serviceWorker = await makeWarm(page, url);
      } else {
        await makeCold(page, cdp, origin);
      }
      await page.goto('about:blank');
      await cdp.detach();
      await page.close();
    }
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: Boolean(signedIn),
    };
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
    saveReport(result.lhr, { desktop, signedIn, state });
    return { ...extract(result.lhr), serviceWorker };
  } finally {
    if (pw) await pw.close().catch(() => {});
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'si'];

export async function measureLighthouse(targets, runs) {
  const out = [];
  for (const target of targets) {
    const url = target.origin + target.path;
    const results = [];
    for (let i = 0; i < runs; i++) {
      try {
        results.push(await runOnce(url, target));
      } catch (error) {
        log(`lighthouse ${url} run ${i + 1} failed: ${error.message}`);
      }
    }
    const ok = results.filter((r) => !r.runtimeError);
    const m = Object.fromEntries(KEYS.map((k) => [k, median(ok.map((r) => r[k]))]));
    const language = target.language ?? DEFAULT_LANGUAGE;
    const preset = target.desktop ? 'desktop' : 'mobile';
    const state = target.signedIn ? (target.state ?? 'cold') : null;
    out.push({
      variant: target.variant,
      path: target.path,
      language,
      preset,
      signedIn: Boolean(target.signedIn),
      state,
      ...m,
      lighthouseVersion: results[0]?.lighthouseVersion,
      runs: results,
    });
    log(
      `lighthouse ${target.variant} ${target.path}${language === DEFAULT_LANGUAGE ? '' : ` (${language})`} (${preset}${state ? `, ${state}` : ''}): perf ${m.performance}, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls?.toFixed(3)}, a11y ${m.accessibility}, BP ${m.bestPractices}, SEO ${m.seo}`,
    );
  }
  return out;
}
