// A rendered page saved as static HTML + CSS with no JavaScript: every <script>, preload, prefetch
// and inline event handler dropped, the stylesheets copied next to index.html from the
// build that served them. The floors of `/` (static-landing) and of `/sales` (experiments/salesFloor.mjs).
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Saves the page as it is now into `outDir` (emptied first), its CSS copied from `buildDir`; returns what it wrote. */
export async function saveStaticSnapshot(page, buildDir, outDir) {
  const { html, styles } = await page.evaluate(() => {
    const doc = document.documentElement.cloneNode(true);
    doc
      .querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"], link[rel="prefetch"], noscript')
      .forEach((node) => node.remove());
    for (const element of doc.querySelectorAll('*')) {
      for (const attribute of [...element.attributes]) if (/^on/i.test(attribute.name)) element.removeAttribute(attribute.name);
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
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(path.join(outDir, 'static', 'css'), { recursive: true });
  for (const style of styles) copyFileSync(path.join(buildDir, style), path.join(outDir, style));
  if (existsSync(path.join(buildDir, 'favicon.svg'))) copyFileSync(path.join(buildDir, 'favicon.svg'), path.join(outDir, 'favicon.svg'));
  writeFileSync(path.join(outDir, 'index.html'), html);
  return { htmlBytes: Buffer.byteLength(html), styles };
}
