// Build-time pre-rendering (production builds only). After an app's browser build is emitted, a
// pre-render entry is bundled a second time for Node (same context, loaders and CSS-module naming, so
// class names match the browser build's CSS), run once, and the HTML it returns is written next to the
// build by the app's `write` callback:
//  - a remote writes `prerender.html`, the markup of its page that the topology marks `prerender`
//    (shared/src/topology.mjs) plus the links to its CSS and federation files (URLs relative to the
//    fragment), fetched by the shell's server on each request to that page's route (nginx SSI) — so it
//    always belongs to the remote release that is deployed;
//  - the shell (entry `src/prerender.tsx`) writes one HTML file per pre-rendered page (`home.html` for
//    `/`, `login.html` for `/login`): its index.html with the layout (header, footer) pre-rendered
//    around the place where the remote's fragment is included.
// Each in every language of shared/src/i18n/languages.mjs, the file name with the language's suffix
// (`prerender.hi.html`, `home.hi.html`): the servers serve the one the visitor's language cookie names.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { compileToTemp } from '../compileToTemp.mjs';
import { exposedShareFiles, providedShareFiles, startupScriptFiles } from './startupChunks.mjs';
import { PRERENDERED_PAGES, fragmentFileOf, prerenderedVariantOf } from './pages.mjs';
import { PRERENDER_INLINE_SCRIPT } from './inlineScript.mjs';
import { PRERENDERED_ATTRIBUTE } from '../../shared/src/prerender/names.mjs';
import { PAGE_CONTRACT, pageIdOf, screenModuleOf } from '../../shared/src/topology.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/src/i18n/languages.mjs';
import { DEVANAGARI_LANGUAGES, FONT_WEIGHTS, fontFileOf } from '../devanagariFont.mjs';

const require = createRequire(import.meta.url);
const sharedDir = path.resolve(import.meta.dirname, '..', '..', 'shared');

/**
 * The JS files of a build's chunks that hold a language's catalogues (`…/i18n/…/hi.ts`, `hi.ts` parts
 * included) from modules under `dirs`: what the app loads first on a page in that language (English is
 * in the main bundle: none). The pre-rendered pages list them as `<link data-portal-preload>`, so
 * they load while the app's entry does instead of after it.
 */
function catalogueChunkFiles(compilation, language, dirs) {
  if (language === DEFAULT_LANGUAGE) return [];
  const catalogue = new RegExp(`[\\\\/]i18n[\\\\/](?:[^\\\\/]+[\\\\/])*(?:[\\w-]+\\.)?${language}\\.ts$`);
  const resourcesOf = (module) => [module.resource, ...(module.modules ?? []).map((inner) => inner.resource)].filter(Boolean);
  const isCatalogue = (resource) => catalogue.test(resource) && dirs.some((dir) => resource.startsWith(dir + path.sep));
  return [...compilation.chunks]
    .filter((chunk) => compilation.chunkGraph.getChunkModules(chunk).flatMap(resourcesOf).some(isCatalogue))
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
    .sort();
}

/** Bundles `entry` for Node with the browser config's module rules and returns its exports. */
function bundleForNode(browserConfig, entry, alias = {}) {
  const config = (outDir) => ({
    mode: browserConfig.mode,
    context: browserConfig.context,
    target: 'node',
    entry: { prerender: entry },
    devtool: false,
    // One file: the catalogues that the browser loads on demand (import()) are in it, for every language.
    output: {
      path: outDir,
      filename: 'prerender.cjs',
      library: { type: 'commonjs2' },
      uniqueName: browserConfig.output.uniqueName,
      asyncChunks: false,
    },
    resolve: { ...browserConfig.resolve, alias: { ...browserConfig.resolve.alias, ...alias } },
    module: { ...browserConfig.module, generator: { 'css/auto': { exportsOnly: true } } },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: browserConfig.plugins.filter((plugin) => plugin instanceof rspack.DefinePlugin),
  });
  return compileToTemp('portal-prerender-', config, (outDir) => {
    const file = path.join(outDir, 'prerender.cjs');
    delete require.cache[file];
    return require(file);
  });
}

