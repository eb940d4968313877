// What the service worker (sw.ts) does with a request, decided from its URL (and whether it may be
// stored) so that it can be tested outside a worker. Anything not named here is left to the network: the API, Firebase and any
// other origin never reach a cache, so member data is never in CacheStorage.

/** The caches the worker fills at run time (the precache is Workbox's own). */
export const CACHES = {
  pages: 'portal-pages',
  federation: 'portal-federation',
  chunks: 'portal-chunks',
} as const;

/** The shell's SPA page: what a page never cached is answered with offline. */
export const SPA_PAGE = '/index.html';

/**
 * A file under an app's static/ folder whose name carries a content hash (`main.82cb8c4653.js`), as
 * every app's build names its chunks, styles and fonts; the servers keep these for a year. An app may
 * be served under a path of its own (behind the gateway: /remotes/sales/static/…).
 */
export const HASHED_ASSET = /\/static\/.+\.[0-9a-f]{10}\.(?:js|css|woff2?|png|svg|jpe?g|webp|avif)$/;

/** The federation's files that say which release of a remote is deployed: never kept in place of the network's. */
const FEDERATION_FILE = /\/(?:mf-manifest\.json|remoteEntry\.js)$/;

export type RouteKind = 'page' | 'config' | 'federation' | 'chunk';

export interface Origins {
  /** The shell's own origin (the worker's). */
  shell: string;
  /** The remotes' origins, from the last config.json seen (behind the gateway, the shell's own). */
  remotes: ReadonlySet<string>;
}

/** The remotes' origins named by a config.json body (its `remotes[].entry`); unusable entries are skipped. */
export function remoteOriginsOf(config: unknown): Set<string> {
  const remotes = (config as { remotes?: unknown } | null)?.remotes;
  const origins = new Set<string>();
  if (!Array.isArray(remotes)) return origins;
  for (const remote of remotes) {
    const entry = (remote as { entry?: unknown } | null)?.entry;
    if (typeof entry !== 'string') continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not a URL: that remote cannot be loaded either.
    }
  }
  return origins;
}

/**
 * Whether the worker may serve a request at all. A page that asks not to store the answer (`cache:
 * 'no-store'`, as the update check does) gets the network, untouched: kept, a newer mf-manifest.json
 * would be paired offline with the older remoteEntry.js the page still runs.
 */
export function mayServe(request: Pick<Request, 'method' | 'cache'>): boolean {
  return request.method === 'GET' && request.cache !== 'no-store';
}

/**
 * How the worker serves a GET request (`html`: the request asks for a page), or null: not at all.
 * @param html  a navigation, or a page URL handed over by the window with `Accept: text/html`
 */
export function routeOf(url: URL, html: boolean, origins: Origins): RouteKind | null {
  const own = url.origin === origins.shell;
  if (own && html) return 'page';
  if (own && url.pathname === '/config.json') return 'config';
  if (!own && !origins.remotes.has(url.origin)) return null;
  if (FEDERATION_FILE.test(url.pathname)) return 'federation';
  if (HASHED_ASSET.test(url.pathname)) return 'chunk';
  return null;
}
