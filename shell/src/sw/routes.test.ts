import { HASHED_ASSET, mayServe, remoteOriginsOf, routeOf, type Origins } from './routes';

const config = {
  apiBaseUrl: 'http://127.0.0.1:4000',
  authEmulatorUrl: 'http://127.0.0.1:9099',
  remotes: [
    { name: 'remote_landing', entry: 'http://127.0.0.1:3001/mf-manifest.json' },
    { name: 'remote_sales', entry: 'http://127.0.0.1:3003/mf-manifest.json' },
  ],
};
const origins: Origins = { shell: 'http://127.0.0.1:3000', remotes: remoteOriginsOf(config) };
const route = (url: string, html = false) => routeOf(new URL(url), html, origins);

describe('the remotes the service worker knows', () => {
  it('are the origins of config.json’s remote entries, wherever they are served', () => {
    expect([...remoteOriginsOf(config)]).toEqual(['http://127.0.0.1:3001', 'http://127.0.0.1:3003']);
    expect([...remoteOriginsOf({ remotes: [{ entry: 'https://portal.example.in/remotes/sales/mf-manifest.json' }] })]).toEqual([
      'https://portal.example.in',
    ]);
  });

  it('are none for a body that is not a config, and unusable entries are skipped', () => {
    expect(remoteOriginsOf(null).size).toBe(0);
    expect(remoteOriginsOf({ remotes: 'x' }).size).toBe(0);
    expect([...remoteOriginsOf({ remotes: [{ entry: 'not a url' }, { entry: 7 }, null, { entry: 'http://a.test/m.json' }] })]).toEqual([
      'http://a.test',
    ]);
  });
});

describe('how the service worker serves a request', () => {
  it('keeps content-hashed chunks, styles and fonts of the shell and of every remote (cache first)', () => {
    expect(route('http://127.0.0.1:3000/static/js/main.82cb8c4653.js')).toBe('chunk');
    expect(route('http://127.0.0.1:3003/static/js/875.0a1b2c3d4e.js')).toBe('chunk');
    expect(route('http://127.0.0.1:3001/static/css/page.a301bcbeb3.css')).toBe('chunk');
    expect(route('http://127.0.0.1:3000/static/fonts/noto-sans-devanagari-400.b1e5666275.woff2')).toBe('chunk');
  });

  it('does not take a file without a content hash for a chunk', () => {
    expect(HASHED_ASSET.test('/static/js/main.js')).toBe(false);
    expect(HASHED_ASSET.test('/static/js/main.82cb8c465.js')).toBe(false);
    expect(HASHED_ASSET.test('/static/js/main.82cb8c4653.js.map')).toBe(false);
    expect(route('http://127.0.0.1:3003/federation-runtime-core.js')).toBeNull();
  });

  it('asks the network first for config.json and each remote’s manifest and entry', () => {
    expect(route('http://127.0.0.1:3000/config.json')).toBe('config');
    expect(route('http://127.0.0.1:3001/mf-manifest.json')).toBe('federation');
    expect(route('http://127.0.0.1:3003/remoteEntry.js')).toBe('federation');
  });

  it('asks the network first for the shell’s pages', () => {
    expect(route('http://127.0.0.1:3000/sales', true)).toBe('page');
    expect(route('http://127.0.0.1:3000/', true)).toBe('page');
    // A page of another origin is not the portal's.
    expect(route('http://127.0.0.1:3003/index.html', true)).toBeNull();
  });

  it('never touches the API, the Firebase emulator or an origin config.json does not name', () => {
    expect(route('http://127.0.0.1:4000/sales?page=1')).toBeNull();
    expect(route('http://127.0.0.1:4000/static/js/x.0a1b2c3d4e.js')).toBeNull();
    expect(route('http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup')).toBeNull();
    expect(route('http://127.0.0.1:3999/static/js/main.82cb8c4653.js')).toBeNull();
    expect(route('http://127.0.0.1:3999/mf-manifest.json')).toBeNull();
    expect(route('https://securetoken.googleapis.com/v1/token')).toBeNull();
  });

  it('behind the gateway (one origin), keeps each app’s hashed files under its own path, never the API', () => {
    const gateway: Origins = {
      shell: 'https://portal.example.in',
      remotes: remoteOriginsOf({ remotes: [{ entry: 'https://portal.example.in/remotes/sales/mf-manifest.json' }] }),
    };
    const at = (url: string) => routeOf(new URL(url), false, gateway);
    expect(at('https://portal.example.in/remotes/sales/static/js/875.0a1b2c3d4e.js')).toBe('chunk');
    expect(at('https://portal.example.in/remotes/sales/mf-manifest.json')).toBe('federation');
    expect(at('https://portal.example.in/remotes/sales/remoteEntry.js')).toBe('federation');
    expect(at('https://portal.example.in/api/sales?page=1')).toBeNull();
  });

  it('leaves to the network, untouched, a request that asks not to be stored, and anything but a GET', () => {
    expect(mayServe({ method: 'GET', cache: 'default' })).toBe(true);
    expect(mayServe({ method: 'GET', cache: 'no-cache' })).toBe(true);
    // The update check's read of a remote's manifest: kept, it would replace the release the page runs.
    expect(mayServe({ method: 'GET', cache: 'no-store' })).toBe(false);
    expect(mayServe({ method: 'POST', cache: 'default' })).toBe(false);
  });
});
