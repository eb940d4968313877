// The practical floor for `/`: the landing page as static HTML + CSS, no JavaScript.
// Rendered at bench time from the monolith build in Chromium (the same React tree — shell layout +
// LandingPage — the same class names and the same built CSS files), saved without its JavaScript
// (../lib/staticSnapshot.mjs).
// Output: bench/static-landing/dist/ (gitignored), served by tooling/lib/staticServer.mjs.
import path from 'node:path';
import { monolithDist } from '../lib/common.mjs';
import { saveStaticSnapshot } from '../lib/staticSnapshot.mjs';

export const staticDist = path.join(import.meta.dirname, 'dist');

export async function renderStaticLanding(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, reducedMotion: 'no-preference' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.locator('#hero-title').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle').catch(() => {});
    return await saveStaticSnapshot(page, monolithDist(), staticDist);
  } finally {
    await context.close();
  }
}
