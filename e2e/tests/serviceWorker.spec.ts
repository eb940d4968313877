import { appendFileSync, chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO } from '../support/backend';
import { buildLandingRelease } from '../support/landingVariants';
import { loginAs } from '../support/login';
import { distDir, frontends } from '../../tooling/lib/frontends.mjs';

// The service worker is on in these tests (Playwright's default): the portal as a member's phone runs it.

/** Waits until the service worker controls the page (the first visit: once it has activated and claimed it). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** Every request URL kept in CacheStorage, by cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return all;
  });

/** Waits until a URL matching `pattern` is cached (what the page loaded before the worker is handed over to it). */
async function cachedSoon(page: Page, pattern: RegExp) {
  await expect
    .poll(
      async () =>
        Object.values(await cachedUrls(page))
          .flat()
          .some((url) => pattern.test(url)),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The member returns to the tab: what the page does when it is shown again. */
const returnToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/** The body of `url` in the worker's cache of the federation's files, or null. */
const keptFederationFile = (page: Page, url: string) =>
  page.evaluate(async (kept) => (await (await caches.open('portal-federation')).match(kept))?.text() ?? null, url);

const updateNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version is available' });

test.describe('service worker', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member who visited once reloads / and /sales offline: the shell and the Sales code come from the cache; no API answer is in any cache', async ({
    page,
    context,
    portal,
  }) => {
    const salesOrigin = `http://127.0.0.1:${portal.portOf('remote_sales')}`;
    await loginAs(page, DEMO.top);
    await controlled(page);
    await page.goto('/sales?member=AP1002');
    await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
    // Loaded before the worker controlled the page, or since: kept either way.
    await cachedSoon(page, new RegExp(`^${salesOrigin}/remoteEntry\\.js$`));
    await page.goto('/');
    await expect(page.locator('#features')).toBeVisible();

    const cached = await cachedUrls(page);
    const urls = Object.values(cached).flat();
    const config = portal.config();
    const apiOrigin = new URL(config.apiBaseUrl).origin;
    const emulatorOrigin = new URL(config.authEmulatorUrl!).origin;
    expect(urls.filter((url) => url.startsWith(apiOrigin) || url.startsWith(emulatorOrigin))).toEqual([]);
    expect(urls.some((url) => url.startsWith(`${salesOrigin}/static/js/`))).toBe(true);
    // Pages are kept only when they are the same for everyone: no member's address (codes in its query).
    expect(urls.filter((url) => /[?&](member|path)=/.test(url) || new URL(url).pathname.startsWith('/sales'))).toEqual([]);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.locator('#features')).toBeVisible();
      await page.goto('/sales');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('a new landing release while the worker is installed: shown on the next load, the notice appears on returning to the tab; rollback works', async ({
    page,
    portal,
  }) => {
    const release2 = await buildLandingRelease('banner');
    const landingManifest = `http://127.0.0.1:${portal.portOf('remote_landing')}/mf-manifest.json`;
    await page.goto('/');
    await controlled(page);
    await page.reload();
    await expect(page.locator('#features')).toBeVisible();
    await expect.poll(() => keptFederationFile(page, landingManifest), { timeout: 20_000 }).not.toBeNull();
    const firstManifest = await keptFederationFile(page, landingManifest);
    // Nothing new yet: no notice.
    await returnToTab(page);
    await page.waitForTimeout(1000);
    await expect(updateNotice(page)).toHaveCount(0);

    try {
      await portal.redeploy('remote_landing', release2);
      await returnToTab(page);
      await expect(updateNotice(page)).toBeVisible();
      // The check read the new manifest without keeping it: offline, a reload still pairs the first
      // release's manifest with the first release's remoteEntry.js the worker kept.
      expect(await keptFederationFile(page, landingManifest)).toBe(firstManifest);
      // The portal never reloads on its own: the page on screen is still the first release.
      await expect(page.getByTestId('release-banner')).toHaveCount(0);
      await updateNotice(page).getByRole('button', { name: 'Reload' }).click();
      await expect(page.getByTestId('release-banner')).toHaveText('New release: landing v2');
      await expect(page.locator('#features')).toBeVisible();
      await expect(updateNotice(page)).toHaveCount(0);
    } finally {
      await portal.redeploy('remote_landing');
    }
    await page.reload();
    await expect(page.locator('#features')).toBeVisible();
    await expect(page.getByTestId('release-banner')).toHaveCount(0);
  });

  test('a new shell: its worker waits for "Reload", which activates it; never on its own', async ({ page, portal }) => {
    const shell = frontends.find((frontend) => frontend.isHost)!;
    const next = mkdtempSync(path.join(os.tmpdir(), 'portal-shell-next-'));
    chmodSync(next, 0o755); // nginx's workers run as an unprivileged user when the tests run as root
    cpSync(distDir(shell), next, { recursive: true });
    appendFileSync(path.join(next, 'sw.js'), '\n// the next release\n');
    try {
      await page.goto('/');
      await controlled(page);
      await portal.redeploy('shell', next);
      await returnToTab(page);
      await expect(updateNotice(page)).toBeVisible();
      const waiting = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
      expect(await waiting()).toBe(true);
      await page.waitForTimeout(1000);
      expect(await waiting()).toBe(true);
      const reloaded = page.waitForEvent('load');
      await updateNotice(page).getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect.poll(waiting, { timeout: 20_000 }).toBe(false);
      await controlled(page);
      await expect(updateNotice(page)).toHaveCount(0);
    } finally {
      await portal.redeploy('shell');
      rmSync(next, { recursive: true, force: true });
    }
  });
});
