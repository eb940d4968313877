import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO } from '../support/backend';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/login';
import { LANGUAGES, LANGUAGE_COOKIE } from '../../shared/src/i18n/languages.mjs';

/**
 * The portal installs as an app: Chromium's own install criteria, its manifest in each language, the
 * icons it declares. In a persistent context: Playwright's other contexts are off the record, where
 * Chromium reports `in-incognito` and nothing else.
 */

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
interface AppManifest {
  url: string;
  errors: { message: string; critical: number }[];
  data?: string;
}

let context: BrowserContext;
let profile: string;

test.beforeEach(async ({ portal, launchOptions, headless }) => {
  profile = mkdtempSync(path.join(tmpdir(), 'portal-install-'));
  context = await chromium.launchPersistentContext(profile, { ...launchOptions, headless, baseURL: portal.url });
});

test.afterEach(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

/** Opens `route` and waits until the app has adopted a pre-rendered page (#root loses its mark). */
async function open(page: Page, route: string) {
  await page.goto(route);
  await page.waitForFunction(() => !document.querySelector('[data-portal-prerendered]'), null, { timeout: 30_000 });
}

async function appManifest(page: Page): Promise<AppManifest> {
  const cdp = await context.newCDPSession(page);
  try {
    return (await cdp.send('Page.getAppManifest')) as unknown as AppManifest;
  } finally {
    await cdp.detach();
  }
}

async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await cdp.detach();
  }
}

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

const manifestHref = (page: Page) => page.locator('link[rel="manifest"]').getAttribute('href');

test('meets Chromium’s install criteria, with a manifest that parses cleanly and icons that are the PNGs it declares', async () => {
  const page = await context.newPage();
  await open(page, '/');
  // Chromium of 2024 on needs no service worker to install an app: the list is empty.
  await expect.poll(() => installabilityErrors(page), { timeout: 15_000 }).toEqual([]);

  const manifest = await appManifest(page);
  expect(manifest.url).toMatch(/\/manifest\.en\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data!) as { id: string; start_url: string; name: string; icons: ManifestIcon[] };
  expect(data).toMatchObject({ id: '/', start_url: '/sales', scope: '/', display: 'standalone', name: 'Agent Portal' });

  const purposes = data.icons.map((icon) => `${icon.purpose} ${icon.sizes}`).sort();
  expect(purposes).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
  for (const icon of data.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
  }
});

test('the manifest is in the page’s language: the pre-rendered Hindi page links the Hindi one, and a switch swaps it', async ({
  portal,
}) => {
  const hindi = LANGUAGES.find((language) => language.code === 'hi')!;
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: hindi.code, url: portal.url }]);
  const page = await context.newPage();
  await open(page, '/');
  expect(await manifestHref(page)).toBe('/manifest.hi.webmanifest');
  const manifest = await appManifest(page);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data!)).toMatchObject({ id: '/', lang: hindi.locale, name: 'एजेंट पोर्टल' });
  await expect.poll(() => installabilityErrors(page), { timeout: 15_000 }).toEqual([]);

  // Back to English with the header's switch: the same app (its id), named in English.
  await page.locator('header [data-portal-language="en"]:visible').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect.poll(() => manifestHref(page)).toBe('/manifest.en.webmanifest');
  await expect.poll(async () => (JSON.parse((await appManifest(page)).data ?? '{}') as { name?: string }).name).toBe('Agent Portal');

  // A page the server does not pre-render (the app's own index.html, which links English): the switch
  // swaps it there too, and a reload in the remembered Hindi links the Hindi one again.
  await open(page, '/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.locator('header [data-portal-language="hi"]:visible').first().click();
  await expect.poll(() => manifestHref(page)).toBe('/manifest.hi.webmanifest');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', hindi.locale);
  await expect.poll(() => manifestHref(page)).toBe('/manifest.hi.webmanifest');
});

test('the installed app’s start, signed out, goes through Login and back to Sales', async () => {
  const page = await context.newPage();
  await page.goto('/sales');
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, DEMO.top, { alreadyThere: true });
  await expect(page).toHaveURL(/\/sales$/);
});

test('the browser’s bar takes the chosen theme’s colour', async () => {
  const page = await context.newPage();
  const matching = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')]
        .filter((meta) => matchMedia(meta.getAttribute('media') ?? 'all').matches)
        .map((meta) => meta.content),
    );
  // A device in dark mode: the portal's own theme (light until chosen) decides, not the device's setting.
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const route of ['/', '/signup']) {
    await open(page, route);
    expect(await matching(), route).toEqual(['#0b5cab']);
  }
  await page.locator('header [data-portal-theme-toggle]:visible').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await matching()).toEqual(['#172232']);
  // Remembered: the pre-rendered page's own script gives the bar the dark colour before the app runs.
  await page.goto('/');
  expect(await matching()).toEqual(['#172232']);
});
