// The practical floor for `/`: the landing page as static HTML + CSS, no JavaScript.
// Rendered at bench time from the monolith build in Chromium (the same React tree — shell layout +
// LandingPage — the same class names and the same built CSS files), then every <script>, preload and
// inline event handler is dropped and the stylesheets are copied next to index.html.
// Output: bench/static-landing/dist/ (gitignored), served by tooling/lib/staticServer.mjs.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monolithDist } from '../lib/common.mjs';

export const staticDist = path.join(import.meta.dirname, 'dist');

export async function renderStaticLanding(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, reducedMotion: 'no-preference' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.locator('#hero-title').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle').catch(() => {});
    const { html, styles } = await page.evaluate(() => {
      const doc = document.documentElement.cloneNode(true);
      doc
        .querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"], link[rel="prefetch"], noscript')
        .forEach((n) => n.remove());
      for (const el of doc.querySelectorAll('*')) {
        for (const attr of [...el.attributes]) if (/^on/i.test(attr.name)) el.removeAttribute(attr.name);
      }
      const styles = [];
      doc.querySelectorAll('link[rel="stylesheet"]').forEach((link) => {
        const url = new URL(link.getAttribute('href'), location.href);
        styles.push(url.pathname);
        link.setAttribute('href', url.pathname);
        link.removeAttribute('crossorigin');
      });
      return { html: '<!doctype html>\n' + doc.outerHTML, styles };
    });
    rmSync(staticDist, { recursive: true, force: true });
    mkdirSync(path.join(staticDist, 'static', 'css'), { recursive: true });
    const monolith = monolithDist();
    for (const style of styles) copyFileSync(path.join(monolith, style), path.join(staticDist, style));
    if (existsSync(path.join(monolith, 'favicon.svg')))
      copyFileSync(path.join(monolith, 'favicon.svg'), path.join(staticDist, 'favicon.svg'));
    writeFileSync(path.join(staticDist, 'index.html'), html);
    return { htmlBytes: Buffer.byteLength(html), styles };
  } finally {
    await context.close();
  }
}
