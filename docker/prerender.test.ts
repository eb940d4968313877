import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../tooling/lib/frontends.mjs';
import { portalConfigFromEnv } from '../tooling/lib/portalConfig.mjs';
import { buildFrontends } from '../scripts/build.mjs';
import { PRERENDER_API_BASE } from '../shared/src/prerender/names.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE } from '../shared/src/i18n/languages.mjs';
import { PRERENDERED_VARIANTS, languageOfCookies } from '../build/prerender/pages.mjs';
import { requireTool } from '../tooling/lib/requireTool.js';
import { remoteNamed } from '../shared/src/topology.mjs';
import { absolutizeFragment, contactVars, renderSsi } from '../build/prerender/ssi.mjs';
import { close, createStaticServer, listen } from '../tooling/lib/staticServer.mjs';

/**
 * `/` is the shell's home.html with the landing remote's prerender.html included by SSI, `/login` its
 * login.html with the onboarding remote's: nginx in the containers, build/prerender/ssi.mjs in the Node
 * server of `npm start`. Both must serve the same pages.
 */
describe('SSI of the Node server (build/prerender/ssi.mjs)', () => {
  const template = [
    '<head><!--# include virtual="/frag" set="page" --></head>',
    '<!--# if expr="$page = /marker contract=1 /" --><main><!--# echo var="page" encoding="none" --></main>',
    '<!--# else --><div id="root"></div><!--# endif -->',
    '<p><!--# echo var="email" --> © <!--# config timefmt="%Y" --><!--# echo var="date_local" --></p>',
  ].join('');
  const render = (fragment: string) =>
    renderSsi(template, {
      include: async (virtual) => (virtual === '/frag' ? fragment : ''),
      vars: { email: 'a&b@x.in' },
      now: new Date('2031-05-01'),
    });

  it('includes a fragment that carries the expected marker, escaping echoed values unless encoding="none"', async () => {
    expect(await render('<!-- marker contract=1 --><h1>Hi</h1>')).toBe(
      '<head></head><main><!-- marker contract=1 --><h1>Hi</h1></main><p>a&amp;b@x.in © 2031</p>',
    );
  });

  it('falls back to the plain root when the fragment is missing or speaks another contract', async () => {
    expect(await render('')).toContain('<div id="root"></div>');
    expect(await render('<!-- marker contract=2 --><h1>Hi</h1>')).toBe('<head></head><div id="root"></div><p>a&amp;b@x.in © 2031</p>');
  });

  it('splits a fragment at its marker with the regex’s captures, PCRE’s (?s) included', async () => {
    const split =
      '<!--# include virtual="/frag" set="page" --><!--# if expr="$page = /(?s)^(.*)<[!]-- m --[>](.*)/" -->[<!--# echo var="1" encoding="none" -->|<!--# echo var="2" encoding="none" -->]<!--# endif -->';
    const include = async () => '<link a>\n<link b>\n<!-- m --><div>\npage</div>';
    expect(await renderSsi(split, { include })).toBe('[<link a>\n<link b>\n|<div>\npage</div>]');
  });

  it('makes the fragment’s own URLs absolute and points its forms at the API, and only those', () => {
    const fragment = `<link rel="stylesheet" href="static/css/a.css"><link data-portal-preload href="remoteEntry.js" as="script"><a href="/signup">x</a><form action="${PRERENDER_API_BASE}/contact">`;
    expect(absolutizeFragment(fragment, 'https://landing.example/v2', 'https://api.example')).toBe(
      '<link rel="stylesheet" href="https://landing.example/v2/static/css/a.css"><link data-portal-preload href="https://landing.example/v2/remoteEntry.js" as="script"><a href="/signup">x</a><form action="https://api.example/contact">',
    );
    expect(contactVars({ email: 'e@x.in', phone: '+91 80 4567 8900' }).portal_contact_phone_href).toBe('tel:+918045678900');
  });
});

// Every pre-rendered page in every language: the shell's files and the remotes' fragments.
const prerenderFiles = PRERENDERED_VARIANTS.flatMap((page) => [
  `shell/dist/${page.file}`,
  `${remoteNamed(page.remote).dir}/dist/${page.fragmentFile}`,
]);
/** The other languages than English: Hindi. */
const otherLanguages = LANGUAGES.filter((language) => language.code !== DEFAULT_LANGUAGE);
const DEVANAGARI = /[\u0900-\u097f]/;

