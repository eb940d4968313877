import { injectManifest, precacheEntries } from './serviceWorker.mjs';

const asset = (name: string, content = name) => ({ name, source: () => content });

describe('the service worker’s precache list', () => {
  it('holds the shell’s hashed files by name, and its SPA page, icons and manifests by a hash of their content', () => {
    const entries = precacheEntries([
      asset('static/js/main.82cb8c4653.js'),
      asset('static/css/portal-ui.a80794c0e6.css'),
      asset('static/fonts/noto-sans-devanagari-400.b1e5666275.woff2'),
      asset('index.html', '<html>one</html>'),
      asset('icons/icon-192.png'),
      asset('manifest.en.webmanifest'),
      asset('favicon.svg'),
    ]);
    expect(entries.map((entry) => entry.url)).toEqual([
      '/favicon.svg',
      '/icons/icon-192.png',
      '/index.html',
      '/manifest.en.webmanifest',
      '/static/css/portal-ui.a80794c0e6.css',
      '/static/fonts/noto-sans-devanagari-400.b1e5666275.woff2',
      '/static/js/main.82cb8c4653.js',
    ]);
    expect(entries.find((entry) => entry.url === '/static/js/main.82cb8c4653.js')?.revision).toBeNull();
    const page = (html: string) => precacheEntries([asset('index.html', html)])[0]?.revision;
    expect(page('<html>one</html>')).toMatch(/^[0-9a-f]{10}$/);
    expect(page('<html>one</html>')).not.toBe(page('<html>two</html>'));
  });

  it('leaves out config.json, the pre-rendered pages, source maps, manifests of the federation and the worker itself', () => {
    const entries = precacheEntries(
      [
        'config.json',
        'home.html',
        'home.hi.html',
        'login.html',
        'mf-manifest.json',
        'mf-stats.json',
        'static/js/main.82cb8c4653.js.map',
        'static/js/main.js',
        'sw.js',
      ].map((name) => asset(name)),
    );
    expect(entries).toEqual([]);
  });

  it('is written where the worker reads it, which must be there exactly once', () => {
    expect(injectManifest('precache(self.__WB_MANIFEST,{})', [{ url: '/a', revision: null }])).toBe(
      'precache([{"url":"/a","revision":null}],{})',
    );
    expect(() => injectManifest('precache([])', [])).toThrow(/once/);
    expect(() => injectManifest('a(self.__WB_MANIFEST);b(self.__WB_MANIFEST)', [])).toThrow(/once/);
  });
});
