// Bytes and requests of the first render, measured in Debian's Chromium through CDP (Playwright):
// a fresh browser context (empty HTTP cache) per load, Accept-Encoding forced to gzip or br, every
// network request recorded, and the moment the page's main content is visible taken in the page
// (requestAnimationFrame poll of the selector; `performance.timeOrigin` + `performance.now()`).
// "Before first render" = requests started before the main content became visible.
import { chromium } from '@playwright/test';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '../../shared/src/i18n/languages.mjs';
import { CHROMIUM, DEMO, log, median } from './common.mjs';

export const launchBrowser = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });

/** Selectors of each page's main content. */
export const MAIN_CONTENT = {
  '/': '#hero-title',
  '/login': 'form[aria-label="Login"]',
  '/sales': 'article',
};

/**
 * The language cookie a page is measured in (the servers serve `/` in the language it names), for
 * Playwright's `context.addCookies`; none in English (a first visit has none).
 */
export const languageCookies = (origin, language = DEFAULT_LANGUAGE) =>
  language === DEFAULT_LANGUAGE ? [] : [{ name: LANGUAGE_COOKIE, value: language, url: origin }];

/** Signs in through the login screen, as e2e/support/login.ts does (as the demo top member unless told). */
export async function signIn(page, origin, account = DEMO) {
  await page.goto(`${origin}/login`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByRole('button', { name: 'Verify Email' }).click();
  const password = form.getByLabel('Password', { exact: true });
  await password.waitFor({ state: 'visible', timeout: 30_000 });
  await password.fill(account.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  // On a phone's screen the header's menu (and its Logout) is folded: leaving the login page says it there.
  const narrow = await page.evaluate(() => window.matchMedia('(max-width: 768px)').matches);
  if (narrow) await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  else
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .waitFor({ state: 'visible', timeout: 30_000 });
}

const WATCH_SCRIPT = (selector) => `
(() => {
  const selector = ${JSON.stringify(selector)};
  window.__bench = { visibleAt: null };
  const tick = () => {
    const el = document.querySelector(selector);
    if (el && el.checkVisibility && el.checkVisibility({ opacityProperty: false }) && el.getBoundingClientRect().height > 0) {
      window.__bench.visibleAt = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

function kindOf(r) {
  const mime = r.mimeType ?? '';
  if (r.type === 'Script' || /javascript/.test(mime)) return 'js';
  if (r.type === 'Stylesheet' || /text\/css/.test(mime)) return 'css';
  if (r.type === 'Font' || /^font\//.test(mime)) return 'font';
  return 'other';
}

/**
 * One cold load of `origin + path` in `context`; returns per-request records and the timings.
 * `encoding` is 'gzip' or 'br' (sent as the only accepted encoding).
 */
export async function loadOnce(context, origin, path, encoding) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': encoding === 'br' ? 'br' : 'gzip' } });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:')) return;
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type,
      startWall: e.wallTime * 1000,
      startTs: e.timestamp,
      ...(requests.get(e.requestId) ?? {}),
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    Object.assign(r, {
      status: e.response.status,
      mimeType: e.response.mimeType,
      type: e.type ?? r.type,
      contentEncoding: headers['content-encoding'] ?? null,
      contentLength: headers['content-length'] ? Number(headers['content-length']) : null,
      fromCache: e.response.fromDiskCache || e.response.fromServiceWorker,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.encodedDataLength = e.encodedDataLength;
    r.endWall = r.startWall + (e.timestamp - r.startTs) * 1000;
  });
  await page.addInitScript(WATCH_SCRIPT(MAIN_CONTENT[path]));
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__bench?.visibleAt != null, null, { timeout: 30_000 });
  const timing = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    visibleAt: window.__bench.visibleAt,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));
  // Let idle work (the Firebase SDK on a signed-out page) happen, to report what loads after.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(500);
  await cdp.detach().catch(() => {});
  await page.close();
  const visibleWall = timing.timeOrigin + timing.visibleAt;
  const fcpWall = timing.fcp == null ? null : timing.timeOrigin + timing.fcp;
  const list = [...requests.values()].map((r) => ({
    url: r.url,
    kind: kindOf(r),
    status: r.status,
    encoding: r.contentEncoding,
    bytes: r.contentLength ?? r.encodedDataLength ?? 0,
    start: Math.round(r.startWall - timing.timeOrigin),
    end: r.endWall ? Math.round(r.endWall - timing.timeOrigin) : null,
    beforeRender: r.startWall <= visibleWall,
    beforeFcp: fcpWall != null && r.startWall <= fcpWall,
  }));
  return { visibleAt: timing.visibleAt, fcp: timing.fcp, requests: list };
}

function summarize(load) {
  const first = load.requests.filter((r) => r.beforeRender);
  const sum = (rs, kind) => rs.filter((r) => r.kind === kind).reduce((n, r) => n + r.bytes, 0);
  return {
    jsBytes: sum(first, 'js'),
    cssBytes: sum(first, 'css'),
    requests: first.length,
    jsRequests: first.filter((r) => r.kind === 'js').length,
    fontBytes: sum(first, 'font'),
    allFontBytes: sum(load.requests, 'font'),
    allFontRequests: load.requests.filter((r) => r.kind === 'font').length,
    requestsBeforeFcp: load.requests.filter((r) => r.beforeFcp).length,
    allJsBytes: sum(load.requests, 'js'),
    allCssBytes: sum(load.requests, 'css'),
    allRequests: load.requests.length,
    visibleAt: load.visibleAt,
    fcp: load.fcp,
  };
}

const KEYS = [
  'jsBytes',
  'cssBytes',
  'requests',
  'jsRequests',
  'fontBytes',
  'allFontBytes',
  'allFontRequests',
  'requestsBeforeFcp',
  'allJsBytes',
  'allCssBytes',
  'allRequests',
  'visibleAt',
  'fcp',
];

/**
 * For each variant × path × encoding: `runs` cold loads, medians, and the request list of the last
 * run (for the first-render path analysis). Signed-in paths log in first in the same context. A
 * target's `language` (default English) is the language cookie's: the page is served in it.
 */
export async function measureTransfer(browser, targets, runs) {
  const out = [];
  for (const { variant, origin, path, signedIn, language = DEFAULT_LANGUAGE } of targets) {
    for (const encoding of ['gzip', 'br']) {
      const loads = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
        try {
          await context.addCookies(languageCookies(origin, language));
          if (signedIn) {
            const page = await context.newPage();
            await signIn(page, origin);
            await page.close();
          }
          loads.push(await loadOnce(context, origin, path, encoding));
        } finally {
          await context.close();
        }
      }
      const summaries = loads.map(summarize);
      const m = Object.fromEntries(KEYS.map((k) => [k, median(summaries.map((s) => s[k]))]));
      const wrongEncoding = loads
        .at(-1)
        .requests.filter((r) => (r.kind === 'js' || r.kind === 'css') && r.bytes > 1024 && r.encoding !== encoding);
      out.push({
        variant,
        path,
        language,
        encoding,
        signedIn: Boolean(signedIn),
        ...m,
        runs: summaries,
        lastRequests: loads.at(-1).requests,
        wrongEncoding: wrongEncoding.length,
      });
      log(
        `transfer ${variant} ${path}${language === DEFAULT_LANGUAGE ? '' : ` (${language})`} ${encoding}: JS ${(m.jsBytes / 1024).toFixed(1)} KB, CSS ${(m.cssBytes / 1024).toFixed(1)} KB, fonts ${(m.allFontBytes / 1024).toFixed(1)} KB, ${m.requests} requests before render, visible at ${Math.round(m.visibleAt)} ms`,
      );
    }
  }
  return out;
}

/**
 * Signed in, on `/`: click the header's Sales link and time (in the page, rAF) until the first policy
 * card is visible. A fresh context per run: sign in, go to `/`, then navigate client-side.
 */
export async function measureSalesNavigation(browser, origin, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    try {
      const page = await context.newPage();
      await signIn(page, origin);
      await page.goto(`${origin}/`);
      await page.locator('#hero-title').waitFor({ state: 'visible' });
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sales', exact: true });
      await link.waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle').catch(() => {});
      const ms = await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const link = [...document.querySelectorAll('nav a[href="/sales"]')].find((a) => a.checkVisibility());
            if (!link) return reject(new Error('no visible Sales link'));
            const t0 = performance.now();
            const deadline = t0 + 20_000;
            const tick = () => {
              const card = document.querySelector('article');
              if (card && card.checkVisibility() && card.getBoundingClientRect().height > 0) return resolve(performance.now() - t0);
              if (performance.now() > deadline) return reject(new Error('no policy card within 20 s'));
              requestAnimationFrame(tick);
            };
            link.click();
            requestAnimationFrame(tick);
          }),
      );
      times.push(ms);
      log(`/ -> /sales (${origin}) run ${i + 1}: first policy card after ${Math.round(ms)} ms`);
    } finally {
      await context.close();
    }
  }
  return { median: median(times), runs: times };
}