describe('the language of a pre-rendered page (build/prerender/pages.mjs)', () => {
  it('is the one the language cookie names, English without one or for one the portal does not speak', () => {
    const [other] = otherLanguages;
    expect(languageOfCookies(undefined)).toBe(DEFAULT_LANGUAGE);
    expect(languageOfCookies(`a=1; ${LANGUAGE_COOKIE}=${other!.code}; b=2`)).toBe(other!.code);
    expect(languageOfCookies(`${LANGUAGE_COOKIE}=${other!.locale}`)).toBe(other!.code);
    expect(languageOfCookies(`${LANGUAGE_COOKIE}=xx`)).toBe(DEFAULT_LANGUAGE);
    expect(languageOfCookies(`x${LANGUAGE_COOKIE}=${other!.code}`)).toBe(DEFAULT_LANGUAGE);
  });
});
const built = () => prerenderFiles.every((file) => existsSync(path.join(rootDir, file)));
describe.runIf(requireTool('nginx-brotli'))('`/` and `/login` served by the containers’ nginx and by `npm start`', () => {
  // The production builds, made here when they are missing (as in CI, where vitest runs before the e2e build).
  beforeAll(async () => {
    if (!built()) await buildFrontends();
  }, 180_000);

  const base = 3960 + Math.floor(Math.random() * 20);
  const env = {
    REMOTE_LANDING_URL: `http://127.0.0.1:${base + 1}`,
    REMOTE_ONBOARDING_URL: `http://127.0.0.1:${base + 2}`,
    REMOTE_SALES_URL: `http://127.0.0.1:${base + 3}`,
    REMOTE_BACKOFFICE_URL: `http://127.0.0.1:${base + 4}`,
    CONTACT_EMAIL: 'care@agentportal.in',
    CONTACT_PHONE: '+91 22 1234 5678',
  };
  const stops: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  async function nginx(app: string, port: number) {
    const runDir = mkdtempSync(path.join(os.tmpdir(), `prerender-${app}-`));
    chmodSync(runDir, 0o755);
    const rendered = spawnSync(process.execPath, [path.join(rootDir, 'tooling', 'lib', 'renderFrontend.mjs')], {
      env: {
        PATH: process.env['PATH'],
        ...env,
        APP: app,
        HTML_ROOT: path.join(rootDir, app, 'dist'),
        NGINX_RUN_DIR: runDir,
        LISTEN_PORT: String(port),
      },
      encoding: 'utf8',
    });
    expect(rendered.status, rendered.stderr).toBe(0);
    const proc: ChildProcess = spawn('nginx', ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')], { stdio: 'ignore' });
    stops.push(() => {
      proc.kill('SIGTERM');
      rmSync(runDir, { recursive: true, force: true });
    });
    for (let i = 0; i < 50; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx for ${app} did not start`);
  }

  it('includes the same pre-rendered landing page, with absolute URLs and the configured contact details', async () => {
    await nginx('remote-landing', base + 1);
    await nginx('remote-onboarding', base + 2);
    await nginx('shell', base);
    const config = portalConfigFromEnv(env);
    const server: Server = createStaticServer({ root: path.join(rootDir, 'shell', 'dist'), spaFallback: true, config: () => config });
    await listen(server, base + 10);
    stops.push(() => close(server));

    const fromNginx = await (await fetch(`http://127.0.0.1:${base}/`)).text();
    const fromNode = await (await fetch(`http://127.0.0.1:${base + 10}/`)).text();
    expect(fromNode).toBe(fromNginx);
    expect(fromNginx).toContain('<div id="root" data-portal-prerendered="remote_landing/LandingPage">');
    // The fragment's links before the root, its markup alone in the page's Suspense boundary.
    expect(fromNginx.indexOf(`<link rel="stylesheet" href="${env.REMOTE_LANDING_URL}/static/css/`)).toBeLessThan(
      fromNginx.indexOf('id="root"'),
    );
    expect(fromNginx).toMatch(/<div class="page"><!--\$--><div class="[^"]+"><section/);
    expect(fromNginx).toContain(`action="${config.apiBaseUrl}/contact"`);
    expect(fromNginx).not.toContain(PRERENDER_API_BASE);
    expect(fromNginx).toContain('id="hero-title"');
    expect(fromNginx).toContain(`<link rel="stylesheet" href="${env.REMOTE_LANDING_URL}/static/css/`);
    expect(fromNginx).toContain('href="mailto:care@agentportal.in"');
    expect(fromNginx).toContain('href="tel:+912212345678"');
    expect(fromNginx).not.toContain('<!--#');
    expect(fromNginx).not.toContain('portal-prerender.invalid');

    const loginFromNginx = await (await fetch(`http://127.0.0.1:${base}/login`)).text();
    expect(await (await fetch(`http://127.0.0.1:${base + 10}/login`)).text()).toBe(loginFromNginx);
    expect(loginFromNginx).toContain('<div id="root" data-portal-prerendered="remote_onboarding/LoginPage">');
    expect(loginFromNginx).toMatch(/<form[^>]*>[\s\S]*type="email"[\s\S]*<\/form>/);
    expect(loginFromNginx).toContain(`<link rel="stylesheet" href="${env.REMOTE_ONBOARDING_URL}/static/css/`);
    expect(loginFromNginx).toContain('href="mailto:care@agentportal.in"');
    expect(loginFromNginx).not.toContain('<!--#');
    // Other paths get the plain app page.
    const index = readFileSync(path.join(rootDir, 'shell', 'dist', 'index.html'), 'utf8');
    expect(await (await fetch(`http://127.0.0.1:${base}/signup`)).text()).toBe(index);
    expect(await (await fetch(`http://127.0.0.1:${base + 10}/signup`)).text()).toBe(index);
    expect(await (await fetch(`http://127.0.0.1:${base + 10}/login/`)).text()).toBe(index);
  });

  it.each(otherLanguages)(
    'serves `/` and `/login` in $name for the language cookie, English otherwise, varying by the cookie',
    async (language) => {
      const nginxUrl = `http://127.0.0.1:${base}`;
      const nodeUrl = `http://127.0.0.1:${base + 10}`;
      const get = (url: string, cookie?: string) => fetch(url, cookie ? { headers: { cookie } } : {});
      for (const route of ['/', '/login']) {
        const cookie = `theme=dark; ${LANGUAGE_COOKIE}=${language.code}`;
        const fromNginx = await get(`${nginxUrl}${route}`, cookie);
        const fromNode = await get(`${nodeUrl}${route}`, cookie);
        const page = await fromNginx.text();
        expect(await fromNode.text()).toBe(page);
        for (const response of [fromNginx, fromNode]) {
          expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
          expect(response.headers.get('cache-control')).toBe('no-cache');
        }
        expect(page).toContain(`<html lang="${language.locale}"`);
        expect(page).toContain('data-portal-prerendered="');
        // The remote's fragment in the same language, inside the layout.
        const markup = page.slice(page.indexOf('<div class="page">'));
        expect(markup).toMatch(DEVANAGARI);
        expect(page).not.toContain('<!--#');
        // The contact details of the server's config, as in English.
        expect(page).toContain('href="mailto:care@agentportal.in"');
        expect(page).toContain('href="tel:+912212345678"');
        // The Devanagari font, preloaded from the shell's own static path (hashed: cached for a year).
        const preloads = [
          ...page.matchAll(/<link rel="preload" href="(\/static\/fonts\/[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/g),
        ].map((match) => match[1]!);
        expect(preloads).toHaveLength(2);
        for (const font of preloads) {
          for (const origin of [nginxUrl, nodeUrl]) {
            const response = await fetch(`${origin}${font}`);
            expect(response.status).toBe(200);
            expect(response.headers.get('content-type')).toBe('font/woff2');
            expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          }
        }

        // The language's catalogues (the shell's, shared's, the remote's) load with the app: no waterfall.
        const preloadsOf = (html: string) =>
          [...html.matchAll(/<link data-portal-preload href="([^"]+)" as="script">/g)].map((match) => match[1]!);
        const englishPreloads = preloadsOf(await (await get(`${nginxUrl}${route}`)).text());
        const catalogues = preloadsOf(page).filter((href) => !englishPreloads.includes(href));
        expect(catalogues.filter((href) => href.startsWith('/static/js/')).length).toBeGreaterThanOrEqual(2);
        expect(catalogues.filter((href) => href.startsWith('http')).length).toBeGreaterThanOrEqual(1);
        for (const href of catalogues) {
          const script = await fetch(href.startsWith('http') ? href : `${nginxUrl}${href}`);
          expect(script.status).toBe(200);
          expect(await script.text()).toMatch(DEVANAGARI);
        }

        for (const english of [undefined, `${LANGUAGE_COOKIE}=en`, `${LANGUAGE_COOKIE}=xx`]) {
          const fromNginxEn = await get(`${nginxUrl}${route}`, english);
          const englishPage = await fromNginxEn.text();
          expect(await (await get(`${nodeUrl}${route}`, english)).text()).toBe(englishPage);
          expect(fromNginxEn.headers.get('vary')).toMatch(/\bCookie\b/);
          expect(englishPage).toContain('<html lang="en-IN"');
          expect(englishPage).not.toContain('as="font"');
          expect(englishPage.slice(englishPage.indexOf('<div class="page">'))).toMatch(/<div class="page"><!--\$--><div/);
        }
      }
      // In English the page's own text is English: the landing's hero title has no Devanagari.
      const english = await (await get(`${nginxUrl}/`)).text();
      expect(/<h1[^>]*id="hero-title"[^>]*>([^<]*)</.exec(english)?.[1]).not.toMatch(DEVANAGARI);
      const hindi = await (await get(`${nginxUrl}/`, `${LANGUAGE_COOKIE}=${language.code}`)).text();
      expect(/<h1[^>]*id="hero-title"[^>]*>([^<]*)</.exec(hindi)?.[1]).toMatch(DEVANAGARI);
    },
  );

  it('links the web app manifest of the page’s language, served as application/manifest+json and revalidated, by both servers', async () => {
    for (const origin of [`http://127.0.0.1:${base}`, `http://127.0.0.1:${base + 10}`]) {
      for (const language of LANGUAGES) {
        const href = `/manifest.${language.code}.webmanifest`;
        for (const route of ['/', '/login']) {
          const page = await (await fetch(`${origin}${route}`, { headers: { cookie: `${LANGUAGE_COOKIE}=${language.code}` } })).text();
          expect(page).toContain(`<link rel="manifest" href="${href}"`);
        }
        const response = await fetch(`${origin}${href}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/manifest+json');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(((await response.json()) as { lang: string }).lang).toBe(language.locale);
      }
      const icon = await fetch(`${origin}/icons/maskable-512.png`);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/png');
    }
  });
});
