// The portal's service worker (built into the shell's dist as /sw.js by build/serviceWorker.mjs,
// production builds only). It controls the shell's pages, so it also sees their requests to the remotes.
// What it keeps and how: routes.ts. A new worker waits until the member chooses "Reload".
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { prerenderedPagesOf } from '@portal/shared/topology';
import { CACHES, SPA_PAGE, mayServe, remoteOriginsOf, routeOf, type Origins, type RouteKind } from './routes';

declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
};

/**
 * The pages kept for offline use: the pre-rendered ones only (the same for every visitor). Every other
 * page is the SPA page, precached; keeping them by URL would keep members' codes from their queries.
 */
const KEPT_PAGES = new Set<string>(prerenderedPagesOf().map((page) => page.route));

const onlyComplete = () => new CacheableResponsePlugin({ statuses: [200] });

// The remotes' origins come from config.json: read back from the cache when the worker starts, and
// renewed each time a newer config.json is cached.
const origins: Origins = { shell: self.location.origin, remotes: new Set() };
let originsKnown = false;
const originsLoaded = caches
  .open(CACHES.federation)
  .then((cache) => cache.match('/config.json'))
  .then(async (response) => {
    if (response && !originsKnown) origins.remotes = remoteOriginsOf(await response.json());
  })
  .catch(() => undefined)
  .finally(() => {
    originsKnown = true;
  });
const learnOrigins = {
  async cacheDidUpdate({ newResponse }: { newResponse: Response }) {
    try {
      origins.remotes = remoteOriginsOf(await newResponse.json());
      originsKnown = true;
    } catch {
      // Not JSON: the origins stay as they were.
    }
  },
};

precacheAndRoute(self.__WB_MANIFEST, {
  // `/` and `/login` are pre-rendered per language and release: answered by the page route, never by
  // the precached SPA page.
  directoryIndex: '',
  cleanURLs: false,
});
cleanupOutdatedCaches();
clientsClaim();

const strategies: Record<RouteKind | 'keptPage', Strategy> = {
  keptPage: new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: 4,
    plugins: [onlyComplete()],
    // The pre-rendered pages vary by the language cookie: offline, the last one seen is shown.
    matchOptions: { ignoreVary: true },
  }),
  page: new NetworkOnly({ networkTimeoutSeconds: 4 }),
  // No timeout: whenever the network answers, its release is the one loaded, as without a worker.
  config: new NetworkFirst({ cacheName: CACHES.federation, plugins: [onlyComplete(), learnOrigins] }),
  federation: new NetworkFirst({ cacheName: CACHES.federation, plugins: [onlyComplete()] }),
  chunk: new CacheFirst({
    cacheName: CACHES.chunks,
    plugins: [onlyComplete(), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
};

const wantsPage = (request: Request) => request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html');

/** Until the origins are read back, a request to another origin may be a remote's: it is checked once they are. */
const originsForMatching = (): Origins => (originsKnown ? origins : { ...origins, remotes: { has: () => true } as unknown as Set<string> });

for (const kind of ['page', 'config', 'federation', 'chunk'] as const) {
  registerRoute(
    ({ request, url }) => mayServe(request) && routeOf(url, wantsPage(request), originsForMatching()) === kind,
    async (options) => {
      const { request, url } = options as { request: Request; url: URL };
      if (url.origin !== origins.shell) {
        await originsLoaded;
        if (routeOf(url, false, origins) !== kind) return fetch(request);
      }
      if (kind !== 'page') return strategies[kind].handle(options);
      try {
        return await (KEPT_PAGES.has(url.pathname) ? strategies.keptPage : strategies.page).handle(options);
      } catch (error) {
        // No answer (offline, or slower than the timeout): the SPA page renders it, from the precache.
        const spa = await matchPrecache(SPA_PAGE);
        if (spa) return spa;
        throw error;
      }
    },
  );
}

// A new release's pages name its own files: the kept pages of the one before would name files the new
// precache no longer has.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete(CACHES.pages)));

// The window hands over what it loaded before this worker controlled it (register.ts).
getOrCreateDefaultRouter().addCacheListener();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
