import { changedRemotes, readDeployed, releaseOf } from './releases';

const manifest = (chunk: string, extra: object = {}) => ({
  id: 'remote_landing',
  name: 'remote_landing',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, buildInfo: { buildVersion: '0.1.0' } },
  shared: [{ name: 'react', assets: { js: { sync: [], async: [] } } }],
  exposes: [{ path: './Home', assets: { js: { sync: [`static/js/${chunk}.js`], async: [] }, css: { sync: [], async: [] } } }],
  ...extra,
});

const LANDING = 'http://127.0.0.1:3001/mf-manifest.json';
const SALES = 'http://127.0.0.1:3003/mf-manifest.json';

describe('a remote release', () => {
  it('is the same while the manifest names the same files', () => {
    expect(releaseOf(manifest('home.0a1b2c3d4e'))).toBe(releaseOf(manifest('home.0a1b2c3d4e', { remotes: [] })));
  });

  it('differs when an exposed module’s files change', () => {
    expect(releaseOf(manifest('home.0a1b2c3d4e'))).not.toBe(releaseOf(manifest('home.ffffffffff')));
  });

  it('is reported for the manifests whose deployed release differs from the one loaded', async () => {
    const loaded = new Map([
      [LANDING, manifest('home.0a1b2c3d4e')],
      [SALES, manifest('sales.1111111111')],
    ]);
    const deployed: Record<string, unknown> = { [LANDING]: manifest('home.ffffffffff'), [SALES]: manifest('sales.1111111111') };
    await expect(changedRemotes(loaded, async (url) => deployed[url])).resolves.toEqual([LANDING]);
  });

  it('a rollback to the loaded release is no release, and a manifest that cannot be read is not one', async () => {
    const loaded = new Map([
      [LANDING, manifest('home.0a1b2c3d4e')],
      [SALES, manifest('sales.1111111111')],
    ]);
    const read = async (url: string) => {
      if (url === SALES) throw new TypeError('Failed to fetch');
      return manifest('home.0a1b2c3d4e');
    };
    await expect(changedRemotes(loaded, read)).resolves.toEqual([]);
  });
});

describe('the check for a deployed release', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the manifest on the server and asks that it be stored nowhere (neither the HTTP cache nor the service worker’s)', async () => {
    const fetchManifest = vi.fn(async () => Response.json(manifest('home.ffffffffff')));
    vi.stubGlobal('fetch', fetchManifest);
    await expect(readDeployed(LANDING)).resolves.toEqual(manifest('home.ffffffffff'));
    expect(fetchManifest).toHaveBeenCalledWith(LANDING, { cache: 'no-store' });
  });

  it('fails on an error answer, which the comparison counts as no release', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    await expect(readDeployed(LANDING)).rejects.toThrow('503');
  });
});