export class PrerenderPlugin {
  /**
   * @param {object} options
   * @param {string} options.entry  module exporting `render()` (relative to the app's folder)
   * @param {Record<string, string> | ((context: string) => Record<string, string>)} [options.alias]
   *        module aliases for the Node bundle (or made from the app's folder)
   * @param {(module: { render: Function }, outputPath: string, compilation: object) => void | Promise<void>} options.write
   *        renders what it needs and writes it into the build
   * @param {object} options.browserConfig  the app's browser config (module rules, DefinePlugin)
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const { entry, alias, write, browserConfig } = this.options;
      const module = await bundleForNode(browserConfig, entry, typeof alias === 'function' ? alias(compiler.context) : alias);
      await write(module, compiler.options.output.path, compilation);
    });
  }
}

/** On a fragment's preload of a remote's own copy of a shared module: the module's share name. */
const SHARE_ATTRIBUTE = 'data-portal-share';

/** Marks a fragment as the pre-rendered form of an exposed page speaking a page contract. */
export const fragmentMarker = (pageId, contract) => `<!-- portal-prerender page=${pageId.replace('/', '.')} contract=${contract} -->`;

/**
 * A remote's `prerender.html` (and `prerender.hi.html`, … in each other language): the markup of its
 * page that the topology marks `prerender`, rendered in that language at the page's route from its
 * screen as the remote exposes it (prerenderEntry.tsx), after
 * its CSS (render-blocking, so the markup never shows unstyled) and what the federation runtime fetches
 * next (manifest, remoteEntry.js and the exposed module's chunks) as `<link data-portal-preload>` that
 * the shell's boot script turns into preloads once the page has painted, then the marker and the
 * markup. The shell's server splits it at the marker: the links go before the app's root, the markup
 * inside it, where the app adopts it. Its own URLs are relative to the fragment's URL; the shell's
 * server makes them absolute when it includes the fragment.
 */
export function exposedPagePrerender({ dir, page }) {
  const expose = `./${page.expose}`;
  return {
    entry: path.join(import.meta.dirname, 'prerenderEntry.tsx'),
    alias: { 'portal-prerendered-page$': path.resolve(dir, screenModuleOf(page)) },
    async write(module, outputPath, compilation) {
      const manifest = JSON.parse(readFileSync(path.join(outputPath, 'mf-manifest.json'), 'utf8'));
      const exposed = manifest.exposes.find((candidate) => candidate.path === expose);
      if (!exposed) throw new Error(`prerender: ${expose} is not in mf-manifest.json`);
      const remoteEntry = manifest.metaData.remoteEntry;
      const ownShares = exposedShareFiles(compilation, exposed.assets.js.sync);
      for (const language of LANGUAGES) {
        const { html, contract } = await module.render(page.route, language.code);
        const lines = [
          // With CORS, as the remote's other CSS loads (`output.crossOriginLoading`): a response the
          // service worker can keep.
          ...exposed.assets.css.sync.map((href) => `<link rel="stylesheet" href="${href}" crossorigin>`),
          '<link data-portal-preload href="mf-manifest.json" as="fetch" crossorigin>',
          `<link data-portal-preload href="${path.posix.join(remoteEntry.path, remoteEntry.name)}" as="script">`,
          ...exposed.assets.js.sync.map((href) => `<link data-portal-preload href="${href}" as="script">`),
          // This remote's own copies of the shared modules the page needs: the shell's boot script
          // preloads those the shell does not provide itself.
          ...ownShares.map(({ file, share }) => `<link data-portal-preload href="${file}" as="script" ${SHARE_ATTRIBUTE}="${share}">`),
          // The remote's own catalogues in this language (shared's are the shell's).
          ...catalogueChunkFiles(compilation, language.code, [path.resolve(dir)]).map(
            (href) => `<link data-portal-preload href="${href}" as="script">`,
          ),
          // Nothing between the marker and the markup, nor after it: React would meet a text node where
          // it adopts the page's element.
          fragmentMarker(pageIdOf(page), contract) + html,
        ];
        writeFileSync(path.join(outputPath, fragmentFileOf(language.code)), lines.join('\n'));
      }
    },
  };
}

/**
 * The shell's pre-rendered pages (pages.mjs), e.g. `home.html` for `/`: index.html
 * whose empty root is replaced by SSI that includes the remote's fragment and, when it is there and
 * speaks the page contract this shell was built for, shows it inside the pre-rendered layout;
 * otherwise the plain empty root. The app adopts the pre-rendered #root with React's hydrateRoot
 * (shell/src/bootstrap.tsx); what the visitor does before that is held by the inline script
 * (shared/src/prerender/inlineScript.mjs) and carried out then (shared/src/prerender/adoption.ts).
 * Contact details and the year come from the server's config (SSI echo), as config.json has them.
 * One file per language (`home.hi.html`): `<html lang>` its locale, the layout rendered in it by the
 * shell's `render(route)` in the current language (shellPrerenderEntry.ts makes each
 * language current first), the fragment of the same language included, and, in a language written
 * in Devanagari, the font preloaded so that its text paints in it at once (build/devanagariFont.mjs).
 */
export function shellPrerender({ contract = PAGE_CONTRACT, entry = './src/prerender.tsx' } = {}) {
  return {
    entry: path.join(import.meta.dirname, 'shellPrerenderEntry.ts'),
    alias: (context) => ({ 'portal-shell-prerender$': path.resolve(context, entry) }),
    async write(module, outputPath, compilation) {
      const index = readFileSync(path.join(outputPath, 'index.html'), 'utf8');
      const publicPath = compilation.outputOptions.publicPath;
      const assets = compilation.getAssets().map((asset) => asset.name);
      const styles = pageStylesheet(compilation, outputPath, publicPath);
      const root = '<div id="root"></div>';
      if (!index.includes(root)) throw new Error(`prerender: ${root} not found in index.html`);
      if (!index.includes('</head>')) throw new Error('prerender: no </head> in index.html');
      const entry = /<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/.exec(index);
      if (!entry) throw new Error('prerender: no entry <script defer> in index.html');
      const provided = Object.fromEntries(
        Object.entries(providedShareFiles(compilation)).map(([share, files]) => [share, files.map((file) => `${publicPath}${file}`)]),
      );
      const boot = writeBootScript(outputPath, publicPath, entry[1] ?? entry[2], provided);
      const startupScripts = startupScriptFiles(compilation);
      if (!/<html lang="[^"]*"/.test(index)) throw new Error('prerender: no <html lang> in index.html');
      // The web app manifest in the page's language (shell/public/manifest.<code>.webmanifest).
      const manifestLink = /<link rel="manifest" href="\/manifest\.[\w-]+\.webmanifest"/;
      if (!manifestLink.test(index)) throw new Error('prerender: no <link rel="manifest"> in index.html');
      const fonts = FONT_WEIGHTS.map((weight) => {
        const stem = fontFileOf(weight).replace(/\.woff2$/, '');
        const font = assets.find((name) => name.startsWith(`static/fonts/${stem}.`) && name.endsWith('.woff2'));
        if (!font) throw new Error(`prerender: the font ${fontFileOf(weight)} is not in the build`);
        return `<link rel="preload" href="${publicPath}${font}" as="font" type="font/woff2" crossorigin>`;
      }).join('');
      const templateIn = (language) =>
        index
          .replace(/<html lang="[^"]*"/, `<html lang="${language.locale}"`)
          .replace(manifestLink, `<link rel="manifest" href="/manifest.${language.code}.webmanifest"`)
          .replace(entry[0], `<script defer src="${boot}"></script>`)
          .replace(
            '</head>',
            [
              `<script>${PRERENDER_INLINE_SCRIPT}</script>`,
              DEVANAGARI_LANGUAGES.some((candidate) => candidate.code === language.code) ? fonts : '',
              styles,
              // What the app loads to start, requested with it once the page has painted: all at once, not
              // each when the federation runtime comes to it.
              ...startupScripts.map((file) => `<link data-portal-preload href="${publicPath}${file}" as="script">`),
              // The shell's and shared's catalogues in this language, requested with the app once the page has painted.
              ...catalogueChunkFiles(compilation, language.code, [compilation.options.context, sharedDir]).map(
                (file) => `<link data-portal-preload href="${publicPath}${file}" as="script">`,
              ),
              '</head>',
            ].join(''),
          );
      const echo = (name) => `<!--# echo var="${name}" -->`;
      for (const [page, language] of PRERENDERED_PAGES.flatMap((page) => LANGUAGES.map((language) => [page, language]))) {
        const variant = prerenderedVariantOf(page, language.code);
        const { html, slot, email, phone, phoneHref } = await module.render(page.route, language.code);
        let layout = html
          .replaceAll(`mailto:${email}`, `mailto:${echo('portal_contact_email')}`)
          .replaceAll(email, echo('portal_contact_email'))
          .replaceAll(phoneHref, echo('portal_contact_phone_href'))
          .replaceAll(phone, echo('portal_contact_phone'))
          .replace(/(©\s*(?:<!-- -->)?)\d{4}/, `$1<!--# config timefmt="%Y" -->${echo('date_local')}`); // text node separators kept: React adopts them
        if (!layout.includes(slot)) throw new Error(`prerender: the layout of ${page.route} has no slot for the page:\n${html}`);
        // The fragment split at its marker (regex captures): $1 its links, $2 its markup.
        layout = layout.replace(slot, '<!--# echo var="2" encoding="none" -->');
        // The marker as a regex with no comment delimiters in it (they would end the SSI command).
        const marker = fragmentMarker(page.pageId, contract).replace(/^<!--(.*)-->$/, '<[!]--$1--[>]');
        const ssi = [
          `<!--# include virtual="${variant.fragmentPath}" set="portal_prerender" -->`,
          `<!--# if expr="$portal_prerender = /(?s)^(.*)${marker}(.*)/" -->`,
          '<!--# echo var="1" encoding="none" -->',
          `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.pageId}">${layout}</div>`,
          '<!--# else -->',
          root,
          '<!--# endif -->',
        ].join('');
        writeFileSync(path.join(outputPath, variant.file), templateIn(language).replace(root, ssi));
      }
    },
  };
}

/**
 * The layout's CSS (the shell's CSS chunks: its layout's and the UI kit's), render-blocking in <head>
 * as one stylesheet, since each more is one more request before the first paint. The app's CSS chunk
 * loader must still find each chunk's CSS on the page, or it would fetch it again once the app starts
 * and apply it after the page's own rules: it adopts any `<link rel="stylesheet">` whose
 * `data-rspack` names the chunk, so each chunk gets such a link to the merged file, `media="not all"`
 * but the first (the same URL: no second request, and the rules apply once).
 */
function pageStylesheet(compilation, outputPath, publicPath) {
  const chunks = [...compilation.chunks].flatMap((chunk) =>
    [...chunk.files].filter((file) => file.endsWith('.css')).map((file) => ({ id: chunk.id, file })),
  );
  if (chunks.length === 0) return '';
  const css = chunks
    .map(({ file }) => readFileSync(path.join(outputPath, file), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''))
    .join('\n');
  const name = `static/css/page.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  writeFileSync(path.join(outputPath, name), css);
  const unique = compilation.outputOptions.uniqueName;
  return chunks
    .map(
      ({ id }, i) =>
        `<link rel="stylesheet" href="${publicPath}${name}"${i === 0 ? '' : ' media="not all"'} data-rspack="${unique}:chunk-${id}">`,
    )
    .join('');
}

/**
 * The pre-rendered pages' boot script: the page is on screen from its HTML and CSS, so the app's entry script (and the
 * landing's federation files, `<link data-portal-preload>`) are requested only once it has painted —
 * the CSS gets the network first, and the first paint does not wait for the scripts' bytes.
 */
function writeBootScript(outputPath, publicPath, mainSrc, providedShares) {
  const code = `// Starts the app once the pre-rendered page has painted (see build/prerender/prerender.mjs).
(function () {
  var started = false;
  function boot() {
    if (started) return;
    started = true;
    // The entry first: it is what the app runs first, and the preloads queue behind it.
    var script = document.createElement('script');
    script.src = ${JSON.stringify(mainSrc)};
    document.head.appendChild(script);
    // A remote's own copy of a shared module the shell provides is not what the page uses: the shell's
    // copy is (whether the shell loads it at start or only later), so that one is preloaded instead.
    var provided = ${JSON.stringify(providedShares)};
    var links = [];
    var hrefs = {};
    Array.prototype.slice.call(document.querySelectorAll('link[data-portal-preload]')).forEach(function (link) {
      var share = link.getAttribute(${JSON.stringify(SHARE_ATTRIBUTE)});
      var files = share && provided[share];
      if (!files) return add(link);
      files.forEach(function (file) {
        var shells = document.createElement('link');
        shells.href = file;
        shells.as = 'script';
        document.head.appendChild(shells);
        add(shells);
      });
    });
    function add(link) {
      if (hrefs[link.href]) return;
      hrefs[link.href] = true;
      links.push(link);
    }
    // A script on another origin (a remote's) is loaded with CORS (crossOriginLoading, and the
    // shell's federation runtime plugin for remoteEntry.js): its preload must ask the same way, or
    // the browser fetches it twice.
    function matchLoad(link) {
      if (link.as === 'script' && new URL(link.href).origin !== location.origin) link.crossOrigin = 'anonymous';
    }
    // A few per task: starting a request costs the main thread a little each time, and the page on
    // screen is taking input meanwhile.
    (function next() {
      links.splice(0, 4).forEach(function (link) { matchLoad(link); link.rel = 'preload'; });
      if (links.length) setTimeout(next, 0);
    })();
  }
  // After the next frame (a background tab has none: the app starts when the tab is shown).
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(boot, 0); });
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();
`;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  const name = `static/js/home-boot.${hash}.js`;
  mkdirSync(path.join(outputPath, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(outputPath, name), code);
  return `${publicPath}${name}`;
}
